/**
 * Storefront tags in a shop's own component's shadow root, with the one script tag: the
 * autoloader's observer sees the document, not shadow roots, so the shop passes its shadow root
 * to the script tag's `discover` (as with Shoelace's autoloader), and the tags in it, and those
 * added to it later, are defined. Before `discover` was exported, such a list stayed empty.
 */
import { expect } from '@open-wc/testing';
import { deepQueryAll, until } from '../csp/helpers.ts';

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
