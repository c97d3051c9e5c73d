/**
 * A sponsored page rendered on the server (`storefront-elements/ssr`, docs/ssr.md) carries its
 * validated sponsored-page result as a product page does (embedded.ts): the
 * `<script type="application/json" data-sf-result>` its declarative shadow root ends with, read
 * when the element is constructed, checked by the browser's derived validator (zod stays in Node),
 * and rendered in place of the server's nodes (`replaceServerRender`). The lists inside it take
 * their part of that result the same way, so nothing renders twice differently.
 *
 * A failed server render carries `error`: the page shows its error state and queries once itself.
 */
import type { QueryResult } from '../api/client.ts';
import type { SponsoredPageQuery } from '../api/sponsored-query.ts';
import type { SponsoredPageResult, SponsoredProductList } from '../api/schemas/results.ts';
import { SponsoredPageResult as SponsoredPageResultShape } from '../api/schemas/generated/storefront.ts';
import { validate } from '../api/schemas/validate.ts';
import type { ResolvedConfig } from './config.ts';
import type { EmbeddedPageJson } from './embedded.ts';
import { embeddedScriptText } from './server-render.ts';

/** The JSON of the script, as the server writes it. */
export interface EmbeddedSponsoredJson {
  query: SponsoredPageQuery;
  /** The validated result (absent after a failure). */
  result?: SponsoredPageResult;
  status?: number;
  error?: EmbeddedPageJson['error'];
}

export interface EmbeddedSponsored {
  query: SponsoredPageQuery;
  result?: QueryResult<SponsoredPageResult>;
  error?: EmbeddedPageJson['error'];
  /** Server only: the configuration the query used. */
  config?: ResolvedConfig;
}

const pages = new WeakMap<Element, EmbeddedSponsored | null>();
let constructing: EmbeddedSponsored | undefined;

/** Server: the next sponsored page constructed starts from `page` (then undefined again). */
export function setConstructingSponsored(page: EmbeddedSponsored | undefined): void {
  constructing = page;
}

function read(element: Element): EmbeddedSponsored | null {
  const text = embeddedScriptText(element);
  if (!text) return null;
  try {
    const json = JSON.parse(text) as EmbeddedSponsoredJson;
    if (typeof json?.query?.pageReference !== 'string') return null;
    if (json.error) return { query: json.query, error: json.error };
    // The schema the query used: a tampered or stale script cannot put anything else in.
    const parsed = validate<SponsoredPageResult>(SponsoredPageResultShape, json.result);
    if (!parsed.success) return null;
    return {
      query: json.query,
      result: { data: parsed.data, dropped: parsed.dropped, status: json.status ?? 200 },
    };
  } catch {
    return null;
  }
}

/** The server-rendered state of a sponsored page, if it was rendered on the server. */
export function embeddedSponsoredPage(element: Element): EmbeddedSponsored | undefined {
  if (constructing && !pages.has(element)) pages.set(element, constructing);
  let page = pages.get(element);
  if (page === undefined) {
    page = read(element);
    pages.set(element, page);
  }
  return page ?? undefined;
}

const hostOf = (node: Element): Element | null =>
  (node.getRootNode?.() as ShadowRoot | undefined)?.host ?? null;

/**
 * The list of the server-rendered sponsored page around `list`, if there is one: what the list
 * shows, all of it in its first render as the server did. A list the page rendered is `given`
 * its list (one of the result's, by identity); the server's copy of a list has none yet and is
 * matched by its `data-list-id`.
 */
export function embeddedSponsoredList(
  list: Element,
  given: unknown,
): SponsoredProductList | undefined {
  let page: Element | null = list.parentElement ?? hostOf(list);
  while (page && page.localName !== 'sf-sponsored-page') page = page.parentElement ?? hostOf(page);
  const lists = page && embeddedSponsoredPage(page)?.result?.data.sponsoredLists;
  if (!lists) return undefined;
  if (given) return lists.find((found) => found === given);
  const id = list.getAttribute('data-list-id');
  return lists.find((found) => found.id === id);
}
