/**
 * `<sf-storefront>` for React: `SfStorefront` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-storefront>` and no other element.
 */
import { SfStorefront as ElementClass } from '../elements/sf-storefront/sf-storefront.ts';
import { wrap, events } from './wrap.ts';

/** `<sf-storefront>`: events of every element inside bubble to it, so each may be listened to here. */
export const SfStorefront = wrap(
  'sf-storefront',
  ElementClass,
  'SfStorefront',
  events(
    'sf-load',
    'sf-error',
    'sf-product-click',
    'sf-add-to-cart',
    'sf-favorite',
    'sf-banner-click',
    'sf-navigate',
    'sf-challenge-join',
    'sf-nps-submit',
    'sf-unsubscribe',
    'sf-back-in-stock-remove',
  ),
);
