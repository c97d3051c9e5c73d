/**
 * A product page whose lists include one that cannot be asked for (an attribute missing, or a
 * `list-id` another list of the page has: a list copied and not renamed) still draws the detail
 * and the other lists from its one query. The list at fault shows its error state and reports
 * `sf-error` (`kind: 'config'`) naming its attribute; mended, it joins the page's query.
 * Before, one such list put the whole page, the detail included, in its error state.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  cleanup,
  findProduct,
  market,
  mount,
  productPageRequests,
  sleep,
  until,
} from '../controllers/storefront-fixtures.ts';

const cards = (list: Element) =>
  list.shadowRoot?.querySelectorAll('[part~="card"]:not([part~="skeleton"])') ?? [];
const failed = (element: Element) => element.shadowRoot?.querySelector('[part~="error"]');

describe('a product page with a list that cannot be asked for', () => {
  afterEach(cleanup);

  it('draws the detail and the other lists; the list at fault shows its error and names its attribute', async () => {
    const m = await market();
    const { productKey } = await findProduct((group) => group.products.length > 0);
    const sessionKey = `list-faults-${crypto.randomUUID()}`;
    const { element: page, errors } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
        session-key=${sessionKey}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="3"></sf-rec-list>
        <sf-rec-list list-id="top" limit="3"></sf-rec-list>
        <sf-rec-list list-id="alts" algorithm="NEWEST_PRODUCTS" limit="3"></sf-rec-list>
      </sf-product-page>`,
    );
    const [good, missing, copy] = [...page.querySelectorAll<SfRecList>('sf-rec-list')] as [
      SfRecList,
      SfRecList,
      SfRecList,
    ];
    await until(
      () =>
        page.shadowRoot?.querySelector('[part~="detail"]:not([part~="skeleton"])') &&
        cards(good).length === 3,
      'the detail and the list that can be asked for',
    );
    await until(() => failed(missing) && failed(copy), 'the error states of the lists at fault');
    expect(failed(page), 'the page is not in its error state').to.equal(null);
    expect(failed(good)).to.equal(null);
    expect(productPageRequests(sessionKey)).to.have.length(1);
    expect(
      errors.map(({ target, detail }) => ({ target, kind: detail.kind })),
      JSON.stringify(errors.map((error) => error.detail)),
    ).to.deep.equal([
      { target: missing, kind: 'config' },
      { target: copy, kind: 'config' },
    ]);
    expect(errors[0]!.detail.message).to.contain('algorithm');
    expect(errors[1]!.detail.message).to.contain('list-id');

    // Mended, each joins the page's query and draws; nothing more is reported.
    missing.setAttribute('algorithm', 'TOP_PRODUCTS');
    copy.setAttribute('list-id', 'newest');
    await until(() => cards(missing).length === 3 && cards(copy).length === 3, 'the mended lists');
    await sleep(100);
    expect(failed(missing)).to.equal(null);
    expect(errors).to.have.length(2);
    expect(cards(good)).to.have.length(3);
  });
});
