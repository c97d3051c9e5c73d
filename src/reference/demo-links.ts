/**
 * The demo as a shop: the links of the sample data are shop paths (`/en-us/product/<slug>/<key>`,
 * a page's localized path such as `/en-us/category/jackets`), as a real feed's would be. A shop's
 * router turns them into its pages; the demo's server does the same with this map, so a product
 * card, banner or "show more" link opens the demo's own page for that product or category.
 */
import type { Catalog } from './catalog.ts';
import type { PageStore } from './pages.ts';
import { MARKETS, PATH_WORDS, langOf, type MarketDef } from './vocabulary.ts';

function marketOf(segment: string | undefined): [MarketDef?, string?] {
  const first = segment?.toLowerCase();
  const market = MARKETS.find((m) => m.locales.some((l) => l.toLowerCase() === first));
  return [market, market?.locales.find((l) => l.toLowerCase() === first)];
}

/** Whether a path starts with a locale of the sample data (`/en-us/…`): a shop link, maybe. */
export function isShopPath(path: string): boolean {
  return marketOf(path.split('/')[1])[0] !== undefined;
}

/**
 * The demo page (relative to the demo's directory) that shows what a shop path of the sample data
 * names, or undefined when it names nothing:
 * - a product link `/<locale>/<product>/<slug>/<key>[?variant=<variantKey>]` →
 *   `product.html?product-key=<key or variantKey>&market=&locale=`;
 * - the market's start page `/<locale>/` → `index.html`;
 * - any other page's path → `category.html?page-reference=<page id>&market=&locale=`.
 */
export function demoPageOf(url: URL, catalog: Catalog, pages: PageStore): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [market, locale] = marketOf(segments[0]);
  if (!market || !locale) return undefined;
  const where = new URLSearchParams({ market: market.id, locale });
  if (segments.length === 4 && segments[1] === PATH_WORDS.product[langOf(locale)]) {
    const product = catalog.productsByKey.get(segments[3] ?? '');
    if (!product) return undefined;
    const variant = url.searchParams.get('variant');
    const key = product.variants.some((v) => v.key === variant) ? (variant as string) : product.key;
    return `product.html?${new URLSearchParams({ 'product-key': key })}&${where}`;
  }
  const page = pages.find(market.id, url.pathname, 'PRODUCTION');
  if (!page) return undefined;
  if (page.id === 'home') return 'index.html';
  return `category.html?${new URLSearchParams({ 'page-reference': page.id })}&${where}`;
}
