/**
 * Providers defined after the storefront elements inside them (a bundler page that imports
 * `sf-rec-list.js` first and loads `sf-product-page.js` and `sf-storefront.js` later): each
 * element asks again once its `sf-*` ancestor is an element (`askAgainWhenDefined`,
 * src/controllers/config.ts). A list joins its product page's query; the storefront's `strings`,
 * set on it before it was defined, reach the lists. This page defines neither provider before.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { CARD } from '../cards.ts';
import {
  catalog,
  cleanup,
  market,
  mount,
  productPageRequests,
  until,
} from './storefront-fixtures.ts';

afterEach(cleanup);

describe('providers defined after their storefront elements', () => {
  it('a list joins its product page, and takes the storefront strings', async () => {
    expect(customElements.get('sf-product-page')).to.equal(undefined);
    expect(customElements.get('sf-storefront')).to.equal(undefined);
    const m = await market();
    const productKey = (await catalog()).groups[3]!.products[0]!;
    const session = crypto.randomUUID();
    const { element: storefront } = mount<HTMLElement & { strings?: object }>(
      html`<sf-storefront market=${m.id} locale=${m.locale} session-key=${session}>
        <sf-product-page product-key=${productKey}>
          <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="3" label="Alternatives">
          </sf-rec-list>
        </sf-product-page>
      </sf-storefront>`,
    );
    // The shop's words for the lists, given to the storefront before it is an element.
    storefront.strings = { carouselRole: 'karusell' };
    const list = storefront.querySelector<SfRecList>('sf-rec-list')!;
    await list.updateComplete;

    await import('../../../src/elements/sf-storefront/sf-storefront.ts');
    await import('../../../src/elements/sf-product-page/sf-product-page.ts');

    const cards = () => list.shadowRoot!.querySelectorAll(CARD);
    await until(() => cards().length === 3, "the list to show its page's answer");
    // One query, the page's, with the list in it: the list did not query on its own.
    expect(productPageRequests(session)).to.have.length(1);
    const region = list.shadowRoot!.querySelector('[part~="carousel"]')!;
    await until(
      () => region.getAttribute('aria-roledescription') === 'karusell',
      "the storefront's strings",
    );
  });
});
