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
import type { ProductPageQuery } from '../api/client.ts';
import type { ProductPageResult, RecommendationProductList } from '../api/schemas/results.ts';
// The browser's check, derived from the zod schema (validate.ts): zod stays in Node.
import { ProductPageResult as ProductPageResultShape } from '../api/schemas/generated/product-page.ts';
import { embeddedStates, type EmbeddedJson, type EmbeddedState } from './embedded-state.ts';
import { useEmbeddedReader } from './server-render.ts';

// This module is a chunk of its own, loaded only by a page that holds a server-rendered result
// (server-render.ts decides, without it): these stay importable from here.
export {
  EMBEDDED_RESULT_ATTRIBUTE,
  embeddedScriptText,
  replaceServerRender,
} from './server-render.ts';

/** The JSON of the script, as the server writes it. */
export type EmbeddedPageJson = EmbeddedJson<ProductPageQuery, ProductPageResult>;

export type EmbeddedPage = EmbeddedState<ProductPageQuery, ProductPageResult>;

// Pure: importing this module for its types or re-exports starts nothing.
const pages = /* @__PURE__ */ embeddedStates<ProductPageQuery, ProductPageResult>(
  (query) => typeof query?.productKey === 'string' && !!query.settings,
  ProductPageResultShape,
);

/**
 * Server: the next element constructed starts from `page` (the renderer sets it around the
 * element's construction, then sets undefined).
 */
export function setConstructing(page: EmbeddedPage | undefined): void {
  pages.construct(page);
  useEmbeddedReader({ embeddedPage, embeddedListState, covers });
}

/** The server-rendered state of a product page element, if it was rendered on the server. */
export function embeddedPage(element: Element): EmbeddedPage | undefined {
  return pages.of(element);
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
