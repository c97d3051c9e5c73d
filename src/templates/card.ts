/**
 * The product card: a pure function from a validated `ProductGroup` to markup, shared by every
 * element that shows products (`sf-product-card`, `sf-rec-list`, `sf-sponsored-page`, …). Shadow
 * roots that render cards include `cardStyles` (card.styles.ts).
 *
 * Only the product's own `link` is ever a link target, and only when it is http(s) (`safeHref`);
 * without one the card still renders, with its name as plain text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Product, ProductGroup, Variant } from '../api/schemas/product.ts';
import type { SfProductClickDetail } from '../events.ts';
import { renderBadges } from './badges.ts';
import { renderPrice } from './price.ts';
import { DEFAULT_IMAGE_SIZES, imageFailed, loads, renderProductImage } from './product-image.ts';
import { renderRating } from './rating.ts';
import type { CardStrings } from './strings.ts';
import { renderSwatch } from './swatch.ts';
import { safeHref, safeSrc } from './url.ts';

export interface CardContext {
  locale: string;
  currency: string | undefined;
  strings: CardStrings;
  /** The list the card is in, carried into the click event. */
  listId?: string;
  /** The image `sizes` attribute; default: a card column (`(max-width: 767px) 50vw, 15em`). */
  imageSizes?: string;
  /**
   * Called when a product link is activated (click incl. middle/ctrl/cmd, keyboard Enter) with the
   * detail for `sf-product-click`. Must not prevent navigation.
   */
  onProductClick(detail: SfProductClickDetail, event: Event): void;
  /**
   * With `quick-add`: the card renders an add-to-cart button (and a size select when the main
   * product has several variants) and calls this with the chosen variant. The button and the
   * favourite toggle are the card extras, a chunk: the elements load it before they render such
   * cards; a template of your own that sets this or `favorites` awaits `loadCardExtras()` first.
   */
  onQuickAdd?: (group: ProductGroup, product: Product, variant: Variant) => void;
  /** With `favorites`: the card renders a favourite toggle over its image. */
  favorites?: {
    has(productKey: string): boolean;
    toggle(group: ProductGroup, product: Product): void;
  };
}

/** A variant as a size option (the card's quick add, the product page's size picker). */
export function variantName(variant: Variant): string {
  return variant.label ?? variant.size ?? variant.key;
}

export type RenderCard = (group: ProductGroup, context: CardContext) => TemplateResult;

/** What a product is called on its card. */
export function displayName(product: Product): string {
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

/**
 * The quick-add form and the favourite toggle (card-extras.ts): a chunk of their own, which an
 * element with `quick-add` or `favorites` loads before it renders its cards (`loadCardExtras`,
 * src/elements/card-actions.ts). Until then a card has neither (docs/decisions.md, "Lean list:
 * templates, strings and server adoption").
 */
export interface CardExtraTemplates {
  /** What a card renders in its quick-add row (`onQuickAdd`), or nothing. */
  quickAdd(group: ProductGroup, product: Product, context: CardContext): unknown;
  /** The favourite toggle over the image (`favorites`), or nothing. */
  favorite(group: ProductGroup, product: Product, context: CardContext): unknown;
}

let extras: CardExtraTemplates | undefined;
/** A template of a shop's own asked for them before they were loaded (warned once). */
let warned = false;

/** Called once the card extras are loaded (and by the server renderer, which imports them). */
export function useCardExtraTemplates(templates: CardExtraTemplates): void {
  extras = templates;
}

/** A sibling: its swatch when it has colours, else its thumbnail, else a neutral swatch. */
function siblingVisual(product: Product): TemplateResult {
  const swatch = product.swatch;
  if (swatch && swatch.type !== 'MISSING_COLORS') return renderSwatch(swatch);
  const thumbnail = safeSrc(product.imageInfo?.thumbnail);
  if (loads(thumbnail)) {
    return html`<img
      class="sibling-thumbnail"
      src=${thumbnail}
      alt=""
      width="24"
      height="30"
      loading="lazy"
      decoding="async"
      @error=${imageFailed}
    />`;
  }
  return renderSwatch(swatch ?? { type: 'MISSING_COLORS', colors: [] });
}

/**
 * A sibling's link name: its title, which names the colour or variant ("Trail jacket, navy"),
 * rather than the group's shared product name.
 */
function siblingName(product: Product): string {
  return product.title?.trim() || displayName(product) || product.key;
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
      aria-label=${siblingName(product)}
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
    strings.noImage,
  );
  const quickAdd = context.onQuickAdd !== undefined;
  if (!extras && !warned && (quickAdd || context.favorites)) {
    warned = true;
    console.warn(
      'storefront-elements: quick add and favourites need `await loadCardExtras()` first',
    );
  }
  const classes = `card${product.inStock ? '' : ' out-of-stock'}${sponsored ? ' sponsored' : ''}${
    quickAdd ? ' with-quick-add' : ''
  }`;
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
      ${extras?.favorite(group, product, context)}
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
      ${quickAdd ? html`<div class="actions">${extras?.quickAdd(group, product, context)}</div>` : nothing}
    </div>
  </article>`;
};

const skeleton = (quickAdd: boolean) =>
  html`<div
    class="card skeleton${quickAdd ? ' with-quick-add' : ''}"
    part="card skeleton"
    aria-hidden="true"
  >
    <div class="media"></div>
    <div class="info">
      <span class="bar brand"></span><span class="bar name"></span><span class="bar price"></span
      ><span class="bar rating"></span><span class="bar variants"></span
      ><span class="bar status"></span
      >${quickAdd ? html`<span class="bar actions"></span>` : nothing}
    </div>
  </div>`;

// Pure, so that a page that renders no skeleton (a lone `<sf-product-card>`) leaves them out.
const SKELETON = /* @__PURE__ */ skeleton(false);
const QUICK_ADD_SKELETON = /* @__PURE__ */ skeleton(true);

/**
 * A placeholder with exactly the card's size, for loading states (no layout shift); with
 * `quickAdd`, the size of a card with its add-to-cart row.
 */
export function renderCardSkeleton(options: { quickAdd?: boolean } = {}): TemplateResult {
  return options.quickAdd ? QUICK_ADD_SKELETON : SKELETON;
}
