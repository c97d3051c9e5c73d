/**
 * The browser's validator: zod stays the one source of truth for shapes, but zod/mini (8 kB gzip)
 * does not ship to pages. scripts/derive-validators.ts walks the zod schemas and writes what they
 * check as calls of the constructors below (generated/*.ts), one per zod schema or helper of
 * tolerant.ts; each shape parses the way zod 4's core parses that schema (checks, optional keys,
 * pipes, aborts), so data and reports come out the same. A page's bundle holds only the kinds its tables call.
 * The outcome holds issues, not words: issues.ts words them (`worded`), and a page loads it only
 * when there is something to report. test/node/schemas/validate.test.ts holds the two to that on
 * fuzzed answers.
 */
import type { IssueLike, TolerantOptions } from './issues.ts';

interface Issue extends IssueLike {
  code: string;
  path: PropertyKey[];
  continue?: boolean;
}

interface Payload {
  value: unknown;
  issues: Issue[];
  aborted?: boolean;
}

/** A check a schema runs on its parsed value, in zod's order. */
export interface Check {
  /** A length check (`z.minLength` / `z.maxLength`, strings in code points) and its bound. */
  l?: 'min' | 'max';
  v?: number;
  /**
   * zod's `when`: what the check applies to. It then runs on any such value, even after a part
   * failed (unless an issue stopped the parse explicitly): length checks on anything with a
   * length, a rule of several members (`rule(…, 1)`) on any object. A check without one runs
   * only when nothing aborted. A function of the check, so that a page whose tables have no
   * such check (the account page) does not carry the test.
   */
  a?: ((value: unknown) => boolean) | undefined;
  f: (payload: Payload) => void;
}

type Optionality = 'optional' | 'defaulted';

/** One zod schema: its parse (zod's `_zod.parse`), its checks, and how an object treats it. */
export interface Shape {
  p: (payload: Payload, report: ParseReport) => Payload;
  c?: readonly Check[];
  /** zod's `optin` / `optout`: how an object treats the member when it is absent. */
  oi?: Optionality | undefined;
  oo?: Optionality | undefined;
  /** An object's members. */
  s?: Readonly<Record<string, Shape>>;
}

/** A generated description of one schema (generated/*.ts). */
export type Described = Shape;

/** A part the parse left out (or read with a fallback), before issues.ts words it. */
export interface Dropped {
  path: (string | number)[];
  issues: IssueLike[];
  fallback?: string;
}

/** The report of one parse in progress: handed down the parse, never kept in a module. */
interface ParseReport {
  /** The names of the tolerant parts the parse is in, with array indexes. */
  path: (string | number)[];
  dropped: Dropped[];
  maxItems: TolerantOptions['maxItems'];
}

/**
 * A value its schema refused, at `parameter` (a `StorefrontConfigError` once worded: the caller
 * loads the words when it reports it).
 */
export class Refused extends Error {
  constructor(
    readonly parameter: string,
    readonly issues: IssueLike[],
  ) {
    super(JSON.stringify([parameter, issues]));
  }
}

