/**
 * `<sf-product-page>` for React: `SfProductPage` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-product-page>` and no other element.
 */
import { SfProductPage as ElementClass } from '../elements/sf-product-page/sf-product-page.ts';
import { wrap, productEvents, queryEvents } from './wrap.ts';

export const SfProductPage = wrap('sf-product-page', ElementClass, 'SfProductPage', {
  ...queryEvents,
  ...productEvents,
});
