/**
 * The administration endpoints of the reference server (product-discovery-api.md A1–A3, and the
 * page import of docs/decisions.md "Page and navigation administration"):
 *
 *   GET  /api/admin/v4/export/pages?market=&idFilter=a|b&outputFilter=   A1 → PageContainer
 *   POST /api/admin/v4/import/pages?name=&bypass-compression-for-manual-test=true      → 204
 *   POST /api/admin/v4/import/navigation?name=&bypass-compression-for-manual-test=true → 204 (A2)
 *   GET  /api/admin/v3/export/navigation?market=&locale=&includeAppNodes=  A3 → NavigationContainer
 *
 * Checks, in this order: unknown path 404, wrong method 405, `Api-Key` missing or wrong 403;
 * exports: `Accept-Encoding` without gzip 406, bad query 400; imports: another import of the same
 * kind running 409, body encoding (gzip required unless bypassed) 400/413, JSON and container
 * validation 400, unknown market/locale 400, then the import takes `importDelayMs` and answers 204.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import {
  formatValidationErrors,
  validateNavigationContainer,
  validatePageContainer,
  type ValidationError,
} from '../api/schemas/admin.ts';
import { parseJsonBody, readBodyBytes } from './body.ts';
import type { Catalog } from './catalog.ts';
import { NavigationError, type NavigationStore } from './navigation.ts';
import { OUTPUT_FILTERS, PageLimitError, type OutputFilter, type PageStore } from './pages.ts';
import { HttpError, badRequest, param } from './params.ts';
import type { MarketDef } from './vocabulary.ts';

export const ADMIN_PREFIX = '/api/admin';
export const DEFAULT_API_KEY = 'reference-api-key';
export const DEFAULT_IMPORT_DELAY_MS = 50;
/** An uncompressed body sent with `bypass-compression-for-manual-test=true` ("a small body"). */
export const MAX_BYPASS_BODY_BYTES = 64 * 1024;
/** A gzip body may unpack to at most this much. */
export const MAX_IMPORT_BODY_BYTES = 32 * 1024 * 1024;
export const MAX_ID_FILTER_KEYS = 250;

const gunzipAsync = promisify(gunzip);

export interface AdminOptions {
  apiKey: string;
  /** How long an import takes; a second import of the same kind meanwhile gets 409. */
  importDelayMs: number;
}

export interface AdminReply {
  status: number;
  /** A JSON value; absent for 204. */
  body?: unknown;
  headers?: Record<string, string>;
}

type ImportKind = 'pages' | 'navigation';

