/**
 * The render benchmark's baseline: the markup of `renderProductCard` (src/templates/card.ts) and
 * of the grid of `renderList` (src/templates/list.ts), built by hand with `createElement` and
 * `textContent`. It runs the same pure helpers (URL checks, srcset, price formatting, rating fill,
 * colour checks), so the difference to `sf-rec-list` is the cost of Lit and of the element, not
 * of the data work. No quick add and no favourites (the benchmark's lists use neither).
 */
import type { Product, ProductBadge, ProductGroup, Swatch } from '../src/api/schemas/product.ts';
import type { ProductList } from '../src/templates/list.ts';
import { badgeThemeName } from '../src/templates/badges.ts';
import { formatPrice, isOnSale, isRange, type PriceContext } from '../src/templates/price.ts';
import { DEFAULT_IMAGE_SIZES, pickSource } from '../src/templates/product-image.ts';
import { ratingFill } from '../src/templates/rating.ts';
import type { StorefrontStrings } from '../src/templates/strings.ts';
import { safeColor } from '../src/templates/swatch.ts';
import { safeHref, safeSrc } from '../src/templates/url.ts';

export interface VanillaContext extends PriceContext {
  strings: StorefrontStrings;
  onProductClick(group: ProductGroup, product: Product, href: string, event: Event): void;
}

type Attributes = Record<string, string | number | undefined>;

/** An element with its attributes (undefined ones left out) and children. */
function el(tag: string, attributes: Attributes = {}, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) {
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

function text(tag: string, attributes: Attributes, content: string): HTMLElement {
  const element = el(tag, attributes);
  element.textContent = content;
  return element;
}

const displayName = (product: Product) => product.name ?? product.title ?? '';

function listen(
  link: HTMLElement,
  group: ProductGroup,
  product: Product,
  href: string,
  context: VanillaContext,
): void {
  const listener = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    context.onProductClick(group, product, href, event);
  };
  link.addEventListener('click', listener);
  link.addEventListener('auxclick', listener);
}

function image(product: Product, name: string): Node[] {
  const info = product.imageInfo;
  if (!info) return [];
  const [first, second] = info.images;
  const img = (picked: NonNullable<ReturnType<typeof pickSource>>, alt: string, cls: string) =>
    el('img', {
      class: cls,
      part: cls,
      src: picked.src,
      srcset: picked.srcset,
      sizes: picked.srcset ? DEFAULT_IMAGE_SIZES : undefined,
      width: picked.width,
      height: picked.height,
      alt,
      loading: 'lazy',
      decoding: 'async',
    });
  const main = pickSource(first);
  if (!main) {
    const thumbnail = safeSrc(info.thumbnail);
    if (!thumbnail) return [];
    const picked = { src: thumbnail, srcset: undefined, width: undefined, height: undefined };
    return [img(picked, first?.alt ?? name, 'image')];
  }
  const swap = info.effect === 'SWAP' ? pickSource(second) : undefined;
  return [
    img(main, first?.alt ?? name, 'image'),
    ...(swap ? [img(swap, '', 'image swap-image')] : []),
  ];
}

function badges(list: readonly ProductBadge[] | undefined, group: string): Node[] {
  if (!list?.length) return [];
  return [
    el(
      'ul',
      { class: `badges badges-${group}`, part: `badges badges-${group}` },
      ...list.map((badge) => {
        const theme = badgeThemeName(badge.theme);
        return text(
          'li',
          { class: `badge badge-${theme}`, part: `badge badge-${theme}` },
          badge.label,
        );
      }),
    ),
  ];
}

function price(product: Product, context: VanillaContext): Node[] {
  const selling = product.sellingPrice ?? product.listPrice;
  if (!selling) return [];
  const list = product.sellingPrice ? product.listPrice : undefined;
  const sale = isOnSale(selling, list);
  const amount = formatPrice(selling.min, context);
  const { strings } = context;
  const paragraph = el(
    'p',
    { class: 'price', part: 'price' },
    el(
      'span',
      { class: sale ? 'selling-price sale' : 'selling-price', part: 'selling-price' },
      text('span', { class: 'visually-hidden' }, `${strings.sellingPrice}: `),
      isRange(selling) ? `${strings.priceFrom} ${amount}` : amount,
    ),
  );
  if (sale && list) {
    paragraph.append(
      ' ',
      el(
        's',
        { class: 'list-price', part: 'list-price' },
        text('span', { class: 'visually-hidden' }, `${strings.listPrice}: `),
        formatPrice(list.min, context),
      ),
    );
  }
  return [paragraph];
}

function rating(value: number | undefined, strings: StorefrontStrings): Node[] {
  if (value === undefined || !Number.isFinite(value)) return [];
  const stars = el('span', { class: 'stars', 'aria-hidden': 'true' });
  stars.style.setProperty('--_fill', `${ratingFill(value)}%`);
  return [
    el(
      'p',
      { class: 'rating', part: 'rating' },
      stars,
      text('span', { class: 'visually-hidden' }, strings.rating(value)),
    ),
  ];
}

