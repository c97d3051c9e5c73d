/**
 * What the storefront sends: query-parameter enums, request bodies (product-discovery-api.md,
 * "Storefront request bodies", with the members decisions.md fixes) and notification bodies.
 * These are strict: the client refuses to send what the service would reject.
 */
import * as z from 'zod/mini';

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

export const AlgorithmSchema = z.enum(ALGORITHMS);
export const VisualizationSchema = z.enum(VISUALIZATIONS);
export const TouchpointSchema = z.enum(TOUCHPOINTS);
export const UserContextSchema = z.enum(USER_CONTEXTS);
export const ChannelSchema = z.enum(CHANNELS);
export const ViewIdSchema = z.enum(VIEW_IDS);

/** `params` of a recommendation list: the cart and the base product of the algorithm. */
export const RequestParamsSchema = z.strictObject({
  cart: z.optional(z.array(z.string().check(z.minLength(1))).check(z.maxLength(MAX_CART_ITEMS))),
  productKey: z.optional(z.string().check(z.minLength(1))),
});

/** decisions.md fixes the members' types, bounds and required flags. */
export const RecListRequestSettingsSchema = z.strictObject({
  id: z.string().check(z.regex(LIST_ID_PATTERN)),
  algorithm: AlgorithmSchema,
  label: z.optional(z.string()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIST_LIMIT))),
  params: z.optional(RequestParamsSchema),
  productRules: z.optional(z.string()),
  showMoreLink: z.optional(z.string()),
  sponsoredPositions: z.optional(z.array(z.int().check(z.nonnegative()))),
  visualization: z.optional(VisualizationSchema),
});

export const ProductPageRequestSettingsSchema = z
  .strictObject({
    catalogEntitlement: z.optional(z.string()),
    productGroup: z.optional(z.strictObject({ include: z.optional(z.boolean()) })),
    recommendationLists: z.optional(
      z.array(RecListRequestSettingsSchema).check(z.maxLength(MAX_RECOMMENDATION_LISTS)),
    ),
  })
  .check(
    z.refine(
      (body) => {
        const ids = (body.recommendationLists ?? []).map((list) => list.id);
        return new Set(ids).size === ids.length;
      },
      { message: 'recommendation list ids must be unique', path: ['recommendationLists'] },
    ),
  );

export const SponsoredPageRequestSettingsSchema = z.strictObject({
  catalogEntitlement: z.optional(z.string()),
});

const ticket = z.string().check(z.minLength(1));

/** Body of `click`, `add-to-cart` and `ad-impression` notifications. */
export const TicketNotificationSchema = z.strictObject({ ticket });

/** Body of `add-favorite` and `remove-favorite`: a product key or a variant key. */
export const FavoriteNotificationSchema = z.union([
  z.strictObject({ productKey: z.string().check(z.minLength(1)) }),
  z.strictObject({ variantKey: z.string().check(z.minLength(1)) }),
]);

/**
 * Body of `remove-recently-viewed`: product keys, or all of them. The contract only names the six
 * notifications above it; the official client also sends this one and `remove-recent-searches`
 * (docs/decisions.md, "Official client and our schemas").
 */
export const RemoveRecentlyViewedNotificationSchema = z.union([
  z.strictObject({ productKeys: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  z.strictObject({ removeAll: z.literal(true) }),
]);

/** Body of `remove-recent-searches`: search phrases, or all of them. */
export const RemoveRecentSearchesNotificationSchema = z.union([
  z.strictObject({ phrases: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  z.strictObject({ removeAll: z.literal(true) }),
]);

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

/** Each notification endpoint with the body it takes (`end` takes none). */
export const NotificationBodySchemas = {
  click: TicketNotificationSchema,
  'add-to-cart': TicketNotificationSchema,
  'ad-impression': TicketNotificationSchema,
  'add-favorite': FavoriteNotificationSchema,
  'remove-favorite': FavoriteNotificationSchema,
  'remove-recently-viewed': RemoveRecentlyViewedNotificationSchema,
  'remove-recent-searches': RemoveRecentSearchesNotificationSchema,
  end: null,
} as const satisfies Record<NotificationName, z.ZodMiniType | null>;

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
export type RequestParams = z.output<typeof RequestParamsSchema>;
export type RecListRequestSettings = z.output<typeof RecListRequestSettingsSchema>;
export type ProductPageRequestSettings = z.output<typeof ProductPageRequestSettingsSchema>;
export type SponsoredPageRequestSettings = z.output<typeof SponsoredPageRequestSettingsSchema>;
export type TicketNotification = z.output<typeof TicketNotificationSchema>;
export type FavoriteNotification = z.output<typeof FavoriteNotificationSchema>;
