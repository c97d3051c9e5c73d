/**
 * Real product groups for the card tests, from the reference server mounted on this page's origin:
 * one product-page query with a few large recommendation lists (the first with sponsored
 * positions), in the first market and locale of `GET /__reference/catalog`. Keys are never
 * hard-coded; tests pick groups by what they hold.
 */
import { expect } from '@open-wc/testing';
import { queryProductPage, type StorefrontConfig } from '../../../src/api/index.ts';
import { ProductGroupSchema, type ProductGroup } from '../../../src/api/schemas/product.ts';
import { parseTolerant } from '../../../src/api/schemas/tolerant.ts';

interface ReferenceCatalog {
  markets: { id: string; locales: string[]; currency: string }[];
  groups: { key: string; products: string[] }[];
}

export interface CardData {
  market: string;
  locale: string;
  currency: string;
  /** Every distinct group of the lists (the product-page group first). */
  groups: ProductGroup[];
}

let loading: Promise<CardData> | undefined;

async function load(): Promise<CardData> {
  const response = await fetch('/__reference/catalog');
  expect(response.status).to.equal(200);
  const catalog = (await response.json()) as ReferenceCatalog;
  const market = catalog.markets[0]!;
  const config: StorefrontConfig = {
    apiBase: '',
    market: market.id,
    locale: market.locales[0]!,
    touchpoint: 'DESKTOP',
    customerKey: 'c',
    sessionKey: 's',
  };
  const result = await queryProductPage(config, {
    productKey: catalog.groups[0]!.products[0]!,
    settings: {
      productGroup: { include: true },
      recommendationLists: [
        { id: 'top', algorithm: 'TOP_PRODUCTS', limit: 100, sponsoredPositions: [0, 1, 2] },
        { id: 'newest', algorithm: 'NEWEST_PRODUCTS', limit: 100 },
        { id: 'alternatives', algorithm: 'ALTERNATIVES', limit: 100 },
      ],
    },
  });
  expect(result.dropped).to.deep.equal([]);
  const seen = new Set<string>();
  const groups: ProductGroup[] = [];
  const all = [
    ...(result.data.productGroup ? [result.data.productGroup] : []),
    ...result.data.recommendationLists.flatMap((list) => list.productGroups),
  ];
  for (const group of all) {
    // Sponsored copies are kept apart: the same group may appear unsponsored in another list.
    const id = `${group.key}:${group.products[0]!.sponsored}`;
    if (!seen.has(id)) {
      seen.add(id);
      groups.push(group);
    }
  }
  return { market: market.id, locale: config.locale, currency: market.currency, groups };
}

/** The real groups (loaded once per test file). */
export function cardData(): Promise<CardData> {
  loading ??= load();
  return loading;
}

/** The first real group matching `predicate`; fails the test (naming `what`) when there is none. */
export async function findGroup(
  what: string,
  predicate: (group: ProductGroup) => boolean,
): Promise<ProductGroup> {
  const { groups } = await cardData();
  const group = groups.find(predicate);
  if (!group) expect.fail(`the reference data has no group with ${what}`);
  return group;
}

/**
 * A real group changed by `change` (on its JSON copy) and parsed again, as a response would be:
 * elements only ever receive validated data.
 */
export function modified(group: ProductGroup, change: (input: ProductGroup) => void): ProductGroup {
  // A validated group is also valid input: change a deep copy of it, as JSON.
  const input = JSON.parse(JSON.stringify(group)) as ProductGroup;
  change(input);
  const parsed = parseTolerant(ProductGroupSchema, input);
  if (!parsed.success) expect.fail(`the modified group is invalid: ${parsed.message}`);
  return parsed.data;
}
