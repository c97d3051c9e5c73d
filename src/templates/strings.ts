/**
 * The words elements show. Shops localise them with the `strings` property of an element or of
 * `<sf-storefront>` (nearest wins, per string); functions receive the values they interpolate.
 */
export interface SfStrings {
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
  /** Accessible name of a linked banner image ("Campaign 1 of 2"). */
  bannerLink: (position: number, total: number) => string;
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

/** `recycledShare`, `package_length` → "Recycled share", "Package length". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const DEFAULT_STRINGS: SfStrings = {
  addToCart: 'Add to cart',
  outOfStock: 'Out of stock',
  inStock: 'In stock',
  sponsored: 'Sponsored',
  priceFrom: 'from',
  listPrice: 'Original price',
  sellingPrice: 'Price',
  rating: (rating) => `Rated ${rating.toFixed(1)} out of 5`,
  moreProducts: (count) => `+${count}`,
  moreProductsLabel: (count) => `${count} more variants`,
  showMore: 'Show more',
  previous: 'Previous',
  next: 'Next',
  carousel: (label) => label,
  slide: (position, total) => `${position} of ${total}`,
  size: 'Size',
  chooseSize: 'Choose a size',
  quantity: 'Quantity',
  availability: 'Availability',
  online: 'Online',
  store: (key) => `Store ${key}`,
  stock: (count) => (count > 0 ? `${count} in stock` : 'Out of stock'),
  description: 'Description',
  specifications: 'Specifications',
  colours: 'Other colours',
  image: (position, total) => `Image ${position} of ${total}`,
  empty: 'No products to show.',
  error: 'Products could not be loaded.',
  loading: 'Loading products',
  winners: (brands) => `Sponsored by ${brands}`,
  measurement: humanise,
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Details',
  measurements: 'Measurements',
  thumbnails: 'Product images',
  bannerLink: (position, total) => (total > 1 ? `Campaign ${position} of ${total}` : 'Campaign'),
  bannerImage: (position, total) =>
    total > 1 ? `Campaign image ${position} of ${total}` : 'Campaign image',
  quickAdd: (name) => (name ? `Add to cart: ${name}` : 'Add to cart'),
  quickAddSize: (name) => (name ? `Size: ${name}` : 'Size'),
  favorite: (name) => (name ? `Favourite: ${name}` : 'Favourite'),
  navigationLabel: 'Main',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `All ${title}`,
  navigationSubmenu: (title) => `${title}: more pages`,
  navigationEmpty: 'No pages to show.',
  navigationError: 'The menu could not be loaded.',
};
