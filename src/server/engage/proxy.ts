/**
 * The secure proxy between a shop's account pages and the contact engagement API (docs/decisions.md,
 * "Contact engagement", "Secure proxy routes"; docs/engage.md). Node only: it holds the API key.
 *
 * The browser never names the contact: every route works on the contact the shop's own session
 * check (`resolveContactId`) returns, and a contact id where one may be named (the `me` slot of the
 * path, a `contactId` query parameter, a body member named like one) other than that contact's is
 * refused with 403, whether or not such a contact exists. Resources that carry an owner (an
 * assignment, a subscription, a message) are fetched and checked before they are answered or
 * changed; one that is not the contact's answers exactly as an unknown id (404), so no answer tells
 * which ids exist.
 */
import {
  createEngageClient,
  EngageServiceError,
  EngageNetworkError,
  EngageRequestTimeoutError,
  EngageResponseError,
  EngageValidationError,
} from './client.ts';
import type { ConsentDefinition } from '../../api/schemas/engage.ts';
import { check, readJsonBody, readQuery } from './proxy-guard.ts';
import {
  invalid,
  methodNotAllowed,
  ProxyError,
  readBody,
  responder,
  SERVED_METHODS,
  toNodeListener,
  type NodeListener,
} from './proxy-http.ts';
import { findRoute, NO_CONTENT, NoBody, noRoute, notFound } from './proxy-routes.ts';
import {
  DEFAULT_RATE_LIMIT,
  memoryRateLimitStore,
  rateLimitKey,
  type RateLimitDecision,
  type RateLimitOptions,
  type RateLimitStore,
} from './rate-limit.ts';

export { MAX_BODY_BYTES, ProxyError } from './proxy-http.ts';
export {
  JoinRequestSchema,
  SHOPPER_DEFINITION_STATUSES,
  UNSUBSCRIBE_CHANNELS,
} from './proxy-routes.ts';
export {
  createRateLimiter,
  DEFAULT_RATE_LIMIT,
  memoryRateLimitStore,
  rateLimitKey,
  RateLimitUnavailableError,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitStore,
} from './rate-limit.ts';
export { createRedisRateLimitStore, type RedisRateLimitStoreOptions } from './rate-limit-redis.ts';

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
  /**
   * Requests per contact and window (default 120 a minute); over it, 429 with `Retry-After`. The
   * counts live in `store` (default: this process's memory; `createRedisRateLimitStore` shares one
   * limit across processes). A store that cannot count answers 503 `RateLimitUnavailable`.
   */
  rateLimit?: Partial<RateLimitOptions> & { store?: RateLimitStore };
  /** How the proxy reaches the service (default the global `fetch`). */
  fetch?: typeof fetch;
  /**
   * Where the proxy is mounted, stripped before routing: default `/engage-proxy`, where the account
   * elements look for it (their default `engage-base`). `proxy.node` passes requests outside it on
   * to `next()`, so mounted before the shop's own handlers it leaves their routes alone. `'/'`
   * serves at the root: only for a server (or a framework route) that holds nothing else.
   */
  basePath?: string;
  /** Sent upstream as `User-Agent` (default `storefront-elements-engage-proxy`). */
  userAgent?: string;
  /** Waits before retrying an upstream 429/503 (default one quick retry: `[250]`). */
  retryDelaysMs?: readonly number[];
  /**
   * How long each upstream request may take, answer included (default 10 s): then the browser
   * gets 504 `UpstreamTimeout` rather than a request held open.
   */
  timeoutMs?: number;
  /**
   * How long a request's body may take to arrive (default 10 s); then 408 `RequestTimeout` and
   * the connection closes, instead of a request held open by a body that trickles in.
   */
  bodyTimeoutMs?: number;
  /**
   * Origins besides the proxy's own whose pages may POST/DELETE (default none). GETs are not
   * checked; the proxy sends no CORS headers, so other origins cannot read answers anyway.
   */
  allowedOrigins?: readonly string[];
  /**
   * Told about every failure that is not an answer to the shopper's request: the service failing
   * (unreachable, timed out, an unexpected answer, 5xx, busy, the proxy's key refused), a throwing
   * session check, a rate-limit store that cannot count, and the proxy's own bugs.
   */
  onError?: (error: unknown) => void;
  /**
   * The contact field that records consent to challenges (contact fields are the instance's own).
   * Joining a challenge that needs consent, with the shopper's explicit `{"consent": true}`,
   * first sets it to true (op 19), then assigns (op 14). Default `challengeConsent`; `false`
   * leaves recording consent to the shop.
   */
  consentField?: string | false;
  /**
   * Which boolean contact field records each consent definition, by the definition's id or name
   * (`{"Newsletter": "emailOptIn"}`): `GET /consents` then gives each such definition `given`,
   * the signed-in contact's state. By default only the consent challenges ask for (named like
   * "challenge") is mapped, to `consentField`.
   */
  consentFields?: Readonly<Record<string, string>>;
}

