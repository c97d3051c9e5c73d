/**
 * A sponsored page rendered on the server (`storefront-elements/ssr`, docs/ssr.md) carries its
 * validated sponsored-page result as a product page does (embedded.ts): the
 * `<script type="application/json" data-sf-result>` its declarative shadow root ends with, read
 * when the element is constructed, checked by the browser's derived validator (zod stays in Node),
 * and rendered in place of the server's nodes (`replaceServerRender`). The lists inside it take
 * their part of that result the same way, so nothing renders twice differently.
 *
 * The description the result is checked with (generated/sponsored-page.ts) loads with the page's
 * element, which gives it when it reads its state: the lists, in every page's core, do not carry
 * it. This module goes with that element too: the lists reach `embeddedSponsoredList` through
 * server-render.ts (`serverSponsoredList`), and a list upgraded before its page was defined waits
 * for it there.
 *
 * A failed server render carries `error`: the page shows its error state and queries once itself.
 */
import type { SponsoredPageQuery } from '../api/sponsored-query.ts';
import type { SponsoredPageResult, SponsoredProductList } from '../api/schemas/results.ts';
import type { Described } from '../api/schemas/validate.ts';
import { embeddedScriptText, useCarryOver } from './server-render.ts';
import { embeddedStates, type EmbeddedJson, type EmbeddedState } from './embedded-state.ts';

/** The JSON of the script, as the server writes it. */
export type EmbeddedSponsoredJson = EmbeddedJson<SponsoredPageQuery, SponsoredPageResult>;

export type EmbeddedSponsored = EmbeddedState<SponsoredPageQuery, SponsoredPageResult>;

// Pure: importing this module for its types or re-exports starts nothing.
const pages = /* @__PURE__ */ embeddedStates<SponsoredPageQuery, SponsoredPageResult>(
  (query) => typeof query?.pageReference === 'string',
);

/** Server: the next sponsored page constructed starts from `page` (then undefined again). */
export function setConstructingSponsored(page: EmbeddedSponsored | undefined): void {
  pages.construct(page);
}

/**
 * The server-rendered state of a sponsored page, if it was rendered on the server, read with
 * `shape` (generated/sponsored-page.ts's `SponsoredPageResult`).
 */
export function embeddedSponsoredPage(
  element: Element,
  shape: Described,
): EmbeddedSponsored | undefined {
  const page = pages.of(element, shape);
  // The page and its lists render in place of the server's nodes: what the shopper did there
  // carries over.
  if (page) void carryingOver();
  return page;
}

let carrying: Promise<void> | undefined;
let carried = false;

/**
 * What carries the shopper's focus and choices over to the new render (carry-over.ts, a chunk
 * shared with embedded.ts), loaded only by a page that holds a server render: undefined once it
 * is there, else the promise of it, which the page and its lists wait for before their first
 * update (they replace the server's nodes in it). Should it not load, they render without it.
 */
export function carryingOver(): Promise<void> | undefined {
  if (carried) return undefined;
  return (carrying ??= import('./carry-over.ts')
    .then(
      ({ carryOver }) => useCarryOver(carryOver),
      () => undefined,
    )
    .finally(() => (carried = true)));
}

const hostOf = (node: Element): Element | null =>
  (node.getRootNode?.() as ShadowRoot | undefined)?.host ?? null;

/**
 * The list of the server-rendered sponsored page around `list`, if there is one: what the list
 * shows, all of it in its first render as the server did. A list the page rendered is `given`
 * its list (one of the result's, by identity); the server's copy of a list has none yet and is
 * matched by its `data-list-id`. While the page holds a result it has not read, because its
 * element is not defined yet (an autoloader may deliver `<sf-rec-list>` first): a promise that
 * settles when it is, then the list asks again.
 */
export function embeddedSponsoredList(
  list: Element,
  given: unknown,
): SponsoredProductList | Promise<unknown> | undefined {
  let page: Element | null = list.parentElement ?? hostOf(list);
  while (page && page.localName !== 'sf-sponsored-page') page = page.parentElement ?? hostOf(page);
  if (!page) return undefined;
  if (!pages.has(page) && !customElements.get(page.localName) && embeddedScriptText(page))
    return customElements.whenDefined(page.localName);
  const lists = pages.of(page)?.result?.data.sponsoredLists;
  if (!lists) return undefined;
  // The server's copy of a list waits for its page's first render, which carries what the
  // shopper did in it over (the carry-over may still be loading) and replaces it.
  const host = page as Element & { hasUpdated?: boolean; updateComplete?: Promise<unknown> };
  if (!given && host.hasUpdated === false) return host.updateComplete!.catch(() => undefined);
  if (given) return lists.find((found) => found === given);
  const id = list.getAttribute('data-list-id');
  return lists.find((found) => found.id === id);
}
