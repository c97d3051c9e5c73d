/**
 * Valid responses to mutate, fetched once from the reference server: a product-page result with
 * the product group and three lists (carousel, grid, a sponsored-positions list), and a
 * sponsored-page result with banners and sponsored lists. Lists are cut to a few groups so that
 * thousands of renders stay fast; the shapes are the server's own.
 */
import { buildProductPageRequest } from '../../../src/api/client.ts';
import { buildSponsoredPageRequest } from '../../../src/api/sponsored-query.ts';
import type { StorefrontConfig } from '../../../src/api/query-params.ts';
import { catalog, market } from '../controllers/storefront-fixtures.ts';
import type { Json } from './mutate.ts';

export const LIST_IDS = ['alts', 'grid', 'upsell'] as const;
const GROUPS_PER_LIST = 3;

export interface Samples {
  productKey: string;
  market: Awaited<ReturnType<typeof market>>;
  productPage: Json;
  sponsoredPage: Json;
  /** The page reference the sponsored sample is of. */
  pageReference: string;
}

let samples: Promise<Samples> | undefined;

async function config(): Promise<StorefrontConfig> {
  const m = await market();
  return {
    apiBase: '',
    market: m.id,
    locale: m.locale,
    touchpoint: 'DESKTOP',
    customerKey: crypto.randomUUID(),
    sessionKey: `fuzz-samples-${crypto.randomUUID()}`,
  };
}

async function fetchJson({ url, init }: { url: string; init: RequestInit }): Promise<Json> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Json;
}

function trimLists(lists: Json | undefined): void {
  if (!Array.isArray(lists)) return;
  for (const list of lists) {
    const groups = (list as { productGroups?: Json[] }).productGroups;
    if (Array.isArray(groups)) groups.splice(GROUPS_PER_LIST);
  }
}

async function load(): Promise<Samples> {
  const m = await market();
  const base = await config();
  const groups = (await catalog()).groups;
  const productKey = groups[11]!.products[0]!;
  const productPage = await fetchJson(
    buildProductPageRequest(base, {
      productKey,
      settings: {
        productGroup: { include: true },
        recommendationLists: [
          { id: LIST_IDS[0], algorithm: 'ALTERNATIVES', limit: 8, showMoreLink: '/c/all' },
          { id: LIST_IDS[1], algorithm: 'TOP_PRODUCTS', limit: 8, visualization: 'GRID' },
          { id: LIST_IDS[2], algorithm: 'UPSELL', limit: 8, sponsoredPositions: [1, 3] },
        ],
      },
    }),
  );
  trimLists((productPage as { recommendationLists?: Json }).recommendationLists);

  // Pages the catalog says have banners and sponsored lists first.
  const full = (await (await fetch('/__reference/catalog')).json()) as {
    markets: { id: string; pages: { id: string; banners: string[]; sponsoredLists: string[] }[] }[];
  };
  const pages = full.markets.find((found) => found.id === m.id)?.pages ?? [];
  const candidates = [
    ...pages.filter((page) => page.banners.length && page.sponsoredLists.length),
    ...pages,
  ].map((page) => page.id);
  for (const pageReference of candidates) {
    const response = await fetch(buildSponsoredPageRequest(base, { pageReference }).url);
    if (!response.ok) continue;
    const sponsoredPage = (await response.json()) as {
      banners?: Json[];
      sponsoredLists?: Json[];
    };
    if (sponsoredPage.banners?.length && sponsoredPage.sponsoredLists?.length) {
      trimLists(sponsoredPage.sponsoredLists);
      return { productKey, market: m, productPage, sponsoredPage, pageReference };
    }
  }
  throw new Error('no reference page has both banners and sponsored lists');
}

export function fuzzSamples(): Promise<Samples> {
  samples ??= load();
  return samples;
}
