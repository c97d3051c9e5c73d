/**
 * Tolerant parsing: a real shop would rather show nine valid products than none because the
 * tenth is malformed. `tolerantArray` drops invalid items and `tolerant` drops an invalid optional
 * member; both record what they dropped, with its path, in the report of the parse in progress.
 *
 * The report travels with the parse (zod hands its parse context to every schema it runs), so
 * no module holds parse state. Each helper also records what it is (`describedAs`), so that
 * scripts/derive-validators.ts can describe these schemas for the browser's zod-free validator
 * (validate.ts), which must give the same data and the same report.
 */
import * as z from 'zod/mini';
import { clip, isObject } from './validate.ts';
import type { RuleIssue } from './checks.ts';
import {
  describeIssues,
  formatPath,
  keptUnknown,
  notReadMessage,
  type DroppedItem,
  type ParseReport,
  type TolerantOptions,
} from './issues.ts';

export {
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  describeDropped,
  formatPath,
  issueText,
  type DroppedItem,
  type TolerantOptions,
} from './issues.ts';

/** What a helper's transform does, for scripts/derive-validators.ts. */
export type HelperDescription =
  | { f: 'clip'; n: number }
  | { f: 'null' }
  | { f: 'round' | 'floor' }
  | { f: 'enum'; v: readonly string[]; n: string; d?: string }
  | { f: 'list'; i: z.ZodMiniType; n: string; m: number | null }
  | { f: 'part'; i: z.ZodMiniType; n: string }
  | { f: 'unique'; l: string; by: string; m: string }
  | { f: 'rule'; fn: RuleFunction; a: readonly unknown[]; w?: 1 };

/** A rule of several members (checks.ts): the value, how to report, its own arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RuleFunction = (value: any, issue: RuleIssue, ...args: any[]) => void;

const descriptions = new WeakMap<object, HelperDescription>();

/** What the helper transform `schema` does, or undefined for a schema no helper made. */
export const describedAs = (schema: object): HelperDescription | undefined =>
  descriptions.get(schema);

/** Issues carry their input, so a message can tell a missing member from a wrong one. */
export const PARSE_OPTIONS = { reportInput: true } as const;

interface ReportingContext {
  report?: ParseReport;
}

/**
 * A transform that sees the report of the parse in progress. zod passes a transform only its
 * value, but passes its parse context (where `parseTolerant` puts the report) to every schema's
 * run, so this transform takes its run from there.
 */
function reporting<I, O>(
  description: HelperDescription,
  transform: (value: I, report: ParseReport | undefined) => O,
) {
  const schema = z.transform((value: I) => transform(value, undefined));
  const run: typeof schema._zod.run = (payload, ctx) => {
    payload.value = transform(payload.value as I, (ctx as ReportingContext).report);
    return payload;
  };
  schema._zod.parse = run;
  schema._zod.run = run;
  descriptions.set(schema, description);
  return schema;
}

/** A nested parse that reports into the same report. */
const parseWith = (schema: z.ZodMiniType, value: unknown, report: ParseReport | undefined) =>
  z.safeParse(schema, value, { ...PARSE_OPTIONS, report } as z.core.ParseContext<z.core.$ZodIssue>);

/**
 * Text longer than `max` ends in an ellipsis at `max` characters. Laying out text costs time in
 * proportion to its length (a megabyte name blocks a page for seconds); no shopper reads that
 * far, so the rest is never handed to the page.
 */
export function clipped(max: number) {
  return z.pipe(
    z.string(),
    reporting({ f: 'clip', n: max }, (value: string) => clip(value, max)),
  );
}

/**
 * A rule on an object: the members `by` of the items of its array `list` are unique. Reported as
 * `message` at `list`.
 */
export function uniqueMembers(list: string, by: string, message: string) {
  const check = z.refine(
    (value: unknown) => {
      const ids = (
        ((value as Record<string, unknown>)[list] as Record<string, unknown>[] | undefined) ?? []
      ).map((item) => item[by]);
      return new Set(ids).size === ids.length;
    },
    { message, path: [list] },
  );
  descriptions.set(check, { f: 'unique', l: list, by, m: message });
  return check;
}

/**
 * A rule of several members as a zod check: `fn(value, issue, ...args)` reports custom issues.
 * `onObject`: it runs on any object, even when a member failed (so every broken rule is
 * reported), as zod's `when`; otherwise only on a value that parsed. A rule of checks.ts is
 * described for the browser's validator too (validate.ts `rule`).
 */
export function rule(fn: RuleFunction, args: readonly unknown[] = [], onObject?: 1) {
  const check = z.superRefine<unknown>(
    (value, ctx) => {
      if (onObject && !isObject(value)) return;
      fn(
        value,
        (path, message, input = value) =>
          ctx.addIssue({ code: 'custom', message, path: [...path], input }),
        ...args,
      );
    },
    onObject ? { when: (payload) => isObject(payload.value) } : undefined,
  );
  descriptions.set(check, { f: 'rule', fn, a: args, ...(onObject ? { w: onObject } : {}) });
  return check;
}

