/**
 * The words elements show, in English; the other languages are in `src/i18n/locales/`, picked by
 * the element's `locale`. Shops override any of them with the `strings` property of an element or
 * of `<sf-storefront>` (nearest wins, per string); functions receive the values they interpolate.
 * Storefront and account strings are separate tables so the storefront bundle carries no account
 * words.
 */
import type { Formatting } from '../i18n/format.ts';
import { humanise } from '../i18n/humanise.ts';

export { humanise };

/** The storefront elements' words. */
export interface StorefrontStrings {
  addToCart: string;
  outOfStock: string;
  inStock: string;
  sponsored: string;
  /** Prefix of a price range: "from 199 kr". */
  priceFrom: string;
  /** Accessible name of the original price of a product on sale. */
  listPrice: string;
  /** Accessible name of the current price. */
  sellingPrice: string;
  rating: (rating: number) => string;
  /** "+3": siblings of a group left out of the response. */
  moreProducts: (count: number) => string;
  moreProductsLabel: (count: number) => string;
  showMore: string;
  previous: string;
  next: string;
  carousel: (label: string) => string;
  slide: (position: number, total: number) => string;
  /** What a screen reader calls a carousel and each of its slides (`aria-roledescription`). */
  carouselRole: string;
  slideRole: string;
  size: string;
  chooseSize: string;
  quantity: string;
  availability: string;
  online: string;
  store: (key: string) => string;
  stock: (count: number) => string;
  description: string;
  specifications: string;
  colours: string;
  image: (position: number, total: number) => string;
  empty: string;
  error: string;
  loading: string;
  winners: (brands: string) => string;
  /** Name of a measurement row, from its member: `weight` → "Weight". */
  measurement: (name: 'depth' | 'height' | 'length' | 'volume' | 'weight' | 'width') => string;
  /** Name of a custom attribute row, from its key: `recycledShare` → "Recycled share". */
  attribute: (key: string) => string;
  /** Label of a custom price, from its id: `member` → "Member". */
  customPrice: (id: string) => string;
  /** Heading of the custom attributes on the product detail. */
  attributes: string;
  /** Heading of the measurements on the product detail. */
  measurements: string;
  /** Accessible name of the image thumbnails on the product detail. */
  thumbnails: string;
  /** Text alternative of the placeholder drawn for a product without a usable image. */
  noImage: string;
  /**
   * `alt` of a gallery image whose feed alt text (or the product name) is shared with its other
   * images: "Trail jacket, navy, image 2 of 4".
   */
  imageAlt: (alt: string, position: number, total: number) => string;
  /**
   * Accessible name of a linked banner image whose link names nothing to go to ("Campaign 1 of
   * 2"); see `bannerDestination`.
   */
  bannerLink: (position: number, total: number) => string;
  /**
   * Accessible name of a linked banner image, from where it leads (the link's last path segment,
   * humanised: ".../t-shirts" → "Campaign: T shirts").
   */
  bannerDestination: (destination: string) => string;
  /** Accessible name of a banner of several images (a carousel with previous/next and "2 of 3"). */
  bannerCarousel: string;
  /** `alt` of a banner image that is not a link. */
  bannerImage: (position: number, total: number) => string;
  /** Accessible name of a card's quick add-to-cart button ("Add to cart: Trail jacket"). */
  quickAdd: (name: string) => string;
  /** Accessible name of a card's size select. */
  quickAddSize: (name: string) => string;
  /** Accessible name of a favourite toggle (`aria-pressed` tells its state). */
  favorite: (name: string) => string;
  /** Accessible name of `<sf-navigation>`'s `<nav>` when it has no `label` ("Main" navigation). */
  navigationLabel: string;
  /** The button that shows and hides the whole navigation on narrow viewports. */
  navigationMenu: string;
  /** The parent's own link, first in its submenu ("All Clothing"). */
  navigationOverview: (title: string) => string;
  /** Accessible name of the button that opens a nested submenu next to its link. */
  navigationSubmenu: (title: string) => string;
  /** `<sf-navigation>` has no nodes to show. */
  navigationEmpty: string;
  /** `<sf-navigation>` could not load or read its navigation. */
  navigationError: string;
}

