/**
 * A page in another language than English keeps the place it reserved for its tags until they
 * draw (docs/elements.md, "Reserve their place"): the script tag defines a tag once the words of
 * its elements' language are there. Defined before them, an element drew nothing while they
 * loaded, the page's `:not(:defined)` reserve no longer applied, and what was below jumped up by
 * the reserve and down again (a Firefox audit, s36a G1, in both browsers: CLS 0.44 in Swedish
 * against 0.004 in English on a phone).
 */
import { expect } from '@open-wc/testing';
import { newRun, setFault } from './faults.ts';

describe('the script tag on a page in Swedish', () => {
  it('keeps the reserve until the list draws: nothing below moves up', async function () {
    this.timeout(120000);
    const run = newRun();
    // The Swedish words come 400 ms after the rest (a slow connection).
    await setFault(run, 'storefront.sv-', 1, 400);
    const iframe = document.createElement('iframe');
    iframe.src = `/test/browser/autoloader/fixtures/language-reserve.html?run=${run}`;
    iframe.style.inlineSize = '390px';
    iframe.style.blockSize = '844px';
    document.body.append(iframe);
    try {
      const win = () => iframe.contentWindow as (Window & { tops?: number[] }) | null;
      const cards = () =>
        iframe.contentDocument
          ?.querySelector('sf-rec-list')
          ?.shadowRoot?.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length ?? 0;
      const deadline = performance.now() + 60_000;
      while (!cards()) {
        if (performance.now() > deadline) throw new Error('no cards');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const tops = win()!.tops!;
      expect(tops.length, 'frames seen').to.be.greaterThan(3);
      const reserved = tops[0]!;
      expect(reserved, 'the reserve (20em) from the first frame').to.be.above(300);
      const moves = tops.filter((top, index) => top !== tops[index - 1]);
      expect(
        Math.min(...tops),
        `below the list, where it moved: ${moves.join(' → ')}`,
      ).to.be.at.least(reserved);
    } finally {
      iframe.remove();
      await setFault(run, 'storefront.sv-', 0);
    }
  });
});
