/**
 * Storefront queries' requests, built by pure functions (testable without a server), sent, and
 * their answers checked against the schemas and parsed tolerantly: what the public query
 * functions (client.ts: the product page, sponsored-query.ts: the sponsored page) share, and what
 * the elements send their product-page query with. Browser code: no DOM, no credential of any
 * kind.
 */
import type { DroppedItem, TolerantOptions } from './schemas/issues.ts';
import type { ProductPageRequestSettings } from './schemas/requests.ts';
import type { ProductPageResult } from './schemas/results.ts';
// Checked with descriptions derived from the zod schemas (validate.ts): zod stays in Node.
import {
  ProductPageRequestSettings as ProductPageRequestSettingsShape,
  ProductPageResult as ProductPageResultShape,
} from './schemas/generated/product-page.ts';
import { loadWording } from './schemas/load-wording.ts';
import { validate, type Described, type Dropped } from './schemas/validate.ts';
import { StorefrontConfigError, StorefrontError, statusError } from './errors.ts';
import {
  commonParams,
  normalizeApiBase,
  requireString,
  type StorefrontConfig,
} from './query-params.ts';

export interface ProductPageQuery {
  productKey: string;
  settings: ProductPageRequestSettings;
}

export interface QueryOptions {
  signal?: AbortSignal;
  /** Milliseconds until the query fails with a `StorefrontError` of kind `'timeout'`. */
  timeout?: number;
  /** Only for hosts without a global `fetch`; browsers use their own. */
  fetch?: typeof fetch;
}

/**
 * `D`: a public function's caller gets the dropped parts worded; the elements get the validator's
 * report (`Dropped`) and word it when they report it.
 */
export interface QueryResult<T, D = DroppedItem> {
  data: T;
  /** Parts of the response that did not match their schema and were left out. */
  dropped: D[];
  status: number;
}

/** What the elements' queries give them: the dropped parts not yet worded. */
export type SentResult<T> = QueryResult<T, Dropped>;

/** A request ready for `fetch(url, init)`. */
export interface StorefrontRequest {
  url: string;
  init: RequestInit;
}

export const STOREFRONT_PATH = '/api/storefront/v3/queries';

/**
 * JSON sent as plain text keeps the POST a "simple" request, so a browser sends no CORS
 * preflight (decisions.md, "Product discovery: storefront").
 */
export const BODY_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/** A storefront query's request (sponsored-query.ts builds S1 with it too; not public). */
export function request(
  config: StorefrontConfig,
  query: 'sponsored-page' | 'product-page',
  params: URLSearchParams,
  body: unknown,
): StorefrontRequest {
  const url = `${normalizeApiBase(config.apiBase)}${STOREFRONT_PATH}/${query}?${params}`;
  // Storefront queries carry no credential: no cookies, no API key, no authorization header.
  const init: RequestInit =
    body === undefined
      ? { method: 'GET', credentials: 'omit' }
      : {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': BODY_CONTENT_TYPE },
          body: JSON.stringify(body),
        };
  return { url, init };
}

/**
 * The product-page request's parameters (`buildProductPageRequest` without the checks of its
 * call's shape and of its configuration's values: `config` is the elements' parsed one, or
 * `checkedConfig`'s). Its settings are checked next, by the caller.
 */
export function productPageParams(
  config: StorefrontConfig,
  query: ProductPageQuery,
): URLSearchParams {
  const params = commonParams(config);
  params.set('productKey', requireString('productKey', query.productKey));
  return params;
}

/**
 * A query's timeout: the signal its fetch gets, and the error it fails with when the timeout is
 * what aborted it. A caller's `timeout` (./timeout.ts, the public functions; the sponsored page's
 * attribute), else `DEFAULT_TIMEOUT`.
 */
export interface Deadline {
  signal: AbortSignal;
  /** The timeout's error when it fired (the caller's own abort is told apart first). */
  expired(cause: unknown): StorefrontError | undefined;
  /** When the timeout fires (`Date.now()` time). */
  end: number;
  dispose(): void;
}

/**
 * Without a `timeout`, a query with no answer after this long fails (kind `timeout`): a stalled
 * connection on a phone network would otherwise leave an element's placeholders for minutes.
 */
export const DEFAULT_TIMEOUT = 10_000;

