/**
 * The words the sample catalog is built from. Three languages cover the four locales of the two
 * markets (sv-SE, en-SE, en-US, es-US); everything shown to a shopper is localized through these.
 */
import type { SwatchType } from '../api/schemas/index.ts';

export type Lang = 'sv' | 'en' | 'es';
export type Localized = Record<Lang, string>;

export interface MarketDef {
  id: string;
  locales: string[];
  currency: string;
  /** Multiplies the base price (in USD) into the market's currency. */
  priceFactor: number;
  stores: string[];
  /** Custom price ids of the feed. */
  priceIds: string[];
}

export const MARKETS: MarketDef[] = [
  {
    id: 'SE',
    locales: ['sv-SE', 'en-SE'],
    currency: 'SEK',
    priceFactor: 10,
    stores: ['se-sto-01', 'se-got-01', 'se-mal-01'],
    priceIds: ['member', 'outlet'],
  },
  {
    id: 'US',
    locales: ['en-US', 'es-US'],
    currency: 'USD',
    priceFactor: 1,
    stores: ['us-nyc-01', 'us-sfo-01', 'us-chi-01', 'us-aus-01'],
    priceIds: ['member', 'outlet'],
  },
];

export interface CategoryDef {
  id: string;
  names: Localized;
  /** Path segment of category links. */
  slugs: Localized;
  /** Categories that STYLE_WITH draws from. */
  styleWith: string[];
  sizes: (string | undefined)[];
  /** Base price range in USD. */
  price: [number, number];
}