/** Up to three issues, each as `path: rule`. */
export function describeError(error: z.core.$ZodError): string {
  return describeIssues(error.issues);
}

/** `null` and `undefined` both parse as an absent member ("undefined if …" in the spec). */
export function opt<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.nullable(schema),
      reporting({ f: 'null' }, (value: z.output<T> | null) => (value === null ? undefined : value)),
    ),
  );
}

/**
 * An enumerated response value that may grow (decisions.md, "Forward-compatible responses"): a
 * known value passes; an unknown string keeps its object and is read as `fallback` (or as it
 * came, without one), reported once with the parse. Only a value that is not a string at all is
 * invalid.
 */
export function openEnum<const T extends readonly string[], F extends string>(
  values: T,
  name: string,
  fallback: F,
): z.ZodMiniPipe<z.ZodMiniString, z.ZodMiniTransform<T[number] | F, string>>;
export function openEnum<const T extends readonly string[]>(
  values: T,
  name: string,
): z.ZodMiniPipe<z.ZodMiniString, z.ZodMiniTransform<T[number] | (string & {}), string>>;
export function openEnum(values: readonly string[], name: string, fallback?: string) {
  const description: HelperDescription = { f: 'enum', v: values, n: name };
  if (fallback !== undefined) description.d = fallback;
  return z.pipe(
    z.string(),
    reporting(description, (value: string, report) => {
      if (values.includes(value)) return value;
      const kept = fallback ?? value;
      keptUnknown(report, name, values, value, kept);
      return kept;
    }),
  );
}

/**
 * A number the contract calls an integer: a service may still send `12.5`. Rather than drop the
 * product, it is made whole (`floor` for stock, `round` for pixels).
 */
export function wholeNumber(round: 'round' | 'floor' = 'round') {
  return z.pipe(
    z.number(),
    reporting({ f: round }, (value: number) => Math[round](value)),
  );
}

function record(
  report: ParseReport | undefined,
  parts: (string | number)[],
  error: z.core.$ZodError,
) {
  report?.dropped.push({ path: formatPath(parts), message: describeError(error) });
}

/**
 * An array whose invalid items are dropped (and reported) instead of failing the whole parse.
 * Only its first `max` items are read (fewer when the parse's `maxItems` says less will be
 * shown); the rest are reported once as not read, so an answer of 50,000 items costs no more than
 * one of `max`. A value that is not an array at all (an object or a text where the list belongs)
 * reads as no items, reported, rather than failing what holds it (audit s38a D4: a
 * `recommendationLists` object hid a valid product detail); a missing one is still missing.
 */
export function tolerantArray<T extends z.ZodMiniType>(item: T, name: string, max = Infinity) {
  return z.pipe(
    // Typed as the array it should be, for what a producer writes (the reference server).
    z.unknown() as unknown as z.ZodMiniType<unknown[], unknown[]>,
    reporting(
      { f: 'list', i: item, n: name, m: max === Infinity ? null : max },
      (values: unknown[], report): z.output<T>[] => {
        const kept: z.output<T>[] = [];
        const path = report ? [...report.path, name] : [name];
        // What came, whatever its type says.
        const input: unknown = values;
        if (input === undefined) return values as never;
        if (!Array.isArray(input)) {
          record(report, path, z.safeParse(z.array(z.unknown()), input, PARSE_OPTIONS).error!);
          return kept;
        }
        const limit = Math.min(max, report?.maxItems?.(path) ?? Infinity);
        const read = values.length > limit ? values.slice(0, limit) : values;
        read.forEach((value, index) => {
          report?.path.push(name, index);
          const result = parseWith(item, value, report);
          const here = report ? [...report.path] : [name, index];
          report?.path.splice(-2, 2);
          if (result.success) kept.push(result.data as z.output<T>);
          else record(report, here, result.error);
        });
        if (read !== values) {
          report?.dropped.push({
            path: formatPath(path),
            message: notReadMessage(values.length, limit),
          });
        }
        return kept;
      },
    ),
  );
}

/** An optional member that is dropped (and reported) when invalid; null parses as absent. */
export function tolerant<T extends z.ZodMiniType>(schema: T, name: string) {
  return z.optional(
    z.pipe(
      z.unknown(),
      reporting(
        { f: 'part', i: schema, n: name },
        (value: unknown, report): z.output<T> | undefined => {
          if (value === null || value === undefined) return undefined;
          report?.path.push(name);
          const result = parseWith(schema, value, report);
          const here = report ? [...report.path] : [name];
          report?.path.pop();
          if (result.success) return result.data as z.output<T>;
          record(report, here, result.error);
          return undefined;
        },
      ),
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
  const report: ParseReport = { path: [], dropped: [], maxItems: options.maxItems };
  const result = parseWith(schema, value, report);
  const dropped = report.dropped;
  if (result.success) return { success: true, data: result.data as z.output<T>, dropped };
  return { success: false, error: result.error, message: describeError(result.error), dropped };
}
