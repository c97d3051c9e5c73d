/**
 * storefront-elements/account: the account-page elements of the contact-engagement (loyalty)
 * service, apart from the storefront bundle. They talk only to the shop's secure proxy
 * (`createEngageProxy`, Node), never to the service: no API key reaches the browser. Built as the
 * single file `dist/account-elements.js` (the script tag, Lit inside) and as `dist/account.js`,
 * one of the package's modules (what `storefront-elements/account` resolves to for bundlers).
 */
export { SfChallenges } from './elements/sf-challenges/sf-challenges.ts';
export type { ChallengesView } from './elements/sf-challenges/sf-challenges.ts';
export { SfAchievements } from './elements/sf-achievements/sf-achievements.ts';
export { SfPurchaseSummary } from './elements/sf-purchase-summary/sf-purchase-summary.ts';
export { SfConsents } from './elements/sf-consents/sf-consents.ts';
export { SfNpsSurvey } from './elements/sf-nps-survey/sf-nps-survey.ts';
export { SfUnsubscribe } from './elements/sf-unsubscribe/sf-unsubscribe.ts';
export { SfBackInStock } from './elements/sf-back-in-stock/sf-back-in-stock.ts';
export type {
  ProductLookup,
  ProductSummary,
} from './elements/sf-back-in-stock/sf-back-in-stock.ts';
export * from './api/engage-client.ts';
export { loadStrings } from './i18n/registry.ts';
export { LANGUAGES, type Language } from './i18n/languages.ts';
export type { AccountStrings } from './templates/strings.ts';
