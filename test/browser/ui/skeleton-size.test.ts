/**
 * A list's placeholders have the size of the cards they stand for, in a grid too, at a phone's
 * width as on a desktop: nothing below the list moves when the cards arrive. On a 390 px phone a
 * grid's one column is wider than a card: the cards filled it (358 px wide, 633 px tall) while
 * the skeleton's cards kept the card width (220 × 461), and the list grew by 700 px on load
 * (a script-tag audit measured CLS 0.1 there).
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  catalog,
  cleanup,
  injectQueryFault,
  market,
  mount,
  until,
} from '../controllers/storefront-fixtures.ts';

const box = (element: Element | null | undefined) => {
  const rect = element!.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
};

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
      const m = await market();
      const productKey = (await catalog()).groups[1]!.products[0]!;
      const session = crypto.randomUUID();
      // The answer comes after 1.5 s: time to measure the skeleton.
      await injectQueryFault({ sessionKey: session, delayMs: 1500 });
      const { element } = mount(
        html`<sf-rec-list
          list-id="probe"
          product-key=${productKey}
          algorithm="TOP_PRODUCTS"
          visualization=${visualization}
          limit="4"
          label="Probe"
          market=${m.id}
          locale=${m.locale}
          session-key=${session}
        ></sf-rec-list>`,
      );
      const first = (selector: string) => element.shadowRoot?.querySelector(selector);
      await until(() => first('[part~="card"][part~="skeleton"]'), 'the skeleton');
      const skeleton = box(first('[part~="card"][part~="skeleton"]'));
      await until(() => first('[part~="card"]:not([part~="skeleton"])'), 'the cards', 15000);
      const card = box(first('[part~="card"]:not([part~="skeleton"])'));
      expect(skeleton).to.deep.equal(card);
    });
  }
});
