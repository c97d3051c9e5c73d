/**
 * `<sf-purchase-summary>` for React: `SfPurchaseSummary` of `storefront-elements/react`, alone.
 * Importing this module defines `<sf-purchase-summary>` and no other element.
 */
import { SfPurchaseSummary as ElementClass } from '../elements/sf-purchase-summary/sf-purchase-summary.ts';
import { wrap, queryEvents } from './wrap.ts';

export const SfPurchaseSummary = wrap(
  'sf-purchase-summary',
  ElementClass,
  'SfPurchaseSummary',
  queryEvents,
);
