/**
 * The reference engage API's routing and request validation, both derived from the table of
 * operations (src/api/schemas/engage-operations.ts): each operation's method and path pick it,
 * and its arguments' rules check the path and query before its handler runs. Handlers are keyed
 * by operation name; what they still check is the service's own logic (which contacts exist,
 * lookup formats, bodies).
 */
import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import {
  ENGAGE_OPERATIONS,
  type EngageArg,
  type EngageOperation,
  type EngageOperationName,
} from '../../api/schemas/engage-operations.ts';
import { fail, validationFail, type EngageReply, type Handler } from './reply.ts';
import { isUuid } from './validate.ts';

export type Handlers = Record<EngageOperationName, Handler>;

interface Route {
  name: EngageOperationName;
  operation: EngageOperation;
  segments: string[];
}

export interface Routed {
  name: EngageOperationName;
  run: Handler;
  params: Record<string, string>;
}

const ROUTES: readonly Route[] = Object.entries(ENGAGE_OPERATIONS).map(([name, operation]) => ({
  name: name as EngageOperationName,
  operation,
  segments: operation.path.split('/').filter((s) => s !== ''),
}));

const literals = (route: Route) => route.segments.filter((s) => !s.startsWith('{')).length;

/**
 * The operation at `path` (below the API prefix) for `method`, its path parameters checked;
 * a reply when none serves it (404, or 405 with `Allow`).
 */
export function route(method: string, path: string, handlers: Handlers): Routed | EngageReply {
  const segments = path.split('/').filter((s) => s !== '');
  const matching = ROUTES.map((r) => ({ route: r, params: match(r.segments, segments) })).filter(
    (m): m is { route: Route; params: Record<string, string> } => !!m.params,
  );
  if (!matching.length) fail(404, 'NotFound', `no operation at ${path}`);
  // The most literal pattern decides: GET /contacts/bulk is 405, not a contact id.
  const best = Math.max(...matching.map((m) => literals(m.route)));
  const candidates = matching.filter((m) => literals(m.route) === best);
  const chosen = candidates.find((m) => m.route.operation.method === method);
  if (!chosen) {
    const allowed = [...new Set(candidates.map((m) => m.route.operation.method))];
    return {
      status: 405,
      body: {
        errorCode: 'MethodNotAllowed',
        message: `method not allowed; use ${allowed.join(' or ')}`,
      },
      headers: { Allow: allowed.join(', ') },
    };
  }
  return { name: chosen.route.name, run: handlers[chosen.route.name], params: chosen.params };
}

/**
 * Checks the path and query arguments by the operation's rules; uuids come back lower-cased.
 * Bodies are read by the handlers (they alone know when one is needed).
 */
export function checkArguments(
  name: EngageOperationName,
  params: Record<string, string>,
  query: URLSearchParams,
): void {
  const operation: EngageOperation = ENGAGE_OPERATIONS[name];
  const errors = operation.errors ?? {};
  for (const arg of operation.args) {
    if (arg.rule === 'uuid' || arg.rule === 'text') {
      const inPath = arg.in !== 'query';
      const value = inPath ? (params[arg.name] ?? '') : (query.get(arg.name) ?? '');
      const code = arg.invalid ?? (inPath ? (errors[404] ?? 'NotFound') : 'InvalidParameter');
      const status = inPath && !arg.invalid ? 404 : code.endsWith('NotFound') ? 404 : 400;
      if (value.trim() === '') fail(status, code, `${arg.name} is required`);
      if (arg.rule === 'uuid') {
        if (!isUuid(value)) fail(status, code, `${arg.name} must be a uuid, got "${value}"`);
        if (inPath) params[arg.name] = value.toLowerCase();
      }
    } else if (arg.rule === 'schema' && arg.in === 'query') checkQuery(operation, arg, query);
  }
}

function checkQuery(
  operation: EngageOperation,
  arg: Extract<EngageArg, { rule: 'schema' }>,
  query: URLSearchParams,
): void {
  const shape = objectShape(arg.schema);
  // Only the members the schema names: the service ignores other parameters.
  const given: Record<string, unknown> = {};
  for (const [member, schema] of Object.entries(shape)) {
    const raw = query.get(member);
    if (raw !== null && raw !== '') given[member] = typed(raw, kindOf(schema));
  }
  const result = safeParse(arg.schema, given);
  if (result.success) return;
  const errors = operation.errors ?? {};
  const issues = result.error.issues.map((issue) => ({
    member: String(issue.path[0] ?? arg.name),
    text: `${issue.path.length ? issue.path.join('.') : arg.name}: ${issue.message}`,
  }));
  const [status, code] = issues.some((i) => i.member === 'contactId')
    ? [400, 'InvalidContactId']
    : errors[400]
      ? [400, errors[400]]
      : errors[422]
        ? [422, errors[422]]
        : [400, 'InvalidParameter'];
  validationFail(
    status,
    code,
    issues.map((i) => i.text),
  );
}

interface Internals {
  _zod: { def: { type: string; shape?: Record<string, z.ZodMiniType>; innerType?: Internals } };
}

function objectShape(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  return (schema as unknown as Internals)._zod.def.shape ?? {};
}

function kindOf(schema: z.ZodMiniType): string {
  let def = (schema as unknown as Internals)._zod.def;
  while (def.type === 'optional' && def.innerType) def = def.innerType._zod.def;
  return def.type;
}

/** A query string as the member's type wants it; left a string when it is not one. */
function typed(raw: string, kind: string): unknown {
  if (kind === 'number' && /^-?\d+$/.test(raw)) return Number(raw);
  if (kind === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** Path parameters when `segments` fit the pattern, else undefined. */
function match(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const s = segments[i] as string;
    if (p.startsWith('{')) {
      let value: string;
      try {
        value = decodeURIComponent(s);
      } catch {
        return undefined;
      }
      params[p.slice(1, -1)] = value;
    } else if (p !== s) return undefined;
  }
  return params;
}
