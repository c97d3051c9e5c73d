/**
 * A product page rendered on the server (`storefront-elements/ssr`, docs/ssr.md) carries the
 * validated result of its query in its declarative shadow root, as
 * `<script type="application/json" data-sf-result>`, after the rendered template. The elements
 * find it when they are constructed (server-render.ts) and read it with this module, which only
 * such a page loads: their first update waits for it, then renders exactly what the server did,
 * in its place, and no second query is sent.
 *
 * A server render that failed (upstream error or timeout) carries `error` instead: the elements
 * then drop the server's DOM and query once themselves (the retry).
 *
 * On the server the renderer hands each page its state while constructing it (`setConstructing`):
 * there the element has no shadow root to read yet.
 */
import type { ProductPageQuery, QueryResult } from '../api/client.ts';
import type { StorefrontErrorKind } from '../api/errors.ts';
import type { ProductPageResult, RecommendationProductList } from '../api/schemas/results.ts';
// The browser's check, derived from the zod schema (validate.ts): zod stays in Node.
import { ProductPageResult as ProductPageResultShape } from '../api/schemas/generated/storefront.ts';
import { validate } from '../api/schemas/validate.ts';
import type { ResolvedConfig } from './config.ts';
import { embeddedScriptText, useEmbeddedReader } from './server-render.ts';

// This module is a chunk of its own, loaded only by a page that holds a server-rendered result
// (server-render.ts decides, without it): these stay importable from here.
export {
  EMBEDDED_RESULT_ATTRIBUTE,
  embeddedScriptText,
  replaceServerRender,
} from './server-render.ts';

/** The JSON of the script, as the server writes it. */
export interface EmbeddedPageJson {
  /** The query the server sent for the page. */
  query: ProductPageQuery;
  /** The validated result (absent after a failure). */
  result?: ProductPageResult;
  status?: number;
  error?: { kind: StorefrontErrorKind | 'config'; message: string };
}

export interface EmbeddedPage {
  query: ProductPageQuery;
  result?: QueryResult<ProductPageResult>;
  error?: EmbeddedPageJson['error'];
  /** Server only: the configuration the query used (locale, currency, prices to render). */
  config?: ResolvedConfig;
}

const pages = new WeakMap<Element, EmbeddedPage | null>();
let constructing: EmbeddedPage | undefined;

/**
 * Server: the next element constructed starts from `page` (the renderer sets it around the
 * element's construction, then sets undefined).
 */
export function setConstructing(page: EmbeddedPage | undefined): void {
  constructing = page;
  useEmbeddedReader({ embeddedPage, embeddedListState, covers });
}

function read(element: Element): EmbeddedPage | null {
  const text = embeddedScriptText(element);
  if (!text) return null;
  try {
    const json = JSON.parse(text) as EmbeddedPageJson;
    if (typeof json?.query?.productKey !== 'string' || !json.query.settings) return null;
    if (json.error) return { query: json.query, error: json.error };
    // The same schema the query used: a tampered or stale script cannot put anything else in.
    const parsed = validate<ProductPageResult>(ProductPageResultShape, json.result);
    if (!parsed.success) return null;
    return {
      query: json.query,
      result: { data: parsed.data, dropped: parsed.dropped, status: json.status ?? 200 },
    };
  } catch {
    return null;
  }
}

/** The server-rendered state of a product page element, if it was rendered on the server. */
export function embeddedPage(element: Element): EmbeddedPage | undefined {
  if (constructing && !pages.has(element)) pages.set(element, constructing);
  let page = pages.get(element);
  if (page === undefined) {
    page = read(element);
    pages.set(element, page);
  }
  return page ?? undefined;
}

/** What a list inside a server-rendered page shows first: its part of the embedded result. */
export function embeddedListState(
  page: Element,
  listId: string | undefined,
):
  | { status: 'complete'; list: RecommendationProductList | undefined }
  | { status: 'error' }
  | undefined {
  const embedded = embeddedPage(page);
  if (!embedded) return undefined;
  if (!embedded.result) return { status: 'error' };
  return {
    status: 'complete',
    list: embedded.result.data.recommendationLists.find((list) => list.id === listId),
  };
}

/** Whether the server's query already answers `query` (same product, lists among its lists). */
export function covers(server: ProductPageQuery, query: ProductPageQuery): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const lists = (server.settings.recommendationLists ?? []).map((list) => JSON.stringify(list));
  return (
    query.productKey === server.productKey &&
    same(query.settings.productGroup, server.settings.productGroup) &&
    (query.settings.recommendationLists ?? []).every((list) => lists.includes(JSON.stringify(list)))
  );
}
