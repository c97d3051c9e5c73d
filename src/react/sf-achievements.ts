/**
 * `<sf-achievements>` for React: `SfAchievements` of `storefront-elements/react`, alone. Importing
 * this module defines `<sf-achievements>` and no other element.
 */
import { SfAchievements as ElementClass } from '../elements/sf-achievements/sf-achievements.ts';
import { wrap, queryEvents } from './wrap.ts';

export const SfAchievements = wrap('sf-achievements', ElementClass, 'SfAchievements', queryEvents);
