/**
 * Tolerant parsing: a real shop would rather show nine valid products than none because the
 * tenth is malformed. `tolerantArray` drops invalid items and `tolerant` drops an invalid optional
 * member; both record what they dropped, with its path, in the report of the parse in progress.
 * Parsing is synchronous, so one module-level report is safe.
 */
import * as z from 'zod/mini';

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

interface ParseReport {
  path: (string | number)[];
  dropped: DroppedItem[];
  maxItems: TolerantOptions['maxItems'];
}

export interface TolerantOptions {
  /**
   * At most how many items of the tolerant array at `path` (e.g.
   * `['recommendationLists', 0, 'productGroups']`) are read: what will be shown of it. Undefined
   * leaves the array's own maximum.
   */
  maxItems?: (path: readonly (string | number)[]) => number | undefined;
}

/** What a rendered single-line text (a name, a brand, a label) is clipped to. */
export const MAX_TEXT_LENGTH = 500;
/** What a rendered running text (a description) is clipped to. */
export const MAX_LONG_TEXT_LENGTH = 20_000;

/**
 * Text longer than `max` ends in an ellipsis at `max` characters. Laying out text costs time in
 * proportion to its length (a megabyte name blocks a page for seconds); no shopper reads that
 * far, so the rest is never handed to the page.
 */
export function clipped(max: number) {
  return z.pipe(
    z.string(),
    z.transform((value: string) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)),
  );
}

let report: ParseReport | null = null;

/** Issues carry their input, so a message can tell a missing member from a wrong one. */
export const PARSE_OPTIONS = { reportInput: true } as const;

function formatPath(parts: readonly (string | number | symbol)[]): string {
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
export function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is required'
        : `expected ${issue.expected}, got ${issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at least ${issue.minimum}`
        : `needs at least ${issue.minimum} ${issue.origin === 'string' ? 'characters' : 'items'}`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at most ${issue.maximum}`
        : `allows at most ${issue.maximum} ${issue.origin === 'string' ? 'characters' : 'items'}`;
    case 'invalid_format':
      return issue.format === 'regex'
        ? `must match ${String(issue.pattern)}`
        : `must be a ${issue.format}`;
    case 'unrecognized_keys':
      return `unknown member ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** Up to three issues, each as `path: rule`. */
export function describeError(error: z.core.$ZodError): string {
  const text = error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${formatPath(issue.path)}: ` : '') + issueText(issue))
    .join('; ');
  return error.issues.length > 3 ? `${text}; and ${error.issues.length - 3} more` : text;
}

function record(parts: (string | number)[], error: z.core.$ZodError): void {
  report?.dropped.push({ path: formatPath(parts), message: describeError(error) });
}

/** `null` and `undefined` both parse as an absent member ("undefined if …" in the spec). */
export function opt<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.nullable(schema),
      z.transform((value: z.output<T> | null) => (value === null ? undefined : value)),
    ),
  );
}

/**
 * An enumerated response value that may grow (decisions.md, "Forward-compatible responses"): a
 * known value passes; an unknown string keeps its object and is read as `fallback(value)`,
 * reported once with the parse. Only a value that is not a string at all is invalid.
 */
export function openEnum<const T extends readonly string[], F extends string>(
  values: T,
  name: string,
  fallback: (value: string) => F,
) {
  return z.pipe(
    z.string(),
    z.transform((value: string): T[number] | F => {
      if ((values as readonly string[]).includes(value)) return value as T[number];
      const kept = fallback(value);
      report?.dropped.push({
        path: formatPath([...(report?.path ?? []), name]),
        message: `unknown value ${JSON.stringify(value)} (known: ${values.join(', ')}), kept as ${kept}`,
        fallback: kept,
      });
      return kept;
    }),
  );
}

/**
 * A number the contract calls an integer: a service may still send `12.5`. Rather than drop the
 * product, it is made whole with `round` (`Math.floor` for stock, `Math.round` for pixels).
 */
export function wholeNumber(round: (value: number) => number = Math.round) {
  return z.pipe(z.number(), z.transform(round));
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

/**
 * An array whose invalid items are dropped (and reported) instead of failing the whole parse.
 * Only its first `max` items are read (fewer when the parse's `maxItems` says less will be
 * shown); the rest are reported once as not read, so an answer of 50,000 items costs no more than
 * one of `max`.
 */
export function tolerantArray<T extends z.ZodMiniType>(item: T, name: string, max = Infinity) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values: unknown[]) => {
      const kept: z.output<T>[] = [];
      const path = report ? [...report.path, name] : [name];
      const limit = Math.min(max, report?.maxItems?.(path) ?? Infinity);
      const read = values.length > limit ? values.slice(0, limit) : values;
      read.forEach((value, index) => {
        report?.path.push(name, index);
        const result = z.safeParse(item, value, PARSE_OPTIONS);
        const here = report ? [...report.path] : [name, index];
        report?.path.splice(-2, 2);
        if (result.success) kept.push(result.data as z.output<T>);
        else record(here, result.error);
      });
      if (read !== values) {
        report?.dropped.push({
          path: formatPath(path),
          message: `${values.length - limit} more than the ${limit} shown were not read`,
        });
      }
      return kept;
    }),
  );
}

/** An optional member that is dropped (and reported) when invalid; null parses as absent. */
export function tolerant<T extends z.ZodMiniType>(schema: T, name: string) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown): z.output<T> | undefined => {
        if (value === null || value === undefined) return undefined;
        report?.path.push(name);
        const result = z.safeParse(schema, value, PARSE_OPTIONS);
        const here = report ? [...report.path] : [name];
        report?.path.pop();
        if (result.success) return result.data as z.output<T>;
        record(here, result.error);
        return undefined;
      }),
    ),
  );
}

export type ParseResult<T> =
  | { success: true; data: T; dropped: DroppedItem[] }
  | { success: false; error: z.core.$ZodError; message: string; dropped: DroppedItem[] };

/**
 * Parses `value` with `schema`, collecting everything the tolerant parts dropped. Returns a
 * failure only when the value is unusable as a whole (for instance not an object at all).
 */
export function parseTolerant<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  options: TolerantOptions = {},
): ParseResult<z.output<T>> {
  const outer = report;
  report = { path: [], dropped: [], maxItems: options.maxItems };
  try {
    const result = z.safeParse(schema, value, PARSE_OPTIONS);
    const dropped = report.dropped;
    if (result.success) return { success: true, data: result.data as z.output<T>, dropped };
    return { success: false, error: result.error, message: describeError(result.error), dropped };
  } finally {
    report = outer;
  }
}