/** `signal` combined with a timer of `timeout` ms; `what` names the request in the error. */
export function deadlineOf(
  signal: AbortSignal | undefined,
  timeout: number,
  what = 'Storefront query',
): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  // Hand the caller's abort on unchanged, so the caller sees its own reason.
  const forward = () => controller.abort(signal!.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    end: Date.now() + timeout,
    expired: (cause) =>
      controller.signal.aborted && !signal?.aborted
        ? new StorefrontError('timeout', `${what} timed out after ${timeout} ms`, {
            cause,
          })
        : undefined,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** `QueryOptions` with how their `timeout` is kept: without it, `timeout` is not read. */
export interface SendOptions extends QueryOptions {
  deadline?: (options: QueryOptions) => Deadline | undefined;
}

/**
 * Answers asked for once more, after `RETRY_DELAY` ms: 500 (the cluster unavailable or busy) and
 * a gateway's 502 and 504; a network error is too. Not 503: for a storefront query it means no
 * products found, and asking again finds none.
 */
const ASKED_AGAIN = [500, 502, 504];
const RETRY_DELAY = 1000;

/** Above this many characters an answer is parsed in separate tasks. */
const LARGE_ANSWER_CHARS = 256 * 1024;

/** Ends the current task: whatever the page has queued (input, rendering) runs first. */
const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Sends a request and reads its answer tolerantly (shared with sponsored-query.ts; not public). */
export async function execute<T>(
  { url, init }: StorefrontRequest,
  schema: Described,
  options: SendOptions,
  shown: (json: unknown) => TolerantOptions = () => ({}),
): Promise<QueryResult<T, Dropped>> {
  // Set once the request is built: a configuration error is reported before a timeout's.
  const deadline = options.deadline?.(options) ?? deadlineOf(options.signal, DEFAULT_TIMEOUT);
  const signal = deadline.signal;
  // No retry the timeout would cut short: the failure is told as it is.
  const late = () => Date.now() + RETRY_DELAY >= deadline.end;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const failure = (error: unknown): unknown => {
    // The caller's own abort is passed through untouched: callers ignore it by its reason.
    if (options.signal?.aborted) return options.signal.reason;
    const detail = error instanceof Error ? error.message : String(error);
    return (
      deadline.expired(error) ??
      // Not "could not be sent": an answer cut off at a size limit, or a refused redirect, came.
      new StorefrontError('network', `Storefront query got no complete answer: ${detail}`, {
        cause: error,
      })
    );
  };

  let status: number;
  let text: string;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetchImpl(url, { ...init, signal });
        status = response.status;
        text = await response.text();
        if (attempt || !ASKED_AGAIN.includes(status) || late()) break;
      } catch (error) {
        if (attempt || signal.aborted || late()) throw error;
      }
      // A dropped connection or a busy cluster, once: asked again after a pause, which the
      // caller's abort ends (its timer left to run out: it settles nothing then).
      await new Promise((resolve, reject) => {
        setTimeout(resolve, RETRY_DELAY);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
  } catch (error) {
    throw failure(error);
  } finally {
    deadline.dispose();
  }

  if (status < 200 || status >= 300) throw await statusError(status, text);
  // A large answer is read in steps, each a task of its own, so a page stays responsive to input
  // between them (JSON.parse of 10 MB alone takes about 100 ms).
  const large = text.length > LARGE_ANSWER_CHARS;
  if (large) await yieldToPage();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StorefrontError('invalid-response', 'Storefront response is not JSON', {
      status,
      cause: error,
    });
  }
  // Members, none of them the result's: another service's answer (a wrong `api-base`), not an
  // empty one (`{}`, whose members all default).
  const keys = json && typeof json === 'object' && !Array.isArray(json) ? Object.keys(json) : [];
  if (keys.length && !keys.some((key) => Object.hasOwn(schema.s!, key)))
    throw new StorefrontError(
      'invalid-response',
      `Storefront response is not a result: ${keys.join().slice(0, 200)}`,
      { status },
    );
  if (large) await yieldToPage();
  const parsed = validate<T>(schema, json, shown(json));
  if (!parsed.success) {
    const { describeIssues } = await loadWording();
    throw new StorefrontError(
      'invalid-response',
      `Storefront response is unusable: ${describeIssues(parsed.issues)}`,
      { status },
    );
  }
  // Rendering the result (the caller's next step) is a task of its own too.
  if (large) await yieldToPage();
  return { data: parsed.data, dropped: parsed.dropped, status };
}

/**
 * `queryProductPage` as the elements send it (src/controllers/query.ts): the configuration is
 * their resolved one and the query their own, so the shape of the call (`checkCallShape`, for
 * callers of the public function) is not checked, and no page loads that check before its
 * content (docs/decisions.md, "Lean render"). Everything the query's values must satisfy still is.
 */
export async function sendProductPageQuery(
  config: StorefrontConfig,
  query: ProductPageQuery,
  options: SendOptions,
): Promise<QueryResult<ProductPageResult, Dropped>> {
  const params = productPageParams(config, query);
  const settings = validate<ProductPageRequestSettings>(
    ProductPageRequestSettingsShape,
    query.settings ?? {},
  );
  if (!settings.success) {
    const { describeIssues } = await loadWording();
    throw new StorefrontConfigError('settings', describeIssues(settings.issues));
  }
  return execute(
    request(config, 'product-page', params, settings.data),
    ProductPageResultShape,
    options,
    (json) => requestedLimits(query.settings, json),
  );
}

/**
 * Each answered list is read only as far as its request's `limit`: a list answered with more
 * groups than asked for shows only `limit` of them, so the rest is not even validated.
 */
function requestedLimits(settings: ProductPageRequestSettings, json: unknown): TolerantOptions {
  const limits = new Map<unknown, number | undefined>(
    (settings.recommendationLists ?? []).map((list) => [list.id, list.limit]),
  );
  const lists = (json as { recommendationLists?: unknown } | null)?.recommendationLists;
  return {
    maxItems: ([member, index, inner, ...rest]) => {
      if (member !== 'recommendationLists' || inner !== 'productGroups' || rest.length) return;
      if (!Array.isArray(lists) || typeof index !== 'number') return;
      return limits.get((lists[index] as { id?: unknown } | null)?.id);
    },
  };
}
