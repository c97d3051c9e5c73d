/**
 * How a parse reports what it dropped and why, without zod: both the zod parse (tolerant.ts, Node)
 * and the browser's validator (validate.ts) word their reports with these, so the two read alike.
 * The browser's pages never import this module before their content: validate.ts reports issues
 * (codes, paths, bounds) and a page loads these words as a chunk only when an answer holds
 * something to report (`worded`, `wordDropped`; docs/decisions.md, "Lean validate (2)").
 */
import type { Dropped, Validated } from './validate.ts';

/** One part of a response that was dropped because it did not match its schema. */
export interface DroppedItem {
  /** Where it was, e.g. `recommendationLists[0].productGroups[3].products[1]`. */
  path: string;
  /** What was wrong with it, e.g. `sellingPrice.min: Invalid input: expected number`. */
  message: string;
  /**
   * Set when nothing was dropped after all: an enumerated value the schema does not know (a
   * service adds values over time) was kept, and this is what it is rendered as.
   */
  fallback?: string;
}

/** The members of a zod issue that a message is made of (zod's `$ZodIssue` has them all). */
export interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
  readonly pattern?: string | RegExp;
  readonly keys?: readonly string[];
  /** `kept`: what an unknown value of an open enumeration is read as. */
  readonly fallback?: string;
}

/** What a rendered single-line text (a name, a brand, a label) is clipped to. */
export const MAX_TEXT_LENGTH = 500;
/** What a rendered running text (a description) is clipped to. */
export const MAX_LONG_TEXT_LENGTH = 20_000;

export function formatPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/**
 * zod/mini ships no message locale (to stay small), so its messages all read "Invalid input".
 * This names the rule instead, without loading a locale.
 */
export function issueText(issue: IssueLike): string {
  const input = issue.input;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined
        ? 'is required'
        : typeof input === 'number' && issue.expected === 'number' // NaN, ±Infinity
          ? `must be a finite number, got ${input}`
          : `expected ${issue.expected}, got ${input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input}`;
    case 'invalid_value':
      return `expected one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at least ${issue.minimum}`
        : `needs at least ${lengthOf(issue, issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at most ${issue.maximum}`
        : `allows at most ${lengthOf(issue, issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'regex'
        ? `must match ${String(issue.pattern)}`
        : `must be a ${issue.format}`;
    case 'unrecognized_keys':
      return `unknown member ${(issue.keys ?? []).join(', ')}`;
    // The browser validator's own codes (validate.ts): not zod's, never in a zod error.
    case 'kept':
      return keptMessage(issue.values as string[], input as string, issue.fallback!);
    case 'not_read':
      return notReadMessage(input as number, issue.maximum as number);
    default:
      return issue.message ?? 'Invalid input';
  }
}

/** A length bound with its noun: `1 character`, `20 characters`, `1 item`. */
function lengthOf(issue: IssueLike, bound: number | bigint | undefined): string {
  const noun = issue.origin === 'string' ? 'character' : 'item';
  return `${bound} ${noun}${bound === 1 || bound === 1n ? '' : 's'}`;
}

/** Up to three issues, each as `path: rule`. */
export function describeIssues(issues: readonly IssueLike[]): string {
  const text = issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${formatPath(issue.path)}: ` : '') + issueText(issue))
    .join('; ');
  return issues.length > 3 ? `${text}; and ${issues.length - 3} more` : text;
}

/** One line about what a parse dropped or read with a fallback, for `sf-error`'s message. */
export function describeDropped(dropped: readonly DroppedItem[]): string {
  const left = dropped.filter((item) => item.fallback === undefined).length;
  const kept = dropped.length - left;
  const counts = [
    left ? `${left} part(s) left out (invalid, or beyond what is shown)` : '',
    kept ? `${kept} unknown value(s) kept with a fallback` : '',
  ].filter(Boolean);
  const examples = dropped
    .slice(0, 3)
    .map((item) => `${item.path} (${item.message})`)
    .join('; ');
  return `${counts.join(', ')}: ${examples}`;
}

export interface TolerantOptions {
  /**
   * At most how many items of the tolerant array at `path` (e.g.
   * `['recommendationLists', 0, 'productGroups']`) are read: what will be shown of it. Undefined
   * leaves the array's own maximum.
   */
  maxItems?: (path: readonly (string | number)[]) => number | undefined;
}

/** The report of one parse in progress: handed down the parse, never kept in a module. */
export interface ParseReport {
  /** The names of the tolerant parts the parse is in, with array indexes. */
  path: (string | number)[];
  dropped: DroppedItem[];
  maxItems: TolerantOptions['maxItems'];
}

/** What an unknown value of an open enumeration is read as, reported once with the parse. */
export function keptUnknown(
  report: ParseReport | undefined,
  name: string,
  values: readonly string[],
  value: string,
  kept: string,
): void {
  report?.dropped.push({
    path: formatPath([...(report?.path ?? []), name]),
    message: keptMessage(values, value, kept),
    fallback: kept,
  });
}

const keptMessage = (values: readonly string[], value: string, kept: string): string =>
  `unknown value ${JSON.stringify(value)} (known: ${values.join(', ')}), kept as ${kept}`;

/** The note for the part of a tolerant array beyond what is read. */
export const notReadMessage = (length: number, limit: number): string =>
  `${length - limit} more than the ${limit} shown were not read`;

/** The browser validator's report of what it left out, worded as the zod parse words its own. */
export const wordDropped = (dropped: readonly Dropped[]): DroppedItem[] =>
  dropped.map(({ path, issues, fallback }) => {
    const item: DroppedItem = { path: formatPath(path), message: describeIssues(issues) };
    if (fallback !== undefined) item.fallback = fallback;
    return item;
  });

/** The outcome of validate.ts's `validate` as zod's `parseTolerant` reports it (tolerant.ts). */
export function worded<T>(
  result: Validated<T>,
):
  | { success: true; data: T; dropped: DroppedItem[] }
  | { success: false; message: string; dropped: DroppedItem[] } {
  const dropped = wordDropped(result.dropped);
  return result.success
    ? { success: true, data: result.data, dropped }
    : { success: false, message: describeIssues(result.issues), dropped };
}
