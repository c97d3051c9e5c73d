/**
 * Product data as the storefront queries return it (product-discovery-api.md, "Storefront response
 * objects"). Types are inferred from these schemas; nothing here is written twice.
 */
import * as z from 'zod/mini';
import {
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  clipped,
  openEnum,
  opt,
  tolerant,
  tolerantArray,
  wholeNumber,
} from './tolerant.ts';
import { isWebUrl } from './web-url.ts';

/**
 * How many items of a product's arrays are read: far more than a page shows, far fewer than an
 * answer of megabytes could carry (the rest is reported as not read, see `tolerantArray`).
 */
export const MAX_GROUP_PRODUCTS = 100;
export const MAX_VARIANTS = 200;
export const MAX_IMAGES = 50;
const MAX_SOURCES = 20;
const MAX_BADGES = 20;
const MAX_PRICES = 50;
const MAX_AVAILABILITY = 500;
/** Keys are identifiers, sent back in notifications: a longer one is invalid. */
export const MAX_KEY_LENGTH = 1000;

/** A single-line text a card or page renders, clipped (`clipped`). */
const text = () => clipped(MAX_TEXT_LENGTH);
const key = () => z.string().check(z.minLength(1), z.maxLength(MAX_KEY_LENGTH));

/**
 * A URL the elements render, as a link or an image source: http or https, absolute or relative
 * (`isWebUrl`). Another scheme (`javascript:`, `data:`) is never rendered, so it is invalid: an
 * optional link is then dropped and reported (`webLink`), its product kept.
 */
export const webUrl = () => z.string().check(z.refine(isWebUrl, 'must be an http or https URL'));
export const webLink = (name: string) => tolerant(webUrl(), name);

export const BADGE_THEMES = [
  'NONE',
  'SALE',
  'DISCOUNT',
  'NEW',
  'THEME_1',
  'THEME_2',
  'THEME_3',
] as const;
export const SWATCH_TYPES = [
  'MISSING_COLORS',
  'COLORS',
  'SILVER',
  'GOLD',
  'MULTI',
  'TRANSPARENT',
] as const;
export const IMAGE_EFFECTS = ['NONE', 'SWAP', 'GALLERY'] as const;
export const AVAILABILITY_CHANNELS = ['STORE', 'ONLINE'] as const;

/**
 * An amount of money: never below zero. A price of −1 was shown as sent ("from −$1.00", audit
 * s38a D6); now what holds it leaves it out, reported.
 */
const amount = () => z.number().check(z.nonnegative());

/** Price range of a product over its variants. */
export const PriceSchema = z.object({ min: amount(), max: amount() });

/** A physical measure, as imported. */
export const MeasurementSchema = z.object({ amount: z.number(), unit: text() });

/** A custom attribute value: `id` is the value, `label` its name in the feed. */
export const CustomAttributeSchema = z.object({ id: text(), label: opt(text()) });

/** Typed custom attributes, present only for attributes requested by `presentCustom`. */
export const TypedCustomAttributesSchema = z.object({
  json: opt(z.record(z.string(), z.unknown())),
  lengths: opt(z.record(z.string(), MeasurementSchema)),
  numbers: opt(z.record(z.string(), z.number())),
});

export const ProductBadgeSchema = z.object({
  attribute: opt(z.string()),
  label: text(),
  /** An unknown theme is rendered as a neutral `NONE` badge. */
  theme: openEnum(BADGE_THEMES, 'theme', 'NONE'),
});

export const BadgesSchema = z.object({
  primary: z._default(tolerantArray(ProductBadgeSchema, 'primary', MAX_BADGES), []),
  secondary: z._default(tolerantArray(ProductBadgeSchema, 'secondary', MAX_BADGES), []),
});

/** One rendition of an image; `sources` together form a `srcset`. */
export const SourceSchema = z.object({
  url: webUrl().check(z.minLength(1)),
  height: opt(wholeNumber()),
  width: opt(wholeNumber()),
});

export const ImageSchema = z.object({
  alt: opt(text()),
  caption: opt(text()),
  custom: opt(z.record(z.string(), z.string())),
  sources: tolerantArray(SourceSchema, 'sources', MAX_SOURCES),
});

export const ImageInfoSchema = z.object({
  effect: z._default(openEnum(IMAGE_EFFECTS, 'effect', 'NONE'), 'NONE'),
  images: z._default(tolerantArray(ImageSchema, 'images', MAX_IMAGES), []),
  thumbnail: webLink('thumbnail'),
});

/** An unknown type keeps the swatch as plain `COLORS` (its colours, no pattern). */
export const SwatchSchema = z.object({
  colors: z._default(z.array(z.string()).check(z.maxLength(3)), []),
  type: openEnum(SWATCH_TYPES, 'type', 'COLORS'),
});

export const VariantAvailabilityInfoSchema = z.object({
  channel: z.enum(AVAILABILITY_CHANNELS),
  key: opt(text()),
  stockNumber: wholeNumber('floor'),
});

