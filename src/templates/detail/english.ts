/**
 * The English words of `<sf-product-page>`'s detail, registered by the element
 * (docs/decisions.md, "Lean list: templates, strings and server adoption"): a page without a
 * product page does not carry them.
 */
import type { Formatting } from '../../i18n/format.ts';
import { humanise } from '../../i18n/humanise.ts';
import type { DetailStringKey, StorefrontStrings } from '../strings.ts';

export const englishDetail = (f: Formatting): Pick<StorefrontStrings, DetailStringKey> => ({
  inStock: 'In stock',
  size: 'Size',
  quantity: 'Quantity',
  availability: 'Availability',
  online: 'Online',
  store: (key) => `Store ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} in stock` : 'Out of stock'),
  description: 'Description',
  specifications: 'Specifications',
  image: (position, total) => `Image ${position} of ${total}`,
  measurement: humanise,
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Details',
  measurements: 'Measurements',
  thumbnails: 'Product images',
  imageAlt: (alt, position, total) => `${alt}, image ${position} of ${total}`,
});
