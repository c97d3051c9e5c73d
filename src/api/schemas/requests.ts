/**
 * What the storefront sends: query-parameter enums, request bodies (product-discovery-api.md,
 * "Storefront request bodies", with the members decisions.md fixes) and notification bodies.
 * These are strict: the client refuses to send what the service would reject.
 */
import * as z from 'zod/mini';
import { uniqueMembers } from './tolerant.ts';

import {
  ALGORITHMS,
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  VISUALIZATIONS,
  LIST_ID_PATTERN,
  MAX_CART_ITEMS,
  MAX_LIST_LIMIT,
  MAX_RECOMMENDATION_LISTS,
  type NotificationName,
} from './enums.ts';

// The enums and limits live in a zod-free module (enums.ts) so that code needing only them (the
// card, the notifier) does not carry zod into the browser; they are re-exported from here.
export * from './enums.ts';

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

/**
 * The deprecated `productFilter` of a list (the contract's ProductFilter, "likely to be removed";
 * `productRules` replaces it): per attribute a value, several (any of them), or a range
 * `{min, max}`. The official client still sends it, so the service takes it. Its values are not
 * described here (the browser's validator has no unions): the reference server checks them
 * (src/reference/storefront.ts, `filterRules`).
 */
export const ProductFilterSchema = z.record(z.string(), z.unknown());

/**
 * decisions.md fixes the members' types, bounds and required flags. `algorithm` may be left out,
 * as the official client's request lists may (the service then uses its default; `<sf-rec-list>`
 * still asks for one).
 */
export const RecListRequestSettingsSchema = z.strictObject({
  id: z.string().check(z.regex(LIST_ID_PATTERN)),
  algorithm: z.optional(AlgorithmSchema),
  label: z.optional(z.string()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIST_LIMIT))),
  params: z.optional(RequestParamsSchema),
  productRules: z.optional(z.string()),
  /** @deprecated Use `productRules`. */
  productFilter: z.optional(ProductFilterSchema),
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
  .check(uniqueMembers('recommendationLists', 'id', 'recommendation list ids must be unique'));

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

export type RequestParams = z.output<typeof RequestParamsSchema>;
export type RecListRequestSettings = z.output<typeof RecListRequestSettingsSchema>;
export type ProductPageRequestSettings = z.output<typeof ProductPageRequestSettingsSchema>;
export type SponsoredPageRequestSettings = z.output<typeof SponsoredPageRequestSettingsSchema>;
export type TicketNotification = z.output<typeof TicketNotificationSchema>;
export type FavoriteNotification = z.output<typeof FavoriteNotificationSchema>;
