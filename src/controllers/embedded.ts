/**
 * A product page rendered on the server (`storefront-elements/ssr`, docs/ssr.md) carries the
 * validated result of its query in its declarative shadow root, as
 * `<script type="application/json" data-sf-result>`, after the rendered template. The elements
 * read it when they are constructed (before the browser empties a declarative shadow root), so
 * their first update renders exactly what the server did, in its place, and no second query is
 * sent.
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
import type { ReactiveControllerHost } from 'lit';
import type { ResolvedConfig } from './config.ts';

export const EMBEDDED_RESULT_ATTRIBUTE = 'data-sf-result';

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
}

/**
 * The text of the `data-sf-result` script a server-rendered element's shadow root ends with, if
 * any (also read by embedded-sponsored.ts).
 */
export function embeddedScriptText(element: Element): string | undefined {
  // A child of the shadow root itself (`:scope` matches nothing in a shadow root's query).
  const script = [...(element.shadowRoot?.children ?? [])].find(
    (child) =>
      child.localName === 'script' &&
      child.getAttribute('type') === 'application/json' &&
      child.hasAttribute(EMBEDDED_RESULT_ATTRIBUTE),
  );
  return script?.textContent || undefined;
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

type Host = ReactiveControllerHost & HTMLElement & { hasUpdated: boolean };

const replacing = new WeakSet<Element>();

/**
 * Renders `host` afresh in place of what the server rendered, in its first update: the server's
 * nodes go (its styles stay) right before Lit renders the same result, in the same task, so no
 * frame shows the gap even when the update waited for a language chunk. Lit's hydration is not
 * used (docs/decisions.md, "Server rendering: render in place, not hydrate").
 */
export function replaceServerRender(host: Host): void {
  if (replacing.has(host)) return;
  replacing.add(host);
  host.addController({
    hostUpdate: () => {
      const root = host.shadowRoot;
      if (!root || host.hasUpdated) return;
      // With Lit's hydration support on the page (for other components), the update would try
      // to hydrate this root and throw on the first difference: this host renders afresh.
      (host as { _$needsHydration?: boolean })._$needsHydration = false;
      for (const node of [...root.childNodes]) {
        if (!(node instanceof HTMLStyleElement)) node.remove();
      }
    },
  });
}
