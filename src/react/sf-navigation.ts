/**
 * `<sf-navigation>` for React: `SfNavigation` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-navigation>` and no other element.
 */
import { SfNavigation as ElementClass } from '../elements/sf-navigation/sf-navigation.ts';
import { wrap, events, queryEvents } from './wrap.ts';

export const SfNavigation = wrap('sf-navigation', ElementClass, 'SfNavigation', {
  ...queryEvents,
  ...events('sf-navigate'),
});
