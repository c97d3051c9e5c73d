/**
 * `<sf-back-in-stock>` for React: `SfBackInStock` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-back-in-stock>` and no other element.
 */
import { SfBackInStock as ElementClass } from '../elements/sf-back-in-stock/sf-back-in-stock.ts';
import { wrap, events, queryEvents } from './wrap.ts';

export const SfBackInStock = wrap('sf-back-in-stock', ElementClass, 'SfBackInStock', {
  ...queryEvents,
  ...events('sf-back-in-stock-remove'),
});
