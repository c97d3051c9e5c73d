/**
 * storefront-elements/react: a React component per element, made with `@lit/react`'s
 * `createComponent`. Importing this module defines every element (storefront and account);
 * `storefront-elements/react/<tag>.js` is one component alone, defining only its element.
 *
 * - Properties of the element (`productKey`, `includeProductGroup`, `list`, `renderCard`,
 *   `productGroup`, `strings`, …) are set as properties, so objects and functions pass through
 *   as they are.
 * - Configuration attributes that have no property (`market`, `locale`, `currency`, `api-base`,
 *   `engage-base`, …) are written as attributes: kebab-case props, exactly as in HTML.
 * - Events are `on` + the event name in camel case (`onSfProductClick` for `sf-product-click`),
 *   each typed with its `CustomEvent` detail from the event maps.
 *
 * React, react-dom and `@lit/react` are optional peer dependencies: only this entry point needs them.
 */
export { SfStorefront } from './sf-storefront.ts';
export { SfProductPage } from './sf-product-page.ts';
export { SfRecList } from './sf-rec-list.ts';
export { SfSponsoredPage } from './sf-sponsored-page.ts';
export { SfProductCard } from './sf-product-card.ts';
export { SfNavigation } from './sf-navigation.ts';
export { SfChallenges } from './sf-challenges.ts';
export { SfAchievements } from './sf-achievements.ts';
export { SfPurchaseSummary } from './sf-purchase-summary.ts';
export { SfConsents } from './sf-consents.ts';
export { SfNpsSurvey } from './sf-nps-survey.ts';
export { SfUnsubscribe } from './sf-unsubscribe.ts';
export { SfBackInStock } from './sf-back-in-stock.ts';
export type { SfAllEventMap, SfReactComponent } from './wrap.ts';
export type { SfConfigAttributes } from '../types/attributes.ts';
export type * from '../events.ts';
