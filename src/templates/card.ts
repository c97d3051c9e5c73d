/**
 * The product card: a pure function from a validated `ProductGroup` to markup, shared by every
 * element that shows products (`sf-product-card`, `sf-rec-list`, `sf-sponsored-page`, …). Shadow
 * roots that render cards include `cardStyles` (card.styles.ts).
 *
 * Only the product's own `link` is ever a link target, and only when it is http(s) (`safeHref`);
 * without one the card still renders, with its name as plain text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Product, ProductGroup } from '../api/schemas/product.ts';
import type { SfProductClickDetail } from '../elements/events.ts';
import { renderBadges } from './badges.ts';
import { renderPrice } from './price.ts';
import { DEFAULT_IMAGE_SIZES, renderProductImage } from './product-image.ts';
import { renderRating } from './rating.ts';
import type { SfStrings } from './strings.ts';
import { renderSwatch } from './swatch.ts';
import { safeHref, safeSrc } from './url.ts';

export interface CardContext {
  locale: string;
  currency: string | undefined;
  strings: SfStrings;
  /** The list the card is in, carried into the click event. */
  listId?: string;
  /** The image `sizes` attribute; default: a card column (`(max-width: 767px) 50vw, 240px`). */
  imageSizes?: string;
  /**
   * Called when a product link is activated (click incl. middle/ctrl/cmd, keyboard Enter) with the
   * detail for `sf-product-click`. Must not prevent navigation.
   */
  onProductClick(detail: SfProductClickDetail, event: Event): void;
}

export type RenderCard = (group: ProductGroup, context: CardContext) => TemplateResult;

/** What a product is called on its card. */
function displayName(product: Product): string {
  return product.name ?? product.title ?? '';
}

/**
 * A listener for `click` and `auxclick` on the links to `product`. Primary, modified and keyboard
 * activation all fire `click`; a middle click fires only `auxclick`. It never prevents navigation.
 */
function clickListener(
  group: ProductGroup,
  product: Product,
  href: string,
  context: CardContext,
): (event: MouseEvent) => void {
  return (event) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const detail: SfProductClickDetail = { group, product, ticket: product.ticket, href };
    if (context.listId !== undefined) detail.listId = context.listId;
    context.onProductClick(detail, event);
  };
}

/** A sibling: its swatch when it has colours, else its thumbnail, else a neutral swatch. */
function siblingVisual(product: Product): TemplateResult {
  const swatch = product.swatch;
  if (swatch && swatch.type !== 'MISSING_COLORS') return renderSwatch(swatch);
  const thumbnail = safeSrc(product.imageInfo?.thumbnail);
  if (thumbnail) {
    return html`<img
      class="sibling-thumbnail"
      src=${thumbnail}
      alt=""
      width="24"
      height="30"
      loading="lazy"
      decoding="async"
    />`;
  }
  return renderSwatch(swatch ?? { type: 'MISSING_COLORS', colors: [] });
}

function renderSibling(group: ProductGroup, product: Product, context: CardContext) {
  const href = safeHref(product.link);
  if (!href) {
    return html`<li class="sibling" part="sibling" aria-hidden="true">
      ${siblingVisual(product)}
    </li>`;
  }
  const onClick = clickListener(group, product, href, context);
  return html`<li>
    <a
      class="sibling"
      part="sibling"
      href=${href}
      aria-label=${displayName(product) || product.key}
      @click=${onClick}
      @auxclick=${onClick}
      >${siblingVisual(product)}</a
    >
  </li>`;
}

function renderVariants(group: ProductGroup, product: Product, context: CardContext) {
  const siblings = group.products.slice(1);
  if (!product.swatch && !siblings.length && group.remaining <= 0) return nothing;
  const { strings } = context;
  return html`<div class="variants">
    ${product.swatch ? renderSwatch(product.swatch) : nothing}
    ${
      siblings.length
        ? html`<ul class="siblings" part="siblings" aria-label=${strings.colours}>
            ${siblings.map((sibling) => renderSibling(group, sibling, context))}
          </ul>`
        : nothing
    }
    ${
      group.remaining > 0
        ? html`<span class="remaining" part="remaining"
            ><span aria-hidden="true">${strings.moreProducts(group.remaining)}</span
            ><span class="visually-hidden"
              >${strings.moreProductsLabel(group.remaining)}</span
            ></span
          >`
        : nothing
    }
  </div>`;
}

/** The standard card: image (with hover swap), badges, brand, name, price, rating, variants. */
export const renderProductCard: RenderCard = (group, context) => {
  const product = group.products[0];
  if (!product) return html``;
  const { strings } = context;
  const name = displayName(product);
  const href = safeHref(product.link);
  const onClick = href ? clickListener(group, product, href, context) : undefined;
  const sponsored = product.sponsored || product.notifyImpression;
  const image = renderProductImage(
    product.imageInfo,
    name,
    context.imageSizes ?? DEFAULT_IMAGE_SIZES,
  );
  const classes = `card${product.inStock ? '' : ' out-of-stock'}${sponsored ? ' sponsored' : ''}`;
  return html`<article class=${classes} part="card">
    <div class="media">
      ${
        href
          ? html`<a
              class="image-link"
              part="image-link"
              href=${href}
              tabindex="-1"
              aria-hidden="true"
              @click=${onClick}
              @auxclick=${onClick}
              >${image}</a
            >`
          : image
      }
      ${renderBadges(product.badges?.primary, 'primary')}
    </div>
    <div class="info">
      ${product.brand ? html`<p class="brand" part="brand">${product.brand}</p>` : nothing}
      <p class="name" part="name">
        ${
          href
            ? html`<a class="link" part="link" href=${href} @click=${onClick} @auxclick=${onClick}
                >${name}</a
              >`
            : name
        }
      </p>
      ${renderPrice(product, context)} ${renderRating(product.rating, strings)}
      ${renderVariants(group, product, context)}
      <div class="status">
        ${sponsored ? html`<p class="sponsored-label" part="sponsored">${strings.sponsored}</p>` : nothing}
        ${
          product.inStock
            ? nothing
            : html`<p class="out-of-stock-label" part="out-of-stock">${strings.outOfStock}</p>`
        }
        ${renderBadges(product.badges?.secondary, 'secondary')}
      </div>
    </div>
  </article>`;
};

const SKELETON = html`<div class="card skeleton" part="card skeleton" aria-hidden="true">
  <div class="media"></div>
  <div class="info">
    <span class="bar brand"></span><span class="bar name"></span><span class="bar price"></span
    ><span class="bar rating"></span><span class="bar variants"></span
    ><span class="bar status"></span>
  </div>
</div>`;

/** A placeholder with exactly the card's size, for loading states (no layout shift). */
export function renderCardSkeleton(): TemplateResult {
  return SKELETON;
}