export const CATEGORIES: CategoryDef[] = [
  {
    id: 'shirts',
    names: { sv: 'Skjorta', en: 'Shirt', es: 'Camisa' },
    slugs: { sv: 'skjortor', en: 'shirts', es: 'camisas' },
    styleWith: ['trousers', 'jackets', 'shoes'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    price: [25, 120],
  },
  {
    id: 't-shirts',
    names: { sv: 'T-shirt', en: 'T-shirt', es: 'Camiseta' },
    slugs: { sv: 't-shirts', en: 't-shirts', es: 'camisetas' },
    styleWith: ['trousers', 'shoes', 'sunglasses'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    price: [10, 45],
  },
  {
    id: 'trousers',
    names: { sv: 'Byxor', en: 'Trousers', es: 'Pantalones' },
    slugs: { sv: 'byxor', en: 'trousers', es: 'pantalones' },
    styleWith: ['shirts', 't-shirts', 'shoes'],
    sizes: ['28', '30', '32', '34', '36'],
    price: [35, 150],
  },
  {
    id: 'jackets',
    names: { sv: 'Jacka', en: 'Jacket', es: 'Chaqueta' },
    slugs: { sv: 'jackor', en: 'jackets', es: 'chaquetas' },
    styleWith: ['shirts', 'trousers', 'bags'],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [80, 400],
  },
  {
    id: 'shoes',
    names: { sv: 'Skor', en: 'Shoes', es: 'Zapatos' },
    slugs: { sv: 'skor', en: 'shoes', es: 'zapatos' },
    styleWith: ['trousers', 'bags', 'jackets'],
    sizes: ['38', '39', '40', '41', '42', '43', '44', '45'],
    price: [50, 250],
  },
  {
    id: 'bags',
    names: { sv: 'Väska', en: 'Bag', es: 'Bolso' },
    slugs: { sv: 'vaskor', en: 'bags', es: 'bolsos' },
    styleWith: ['jackets', 'shoes', 'watches'],
    sizes: [undefined],
    price: [30, 300],
  },
  {
    id: 'watches',
    names: { sv: 'Klocka', en: 'Watch', es: 'Reloj' },
    slugs: { sv: 'klockor', en: 'watches', es: 'relojes' },
    styleWith: ['shirts', 'bags', 'sunglasses'],
    sizes: ['38 mm', '42 mm'],
    price: [90, 600],
  },
  {
    id: 'sunglasses',
    names: { sv: 'Solglasögon', en: 'Sunglasses', es: 'Gafas de sol' },
    slugs: { sv: 'solglasogon', en: 'sunglasses', es: 'gafas-de-sol' },
    styleWith: ['t-shirts', 'watches', 'bags'],
    sizes: ['One size'],
    price: [20, 220],
  },
];

export const BRANDS = [
  'Nordvik',
  'Aster & Co',
  'Boreal',
  'Calder',
  'Dune',
  'Everly',
  'Halden',
  'Juniper',
  'Kestrel',
  'Lumen',
];

export const SERIES_SUFFIXES = ['Essentials', 'Studio', 'Outdoor'];

export const ADJECTIVES: Localized[] = [
  { sv: 'Klassisk', en: 'Classic', es: 'Clásico' },
  { sv: 'Lätt', en: 'Light', es: 'Ligero' },
  { sv: 'Urban', en: 'Urban', es: 'Urbano' },
  { sv: 'Mjuk', en: 'Soft', es: 'Suave' },
  { sv: 'Robust', en: 'Rugged', es: 'Resistente' },
  { sv: 'Elegant', en: 'Elegant', es: 'Elegante' },
  { sv: 'Retro', en: 'Retro', es: 'Retro' },
  { sv: 'Sportig', en: 'Sporty', es: 'Deportivo' },
];

export interface ColorDef {
  id: string;
  names: Localized;
  /** CSS colours for a COLORS swatch; the first one also tints the generated images. */
  hex: string[];
  swatch: SwatchType;
}

export const COLORS: ColorDef[] = [
  {
    id: 'black',
    names: { sv: 'Svart', en: 'Black', es: 'Negro' },
    hex: ['#1b1b1b'],
    swatch: 'COLORS',
  },
  {
    id: 'white',
    names: { sv: 'Vit', en: 'White', es: 'Blanco' },
    hex: ['#f4f4f0'],
    swatch: 'COLORS',
  },
  {
    id: 'navy',
    names: { sv: 'Marinblå', en: 'Navy', es: 'Azul marino' },
    hex: ['#1f2f55'],
    swatch: 'COLORS',
  },
  { id: 'red', names: { sv: 'Röd', en: 'Red', es: 'Rojo' }, hex: ['#b3262e'], swatch: 'COLORS' },
  {
    id: 'green',
    names: { sv: 'Grön', en: 'Green', es: 'Verde' },
    hex: ['#3f6f3a'],
    swatch: 'COLORS',
  },
  {
    id: 'beige',
    names: { sv: 'Beige', en: 'Beige', es: 'Beis' },
    hex: ['#d8c7a5'],
    swatch: 'COLORS',
  },
  { id: 'grey', names: { sv: 'Grå', en: 'Grey', es: 'Gris' }, hex: ['#8a8d91'], swatch: 'COLORS' },
  { id: 'blue', names: { sv: 'Blå', en: 'Blue', es: 'Azul' }, hex: ['#2f6fd0'], swatch: 'COLORS' },
  { id: 'pink', names: { sv: 'Rosa', en: 'Pink', es: 'Rosa' }, hex: ['#e79ab4'], swatch: 'COLORS' },
  {
    id: 'striped',
    names: { sv: 'Randig', en: 'Striped', es: 'A rayas' },
    hex: ['#1f2f55', '#f4f4f0'],
    swatch: 'COLORS',
  },
  {
    id: 'tricolor',
    names: { sv: 'Trefärgad', en: 'Tricolour', es: 'Tricolor' },
    hex: ['#b3262e', '#f4f4f0', '#2f6fd0'],
    swatch: 'COLORS',
  },
  {
    id: 'silver',
    names: { sv: 'Silver', en: 'Silver', es: 'Plata' },
    hex: ['#c0c0c0'],
    swatch: 'SILVER',
  },
  { id: 'gold', names: { sv: 'Guld', en: 'Gold', es: 'Oro' }, hex: ['#c9a13b'], swatch: 'GOLD' },
  {
    id: 'multi',
    names: { sv: 'Flerfärgad', en: 'Multicolour', es: 'Multicolor' },
    hex: ['#9b59b6'],
    swatch: 'MULTI',
  },
  {
    id: 'clear',
    names: { sv: 'Transparent', en: 'Clear', es: 'Transparente' },
    hex: ['#dfeff5'],
    swatch: 'TRANSPARENT',
  },
  {
    id: 'natural',
    names: { sv: 'Natur', en: 'Natural', es: 'Natural' },
    hex: ['#b59b7a'],
    swatch: 'MISSING_COLORS',
  },
];

export const MATERIALS: { id: string; label: Localized }[] = [
  { id: 'cotton', label: { sv: 'Bomull', en: 'Cotton', es: 'Algodón' } },
  { id: 'wool', label: { sv: 'Ull', en: 'Wool', es: 'Lana' } },
  { id: 'linen', label: { sv: 'Linne', en: 'Linen', es: 'Lino' } },
  { id: 'leather', label: { sv: 'Läder', en: 'Leather', es: 'Cuero' } },
  { id: 'polyester', label: { sv: 'Polyester', en: 'Polyester', es: 'Poliéster' } },
  { id: 'steel', label: { sv: 'Stål', en: 'Steel', es: 'Acero' } },
];

export const PATTERNS = ['solid', 'striped', 'checked', 'printed'];

/** Badge texts by theme; `discount` is formatted with the percentage. */
export const BADGE_TEXT = {
  sale: { sv: 'Rea', en: 'Sale', es: 'Oferta' },
  new: { sv: 'Nyhet', en: 'New', es: 'Nuevo' },
  eco: { sv: 'Återvunnet', en: 'Recycled', es: 'Reciclado' },
  online: { sv: 'Endast online', en: 'Online only', es: 'Solo online' },
  bestseller: { sv: 'Bästsäljare', en: 'Bestseller', es: 'Más vendido' },
  limited: { sv: 'Begränsad upplaga', en: 'Limited edition', es: 'Edición limitada' },
} satisfies Record<string, Localized>;

/** Words in shop links, so links look like a localized shop's. */
export const PATH_WORDS = {
  product: { sv: 'produkt', en: 'product', es: 'producto' },
  category: { sv: 'kategori', en: 'category', es: 'categoria' },
  campaign: { sv: 'kampanj', en: 'campaign', es: 'campana' },
} satisfies Record<string, Localized>;

export function langOf(locale: string): Lang {
  const lang = locale.slice(0, 2);
  return lang === 'sv' || lang === 'es' ? lang : 'en';
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
