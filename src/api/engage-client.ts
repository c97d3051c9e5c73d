/**
 * The browser's side of the contact engagement proxy (docs/decisions.md, "Secure proxy routes").
 * The contact engagement API is server-to-server and its key never reaches a browser: account
 * elements call the shop's own proxy, which knows the signed-in contact from the shop's session
 * (a same-origin cookie), so every request here goes with `credentials: 'same-origin'` and names
 * no contact. Responses are checked tolerantly against their schemas (as derived for the browser,
 * src/api/schemas/generated/engage.ts); a failed request becomes a typed `EngageProxyError` by
 * its status.
 */
import type {
  AchievementValue,
  BackInStockSubscription,
  ChallengeAssignmentWithDefinitionList,
  ChallengeDefinitionFilter,
  ChallengeDefinitionList,
  ChallengeFilter,
  ConsentDefinition,
  PurchaseHistorySummary,
} from './schemas/engage.ts';
// Checked with descriptions derived from the zod schemas of engage.ts (validate.ts): zod stays in
// Node, where the client and the proxy validate with the schemas themselves.
import {
  AchievementValueList,
  BackInStockSubscriptionList,
  ChallengeAssignmentWithDefinitionList as ChallengeAssignmentWithDefinitionListShape,
  ChallengeDefinitionList as ChallengeDefinitionListShape,
  ConsentDefinitionList,
  PurchaseHistorySummary as PurchaseHistorySummaryShape,
} from './schemas/generated/engage.ts';
import type { DroppedItem, TolerantOptions } from './schemas/issues.ts';
import { validate, type Described } from './schemas/validate.ts';
import { EngageProxyError, type EngageErrorKind } from './engage-error.ts';

export { EngageProxyError, type EngageErrorKind } from './engage-error.ts';
// The typed errors of the statuses: their own module, loaded when an answer fails (`failed`).
export {
  EngageForbiddenError,
  EngageNotFoundError,
  EngageRateLimitError,
  EngageServerError,
  EngageUnauthorizedError,
  engageErrorForStatus,
} from './engage-status.ts';

/** @deprecated Renamed `EngageProxyError` (the server side's is `EngageServiceError`). */
export const EngageError = EngageProxyError;
/** @deprecated Renamed `EngageProxyError`. */
export type EngageError = EngageProxyError;

export type EngageMethod = 'GET' | 'POST' | 'DELETE';

