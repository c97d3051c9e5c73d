/**
 * The reference server as one web-standard function: routing, CORS, gzip and error bodies.
 *
 * Storefront (the contract, product-discovery-api.md and decisions.md):
 *   GET|POST /api/storefront/v3/queries/sponsored-page   S1
 *   GET|POST /api/storefront/v3/queries/product-page     S2 (GET: no body)
 *   POST     /api/storefront/v3/notifications/{name}     click, add-to-cart, ad-impression, …
 * Administration (admin.ts; header `Api-Key`, default `reference-api-key`):
 *   GET      /api/admin/v4/export/pages          A1 PageContainer (gzip)
 *   POST     /api/admin/v4/import/pages          page import (gzip body), 204
 *   POST     /api/admin/v4/import/navigation     A2 navigation import (gzip body), 204
 *   GET      /api/admin/v3/export/navigation     A3 NavigationContainer (gzip)
 * Test and demo helpers (this server only):
 *   GET      /__reference/catalog                 markets, locales, stores, pages, product groups
 *   GET      /__reference/images/{name}.svg?w=&h= generated product and banner images
 *   GET|DELETE /__reference/notifications         what the notification endpoints received
 *   GET|DELETE /__reference/queries               the storefront queries received (S1, S2)
 *   GET|POST|DELETE /__reference/faults           {"notifications"|"queries"|"admin"|"engage": {status?, delayMs?, reset?, retryAfter?, count, sessionKey?, match?}}
 *                                                 (queries also {oversize: {groups?, stringLength?}})
 *                                                 (DELETE ?sessionKey= clears only that session's)
 * Contact engagement (engage/api.ts; header `apikey`, default `reference-engage-key`):
 *   *        /engage/api/v3/...                   operations 1–36 of contact-engagement-api.md, 37
 *   GET      /__reference/engage/catalog          contact ids by role, definition ids by status
 *   GET      /__reference/engage/events           triggers, NPS responses, unsubscriptions received
 *
 * Anything else returns undefined so a dev server can fall through to its static files.
 */
import { gzipSync } from 'node:zlib';
import * as z from 'zod/mini';
import { describeError } from '../api/schemas/index.ts';
import { BODY_LIMITS } from './body.ts';
import { ADMIN_PREFIX, AdminApi, DEFAULT_API_KEY, DEFAULT_IMPORT_DELAY_MS } from './admin.ts';
import { CATALOG_NOW, DEFAULT_SEED, getCatalog, type Catalog } from './catalog.ts';
import { ENGAGE_PREFIX, ENGAGE_REFERENCE, EngageApi } from './engage/api.ts';
import { demoPageOf } from './demo-links.ts';
import { renderImage } from './images.ts';
import {
  ConnectionReset,
  FaultsSchema,
  NotificationStore,
  handleNotification,
  requestLine,
  type Fault,
} from './notifications.ts';
import { NavigationStore } from './navigation.ts';
import { inflateAnswer } from './oversize.ts';
import { PageStore } from './pages.ts';
import { HttpError, allCustomNames, badRequest } from './params.ts';
import { FACT_NAMES } from './render.ts';
import { pageCategory } from './sponsored.ts';
import { productPage, readJsonBody, sponsoredPage, type QueryContext } from './storefront.ts';

export type ReferenceHandler = (request: Request) => Promise<Response | undefined>;

export interface ReferenceHandlerOptions {
  /** Delay before answering each S1/S2 query, to test slow bidding. */
  latencyMs?: number;
  /** Seed of the generated catalog; the default gives the documented sample data. */
  seed?: number;
  /** The `Api-Key` of the administration endpoints; default `reference-api-key`. */
  apiKey?: string;
  /**
   * How long a page or navigation import takes (default 50 ms); meanwhile a second import of the
   * same kind is answered 409.
   */
  adminImportDelayMs?: number;
  /** The `apikey` of the contact engagement API (`/engage/api/v3`); default `reference-engage-key`. */
  engageApiKey?: string;
  /**
   * How many notifications `/__reference/notifications` keeps, the newest (default 10,000; their
   * bodies at most 32 Mi characters together).
   */
  notificationLogLimit?: number;
  /**
   * Where the demo's pages are served (`/` under `npm start`, `/demo/` under the test runner).
   * When set, a `GET` of a shop link of the sample data (a product link, a page's path) is
   * redirected (302) to the demo page that shows it (`demo-links.ts`); unset, such paths fall
   * through as before.
   */
  demoPages?: string;
}

