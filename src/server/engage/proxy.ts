/**
 * The secure proxy between a shop's account pages and the contact engagement API (docs/decisions.md,
 * "Contact engagement", "Secure proxy routes"; docs/engage.md). Node only: it holds the API key.
 *
 * The browser never names the contact: every route works on the contact the shop's own session
 * check (`resolveContactId`) returns, and any other contact id anywhere in a request (the path, a
 * query parameter, a body member, or an id that turns out to be another contact's) is refused with
 * 403. Resources that carry an owner (an assignment, a subscription, a message) are fetched and
 * checked before they are answered or changed.
 */
import {
  createEngageClient,
  EngageError,
  EngageNetworkError,
  EngageResponseError,
  EngageValidationError,
} from './client.ts';
import { check, foreignContact, readJsonBody, readQuery, sameId, uuidsIn } from './proxy-guard.ts';
import {
  invalid,
  ProxyError,
  readBody,
  responder,
  toNodeListener,
  type NodeListener,
} from './proxy-http.ts';
import { findRoute, NO_CONTENT, NoBody, noRoute } from './proxy-routes.ts';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.ts';

export { MAX_BODY_BYTES, ProxyError } from './proxy-http.ts';
export {
  JoinRequestSchema,
  SHOPPER_DEFINITION_STATUSES,
  UNSUBSCRIBE_CHANNELS,
} from './proxy-routes.ts';
export { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.ts';

export interface EngageProxyOptions {
  /** The service's `{base_url}` (e.g. `<origin>/engage`); paths below it start with `/api/v3`. */
  baseUrl: string;
  /** Sent upstream as the `apikey` header only; never in an answer. */
  apiKey: string;
  /**
   * The shop's own session check: the signed-in contact's id, or undefined when nobody is signed
   * in (401). Called once per request.
   */
  resolveContactId: (request: Request) => string | undefined | Promise<string | undefined>;
  /** Requests per contact and window (default 60 a minute); over it, 429 with `Retry-After`. */
  rateLimit?: RateLimitOptions;
  /** How the proxy reaches the service (default the global `fetch`). */
  fetch?: typeof fetch;
  /** Where the proxy is mounted, e.g. `/engage-proxy`: stripped before routing. */
  basePath?: string;
  /** Sent upstream as `User-Agent` (default `storefront-elements-engage-proxy`). */
  userAgent?: string;
  /** Waits before retrying an upstream 429/503 (default one quick retry: `[250]`). */
  retryDelaysMs?: readonly number[];
  /**
   * Origins besides the proxy's own whose pages may POST/DELETE (default none). GETs are not
   * checked; the proxy sends no CORS headers, so other origins cannot read answers anyway.
   */
  allowedOrigins?: readonly string[];
  /** Told about failures that are not the service's answers (bugs, a throwing session check). */
  onError?: (error: unknown) => void;
  /**
   * The contact field that records consent to challenges (contact fields are the instance's own).
   * Joining a challenge that needs consent, with the shopper's explicit `{"consent": true}`,
   * first sets it to true (op 19), then assigns (op 14). Default `challengeConsent`; `false`
   * leaves recording consent to the shop.
   */
  consentField?: string | false;
}

export type EngageProxyHandler = (request: Request) => Promise<Response>;
export type EngageProxy = EngageProxyHandler & {
  /** The same handler as a `node:http` listener / connect middleware. */
  node: NodeListener;
};

export const DEFAULT_PROXY_USER_AGENT = 'storefront-elements-engage-proxy';

/** The service's error as the browser may see it: its status and condition, a safe message. */
function fromUpstream(error: unknown, scrub: (text: string) => string): ProxyError | undefined {
  if (error instanceof ProxyError) return error;
  if (error instanceof EngageValidationError)
    return new ProxyError(
      400,
      'ValidationError',
      scrub(error.errors.map((e) => (e.path ? `${e.path}: ${e.rule}` : e.rule)).join('; ')),
    );
  if (error instanceof EngageError) {
    const code = /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(error.errorCode)
      ? error.errorCode
      : 'UpstreamError';
    if ([400, 404, 409, 422].includes(error.status)) {
      const text = error.body?.message ?? 'the engagement service refused the request';
      return new ProxyError(error.status, code, scrub(text).slice(0, 300));
    }
    if (error.status === 429 || error.status === 503)
      return new ProxyError(503, code, 'the engagement service is busy; try again shortly', {
        'Retry-After': '5',
      });
    // 401/403 mean the proxy's own key is wrong: the shopper's session is not the problem.
    return new ProxyError(502, 'UpstreamError', 'the engagement service failed to answer');
  }
  if (error instanceof EngageNetworkError)
    return new ProxyError(502, 'UpstreamUnavailable', 'the engagement service is not reachable');
  if (error instanceof EngageResponseError)
    return new ProxyError(502, 'UpstreamError', 'the engagement service answered unexpectedly');
  return undefined;
}

/** `/engage-proxy/` → `/engage-proxy`; `''` for none. */
function normalizeBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function createEngageProxy(options: EngageProxyOptions): EngageProxy {
  if (typeof options.resolveContactId !== 'function')
    throw new TypeError('createEngageProxy: resolveContactId is required');
  const client = createEngageClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
    userAgent: options.userAgent ?? DEFAULT_PROXY_USER_AGENT,
    retry: { delaysMs: options.retryDelaysMs ?? [250] },
  });
  const base = normalizeBase(options.basePath);
  const limiter = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const consentField =
    options.consentField === false ? undefined : (options.consentField ?? 'challengeConsent');
  const reply = responder(options.apiKey);

  /** Another contact's id anywhere (an id parameter, a query value, a body string) is a 403. */
  async function refuseOtherContacts(me: string, values: readonly string[]): Promise<void> {
    const candidates = [...new Set(values)].filter((id) => !sameId(id, me));
    await Promise.all(
      candidates.map(async (id) => {
        try {
          await client.getContact(id);
        } catch (error) {
          if (error instanceof EngageError && error.status === 404) return;
          throw error;
        }
        throw foreignContact();
      }),
    );
  }

  function checkOrigin(request: Request, url: URL): void {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.get('origin');
    if (origin === null) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host === url.host || allowedOrigins.has(origin)) return;
    throw new ProxyError(403, 'Forbidden', 'cross-origin requests may not change data');
  }

  async function serve(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let path = url.pathname;
    if (base) {
      if (path !== base && !path.startsWith(`${base}/`)) throw noRoute();
      path = path.slice(base.length);
    }
    let segments: string[];
    try {
      segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw noRoute();
    }

    let resolved: string | undefined;
    try {
      resolved = await options.resolveContactId(request);
    } catch (error) {
      options.onError?.(error);
      throw new ProxyError(500, 'SessionError', 'the session could not be checked');
    }
    if (typeof resolved !== 'string' || resolved.trim() === '')
      throw new ProxyError(401, 'Unauthenticated', 'sign in to see your account');
    const me = resolved.trim();

    const decision = limiter.take(me.toLowerCase());
    if (!decision.allowed)
      throw new ProxyError(429, 'TooManyRequests', 'too many requests; try again shortly', {
        'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
      });

    checkOrigin(request, url);
    const { route: found, params } = findRoute(request.method, segments, me);
    const query: unknown = check(found.querySchema, readQuery(url, found.kinds, me), 'query');
    const raw = await readBody(request);
    let body = readJsonBody(raw, request.headers.get('content-type'), me);
    // Routes without a body take none (an empty object is the same as none).
    if (
      found.bodySchema === NoBody &&
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.keys(body).length === 0
    )
      body = undefined;
    if (found.bodySchema === NoBody && body !== undefined)
      throw invalid('body', 'this route takes no body');
    // A route that takes a body names its missing members rather than the missing body.
    if (found.bodySchema !== NoBody && body === undefined) body = {};
    body = check(found.bodySchema, body, 'body');

    await refuseOtherContacts(me, [
      ...Object.values(params).map((id) => id.toLowerCase()),
      ...uuidsIn(query),
      ...uuidsIn(body),
    ]);
    const result = await found.run({ me, params, query, body, client, consentField });
    return result === NO_CONTENT ? reply.empty(204) : reply.json(200, result);
  }

  const handler: EngageProxyHandler = async (request) => {
    try {
      return await serve(request);
    } catch (error) {
      const known = fromUpstream(error, reply.scrub);
      if (known) return reply.error(known);
      options.onError?.(error);
      return reply.error(new ProxyError(500, 'InternalError', 'the request failed'));
    }
  };

  const tooLarge = () =>
    reply.error(new ProxyError(413, 'PayloadTooLarge', 'the body is too large'));
  return Object.assign(handler, { node: toNodeListener(handler, base, tooLarge) });
}
