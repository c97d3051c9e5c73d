/**
 * The built script tag's exports (src/autoloader.ts awaits them from `core` at its end, after it
 * has asked for the chunks of the page's tags): a module that imports them uses them at its own
 * top level, as with a static import.
 */
import { expect } from '@open-wc/testing';
import { render } from 'lit';

describe("the script tag's exports", () => {
  it('are there when a module that imports them runs', async function () {
    // The first load of the bundle waits for its build.
    this.timeout(120000);
    const { atTopLevel } = (await import(
      // @ts-expect-error: a fixture in plain JavaScript
      './fixtures/uses-exports.js'
    )) as {
      atTopLevel: {
        template: unknown;
        stats: { queued: number };
        href: string | undefined;
        keys: { customerKey: string; sessionKey: string };
        storageKey: string;
        renderers: string[];
      };
    };
    const container = document.createElement('div');
    document.body.append(container);
    render(atTopLevel.template, container);
    expect(container.querySelector('b')?.textContent).to.equal('bold');
    container.remove();
    expect(atTopLevel.stats.queued).to.equal(0);
    expect(atTopLevel.href).to.equal('/product/1');
    expect(atTopLevel.keys.sessionKey).to.be.a('string').and.not.equal('');
    expect(atTopLevel.storageKey).to.equal('voyado.session');
    expect(atTopLevel.renderers).to.deep.equal(['function', 'function']);
  });

  describe('when `core` failed to load', () => {
    const setFault = (match: string, count: number) =>
      fetch(`/__csp-bundle-fault?match=${match}&count=${count}`, { method: 'POST' });
    /** The built script tag under a path of its own: its modules are fetched anew. */
    const importFresh = () =>
      import(
        `/__csp-bundle/run-exports-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}/storefront-elements.js`
      ) as Promise<{ html: unknown; notify: { stats(): { queued: number } } }>;

    afterEach(() => setFault('none', 0));

    it('are asked for again: a module that imports them runs once `core` comes', async function () {
      // A dropped request for `core` failed every module that imported the script tag for good,
      // while its tags loaded on their retry (one script tag, a shop's own card template).
      this.timeout(120000);
      // The bundle built, outside the fault.
      await importFresh();
      await setFault('core-', 1);
      const started = performance.now();
      const module = await importFresh();
      expect(module.html).to.be.a('function');
      expect(module.notify.stats().queued).to.equal(0);
      // The first retry, a second later.
      expect(performance.now() - started).to.be.within(900, 5000);
    });

    it('are asked for again at once when the browser is back online', async function () {
      this.timeout(120000);
      await importFresh();
      // Failing for longer than the first retries (1 + 2 s).
      await setFault('core-', 3);
      const started = performance.now();
      const loading = importFresh();
      setTimeout(
        () => void setFault('none', 0).then(() => dispatchEvent(new Event('online'))),
        400,
      );
      const module = await loading;
      expect(module.html).to.be.a('function');
      expect(performance.now() - started).to.be.below(900);
    });
  });
});
