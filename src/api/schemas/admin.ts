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
import { issueText, PARSE_OPTIONS } from './tolerant.ts';

export const PAGE_CONTAINER_TYPES = ['FULL', 'PARTIAL'] as const;
export const NAVIGATION_CONTAINER_TYPES = ['PARTIAL', 'FULL', 'FORCE'] as const;
export const NAVIGATION_NODE_TYPES = ['PAGE', 'LABEL', 'LINK'] as const;
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

/** The contract's limits ("Limits"), named once. */
export const ADMIN_LIMITS = {
  pagesPerMarket: 3000,
  idFilterKeys: 250,
  marketLength: 20,
  pageIdLength: 200,
  listsPerPage: 10,
  listIdLength: 20,
  listLimit: 100,
  primaryPinned: 100,
  slicesPerPage: 100,
  pinnedPerSlice: 50,
  headingLength: 200,
  pageCustomDataChars: 3000,
  pageCustomDataKeys: 200,
  categoryLength: 1000,
  categoryLevels: 3,
  nodeFieldLength: 200,
  iconPathLength: 500,
  nodeCustomDataChars: 1000,
  nodeCustomDataKeys: 50,
} as const;

/** Page ids: 1 to 200 letters, digits, `/`, `-`. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9/-]+$/;
/** Banner and list ids: letters, digits, `_`, `-` (length 1 to 20 checked apart). */
export const ADMIN_LIST_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Navigation node ids and parent ids: letters, digits, `/`, `_`, `-`. */
export const NODE_ID_PATTERN = /^[A-Za-z0-9/_-]+$/;
/** Custom data keys: letters, digits, `_`, `-`. */
export const CUSTOM_DATA_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Category separator of `sponsoredCategoryOverride`. */
export const CATEGORY_SEPARATOR = ' > ';

// ---------------------------------------------------------------------------------------------
// Building blocks

const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const patterned = (min: number, max: number, pattern: RegExp) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(pattern));
/**
 * An integer. `z.int()` aborts the parse of its parents on a fraction, which would silence their
 * cross-member rules; this reports the same rule and lets them run.
 */
const int = () =>
  z.number().check(z.refine((value) => Number.isInteger(value), 'must be an integer'));
const listId = patterned(1, ADMIN_LIMITS.listIdLength, ADMIN_LIST_ID_PATTERN);
const keyList = (max?: number) =>
  max === undefined ? z.array(z.string()) : z.array(z.string()).check(z.maxLength(max));

type Issue = (path: readonly (string | number)[], message: string) => void;
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A rule across members, run even when members are malformed (so every error is reported) but only
 * on an object. `check` reads its input loosely.
 */
function crossCheck(check: (value: Loose, issue: Issue) => void) {
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (!isObject(value)) return;
      check(value, (path, message) =>
        ctx.addIssue({ code: 'custom', message, path: [...path], input: value }),
      );
    },
    { when: (payload) => isObject(payload.value) },
  );
}

