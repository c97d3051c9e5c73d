/**
 * Storefront tags in a shop's own component's shadow root, with the one script tag: the
 * autoloader's observer sees the document, not shadow roots, so the shop passes its shadow root
 * to the script tag's `discover` (as with Shoelace's autoloader), and the tags in it, and those
 * added to it later, are defined. Before `discover` was exported, such a list stayed empty.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { deepQueryAll, until } from '../csp/helpers.ts';
import type { HeapCounts } from '../frameworks/harness-plugin.ts';
import { bundleOf, newRun } from './faults.ts';

describe('the script tag: storefront tags in a shadow root the shop passes to `discover`', () => {
  it('are defined and render, and so are tags added to it later', async function () {
    // The first load of the bundle waits for its build.
    this.timeout(120000);
    const iframe = document.createElement('iframe');
    iframe.src = '/test/browser/autoloader/fixtures/shadow-root.html';
    iframe.style.inlineSize = '1280px';
    iframe.style.blockSize = '900px';
    document.body.append(iframe);
    try {
      const frame = () => iframe.contentWindow as Window & { addProductPage?: () => void };
      const cards = () =>
        deepQueryAll(iframe.contentDocument!, '[part~="card"]:not([part~="skeleton"])');
      await until(() => cards().length >= 4, '4 cards of the list in the shadow root', 100_000);
      // Only the list and its provider: the product page's chunk is not loaded yet.
      expect(frame().customElements.get('sf-product-page')).to.equal(undefined);

      frame().addProductPage!();
      await until(
        () =>
          deepQueryAll(iframe.contentDocument!, '[part~="detail"]:not([part~="skeleton"])').length,
        'the detail of the product page added to the shadow root later',
        30_000,
      );
      expect(deepQueryAll(iframe.contentDocument!, '[part~="error"]')).to.have.length(0);
    } finally {
      iframe.remove();
    }
  });
});

describe("the script tag: `discover` over a single-page app's life", () => {
  it('watches a root once however often it is passed, and lets go of roots that are gone', async function () {
    // A component that calls `discover(this.shadowRoot)` at each connect gained an observer at
    // each, and every root passed stayed in the autoloader's list as a WeakRef, gone or not.
    this.timeout(120000);
    const { discover } = (await import(bundleOf(newRun()))) as {
      discover(root: Element | ShadowRoot): void;
    };
    const live = async () => {
      const { instances } = (await executeServerCommand('heap-counts', {
        prototypes: ['WeakRef', 'MutationObserver'],
      })) as HeapCounts;
      return instances;
    };
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    try {
      discover(root);
      const before = await live();
      // The component moved (reconnected) 20 times.
      for (let move = 0; move < 20; move++) discover(root);
      // 200 components mounted and unmounted, each passing its shadow root.
      for (let index = 0; index < 200; index++) {
        const component = document.createElement('div');
        document.body.append(component);
        discover(component.attachShadow({ mode: 'open' }));
        component.remove();
      }
      await live(); // their roots collected
      discover(root);
      const after = await live();
      // Chromium keeps one removed component's root a while longer, whatever their number
      // (measured: 1 of 1, of 3 and of 200; 0 with none): at most one is left, not 200.
      const left = {
        weakRefs: after.WeakRef! - before.WeakRef!,
        observers: after.MutationObserver! - before.MutationObserver!,
      };
      expect(left.weakRefs, JSON.stringify(left)).to.be.at.most(1);
      expect(left.observers, JSON.stringify(left)).to.be.at.most(1);
    } finally {
      host.remove();
    }
  });
});
