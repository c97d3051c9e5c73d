/**
 * The browser's validator: zod stays the one source of truth for shapes, but zod/mini (8 kB gzip)
 * does not ship to pages. scripts/derive-validators.ts walks the zod schemas and writes what they
 * check as data (generated/*.ts); this walks that data the way zod's own parse walks its schemas
 * (zod 4's core: checks, optional keys, pipes, aborts), so data and reports come out the same.
 * test/node/schemas/validate.test.ts holds the two to that on fuzzed answers.
 */
import {
  clip,
  describeIssues,
  formatPath,
  keptUnknown,
  notReadMessage,
  type DroppedItem,
  type IssueLike,
  type ParseReport,
  type TolerantOptions,
} from './issues.ts';

/** A check a schema runs on its parsed value, in zod's order. */
export type Check =
  /** Length (strings in code points), as `z.minLength` / `z.maxLength`. */
  | { k: 'min' | 'max'; v: number }
  /** Inclusive bounds of a number, as `z.minimum` / `z.maximum` / `z.nonnegative`. */
  | { k: 'gte' | 'lte'; v: number }
  /** `z.int()`'s own check. */
  | { k: 'int' }
  | { k: 're'; p: string; f: string }
  /** A refinement: the members `by` of the items at `l` are unique, else `m` at `l`. */
  | { k: 'unique'; l: string; by: string; m: string }
  /** A refinement with a test of checks.ts: `f(value)`, else `m`. */
  | { k: 'fn'; f: (value: never) => boolean; m: string };

type Optionality = 'optional' | 'defaulted';

/** One schema; children are indexes into the same table. */
export type Node = {
  c?: Check[];
  /** zod's `optin` / `optout`: how an object treats the member when it is absent. */
  oi?: Optionality;
  oo?: Optionality;
} & (
  | { t: 'string' | 'number' | 'boolean' | 'unknown' }
  | { t: 'enum'; v: readonly unknown[] }
  | { t: 'object'; s: Record<string, number>; x?: 1 }
  | { t: 'array' | 'record'; e: number }
  | { t: 'optional' | 'nullable'; e: number }
  | { t: 'default'; e: number; d: unknown }
  | { t: 'pipe'; a: number; b: number }
  | { t: 'clip'; n: number }
  | { t: 'null' | 'round' | 'floor' }
  | { t: 'enum+'; v: readonly string[]; n: string; d?: string }
  | { t: 'list'; e: number; n: string; m: number | null }
  | { t: 'part'; e: number; n: string }
  /** zod's `catch` with a constant: the inner value, or `d` when the inner parse fails. */
  | { t: 'catch'; e: number; d: unknown }
  /** A transform with a function of checks.ts. */
  | { t: 'map'; f: (value: unknown) => unknown }
);

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