const API = '/api/storefront/v3';
const REFERENCE = '/__reference';

interface Reply {
  status: number;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Bytes sent as they are, with no encoding applied or declared (an injected fault). */
  bytes?: Uint8Array;
}

const json = (status: number, value: unknown): Reply => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
});
const error = (status: number, message: string): Reply => json(status, { message });
const noContent: Reply = { status: 204 };

function methodNotAllowed(allowed: string[]): Reply {
  return {
    ...error(405, `method not allowed; use ${allowed.join(' or ')}`),
    headers: { Allow: allowed.join(', ') },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createReferenceHandler(options: ReferenceHandlerOptions = {}): ReferenceHandler {
  const catalog = getCatalog(options.seed ?? DEFAULT_SEED);
  const store = new NotificationStore({ records: options.notificationLogLimit });
  const latencyMs = options.latencyMs ?? 0;
  const pages = new PageStore(catalog);
  const navigation = new NavigationStore(catalog);
  const admin = new AdminApi(catalog, pages, navigation, {
    apiKey: options.apiKey ?? DEFAULT_API_KEY,
    importDelayMs: options.adminImportDelayMs ?? DEFAULT_IMPORT_DELAY_MS,
  });
  const engage = new EngageApi(catalog, { apiKey: options.engageApiKey });

  async function query(
    ctx: QueryContext,
    run: (ctx: QueryContext) => Promise<unknown>,
  ): Promise<Reply> {
    if (latencyMs > 0) await sleep(latencyMs);
    const fault = store.takeFault(
      'queries',
      ctx.url.searchParams.get('sessionKey'),
      requestLine(ctx.request, ctx.url),
    );
    const injected = await faultReply(fault);
    if (injected) return injected;
    const result = await run(ctx);
    return json(200, fault?.oversize ? inflateAnswer(result, fault.oversize) : result);
  }

  async function route(request: Request, url: URL): Promise<Reply> {
    const path = url.pathname;
    const method = request.method;
    const ctx: QueryContext = { catalog, request, url, store, pages };
    if (isEngage(path)) {
      if (path.startsWith(`${ENGAGE_PREFIX}/`)) {
        const injected = await faultReply(
          store.takeFault('engage', null, requestLine(request, url)),
        );
        if (injected) return injected;
      }
      const reply = await engage.handle(request, url);
      return reply.body === undefined
        ? { status: reply.status, headers: reply.headers }
        : { ...json(reply.status, reply.body), headers: reply.headers };
    }
    if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) {
      const injected = await faultReply(store.takeFault('admin', null, requestLine(request, url)));
      if (injected) return injected;
      const reply = await admin.handle(request, url);
      return reply.body === undefined
        ? { status: reply.status, headers: reply.headers }
        : { ...json(reply.status, reply.body), headers: reply.headers };
    }
    if (path === `${API}/queries/sponsored-page`) {
      if (method !== 'GET' && method !== 'POST') return methodNotAllowed(['GET', 'POST']);
      return query(ctx, sponsoredPage);
    }
    if (path === `${API}/queries/product-page`) {
      if (method !== 'GET' && method !== 'POST') return methodNotAllowed(['GET', 'POST']);
      return query(ctx, productPage);
    }
    const notification = new RegExp(`^${API}/notifications/([^/]+)$`).exec(path);
    if (notification) {
      if (method !== 'POST') return methodNotAllowed(['POST']);
      const outcome = await handleNotification(
        decodePathSegment(notification[1] as string),
        request,
        url,
        catalog,
        store,
      );
      if (outcome.status === 204) return noContent;
      return withRetryAfter(error(outcome.status, outcome.message ?? 'error'), outcome.retryAfter);
    }
    if (path === `${REFERENCE}/catalog`) {
      if (method !== 'GET') return methodNotAllowed(['GET']);
      return json(200, describeCatalog(catalog, pages, navigation));
    }
    const image = new RegExp(`^${REFERENCE}/images/([^/]+)\\.svg$`).exec(path);
    if (image) {
      if (method !== 'GET') return methodNotAllowed(['GET']);
      const svg = renderImage(catalog, image[1] as string, url.searchParams);
      if (svg === undefined) return error(404, `no such image "${image[1]}"`);
      return {
        status: 200,
        body: svg,
        contentType: 'image/svg+xml',
        headers: { 'Cache-Control': 'public, max-age=86400' },
      };
    }
    if (path === `${REFERENCE}/notifications`) {
      if (method === 'GET')
        return {
          ...json(200, store.records),
          headers: { 'X-Reference-Dropped': String(store.dropped) },
        };
      if (method === 'DELETE') {
        store.clearRecords();
        return noContent;
      }
      return methodNotAllowed(['GET', 'DELETE']);
    }
    if (path === `${REFERENCE}/queries`) {
      if (method === 'GET')
        return {
          ...json(200, store.queries.toArray()),
          headers: { 'X-Reference-Dropped': String(store.queries.dropped) },
        };
      if (method === 'DELETE') {
        store.queries.clear();
        return noContent;
      }
      return methodNotAllowed(['GET', 'DELETE']);
    }
    if (path === `${REFERENCE}/faults`) {
      if (method === 'GET') return json(200, store.faults);
      if (method === 'DELETE') {
        store.clearFaults(url.searchParams.get('sessionKey') ?? undefined);
        return noContent;
      }
      if (method !== 'POST') return methodNotAllowed(['GET', 'POST', 'DELETE']);
      const parsed = z.safeParse(FaultsSchema, await readJsonBody(request, BODY_LIMITS.faults));
      if (!parsed.success) return error(400, `body: ${describeError(parsed.error)}`);
      store.addFaults(parsed.data);
      return noContent;
    }
    return error(404, `no endpoint ${method} ${path}`);
  }

  return async (request) => {
    const url = new URL(request.url);
    if (
      options.demoPages !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const page = demoPageOf(url, catalog, pages);
      if (page)
        return new Response(null, { status: 302, headers: { Location: options.demoPages + page } });
    }
    if (!servesPath(url.pathname)) return undefined;
    let reply: Reply;
    if (request.method === 'OPTIONS') {
      reply = {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Api-Key, apikey, Content-Encoding',
          'Access-Control-Max-Age': '600',
        },
      };
    } else {
      try {
        reply = await route(request, url);
      } catch (caught) {
        // No answer at all: the Node adapter destroys the connection.
        if (caught instanceof ConnectionReset) throw caught;
        if (caught instanceof HttpError) reply = error(caught.status, caught.message);
        else
          reply = error(
            500,
            `internal error: ${caught instanceof Error ? caught.message : String(caught)}`,
          );
      }
    }
    return toResponse(request, reply);
  };
}

