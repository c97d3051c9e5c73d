/**
 * The rules and reshapings of the zod schemas that are more than zod's own checks (a refinement's
 * test, a transform), for the browser to run too. The zod schema refines or transforms with the
 * function itself; scripts/derive-validators.ts finds it here by identity and names it in the
 * generated table, so zod and the browser's validator (validate.ts) run the same code. Zod-free.
 */

/** "`uuid` is a GUID string": 8-4-4-4-12 hex digits, any version. */
export const GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isGuid = (value: unknown): value is string =>
  typeof value === 'string' && GUID_PATTERN.test(value);

/** In answers: any date-time a browser's `Date` can read. */
export const isDateTime = (value: string): boolean => !Number.isNaN(Date.parse(value));

export const isNonEmpty = (value: string): boolean => value.trim() !== '';

/** A list, or an object `{items: [...]}` around one (either form of the same answer): the list. */
export const itemsOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'items' in value
    ? (value as { items: unknown }).items
    : value;