/** The account elements' words (contact engagement). Dates and amounts arrive already formatted. */
export interface AccountStrings {
  /** Any account element without a signed-in contact (the proxy answered 401). */
  engageSignIn: string;
  /** Any account element whose data could not be loaded. */
  engageError: string;
  /** Accessible name of an account element's placeholder while it loads. */
  engageLoading: string;
  challengesHeading: string;
  challengesEmpty: string;
  /** Heading of the challenges the contact may join. */
  challengesAvailable: string;
  /** Text of a challenge's progress bar: "3 of 5 checkpoints". */
  challengeProgress: (completed: number, required: number) => string;
  /** A challenge's period; `end` is undefined for an open-ended challenge. */
  challengePeriod: (start: string, end: string | undefined) => string;
  challengeCompleted: (date: string | undefined) => string;
  /** How many checkpoints a joinable challenge needs: "5 checkpoints". */
  challengeRequired: (required: number) => string;
  /**
   * Label of the checkbox that must be checked before joining; `terms`: whether the consent
   * texts the challenge asks agreement to are shown above it.
   */
  challengeConsent: (name: string, terms: boolean) => string;
  /** Visible text of the join button; the challenge's name follows for assistive technology. */
  challengeJoin: string;
  challengeJoined: (name: string) => string;
  challengeJoinFailed: (name: string) => string;
  achievementsHeading: string;
  achievementsEmpty: string;
  achievementDate: (date: string) => string;
  purchaseSummaryHeading: string;
  /** No purchase summary calculated for the contact yet (404 RetailKpiNotCalculated). */
  purchaseSummaryEmpty: string;
  purchasePeriod: (period: 'all' | 'year' | 'twoYears') => string;
  purchaseMetric: (metric: 'amount' | 'count' | 'average' | 'frequency') => string;
  purchaseUpdated: (date: string) => string;
  purchaseLatest: (date: string) => string;
  consentsHeading: string;
  consentsEmpty: string;
  /** A consent the signed-in contact has given (where the shop's proxy knows its state). */
  consentGiven: string;
  /** A consent the signed-in contact has not given. */
  consentNotGiven: string;
  npsHeading: string;
  /** Legend of the NPS grade picker. */
  npsQuestion: string;
  /** What the ends of the 1–10 scale mean. */
  npsScale: (low: number, high: number) => string;
  npsSubmit: string;
  npsThanks: string;
  npsFailed: string;
  unsubscribeHeading: (channel: 'email' | 'sms') => string;
  unsubscribePrompt: (channel: 'email' | 'sms') => string;
  unsubscribeConfirm: string;
  unsubscribeDone: (channel: 'email' | 'sms') => string;
  unsubscribeFailed: string;
  /**
   * The message of `message-id` is not among those the service lists for the contact (older than
   * about three months, or not theirs): asks whether to unsubscribe from the channel anyway.
   */
  unsubscribeMessageNotFound: (channel: 'email' | 'sms') => string;
  backInStockHeading: string;
  backInStockEmpty: string;
  backInStockSku: (sku: string) => string;
  backInStockCreated: (date: string) => string;
  /** Visible text of a remove button; the SKU follows for assistive technology. */
  backInStockRemove: string;
  backInStockRemoved: (sku: string) => string;
  backInStockRemoveFailed: (sku: string) => string;
}

/** Every string of every element. */
export type SfStrings = StorefrontStrings & AccountStrings;

/** The words of `<sf-product-page>`'s detail: registered with it (src/templates/detail/english.ts). */
export type DetailStringKey =
  | 'inStock'
  | 'size'
  | 'quantity'
  | 'availability'
  | 'online'
  | 'store'
  | 'stock'
  | 'description'
  | 'specifications'
  | 'image'
  | 'measurement'
  | 'attribute'
  | 'customPrice'
  | 'attributes'
  | 'measurements'
  | 'thumbnails'
  | 'imageAlt';

/** The words of `<sf-sponsored-page>`'s banners: registered with it (banner.english.ts). */
export type BannerStringKey = 'bannerLink' | 'bannerImage' | 'bannerDestination' | 'bannerCarousel';

/** The words of `<sf-navigation>`: registered with it (navigation.english.ts). */
export type NavigationStringKey =
  | 'navigationLabel'
  | 'navigationMenu'
  | 'navigationOverview'
  | 'navigationSubmenu'
  | 'navigationEmpty'
  | 'navigationError';

/**
 * The words of cards and lists, which every storefront page shows: the strings a card template
 * (`renderCard`) is given always hold these. The words of the detail, banners and navigation are
 * there once their element is defined on the page (each registers its own English).
 */
export type CardStrings = Omit<
  StorefrontStrings,
  DetailStringKey | BannerStringKey | NavigationStringKey
>;

/**
 * English card and list strings for a locale's formatting (numbers, plural forms): the table
 * every storefront element registers (src/i18n/storefront.ts).
 */
export const englishCard = (f: Formatting): CardStrings => ({
  addToCart: 'Add to cart',
  outOfStock: 'Out of stock',
  sponsored: 'Sponsored',
  priceFrom: 'from',
  listPrice: 'Original price',
  sellingPrice: 'Price',
  rating: (rating) =>
    `Rated ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} out of 5`,
  moreProducts: (count) => `+${count}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# more variant', other: '# more variants' }),
  showMore: 'Show more',
  previous: 'Previous',
  next: 'Next',
  carousel: (label) => label,
  slide: (position, total) => `${position} of ${total}`,
  carouselRole: 'carousel',
  slideRole: 'slide',
  chooseSize: 'Choose a size',
  colours: 'Other colours',
  empty: 'No products to show.',
  error: 'Products could not be loaded.',
  loading: 'Loading products',
  winners: (brands) => `Sponsored by ${brands}`,
  noImage: 'No image available',
  quickAdd: (name) => (name ? `Add to cart: ${name}` : 'Add to cart'),
  quickAddSize: (name) => (name ? `Size: ${name}` : 'Size'),
  favorite: (name) => (name ? `Favourite: ${name}` : 'Favourite'),
});
