/**
 * The notification endpoints of decisions.md and the per-handler record of everything they
 * received, which tests read back through `/__reference/notifications`. The record also feeds
 * FAVORITES and RECENTLY_VIEWED, so those lists react to what a demo visitor did.
 *
 * Notifications answer 204, or 400 for anything wrong (decisions.md lists no 415 for them):
 * missing or unknown market, keys against the userContext rules, a content type other than
 * text/plain or application/json, a body that is not JSON or not the endpoint's body.
 */
import * as z from 'zod/mini';
import {
  NOTIFICATION_NAMES,
  NotificationBodySchemas,
  describeError,
  type NotificationName,
} from '../api/schemas/index.ts';
import type { Catalog } from './catalog.ts';
import { BODY_LIMITS, JsonDepthError, parseJson, readBodyText } from './body.ts';
import { BoundedLog } from './bounded-log.ts';
import { OversizeSchema } from './oversize.ts';
import { HttpError, badRequest, parseSession } from './params.ts';
import { keyOfTicket } from './render.ts';

export interface RecordedNotification {
  endpoint: string;
  query: Record<string, string>;
  /** The parsed JSON body, or null when there was none or it did not parse. */
  body: unknown;
  /** 0 when a `reset` fault destroyed the connection instead of answering. */
  status: number;
  /** The error message when the status is not 204. */
  message?: string;
  receivedAt: string;
}

/**
 * An injected fault: the next `count` requests of a kind (optionally only those of one
 * `sessionKey`, or only those whose method, path and query contain `match`, so test files running
 * side by side cannot trip each other) wait `delayMs` and/or answer `status`, or, with `reset`,
 * get no answer at all: the connection is destroyed, so a browser's fetch rejects with a network
 * error (an unreachable server).
 */