export type EngageProxyHandler = (request: Request) => Promise<Response>;
export type EngageProxy = EngageProxyHandler & {
  /** The same handler as a `node:http` listener / connect middleware. */
  node: NodeListener;
};

export const DEFAULT_PROXY_USER_AGENT = 'storefront-elements-engage-proxy';
/** The proxy's upstream time limit: a shopper waits for the account page, not a batch job. */
export const DEFAULT_PROXY_TIMEOUT_MS = 10_000;
/** How long a request's body may take to arrive (its at most 16 KiB). */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/** The service's error as the browser may see it: its status and condition, a safe message. */
function fromUpstream(error: unknown, scrub: (text: string) => string): ProxyError | undefined {
  if (error instanceof ProxyError) return error;
  if (error instanceof EngageValidationError)
    return new ProxyError(
      400,
      'ValidationError',
      scrub(error.errors.map((e) => (e.path ? `${e.path}: ${e.rule}` : e.rule)).join('; ')),
    );
  if (error instanceof EngageServiceError) {
    const code = /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(error.errorCode)
      ? error.errorCode
      : 'UpstreamError';
    // A 404 answers the same whatever the id was (another contact's, someone else's item, none).
    if (error.status === 404) return notFound(code);
    if ([400, 409, 422].includes(error.status)) {
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
  if (error instanceof EngageRequestTimeoutError)
    return new ProxyError(504, 'UpstreamTimeout', 'the engagement service did not answer in time');
  if (error instanceof EngageNetworkError)
    return new ProxyError(502, 'UpstreamUnavailable', 'the engagement service is not reachable');
  if (error instanceof EngageResponseError)
    return new ProxyError(502, 'UpstreamError', 'the engagement service answered unexpectedly');
  return undefined;
}

/** Where the account elements look for the proxy (their default `engage-base`). */
export const DEFAULT_PROXY_BASE_PATH = '/engage-proxy';

/** `/engage-proxy/` → `/engage-proxy`; `'/'` → `''` (the root). */
function normalizeBase(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function createEngageProxy(options: EngageProxyOptions): EngageProxy {
  if (typeof options.resolveContactId !== 'function')
    throw new TypeError('createEngageProxy: resolveContactId is required');
  const { bodyTimeoutMs = DEFAULT_BODY_TIMEOUT_MS } = options;
  if (!Number.isSafeInteger(bodyTimeoutMs) || bodyTimeoutMs < 1)
    throw new TypeError(
      `createEngageProxy: bodyTimeoutMs must be a whole number of milliseconds of at least 1 (got ${String(bodyTimeoutMs)})`,
    );
  const client = createEngageClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
    userAgent: options.userAgent ?? DEFAULT_PROXY_USER_AGENT,
    retry: { delaysMs: options.retryDelaysMs ?? [250] },
    timeoutMs: options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS,
  });
  const base = normalizeBase(options.basePath ?? DEFAULT_PROXY_BASE_PATH);
  const { store = memoryRateLimitStore, ...limits } = options.rateLimit ?? {};
  const limiter = store.limiter({ ...DEFAULT_RATE_LIMIT, ...limits });
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const consentField =
    options.consentField === false ? undefined : (options.consentField ?? 'challengeConsent');
  const consentFields = new Map(Object.entries(options.consentFields ?? {}));
  const consentFieldOf = (consent: ConsentDefinition): string | undefined =>
    consentFields.get(consent.id) ??
    consentFields.get(consent.name) ??
    (/challenge/i.test(consent.name) ? consentField : undefined);
  const reply = responder(options.apiKey);

  /** Fails closed: when the store cannot count, the request is refused rather than let through. */
  async function takeRateLimit(me: string): Promise<RateLimitDecision> {
    try {
      return await limiter.take(rateLimitKey(me));
    } catch (error) {
      // Any failure of the store (RateLimitUnavailableError or a custom store's own) is told.
      options.onError?.(error);
      throw new ProxyError(503, 'RateLimitUnavailable', 'try again shortly', {
        'Retry-After': '5',
      });
    }
  }

  const isAllowedOrigin = (origin: string, own: URL) =>
    origin === own.origin || allowedOrigins.has(origin);

  /**
   * Only pages of the proxy's own origin (scheme, host and port) or of `allowedOrigins` may change
   * data. Browsers send `Origin` with every POST and DELETE; where it is missing, `Sec-Fetch-Site`
   * and then `Referer` decide, and a request with none of the three is refused.
   */
  function checkOrigin(request: Request, url: URL): void {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.get('origin');
    const site = request.headers.get('sec-fetch-site');
    const referer = request.headers.get('referer');
    let allowed: boolean;
    if (origin !== null) allowed = isAllowedOrigin(origin, url);
    else if (site !== null) allowed = site === 'same-origin';
    else if (referer)
      allowed = URL.canParse(referer) && isAllowedOrigin(new URL(referer).origin, url);
    else allowed = false;
    if (!allowed)
      throw new ProxyError(403, 'Forbidden', 'cross-origin requests may not change data');
  }

  async function serve(request: Request): Promise<Response> {
    if (!SERVED_METHODS.has(request.method)) throw methodNotAllowed();
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

    const decision = await takeRateLimit(me);
    if (!decision.allowed)
      throw new ProxyError(429, 'TooManyRequests', 'too many requests; try again shortly', {
        'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
      });

    checkOrigin(request, url);
    // HEAD is GET without the body (the answer's headers are the same).
    const head = request.method === 'HEAD';
    const { route: found, params } = findRoute(head ? 'GET' : request.method, segments, me);
    const query: unknown = check(found.querySchema, readQuery(url, found.kinds, me), 'query');
    const raw = await readBody(request, bodyTimeoutMs);
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

    const result = await found.run({
      me,
      params,
      query,
      body,
      client,
      consentField,
      consentFieldOf,
    });
    const answer = result === NO_CONTENT ? reply.empty(204) : reply.json(200, result);
    return head ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
  }

  const handler: EngageProxyHandler = async (request) => {
    try {
      return await serve(request);
    } catch (error) {
      const known = fromUpstream(error, reply.scrub);
      // The service failing (unreachable, late, an unexpected answer, 5xx, busy, a refused key)
      // is the shop's to hear of; its answers about the shopper's request (4xx) are not. The
      // proxy's own refusals told what they had to where they were made.
      if (known && (error instanceof ProxyError || known.status < 500)) return reply.error(known);
      options.onError?.(error);
      if (known) return reply.error(known);
      return reply.error(new ProxyError(500, 'InternalError', 'the request failed'));
    }
  };

  return Object.assign(handler, {
    node: toNodeListener(handler, base, (error) => reply.error(error)),
  });
}
