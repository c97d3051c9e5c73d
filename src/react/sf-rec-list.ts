/**
 * `<sf-rec-list>` for React: `SfRecList` of `storefront-elements/react`, alone. Importing this
 * module defines `<sf-rec-list>` and no other element.
 */
import { SfRecList as ElementClass } from '../elements/sf-rec-list/sf-rec-list.ts';
import { wrap, productEvents, queryEvents } from './wrap.ts';

export const SfRecList = wrap('sf-rec-list', ElementClass, 'SfRecList', {
  ...queryEvents,
  ...productEvents,
});
