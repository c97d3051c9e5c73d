/**
 * What every reference engage handler shares: the request context, replies, the service's error
 * bodies (thrown as `ReferenceEngageFailure`, answered by the router) and body reading.
 */
import { BODY_LIMITS, JsonDepthError, parseJson, readBodyText } from '../body.ts';
import type { Catalog } from '../catalog.ts';
import { HttpError } from '../params.ts';
import type { EngageStore } from './store.ts';

export interface EngageReply {
  status: number;
  /** JSON value; undefined: no body. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ErrorBody {
  errorCode: string;
  message: string;
  messageDetails?: { multipleMatchesFound?: string[] };
  validationErrors?: { errorDescription: string }[];
}

/** The service's answer to a refused request, thrown by handlers and answered by the router. */
export class ReferenceEngageFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export function fail(
  status: number,
  errorCode: string,
  message: string,
  extra: Partial<ErrorBody> = {},
): never {
  throw new ReferenceEngageFailure(status, { errorCode, message, ...extra });
}

export function validationFail(status: number, errorCode: string, errors: string[]): never {
  fail(status, errorCode, errors.join('; '), {
    validationErrors: errors.map((errorDescription) => ({ errorDescription })),
  });
}

/** One request as a handler sees it: path parameters already checked by the router. */
export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  store: EngageStore;
  catalog: Catalog;
}

export type Handler = (ctx: Ctx) => EngageReply | Promise<EngageReply>;

export const ok = (body: unknown): EngageReply => ({ status: 200, body });
export const noContent: EngageReply = { status: 204 };
export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** The body as JSON: `empty` when blank, `value` undefined when it is not JSON. */
export async function readJson(request: Request): Promise<{ empty: boolean; value?: unknown }> {
  let text: string;
  try {
    text = await readBodyText(request, BODY_LIMITS.engage);
  } catch (error) {
    if (error instanceof HttpError) fail(error.status, 'PayloadTooLarge', error.message);
    throw error;
  }
  if (!text.trim()) return { empty: true };
  try {
    return { empty: false, value: parseJson(text) };
  } catch (error) {
    if (error instanceof JsonDepthError) fail(400, 'InvalidPayload', `body: ${error.message}`);
    return { empty: false };
  }
}

/** `offset` and `count` of a paged operation, already checked by the router; defaults filled. */
export function paging(query: URLSearchParams, defaultCount: number) {
  const read = (name: string, fallback: number) => {
    const raw = query.get(name);
    return raw === null || raw === '' ? fallback : Number(raw);
  };
  return { offset: read('offset', 0), count: read('count', defaultCount) };
}

export function link(ctx: Ctx, rel: string, path: string, id?: string) {
  return {
    href: `${ctx.url.origin}/engage/api/v{version}${path}`,
    method: 'GET',
    rel,
    ...(id ? { id } : {}),
  };
}
