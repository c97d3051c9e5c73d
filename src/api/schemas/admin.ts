/**
 * Administration resources (product-discovery-api.md, "Resources and their fields", PageContainer
 * to NavigationNode) with every rule and limit of the contract, plus the ones docs/decisions.md
 * ("Page and navigation administration") adds: unique page, list, banner and node ids, `parentId`
 * in the tree, no cycles, one slice type per page, sponsored slices need `limit`, `previewOnly` only
 * with PARTIAL and no removals.
 *
 * Strict: the admin client refuses to send what the service would reject, and an unknown member
 * (usually a typo) is an error. Browser-safe (zod/mini, no Node): `sf-navigation` parses exported
 * navigation with `NavigationContainerSchema`.
 *
 * Cross-member rules run even when members are malformed, so one validation reports every error;
 * they read their input defensively for that reason.
 */
import * as z from 'zod/mini';
import { validateRules } from '../rules.ts';
import {
  ADMIN_LIMITS,
  CATEGORY_SEPARATOR,
  PAGE_ID_PATTERN,
  crossCheck,
  customData,
  int,
  isObject,
  items,
  keyList,
  listId,
  patterned,
  text,
  uniqueIds,
  validate,
  type Loose,
  type ValidateOptions,
  type ValidationResult,
} from './admin-common.ts';

export * from './admin-common.ts';
export * from './navigation.ts';

export const PAGE_CONTAINER_TYPES = ['FULL', 'PARTIAL'] as const;
export const PAGE_REC_LIST_ALGORITHMS = [
  'TOP_PRODUCTS',
  'PERSONAL',
  'NEWEST_PRODUCTS',
  'FAVORITES',
  'RECENTLY_VIEWED',
] as const;
export const SLICE_TYPES = ['SEQUENTIAL', 'POSITIONED'] as const;
export const FACET_SORT_ORDERS = ['RELEVANCE', 'ALPHABETIC', 'NATURAL'] as const;
export const FACET_VISUALIZATIONS = ['RANGE', 'VALUES'] as const;
export const OUTPUT_FILTERS = ['PUBLISHED_ONLY', 'INCLUDE_UNPUBLISHED', 'GENERATED_ONLY'] as const;

/** A product rule expression, checked by the shared parser. */
const rules = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = validateRules(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

export const PageBannerSchema = z.strictObject({
  id: listId,
  type: z.enum(['IMAGE']),
  height: int(),
  width: int(),
});

export const OpenImagePrioritySchema = z.strictObject({
  existsOnServer: z.optional(z.boolean()),
  index: z.optional(int()),
  type: z.optional(z.string()),
});

export const ProductImagesSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  gallerySize: z.optional(int().check(z.minimum(1))),
  hoverEffect: z.optional(z.string()),
  hoverImagePriority: z.optional(z.array(OpenImagePrioritySchema)),
  idleImagePriority: z.optional(z.array(OpenImagePrioritySchema)),
  imageGalleryPriority: z.optional(z.array(OpenImagePrioritySchema)),
  thumbnailPriority: z.optional(z.array(OpenImagePrioritySchema)),
});

export const PersonalizationSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  personalization: z.optional(z.boolean()),
});

export const SortOrderOverrideSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  sortOrders: z.optional(z.array(z.string()).check(z.minLength(1))),
});

export const FacetSettingSchema = z.strictObject({
  attribute: z.string().check(z.minLength(1)),
  sortOrder: z.optional(z.enum(FACET_SORT_ORDERS)),
  unit: z.optional(z.string()),
  useDefaults: z.optional(z.boolean()),
  visualization: z.optional(z.enum(FACET_VISUALIZATIONS)),
});

export const FacetsOverrideSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  facets: z.optional(z.array(FacetSettingSchema)),
  templateId: z.optional(z.string()),
});

export const KeywordsSchema = z.strictObject({
  additional: z.optional(z.record(z.string(), z.array(z.string()))),
  enabled: z.optional(z.boolean()),
  headingAsKeyword: z.optional(z.boolean()),
});

export const PageSliceSchema = z
  .strictObject({
    /** How many products of the slice to show; -1 (the default) means no limit. */
    limit: z.optional(int().check(z.minimum(-1))),
    pinnedProducts: z.optional(keyList(ADMIN_LIMITS.pinnedPerSlice)),
    positions: z.optional(z.array(int().check(z.nonnegative()))),
    productSetId: z.optional(z.string().check(z.minLength(1))),
    sponsored: z.optional(z.boolean()),
    type: z.optional(z.enum(SLICE_TYPES)),
  })
  .check(
    crossCheck((slice, issue) => {
      const type = slice.type ?? 'SEQUENTIAL';
      if (slice.positions !== undefined && type !== 'POSITIONED')
        issue(['positions'], 'is allowed only when type is POSITIONED');
      if (slice.sponsored === true && slice.limit === undefined)
        issue(['limit'], 'is required when sponsored is true');
    }),
  );

export const SliceInfoSchema = z
  .strictObject({
    inherit: z.optional(z.boolean()),
    slices: z.optional(z.array(PageSliceSchema).check(z.maxLength(ADMIN_LIMITS.slicesPerPage))),
  })
  .check(
    crossCheck((info, issue) => {
      const slices = items(info.slices).filter(isObject);
      const typeOf = (slice: Loose) => slice.type ?? 'SEQUENTIAL';
      const first = slices[0];
      if (!first) return;
      items(info.slices).forEach((slice, index) => {
        if (isObject(slice) && typeOf(slice) !== typeOf(first))
          issue(
            ['slices', index, 'type'],
            `all slices of a page must have the same type (the first is ${String(typeOf(first))})`,
          );
      });
    }),
  );