/** Whether the handler answers this path (else a dev server falls through to its own files). */
export function servesPath(path: string): boolean {
  return (
    path === API ||
    path.startsWith(`${API}/`) ||
    path === ADMIN_PREFIX ||
    path.startsWith(`${ADMIN_PREFIX}/`) ||
    path === REFERENCE ||
    path.startsWith(`${REFERENCE}/`) ||
    isEngage(path)
  );
}

/** A `%`-escaped path segment; 400 for an escape that is not UTF-8 (else a URIError: 500). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`path: "${segment}" holds an invalid %-escape`);
  }
}

/** The contact engagement API and its helpers (engage/api.ts). */
function isEngage(path: string): boolean {
  return (
    path === ENGAGE_PREFIX ||
    path.startsWith(`${ENGAGE_PREFIX}/`) ||
    path === ENGAGE_REFERENCE ||
    path.startsWith(`${ENGAGE_REFERENCE}/`)
  );
}

/**
 * What an injected fault answers, after its delay: nothing (a reset), a raw or gzipped body, or an
 * error with its status. Undefined when there is no fault, or it only delays.
 */
async function faultReply(fault: Fault | undefined): Promise<Reply | undefined> {
  if (!fault) return undefined;
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.reset) throw new ConnectionReset();
  if (fault.body !== undefined) {
    const status = fault.status ?? 200;
    if (fault.unlabelledGzip) return { status, bytes: new Uint8Array(gzipSync(fault.body)) };
    return { status, body: fault.body, contentType: 'application/json; charset=utf-8' };
  }
  if (fault.status === undefined) return undefined;
  const reply = error(fault.status, fault.message ?? 'injected fault (POST /__reference/faults)');
  return withRetryAfter(reply, fault.retryAfter);
}

