/**
 * The render benchmark's `@algolia/recommend-js` side: an `itemComponent` with the markup of
 * `renderProductCard` (src/templates/card.ts), written with the `html` (htm + Preact) that
 * recommend-js hands its templates, over the same pure helpers as `vanilla-card.ts`. Items are
 * reference product groups shaped as Algolia hits (`objectID` = the group key).
 */
import type { Product, ProductBadge, ProductGroup, Swatch } from '../src/api/schemas/product.ts';
import { badgeThemeName } from '../src/templates/badges.ts';
import { formatPrice, isOnSale, isRange } from '../src/templates/price.ts';
import { DEFAULT_IMAGE_SIZES, pickSource } from '../src/templates/product-image.ts';
import { ratingFill } from '../src/templates/rating.ts';
import { safeColor } from '../src/templates/swatch.ts';
import { safeHref, safeSrc } from '../src/templates/url.ts';
import type { VanillaContext } from './vanilla-card.ts';

export type Hit = ProductGroup & { objectID: string };
/** htm bound to Preact's `h`, as recommend-js passes it (`HTMLTemplate['html']`). */
export type Html = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;

const displayName = (product: Product) => product.name ?? product.title ?? '';

function clickHandler(group: ProductGroup, product: Product, href: string, c: VanillaContext) {
  return (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    c.onProductClick(group, product, href, event);
  };
}

function images(html: Html, product: Product, name: string): unknown {
  const info = product.imageInfo;
  if (!info) return null;
  const [first, second] = info.images;
  const img = (picked: NonNullable<ReturnType<typeof pickSource>>, alt: string, cls: string) =>
    html`<img
      class=${cls}
      part=${cls}
      src=${picked.src}
      srcset=${picked.srcset}
      sizes=${picked.srcset ? DEFAULT_IMAGE_SIZES : undefined}
      width=${picked.width}
      height=${picked.height}
      alt=${alt}
      loading="lazy"
      decoding="async"
    />`;
  const main = pickSource(first);
  if (!main) {
    const thumbnail = safeSrc(info.thumbnail);
    if (!thumbnail) return null;
    const picked = { src: thumbnail, srcset: undefined, width: undefined, height: undefined };
    return img(picked, first?.alt ?? name, 'image');
  }
  const swap = info.effect === 'SWAP' ? pickSource(second) : undefined;
  return html`${img(main, first?.alt ?? name, 'image')}${
    swap ? img(swap, '', 'image swap-image') : null
  }`;
}

function badges(html: Html, list: readonly ProductBadge[] | undefined, group: string): unknown {
  if (!list?.length) return null;
  return html`<ul class="badges badges-${group}" part="badges badges-${group}">
    ${list.map((badge) => {
      const theme = badgeThemeName(badge.theme);
      return html`<li class="badge badge-${theme}" part="badge badge-${theme}">${badge.label}</li>`;
    })}
  </ul>`;
}

function price(html: Html, product: Product, c: VanillaContext): unknown {
  const selling = product.sellingPrice ?? product.listPrice;
  if (!selling) return null;
  const list = product.sellingPrice ? product.listPrice : undefined;
  const sale = isOnSale(selling, list);
  const amount = formatPrice(selling.min, c);
  return html`<p class="price" part="price">
    <span class=${sale ? 'selling-price sale' : 'selling-price'} part="selling-price"
      ><span class="visually-hidden">${c.strings.sellingPrice}: </span>${
        isRange(selling) ? `${c.strings.priceFrom} ${amount}` : amount
      }</span
    >${
      sale && list
        ? html` <s class="list-price" part="list-price"
            ><span class="visually-hidden">${c.strings.listPrice}: </span>${formatPrice(
              list.min,
              c,
            )}</s
          >`
        : null
    }
  </p>`;
}

function swatch(html: Html, value: Swatch): unknown {
  if (value.type !== 'COLORS') {
    const type = value.type.toLowerCase().replace('_', '-');
    return html`<span class="swatch swatch-${type}" part="swatch" aria-hidden="true"></span>`;
  }
  const colors = value.colors.flatMap((color) => safeColor(color) ?? []).slice(0, 3);
  if (!colors.length) {
    return html`<span
      class="swatch swatch-missing-colors"
      part="swatch"
      aria-hidden="true"
    ></span>`;
  }
  return html`<span class="swatch swatch-colors" part="swatch" aria-hidden="true"
    >${colors.map(
      (color) => html`<span class="segment" style=${{ backgroundColor: color }}></span>`,
    )}</span
  >`;
}

