/**
 * The product's identity and offer on its page: name, title, brand, series, badges, rating,
 * price (the chosen variant's, else the product's range; custom prices when configured),
 * description as text, and the siblings (other colours) as links to their pages.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Price, Product, ProductGroup, Variant } from '../../api/schemas/product.ts';
import type { SfProductClickDetail } from '../../events.ts';
import { renderBadges } from '../badges.ts';
import { heading } from '../heading.ts';
import { renderPrice } from '../price.ts';
import { imageFailed, loads } from '../product-image.ts';
import { renderRating } from '../rating.ts';
import { renderSwatch } from '../swatch.ts';
import { safeHref, safeSrc } from '../url.ts';
import type { StorefrontStrings } from '../strings.ts';
import type { DetailExtras } from './detail-extras.ts';

export interface InfoView {
  group: ProductGroup;
  product: Product;
  variant: Variant | undefined;
  locale: string;
  currency: string | undefined;
  strings: StorefrontStrings;
  /** The configured `price-id`: every price is that custom price. */
  priceId: string | undefined;
  /** The configured `present-prices`: the variant's `prices` are shown. */
  presentPrices: readonly string[];
  onProductClick(detail: SfProductClickDetail, event: Event): void;
  /** The price label and custom prices (detail-extras.ts), there when the configuration asks for them. */
  extras?: DetailExtras | undefined;
  /** The level of the product's name (`heading-level`); its sections are one below. */
  level: number;
}

/** A section's heading, one level below the product's name at `level`. */
export const sectionHeading = (level: number, text: string) =>
  heading(level + 1, 'section-heading', undefined, text);

export function productName(product: Product): string {
  return product.name ?? product.title ?? product.key;
}

function single(amount: number | undefined): Price | undefined {
  return amount === undefined ? undefined : { min: amount, max: amount };
}

export function renderHeading(product: Product, level: number): TemplateResult {
  const title = product.title?.trim();
  return html`<div class="heading">
    ${product.brand ? html`<p class="product-brand" part="brand">${product.brand}</p>` : nothing}
    ${heading(level, 'product-name', 'name', productName(product))}
    ${title && title !== product.name ? html`<p class="title" part="title">${title}</p>` : nothing}
    ${product.series ? html`<p class="series" part="series">${product.series}</p>` : nothing}
  </div>`;
}

export function renderOffer(view: InfoView): TemplateResult {
  const { product, variant, strings } = view;
  const prices =
    variant?.sellingPrice !== undefined
      ? { sellingPrice: single(variant.sellingPrice), listPrice: single(variant.listPrice) }
      : product;
  return html`<div class="offer">
    ${renderBadges(product.badges?.primary, 'primary')}
    <div class="prices">
      ${view.extras?.priceLabel(view)}
      ${renderPrice(prices, { locale: view.locale, currency: view.currency, strings })}
      ${view.extras?.customPrices(view)}
    </div>
    ${renderRating(product.rating, strings)} ${renderBadges(product.badges?.secondary, 'secondary')}
  </div>`;
}

export function renderDescription(product: Product, strings: StorefrontStrings, level: number) {
  const text = product.description?.trim();
  if (!text) return nothing;
  // Text only: the description is data, never markup.
  return html`<section class="description-section">
    ${sectionHeading(level, strings.description)}
    <p class="description" part="description">${text}</p>
  </section>`;
}

function siblingVisual(product: Product): TemplateResult {
  const thumbnail = safeSrc(product.imageInfo?.thumbnail);
  if (loads(thumbnail)) {
    return html`<img
      src=${thumbnail}
      alt=""
      width="48"
      height="60"
      loading="lazy"
      @error=${imageFailed}
    />`;
  }
  return renderSwatch(product.swatch ?? { type: 'MISSING_COLORS', colors: [] });
}

export function renderSiblings(view: InfoView): TemplateResult | typeof nothing {
  const siblings = view.group.products.slice(1);
  if (!siblings.length) return nothing;
  // Click, modified click and keyboard fire `click`; a middle click only `auxclick`.
  const onClick = (sibling: Product, href: string, event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    view.onProductClick(
      { group: view.group, product: sibling, ticket: sibling.ticket, href },
      event,
    );
  };
  return html`<section class="siblings-section">
    ${sectionHeading(view.level, view.strings.colours)}
    <ul class="detail-siblings" part="siblings">
      ${siblings.map((sibling) => {
        const href = safeHref(sibling.link);
        const label = sibling.title ?? productName(sibling);
        if (!href) {
          return html`<li class="detail-sibling" part="sibling" title=${label}>
            ${siblingVisual(sibling)}
          </li>`;
        }
        return html`<li>
          <a
            class="detail-sibling"
            part="sibling"
            href=${href}
            aria-label=${label}
            title=${label}
            @click=${(event: MouseEvent) => onClick(sibling, href, event)}
            @auxclick=${(event: MouseEvent) => onClick(sibling, href, event)}
            >${siblingVisual(sibling)}</a
          >
        </li>`;
      })}
    </ul>
  </section>`;
}
