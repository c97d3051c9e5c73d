/**
 * Turns catalog products into the wire shape of the storefront results, for one market, locale
 * and set of query parameters. Also derives the facts that product rules and facets test.
 */
import type {
  BadgeTheme,
  ProductGroupInput,
  ProductInput,
  VariantInput,
} from '../api/schemas/index.ts';
import { marketPrice, type Catalog, type ProductData, type VariantData } from './catalog.ts';
import type { QueryParams } from './params.ts';
import type { ProductFacts } from './rules.ts';
import {
  BADGE_TEXT,
  PATH_WORDS,
  langOf,
  slugify,
  type Lang,
  type MarketDef,
} from './vocabulary.ts';

export interface RenderContext {
  catalog: Catalog;
  params: QueryParams;
  /** Scheme and host of the request, so image URLs point back at this server. */
  origin: string;
  /** Makes tickets unique per list: `SE:alternatives`, `SE:home:sponsored-top`. */
  scope: string;
  /** The product-page product group: descriptions, captions, all custom attributes, prices. */
  full: boolean;
}

const IMAGE_WIDTHS = [200, 400, 800];
const IMAGE_VIEWS = ['front', 'back', 'detail', 'side', 'model'];

export function ticket(kind: 'prod' | 'var', scope: string, key: string): string {
  return `${kind}:${scope}:${key}`;
}

/** The product or variant key a product/variant ticket was issued for. */
export function keyOfTicket(value: string): string | undefined {
  const match = /^(?:prod|var):.*:([^:]+)$/.exec(value);
  return match?.[1];
}

export function imageUrl(origin: string, name: string, width: number, height?: number): string {
  return `${origin}/__reference/images/${name}.svg?w=${width}${height ? `&h=${height}` : ''}`;
}

/** A variant's list and selling price in the market, through `priceId` when it has that price. */
export function variantPrice(
  product: ProductData,
  variant: VariantData,
  market: MarketDef,
  priceId?: string,
): { list: number; selling: number } {
  const base = product.basePrice * variant.priceFactor;
  const list = marketPrice(base, market);
  const regular = product.salePercent
    ? Math.min(list, marketPrice(base * (1 - product.salePercent / 100), market))
    : list;
  const custom = priceId ? customPrice(product, base, market, priceId) : undefined;
  return custom
    ? { list: custom.listPrice, selling: custom.sellingPrice }
    : { list, selling: regular };
}

function customPrice(product: ProductData, base: number, market: MarketDef, id: string) {
  const listPrice = marketPrice(base, market);
  if (id === 'member')
    return {
      id,
      listPrice,
      sellingPrice: marketPrice(base * 0.9 * (1 - product.salePercent / 100), market),
    };
  if (id === 'outlet' && product.outletPercent)
    return {
      id,
      listPrice,
      sellingPrice: marketPrice(base * (1 - product.outletPercent / 100), market),
    };
  return undefined;
}

function priceRange(product: ProductData, market: MarketDef, priceId?: string) {
  const prices = product.variants.map((v) => variantPrice(product, v, market, priceId));
  const lists = prices.map((p) => p.list);
  const sellings = prices.map((p) => p.selling);
  return {
    listPrice: { min: Math.min(...lists), max: Math.max(...lists) },
    sellingPrice: { min: Math.min(...sellings), max: Math.max(...sellings) },
  };
}

const factCache = new WeakMap<Catalog, Map<string, Map<string, ProductFacts>>>();

/** Attributes that product rules, catalog entitlements and facets may name. */
export const FACT_NAMES = [
  'key',
  'product_key',
  'group_key',
  'brand',
  'category',
  'color',
  'series',
  'size',
  'price',
  'selling_price',
  'list_price',
  'rating',
  'popularity',
  'newness',
  'on_sale',
  'in_stock',
  'custom.material',
  'custom.pattern',
  'custom.recycledShare',
];

