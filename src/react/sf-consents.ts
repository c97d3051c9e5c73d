/**
 * `<sf-consents>` for React: `SfConsents` of `storefront-elements/react`, alone. Importing this
 * module defines `<sf-consents>` and no other element.
 */
import { SfConsents as ElementClass } from '../elements/sf-consents/sf-consents.ts';
import { wrap, queryEvents } from './wrap.ts';

export const SfConsents = wrap('sf-consents', ElementClass, 'SfConsents', queryEvents);
