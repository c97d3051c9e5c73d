/**
 * The built script tag's exports (src/autoloader.ts awaits them from `core` at its end, after it
 * has asked for the chunks of the page's tags): a module that imports them uses them at its own
 * top level, as with a static import.
 */
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { bundleOf, newRun, setFault } from './faults.ts';

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
    /** The built script tag of a run of its own: its modules are fetched anew. */
    const importRun = (run: string) =>
      import(bundleOf(run)) as Promise<{ html: unknown; notify: { stats(): { queued: number } } }>;

    it('are asked for again: a module that imports them runs once `core` comes', async function () {
      // A dropped request for `core` failed every module that imported the script tag for good,
      // while its tags loaded on their retry (one script tag, a shop's own card template).
      this.timeout(120000);
      // The bundle built, outside the fault.
      await importRun(newRun());
      const run = newRun();
      await setFault(run, 'core-', 1);
      const started = performance.now();
      const module = await importRun(run);
      expect(module.html).to.be.a('function');
      expect(module.notify.stats().queued).to.equal(0);
      // The first retry, a second later.
      expect(performance.now() - started).to.be.within(900, 5000);
    });

    it('are asked for again at once when the browser is back online', async function () {
      this.timeout(120000);
      await importRun(newRun());
      const run = newRun();
      // Failing for longer than the first retries (1 + 2 s).
      await setFault(run, 'core-', 3);
      const started = performance.now();
      const loading = importRun(run);
      setTimeout(
        () => void setFault(run, 'core-', 0).then(() => dispatchEvent(new Event('online'))),
        400,
      );
      const module = await loading;
      expect(module.html).to.be.a('function');
      expect(performance.now() - started).to.be.below(900);
    });
  });
});
