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
import { StorefrontError, type StorefrontErrorKind } from '../api/errors.ts';
import type { ProductPageResult, RecommendationProductList } from '../api/schemas/results.ts';
// The browser's check, derived from the zod schema (validate.ts): zod stays in Node.
import { ProductPageResult as ProductPageResultShape } from '../api/schemas/generated/product-page.ts';
import { embeddedStates, type EmbeddedJson, type EmbeddedState } from './embedded-state.ts';
import type { EventHost } from './host.ts';
import { covers, type Plan, type ProductPageQueryController } from './query.ts';
import { carryOver } from './carry-over.ts';
import { replaceServerRender, useCarryOver, useEmbeddedReader } from './server-render.ts';

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
  useEmbeddedReader({ adoptQuery, embeddedListState });
}

/** The server-rendered state of a product page element, if it was rendered on the server. */
export function embeddedPage(element: Element): EmbeddedPage | undefined {
  // The page and its lists render in place of the server's nodes: what the shopper did there
  // carries over.
  useCarryOver(carryOver);
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
  // A list the page's query left out (it could not be asked for) shows its error state.
  const asked = embedded.query?.settings.recommendationLists;
  if (!embedded.result || (asked && !asked.some((list) => list.id === listId)))
    return { status: 'error' };
  return {
    status: 'complete',
    list: embedded.result.data.recommendationLists.find((list) => list.id === listId),
  };
}

/**
 * A product page's query starts from its server-rendered state, before the host's first update:
 * the task is complete with the server's result, and keeps it while the lists join one by one and
 * as long as the page asks for nothing the server did not (`covers`); anything more is queried as
 * usual. A failed server render is not adopted: the host renders afresh and queries once (the
 * retry). Here rather than in the controller, so a page without a server render loads none of it.
 */
export function adoptQuery(query: ProductPageQueryController): void {
  const host = query.host as EventHost & { hasUpdated: boolean };
  const embedded = embeddedPage(host);
  if (!embedded) return;
  const failed = embedded.error;
  if (!embedded.result) query.serverError = true;
  // A failure asking again cannot change (an unknown product): the first run fails with it.
  if (failed?.definite) {
    const error = new StorefrontError(failed.kind as StorefrontErrorKind, failed.message, failed);
    query.serverFailure = { query: embedded.query, error };
  }
  replaceServerRender(host);
  const result = embedded.result;
  if (!result) return;
  if (embedded.config) query.resolved = embedded.config;
  // The task starts complete with the server's result (it has not run: nothing to abort).
  host.removeController(query.task);
  query.task = query.newTask(result);
  query.options.onResult?.(result);
  let adopting = true;
  let loadEmitted = false;
  query.answers = (next: Plan, idle: boolean) => {
    if (!adopting) return false;
    if (idle) return true;
    if (!embedded.query) return false;
    if (next.key === 'waiting' || (next.query && covers(embedded.query, next.query))) {
      // The server's answer stands for this configuration: a list added later is asked for on
      // its own beside it.
      if (next.config) query.shown = { configKey: next.config.key, query: embedded.query, result };
      if (!loadEmitted && next.query && (query.options.emitLoad?.() ?? true)) {
        loadEmitted = true;
        void host.updateComplete.then(() => {
          if (query.task.value === result) host.emit('sf-load', { result: result.data });
        });
      }
      return true;
    }
    adopting = false;
    return false;
  };
}