const FaultSpecSchema = z
  .strictObject({
    status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
    delayMs: z.optional(z.int().check(z.minimum(1), z.maximum(30_000))),
    reset: z.optional(z.boolean()),
    /** The `message` of the error body, instead of "injected fault …". */
    message: z.optional(z.string()),
    /** A `Retry-After` header on the answer (seconds or an HTTP date), as a rate limit sends. */
    retryAfter: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /** A raw body to answer with (status 200 unless `status` says otherwise). */
    body: z.optional(z.string()),
    /** Send `body` gzip-compressed without saying so (no Content-Encoding). */
    unlabelledGzip: z.optional(z.boolean()),
    /** Queries only: the real answer, inflated (oversize.ts). */
    oversize: z.optional(OversizeSchema),
    count: z.int().check(z.minimum(1)),
    sessionKey: z.optional(z.string().check(z.minLength(1))),
    /** Only requests whose `METHOD /path?query` contains this (a contact id, an operation). */
    match: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine(
      (fault) =>
        fault.status !== undefined ||
        fault.delayMs !== undefined ||
        fault.reset === true ||
        fault.body !== undefined ||
        fault.oversize !== undefined,
      {
        message:
          'a fault needs a status, a body, a delayMs or reset: true (queries: or an oversize)',
      },
    ),
  )
  .check(
    z.refine((fault) => !(fault.reset === true && fault.status !== undefined), {
      message: 'a reset fault has no status',
    }),
  )
  .check(
    z.refine((fault) => fault.body !== undefined || (fault.status ?? 400) >= 400, {
      message: 'a status below 400 needs a body',
    }),
  );

/**
 * Thrown by the handler for a `reset` fault: the Node adapter destroys the connection instead of
 * answering.
 */
export class ConnectionReset extends Error {
  constructor() {
    super('connection reset (injected fault, POST /__reference/faults)');
    this.name = 'ConnectionReset';
  }
}

export type Fault = z.output<typeof FaultSpecSchema>;

/** `METHOD /path?query`: what a fault's `match` is looked for in. */
export const requestLine = (request: Request, url: URL): string =>
  `${request.method} ${url.pathname}${url.search}`;
export type FaultKind = 'notifications' | 'queries' | 'admin' | 'engage';
const FAULT_KINDS: readonly FaultKind[] = ['notifications', 'queries', 'admin', 'engage'];

/** `POST /__reference/faults` body; each fault is added to those pending. */
export const FaultsSchema = z.strictObject({
  notifications: z.optional(FaultSpecSchema),
  queries: z.optional(FaultSpecSchema),
  /** The administration endpoints (no session: `sessionKey` does not apply). */
  admin: z.optional(FaultSpecSchema),
  /** The contact engagement API, `/engage/api/v3` (no session: scope it with `match`). */
  engage: z.optional(FaultSpecSchema),
});

/**
 * The log keeps the newest NOTIFICATION_LOG_LIMITS.records notifications whose bodies hold at most
 * NOTIFICATION_LOG_LIMITS.bodyChars characters together; older ones are dropped (and counted), so a
 * long demo or soak run cannot grow the server without bound.
 */
export const NOTIFICATION_LOG_LIMITS = { records: 10_000, bodyChars: 32 * 1024 * 1024 } as const;

/** A storefront query as received (S1 `sponsored-page`, S2 `product-page`), for tests. */
export interface RecordedQuery {
  endpoint: 'product-page' | 'sponsored-page';
  query: Record<string, string>;
  /** The JSON body as received (parsed), or null for a GET. */
  body: unknown;
}

/** The newest 1,000 queries, at most 8 Mi characters of bodies together. */
export const QUERY_LOG_LIMITS = { records: 1000, bodyChars: 8 * 1024 * 1024 } as const;

export class NotificationStore {
  readonly #log: BoundedLog<RecordedNotification>;
  /** The storefront queries received (`/__reference/queries`). */
  readonly queries = new BoundedLog<RecordedQuery>(
    QUERY_LOG_LIMITS.records,
    QUERY_LOG_LIMITS.bodyChars,
  );

  recordQuery(endpoint: RecordedQuery['endpoint'], url: URL, body: unknown): void {
    const query = Object.fromEntries(url.searchParams);
    this.queries.push({ endpoint, query, body }, JSON.stringify(body ?? null).length);
  }

  constructor(limits: { records?: number; bodyChars?: number } = {}) {
    this.#log = new BoundedLog(
      limits.records ?? NOTIFICATION_LOG_LIMITS.records,
      limits.bodyChars ?? NOTIFICATION_LOG_LIMITS.bodyChars,
    );
  }

  /** What was received, oldest first (a copy). */
  get records(): RecordedNotification[] {
    return this.#log.toArray();
  }

  /** How many records the log dropped to stay within its limits since it was last cleared. */
  get dropped(): number {
    return this.#log.dropped;
  }

  /** `size`: the characters of its body, counted against the log's limit. */
  record(notification: RecordedNotification, size: number): void {
    this.#log.push(notification, size);
  }

  clearRecords(): void {
    this.#log.clear();
  }

  faults: Record<FaultKind, Fault[]> = { notifications: [], queries: [], admin: [], engage: [] };

  addFaults(faults: z.output<typeof FaultsSchema>): void {
    for (const kind of FAULT_KINDS) {
      const fault = faults[kind];
      if (fault) this.faults[kind].push({ ...fault });
    }
  }

  /** Clears every pending fault, or only those of one `sessionKey`. */
  clearFaults(sessionKey?: string): void {
    if (sessionKey === undefined) {
      this.faults = { notifications: [], queries: [], admin: [], engage: [] };
      return;
    }
    for (const kind of FAULT_KINDS)
      this.faults[kind] = this.faults[kind].filter((fault) => fault.sessionKey !== sessionKey);
  }

  /**
   * The first pending fault that applies to this request (`request`: its `METHOD /path?query`),
   * counted as used.
   */
  takeFault(kind: FaultKind, sessionKey: string | null, request = ''): Fault | undefined {
    const pending = this.faults[kind];
    const index = pending.findIndex(
      (fault) =>
        (fault.sessionKey === undefined || fault.sessionKey === sessionKey) &&
        (fault.match === undefined || request.includes(fault.match)),
    );
    const fault = pending[index];
    if (!fault) return undefined;
    fault.count--;
    if (fault.count <= 0) pending.splice(index, 1);
    return fault;
  }

  private accepted(endpoint: string, market: string, customerKey?: string, sessionKey?: string) {
    return this.records.filter(
      (r) =>
        r.status === 204 &&
        r.endpoint === endpoint &&
        r.query.market === market &&
        (customerKey
          ? r.query.customerKey === customerKey
          : sessionKey !== undefined && r.query.sessionKey === sessionKey),
    );
  }

  /** Product keys a customer has favorited and not removed since, most recent first. */
  favorites(catalog: Catalog, market: string, customerKey: string | undefined): string[] {
    if (!customerKey) return [];
    const events = this.records.filter(
      (r) =>
        r.status === 204 &&
        (r.endpoint === 'add-favorite' || r.endpoint === 'remove-favorite') &&
        r.query.market === market &&
        r.query.customerKey === customerKey,
    );
    const favorites: string[] = [];
    for (const event of events) {
      const body = event.body as { productKey?: string; variantKey?: string };
      const key = body.productKey ?? catalog.variantsByKey.get(body.variantKey ?? '')?.product.key;
      if (!key) continue;
      const at = favorites.indexOf(key);
      if (at >= 0) favorites.splice(at, 1);
      if (event.endpoint === 'add-favorite') favorites.unshift(key);
    }
    return favorites;
  }

  /**
   * Product keys of clicked product tickets, most recent first, less those a later
   * `remove-recently-viewed` took out.
   */
  recentlyViewed(
    catalog: Catalog,
    market: string,
    customerKey?: string,
    sessionKey?: string,
  ): string[] {
    const keys: string[] = [];
    const removed = new Set<string>();
    const events = [
      ...this.accepted('click', market, customerKey, sessionKey),
      ...this.accepted('remove-recently-viewed', market, customerKey, sessionKey),
    ].sort((a, b) => this.records.indexOf(b) - this.records.indexOf(a));
    for (const record of events) {
      if (record.endpoint === 'remove-recently-viewed') {
        const body = record.body as { productKeys?: string[]; removeAll?: true };
        // Newest first: a removal hides every click before it.
        if (body.removeAll) break;
        for (const key of body.productKeys ?? []) removed.add(key);
        continue;
      }
      const key = keyOfTicket((record.body as { ticket: string }).ticket);
      const product = key
        ? (catalog.productsByKey.get(key) ?? catalog.variantsByKey.get(key)?.product)
        : undefined;
      if (product && !removed.has(product.key) && !keys.includes(product.key))
        keys.push(product.key);
    }
    return keys;
  }
}

