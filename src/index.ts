/**
 * storefront-elements: embeddable storefront web components for a product-discovery service.
 * This entry point holds everything a shop's page needs (every element, defined on import, the
 * templates a custom card builds on, and the query client); Node-only code (admin and contact
 * clients, the reference server) is never part of it. Built as the single file
 * `dist/storefront-elements.js`.
 */
export * from './api/index.ts';
export { SfElement, define } from './elements/base.ts';
export type * from './events.ts';
export { SfStorefront } from './elements/sf-storefront/sf-storefront.ts';
export { SfProductCard } from './elements/sf-product-card/sf-product-card.ts';
export { SfRecList } from './elements/sf-rec-list/sf-rec-list.ts';
export { SfProductPage } from './elements/sf-product-page/sf-product-page.ts';
export { SfSponsoredPage } from './elements/sf-sponsored-page/sf-sponsored-page.ts';
export type { SfBannerClickDetail } from './elements/sf-sponsored-page/sf-sponsored-page.ts';
export { SfNavigation, defaultPagePath } from './elements/sf-navigation/sf-navigation.ts';
export type { SfNavigateDetail, NavigationItem } from './elements/sf-navigation/sf-navigation.ts';
export { renderNavigationItem } from './templates/navigation.ts';
export type { NavigationItemContext, RenderNavigationItem } from './templates/navigation.ts';
export { renderProductCard, renderCardSkeleton } from './templates/card.ts';
export { loadCardExtras } from './elements/card-actions.ts';
export type { CardContext, RenderCard } from './templates/card.ts';
export type { ListCardContext, RenderListCard } from './templates/list.ts';
export { DEFAULT_STRINGS } from './templates/english.ts';
export type {
  SfStrings,
  StorefrontStrings,
  CardStrings,
  AccountStrings,
} from './templates/strings.ts';
export { loadStrings } from './i18n/registry.ts';
export { LANGUAGES, type Language } from './i18n/languages.ts';
export { safeHref, safeSrc, srcset } from './templates/url.ts';
// What a custom card (`renderCard`) is written with: a shop with only the script tag has no Lit
// of its own. The bundle holds Lit already, so these cost only their names.
export { html, svg, nothing, type TemplateResult } from 'lit';
export {
  notify,
  createNotifier,
  trackViewability,
  type Notifier,
  type NotificationSession,
  type FavoriteKey,
  reset,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
  SESSION_STORAGE_KEY,
  type SessionKeys,
  type VisitorSession,
} from './notify/index.ts';
