/**
 * `<sf-unsubscribe>` for React: `SfUnsubscribe` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-unsubscribe>` and no other element.
 */
import { SfUnsubscribe as ElementClass } from '../elements/sf-unsubscribe/sf-unsubscribe.ts';
import { wrap, events, queryEvents } from './wrap.ts';

export const SfUnsubscribe = wrap('sf-unsubscribe', ElementClass, 'SfUnsubscribe', {
  ...queryEvents,
  ...events('sf-unsubscribe'),
});
