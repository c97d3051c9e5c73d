/**
 * The one script tag (`dist/storefront-elements.js`): a small module that defines each storefront
 * element when its tag is first used, as Shoelace's autoloader does. At load it finds the tags
 * already in the page and starts every module they need at once (each element's chunk and the
 * chunks it imports, as `modulepreload` links and imports in parallel, so there is no waterfall);
 * afterwards a MutationObserver catches tags added later. `customElements.whenDefined(tag)`
 * resolves as soon as a tag's chunk has run, and `customElements.get(tag)` then gives its class.
 *
 * The full library (every class, the query client) is the package's main entry for bundlers
 * (`storefront-elements`, src/index.ts); this module exports what a page with only the script
 * tag writes a custom card and signs a visitor in with.
 */
export { html, svg, nothing, type TemplateResult } from 'lit';
export { renderProductCard, renderCardSkeleton } from './templates/card.ts';
export { safeHref, safeSrc, srcset } from './templates/url.ts';
export { notify } from './notify/lazy.ts';
export {
  reset,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
  SESSION_STORAGE_KEY,
} from './api/session.ts';

/** Each storefront tag and the module that defines it. */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'sf-storefront': () => import('./elements/sf-storefront/sf-storefront.ts'),
  'sf-product-page': () => import('./elements/sf-product-page/sf-product-page.ts'),
  'sf-rec-list': () => import('./elements/sf-rec-list/sf-rec-list.ts'),
  'sf-sponsored-page': () => import('./elements/sf-sponsored-page/sf-sponsored-page.ts'),
  'sf-product-card': () => import('./elements/sf-product-card/sf-product-card.ts'),
  'sf-navigation': () => import('./elements/sf-navigation/sf-navigation.ts'),
};

/**
 * The chunks each tag's module imports, relative to this file: written into the built file by the
 * build (vite.config.ts, `autoloaderChunkMap`); in source (tests, the dev server) it stays the
 * placeholder and the imports resolve their own dependencies.
 */
const CHUNK_MAP = JSON.parse('"__SF_CHUNK_MAP__"') as Record<string, string[]> | string;

const started = new Set<string>();

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

/** Starts loading `tag`'s element once; a failure is reported and may be retried by a new tag. */
function load(tag: string): void {
  const loader = ELEMENTS[tag];
  if (!loader || started.has(tag) || customElements.get(tag)) return;
  started.add(tag);
  preload(tag);
  loader().catch((error: unknown) => {
    started.delete(tag);
    console.error(`storefront-elements: could not load <${tag}>`, error);
  });
}

/** Every storefront tag in `root` (itself included) that is not defined yet. */
function discover(root: Element | Document): void {
  if (root instanceof Element) load(root.localName);
  for (const element of root.querySelectorAll(':not(:defined)')) load(element.localName);
}

if (typeof document !== 'undefined') {
  discover(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