interface Context {
  nodes: readonly Node[];
  report: ParseReport;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
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

const lengthOrigin = (value: unknown) =>
  Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown';

/**
 * Length as zod measures it: strings in code points, counted only where the count in UTF-16
 * units cannot decide (a code point is one or two units).
 */
function lengthOf(value: { length: unknown }, bound: number): unknown {
  const units = value.length as number;
  return typeof value === 'string' && units > bound && units < bound * 2 + 2
    ? [...value].length
    : units;
}

// Module functions, not closures: the checks run for every value of an answer.
function fail(payload: Payload, code: string, more: Omit<Issue, 'code' | 'path'>): void {
  payload.issues.push(issue(code, payload.value, { continue: true, ...more }));
}

function wrongType(payload: Payload, expected: string): Payload {
  payload.issues.push(issue('invalid_type', payload.value, { expected }));
  return payload;
}

function check(ch: Check, payload: Payload): void {
  const value = payload.value as never;
  switch (ch.k) {
    case 'min':
      if (!((lengthOf(value, ch.v - 1) as number) >= ch.v))
        fail(payload, 'too_small', { origin: lengthOrigin(value), minimum: ch.v });
      break;
    case 'max':
      if (!((lengthOf(value, ch.v) as number) <= ch.v))
        fail(payload, 'too_big', { origin: lengthOrigin(value), maximum: ch.v });
      break;
    case 'gte':
      if (!(value >= ch.v)) fail(payload, 'too_small', { origin: 'number', minimum: ch.v });
      break;
    case 'lte':
      if (!(value <= ch.v)) fail(payload, 'too_big', { origin: 'number', maximum: ch.v });
      break;
    case 'int':
      if (!Number.isInteger(value))
        fail(payload, 'invalid_type', { expected: 'int', continue: false });
      else if (!Number.isSafeInteger(value))
        fail(payload, value > 0 ? 'too_big' : 'too_small', {
          origin: 'int',
          maximum: Number.MAX_SAFE_INTEGER,
          minimum: Number.MIN_SAFE_INTEGER,
        });
      break;
    case 're': {
      const pattern = new RegExp(ch.p, ch.f);
      if (!pattern.test(value))
        fail(payload, 'invalid_format', {
          origin: 'string',
          format: 'regex',
          pattern: String(pattern),
        });
      break;
    }
    case 'unique': {
      const ids = ((value as Record<string, unknown[]>)[ch.l] ?? []).map(
        (item) => (item as Record<string, unknown>)[ch.by],
      );
      if (new Set(ids).size !== ids.length) refused(payload, [ch.l], ch.m);
      break;
    }
    case 'fn':
      if (!ch.f(value)) refused(payload, [], ch.m);
  }
}

/** A refinement's issue, as zod's `z.refine` reports it. */
function refused(payload: Payload, path: PropertyKey[], message: string): void {
  payload.issues.push({ code: 'custom', path, input: payload.value, message, continue: true });
}

/** zod's `runChecks`: length checks run unless explicitly aborted; the rest only when not aborted. */
function runChecks(checks: readonly Check[], payload: Payload): Payload {
  let stopped = aborted(payload);
  for (const ch of checks) {
    if (ch.k === 'min' || ch.k === 'max') {
      const value = payload.value as { length?: unknown } | null | undefined;
      if (aborted(payload, 0, true) || value == null || value.length === undefined) continue;
    } else if (stopped) continue;
    const before = payload.issues.length;
    check(ch, payload);
    if (!stopped) stopped = aborted(payload, before);
  }
  return payload;
}

/** zod's `handlePropertyResult`: how a member's result lands in its object. */
function member(result: Payload, into: Payload, key: string, input: object, node: Node): void {
  const present = key in input;
  const optionalOut = node.oo === 'optional';
  if (!present && optionalOut && node.oi === 'optional') return;
  if (result.issues.length) {
    if (node.oi !== undefined && optionalOut && !present) return;
    into.issues.push(...prefixed(key, result.issues));
  }
  const out = into.value as Record<string, unknown>;
  if (!present && node.oi === undefined) {
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
  else if (present || (node.oi === 'defaulted' && !optionalOut)) out[key] = undefined;
}

const copy = (value: unknown): unknown =>
  Array.isArray(value) ? [...value] : isObject(value) ? { ...value } : value;

function run(id: number, payload: Payload, ctx: Context): Payload {
  const node = ctx.nodes[id] as Node;
  const result = parse(node, payload, ctx);
  return node.c ? runChecks(node.c, result) : result;
}

const fresh = (value: unknown): Payload => ({ value, issues: [] });

function parse(node: Node, payload: Payload, ctx: Context): Payload {
  const input = payload.value;
  switch (node.t) {
    case 'string':
    case 'boolean':
      return typeof input === node.t ? payload : wrongType(payload, node.t);
    case 'number':
      return Number.isFinite(input) ? payload : wrongType(payload, 'number');
    case 'unknown':
      return payload;
    case 'enum':
      if (!node.v.includes(input))
        payload.issues.push(issue('invalid_value', input, { values: node.v }));
      return payload;
    case 'object': {
      if (!isObject(input)) return wrongType(payload, 'object');
      payload.value = {};
      for (const [key, id] of Object.entries(node.s)) {
        if (key === '__proto__') continue;
        member(run(id, fresh(input[key]), ctx), payload, key, input, ctx.nodes[id] as Node);
      }
      if (node.x) {
        const keys: string[] = [];
        for (const key in input) if (!Object.hasOwn(node.s, key)) keys.push(key);
        if (keys.length)
          payload.issues.push(issue('unrecognized_keys', input, { keys, continue: true }));
      }
      return payload;
    }
    case 'array': {
      if (!Array.isArray(input)) return wrongType(payload, 'array');
      // zod's `capSize`: an array over a leading maximum is measured, not read.
      for (const ch of node.c ?? []) {
        if (ch.k !== 'min' && ch.k !== 'max') break;
        if (ch.k === 'max' && input.length > ch.v) {
          payload.issues.push(
            issue('too_big', input, { origin: 'array', maximum: ch.v, continue: false }),
          );
          return payload;
        }
      }
      // `Array.from`, not `map`: a hole is read as undefined, as zod reads it.
      payload.value = Array.from(input, (item: unknown, index) => {
        const result = run(node.e, fresh(item), ctx);
        payload.issues.push(...prefixed(index, result.issues));
        return result.value;
      });
      return payload;
    }
    case 'record': {
      if (!isPlainObject(input)) return wrongType(payload, 'record');
      const out: Record<string, unknown> = {};
      payload.value = out;
      for (const key of Object.keys(input as object)) {
        if (key === '__proto__') continue;
        const result = run(node.e, fresh((input as Record<string, unknown>)[key]), ctx);
        payload.issues.push(...prefixed(key, result.issues));
        out[key] = result.value;
      }
      return payload;
    }
    case 'optional': {
      if (input !== undefined) return run(node.e, payload, ctx);
      if ((ctx.nodes[node.e] as Node).oi !== 'defaulted') return payload;
      const result = run(node.e, fresh(input), ctx);
      payload.value = result.issues.length ? undefined : result.value;
      return payload;
    }
    case 'nullable':
      return input === null ? payload : run(node.e, payload, ctx);
    case 'default': {
      if (input === undefined) {
        payload.value = copy(node.d);
        return payload;
      }
      const result = run(node.e, payload, ctx);
      if (result.value === undefined) result.value = copy(node.d);
      return result;
    }
    case 'catch': {
      const result = run(node.e, fresh(input), ctx);
      payload.value = result.issues.length ? node.d : result.value;
      return payload;
    }
    case 'pipe': {
      const left = run(node.a, payload, ctx);
      if (left.issues.some((each) => each.code !== 'unrecognized_keys')) {
        left.aborted = true;
        return left;
      }
      return run(node.b, { value: left.value, issues: left.issues }, ctx);
    }
    default:
      payload.value = transform(node, input, ctx);
      return payload;
  }
}

/** A nested parse of a tolerant part: its own issues, the same report. */
function attempt(id: number, value: unknown, ctx: Context, at: (string | number)[]) {
  ctx.report.path.push(...at);
  const result = run(id, fresh(value), ctx);
  const here = [...ctx.report.path];
  ctx.report.path.splice(-at.length, at.length);
  if (result.issues.length)
    ctx.report.dropped.push({ path: formatPath(here), message: describeIssues(result.issues) });
  return result;
}

/** The helpers of tolerant.ts, as their zod transforms do them. */
function transform(node: Node, input: unknown, ctx: Context): unknown {
  const report = ctx.report;
  switch (node.t) {
    case 'clip':
      return clip(input as string, node.n);
    case 'null':
      return input === null ? undefined : input;
    case 'round':
    case 'floor':
      return Math[node.t](input as number);
    case 'enum+': {
      const value = input as string;
      if (node.v.includes(value)) return value;
      const kept = node.d ?? value;
      keptUnknown(report, node.n, node.v, value, kept);
      return kept;
    }
    case 'list': {
      const values = input as unknown[];
      const path = [...report.path, node.n];
      const limit = Math.min(node.m ?? Infinity, report.maxItems?.(path) ?? Infinity);
      const read = values.length > limit ? values.slice(0, limit) : values;
      const kept: unknown[] = [];
      read.forEach((value, index) => {
        const result = attempt(node.e, value, ctx, [node.n, index]);
        if (!result.issues.length) kept.push(result.value);
      });
      if (read !== values)
        report.dropped.push({
          path: formatPath(path),
          message: notReadMessage(values.length, limit),
        });
      return kept;
    }
    case 'part': {
      if (input === null || input === undefined) return undefined;
      const result = attempt(node.e, input, ctx, [node.n]);
      return result.issues.length ? undefined : result.value;
    }
    case 'map':
      return node.f(input);
  }
  return input;
}

/** A generated table and the index of one schema in it. */
export interface Described {
  nodes: readonly Node[];
  root: number;
}

export type Validated<T> =
  | { success: true; data: T; dropped: DroppedItem[] }
  | { success: false; message: string; dropped: DroppedItem[] };

/**
 * Parses `value` as zod's `parseTolerant` would with the schema `schema` describes: the same data,
 * the same report of what was dropped, and on failure the same message.
 */
export function validate<T>(
  schema: Described,
  value: unknown,
  options: TolerantOptions = {},
): Validated<T> {
  const report: ParseReport = { path: [], dropped: [], maxItems: options.maxItems };
  const result = run(schema.root, fresh(value), { nodes: schema.nodes, report });
  const dropped = report.dropped;
  if (!result.issues.length) return { success: true, data: result.value as T, dropped };
  return { success: false, message: describeIssues(result.issues), dropped };
}

/** The member names of an object schema. */
export const membersOf = (schema: Described): string[] => {
  const node = schema.nodes[schema.root] as Node;
  return node.t === 'object' ? Object.keys(node.s) : [];
};