export function productFacts(
  catalog: Catalog,
  product: ProductData,
  market: MarketDef,
  priceId?: string,
): ProductFacts {
  let byScope = factCache.get(catalog);
  if (!byScope) factCache.set(catalog, (byScope = new Map()));
  const scopeKey = `${market.id}|${priceId ?? ''}`;
  let byKey = byScope.get(scopeKey);
  if (!byKey) byScope.set(scopeKey, (byKey = new Map()));
  const cached = byKey.get(product.key);
  if (cached) return cached;
  const { listPrice, sellingPrice } = priceRange(product, market, priceId);
  const facts: ProductFacts = {
    key: product.key,
    product_key: product.key,
    group_key: product.groupKey,
    brand: product.brand,
    category: product.category.id,
    color: product.color.id,
    series: product.series,
    size: product.variants.flatMap((v) => (v.size ? [v.size] : [])),
    price: sellingPrice.min,
    selling_price: sellingPrice.min,
    list_price: listPrice.min,
    rating: product.rating,
    popularity: product.popularity,
    newness: product.releasedDaysAgo,
    on_sale: String(sellingPrice.min < listPrice.min),
    in_stock: String(
      product.variants.some(
        (v) => v.onlineStock > 0 || market.stores.some((s) => (v.storeStock[s] ?? 0) > 0),
      ),
    ),
    'custom.material': product.material.id,
    'custom.pattern': product.pattern,
    'custom.recycledShare': product.recycledShare,
  };
  byKey.set(product.key, facts);
  return facts;
}

export function productLink(product: ProductData, locale: string): string {
  const lang = langOf(locale);
  return `/${locale.toLowerCase()}/${PATH_WORDS.product[lang]}/${slugify(product.names[lang])}/${product.key}`;
}

function badges(product: ProductData, lang: Lang, list: number, selling: number) {
  const primary: { attribute: string; label: string; theme: BadgeTheme }[] = [];
  const secondary: typeof primary = [];
  if (selling < list) {
    primary.push({ attribute: 'on_sale', label: BADGE_TEXT.sale[lang], theme: 'SALE' });
    primary.push({
      attribute: 'discount',
      label: `-${Math.round((1 - selling / list) * 100)}%`,
      theme: 'DISCOUNT',
    });
  }
  if (product.releasedDaysAgo <= 45)
    primary.push({ attribute: 'newness', label: BADGE_TEXT.new[lang], theme: 'NEW' });
  if (product.recycledShare >= 70)
    secondary.push({
      attribute: 'custom.recycledShare',
      label: BADGE_TEXT.eco[lang],
      theme: 'THEME_1',
    });
  if (product.onlineOnly)
    secondary.push({
      attribute: 'custom.onlineOnly',
      label: BADGE_TEXT.online[lang],
      theme: 'THEME_2',
    });
  if (product.popularity >= 0.95)
    secondary.push({
      attribute: 'popularity',
      label: BADGE_TEXT.bestseller[lang],
      theme: 'THEME_3',
    });
  if (product.limited)
    secondary.push({ attribute: 'custom.limited', label: BADGE_TEXT.limited[lang], theme: 'NONE' });
  return { primary, secondary };
}

function renderVariant(
  product: ProductData,
  variant: VariantData,
  ctx: RenderContext,
  link: string,
): VariantInput {
  const { params } = ctx;
  const online = params.channels.includes('ONLINE');
  const storeChannel = params.channels.includes('STORE');
  const availability: { channel: 'ONLINE' | 'STORE'; key: string | null; stockNumber: number }[] =
    [];
  if (online) availability.push({ channel: 'ONLINE', key: null, stockNumber: variant.onlineStock });
  if (storeChannel)
    for (const store of params.stores)
      availability.push({
        channel: 'STORE',
        key: store,
        stockNumber: variant.storeStock[store] ?? 0,
      });
  const stockNumber = availability.reduce((sum, entry) => sum + entry.stockNumber, 0);
  const price = variantPrice(product, variant, params.market, params.priceId);
  const out: VariantInput = {
    key: variant.key,
    label: variant.size,
    size: variant.size,
    link: `${link}?variant=${encodeURIComponent(variant.key)}`,
    inStock: stockNumber > 0,
    stockNumber,
    listPrice: price.list,
    sellingPrice: price.selling,
    availability,
    ticket: ticket('var', ctx.scope, variant.key),
  };
  if (ctx.full && params.presentPrices.length) {
    const base = product.basePrice * variant.priceFactor;
    out.prices = params.presentPrices.flatMap(
      (id) => customPrice(product, base, params.market, id) ?? [],
    );
  }
  if (ctx.full || params.presentCustom.variant.includes('gtin'))
    out.custom = { gtin: [{ id: variant.gtin, label: variant.gtin }] };
  if (variant.weightKg !== undefined) out.weight = { amount: variant.weightKg, unit: 'kg' };
  return out;
}

