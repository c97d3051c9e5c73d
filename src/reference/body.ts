/**
 * Request bodies under limits. The Node adapter hands the handler a streamed body, so nothing is
 * read before the route has checked what it can without it (method, path, credentials): a body is
 * then read only up to its route's limit, counted chunk by chunk, and refused with 413 as soon as
 * the declared `Content-Length` or the bytes counted pass it. JSON is refused when it nests deeper
 * than MAX_JSON_DEPTH, since later steps (JSON.stringify of the notification log, schemas) recurse.
 */
import { readCapped } from '../api/read-capped.ts';
import { HttpError, badRequest } from './params.ts';

/** Deeper JSON is refused with 400; no body of the contract nests more than about ten levels. */
export const MAX_JSON_DEPTH = 64;

/** Per-route limits, in bytes, of what is read off the wire. */
export const BODY_LIMITS = {
  /** S1 POST and S2 bodies. */
  query: 1024 * 1024,
  /** Notification bodies (a ticket, or a product or variant key). */
  notification: 1024 * 1024,
  /** `POST /__reference/faults` (raw answers of tens of MB for the size tests). */
  faults: 64 * 1024 * 1024,
  /** Contact engagement bodies (bulk operations carry up to 5,000 contacts). */
  engage: 8 * 1024 * 1024,
} as const;

export const tooLarge = (limit: number, what = 'body') =>
  new HttpError(413, `${what}: larger than ${limit} bytes, the most this endpoint takes`);

/**
 * The body's bytes, at most `limit` of them: 413 when `Content-Length` says more, or as soon as
 * the streamed bytes pass it (the rest is not read).
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
  what = 'body',
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit, what);
  const bytes = await readCapped(request.body, limit);
  if (!bytes) throw tooLarge(limit, what);
  return bytes;
}

export async function readBodyText(request: Request, limit: number, what = 'body') {
  return new TextDecoder().decode(await readBodyBytes(request, limit, what));
}

/**
 * How deeply `text` nests arrays and objects, counted without recursion and without parsing;
 * stops counting once past `max`.
 */
export function jsonDepth(text: string, max = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Thrown by `parseJson` for JSON nested deeper than its limit. */
export class JsonDepthError extends Error {
  constructor(readonly limit: number) {
    super(`nests arrays and objects more than ${limit} levels deep`);
    this.name = 'JsonDepthError';
  }
}

/** JSON.parse that first refuses nesting deeper than `maxDepth` (JsonDepthError). */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) throw new JsonDepthError(maxDepth);
  return JSON.parse(text) as unknown;
}

/** `parseJson` for request bodies: 400 naming the rule, `notJson` for any other failure. */
export function parseJsonBody(text: string, notJson: () => Error): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof JsonDepthError) throw badRequest(`body: ${error.message}`);
    throw notJson();
  }
}
