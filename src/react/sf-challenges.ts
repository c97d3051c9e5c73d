/**
 * `<sf-challenges>` for React: `SfChallenges` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-challenges>` and no other element.
 */
import { SfChallenges as ElementClass } from '../elements/sf-challenges/sf-challenges.ts';
import { wrap, events, queryEvents } from './wrap.ts';

export const SfChallenges = wrap('sf-challenges', ElementClass, 'SfChallenges', {
  ...queryEvents,
  ...events('sf-challenge-join'),
});
