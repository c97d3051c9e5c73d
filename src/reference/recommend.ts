/**
 * Recommendation algorithms over the sample catalog. None is clever; each is plausible enough for
 * a test to check it (ALTERNATIVES share the category, UPSELL costs more, …) and deterministic.
 */
import type { Algorithm } from '../api/schemas/index.ts';
import type { Catalog, GroupData, ProductData } from './catalog.ts';
import type { QueryParams } from './params.ts';
import { hashString } from './random.ts';
import { productFacts } from './render.ts';

export interface RecommendInput {
  catalog: Catalog;
  params: QueryParams;
  /** The base product of ALTERNATIVES, UPSELL, STYLE_WITH, MORE_FROM_SERIES, ADD_TO_CART_RECS. */
  base: ProductData | undefined;
  cart: ProductData[];
  /** Most recent first. */
  favorites: ProductData[];
  recentlyViewed: ProductData[];
  /** Groups never recommended (the page's product group, the base product's group). */
  excludeGroups: ReadonlySet<string>;
  /** Which products may appear at all (catalog entitlement and the list's product rules). */
  allowed: (product: ProductData) => boolean;
}

export interface Recommendation {
  groupKey: string;
  /** The group's allowed products, the one the algorithm chose first. */
  products: ProductData[];
}

function price(input: RecommendInput, product: ProductData): number {
  return productFacts(input.catalog, product, input.params.market, input.params.priceId)
    .selling_price as number;
}

const byPopularity = (a: ProductData, b: ProductData) =>
  b.popularity - a.popularity || a.key.localeCompare(b.key);

/** Ranks groups by their first allowed product; `keep` and `compare` see that product. */
function rank(
  input: RecommendInput,
  keep: (product: ProductData) => boolean,
  compare: (a: ProductData, b: ProductData) => number,
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const group of input.catalog.groups) {
    if (input.excludeGroups.has(group.key)) continue;
    const products = group.products.filter(input.allowed);
    const first = products[0];
    if (first && keep(first)) out.push({ groupKey: group.key, products });
  }
  return out.sort((a, b) => compare(a.products[0] as ProductData, b.products[0] as ProductData));
}

/** Groups of the given products, in that order, each once. */
function groupsOf(input: RecommendInput, products: ProductData[]): Recommendation[] {
  const seen = new Set<string>();
  const out: Recommendation[] = [];
  for (const product of products) {
    if (seen.has(product.groupKey) || input.excludeGroups.has(product.groupKey)) continue;
    seen.add(product.groupKey);
    const group = input.catalog.groupsByKey.get(product.groupKey) as GroupData;
    // The product the visitor acted on leads its card.
    const products = [product, ...group.products.filter((p) => p !== product)].filter(
      input.allowed,
    );
    if (products.length) out.push({ groupKey: group.key, products });
  }
  return out;
}

function related(input: RecommendInput, sources: ProductData[]): Recommendation[] {
  if (!sources.length) return rank(input, () => true, byPopularity);
  const categories = new Set(sources.flatMap((p) => p.category.styleWith));
  const series = new Set(sources.map((p) => p.series));
  const sourceGroups = new Set(sources.map((p) => p.groupKey));
  return rank(
    input,
    (p) => !sourceGroups.has(p.groupKey) && (categories.has(p.category.id) || series.has(p.series)),
    byPopularity,
  );
}

export function recommend(algorithm: Algorithm, input: RecommendInput): Recommendation[] {
  const { base } = input;
  switch (algorithm) {
    case 'ALTERNATIVES': {
      if (!base) return rank(input, () => true, byPopularity);
      const target = price(input, base);
      return rank(
        input,
        (p) => p.category.id === base.category.id,
        (a, b) =>
          Math.abs(price(input, a) - target) - Math.abs(price(input, b) - target) ||
          a.key.localeCompare(b.key),
      );
    }
    case 'UPSELL': {
      if (!base)
        return rank(
          input,
          () => true,
          (a, b) => price(input, b) - price(input, a),
        );
      const floor = price(input, base);
      return rank(
        input,
        (p) => p.category.id === base.category.id && price(input, p) > floor,
        (a, b) => price(input, a) - price(input, b) || a.key.localeCompare(b.key),
      );
    }
    case 'STYLE_WITH': {
      if (!base) return rank(input, () => true, byPopularity);
      const categories = new Set(base.category.styleWith);
      return rank(input, (p) => categories.has(p.category.id), byPopularity);
    }
    case 'MORE_FROM_SERIES': {
      if (!base) return rank(input, () => true, byPopularity);
      return rank(input, (p) => p.series === base.series, byPopularity);
    }
    case 'TOP_PRODUCTS':
      return rank(input, () => true, byPopularity);
    case 'NEWEST_PRODUCTS':
      return rank(
        input,
        () => true,
        (a, b) => a.releasedDaysAgo - b.releasedDaysAgo || a.key.localeCompare(b.key),
      );
    case 'PERSONAL': {
      // A visitor "likes" two categories, chosen by their key, and sees those first.
      const key = input.params.customerKey ?? input.params.sessionKey;
      const all = input.catalog.categories;
      const liked = key
        ? new Set([all[hashString(key) % all.length], all[hashString(`${key}:2`) % all.length]])
        : new Set<string | undefined>();
      return rank(
        input,
        () => true,
        (a, b) =>
          Number(liked.has(b.category.id)) - Number(liked.has(a.category.id)) || byPopularity(a, b),
      );
    }
    case 'FAVORITES':
      return groupsOf(input, input.favorites);
    case 'RECENTLY_VIEWED':
      return groupsOf(input, input.recentlyViewed);
    case 'CART':
      return related(input, input.cart);
    case 'ADD_TO_CART_RECS':
      return related(input, base ? [base, ...input.cart] : input.cart);
  }
}

/**
 * Merchandising set in the apps for an administered list (PageRecList, PagePrimaryList): blocked
 * product keys never appear, and pinned product keys lead the list in the order given, ahead of
 * what the algorithm chose. A pinned product still obeys the list's rules and exclusions.
 */
export interface Merchandising {
  pinned?: readonly string[];
  blocked?: readonly string[];
}

export function applyMerchandising(
  input: RecommendInput,
  recommendations: Recommendation[],
  { pinned = [], blocked = [] }: Merchandising,
): Recommendation[] {
  const isBlocked = new Set(blocked);
  const keep = (product: ProductData) => !isBlocked.has(product.key);
  const pinnedProducts = pinned.flatMap((key) => {
    const product = input.catalog.productsByKey.get(key);
    return product && keep(product) && input.allowed(product) ? [product] : [];
  });
  const lead = groupsOf({ ...input, allowed: (p) => input.allowed(p) && keep(p) }, pinnedProducts);
  const leading = new Set(lead.map((rec) => rec.groupKey));
  const rest = recommendations.flatMap((rec) => {
    if (leading.has(rec.groupKey)) return [];
    const products = rec.products.filter(keep);
    return products.length ? [{ ...rec, products }] : [];
  });
  return [...lead, ...rest];
}