const ROUTES: Record<string, { method: 'GET' | 'POST'; kind: 'export' | 'import' }> = {
  '/api/admin/v4/export/pages': { method: 'GET', kind: 'export' },
  '/api/admin/v4/import/pages': { method: 'POST', kind: 'import' },
  '/api/admin/v4/import/navigation': { method: 'POST', kind: 'import' },
  '/api/admin/v3/export/navigation': { method: 'GET', kind: 'export' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fail = (status: number, message: string): AdminReply => ({ status, body: { message } });

function invalid(what: string, errors: readonly ValidationError[]): HttpError {
  return badRequest(`invalid ${what}: ${formatValidationErrors(errors).split('\n').join('; ')}`);
}

export class AdminApi {
  readonly #busy = new Set<ImportKind>();

  constructor(
    readonly catalog: Catalog,
    readonly pages: PageStore,
    readonly navigation: NavigationStore,
    readonly options: AdminOptions,
  ) {}

  /** Answers every request under `/api/admin`; HttpErrors thrown become `{"message"}` replies. */
  async handle(request: Request, url: URL): Promise<AdminReply> {
    const route = ROUTES[url.pathname];
    if (!route) return fail(404, `no administration endpoint ${request.method} ${url.pathname}`);
    if (request.method !== route.method)
      return {
        ...fail(405, `method not allowed; use ${route.method}`),
        headers: { Allow: route.method },
      };
    const key = request.headers.get('api-key');
    if (key === null || key === '') return fail(403, 'Api-Key: the header is required');
    if (key !== this.options.apiKey) return fail(403, 'Api-Key: wrong key for this cluster');
    if (route.kind === 'export') {
      if (!/\bgzip\b/i.test(request.headers.get('accept-encoding') ?? ''))
        return fail(406, 'Accept-Encoding: must include gzip (exports are gzip-encoded)');
      return url.pathname.endsWith('/pages') ? this.exportPages(url) : this.exportNavigation(url);
    }
    const kind: ImportKind = url.pathname.endsWith('/pages') ? 'pages' : 'navigation';
    if (this.#busy.has(kind))
      return fail(409, `another ${kind === 'pages' ? 'page' : 'navigation'} import is in progress`);
    this.#busy.add(kind);
    try {
      const body = await readImportBody(request, url);
      if (kind === 'pages') await this.importPages(body);
      else await this.importNavigation(body);
      return { status: 204 };
    } finally {
      this.#busy.delete(kind);
    }
  }

  #market(id: string | undefined, member: string): MarketDef {
    if (id === undefined) throw badRequest(`${member}: is required`);
    const market = this.catalog.markets.get(id);
    if (!market)
      throw badRequest(
        `${member}: unknown market "${id}" (known: ${[...this.catalog.markets.keys()].join(', ')})`,
      );
    return market;
  }

  #locale(market: MarketDef, locale: string | undefined, member: string): string {
    if (locale === undefined) throw badRequest(`${member}: is required`);
    if (!market.locales.includes(locale))
      throw badRequest(
        `${member}: "${locale}" is not a locale of market ${market.id} (available: ${market.locales.join(', ')})`,
      );
    return locale;
  }

  exportPages(url: URL): AdminReply {
    const query = url.searchParams;
    const market = this.#market(param(query, 'market'), 'market');
    const filter = param(query, 'outputFilter') ?? 'PUBLISHED_ONLY';
    if (!(OUTPUT_FILTERS as readonly string[]).includes(filter))
      throw badRequest(`outputFilter: "${filter}" is not one of ${OUTPUT_FILTERS.join(', ')}`);
    const idFilter = param(query, 'idFilter');
    let pages = this.pages.export(market.id, filter as OutputFilter);
    if (idFilter === undefined)
      return { status: 200, body: { market: market.id, type: 'FULL', addOrUpdate: pages } };
    const ids = idFilter.split('|');
    if (ids.some((id) => id === ''))
      throw badRequest(`idFilter: empty id in the pipe-separated list "${idFilter}"`);
    if (ids.length > MAX_ID_FILTER_KEYS)
      throw badRequest(`idFilter: ${ids.length} ids, at most ${MAX_ID_FILTER_KEYS} are allowed`);
    const wanted = new Set(ids);
    pages = pages.filter((page) => wanted.has(page.id));
    return { status: 200, body: { market: market.id, type: 'PARTIAL', addOrUpdate: pages } };
  }

  exportNavigation(url: URL): AdminReply {
    const query = url.searchParams;
    const market = this.#market(param(query, 'market'), 'market');
    const locale = this.#locale(market, param(query, 'locale'), 'locale');
    const include = param(query, 'includeAppNodes') ?? 'false';
    if (include !== 'true' && include !== 'false')
      throw badRequest(`includeAppNodes: must be true or false, got "${include}"`);
    return { status: 200, body: this.navigation.export(market.id, locale, include === 'true') };
  }

  async importPages(body: unknown): Promise<void> {
    const result = validatePageContainer(body);
    if (!result.success) throw invalid('PageContainer', result.errors);
    const container = result.data;
    this.#market(container.market, 'market');
    await sleep(this.options.importDelayMs);
    try {
      this.pages.import(container);
    } catch (error) {
      if (error instanceof PageLimitError) throw badRequest(error.message);
      throw error;
    }
  }

  async importNavigation(body: unknown): Promise<void> {
    const result = validateNavigationContainer(body);
    if (!result.success) throw invalid('NavigationContainer', result.errors);
    const container = result.data;
    const market = this.#market(container.market, 'market');
    this.#locale(market, container.locale, 'locale');
    await sleep(this.options.importDelayMs);
    try {
      this.navigation.import(container);
    } catch (error) {
      if (error instanceof NavigationError) throw badRequest(error.message);
      throw error;
    }
  }
}

/**
 * The JSON body of an import: gzip (`Content-Encoding: gzip`), or, with
 * `bypass-compression-for-manual-test=true` and no or `identity` encoding, at most 64 KiB as is.
 */
export async function readImportBody(request: Request, url: URL): Promise<unknown> {
  const bypassText = param(url.searchParams, 'bypass-compression-for-manual-test');
  if (bypassText !== undefined && bypassText !== 'true' && bypassText !== 'false')
    throw badRequest(
      `bypass-compression-for-manual-test: must be true or false, got "${bypassText}"`,
    );
  const encoding = (request.headers.get('content-encoding') ?? '').trim().toLowerCase();
  let bytes: Uint8Array;
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    // Both the bytes on the wire and what they unpack to are bounded.
    const raw = await readBodyBytes(request, MAX_IMPORT_BODY_BYTES);
    try {
      bytes = await gunzipAsync(raw, { maxOutputLength: MAX_IMPORT_BODY_BYTES });
    } catch (error) {
      if (
        error instanceof RangeError ||
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      )
        throw new HttpError(
          413,
          `body: unpacks to more than ${MAX_IMPORT_BODY_BYTES} bytes, the most this server takes`,
        );
      throw badRequest('body: Content-Encoding is gzip but the body is not valid gzip');
    }
  } else if (encoding === '' || encoding === 'identity') {
    if (bypassText !== 'true')
      throw badRequest(
        'Content-Encoding: the body must be gzip-encoded (Content-Encoding: gzip); only with bypass-compression-for-manual-test=true may a small body be sent uncompressed',
      );
    try {
      bytes = await readBodyBytes(request, MAX_BYPASS_BODY_BYTES);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        throw new HttpError(
          413,
          `body: larger than ${MAX_BYPASS_BODY_BYTES} bytes uncompressed; with bypass-compression-for-manual-test at most ${MAX_BYPASS_BODY_BYTES} bytes are allowed, gzip larger bodies`,
        );
      throw error;
    }
  } else {
    throw badRequest(`Content-Encoding: "${encoding}" is not supported; use gzip`);
  }
  return parseJsonBody(new TextDecoder().decode(bytes), () => badRequest('body: not valid JSON'));
}
