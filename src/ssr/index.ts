/**
 * `storefront-elements/ssr`: server rendering for a shop's Node server (docs/ssr.md). Framework
 * neutral: a Web `Request` and the page's storefront markup in, HTML out (a string or a stream).
 *
 * ```ts
 * const page = await renderStorefront(request, { markup: '<sf-storefront …>…</sf-storefront>' });
 * // page.html goes where the markup would have been; page.headers onto the response.
 * ```
 */
import { Readable } from 'node:stream';
import { RenderResultReadable } from '@lit-labs/ssr/lib/render-result-readable.js';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import type { EmbeddedPage } from '../controllers/embedded.ts';
import type { EmbeddedSponsored } from '../controllers/embedded-sponsored.ts';
import { planPages, queryPage, renderPages, type PageQueryOptions } from './render.ts';
import { querySponsored } from './sponsored.ts';
import { productStructuredData, structuredDataScript } from './structured-data.ts';
import { visitorKeys } from './visitor.ts';
import { loadStrings } from '../i18n/registry.ts';

export { scriptJson } from './escape.ts';
export { ServerApiBaseError } from './errors.ts';
export { productStructuredData } from './structured-data.ts';
export { VISITOR_COOKIE } from '../api/visitor-cookie.ts';

/** How long the server waits for the service unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 1500;
/** The most an answer of the service may hold (a product page with its lists is under 1 MB). */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export interface RenderStorefrontOptions {
  /**
   * The page's storefront markup, as the shop would write it for the browser: an
   * `<sf-storefront>` with `<sf-product-page>` and its `<sf-rec-list>`s, or with
   * `<sf-sponsored-page>`s (or both). The shop's own HTML:
   * never put visitor input in it unescaped.
   */
  markup: string;
  /**
   * Milliseconds the server waits for the service (default 1500). On a timeout or an error the
   * page is rendered in its error state and the browser queries once itself.
   */
  timeout?: number;
  /**
   * Where the server sends the storefront query: the service (or the shop's proxy of it) as the
   * server reaches it. Default: the page's `api-base` when it is an absolute http(s) URL. An
   * empty or relative `api-base` is never resolved against the request (its host is the `Host`
   * header, the visitor's to write): without this option such a page makes `renderStorefront`
   * reject with a `ServerApiBaseError`, nothing sent.
   */
  apiBase?: string;
  /** A `fetch` for the server's query (a proxy, an in-process handler); default: global fetch. */
  fetch?: typeof fetch;
  /**
   * The most an answer of the service may hold (default 16 MiB), counted as it streams in: past
   * it the rest is not read and the page is rendered in its error state, as on a timeout.
   */
  maxResponseBytes?: number;
  /**
   * Adds the schema.org `Product` JSON-LD of each product detail before the markup (default
   * true).
   */
  structuredData?: boolean;
  /**
   * The origin visitors reach the page at, such as `https://shop.example.com` (scheme, host and
   * port; no path). Give it when the request's own URL is not the public one: behind a proxy
   * that terminates TLS, the request is `http://` and its host is the `Host` header, which
   * whoever sends the request writes. When given, the JSON-LD's URLs are resolved against it
   * (with the request's path), and the visitor cookie is `Secure` when it is https; no request
   * header (`Host`, `X-Forwarded-Proto`, `Forwarded`) changes it. Default: the request's URL as
   * it is (forwarded headers are not read). A value that is not an http(s) origin makes
   * `renderStorefront` reject with a `TypeError`, nothing sent (docs/ssr.md, "Behind a proxy").
   */
  publicOrigin?: string;
  /**
   * The nonce of the response's Content-Security-Policy `style-src`: the shadow roots' CSS comes
   * as inline `<style>` elements, which a strict policy blocks without it (docs/ssr.md, "CSP").
   */
  styleNonce?: string;
}

export interface PageOutcome {
  productKey: string;
  /** The query answered; false: the page was rendered in its error state (`error`). */
  ok: boolean;
  error?: { kind: string; message: string };
}

export interface SponsoredPageOutcome {
  pageReference: string;
  /** The query answered; false: the page was rendered in its error state (`error`). */
  ok: boolean;
  error?: { kind: string; message: string };
}

interface Prepared {
  head: string;
  markup: string;
  styleNonce: string | undefined;
  results: EmbeddedPage[];
  sponsoredResults: EmbeddedSponsored[];
  headers: Headers;
  pages: PageOutcome[];
  /** The `<sf-sponsored-page>`s of the markup, in document order. */
  sponsoredPages: SponsoredPageOutcome[];
  /**
   * Whether any page was queried with a customer key, answered or not (docs/ssr.md, "Caching").
   */
  personalized: boolean;
  /**
   * Whether the HTML may be cached and shared: no page was queried with a customer key, no
   * visitor cookie is set, and every page was answered (none is in its error state). When false,
   * `headers` carries `Cache-Control: private, no-store` (docs/ssr.md, "Caching").
   */
  cacheable: boolean;
}

export interface StorefrontHtml extends Omit<
  Prepared,
  'results' | 'sponsoredResults' | 'markup' | 'head' | 'styleNonce'
> {
  html: string;
}

export interface StorefrontStream extends Omit<
  Prepared,
  'results' | 'sponsoredResults' | 'markup' | 'head' | 'styleNonce'
> {
  /** UTF-8 HTML, streamed as it is rendered. */
  stream: ReadableStream<Uint8Array>;
}

/**
 * `doFetch`, whose answers fail once their body passes `maxBytes`: the server holds no more of an
 * answer than that, and stops reading it (the rest of the stream is cancelled). A redirect is not
 * followed (an error, so the page is in its error state): it would send the query, the visitor's
 * keys in its URL, wherever the answer named, a link-local address included.
 */
