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

/**
 * How a rule of several members reports (a zod `superRefine`'s `addIssue`): a message at a path
 * below the checked value, naming `input` (the value itself when left out).
 */
export type RuleIssue = (
  path: readonly (string | number)[],
  message: string,
  input?: unknown,
) => void;

/**
 * The pattern of a string whose length has a rule of its own (admin ids): an empty string breaks
 * only that rule ("needs at least 1 character"), and is not reported a second time here.
 */
export function patternRule(value: string, issue: RuleIssue, pattern: RegExp): void {
  if (value !== '' && !pattern.test(value)) issue([], `must match ${String(pattern)}`);
}

/** The keys of a `customData` map. */
export const CUSTOM_DATA_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A `customData` map's rule: keys that match CUSTOM_DATA_KEY_PATTERN, at most `maxKeys` keys and
 * `maxChars` characters (keys and values together).
 */
export function customDataRule(
  map: Record<string, string>,
  issue: RuleIssue,
  maxChars: number,
  maxKeys: number,
): void {
  const keys = Object.keys(map);
  if (keys.length > maxKeys) issue([], `allows at most ${maxKeys} keys, got ${keys.length}`);
  let chars = 0;
  for (const key of keys) {
    chars += key.length + (map[key]?.length ?? 0);
    if (!CUSTOM_DATA_KEY_PATTERN.test(key))
      issue([key], `key must match ${String(CUSTOM_DATA_KEY_PATTERN)}`, key);
  }
  if (chars > maxChars)
    issue([], `allows at most ${maxChars} characters (keys and values), got ${chars}`);
}

/**
 * A URL that runs script or carries a document where a link is expected: `javascript:`,
 * `vbscript:` or `data:`, read as a browser's URL parser reads it (any case, after leading spaces
 * and control characters, with tabs and line breaks anywhere taken out).
 */
export const isScriptUrl = (url: string): boolean =>
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u0020]*(javascript|vbscript|data):/i.test(url.replace(/[\t\n\r]/g, ''));

/**
 * A navigation node's members its type needs: a PAGE its `pageId`, a LINK its `url`, which must
 * not run script (the contract asks only for 1 to 200 characters; a shop's own menu would render
 * it as a link).
 */
export function navigationNodeRule(node: Record<string, unknown>, issue: RuleIssue): void {
  if (node.type === 'PAGE' && node.pageId === undefined)
    issue(['pageId'], 'is required for PAGE nodes');
  if (node.type === 'LINK' && node.url === undefined) issue(['url'], 'is required for LINK nodes');
  if (typeof node.url === 'string' && isScriptUrl(node.url))
    issue(['url'], 'must be a web address, not a javascript:, vbscript: or data: URL');
}
