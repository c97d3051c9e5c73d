/** The English words of `<sf-navigation>`, registered by the element. */
import type { NavigationStringKey, StorefrontStrings } from './strings.ts';

export const englishNavigation = (): Pick<StorefrontStrings, NavigationStringKey> => ({
  navigationLabel: 'Main',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `All ${title}`,
  navigationSubmenu: (title) => `${title}: more pages`,
  navigationEmpty: 'No pages to show.',
  navigationError: 'The menu could not be loaded.',
});