/** A product rule expression, checked by the shared parser. */
const rules = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = validateRules(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** Ids in `list` (at `member` of each item) that appeared before: one issue per repeat. */
function uniqueIds(list: unknown, member: string, prefix: (string | number)[], issue: Issue): void {
  const seen = new Map<string, number>();
  items(list).forEach((item, index) => {
    if (!isObject(item) || typeof item[member] !== 'string') return;
    const id = item[member];
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else
      issue(
        [...prefix, index, member],
        `must be unique ("${id}" is also at ${formatPath([...prefix, first])})`,
      );
  });
}

/**
 * A map of string to string whose keys match CUSTOM_DATA_KEY_PATTERN, with at most `maxKeys` keys
 * and `maxChars` characters (keys and values together).
 */
function customData(maxChars: number, maxKeys: number) {
  return z.record(z.string(), z.string()).check(
    z.superRefine((map, ctx) => {
      const keys = Object.keys(map);
      if (keys.length > maxKeys)
        ctx.addIssue({
          code: 'custom',
          message: `allows at most ${maxKeys} keys, got ${keys.length}`,
          input: map,
        });
      let chars = 0;
      for (const key of keys) {
        chars += key.length + (map[key]?.length ?? 0);
        if (!CUSTOM_DATA_KEY_PATTERN.test(key))
          ctx.addIssue({
            code: 'custom',
            message: `key must match ${String(CUSTOM_DATA_KEY_PATTERN)}`,
            path: [key],
            input: key,
          });
      }
      if (chars > maxChars)
        ctx.addIssue({
          code: 'custom',
          message: `allows at most ${maxChars} characters (keys and values), got ${chars}`,
          input: map,
        });
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Page parts

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

// ---------------------------------------------------------------------------------------------
// Navigation

const nodeId = patterned(1, ADMIN_LIMITS.nodeFieldLength, NODE_ID_PATTERN);

export const NavigationNodeSchema = z
  .strictObject({
    id: nodeId,
    title: text(1, ADMIN_LIMITS.nodeFieldLength),
    type: z.enum(NAVIGATION_NODE_TYPES),
    customData: z.optional(
      customData(ADMIN_LIMITS.nodeCustomDataChars, ADMIN_LIMITS.nodeCustomDataKeys),
    ),
    iconPath: z.optional(text(1, ADMIN_LIMITS.iconPathLength)),
    pageId: z.optional(text(1, ADMIN_LIMITS.nodeFieldLength)),
    /** Omitted or null: a top-level node. */
    parentId: z.optional(z.nullable(nodeId)),
    url: z.optional(text(1, ADMIN_LIMITS.nodeFieldLength)),
  })
  .check(
    crossCheck((node, issue) => {
      if (node.type === 'PAGE' && node.pageId === undefined)
        issue(['pageId'], 'is required for PAGE nodes');
      if (node.type === 'LINK' && node.url === undefined)
        issue(['url'], 'is required for LINK nodes');
    }),
  );

/**
 * Tree rules over `addOrUpdate`: unique ids, parents that exist and are PAGE nodes, no cycles.
 * A PARTIAL import amends the server's tree, so there a parent missing from the body may exist on
 * the server and is accepted.
 */
function checkTree(container: Loose, issue: Issue): void {
  const nodes = items(container.addOrUpdate);
  uniqueIds(nodes, 'id', ['addOrUpdate'], issue);
  const byId = new Map<string, Loose>();
  for (const node of nodes)
    if (isObject(node) && typeof node.id === 'string' && !byId.has(node.id))
      byId.set(node.id, node);
  const parentOf = (node: Loose) => (typeof node.parentId === 'string' ? node.parentId : undefined);
  nodes.forEach((node, index) => {
    if (!isObject(node)) return;
    const parentId = parentOf(node);
    if (parentId === undefined) return;
    const parent = byId.get(parentId);
    if (!parent) {
      if (container.type !== 'PARTIAL')
        issue(
          ['addOrUpdate', index, 'parentId'],
          `refers to no node in addOrUpdate ("${parentId}")`,
        );
      return;
    }
    if (parent.type !== 'PAGE')
      issue(
        ['addOrUpdate', index, 'parentId'],
        `must refer to a PAGE node ("${parentId}" is ${String(parent.type)})`,
      );
    // Follow the parents; meeting this node again is a cycle.
    const seen = new Set<unknown>([node]);
    for (let at: Loose | undefined = parent; at;) {
      if (seen.has(at)) {
        if (at === node) issue(['addOrUpdate', index, 'parentId'], 'forms a cycle');
        break;
      }
      seen.add(at);
      const next = parentOf(at);
      at = next === undefined ? undefined : byId.get(next);
    }
  });
}

export const NavigationContainerSchema = z
  .strictObject({
    locale: z.string().check(z.minLength(1)),
    market: text(1, ADMIN_LIMITS.marketLength),
    type: z.enum(NAVIGATION_CONTAINER_TYPES),
    addOrUpdate: z.optional(z.array(NavigationNodeSchema)),
    remove: z.optional(z.array(nodeId)),
  })
  .check(
    crossCheck((container, issue) => {
      checkTree(container, issue);
      if (container.remove !== undefined && container.type !== 'PARTIAL')
        issue(['remove'], 'is allowed only with type PARTIAL');
    }),
  );

export type PageContainerType = (typeof PAGE_CONTAINER_TYPES)[number];
export type NavigationContainerType = (typeof NAVIGATION_CONTAINER_TYPES)[number];
export type NavigationNodeType = (typeof NAVIGATION_NODE_TYPES)[number];
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
export type NavigationContainer = z.output<typeof NavigationContainerSchema>;
export type NavigationNode = z.output<typeof NavigationNodeSchema>;

// ---------------------------------------------------------------------------------------------
// Validation results

/** One broken rule: where (`addOrUpdate[3].recLists[0].limit`) and what (`must be at most 100`). */
export interface ValidationError {
  path: string;
  rule: string;
}

export type ValidationResult<T> =
  { success: true; data: T } | { success: false; errors: ValidationError[] };

function formatPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** A missing enum member reads "is required", as a missing member of any other type does. */
function ruleText(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_value' && issue.input === undefined
    ? 'is required'
    : issueText(issue);
}

/** Validates `value` with `schema`, reporting every broken rule (not only the first). */
export function validate<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
): ValidationResult<z.output<T>> {
  const result = z.safeParse(schema, value, PARSE_OPTIONS);
  if (result.success) return { success: true, data: result.data as z.output<T> };
  return {
    success: false,
    errors: result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      rule: ruleText(issue),
    })),
  };
}

export function validatePageContainer(value: unknown): ValidationResult<PageContainer> {
  return validate(PageContainerSchema, value);
}

export function validateNavigationContainer(value: unknown): ValidationResult<NavigationContainer> {
  return validate(NavigationContainerSchema, value);
}

/** Errors as lines of `path: rule`, for messages and the CLI. */
export function formatValidationErrors(errors: readonly ValidationError[]): string {
  return errors
    .map((error) => (error.path ? `${error.path}: ${error.rule}` : error.rule))
    .join('\n');
}
