/**
 * `<sf-product-card>` for React: `SfProductCard` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-product-card>` and no other element.
 */
import { SfProductCard as ElementClass } from '../elements/sf-product-card/sf-product-card.ts';
import { wrap, productEvents } from './wrap.ts';

export const SfProductCard = wrap('sf-product-card', ElementClass, 'SfProductCard', productEvents);
