/**
 * The generated sample catalog: product groups shared by all markets, priced per market, plus the
 * sponsored pages of each market. Everything derives from one seed, so two servers with the same
 * seed answer byte for byte the same.
 */
import { Random } from './random.ts';
import {
  ADJECTIVES,
  BRANDS,
  CATEGORIES,
  COLORS,
  MARKETS,
  MATERIALS,
  PATH_WORDS,
  PATTERNS,
  SERIES_SUFFIXES,
  langOf,
  type CategoryDef,
  type ColorDef,
  type Localized,
  type MarketDef,
} from './vocabulary.ts';

/** "Today" of the sample data: release dates, newness and NEW badges count from here. */
export const CATALOG_NOW = Date.UTC(2025, 5, 1);
export const DEFAULT_SEED = 20250601;
export const GROUP_COUNT = 520;

export interface VariantData {
  key: string;
  size: string | undefined;
  onlineStock: number;
  /** Stock of every store of every market (a store key belongs to one market). */
  storeStock: Record<string, number>;
  /** Larger sizes cost a little more, so a product's price can be a range. */
  priceFactor: number;
  gtin: string;
  weightKg: number | undefined;
}

export interface ProductData {
  key: string;
  groupKey: string;
  /** Position in the group: 0 is the group's main product. */
  index: number;
  category: CategoryDef;
  brand: string;
  series: string;
  color: ColorDef;
  names: Localized;
  descriptions: Localized;
  /** List price in USD before the market's factor. */
  basePrice: number;
  /** 0, or the percentage taken off the list price. */
  salePercent: number;
  /** Only some products have an outlet price. */
  outletPercent: number | undefined;
  rating: number | undefined;
  popularity: number;
  /** Days before CATALOG_NOW. */
  releasedDaysAgo: number;
  imageCount: number;
  material: (typeof MATERIALS)[number];
  pattern: string;
  recycledShare: number;
  packageLengthCm: number;
  care: { washTemperature: number; tumbleDry: boolean };
  onlineOnly: boolean;
  limited: boolean;
  measurements: Partial<
    Record<
      'depth' | 'height' | 'length' | 'volume' | 'weight' | 'width',
      { amount: number; unit: string }
    >
  >;
  variants: VariantData[];
}

export interface GroupData {
  key: string;
  products: ProductData[];
}

export interface BannerDef {
  id: string;
  width: number;
  height: number;
  imageCount: number;
  /** Category the banner links to; undefined links to the market's start page. */
  linkCategory: string | undefined;
}

export interface SponsoredListDef {
  id: string;
  label: Localized;
  limit: number;
}

export interface PageDef {
  id: string;
  /** Localized path per locale. */
  paths: Record<string, string>;
  /** Sponsored products come from this category; undefined means the whole catalog. */
  category: string | undefined;
  /** Seen only with `viewId=PREVIEW`. */
  previewOnly: boolean;
  banners: BannerDef[];
  sponsoredLists: SponsoredListDef[];
}

export interface Catalog {
  seed: number;
  markets: Map<string, MarketDef>;
  groups: GroupData[];
  groupsByKey: Map<string, GroupData>;
  productsByKey: Map<string, ProductData>;
  variantsByKey: Map<string, { product: ProductData; variant: VariantData }>;
  pages: Map<string, PageDef[]>;
  brands: string[];
  categories: string[];
}

const ALL_STORES = MARKETS.flatMap((market) => market.stores);