export interface EngageRequest {
  method?: EngageMethod;
  /** Query values; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** `base` (no trailing slash needed) + `path`; the path's own segments must be encoded already. */
export function engageUrl(base: string, path: string, query: EngageRequest['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

/**
 * How long a request to the proxy may take, its answer's body included: then it fails with
 * `kind: 'timeout'` (a proxy or network that never finishes would leave an element busy for good).
 * Longer than the proxy's own limits (10 s per upstream request, two for some routes, a retry), so
 * that its answer, a 504 naming the service, comes first when the service is what hangs.
 */
export const ENGAGE_TIMEOUT_MS = 30_000;

/** What the proxy answered: the status, the body's text and `Retry-After`. */
type Answer = [status: number, text: string, retryAfter: string | null];

/**
 * GETs of one URL started in the same task (the elements of a page, made together) share one
 * request: the proxy is asked once. Only while that task runs; later reads ask again.
 */
const inFlight = new Map<string, (signal?: AbortSignal | null) => Promise<Answer>>();

/**
 * One request and its answer's text, given up after `ENGAGE_TIMEOUT_MS`. A write the proxy took
 * (its status came, 2xx) is done even when its body breaks off: sending it again would repeat it.
 */
async function send(url: string, init: RequestInit, what: string): Promise<Answer> {
  const given = init.signal;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ENGAGE_TIMEOUT_MS);
  const follow = () => stop.abort(given!.reason);
  given?.addEventListener('abort', follow);
  let response: Response | undefined;
  try {
    response = await fetch(url, { ...init, signal: stop.signal });
    return [response.status, await response.text(), response.headers.get('Retry-After')];
  } catch (cause) {
    if (given?.aborted) throw given.reason;
    if (response?.ok && init.method !== 'GET') return [response.status, '', null];
    throw stop.signal.aborted
      ? new EngageProxyError('timeout', `${what} had no answer within ${ENGAGE_TIMEOUT_MS} ms`)
      : new EngageProxyError('network', `${what} could not be sent`, { cause });
  } finally {
    clearTimeout(timer);
    given?.removeEventListener('abort', follow);
  }
}

/**
 * `send` of a GET, shared with the other reads of the URL in this task; the last reader to abort
 * stops it.
 */
function sharedGet(url: string, init: RequestInit, what: string): Promise<Answer> {
  let join = inFlight.get(url);
  if (!join) {
    const stop = new AbortController();
    const answer = send(url, { ...init, signal: stop.signal }, what);
    const forget = () => inFlight.get(url) === join && inFlight.delete(url);
    let readers = 0;
    join = (signal) =>
      new Promise((resolve, reject) => {
        const left = () => {
          // The last reader gone: nobody waits for the answer, and a later read asks anew.
          if (!--readers) {
            stop.abort(signal!.reason);
            forget();
          }
          reject(signal!.reason);
        };
        readers++;
        signal?.addEventListener('abort', left, { once: true });
        answer.then(resolve, reject).finally(() => signal?.removeEventListener('abort', left));
      });
    inFlight.set(url, join);
    setTimeout(forget);
  }
  return join(init.signal);
}

/**
 * The typed error of an answer that was not a success (`engageErrorForStatus`). Its module is
 * loaded only then: a page whose answers succeed never loads it. Should it not load, the error
 * keeps the status (a 401 still signs out) without the body's details.
 */
const failed = (status: number, text: string, what: string, retryAfter: string | null) =>
  import('./engage-failure.ts').then(
    (module) => module.engageErrorForStatus(status, text, what, retryAfter),
    (cause: unknown) =>
      new EngageProxyError('http', `${what} failed with ${status}`, { status, cause }),
  );

/**
 * Sends one request to the proxy. Resolves with the parsed JSON body (`undefined` for an empty
 * body, e.g. 204); rejects with an `EngageProxyError` (or the signal's abort reason).
 */
export async function engageFetch(
  base: string,
  path: string,
  request: EngageRequest = {},
): Promise<unknown> {
  const method = request.method ?? 'GET';
  const url = engageUrl(base, path, request.query);
  const what = `${method} ${path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    body: request.body === undefined ? null : JSON.stringify(request.body),
    signal: request.signal ?? null,
  };
  if (request.signal?.aborted) throw request.signal.reason;
  const [status, text, retryAfter] = await (method === 'GET' ? sharedGet : send)(url, init, what);
  if (status < 200 || status > 299) throw await failed(status, text, what, retryAfter);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    // A write the proxy took: done, whatever its body says (its answer is not needed).
    if (method !== 'GET') return undefined;
    throw new EngageProxyError('invalid-response', `${what} did not return JSON`, {
      status,
      cause,
    });
  }
}

/**
 * At most how many items of each list of an answer are read (and shown): the first 500, the rest
 * reported as not read. A list of thousands (a broken or hostile service) would otherwise be
 * validated and drawn in one task, freezing the page for seconds.
 */
export const ENGAGE_LIST_ITEMS = 500;
const READ: TolerantOptions = { maxItems: () => ENGAGE_LIST_ITEMS };

export interface EngageResult<T> {
  data: T;
  /** Parts of the response that failed their schema and were left out. */
  dropped: DroppedItem[];
}

/**
 * `engageFetch` and then the schema, as described for the browser (`schema`, one of
 * `generated/engage.ts`), tolerantly: invalid items are dropped and reported, and so are the items
 * of a list beyond its first `ENGAGE_LIST_ITEMS`. The report's words (schemas/issues.ts) are a
 * chunk loaded only when there is something to report.
 */
export async function engageRequest<T>(
  base: string,
  path: string,
  schema: Described,
  request: EngageRequest = {},
): Promise<EngageResult<T>> {
  const body = await engageFetch(base, path, request);
  const valid = validate<T>(schema, body, READ);
  if (valid.success && !valid.dropped.length) return { data: valid.data, dropped: [] };
  const parsed = (await import('./schemas/wording.ts')).worded(valid);
  if (!parsed.success) {
    throw new EngageProxyError(
      'invalid-response',
      `${request.method ?? 'GET'} ${path} returned an unexpected shape: ${parsed.message}`,
    );
  }
  return { data: parsed.data, dropped: parsed.dropped };
}

/** What an element reports in `sf-error` for a failed request. */
export function engageErrorDetail(error: unknown): {
  kind: EngageErrorKind;
  status?: number;
  message: string;
} {
  if (error instanceof EngageProxyError) {
    return {
      kind: error.kind,
      message: error.message,
      ...(error.status === undefined ? {} : { status: error.status }),
    };
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/** True for the 401 of a request without a signed-in contact. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof EngageProxyError && error.status === 401;

// ---------------------------------------------------------------------------------------------
// The proxy's routes (docs/decisions.md, "Secure proxy routes"), one function each. `base` is
// where the shop mounts the proxy (the elements' `engage-base`).

/** `GET /me/challenges`: the contact's assignments, each with its definition. */
export function fetchMyChallenges(
  base: string,
  signal?: AbortSignal,
  query: { filter?: ChallengeFilter; offset?: number; count?: number } = {},
): Promise<EngageResult<ChallengeAssignmentWithDefinitionList>> {
  return engageRequest(base, '/me/challenges', ChallengeAssignmentWithDefinitionListShape, {
    query,
    signal,
  });
}

/** `GET /challenge-definitions`: definitions (default: the active ones, which may be joined). */
export function fetchChallengeDefinitions(
  base: string,
  signal?: AbortSignal,
  query: { status?: ChallengeDefinitionFilter; offset?: number; count?: number } = {},
): Promise<EngageResult<ChallengeDefinitionList>> {
  return engageRequest(base, '/challenge-definitions', ChallengeDefinitionListShape, {
    query: { status: 'Active', ...query },
    signal,
  });
}

/** `GET /me/achievements`, with the definitions' names. */
export function fetchMyAchievements(
  base: string,
  signal?: AbortSignal,
): Promise<EngageResult<AchievementValue[]>> {
  return engageRequest(base, '/me/achievements', AchievementValueList, { signal });
}

/** `GET /consents`: the consent definitions with their localized texts. */
export function fetchConsents(
  base: string,
  signal?: AbortSignal,
): Promise<EngageResult<ConsentDefinition[]>> {
  return engageRequest(base, '/consents', ConsentDefinitionList, { signal });
}

/**
 * `GET /me/purchase-summary`. Resolves with `undefined` when the service has not calculated the
 * contact's figures yet (404 `RetailKpiNotCalculated`): that is a normal state, not a failure.
 */
export async function fetchPurchaseSummary(
  base: string,
  signal?: AbortSignal,
): Promise<EngageResult<PurchaseHistorySummary | undefined>> {
  try {
    return await engageRequest(base, '/me/purchase-summary', PurchaseHistorySummaryShape, {
      signal,
    });
  } catch (error) {
    // The 404 of engageErrorForStatus (an EngageNotFoundError), read without its module.
    if (
      error instanceof EngageProxyError &&
      error.status === 404 &&
      error.errorCode === 'RetailKpiNotCalculated'
    ) {
      return { data: undefined, dropped: [] };
    }
    throw error;
  }
}

/** `GET /me/back-in-stock`: the contact's back-in-stock subscriptions. */
export function fetchBackInStock(
  base: string,
  signal?: AbortSignal,
): Promise<EngageResult<BackInStockSubscription[]>> {
  return engageRequest(base, '/me/back-in-stock', BackInStockSubscriptionList, { signal });
}

export type UnsubscribeChannel = 'email' | 'sms';
export const UNSUBSCRIBE_CHANNELS: readonly UnsubscribeChannel[] = ['email', 'sms'];

// The write routes: their own module, so that the account page's script tag loads them with the
// actions' chunk, after a contact acts (they are exports of this module for everyone else).
export {
  joinChallenge,
  removeBackInStock,
  segment,
  submitNps,
  unsubscribe,
} from './engage-writes.ts';