/** Text longer than `max` ends in an ellipsis at `max` characters. */
export const clip = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPlainObject(value: unknown): boolean {
  if (!isObject(value)) return false;
  const ctor = value.constructor;
  if (typeof ctor !== 'function') return true;
  const prototype: unknown = ctor.prototype;
  return isObject(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

const aborted = (payload: Payload, from = 0, explicit = false): boolean =>
  payload.aborted === true ||
  payload.issues
    .slice(from)
    .some((issue) => (explicit ? issue.continue === false : !issue.continue));

const issue = (code: string, input: unknown, more: Omit<Issue, 'code' | 'path'> = {}): Issue => ({
  code,
  path: [],
  input,
  ...more,
});

const prefixed = (key: PropertyKey, issues: Issue[]): Issue[] => {
  for (const each of issues) each.path.unshift(key);
  return issues;
};

/** Issues a check adds do not stop the checks after it unless they say so. */
function fail(payload: Payload, code: string, more: Omit<Issue, 'code' | 'path'>): void {
  payload.issues.push(issue(code, payload.value, { continue: true, ...more }));
}

function wrongType(payload: Payload, expected: string): Payload {
  payload.issues.push(issue('invalid_type', payload.value, { expected }));
  return payload;
}

/**
 * zod's `runChecks`: a check with a `when` (`a`) runs on what it applies to unless explicitly
 * aborted; the rest only when not aborted.
 */
function runChecks(checks: readonly Check[], payload: Payload): Payload {
  let stopped = aborted(payload);
  for (const ch of checks) {
    if (ch.a ? aborted(payload, 0, true) || !ch.a(payload.value) : stopped) continue;
    const before = payload.issues.length;
    ch.f(payload);
    if (!stopped) stopped = aborted(payload, before);
  }
  return payload;
}

function run(shape: Shape, payload: Payload, report: ParseReport): Payload {
  const result = shape.p(payload, report);
  return shape.c ? runChecks(shape.c, result) : result;
}

const fresh = (value: unknown): Payload => ({ value, issues: [] });

const shape = (p: Shape['p'], oi?: Optionality, oo?: Optionality): Shape => ({ p, oi, oo });

// Checks.

/** What a length check applies to: anything with a length. */
const hasLength = (value: unknown): boolean =>
  value != null && (value as { length?: unknown }).length !== undefined;

/**
 * zod's bounds: of a length (`l`; `z.minLength` / `z.maxLength`, strings in code points) or of a
 * number (`z.minimum` / `z.maximum` / `z.nonnegative`, inclusive).
 */
const bound =
  (min: boolean, l?: 'min' | 'max') =>
  (v: number): Check => ({
    l,
    v,
    a: l && hasLength,
    f(payload) {
      const value = payload.value as string;
      let measured: unknown = value;
      let origin = 'number';
      if (l) {
        origin = Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown';
        // Code points are counted only where the count in UTF-16 units cannot decide.
        const edge = min ? v - 1 : v;
        measured = value.length;
        if (typeof value === 'string' && value.length > edge && value.length < edge * 2 + 2)
          measured = [...value].length;
      }
      if (min ? !((measured as number) >= v) : !((measured as number) <= v))
        fail(payload, min ? 'too_small' : 'too_big', { origin, [min ? 'minimum' : 'maximum']: v });
    },
  });
export const minLength = bound(true, 'min');
export const maxLength = bound(false, 'max');
export const gte = bound(true);
export const lte = bound(false);

/** `z.int()`'s own check. */
export const int = (): Check => ({
  f(payload) {
    const value = payload.value as number;
    if (!Number.isInteger(value))
      fail(payload, 'invalid_type', { expected: 'int', continue: false });
    else if (!Number.isSafeInteger(value))
      fail(payload, value > 0 ? 'too_big' : 'too_small', {
        origin: 'int',
        maximum: Number.MAX_SAFE_INTEGER,
        minimum: Number.MIN_SAFE_INTEGER,
      });
  },
});

export const regex = (pattern: RegExp): Check => ({
  f(payload) {
    if (!pattern.test(payload.value as string))
      fail(payload, 'invalid_format', {
        origin: 'string',
        format: 'regex',
        pattern: String(pattern),
      });
  },
});

// A rule of several members (its own module: only <sf-navigation>'s table calls it).
export { rule } from './validate-rule.ts';

/** A refinement's issue, as zod's `z.refine` reports it. */
function refused(payload: Payload, path: PropertyKey[], message: string): void {
  payload.issues.push({ code: 'custom', path, input: payload.value, message, continue: true });
}

/** A refinement: the members `by` of the items at `list` are unique, else `message` at `list`. */
export const unique = (list: string, by: string, message: string): Check => ({
  f(payload) {
    const ids = ((payload.value as Record<string, unknown[]>)[list] ?? []).map(
      (item) => (item as Record<string, unknown>)[by],
    );
    if (new Set(ids).size !== ids.length) refused(payload, [list], message);
  },
});

/** A refinement with a test of checks.ts: `test(value)`, else `message`. */
export const refine = (test: (value: never) => boolean, message: string): Check => ({
  f: (payload) => {
    if (!test(payload.value as never)) refused(payload, [], message);
  },
});

/** `shape` with its checks, in zod's order. */
export const checked = (into: Shape, ...checks: Check[]): Shape => ((into.c = checks), into);

// Schemas.

const typeOf = (type: 'string' | 'boolean') => (): Shape =>
  shape((payload) => (typeof payload.value === type ? payload : wrongType(payload, type)));
export const string = typeOf('string');
export const boolean = typeOf('boolean');
export const number = (): Shape =>
  shape((payload) => (Number.isFinite(payload.value) ? payload : wrongType(payload, 'number')));
export const unknown = (): Shape => shape((payload) => payload);

/** `z.enum` and `z.literal`. */
export const oneOf = (values: readonly unknown[]): Shape =>
  shape((payload) => {
    if (!values.includes(payload.value))
      payload.issues.push(issue('invalid_value', payload.value, { values }));
    return payload;
  });

/** zod's `handlePropertyResult`: how a member's result lands in its object. */
function member(result: Payload, into: Payload, key: string, input: object, of: Shape): void {
  const present = key in input;
  const optionalOut = of.oo === 'optional';
  if (!present && optionalOut && of.oi === 'optional') return;
  if (result.issues.length) {
    if (of.oi !== undefined && optionalOut && !present) return;
    into.issues.push(...prefixed(key, result.issues));
  }
  const out = into.value as Record<string, unknown>;
  if (!present && of.oi === undefined) {
    if (!result.issues.length)
      into.issues.push({
        code: 'invalid_type',
        expected: 'nonoptional',
        input: undefined,
        path: [key],
      });
    return;
  }
  if (result.value !== undefined) out[key] = result.value;
  else if (present || (of.oi === 'defaulted' && !optionalOut)) out[key] = undefined;
}

/** `z.object` (`strict`: `z.strictObject`). */
export function object(members: Record<string, Shape>, strict?: 1): Shape {
  const entries = Object.entries(members);
  const out = shape((payload, report) => {
    const input = payload.value;
    if (!isObject(input)) return wrongType(payload, 'object');
    payload.value = {};
    for (const [key, each] of entries)
      member(run(each, fresh(input[key]), report), payload, key, input, each);
    if (strict) {
      const keys: string[] = [];
      for (const key in input) if (!Object.hasOwn(members, key)) keys.push(key);
      if (keys.length)
        payload.issues.push(issue('unrecognized_keys', input, { keys, continue: true }));
    }
    return payload;
  });
  out.s = members;
  return out;
}

export function array(item: Shape): Shape {
  const out: Shape = shape((payload, report) => {
    const input = payload.value;
    if (!Array.isArray(input)) return wrongType(payload, 'array');
    // zod's `capSize`: an array over a leading maximum is measured, not read.
    for (const ch of out.c ?? []) {
      if (!ch.l) break;
      if (ch.l === 'max' && input.length > (ch.v as number)) {
        payload.issues.push(
          issue('too_big', input, { origin: 'array', maximum: ch.v, continue: false }),
        );
        return payload;
      }
    }
    // `Array.from`, not `map`: a hole is read as undefined, as zod reads it.
    payload.value = Array.from(input, (value: unknown, index) => {
      const result = run(item, fresh(value), report);
      payload.issues.push(...prefixed(index, result.issues));
      return result.value;
    });
    return payload;
  });
  return out;
}

/** `z.record` with plain string keys. */
export const record = (item: Shape): Shape =>
  shape((payload, report) => {
    const input = payload.value as Record<string, unknown>;
    if (!isPlainObject(input)) return wrongType(payload, 'record');
    const out: Record<string, unknown> = {};
    payload.value = out;
    for (const key of Object.keys(input)) {
      if (key === '__proto__') continue;
      const result = run(item, fresh(input[key]), report);
      payload.issues.push(...prefixed(key, result.issues));
      out[key] = result.value;
    }
    return payload;
  });

const optionalIn = (inner: Shape): Optionality =>
  inner.oi === 'defaulted' ? 'defaulted' : 'optional';

export const optional = (inner: Shape): Shape =>
  shape(
    (payload, report) => {
      if (payload.value !== undefined) return run(inner, payload, report);
      if (inner.oi !== 'defaulted') return payload;
      const result = run(inner, fresh(undefined), report);
      payload.value = result.issues.length ? undefined : result.value;
      return payload;
    },
    optionalIn(inner),
    'optional',
  );

export const nullable = (inner: Shape): Shape =>
  shape(
    (payload, report) => (payload.value === null ? payload : run(inner, payload, report)),
    inner.oi,
    inner.oo,
  );

const copy = (value: unknown): unknown =>
  Array.isArray(value) ? [...value] : isObject(value) ? { ...value } : value;

/** `z._default`. */
export const withDefault = (inner: Shape, value: unknown): Shape =>
  shape((payload, report) => {
    if (payload.value === undefined) {
      payload.value = copy(value);
      return payload;
    }
    const result = run(inner, payload, report);
    if (result.value === undefined) result.value = copy(value);
    return result;
  }, 'defaulted');

/** zod's `catch` with a constant: the inner value, or `value` when the inner parse fails. */
export const withCatch = (inner: Shape, value: unknown): Shape =>
  shape(
    (payload, report) => {
      const result = run(inner, fresh(payload.value), report);
      payload.value = result.issues.length ? value : result.value;
      return payload;
    },
    optionalIn(inner),
    inner.oo,
  );

export const pipe = (from: Shape, to: Shape): Shape =>
  shape(
    (payload, report) => {
      const left = run(from, payload, report);
      if (left.issues.some((each) => each.code !== 'unrecognized_keys')) {
        left.aborted = true;
        return left;
      }
      return run(to, { value: left.value, issues: left.issues }, report);
    },
    from.oi,
    to.oo,
  );

// Transforms: what the helpers of tolerant.ts transform with, and functions of checks.ts. zod marks
// every transform optional on input.

const transform = (to: (value: never, report: ParseReport) => unknown): Shape =>
  shape((payload, report) => {
    payload.value = to(payload.value as never, report);
    return payload;
  }, 'optional');

/** A transform with a function of checks.ts. */
export const map: (to: (value: never) => unknown) => Shape = transform;

export const clipTo = (max: number): Shape => transform((value: string) => clip(value, max));

/** `opt`'s null as absent. */
export const nullAsAbsent = (): Shape =>
  transform((value: unknown) => (value === null ? undefined : value));

export const rounding = (round: 'round' | 'floor'): Shape =>
  transform((value: number) => Math[round](value));

/** `openEnum`'s: a known value, else the fallback (or the value), reported. */
export const knownOr = (values: readonly string[], name: string, fallback?: string): Shape =>
  transform((value: string, report) => {
    if (values.includes(value)) return value;
    const kept = fallback ?? value;
    report.dropped.push({
      path: [...report.path, name],
      issues: [{ code: 'kept', path: [], input: value, values, fallback: kept }],
      fallback: kept,
    });
    return kept;
  });

/** A nested parse of a tolerant part: its own issues, the same report. */
function attempt(of: Shape, value: unknown, report: ParseReport, at: (string | number)[]) {
  report.path.push(...at);
  const result = run(of, fresh(value), report);
  const here = [...report.path];
  report.path.splice(-at.length, at.length);
  if (result.issues.length) report.dropped.push({ path: here, issues: result.issues });
  return result;
}

/** `tolerantArray`'s: the valid items of those read, the rest reported. */
export const tolerantItems = (item: Shape, name: string, max: number | null): Shape =>
  transform((values: unknown, report) => {
    const path = [...report.path, name];
    if (values === undefined) return values;
    if (!Array.isArray(values)) {
      report.dropped.push({ path, issues: [issue('invalid_type', values, { expected: 'array' })] });
      return [];
    }
    const limit = Math.min(max ?? Infinity, report.maxItems?.(path) ?? Infinity);
    const read = values.length > limit ? values.slice(0, limit) : values;
    const kept: unknown[] = [];
    read.forEach((value, index) => {
      const result = attempt(item, value, report, [name, index]);
      if (!result.issues.length) kept.push(result.value);
    });
    if (read !== values)
      report.dropped.push({
        path,
        issues: [{ code: 'not_read', path: [], input: values.length, maximum: limit }],
      });
    return kept;
  });

/** `tolerant`'s: the part, or absent when it is invalid (reported). */
export const tolerantPart = (inner: Shape, name: string): Shape =>
  transform((value: unknown, report) => {
    if (value === null || value === undefined) return undefined;
    const result = attempt(inner, value, report, [name]);
    return result.issues.length ? undefined : result.value;
  });

// The helpers of tolerant.ts whole, as they wrap their transforms: the derivation writes a schema
// one of them made as one call.

export const opt = (inner: Shape): Shape => optional(pipe(nullable(inner), nullAsAbsent()));
export const clipped = (max: number): Shape => pipe(string(), clipTo(max));
export const wholeNumber = (round: 'round' | 'floor'): Shape => pipe(number(), rounding(round));
export const openEnum = (values: readonly string[], name: string, fallback?: string): Shape =>
  pipe(string(), knownOr(values, name, fallback));
export const tolerantArray = (item: Shape, name: string, max: number | null): Shape =>
  pipe(unknown(), tolerantItems(item, name, max));
export const tolerant = (inner: Shape, name: string): Shape =>
  optional(pipe(unknown(), tolerantPart(inner, name)));

export type Validated<T> =
  | { success: true; data: T; dropped: Dropped[] }
  | { success: false; issues: IssueLike[]; dropped: Dropped[] };

/**
 * Parses `value` as zod's `parseTolerant` would with the schema `schema` describes: the same data,
 * and the issues of the same report of what was dropped and of the failure (issues.ts's `worded`
 * gives the same words).
 */
export function validate<T>(
  schema: Described,
  value: unknown,
  options: TolerantOptions = {},
): Validated<T> {
  const report: ParseReport = { path: [], dropped: [], maxItems: options.maxItems };
  const result = run(schema, fresh(value), report);
  const dropped = report.dropped;
  if (!result.issues.length) return { success: true, data: result.value as T, dropped };
  return { success: false, issues: result.issues, dropped };
}

/** The member names of an object schema. */
export const membersOf = (schema: Described): string[] => Object.keys(schema.s ?? {});
