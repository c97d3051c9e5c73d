/**
 * The product detail's placeholder stands for the detail's height on a phone too, where its text
 * sits below the gallery: the lists below the detail move little when it arrives. At 390 px the
 * placeholder was 684 px (gallery and five bars) where a detail is 1,189 to 1,296 px with the
 * reference data, so everything below jumped some 550 px (a script-tag audit: 664 against 1,277).
 * On a wide screen the gallery beside the text sets the height (within a few pixels).
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import {
  catalog,
  cleanup,
  injectQueryFault,
  market,
  mount,
  until,
} from '../controllers/storefront-fixtures.ts';

afterEach(cleanup);

/** How far the placeholder may be from the detail, as a share of the detail's height. */
const WITHIN = 0.1;

describe("the product detail's placeholder", () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px is within ${WITHIN * 100}% of the detail's height`, async function () {
      this.timeout(60000);
      await setViewport({ width, height: 900 });
      const m = await market();
      const groups = (await catalog()).groups;
      for (const index of [0, 2, 5, 9]) {
        const session = crypto.randomUUID();
        await injectQueryFault({ sessionKey: session, delayMs: 1000 });
        const { element } = mount(
          html`<sf-product-page
            product-key=${groups[index]!.products[0]!}
            include-product-group
            market=${m.id}
            locale=${m.locale}
            session-key=${session}
          ></sf-product-page>`,
        );
        const detail = () => element.shadowRoot?.querySelector('[part~="detail"]');
        await until(() => detail()?.matches('[part~="skeleton"]'), 'the placeholder');
        const placeholder = detail()!.getBoundingClientRect().height;
        await until(() => element.shadowRoot?.querySelector('h1'), 'the detail', 15000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const loaded = detail()!.getBoundingClientRect().height;
        expect(
          Math.abs(placeholder - loaded) / loaded,
          `product ${index}: placeholder ${Math.round(placeholder)} px, detail ${Math.round(loaded)} px`,
        ).to.be.at.most(WITHIN);
        element.remove();
      }
    });
  }
});
