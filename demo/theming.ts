// The theming page's custom card: a `renderCard` template that replaces the standard card. It
// gets the product group and a context (locale, currency, strings, the list and its winners,
// and `onProductClick`, which keeps the click event and its ticket).
import { html, nothing } from 'lit';
import type { RenderListCard } from '../src/templates/list.ts';
import { safeHref, safeSrc } from '../src/templates/url.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function price(amount: number, locale: string, currency: string | undefined): string {
  const key = `${locale}|${currency ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      currency ? { style: 'currency', currency } : undefined,
    );
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const renderCompactCard: RenderListCard = (group, context) => {
  const product = group.products[0];
  if (!product) return html``;
  const name = product.name ?? product.title ?? product.key;
  const href = safeHref(product.link);
  const image = safeSrc(
    product.imageInfo?.thumbnail ?? product.imageInfo?.images[0]?.sources[0]?.url,
  );
  const amount = product.sellingPrice?.min;
  const onClick = (event: Event) => {
    if (href) {
      context.onProductClick(
        { group, product, ticket: product.ticket, href, listId: context.list?.id },
        event,
      );
    }
  };
  return html`<a part="card compact-card" href=${href ?? nothing} @click=${onClick}>
    ${
      image
        ? html`<img part="compact-image" src=${image} alt="" width="100" height="125" />`
        : nothing
    }
    <span part="compact-name">${name}</span>
    ${
      amount === undefined
        ? nothing
        : html`<span part="compact-price">${price(amount, context.locale, context.currency)}</span>`
    }
  </a>`;
};

const list = document.querySelector<HTMLElement & { renderCard?: RenderListCard }>(
  '#custom-card-list',
);
// Set before the element is defined: Lit takes the property over when it upgrades.
if (list) list.renderCard = renderCompactCard;