function renderImages(
  product: ProductData,
  ctx: RenderContext,
  lang: Lang,
): NonNullable<ProductInput['imageInfo']> {
  const images = Array.from({ length: product.imageCount }, (_, i) => ({
    alt: `${product.names[lang]}, ${product.color.names[lang]}`,
    caption: ctx.full ? `${product.names[lang]} (${i + 1}/${product.imageCount})` : undefined,
    custom: { view: IMAGE_VIEWS[i % IMAGE_VIEWS.length] as string },
    sources: IMAGE_WIDTHS.map((width) => ({
      url: imageUrl(ctx.origin, `${product.key}-${i + 1}`, width),
      width,
      height: Math.round(width * 1.25),
    })),
  }));
  return {
    effect: images.length === 2 ? 'SWAP' : images.length > 2 ? 'GALLERY' : 'NONE',
    images,
    thumbnail: images.length ? imageUrl(ctx.origin, `${product.key}-1`, 100) : undefined,
  };
}

function renderCustom(
  product: ProductData,
  ctx: RenderContext,
  lang: Lang,
): Pick<ProductInput, 'custom' | 'typedCustom'> {
  const wanted = ctx.params.presentCustom;
  const want = (list: string[], name: string) => ctx.full || list.includes(name);
  const custom: Record<string, { id: string; label: string }[]> = {};
  if (want(wanted.product, 'material'))
    custom.material = [{ id: product.material.id, label: product.material.label[lang] }];
  if (want(wanted.product, 'pattern'))
    custom.pattern = [{ id: product.pattern, label: product.pattern }];
  const typed: {
    numbers?: Record<string, number>;
    lengths?: Record<string, { amount: number; unit: string }>;
    json?: Record<string, unknown>;
  } = {};
  if (want(wanted.numbers, 'recycledShare'))
    typed.numbers = { recycledShare: product.recycledShare };
  if (want(wanted.lengths, 'packageLength'))
    typed.lengths = { packageLength: { amount: product.packageLengthCm, unit: 'cm' } };
  if (want(wanted.json, 'care')) typed.json = { care: product.care };
  return {
    custom: Object.keys(custom).length ? custom : undefined,
    typedCustom: Object.keys(typed).length ? typed : undefined,
  };
}

export function renderProduct(
  product: ProductData,
  ctx: RenderContext,
  sponsored = false,
): ProductInput {
  const { params } = ctx;
  const lang = langOf(params.locale);
  const link = productLink(product, params.locale);
  const variants = product.variants.map((variant) => renderVariant(product, variant, ctx, link));
  const { listPrice, sellingPrice } = priceRange(product, params.market, params.priceId);
  const name = product.names[lang];
  return {
    key: product.key,
    name,
    title: `${name}, ${product.color.names[lang]}`,
    brand: product.brand,
    series: product.series,
    description: ctx.full ? product.descriptions[lang] : undefined,
    link,
    inStock: variants.some((v) => v.inStock),
    listPrice,
    sellingPrice,
    rating: product.rating,
    sponsored,
    ...(sponsored ? { notifyImpression: true } : {}),
    ticket: ticket('prod', ctx.scope, product.key),
    badges: badges(product, lang, listPrice.min, sellingPrice.min),
    imageInfo: renderImages(product, ctx, lang),
    swatch: {
      type: product.color.swatch,
      colors: product.color.swatch === 'COLORS' ? product.color.hex : [],
    },
    ...renderCustom(product, ctx, lang),
    ...product.measurements,
    variants,
  };
}

/** Cards in lists show at most this many products of a group; `remaining` counts the rest. */
export const CARD_PRODUCTS = 4;

export function renderGroup(
  groupKey: string,
  products: ProductData[],
  ctx: RenderContext,
  options: { limit?: number; sponsored?: boolean } = {},
): ProductGroupInput {
  const shown = options.limit === undefined ? products : products.slice(0, options.limit);
  return {
    key: groupKey,
    products: shown.map((product) => renderProduct(product, ctx, options.sponsored)),
    remaining: products.length - shown.length,
  };
}