function sibling(html: Html, group: ProductGroup, product: Product, c: VanillaContext): unknown {
  const href = safeHref(product.link);
  const visual =
    product.swatch && product.swatch.type !== 'MISSING_COLORS'
      ? swatch(html, product.swatch)
      : safeSrc(product.imageInfo?.thumbnail)
        ? html`<img
            class="sibling-thumbnail"
            src=${safeSrc(product.imageInfo?.thumbnail)}
            alt=""
            width="24"
            height="30"
            loading="lazy"
            decoding="async"
          />`
        : swatch(html, product.swatch ?? { type: 'MISSING_COLORS', colors: [] });
  if (!href) {
    return html`<li class="sibling" part="sibling" aria-hidden="true">${visual}</li>`;
  }
  const onClick = clickHandler(group, product, href, c);
  return html`<li>
    <a
      class="sibling"
      part="sibling"
      href=${href}
      aria-label=${displayName(product) || product.key}
      onClick=${onClick}
      onauxclick=${onClick}
      >${visual}</a
    >
  </li>`;
}

function variants(html: Html, group: ProductGroup, product: Product, c: VanillaContext): unknown {
  const siblings = group.products.slice(1);
  if (!product.swatch && !siblings.length && group.remaining <= 0) return null;
  return html`<div class="variants">
    ${product.swatch ? swatch(html, product.swatch) : null}
    ${
      siblings.length
        ? html`<ul class="siblings" part="siblings" aria-label=${c.strings.colours}>
            ${siblings.map((item) => sibling(html, group, item, c))}
          </ul>`
        : null
    }
    ${
      group.remaining > 0
        ? html`<span class="remaining" part="remaining"
            ><span aria-hidden="true">${c.strings.moreProducts(group.remaining)}</span
            ><span class="visually-hidden"
              >${c.strings.moreProductsLabel(group.remaining)}</span
            ></span
          >`
        : null
    }
  </div>`;
}

/** An `itemComponent` for `relatedProducts` rendering the card of the hit's product group. */
export function algoliaItemComponent(context: VanillaContext) {
  return ({ item, html }: { item: Hit; html: Html }): unknown => {
    const product = item.products[0];
    if (!product) return html`<article></article>`;
    const { strings } = context;
    const name = displayName(product);
    const href = safeHref(product.link);
    const onClick = href ? clickHandler(item, product, href, context) : undefined;
    const sponsored = product.sponsored || product.notifyImpression;
    const classes = `card${product.inStock ? '' : ' out-of-stock'}${sponsored ? ' sponsored' : ''}`;
    const image = images(html, product, name);
    const stars =
      product.rating === undefined || !Number.isFinite(product.rating)
        ? null
        : html`<p class="rating" part="rating">
            <span
              class="stars"
              aria-hidden="true"
              style=${{ '--_fill': `${ratingFill(product.rating)}%` }}
            ></span
            ><span class="visually-hidden">${strings.rating(product.rating)}</span>
          </p>`;
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
                onClick=${onClick}
                onauxclick=${onClick}
                >${image}</a
              >`
            : image
        }
        ${badges(html, product.badges?.primary, 'primary')}
      </div>
      <div class="info">
        ${product.brand ? html`<p class="brand" part="brand">${product.brand}</p>` : null}
        <p class="name" part="name">
          ${
            href
              ? html`<a
                  class="link"
                  part="link"
                  href=${href}
                  onClick=${onClick}
                  onauxclick=${onClick}
                  >${name}</a
                >`
              : name
          }
        </p>
        ${price(html, product, context)} ${stars} ${variants(html, item, product, context)}
        <div class="status">
          ${sponsored ? html`<p class="sponsored-label" part="sponsored">${strings.sponsored}</p>` : null}
          ${
            product.inStock
              ? null
              : html`<p class="out-of-stock-label" part="out-of-stock">${strings.outOfStock}</p>`
          }
          ${badges(html, product.badges?.secondary, 'secondary')}
        </div>
      </div>
    </article>`;
  };
}
