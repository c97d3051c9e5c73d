/**
 * The first render of a product page and its lists, as a phone pays for it (docs/decisions.md,
 * "First render on a phone"): nothing in the task that renders the answer that could be done
 * before it or not at all. How long that task is on a phone is `npm run bench:phone`'s to show.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { queryProductPage } from '../../../src/api/index.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import { catalog, cleanup, freshVisitor, mount } from '../controllers/storefront-fixtures.ts';

const cards = (list: Element) =>
  list.shadowRoot!.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length;

/** The elements whose computed style is read while `run` runs. */
async function computedStyleReads(run: () => Promise<void>): Promise<Element[]> {
  const original = window.getComputedStyle;
  const read: Element[] = [];
  window.getComputedStyle = (element, pseudo) => {
    read.push(element);
    return original.call(window, element, pseudo);
  };
  try {
    await run();
  } finally {
    window.getComputedStyle = original;
  }
  return read;
}

describe('first render', () => {
  afterEach(cleanup);

  describe('a short list', () => {
    let ten: RecommendationProductList;
    let list: RecommendationProductList;

    before(async () => {
      const productKey = (await catalog()).groups[0]!.products[0]!;
      const { data } = await queryProductPage(await freshVisitor(), {
        productKey,
        settings: { recommendationLists: [{ id: 'short', algorithm: 'TOP_PRODUCTS', limit: 10 }] },
      });
      ten = data.recommendationLists[0]!;
      expect(ten.productGroups, 'groups of the reference data').to.have.length(10);
      list = { ...ten, productGroups: ten.productGroups.slice(0, 9) };
    });

    // A screenful is at least 6 cards, and what would be left of up to 9 is drawn at once: the
    // screenful is not measured. Measuring reads the list's computed style (its card width), which
    // recalculates the style of everything rendered before it in the task (the detail) and, for
    // the window's size on a phone, lays the page out (docs/decisions.md).
    for (const visualization of ['CAROUSEL', 'GRID'] as const) {
      it(`is drawn whole without reading computed style (${visualization})`, async () => {
        let element: SfRecList | undefined;
        const read = await computedStyleReads(async () => {
          ({ element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`));
          element.list = { ...list, visualization };
          await element.updateComplete;
        });
        expect(cards(element!), 'cards of the first render').to.equal(9);
        expect(read.filter((reader) => reader === element)).to.have.length(0);
      });
    }

    it('of 10 cards or more still measures its screenful', async () => {
      let element: SfRecList | undefined;
      const read = await computedStyleReads(async () => {
        ({ element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`));
        element.list = ten;
        await element.updateComplete;
      });
      expect(read.filter((reader) => reader === element)).to.have.length(1);
    });
  });
});
