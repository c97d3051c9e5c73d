/**
 * Larger text: a shopper who sets their text size to 200% (a phone's text scale, which a page
 * given `<meta name="text-scale" content="scale">` applies to the root font size, or the browser's
 * font size setting) gets cards that grow with their text, as with zoom, rather than 220 px cards
 * whose price and "Add to cart" are cut to an ellipsis. Nothing moves on load, no card is wider
 * than its list, and the product detail's prices wrap rather than run off a phone's screen.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { cleanup, findProduct, until } from '../controllers/storefront-fixtures.ts';
import { box, cut, listAfterSkeleton, productDetail, removeProductDetails } from './ui.helpers.ts';

/** The browser's text size setting: its default font size, 16 px unless the shopper changed it. */
const textSize = (px: number) => executeServerCommand('text-size', px);

afterEach(async () => {
  cleanup();
  removeProductDetails();
  await textSize(16);
  await setViewport({ width: 800, height: 600 });
});

describe('at 200% text', () => {
  for (const [width, visualization] of [
    [390, 'CAROUSEL'],
    [1280, 'CAROUSEL'],
    [390, 'GRID'],
  ] as const) {
    it(`${visualization} at ${width} px: cards grow with their text, cut nothing, keep their place`, async function () {
      this.timeout(30000);
      await setViewport({ width, height: 900 });
      await textSize(32);
      const { element, skeleton, cards } = await listAfterSkeleton(visualization, {
        quickAdd: true,
      });
      const all = (selector: string) => [
        ...element.shadowRoot!.querySelectorAll<HTMLElement>(selector),
      ];
      await until(() => all('[part~="add-to-cart"]').length === cards.length, 'quick add');
      expect(box(cards[0])).to.deep.equal(skeleton);
      const listWidth = element.getBoundingClientRect().width;
      for (const card of cards) {
        const cardWidth = card.getBoundingClientRect().width;
        // 13.75em of 32 px text, or what the list can give on a phone (its width, less the
        // carousel's room for focus rings).
        expect(cardWidth).to.be.at.most(Math.min(440, listWidth));
        expect(cardWidth).to.be.at.least(Math.min(440, listWidth - 10));
      }
      // Prices are never cut, nor "Add to cart", which has the card's width to itself (on a
      // phone too, where the card is only as wide as the list). Badges that do not fit the status
      // row shrink to an ellipsis in any text size, by design.
      const whole = all('[part~="price"], [part~="add-to-cart"]');
      expect(whole.length).to.be.at.least(cards.length);
      expect(
        whole.filter(cut).map((text) => text.textContent!.trim()),
        'cut to an ellipsis',
      ).to.deep.equal([]);
      if (width >= 1280) {
        // The image source is chosen for the card's width (`sizes` in `em`), not for 240 px.
        const images = all('[part~="image"]') as HTMLImageElement[];
        for (const image of images) image.loading = 'eager';
        await until(() => images.every((image) => image.complete), 'the images');
        const drawn = images.filter((image) => image.currentSrc);
        expect(drawn.length).to.be.above(0);
        for (const image of drawn) {
          // The reference server's sources are 200, 400 and 800 px wide (`?w=`).
          const chosen = Number(new URL(image.currentSrc).searchParams.get('w'));
          expect(chosen, image.currentSrc).to.be.at.least(image.getBoundingClientRect().width);
        }
      }
    });
  }

  it('the product detail keeps its prices on a phone', async function () {
    this.timeout(30000);
    await setViewport({ width: 390, height: 844 });
    await textSize(32);
    // A product on sale: its selling price and its list price struck through.
    const { productKey } = await findProduct((group) => {
      const { sellingPrice, listPrice } = group.products[0]!;
      return !!sellingPrice && !!listPrice && listPrice.min > sellingPrice.min;
    });
    const element = await productDetail(productKey);
    const price = () =>
      element.shadowRoot?.querySelector<HTMLElement>('[part~="detail"] [part~="price"]');
    await until(price, 'the price', 15000);
    expect(price()!.querySelector('[part~="list-price"]')).to.exist;
    for (const part of price()!.querySelectorAll('span, s')) {
      expect(part.getBoundingClientRect().right, part.textContent!).to.be.at.most(innerWidth);
    }
  });
});