function capped(doFetch: typeof fetch, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, { ...init, redirect: 'error' });
    if (!response.body) return response;
    let size = 0;
    const counted = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= maxBytes) controller.enqueue(chunk);
        else
          controller.error(
            new Error(`the answer is more than ${maxBytes} bytes (maxResponseBytes)`),
          );
      },
    });
    return new Response(response.body.pipeThrough(counted), response);
  };
}

/**
 * The page's URL as visitors reach it: the request's, on `publicOrigin` when the shop gives one.
 * No forwarded header is read: anyone can send them (docs/ssr.md, "Behind a proxy").
 */
function publicPageUrl(request: Request, publicOrigin: string | undefined): URL {
  const url = new URL(request.url);
  if (publicOrigin === undefined) return url;
  let origin: URL | undefined;
  try {
    origin = new URL(publicOrigin);
  } catch {
    // Told below.
  }
  // Scheme, host and port only: no credentials, path, query or fragment.
  if (!origin || !/^https?:$/.test(origin.protocol) || origin.href !== `${origin.origin}/`) {
    throw new TypeError(
      `publicOrigin ${JSON.stringify(publicOrigin)} is not an http(s) origin: give the scheme, host and port visitors reach the page at, such as "https://shop.example.com", with no path`,
    );
  }
  // Joined as text: resolved as a relative URL, a path starting with `//` would name a host.
  return new URL(origin.origin + url.pathname + url.search);
}

async function prepare(request: Request, options: RenderStorefrontOptions): Promise<Prepared> {
  const pageUrl = publicPageUrl(request, options.publicOrigin);
  const keys = visitorKeys(request, pageUrl.protocol === 'https:');
  const planned = planPages(options.markup);
  const queryOptions: PageQueryOptions = {
    request,
    keys,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.apiBase !== undefined ? { apiBase: options.apiBase } : {}),
    fetch: capped(options.fetch ?? fetch, options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES),
  };
  // Every query at once: the page waits for the slowest, never for their sum.
  const [results, sponsoredResults] = await Promise.all([
    Promise.all(planned.pages.map((page) => queryPage(page, queryOptions))),
    Promise.all(planned.sponsored.map((page) => querySponsored(page, queryOptions))),
  ]);
  const configs = [...results, ...sponsoredResults].map((page) => page.config);
  // Each page's language before it is rendered (the elements read their words then): else a
  // sv-SE page's first HTML had English words that changed at the upgrade (shop audit s28, H4).
  await Promise.all(configs.map((config) => loadStrings(config?.storefront.locale)));
  const headers = new Headers();
  // A failed query's configuration is kept (render.ts, `failedQuery`): it was sent with the
  // visitor's keys all the same, and the browser's retry must send the same ones.
  const personalized = configs.some((config) => config?.storefront.customerKey !== undefined);
  // A key made for this visitor must reach them; a personalised answer is theirs alone; a page in
  // its error state must not be kept for anyone (shop audit s28, L2: it was cacheable).
  if (keys.setCookie && configs.some((config) => config?.storefront.sessionKey)) {
    headers.append('Set-Cookie', keys.setCookie);
  }
  const failed = [...results, ...sponsoredResults].some((page) => !page.result);
  const cacheable = !personalized && !failed && !headers.has('Set-Cookie');
  if (!cacheable) headers.set('Cache-Control', 'private, no-store');
  const head =
    options.structuredData === false
      ? ''
      : results
          .map((page) => {
            const group = page.result?.data.productGroup;
            return group
              ? structuredDataScript(
                  productStructuredData(group, {
                    currency: page.config?.currency,
                    pageUrl: pageUrl.href,
                  }),
                )
              : '';
          })
          .join('');
  return {
    head,
    markup: options.markup,
    styleNonce: options.styleNonce,
    results,
    sponsoredResults,
    headers,
    personalized,
    cacheable,
    sponsoredPages: sponsoredResults.map((page) => ({
      pageReference: page.query.pageReference,
      ok: !!page.result,
      ...(page.error ? { error: page.error } : {}),
    })),
    pages: results.map((page) => ({
      productKey: page.query.productKey,
      ok: !!page.result,
      ...(page.error ? { error: page.error } : {}),
    })),
  };
}

/** Renders the markup with its product pages' data into one HTML string. */
export async function renderStorefront(
  request: Request,
  options: RenderStorefrontOptions,
): Promise<StorefrontHtml> {
  const { head, markup, results, sponsoredResults, styleNonce, ...rest } = await prepare(
    request,
    options,
  );
  const body = await collectResult(
    renderPages(markup, results, { styleNonce, sponsored: sponsoredResults }),
  );
  return { ...rest, html: head + body };
}

/**
 * Like `renderStorefront`, but the HTML is streamed as it is rendered (the query has answered
 * before the first byte: the elements need its data).
 */
export async function renderStorefrontStream(
  request: Request,
  options: RenderStorefrontOptions,
): Promise<StorefrontStream> {
  const { head, markup, results, sponsoredResults, styleNonce, ...rest } = await prepare(
    request,
    options,
  );
  const body = new RenderResultReadable(
    renderPages(markup, results, { styleNonce, sponsored: sponsoredResults }),
  );
  async function* chunks() {
    yield Buffer.from(head);
    for await (const chunk of body) yield chunk as Buffer;
  }
  const stream = Readable.toWeb(Readable.from(chunks())) as ReadableStream<Uint8Array>;
  return { ...rest, stream };
}
