/**
 * Query-parameter enums, notification names and request limits of the storefront API
 * (product-discovery-api.md), without zod: the card and the notifier need only these, and zod/mini
 * costs about 9 kB gzip in a browser bundle. The zod schemas in requests.ts are built from them.
 */
export const ALGORITHMS = [
  'TOP_PRODUCTS',
  'PERSONAL',
  'CART',
  'STYLE_WITH',
  'ALTERNATIVES',
  'UPSELL',
  'NEWEST_PRODUCTS',
  'FAVORITES',
  'MORE_FROM_SERIES',
  'RECENTLY_VIEWED',
  'ADD_TO_CART_RECS',
] as const;
export const VISUALIZATIONS = ['CAROUSEL', 'GRID'] as const;
export const TOUCHPOINTS = ['DESKTOP', 'MOBILE'] as const;
export const USER_CONTEXTS = ['PERSONALIZED', 'UNPERSONALIZED', 'ANONYMOUS', 'SYNTHETIC'] as const;
export const CHANNELS = ['ONLINE', 'STORE'] as const;
export const VIEW_IDS = ['PRODUCTION', 'PREVIEW'] as const;

export const MAX_RECOMMENDATION_LISTS = 10;
/** Product groups of one recommendation or sponsored list (its `limit`: 1 to 100). */
export const MAX_LIST_LIMIT = 100;
/** Banners and sponsored lists of one page. */
export const MAX_PAGE_BANNERS = 10;
export const MAX_SPONSORED_LISTS = 10;
export const MAX_CART_ITEMS = 250;

/** List and banner ids: 1 to 20 letters, digits, `_`, `-`. */
export const LIST_ID_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export const NOTIFICATION_NAMES = [
  'click',
  'add-to-cart',
  'ad-impression',
  'add-favorite',
  'remove-favorite',
  'remove-recently-viewed',
  'remove-recent-searches',
  'end',
] as const;

export type Algorithm = (typeof ALGORITHMS)[number];
export type Visualization = (typeof VISUALIZATIONS)[number];
export type Touchpoint = (typeof TOUCHPOINTS)[number];
export type UserContext = (typeof USER_CONTEXTS)[number];

/**
 * Which visitor keys a user context carries (decisions.md, "Sessions and user context"):
 * `ANONYMOUS` none, `UNPERSONALIZED` the session key only, any other both. The one statement of
 * the rule, for queries and notifications alike.
 */
export function carriedKeys(userContext: UserContext | undefined): {
  customerKey: boolean;
  sessionKey: boolean;
} {
  return {
    customerKey: userContext !== 'ANONYMOUS' && userContext !== 'UNPERSONALIZED',
    sessionKey: userContext !== 'ANONYMOUS',
  };
}
export type Channel = (typeof CHANNELS)[number];
export type ViewId = (typeof VIEW_IDS)[number];
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];
