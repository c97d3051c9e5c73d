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
});
