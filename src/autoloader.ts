/**
 * The one script tag (`dist/storefront-elements.js`): a small module that defines each storefront
 * element when its tag is first used, as Shoelace's autoloader does. At load it finds the tags
 * already in the page and starts every module they need at once (each element's chunk and the
 * chunks it imports, as `modulepreload` links and imports in parallel, so there is no waterfall);
 * afterwards a MutationObserver catches tags added later. A tag is defined once its chunks, and
 * those of the undefined storefront tags around its elements, have run (`settle`); then
 * `customElements.whenDefined(tag)` resolves and `customElements.get(tag)` gives its class.
 *
 * The full library (every class, the query client) is the package's main entry for bundlers
 * (`storefront-elements`, src/index.ts); this module exports what a page with only the script
 * tag writes a custom card and signs a visitor in with (src/autoloader-exports.ts, in `core`).
 * It imports nothing statically: it awaits those exports at its end, after it has asked for the
 * chunks of the page's tags, `core` among them. With a static import of `core` the browser ran
 * none of this module before `core` had arrived, and a product page's chunk started a round trip
 * later. A module that imports this one still runs once the exports are there.
 */
export type { TemplateResult } from 'lit';
import type * as Exports from './autoloader-exports.ts';

/**
 * Each storefront tag and the module that exports its class, named after the tag
 * (`sf-product-page` → `SfProductPage`, `className`). The autoloader defines the tags itself (the
 * element modules for bundlers define theirs on import), so that it can define a tag together
 * with the storefront tags around it (`discover`).
 */
type ElementModule = Promise<Record<string, unknown>>;
const ELEMENTS: Record<string, () => ElementModule> = {
  'sf-storefront': () => import('./elements/sf-storefront/sf-storefront.component.ts'),
  'sf-product-page': () => import('./elements/sf-product-page/sf-product-page.component.ts'),
  'sf-rec-list': () => import('./autoloader-exports.ts'),
  'sf-sponsored-page': () => import('./elements/sf-sponsored-page/sf-sponsored-page.component.ts'),
  'sf-product-card': () => import('./elements/sf-product-card/sf-product-card.component.ts'),
  'sf-navigation': () => import('./elements/sf-navigation/sf-navigation.component.ts'),
};

