/**
 * What the administration schemas share (admin.ts for pages, navigation.ts for navigation): the
 * contract's limits and patterns, building blocks for rules across members, and validation results
 * that list every broken rule with its path. Browser-safe (zod/mini, no Node).
 */
import * as z from 'zod/mini';
import { formatPath } from './issues.ts';
import { issueText, PARSE_OPTIONS, rule } from './tolerant.ts';
import { CUSTOM_DATA_KEY_PATTERN, customDataRule, patternRule } from './checks.ts';
import { NAVIGATION_LEVELS } from './navigation-types.ts';
import { jsonDepth } from '../json-depth.ts';

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
  /** Levels of a navigation tree (top level = 1; navigation-types.ts). */
  navigationLevels: NAVIGATION_LEVELS,
} as const;

/** Page ids: 1 to 200 letters, digits, `/`, `-`. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9/-]+$/;
/** Banner and list ids: letters, digits, `_`, `-` (length 1 to 20 checked apart). */
export const ADMIN_LIST_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Navigation node ids and parent ids: letters, digits, `/`, `_`, `-`. */
export const NODE_ID_PATTERN = /^[A-Za-z0-9/_-]+$/;
/** Custom data keys: letters, digits, `_`, `-`. */
export { CUSTOM_DATA_KEY_PATTERN };
/** Category separator of `sponsoredCategoryOverride`. */
export const CATEGORY_SEPARATOR = ' > ';

// ---------------------------------------------------------------------------------------------
// Building blocks

export const text = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max));
/** A string of `min` to `max` characters matching `pattern`; an empty one breaks only `min`. */
export const patterned = (min: number, max: number, pattern: RegExp) =>
  z.string().check(z.minLength(min), z.maxLength(max), rule(patternRule, [pattern]));
/**
 * An integer. `z.int()` aborts the parse of its parents on a fraction, which would silence their
 * cross-member rules; this reports the same rule and lets them run.
 */
export const int = () =>
  z.number().check(z.refine((value) => Number.isInteger(value), 'must be an integer'));
export const listId = patterned(1, ADMIN_LIMITS.listIdLength, ADMIN_LIST_ID_PATTERN);
export const keyList = (max?: number) =>
  max === undefined ? z.array(z.string()) : z.array(z.string()).check(z.maxLength(max));

export type Issue = (path: readonly (string | number)[], message: string) => void;
export type Loose = Record<string, unknown>;

export const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A rule across members, run even when members are malformed (so every error is reported) but only
 * on an object. `check` reads its input loosely.
 */
export function crossCheck(check: (value: Loose, issue: Issue) => void) {
  return rule(check, [], 1);
}

/** Ids in `list` (at `member` of each item) that appeared before: one issue per repeat. */
export function uniqueIds(
  list: unknown,
  member: string,
  prefix: (string | number)[],
  issue: Issue,
): void {
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
export function customData(maxChars: number, maxKeys: number) {
  return z.record(z.string(), z.string()).check(rule(customDataRule, [maxChars, maxKeys]));
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Validation results

/** One broken rule: where (`addOrUpdate[3].recLists[0].limit`) and what (`must be at most 100`). */
export interface ValidationError {
  path: string;
  rule: string;
}

export type ValidationResult<T> =
  | { success: true; data: T; warnings?: ValidationError[] }
  | { success: false; errors: ValidationError[]; warnings?: ValidationError[] };

export interface ValidateOptions {
  /**
   * Unknown members and enumerated values this version does not know (a newer service's, as an
   * export keeps them) are `warnings` instead of errors, and `data` is the value exactly as given.
   * Every other rule still holds.
   */
  allowUnknown?: boolean;
}

/**
 * How deep a container passed with `allowUnknown` may nest (its own members nest 8 levels): the
 * members nobody checks must not nest without bound, since sending them (JSON.stringify) recurses.
 */
export const MAX_CONTAINER_DEPTH = 64;
export const DEPTH_RULE = `nests arrays and objects more than ${MAX_CONTAINER_DEPTH} levels deep`;

export { formatPath };

/** A missing enum member reads "is required", as a missing member of any other type does. */
function ruleText(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_value' && issue.input === undefined
    ? 'is required'
    : issueText(issue);
}

/** An unknown member, or a string outside an enumeration: what a newer service may send. */
const isUnknown = (issue: z.core.$ZodIssue): boolean =>
  issue.code === 'unrecognized_keys' ||
  (issue.code === 'invalid_value' && typeof issue.input === 'string');

const toError = (issue: z.core.$ZodIssue): ValidationError => ({
  path: formatPath(issue.path),
  rule: ruleText(issue),
});

/**
 * Validates `value` with `schema`, reporting every broken rule (not only the first); with
 * `allowUnknown`, unknown members and values as warnings (ValidateOptions).
 */
export function validate<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  { allowUnknown = false }: ValidateOptions = {},
): ValidationResult<z.output<T>> {
  if (allowUnknown && jsonDepth(value, MAX_CONTAINER_DEPTH) > MAX_CONTAINER_DEPTH)
    return { success: false, errors: [{ path: '', rule: DEPTH_RULE }], warnings: [] };
  const result = z.safeParse(schema, value, PARSE_OPTIONS);
  if (result.success)
    return allowUnknown
      ? { success: true, data: result.data as z.output<T>, warnings: [] }
      : { success: true, data: result.data as z.output<T> };
  const issues = result.error.issues;
  if (!allowUnknown) return { success: false, errors: issues.map(toError) };
  const errors = issues.filter((issue) => !isUnknown(issue)).map(toError);
  const warnings = issues.filter(isUnknown).map(toError);
  // What zod would leave out of its output (the unknown members) is kept: the value as given.
  if (!errors.length) return { success: true, data: value as z.output<T>, warnings };
  return { success: false, errors, warnings };
}

/** How many errors a message lists before it says how many more there are. */
export const MAX_LISTED_ERRORS = 50;

/**
 * Errors as lines of `path: rule`, for messages and the CLI: the first `max` of them (a message
 * of 30,000 lines helps nobody; the error object keeps them all), then `… and N more`. An error
 * of the value as a whole (path `''`) reads `(root): rule`.
 */
export function formatValidationErrors(
  errors: readonly ValidationError[],
  max = MAX_LISTED_ERRORS,
): string {
  const lines = errors.slice(0, max).map((error) => `${error.path || '(root)'}: ${error.rule}`);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more`);
  return lines.join('\n');
}
