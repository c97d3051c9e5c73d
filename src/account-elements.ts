/**
 * The account page's one script tag, `dist/account-elements.js` (vite.config.ts
 * `account-bundle`): defines the seven account elements and exports their classes, as the
 * storefront's script tag (src/autoloader.ts) exports only what a page with that tag needs.
 * The proxy client, the strings' loader and the rest of `storefront-elements/account` are the
 * package's module for bundlers (src/account.ts, `dist/account.js`); here they are only what the
 * elements use, so what a page never calls (the write routes, run by the actions' chunk after a
 * contact acts) is not in what it loads first.
 */
export { SfChallenges } from './elements/sf-challenges/sf-challenges.ts';
export { SfAchievements } from './elements/sf-achievements/sf-achievements.ts';
export { SfPurchaseSummary } from './elements/sf-purchase-summary/sf-purchase-summary.ts';
export { SfConsents } from './elements/sf-consents/sf-consents.ts';
export { SfNpsSurvey } from './elements/sf-nps-survey/sf-nps-survey.ts';
export { SfUnsubscribe } from './elements/sf-unsubscribe/sf-unsubscribe.ts';
export { SfBackInStock } from './elements/sf-back-in-stock/sf-back-in-stock.ts';
