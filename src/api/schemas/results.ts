/**
 * Storefront query results: the sponsored-page result (S1) and the product-page result (S2).
 * Lists, groups and banners are parsed tolerantly: an invalid one is dropped and reported.
 */
import * as z from 'zod/mini';
import { ProductGroupSchema, webLink, webUrl } from './product.ts';
import {
  MAX_TEXT_LENGTH,
  clipped,
  openEnum,
  opt,
  tolerant,
  tolerantArray,
  wholeNumber,
} from './tolerant.ts';
import {
  ALGORITHMS,
  MAX_LIST_LIMIT,
  MAX_PAGE_BANNERS,
  MAX_RECOMMENDATION_LISTS,
  MAX_SPONSORED_LISTS,
  VISUALIZATIONS,
} from './requests.ts';
import { MAX_IMAGES } from './product.ts';

/** A banner image: `ticket` is sent in a click notification when the banner is clicked. */
export const BannerImageSchema = z.object({
  url: webUrl().check(z.minLength(1)),
  link: webLink('link'),
  ticket: z.string().check(z.minLength(1)),
});

/** decisions.md: `id` string, `height` and `width` integers (pixels), `images` array. */
export const BannerSchema = z.object({
  id: z.string(),
  height: wholeNumber().check(z.nonnegative()),
  width: wholeNumber().check(z.nonnegative()),
  images: tolerantArray(BannerImageSchema, 'images', MAX_IMAGES),
});

const listMembers = {
  id: z.string(),
  /** Left out (reported) when it is no text: the list stays (audit s38a D5). */
  label: tolerant(clipped(MAX_TEXT_LENGTH), 'label'),
  /**
   * Public: every response list carries the algorithm it was answered with (an app setting may
   * change it). A value this library does not know yet is kept as it came.
   */
  algorithm: openEnum(ALGORITHMS, 'algorithm'),
  /** More than a list's `limit` is never shown, so never read (the client passes the limit). */
  productGroups: z._default(tolerantArray(ProductGroupSchema, 'productGroups', MAX_LIST_LIMIT), []),
  showMoreLink: webLink('showMoreLink'),
  /** Absent, or no boolean (reported: audit s38a D5), the list shows. */
  visible: z._default(tolerant(z.boolean(), 'visible'), true),
  /** An unknown visualization is rendered as the carousel. */
  visualization: z._default(openEnum(VISUALIZATIONS, 'visualization', 'CAROUSEL'), 'CAROUSEL'),
};

export const RecommendationProductListSchema = z.object(listMembers);

export const SponsoredProductListSchema = z.object({
  ...listMembers,
  /** Sent in an ad-impression notification when the list has been seen. */
  impressionTicket: opt(z.string()),
  /** Brands that won the bidding. */
  winners: z._default(tolerantArray(clipped(MAX_TEXT_LENGTH), 'winners', MAX_SPONSORED_LISTS), []),
});

export const SponsoredPageResultSchema = z.object({
  banners: z._default(tolerantArray(BannerSchema, 'banners', MAX_PAGE_BANNERS), []),
  sponsoredLists: z._default(
    tolerantArray(SponsoredProductListSchema, 'sponsoredLists', MAX_SPONSORED_LISTS),
    [],
  ),
});

export const ProductPageResultSchema = z.object({
  /** Present when the request asked for it (`productGroup.include`). */
  productGroup: tolerant(ProductGroupSchema, 'productGroup'),
  recommendationLists: z._default(
    tolerantArray(RecommendationProductListSchema, 'recommendationLists', MAX_RECOMMENDATION_LISTS),
    [],
  ),
  /**
   * Variant key to ticket, returned only when the product group was not requested. A map that is
   * not one of strings is dropped and reported, as any other part: the lists stay (shop audit
   * s31 D4).
   */
  tickets: tolerant(z.record(z.string(), z.string()), 'tickets'),
});

export type BannerImage = z.output<typeof BannerImageSchema>;
export type Banner = z.output<typeof BannerSchema>;
export type RecommendationProductList = z.output<typeof RecommendationProductListSchema>;
export type SponsoredProductList = z.output<typeof SponsoredProductListSchema>;
export type SponsoredPageResult = z.output<typeof SponsoredPageResultSchema>;
export type ProductPageResult = z.output<typeof ProductPageResultSchema>;
export type SponsoredPageResultInput = z.input<typeof SponsoredPageResultSchema>;
export type ProductPageResultInput = z.input<typeof ProductPageResultSchema>;
export type BannerInput = z.input<typeof BannerSchema>;
