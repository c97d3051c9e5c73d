/**
 * A list's placeholders have the size of the cards they stand for, in a grid too, at a phone's
 * width as on a desktop: nothing below the list moves when the cards arrive. On a 390 px phone a
 * grid's one column is wider than a card: the cards filled it (358 px wide, 633 px tall) while
 * the skeleton's cards kept the card width (220 × 461), and the list grew by 700 px on load
 * (a script-tag audit measured CLS 0.1 there).
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { cleanup } from '../controllers/storefront-fixtures.ts';
import { box, listAfterSkeleton } from './ui.helpers.ts';

afterEach(cleanup);

describe('a list keeps its size when its cards replace the skeleton', () => {
  for (const [width, visualization] of [
    [390, 'GRID'],
    [1280, 'GRID'],
    [390, 'CAROUSEL'],
  ] as const) {
    it(`${visualization} at ${width} px: the skeleton's card is the card's size`, async function () {
      this.timeout(30000);
      await setViewport({ width, height: 900 });
      const { skeleton, cards } = await listAfterSkeleton(visualization);
      expect(skeleton).to.deep.equal(box(cards[0]));
    });
  }
});