function weighted(rng: Random, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

function localize(fn: (lang: 'sv' | 'en' | 'es') => string): Localized {
  return { sv: fn('sv'), en: fn('en'), es: fn('es') };
}

function describe(
  name: string,
  brand: string,
  series: string,
  material: Localized,
  lang: 'sv' | 'en' | 'es',
): string {
  const mat = material[lang].toLowerCase();
  if (lang === 'sv') return `${name} i ${mat} från ${brand}. En del av serien ${series}.`;
  if (lang === 'es') return `${name} de ${mat} de ${brand}. Parte de la serie ${series}.`;
  return `${name} in ${mat} by ${brand}. Part of the ${series} series.`;
}

function makeVariants(
  rng: Random,
  productKey: string,
  category: CategoryDef,
  soldOut: boolean,
): VariantData[] {
  const sizes = category.sizes;
  const count = sizes.length <= 2 ? sizes.length : rng.int(Math.min(3, sizes.length), sizes.length);
  const start = rng.int(0, sizes.length - count);
  return sizes.slice(start, start + count).map((size, i) => {
    const storeStock: Record<string, number> = {};
    for (const store of ALL_STORES)
      storeStock[store] = soldOut || rng.chance(0.3) ? 0 : rng.int(1, 12);
    return {
      key: `${productKey}-${size ? size.replace(/[^A-Za-z0-9]/g, '') : 'OS'}`,
      size,
      onlineStock: soldOut || rng.chance(0.12) ? 0 : rng.int(1, 60),
      storeStock,
      priceFactor: i === count - 1 && count > 2 && rng.chance(0.3) ? 1.1 : 1,
      gtin: String(7300000000000 + rng.int(0, 999999999)),
      weightKg: category.id === 'shoes' ? Math.round((0.6 + i * 0.05) * 100) / 100 : undefined,
    };
  });
}

function makeMeasurements(rng: Random, category: CategoryDef): ProductData['measurements'] {
  const m: ProductData['measurements'] = {};
  if (rng.chance(0.85)) m.weight = { amount: Math.round(rng.int(80, 1800)) / 1000, unit: 'kg' };
  if (category.id === 'bags') {
    m.width = { amount: rng.int(25, 50), unit: 'cm' };
    m.height = { amount: rng.int(20, 45), unit: 'cm' };
    m.depth = { amount: rng.int(8, 20), unit: 'cm' };
    m.volume = { amount: rng.int(8, 30), unit: 'l' };
  }
  if (category.id === 'watches') m.width = { amount: rng.int(36, 44), unit: 'mm' };
  if (category.id === 'trousers') m.length = { amount: rng.int(76, 86), unit: 'cm' };
  return m;
}

function makeGroup(rng: Random, number: number): GroupData {
  const groupKey = `G${number}`;
  const category = rng.pick(CATEGORIES);
  const brand = rng.pick(BRANDS);
  const series = `${brand} ${rng.pick(SERIES_SUFFIXES)}`;
  const adjective = rng.pick(ADJECTIVES);
  const material = rng.pick(MATERIALS);
  const count = 1 + weighted(rng, [25, 25, 20, 14, 9, 7]);
  const colors = rng.shuffle(COLORS).slice(0, count);
  const basePrice = rng.int(category.price[0], category.price[1]);
  const releasedDaysAgo = rng.int(0, 720);
  const products = colors.map((color, index): ProductData => {
    const key = `P${number}-${index + 1}`;
    const names = localize(
      (lang) => `${brand} ${adjective[lang]} ${category.names[lang].toLowerCase()}`,
    );
    return {
      key,
      groupKey,
      index,
      category,
      brand,
      series,
      color,
      names,
      descriptions: localize((lang) => describe(names[lang], brand, series, material.label, lang)),
      basePrice: Math.round(basePrice * (1 + rng.int(0, 10) / 100)),
      salePercent: rng.chance(0.25) ? rng.pick([10, 20, 25, 30, 40, 50]) : 0,
      outletPercent: rng.chance(0.3) ? rng.pick([30, 40, 60]) : undefined,
      rating: rng.chance(0.1) ? undefined : Math.round((2.5 + rng.next() * 2.5) * 10) / 10,
      popularity: Math.round(rng.next() * 1000) / 1000,
      releasedDaysAgo: Math.max(0, releasedDaysAgo - rng.int(0, 60)),
      imageCount: weighted(rng, [3, 20, 35, 20, 12, 10]),
      material,
      pattern: color.id === 'striped' ? 'striped' : rng.pick(PATTERNS),
      recycledShare: rng.int(0, 100),
      packageLengthCm: rng.int(15, 60),
      care: { washTemperature: rng.pick([30, 40, 60]), tumbleDry: rng.chance(0.5) },
      onlineOnly: rng.chance(0.08),
      limited: rng.chance(0.05),
      measurements: makeMeasurements(rng, category),
      variants: makeVariants(rng, key, category, rng.chance(0.05)),
    };
  });
  return { key: groupKey, products };
}

function localePath(locale: string, ...segments: string[]): string {
  return `/${[locale.toLowerCase(), ...segments].join('/')}`;
}

function makePages(market: MarketDef): PageDef[] {
  const paths = (fn: (locale: string) => string) =>
    Object.fromEntries(market.locales.map((locale) => [locale, fn(locale)]));
  const label = (sv: string, en: string, es: string): Localized => ({ sv, en, es });
  const pages: PageDef[] = [
    {
      id: 'home',
      paths: paths((locale) => localePath(locale) + '/'),
      category: undefined,
      previewOnly: false,
      banners: [{ id: 'hero', width: 1600, height: 500, imageCount: 2, linkCategory: 'jackets' }],
      sponsoredLists: [
        {
          id: 'sponsored-top',
          label: label('Utvalt för dig', 'Featured for you', 'Destacado para ti'),
          limit: 8,
        },
        {
          id: 'sponsored-brands',
          label: label('Populära märken', 'Popular brands', 'Marcas populares'),
          limit: 6,
        },
      ],
    },
  ];
  for (const category of CATEGORIES) {
    pages.push({
      id: `category/${category.id}`,
      paths: paths((locale) =>
        localePath(locale, PATH_WORDS.category[langOf(locale)], category.slugs[langOf(locale)]),
      ),
      category: category.id,
      previewOnly: false,
      banners: [
        { id: 'category-top', width: 1200, height: 300, imageCount: 1, linkCategory: category.id },
      ],
      sponsoredLists: [
        { id: 'sponsored', label: label('Sponsrat', 'Sponsored', 'Patrocinado'), limit: 8 },
      ],
    });
  }
  const campaign = (locale: string, name: string) =>
    localePath(locale, PATH_WORDS.campaign[langOf(locale)], name);
  pages.push(
    {
      id: 'campaign/summer',
      paths: paths((locale) => campaign(locale, 'summer')),
      category: undefined,
      previewOnly: false,
      banners: [
        { id: 'summer-1', width: 1200, height: 400, imageCount: 3, linkCategory: 'sunglasses' },
        { id: 'summer-2', width: 600, height: 600, imageCount: 1, linkCategory: 't-shirts' },
      ],
      sponsoredLists: [
        {
          id: 'summer',
          label: label('Sommarfavoriter', 'Summer favourites', 'Favoritos de verano'),
          limit: 10,
        },
        // Hidden by the reference server's rule: list ids starting with "hidden".
        { id: 'hidden-summer', label: label('Dold', 'Hidden', 'Oculto'), limit: 10 },
      ],
    },
    {
      id: 'campaign/banners',
      paths: paths((locale) => campaign(locale, 'banners')),
      category: undefined,
      previewOnly: false,
      banners: [
        { id: 'only-banner', width: 800, height: 200, imageCount: 1, linkCategory: undefined },
      ],
      sponsoredLists: [],
    },
    {
      id: 'campaign/preview',
      paths: paths((locale) => campaign(locale, 'preview')),
      category: undefined,
      previewOnly: true,
      banners: [{ id: 'preview', width: 800, height: 200, imageCount: 1, linkCategory: undefined }],
      sponsoredLists: [
        { id: 'preview', label: label('Förhandsvisning', 'Preview', 'Vista previa'), limit: 4 },
      ],
    },
  );
  return pages;
}

function generate(seed: number): Catalog {
  const rng = new Random(seed);
  const groups: GroupData[] = [];
  for (let i = 0; i < GROUP_COUNT; i++) groups.push(makeGroup(rng, 1001 + i));
  const productsByKey = new Map<string, ProductData>();
  const variantsByKey = new Map<string, { product: ProductData; variant: VariantData }>();
  for (const group of groups)
    for (const product of group.products) {
      productsByKey.set(product.key, product);
      for (const variant of product.variants) variantsByKey.set(variant.key, { product, variant });
    }
  return {
    seed,
    markets: new Map(MARKETS.map((market) => [market.id, market])),
    groups,
    groupsByKey: new Map(groups.map((group) => [group.key, group])),
    productsByKey,
    variantsByKey,
    pages: new Map(MARKETS.map((market) => [market.id, makePages(market)])),
    brands: [...BRANDS],
    categories: CATEGORIES.map((category) => category.id),
  };
}

const cache = new Map<number, Catalog>();

/** Generated once per seed and shared: the catalog is immutable. */
export function getCatalog(seed = DEFAULT_SEED): Catalog {
  let catalog = cache.get(seed);
  if (!catalog) {
    catalog = generate(seed);
    cache.set(seed, catalog);
  }
  return catalog;
}

/** A price in the market's currency, ending the way shops like (299 kr, 29.99 $). */
export function marketPrice(baseUsd: number, market: MarketDef): number {
  const amount = baseUsd * market.priceFactor;
  if (market.priceFactor >= 5) return Math.max(9, Math.round(amount / 10) * 10 - 1);
  const price = Math.floor(amount) + 0.99 - (Number.isInteger(amount) ? 1 : 0);
  return Math.max(0.99, Math.round(price * 100) / 100);
}

export function findPage(catalog: Catalog, market: string, reference: string): PageDef | undefined {
  const pages = catalog.pages.get(market) ?? [];
  return pages.find(
    (page) => page.id === reference || Object.values(page.paths).includes(reference),
  );
}