/** The name a tag's class is exported under. */
const className = (tag: string): string =>
  tag.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Tags defined with an element's tag, no earlier and no later: those it draws in its own shadow
 * root, where no observer sees them (the sponsored page's lists), and the lists a product page
 * holds, which its query asks for (defined after it, the page would render, query without them
 * and ask again; defined before it, a list in a shop component's shadow root inside the page drew
 * above it and jumped down). The list's class is in `core`, which both pages import: the page
 * waits for a microtask, not a file; a list elsewhere waits for the page's chunk, as a list in a
 * page does.
 */
const INSIDE: Record<string, string[]> = {
  'sf-sponsored-page': ['sf-rec-list'],
  'sf-product-page': ['sf-rec-list'],
};

/**
 * The chunks each tag's module imports, relative to this file: written into the built file by the
 * build (vite.config.ts, `autoloaderChunkMap`); in source (tests, the dev server) it stays the
 * placeholder and the imports resolve their own dependencies.
 */
const CHUNK_MAP = JSON.parse('"__SF_CHUNK_MAP__"') as Record<string, string[]> | string;

/** The tags whose class is loading. */
const loading = new Set<string>();
/**
 * The classes that have loaded, and the tags whose last load failed, with how many times in a
 * row (they hold nothing up until they load).
 */
const ready = new Map<string, CustomElementConstructor>();
const failed = new Map<string, number>();
/** Each tag not defined yet, and the undefined storefront tags around any of its elements. */
const around = new Map<string, Set<string>>();

/** Wakes the exports' waiting retry (`exportsAgain`): a tag loaded, or the browser is back online. */
let wake = () => {};

/**
 * The exports again after their load failed (`core` did not come), as a tag's class is asked for
 * again: after 1, 2, 4, 8 and 16 s, or at once when a tag loads or the browser is back `online`.
 * A module that imports this one waits meanwhile; the last failure is its.
 */
function exportsAgain(error: unknown, count = 0): Promise<typeof Exports> {
  if (count > 4) throw error;
  return new Promise<void>((resolve) => {
    wake = resolve;
    setTimeout(resolve, 1000 << count);
  })
    .then(() => import('./autoloader-exports.ts'))
    .catch((next: unknown) => exportsAgain(next, count + 1));
}

function preload(tag: string): void {
  if (typeof CHUNK_MAP === 'string') return;
  for (const file of CHUNK_MAP[tag] ?? []) {
    const href = new URL(file, import.meta.url).href;
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * `tag`'s class from its chunk under a URL of its own (`?retry=<n>`), after `n` failed loads.
 * Safari, Firefox and Chromium before the HTML change of whatwg/html#10327 (150, measured) keep a
 * module whose fetch failed for the page's life: imported again, it fails at once without asking.
 * Nothing but this file imports a tag's chunk, so no module runs twice; the modules that chunk
 * imports (`core`) keep their URLs, and a failure of one of them lasts, in those browsers, until
 * the page is reloaded. Undefined where the tag has no chunk of its own (the list is in `core`),
 * and in source, whose imports resolve their own files.
 */
function again(tag: string): ElementModule | undefined {
  const count = failed.get(tag);
  const chunk = typeof CHUNK_MAP === 'string' ? undefined : CHUNK_MAP[tag]?.[0];
  if (!count || !chunk) return undefined;
  return import(/* @vite-ignore */ `${new URL(chunk, import.meta.url).href}?retry=${count}`);
}

/**
 * Starts loading `tag`'s class once. A failure is reported on the tag's elements (`sf-error`,
 * kind `network`), once until the tag loads; the load is asked for again after 1, 2, 4, 8 and
 * 16 s, when the browser is back `online`, and when a tag of its kind is added.
 */
function load(tag: string): void {
  if (loading.has(tag) || ready.has(tag)) return;
  preload(tag);
  loading.add(tag);
  // Defined once the words of its elements' language are there (`wordsFor`, in `core`).
  Promise.all([again(tag) ?? ELEMENTS[tag]!(), import('./autoloader-exports.ts')])
    .then(async ([module, { wordsFor }]) => {
      await Promise.all(
        [...roots].flatMap((root) =>
          [...(root.deref()?.querySelectorAll(tag) ?? [])].map((each) => wordsFor(each)),
        ),
      );
      return module[className(tag)] as CustomElementConstructor;
    })
    .then(
      (element) => {
        failed.delete(tag);
        ready.set(tag, element);
        wake();
        settle();
      },
      (error: unknown) => {
        const count = failed.get(tag) ?? 0;
        failed.set(tag, count + 1);
        loading.delete(tag);
        // Asked for again under another URL (`again`): Safari, Firefox and older Chromium keep a
        // failed module for the page's life.
        if (count < 5) setTimeout(load, 1000 << count, tag);
        // Told to the page too (the elements of the tag are not defined, but events still bubble),
        // once to each element: one found after the first failure (a shadow root passed to
        // `discover` later) hears it at the next, which its discovery starts at once.
        const message = `storefront-elements: could not load <${tag}>: ${String(error)}`;
        if (!count) console.error(message);
        for (const root of roots)
          for (const element of root.deref()?.querySelectorAll(tag) ?? [])
            if (!told.has(element)) {
              told.add(element);
              element.dispatchEvent(
                new CustomEvent('sf-error', {
                  detail: { kind: 'network', message },
                  bubbles: true,
                  composed: true,
                }),
              );
            }
        settle();
      },
    );
}

/**
 * Defines, in one go, every loaded tag whose surrounding storefront tags are defined, failed, or
 * defined in the same go: a list inside a product page never draws before the page (its
 * placeholders would jump down by the detail's height), and a page, its lists and its
 * `<sf-storefront>` render their first frame together. A tag is one definition for all its
 * elements, so a list elsewhere on the page waits for the product page too.
 */
function settle(): void {
  const going = new Set([...around.keys()].filter((tag) => ready.has(tag)));
  const clear = (tag: string) =>
    Boolean(customElements.get(tag)) || failed.has(tag) || going.has(tag);
  for (let changed = true; changed;) {
    changed = false;
    for (const tag of going)
      if (![...around.get(tag)!, ...(INSIDE[tag] ?? [])].every(clear)) changed = going.delete(tag);
  }
  for (const tag of going) {
    around.delete(tag);
    if (!customElements.get(tag)) customElements.define(tag, ready.get(tag)!);
  }
}

const pending = (tag: string) => tag in ELEMENTS && !customElements.get(tag);

/** Notes `element`'s tag and the undefined storefront tags around it, and loads them all. */
function note(element: Element): void {
  const tag = element.localName;
  if (!pending(tag)) return;
  const outer = around.get(tag) ?? new Set<string>();
  around.set(tag, outer);
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (pending(parent.localName) && parent.localName !== tag) outer.add(parent.localName);
  load(tag);
  for (const each of outer) load(each);
  // The tags a page holds wait for it too, wherever they are: a list in a shop component's
  // shadow root inside a product page is out of the walk above, and is found later (`discover`).
  for (const inner of INSIDE[tag] ?? [])
    if (pending(inner)) {
      around.set(inner, (around.get(inner) ?? new Set()).add(tag));
      load(inner);
    }
}

/**
 * The document's root and each root passed to `discover`, held weakly: a failed chunk is reported
 * on the tag's elements in all of them.
 */
const roots = new Set<WeakRef<Element | ShadowRoot>>();
/** The elements told that their tag's chunk did not load. */
const told = new WeakSet<Element>();

/** Every storefront tag in `root` (itself included) that is not defined yet. */
function find(root: Element | Document | ShadowRoot): void {
  if (root instanceof Element) note(root);
  for (const element of root.querySelectorAll(':not(:defined)')) note(element);
  settle();
}

/**
 * Defines the storefront tags in `root`, a shadow root of the shop's own component (or an element
 * in one), and those added to it later. The script tag finds the tags in the document by itself;
 * a shadow root is closed to it (as to Shoelace's autoloader), so a component that draws
 * storefront tags in its shadow root passes it here once:
 * `import { discover } from '.../storefront-elements.js'; discover(this.shadowRoot)`. A root passed
 * again (a component that calls it at each connect) is looked through again and not watched twice.
 */
export function discover(root: Element | ShadowRoot): void {
  find(root);
  // Roots gone since are let go of; one passed before is watched already.
  let watched;
  for (const held of roots) {
    const each = held.deref();
    if (!each) roots.delete(held);
    watched ||= each === root;
  }
  if (watched) return;
  roots.add(new WeakRef(root));
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) find(node);
  }).observe(root, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') {
  discover(document.documentElement);
  addEventListener('online', () => {
    wake();
    failed.forEach((_, tag) => load(tag));
  });
}

// Built, this stays a top-level `await`; scripts/autoloader-chunks.ts hides it from Rolldown's
// chunking, which would otherwise stop merging chunks (facade files, a split notification chunk).
// If `core` does not come, it is asked for again (`exportsAgain`).
export const {
  html,
  svg,
  nothing,
  renderProductCard,
  renderCardSkeleton,
  safeHref,
  safeSrc,
  srcset,
  notify,
  reset,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
  SESSION_STORAGE_KEY,
} = await import('./autoloader-exports.ts').catch(exportsAgain);
