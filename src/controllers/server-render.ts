/**
 * Whether an element starts from a server render (docs/ssr.md), told without the code that reads
 * one: embedded.ts is a chunk of its own that only a page holding a server-rendered result loads
 * (docs/decisions.md, "Lean list: the server-render reader and the carousel load on demand").
 */
import type { ReactiveControllerHost } from 'lit';
import type { SponsoredProductList } from '../api/schemas/results.ts';
import type * as Embedded from './embedded.ts';

export const EMBEDDED_RESULT_ATTRIBUTE = 'data-sf-result';

export type EmbeddedReader = Pick<typeof Embedded, 'adoptQuery' | 'embeddedListState'>;

let loaded: EmbeddedReader | undefined;
let loading: Promise<EmbeddedReader | undefined> | undefined;

/**
 * The server renderer imports embedded.ts itself and hands it over while it constructs elements:
 * there they read their state synchronously.
 */
export function useEmbeddedReader(reader: EmbeddedReader): void {
  loaded = reader;
}

/** The script with the server's result: a child of `element`'s shadow root itself. */
export function embeddedScript(element: Element): Element | undefined {
  // `:scope` matches nothing in a shadow root's query.
  return [...(element.shadowRoot?.children ?? [])].find(
    (child) =>
      child.localName === 'script' &&
      child.getAttribute('type') === 'application/json' &&
      child.hasAttribute(EMBEDDED_RESULT_ATTRIBUTE),
  );
}

/** The text of that script, if any (embedded.ts and embedded-sponsored.ts read it). */
export function embeddedScriptText(element: Element): string | undefined {
  return embeddedScript(element)?.textContent || undefined;
}

/**
 * Hands `adopt` the reader of server-rendered results for `element` (the page whose shadow root
 * may hold one): at once when it is loaded, else, when `element` holds a result, once it is. The
 * promise, then, is what the element's first update waits for (the server's DOM stays until it),
 * and settles after every element waiting on the same load has adopted its state. If the chunk
 * cannot be loaded, `adopt` is not called: the element queries as if there was no server render
 * (the host calls `replaceServerRender` when it gets a promise, so the server's DOM goes either way).
 */
export function withServerRender(
  element: Element,
  adopt: (reader: EmbeddedReader) => void,
): Promise<void> | undefined {
  if (loaded) {
    adopt(loaded);
    return undefined;
  }
  if (!embeddedScript(element)) return undefined;
  // The carry-over, which the reader imports, asked for with it: one round trip, not two.
  if (!loading) void import('./carry-over.ts').catch(() => undefined);
  loading ??= import('./embedded.ts').then(
    // Named, not the module object: the build then needs no namespace helper.
    ({ adoptQuery, embeddedListState }) => (loaded = { adoptQuery, embeddedListState }),
    () => (loading = undefined),
  );
  return loading.then((reader) => reader && adopt(reader));
}

/** `embeddedSponsoredList` (embedded-sponsored.ts), which goes with `<sf-sponsored-page>`. */
export type SponsoredListReader = (
  list: Element,
  given: unknown,
) => SponsoredProductList | Promise<unknown> | undefined;

let sponsoredLists: SponsoredListReader | undefined;

/** Given by `<sf-sponsored-page>`'s module: a page without one does not carry the reading. */
export function useSponsoredListReader(reader: SponsoredListReader): void {
  sponsoredLists = reader;
}

/**
 * The list that the server-rendered sponsored page `page` around `list` shows there (see
 * `embeddedSponsoredList`). Before that page's element is defined, when it holds a server
 * render: a promise that settles when it is, then the list asks again.
 */
export function serverSponsoredList(
  list: Element,
  page: Element,
  given: unknown,
): SponsoredProductList | Promise<unknown> | undefined {
  if (sponsoredLists) return sponsoredLists(list, given);
  return embeddedScript(page) ? customElements.whenDefined(page.localName) : undefined;
}

type Host = ReactiveControllerHost & HTMLElement & { hasUpdated: boolean };

const replacing = new WeakSet<Element>();

let carryOver: ((host: Host) => () => void) | undefined;

/**
 * Given by the modules that read a server render (embedded.ts, embedded-sponsored.ts): what
 * carries the shopper's focus and choices over to the new render (carry-over.ts).
 */
export function useCarryOver(carry: (host: Host) => () => void): void {
  carryOver = carry;
}

/**
 * Renders `host` afresh in place of what the server rendered, in its first update: the server's
 * nodes go (its styles stay) right before Lit renders the same result, in the same task, so no
 * frame shows the gap even when the update waited for a language chunk. What the shopper did in
 * them (focus, a chosen size) is carried over to the new nodes (carry-over.ts). Lit's hydration
 * is not used (docs/decisions.md, "Server rendering: render in place, not hydrate").
 */
export function replaceServerRender(host: Host): void {
  if (replacing.has(host)) return;
  replacing.add(host);
  // What puts back the scroll of the host's slotted children, after its first render.
  let restore: (() => void) | undefined;
  host.addController({
    hostUpdate: () => {
      const root = host.shadowRoot;
      if (!root || host.hasUpdated) return;
      // With Lit's hydration support on the page (for other components), the update would try
      // to hydrate this root and throw on the first difference: this host renders afresh.
      (host as { _$needsHydration?: boolean })._$needsHydration = false;
      // Focus and choices made before the script ran, read before the nodes that hold them go.
      restore = carryOver?.(host);
      for (const node of [...root.childNodes]) {
        if (!(node instanceof HTMLStyleElement)) node.remove();
      }
    },
    hostUpdated: () => {
      restore?.();
      restore = undefined;
    },
  });
}
