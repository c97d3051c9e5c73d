/**
 * What the secure proxy checks in a request before anything reaches the service: contact ids that
 * are not the signed-in contact's (403), query parameters (known, single, typed) and JSON bodies.
 */
import type * as z from 'zod/mini';
import { validate } from '../../api/schemas/admin-common.ts';
import { jsonDepth } from '../../api/json-depth.ts';
import { invalid, ProxyError } from './proxy-http.ts';
import { duplicateMember } from '../json-duplicates.ts';

/** `contactId`, `contact_id`, `ContactID`, `contact-id`: names that carry a contact id. */
export const isContactIdName = (name: string) => /^contact[_-]?id$/i.test(name);

/** Contact ids are uuids: the same contact however its hex digits are cased. */
export const sameId = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const foreignContact = () =>
  new ProxyError(403, 'Forbidden', "only the signed-in contact's data is served here");

/** How a query parameter's text is read before its schema checks it. */
export type ParamKind = 'int' | 'text';

/**
 * The query of a request as the route's schema sees it. A `contactId` (however spelled) other than
 * the signed-in contact's is refused (403) before anything else; the contact's own is dropped (the
 * proxy always uses it). Then every parameter must be one the route knows (400) and appear once;
 * an empty value counts as absent; `int` parameters must be integers.
 */
export function readQuery(
  url: URL,
  kinds: Readonly<Record<string, ParamKind>>,
  me: string,
): Record<string, string | number> {
  const names = new Set(url.searchParams.keys());
  for (const [name, value] of url.searchParams)
    if (isContactIdName(name) && value.trim() !== '' && !sameId(value, me)) throw foreignContact();
  const query: Record<string, string | number> = {};
  for (const name of names) {
    if (isContactIdName(name)) continue;
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (!kind) {
      const known = Object.keys(kinds);
      throw invalid(
        name,
        `is not a query parameter of this route (${known.length ? `allowed: ${known.join(', ')}` : 'it takes none'})`,
      );
    }
    const values = url.searchParams.getAll(name);
    if (values.length > 1) throw invalid(name, 'must be given once');
    const value = values[0] ?? '';
    if (value === '') continue;
    if (kind === 'int') {
      if (!/^-?\d{1,9}$/.test(value)) throw invalid(name, 'must be an integer');
      query[name] = Number(value);
    } else query[name] = value;
  }
  return query;
}

/** Deeper JSON than this is refused: no route takes more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * The JSON body of a request, or undefined when there is none. It must be declared as JSON (which
 * a cross-site HTML form cannot do) and nest at most MAX_JSON_DEPTH levels. Every member named
 * like a contact id, at any depth, must be the signed-in contact's (403); those are removed, since
 * the proxy always uses its own.
 */
export function readJsonBody(text: string, contentType: string | null, me: string): unknown {
  if (text.trim() === '') return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type))
    throw invalid('body', 'must be JSON sent as Content-Type: application/json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON');
  }
  // Checked without recursion, so a hostile nesting cannot overflow the stack before it is refused.
  if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw invalid('body', `nests deeper than ${MAX_JSON_DEPTH} levels`);
  // JSON.parse keeps the last of a member named twice: {"grade":1,"grade":10} is not a 10.
  const twice = duplicateMember(text);
  if (twice !== undefined) throw invalid(`body.${twice}`.replace('.[', '['), 'is named twice');
  return withoutOwnContactIds(value, me);
}

function withoutOwnContactIds(value: unknown, me: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutOwnContactIds(item, me));
  if (typeof value !== 'object' || value === null) return value;
  const kept: [string, unknown][] = [];
  for (const [name, member] of Object.entries(value)) {
    if (isContactIdName(name)) {
      if (typeof member === 'string' && sameId(member, me)) continue;
      throw foreignContact();
    }
    kept.push([name, withoutOwnContactIds(member, me)]);
  }
  // fromEntries defines own members: a `__proto__` member stays a member (which the strict
  // schemas refuse) instead of becoming the prototype, whose members would pass as the body's.
  return Object.fromEntries(kept);
}

/** Validates with a proxy schema; 400 names every broken rule as `member: rule`. */
export function check<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  subject: 'query' | 'body',
): z.output<T> {
  const result = validate(schema, value);
  if (result.success) return result.data;
  const text = result.errors.map((error) => `${error.path || subject}: ${error.rule}`).join('; ');
  throw new ProxyError(400, 'ValidationError', text);
}