function isJsonContentType(type: string | null): boolean {
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase();
  return mime === 'text/plain' || mime === 'application/json';
}

/** Handles `POST /api/storefront/v3/notifications/{name}`; records it whatever the outcome. */
export async function handleNotification(
  name: string,
  request: Request,
  url: URL,
  catalog: Catalog,
  store: NotificationStore,
): Promise<{ status: number; message?: string; retryAfter?: string }> {
  const text = await readBodyText(request, BODY_LIMITS.notification);
  let body: unknown = null;
  let parsed = false;
  let tooDeep: JsonDepthError | undefined;
  if (text.trim() !== '') {
    try {
      body = parseJson(text);
      parsed = true;
    } catch (error) {
      if (error instanceof JsonDepthError) tooDeep = error;
    }
  }
  const fault = store.takeFault(
    'notifications',
    url.searchParams.get('sessionKey'),
    requestLine(request, url),
  );
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault?.reset) {
    const reset = new ConnectionReset();
    store.record(
      {
        endpoint: name,
        query: Object.fromEntries(url.searchParams),
        body,
        status: 0,
        message: reset.message,
        receivedAt: new Date().toISOString(),
      },
      text.length,
    );
    throw reset;
  }
  const outcome = ((): { status: number; message?: string; retryAfter?: string } => {
    if (fault?.status !== undefined)
      return {
        status: fault.status,
        message: 'injected fault (POST /__reference/faults)',
        ...(fault.retryAfter ? { retryAfter: fault.retryAfter } : {}),
      };
    try {
      if (!(NOTIFICATION_NAMES as readonly string[]).includes(name))
        throw new HttpError(
          404,
          `unknown notification "${name}" (known: ${NOTIFICATION_NAMES.join(', ')})`,
        );
      parseSession(url.searchParams, catalog);
      const schema = NotificationBodySchemas[name as NotificationName];
      if (schema === null) return { status: 204 };
      if (!isJsonContentType(request.headers.get('content-type')))
        throw badRequest(
          `content-type: must be text/plain or application/json, got "${request.headers.get('content-type') ?? ''}"`,
        );
      if (text.trim() === '') throw badRequest('body: is required');
      if (tooDeep) throw badRequest(`body: ${tooDeep.message}`);
      if (!parsed) throw badRequest('body: is not valid JSON');
      const result = z.safeParse(schema, body);
      if (!result.success) throw badRequest(`body: ${describeError(result.error)}`);
      return { status: 204 };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, message: error.message };
      throw error;
    }
  })();
  store.record(
    {
      endpoint: name,
      query: Object.fromEntries(url.searchParams),
      body,
      status: outcome.status,
      ...(outcome.message ? { message: outcome.message } : {}),
      receivedAt: new Date().toISOString(),
    },
    text.length,
  );
  return outcome;
}
