/**
 * What only a product detail configured for it shows: the label of a `price-id` price and the
 * custom prices of `present-prices` (the offer), the per-store availability of `stores` (the
 * purchase), with their looks. A chunk of its own that `<sf-product-page>` loads beside its
 * query when its configuration sets one of them, and waits for before it draws the detail
 * (src/elements/sf-product-page/detail-extras.ts): a page without them never loads it.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { formatPrice } from '../price.ts';
import { heading } from '../heading.ts';
// Types only from the detail's templates: a value import from them made a shop's bundler build
// of `elements/sf-product-page.js` load 0.7 kB more gzip at first (npm run bench).
import type { InfoView } from './info.ts';
import type { PurchaseView } from './purchase.ts';

/** What the offer's extras read of the detail's view. */
type OfferExtrasView = Pick<
  InfoView,
  'product' | 'variant' | 'locale' | 'currency' | 'strings' | 'priceId' | 'presentPrices'
>;

/** What the purchase's extras read of the detail's view. */
type PurchaseExtrasView = Pick<PurchaseView, 'variant' | 'strings' | 'showStores' | 'level'>;

type Drawn = TemplateResult | typeof nothing;

function priceLabel(view: OfferExtrasView): Drawn {
  return view.priceId
    ? html`<p class="price-label" part="price-label" data-price-id=${view.priceId}>
        ${view.strings.customPrice(view.priceId)}
      </p>`
    : nothing;
}

/** Custom prices of the variant shown (or of the first variant that has them). */
function customPrices(view: OfferExtrasView): Drawn {
  if (!view.presentPrices.length) return nothing;
  const source = view.variant?.prices?.length
    ? view.variant
    : view.product.variants.find((variant) => variant.prices?.length);
  const prices = source?.prices ?? [];
  if (!prices.length) return nothing;
  const format = { locale: view.locale, currency: view.currency };
  return html`<dl class="custom-prices" part="custom-prices">
    ${prices.map(
      (price) =>
        html`<div class="custom-price" part="custom-price" data-price-id=${price.id}>
          <dt part="custom-price-label">${view.strings.customPrice(price.id)}</dt>
          <dd>
            <span
              class=${price.sellingPrice < price.listPrice ? 'selling-price sale' : 'selling-price'}
              >${formatPrice(price.sellingPrice, format)}</span
            >${
              price.sellingPrice < price.listPrice
                ? html` <s class="list-price"
                    ><span class="visually-hidden">${view.strings.listPrice}: </span>${formatPrice(
                      price.listPrice,
                      format,
                    )}</s
                  >`
                : nothing
            }
          </dd>
        </div>`,
    )}
  </dl>`;
}

function availability(view: PurchaseExtrasView): Drawn {
  const { variant, strings } = view;
  if (!view.showStores || !variant?.availability?.length) return nothing;
  return html`<section class="availability" part="availability">
    ${heading(view.level + 1, 'section-heading', undefined, strings.availability)}
    <ul class="availability-list">
      ${variant.availability.map(
        (entry) =>
          html`<li
            class="availability-entry ${entry.stockNumber > 0 ? 'available' : 'unavailable'}"
            part="availability-entry"
            data-channel=${entry.channel}
            data-store=${entry.key ?? nothing}
          >
            <span class="availability-place"
              >${entry.channel === 'ONLINE' ? strings.online : strings.store(entry.key ?? '')}</span
            >
            <span class="availability-stock">${strings.stock(entry.stockNumber)}</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

const styles = css`
  .price-label,
  .custom-prices {
    margin: 0;
    font-size: var(--_small);
  }
  .custom-price {
    display: flex;
    gap: 0.5em;
  }
  .custom-price dt {
    color: var(--_muted);
  }
  .custom-price dd {
    margin: 0;
  }
  .availability-list {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .availability-entry {
    display: flex;
    justify-content: space-between;
    gap: var(--_gap);
    padding-block: 0.25em;
    border-block-end: 1px solid var(--_border);
    font-size: var(--_small);
  }
`;

/** Adds the extras' looks after those of a page's root (a server-rendered root has them in a `<style>`). */
function adopt(root: ShadowRoot | null): void {
  const sheet = styles.styleSheet;
  if (root?.adoptedStyleSheets && sheet && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export const detailExtras = {
  priceLabel,
  customPrices,
  availability,
  styles,
  adopt,
};
export type DetailExtras = typeof detailExtras;