/** `reply` with a `Retry-After` header when a fault asks for one. */
const withRetryAfter = (reply: Reply, retryAfter: string | undefined): Reply =>
  retryAfter ? { ...reply, headers: { ...reply.headers, 'Retry-After': retryAfter } } : reply;

function toResponse(request: Request, reply: Reply): Response {
  const headers = new Headers(reply.headers);
  const origin = request.headers.get('origin');
  headers.set('Access-Control-Allow-Origin', origin ?? '*');
  // A page of another origin reads when to ask again (a notification's retry).
  if (headers.has('Retry-After')) headers.set('Access-Control-Expose-Headers', 'Retry-After');
  const vary = ['Accept-Encoding'];
  if (origin) vary.push('Origin');
  headers.set('Vary', vary.join(', '));
  if (reply.bytes)
    return new Response(reply.bytes as Uint8Array<ArrayBuffer>, { status: reply.status, headers });
  if (reply.body === undefined || reply.status === 204)
    return new Response(null, { status: reply.status, headers });
  if (reply.contentType) headers.set('Content-Type', reply.contentType);
  const acceptsGzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
  if (!acceptsGzip) return new Response(reply.body, { status: reply.status, headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(new Uint8Array(gzipSync(reply.body)), { status: reply.status, headers });
}

/** What tests and demos need to pick keys without hard-coding them. */
export function describeCatalog(
  catalog: Catalog,
  pages: PageStore = new PageStore(catalog),
  navigation: NavigationStore = new NavigationStore(catalog),
) {
  return {
    seed: catalog.seed,
    now: new Date(CATALOG_NOW).toISOString(),
    markets: [...catalog.markets.values()].map((market) => ({
      id: market.id,
      locales: market.locales,
      currency: market.currency,
      stores: market.stores,
      priceIds: market.priceIds,
      // The pages as imported: published ones, then those only a PREVIEW view sees.
      pages: pages.pages(market.id, 'PREVIEW').map((page) => ({
        id: page.id,
        paths: page.paths ?? {},
        category: pageCategory(page) ?? null,
        previewOnly: pages.isUnpublished(market.id, page.id),
        banners: (page.banners ?? []).map((banner) => banner.id),
        sponsoredLists: (page.sponsoredLists ?? []).map((list) => list.id),
        recLists: (page.recLists ?? []).map((list) => list.id),
      })),
      navigation: market.locales.map((locale) => ({
        locale,
        nodes: navigation.summary(market.id, locale),
      })),
    })),
    categories: catalog.categories,
    brands: catalog.brands,
    customAttributes: allCustomNames(),
    ruleAttributes: [...FACT_NAMES, 'newness'],
    facets: {
      values: ['brand', 'category', 'color', 'series', 'size', 'custom.material', 'custom.pattern'],
      checkboxes: ['on_sale', 'in_stock'],
      ranges: ['price', 'selling_price', 'list_price', 'rating'],
    },
    hiddenLists:
      'a list whose id starts with "hidden" comes back with visible: false and no product groups',
    productCount: catalog.productsByKey.size,
    groups: catalog.groups.map((group) => ({
      key: group.key,
      category: group.products[0]?.category.id,
      brand: group.products[0]?.brand,
      series: group.products[0]?.series,
      products: group.products.map((product) => product.key),
    })),
  };
}