function swatch(value: Swatch): HTMLElement {
  const attributes = (type: string) => ({
    class: `swatch swatch-${type}`,
    part: 'swatch',
    'aria-hidden': 'true',
  });
  if (value.type !== 'COLORS') {
    return el('span', attributes(value.type.toLowerCase().replace('_', '-')));
  }
  const colors = value.colors.flatMap((color) => safeColor(color) ?? []).slice(0, 3);
  if (!colors.length) return el('span', attributes('missing-colors'));
  return el(
    'span',
    attributes('colors'),
    ...colors.map((color) => {
      const segment = el('span', { class: 'segment' });
      segment.style.setProperty('background-color', color);
      return segment;
    }),
  );
}

function siblingVisual(product: Product): HTMLElement {
  if (product.swatch && product.swatch.type !== 'MISSING_COLORS') return swatch(product.swatch);
  const thumbnail = safeSrc(product.imageInfo?.thumbnail);
  if (thumbnail) {
    return el('img', {
      class: 'sibling-thumbnail',
      src: thumbnail,
      alt: '',
      width: 24,
      height: 30,
      loading: 'lazy',
      decoding: 'async',
    });
  }
  return swatch(product.swatch ?? { type: 'MISSING_COLORS', colors: [] });
}

function sibling(group: ProductGroup, product: Product, context: VanillaContext): HTMLElement {
  const href = safeHref(product.link);
  if (!href) {
    return el(
      'li',
      { class: 'sibling', part: 'sibling', 'aria-hidden': 'true' },
      siblingVisual(product),
    );
  }
  const link = el(
    'a',
    { class: 'sibling', part: 'sibling', href, 'aria-label': displayName(product) || product.key },
    siblingVisual(product),
  );
  listen(link, group, product, href, context);
  return el('li', {}, link);
}

function variants(group: ProductGroup, product: Product, context: VanillaContext): Node[] {
  const siblings = group.products.slice(1);
  if (!product.swatch && !siblings.length && group.remaining <= 0) return [];
  const { strings } = context;
  const box = el('div', { class: 'variants' });
  if (product.swatch) box.append(swatch(product.swatch));
  if (siblings.length) {
    box.append(
      el(
        'ul',
        { class: 'siblings', part: 'siblings', 'aria-label': strings.colours },
        ...siblings.map((item) => sibling(group, item, context)),
      ),
    );
  }
  if (group.remaining > 0) {
    box.append(
      el(
        'span',
        { class: 'remaining', part: 'remaining' },
        text('span', { 'aria-hidden': 'true' }, strings.moreProducts(group.remaining)),
        text('span', { class: 'visually-hidden' }, strings.moreProductsLabel(group.remaining)),
      ),
    );
  }
  return [box];
}

/** The product card of `group`, as `renderProductCard` renders it. */
export function vanillaCard(group: ProductGroup, context: VanillaContext): HTMLElement {
  const product = group.products[0];
  if (!product) return el('article');
  const { strings } = context;
  const name = displayName(product);
  const href = safeHref(product.link);
  const sponsored = product.sponsored || product.notifyImpression;
  const classes = `card${product.inStock ? '' : ' out-of-stock'}${sponsored ? ' sponsored' : ''}`;

  const media = el('div', { class: 'media' });
  const pictures = image(product, name);
  if (href) {
    const link = el(
      'a',
      { class: 'image-link', part: 'image-link', href, tabindex: '-1', 'aria-hidden': 'true' },
      ...pictures,
    );
    listen(link, group, product, href, context);
    media.append(link);
  } else media.append(...pictures);
  media.append(...badges(product.badges?.primary, 'primary'));

  const info = el('div', { class: 'info' });
  if (product.brand) info.append(text('p', { class: 'brand', part: 'brand' }, product.brand));
  const title = el('p', { class: 'name', part: 'name' });
  if (href) {
    const link = text('a', { class: 'link', part: 'link', href }, name);
    listen(link, group, product, href, context);
    title.append(link);
  } else title.textContent = name;
  info.append(
    title,
    ...price(product, context),
    ...rating(product.rating, strings),
    ...variants(group, product, context),
  );
  const status = el('div', { class: 'status' });
  if (sponsored) {
    status.append(text('p', { class: 'sponsored-label', part: 'sponsored' }, strings.sponsored));
  }
  if (!product.inStock) {
    status.append(
      text('p', { class: 'out-of-stock-label', part: 'out-of-stock' }, strings.outOfStock),
    );
  }
  status.append(...badges(product.badges?.secondary, 'secondary'));
  info.append(status);

  return el('article', { class: classes, part: 'card' }, media, info);
}

/** The grid list of `renderList`: header with the label, then one cell per group. */
export function vanillaGrid(list: ProductList, context: VanillaContext): HTMLElement {
  const header = el('div', { class: 'header', part: 'header' });
  const slot = el('slot', { name: 'header' });
  const label = list.label?.trim();
  if (label) slot.append(text('h2', { class: 'label', part: 'label' }, label));
  header.append(slot);
  const grid = el('ul', { class: 'grid', part: 'grid' });
  for (const group of list.productGroups) {
    grid.append(
      el(
        'li',
        { class: 'cell', part: 'cell', 'data-group-key': group.key },
        vanillaCard(group, context),
      ),
    );
  }
  return el('div', { class: 'list list--grid', part: 'list' }, header, grid);
}