export const CustomPriceSchema = z.object({
  id: text(),
  listPrice: amount(),
  sellingPrice: amount(),
});

const CustomAttributesSchema = z.record(z.string(), z.array(CustomAttributeSchema));

/** The measurement members shared by products and variants; each is undefined if not in the feed. */
const measurements = {
  depth: tolerant(MeasurementSchema, 'depth'),
  height: tolerant(MeasurementSchema, 'height'),
  length: tolerant(MeasurementSchema, 'length'),
  volume: tolerant(MeasurementSchema, 'volume'),
  weight: tolerant(MeasurementSchema, 'weight'),
  width: tolerant(MeasurementSchema, 'width'),
};

export const VariantSchema = z.object({
  key: key(),
  label: opt(text()),
  /** @deprecated overridden by `label` */
  size: opt(text()),
  link: webLink('link'),
  inStock: z._default(z.boolean(), false),
  stockNumber: opt(wholeNumber('floor')),
  listPrice: tolerant(amount(), 'listPrice'),
  sellingPrice: tolerant(amount(), 'sellingPrice'),
  prices: opt(tolerantArray(CustomPriceSchema, 'prices', MAX_PRICES)),
  availability: opt(tolerantArray(VariantAvailabilityInfoSchema, 'availability', MAX_AVAILABILITY)),
  ticket: z.string().check(z.minLength(1)),
  custom: tolerant(CustomAttributesSchema, 'custom'),
  typedCustom: tolerant(TypedCustomAttributesSchema, 'typedCustom'),
  ...measurements,
});

export const ProductSchema = z.object({
  key: key(),
  name: opt(text()),
  title: opt(text()),
  brand: opt(text()),
  series: opt(text()),
  description: opt(clipped(MAX_LONG_TEXT_LENGTH)),
  link: webLink('link'),
  inStock: z._default(z.boolean(), false),
  listPrice: tolerant(PriceSchema, 'listPrice'),
  sellingPrice: tolerant(PriceSchema, 'sellingPrice'),
  /** Out of 5 (the card says so): a rating outside 0 to 5 is left out, reported (audit s38a D6). */
  rating: tolerant(z.number().check(z.nonnegative(), z.lte(5)), 'rating'),
  remainingVariants: opt(wholeNumber('floor')),
  sponsored: z._default(z.boolean(), false),
  /** @deprecated use `sponsored` */
  notifyImpression: z._default(z.boolean(), false),
  ticket: z.string().check(z.minLength(1)),
  badges: tolerant(BadgesSchema, 'badges'),
  imageInfo: tolerant(ImageInfoSchema, 'imageInfo'),
  swatch: tolerant(SwatchSchema, 'swatch'),
  custom: tolerant(CustomAttributesSchema, 'custom'),
  typedCustom: tolerant(TypedCustomAttributesSchema, 'typedCustom'),
  ...measurements,
  variants: z._default(tolerantArray(VariantSchema, 'variants', MAX_VARIANTS), []),
});

/**
 * One product card: `products[0]` is the main product, the rest are its siblings. A group whose
 * products are all invalid is itself invalid (and so dropped by the list holding it).
 */
export const ProductGroupSchema = z.object({
  key: key(),
  products: tolerantArray(ProductSchema, 'products', MAX_GROUP_PRODUCTS).check(
    z.minLength(1, 'a product group needs at least one valid product'),
  ),
  remaining: z._default(wholeNumber('floor').check(z.nonnegative()), 0),
});

export type Price = z.output<typeof PriceSchema>;
export type Measurement = z.output<typeof MeasurementSchema>;
export type CustomAttribute = z.output<typeof CustomAttributeSchema>;
export type TypedCustomAttributes = z.output<typeof TypedCustomAttributesSchema>;
export type BadgeTheme = (typeof BADGE_THEMES)[number];
export type ProductBadge = z.output<typeof ProductBadgeSchema>;
export type Badges = z.output<typeof BadgesSchema>;
export type Source = z.output<typeof SourceSchema>;
export type Image = z.output<typeof ImageSchema>;
export type ImageEffect = (typeof IMAGE_EFFECTS)[number];
export type ImageInfo = z.output<typeof ImageInfoSchema>;
export type SwatchType = (typeof SWATCH_TYPES)[number];
export type Swatch = z.output<typeof SwatchSchema>;
export type VariantAvailabilityInfo = z.output<typeof VariantAvailabilityInfoSchema>;
export type CustomPrice = z.output<typeof CustomPriceSchema>;
export type Variant = z.output<typeof VariantSchema>;
export type Product = z.output<typeof ProductSchema>;
export type ProductGroup = z.output<typeof ProductGroupSchema>;
/** What the reference server and tests write: the wire shape, before defaults apply. */
export type ProductGroupInput = z.input<typeof ProductGroupSchema>;
export type ProductInput = z.input<typeof ProductSchema>;
export type VariantInput = z.input<typeof VariantSchema>;