export const PagePrimaryListSchema = z.strictObject({
  blocked: z.optional(keyList()),
  pinned: z.optional(keyList(ADMIN_LIMITS.primaryPinned)),
  facetsOverride: z.optional(FacetsOverrideSchema),
  keywords: z.optional(KeywordsSchema),
  pageSliceInfo: z.optional(SliceInfoSchema),
  personalization: z.optional(PersonalizationSchema),
  productImages: z.optional(ProductImagesSchema),
  restrictChildRules: z.optional(z.boolean()),
  rules: z.optional(rules),
  sortOrderOverride: z.optional(SortOrderOverrideSchema),
});

export const PageRecListSchema = z.strictObject({
  id: listId,
  algorithm: z.optional(z.enum(PAGE_REC_LIST_ALGORITHMS)),
  blocked: z.optional(keyList()),
  pinned: z.optional(keyList()),
  limit: z.optional(int().check(z.minimum(1), z.maximum(ADMIN_LIMITS.listLimit))),
  rules: z.optional(rules),
});

export const PageSponsoredListSchema = z.strictObject({
  id: listId,
  category: z.optional(text(1, ADMIN_LIMITS.categoryLength)),
  limit: z.optional(int().check(z.minimum(1), z.maximum(ADMIN_LIMITS.listLimit))),
});

/** `Women > Shoes > Sneakers`: one to three non-empty levels separated by ` > `. */
const sponsoredCategory = z.string().check(
  z.refine(
    (value) => {
      const levels = value.split(CATEGORY_SEPARATOR);
      return (
        levels.length <= ADMIN_LIMITS.categoryLevels &&
        levels.every((level) => level.trim() !== '' && !level.includes('>'))
      );
    },
    {
      message: `must be a category tree of 1 to ${ADMIN_LIMITS.categoryLevels} levels separated by "${CATEGORY_SEPARATOR}"`,
    },
  ),
);

export const PageSchema = z
  .strictObject({
    id: patterned(1, ADMIN_LIMITS.pageIdLength, PAGE_ID_PATTERN),
    banners: z.optional(z.array(PageBannerSchema).check(z.maxLength(ADMIN_LIMITS.listsPerPage))),
    customData: z.optional(
      z.record(
        z.string(),
        customData(ADMIN_LIMITS.pageCustomDataChars, ADMIN_LIMITS.pageCustomDataKeys),
      ),
    ),
    headings: z.optional(z.record(z.string(), text(0, ADMIN_LIMITS.headingLength))),
    paths: z.optional(z.record(z.string(), z.string())),
    primaryList: z.optional(PagePrimaryListSchema),
    recLists: z.optional(z.array(PageRecListSchema).check(z.maxLength(ADMIN_LIMITS.listsPerPage))),
    sponsoredCategoryOverride: z.optional(z.array(sponsoredCategory)),
    sponsoredLists: z.optional(
      z.array(PageSponsoredListSchema).check(z.maxLength(ADMIN_LIMITS.listsPerPage)),
    ),
  })
  .check(
    crossCheck((page, issue) => {
      uniqueIds(page.banners, 'id', ['banners'], issue);
      uniqueIds(page.recLists, 'id', ['recLists'], issue);
      uniqueIds(page.sponsoredLists, 'id', ['sponsoredLists'], issue);
    }),
  );

export const PageContainerSchema = z
  .strictObject({
    market: text(1, ADMIN_LIMITS.marketLength),
    type: z.enum(PAGE_CONTAINER_TYPES),
    addOrUpdate: z.optional(z.array(PageSchema).check(z.maxLength(ADMIN_LIMITS.pagesPerMarket))),
    previewOnly: z.optional(z.boolean()),
    remove: z.optional(z.array(patterned(1, ADMIN_LIMITS.pageIdLength, PAGE_ID_PATTERN))),
  })
  .check(
    crossCheck((container, issue) => {
      uniqueIds(container.addOrUpdate, 'id', ['addOrUpdate'], issue);
      if (container.previewOnly === true) {
        if (container.type !== 'PARTIAL') issue(['previewOnly'], 'requires type PARTIAL');
        if (items(container.remove).length > 0)
          issue(['remove'], 'is not allowed with previewOnly (only additions and updates)');
      }
    }),
  );

export type PageContainerType = (typeof PAGE_CONTAINER_TYPES)[number];
export type OutputFilter = (typeof OUTPUT_FILTERS)[number];
export type PageContainer = z.output<typeof PageContainerSchema>;
export type Page = z.output<typeof PageSchema>;
export type PageBanner = z.output<typeof PageBannerSchema>;
export type PagePrimaryList = z.output<typeof PagePrimaryListSchema>;
export type PageRecList = z.output<typeof PageRecListSchema>;
export type PageSponsoredList = z.output<typeof PageSponsoredListSchema>;
export type SliceInfo = z.output<typeof SliceInfoSchema>;
export type PageSlice = z.output<typeof PageSliceSchema>;
export type FacetsOverride = z.output<typeof FacetsOverrideSchema>;
export type FacetSetting = z.output<typeof FacetSettingSchema>;
export type Keywords = z.output<typeof KeywordsSchema>;
export type SortOrderOverride = z.output<typeof SortOrderOverrideSchema>;
export type Personalization = z.output<typeof PersonalizationSchema>;
export type ProductImages = z.output<typeof ProductImagesSchema>;
export type OpenImagePriority = z.output<typeof OpenImagePrioritySchema>;

export function validatePageContainer(
  value: unknown,
  options?: ValidateOptions,
): ValidationResult<PageContainer> {
  return validate(PageContainerSchema, value, options);
}
