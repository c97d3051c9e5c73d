/**
 * `<sf-sponsored-page>` for React: `SfSponsoredPage` of `storefront-elements/react`, alone.
 * Importing this module defines `<sf-sponsored-page>` and no other element.
 */
import { SfSponsoredPage as ElementClass } from '../elements/sf-sponsored-page/sf-sponsored-page.ts';
import { wrap, events, productEvents, queryEvents } from './wrap.ts';

export const SfSponsoredPage = wrap('sf-sponsored-page', ElementClass, 'SfSponsoredPage', {
  ...queryEvents,
  ...productEvents,
  ...events('sf-banner-click'),
});
