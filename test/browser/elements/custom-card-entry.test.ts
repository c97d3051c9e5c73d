/**
 * A custom card written with only what the one-file bundle's entry exports (`src/index.ts`, built
 * as `dist/storefront-elements.js`): a shop with just the script tag has no `lit` of its own, so
 * `html` and `nothing` come from the entry. The card mirrors docs/elements.md, "A custom card".
 */
import { expect } from '@open-wc/testing';
import * as entry from '../../../src/index.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import { findProduct, market, until } from '../controllers/storefront-fixtures.ts';

const { html, nothing, safeHref, safeSrc } = entry;

const compactCard: entry.RenderListCard = (group, context) => {
  const product = group.products[0];
  if (!product) return html``;
  const href = safeHref(product.link);
  const image = safeSrc(product.imageInfo?.thumbnail);
  return html`<a
    part="card compact-card"
    href=${href ?? nothing}
    @click=${(event: Event) =>
      href &&
      context.onProductClick(
        { group, product, ticket: product.ticket, href, listId: context.list?.id },
        event,
      )}
  >
    ${image ? html`<img part="compact-image" src=${image} alt="" width="100" height="125" />` : nothing}
    <span part="compact-name">${product.name}</span>
  </a>`;
};

describe('a custom card from the one-file entry alone', () => {
  it('renders with the entry’s html and nothing, and its clicks emit sf-product-click', async () => {
    const m = await market();
    const { group } = await findProduct((g) => !!g.products[0]?.link && !!g.products[0]?.name);
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', m.id);
    storefront.setAttribute('locale', m.locale);
    storefront.setAttribute('notify', 'false');
    const list = document.createElement('sf-rec-list') as entry.SfRecList;
    const given: RecommendationProductList = {
      id: 'just-in',
      algorithm: 'TOP_PRODUCTS',
      label: 'Just in',
      productGroups: [group],
      visible: true,
      visualization: 'GRID',
    };
    list.list = given;
    list.renderCard = compactCard;
    storefront.append(list);
    document.body.append(storefront);
    const clicks: entry.SfProductClickDetail[] = [];
    list.addEventListener('sf-product-click', (event) => clicks.push(event.detail));
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    try {
      await until(() => list.shadowRoot?.querySelector('[part~="compact-card"]'), 'the card');
      const card = list.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="compact-card"]')!;
      expect(card.querySelector('[part~="compact-name"]')!.textContent).to.equal(
        group.products[0]!.name,
      );
      expect(card.getAttribute('href')).to.equal(safeHref(group.products[0]!.link));
      card.click();
      expect(clicks.map((detail) => [detail.ticket, detail.listId])).to.deep.equal([
        [group.products[0]!.ticket, 'just-in'],
      ]);
    } finally {
      window.removeEventListener('click', stay);
      storefront.remove();
    }
  });
});
