/**
 * Names and descriptions with words longer than their box (a 33-letter Finnish compound, or
 * the reference server's `oversize` strings of thousands of letters with no break opportunity)
 * wrap inside the elements: the page never scrolls sideways. A script-tag audit measured a
 * 390 px product page 585 px wide with a realistic word, and 180,285 px with a hostile one.
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  catalog,
  cleanup,
  injectQueryFault,
  market,
  mount,
  until,
} from '../controllers/storefront-fixtures.ts';

const cards = (list: Element) =>
  list.shadowRoot?.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length ?? 0;

afterEach(cleanup);

describe('long words wrap inside the elements', () => {
  for (const [width, letters] of [
    [390, 33],
    [390, 5000],
    [1280, 5000],
  ] as const) {
    it(`${letters} letters without a break at ${width} px: nothing wider than the page`, async function () {
      this.timeout(60000);
      await setViewport({ width, height: 900 });
      const m = await market();
      const productKey = (await catalog()).groups[2]!.products[0]!;
      const session = crypto.randomUUID();
      await injectQueryFault({ sessionKey: session, oversize: { stringLength: letters } });
      const { element } = mount(
        html`<sf-product-page
          product-key=${productKey}
          include-product-group
          market=${m.id}
          locale=${m.locale}
          session-key=${session}
        >
          <sf-rec-list
            list-id="grid"
            algorithm="ALTERNATIVES"
            visualization="GRID"
            limit="4"
          ></sf-rec-list>
        </sf-product-page>`,
      );
      const list = element.querySelector('sf-rec-list')!;
      await until(
        () => cards(list) > 0 && !!element.shadowRoot?.querySelector('h1'),
        'the detail and the list',
        30000,
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(document.documentElement.scrollWidth, 'the page').to.be.at.most(width);
      for (const host of [element, list])
        expect(host.scrollWidth, `${host.localName}`).to.be.at.most(host.clientWidth);
    });
  }
});
