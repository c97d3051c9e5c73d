/**
 * S1 sponsored pages: banners always; sponsored lists only for notifying requests (no bidding
 * occurs otherwise). The "auction" is deterministic: brands are ranked by a hash of the page and
 * list, `winner=<brand>` forces a brand, and a list with fewer than two qualifying product groups
 * is left out, as the spec says a real cluster does.
 */
import type { Algorithm, SponsoredPageResultInput } from '../api/schemas/index.ts';
import type { Catalog, ProductData } from './catalog.ts';
import type { GeneratedExtras, Page } from './pages.ts';
import { badRequest, type QueryParams } from './params.ts';
import { hashString } from './random.ts';
import {
  applyMerchandising,
  recommend,
  type Merchandising,
  type Recommendation,
  type RecommendInput,
} from './recommend.ts';
import { imageUrl, productFacts, renderGroup, type RenderContext } from './render.ts';
import { matchesAll, parseRules, type Rule } from './rules.ts';
import { CATEGORIES, PATH_WORDS, langOf, slugify } from './vocabulary.ts';

const VALUE_FACETS = [
  'brand',
  'category',
  'color',
  'series',
  'size',
  'custom.material',
  'custom.pattern',
];
const CHECKBOX_FACETS = ['on_sale', 'in_stock'];
const RANGE_FACETS = ['price', 'selling_price', 'list_price', 'rating'];
const MIN_GROUPS = 2;
/** A PageSponsoredList or PageRecList without `limit`. */
export const DEFAULT_PAGE_LIST_LIMIT = 20;

/** Documented rule of the reference server: a list whose id starts with "hidden" is hidden. */
export function isHiddenList(id: string): boolean {
  return id.toLowerCase().startsWith('hidden');
}

/** `f.<id>=a|b`, `f.<id>=true|false`, `f.<id>.min` / `.max` as rules over the product facts. */
export function parseFacets(query: URLSearchParams): Rule[] {
  const rules: Rule[] = [];
  const ranges = new Map<string, { min: number; max: number }>();
  for (const [name, value] of query) {
    if (!name.startsWith('f.')) continue;
    const range = /^f\.(.+)\.(min|max)$/.exec(name);
    if (range) {
      const id = range[1] as string;
      if (!RANGE_FACETS.includes(id))
        throw badRequest(
          `${name}: "${id}" is not a range facet (range facets: ${RANGE_FACETS.join(', ')})`,
        );
      const bound = Number(value);
      if (value.trim() === '' || Number.isNaN(bound))
        throw badRequest(`${name}: must be a number, got "${value}"`);
      const current = ranges.get(id) ?? { min: -Infinity, max: Infinity };
      current[range[2] as 'min' | 'max'] = bound;
      ranges.set(id, current);
      continue;
    }
    const id = name.slice(2);
    if (CHECKBOX_FACETS.includes(id)) {
      if (value !== 'true' && value !== 'false')
        throw badRequest(`${name}: a checkbox facet takes true or false, got "${value}"`);
      rules.push({
        mode: 'incl',
        attribute: id,
        condition: { kind: 'values', values: [value] },
        text: `${name}=${value}`,
      });
    } else if (VALUE_FACETS.includes(id)) {
      const values = value.split('|').filter(Boolean);
      if (!values.length) throw badRequest(`${name}: needs at least one value`);
      rules.push({
        mode: 'incl',
        attribute: id,
        condition: { kind: 'values', values },
        text: `${name}=${value}`,
      });
    } else if (RANGE_FACETS.includes(id)) {
      throw badRequest(`${name}: "${id}" is a range facet; use f.${id}.min and f.${id}.max`);
    } else {
      throw badRequest(
        `${name}: unknown facet "${id}" (known: ${[...VALUE_FACETS, ...CHECKBOX_FACETS, ...RANGE_FACETS].join(', ')})`,
      );
    }
  }
  for (const [id, { min, max }] of ranges)
    rules.push({
      mode: 'incl',
      attribute: id,
      condition: { kind: 'range', min, max },
      text: `f.${id}`,
    });
  return rules;
}

function categoryPath(locale: string, categoryId: string | undefined): string {
  const lang = langOf(locale);
  const category = CATEGORIES.find((c) => c.id === categoryId);
  if (!category) return `/${locale.toLowerCase()}/`;
  return `/${locale.toLowerCase()}/${PATH_WORDS.category[lang]}/${category.slugs[lang]}`;
}

/**
 * A category as an administrator writes it (`Clothing > Shoes`, `shoes`, `Skor`): the last level,
 * matched against the category ids, names and path slugs of every language. Undefined when the
 * catalog has no such category.
 */
export function resolveCategory(text: string): string | undefined {
  const last = (text.split('>').pop() ?? '').trim().toLowerCase();
  return CATEGORIES.find(
    (c) =>
      c.id === last ||
      Object.values(c.names).some((name) => name.toLowerCase() === last) ||
      Object.values(c.slugs).some((slug) => slug === last),
  )?.id;
}

/** Rules as stored on an imported page (validated on import); unparsable text restricts nothing. */
function storedRules(text: string | undefined): Rule[] {
  if (!text) return [];
  try {
    return parseRules(text);
  } catch {
    return [];
  }
}

/** The one category a product set is limited to by an `incl category {"x"}` rule, if any. */
function ruleCategory(rules: readonly Rule[]): string | undefined {
  for (const rule of rules)
    if (
      rule.mode === 'incl' &&
      rule.attribute === 'category' &&
      rule.condition.kind === 'values' &&
      rule.condition.values.length === 1
    )
      return resolveCategory(rule.condition.values[0] as string);
  return undefined;
}

/**
 * Where a sponsored list takes its products: its own `category`; else the page's
 * `sponsoredCategoryOverride`; else the primary list (its `rules`, `blocked` and `pinned`); else
 * the whole catalog.
 */
interface ListSource {
  /** Products the list may show at all (before entitlement and facets). */
  inScope: (product: ProductData, facts: ReturnType<typeof productFacts>) => boolean;
  /** The single category of the list, for `showMoreLink`. */
  category: string | undefined;
  merchandising: Merchandising;
}

function sponsoredSource(page: Page, category: string | undefined): ListSource {
  if (category !== undefined) {
    const id = resolveCategory(category);
    return { inScope: (p) => p.category.id === id, category: id, merchandising: {} };
  }
  const overrides = (page.sponsoredCategoryOverride ?? []).map(resolveCategory);
  if (overrides.length) {
    const ids = new Set(overrides);
    return {
      inScope: (p) => ids.has(p.category.id),
      category: overrides.length === 1 ? overrides[0] : undefined,
      merchandising: {},
    };
  }
  const primary = page.primaryList ?? {};
  const rules = storedRules(primary.rules);
  const blocked = new Set(primary.blocked ?? []);
  return {
    inScope: (p, facts) => !blocked.has(p.key) && matchesAll(rules, facts),
    category: ruleCategory(rules),
    merchandising: { pinned: primary.pinned ?? [], blocked: primary.blocked ?? [] },
  };
}

/** The category a page's primary list (or sponsored category override) limits it to, if one. */
export function pageCategory(page: Page): string | undefined {
  return sponsoredSource(page, undefined).category;
}

export interface SponsoredInput {
  catalog: Catalog;
  url: URL;
  params: QueryParams;
  /** The page as stored by the administration API (generated or imported). */
  page: Page;
  /** Labels, banner images and links of the generated pages. */
  extras: GeneratedExtras | undefined;
  entitlement: Rule[];
  render: (scope: string) => RenderContext;
  /** Favourites and recently viewed products of the visitor, for the page's recLists. */
  history: Pick<RecommendInput, 'favorites' | 'recentlyViewed'>;
}

export function sponsoredPageResult(input: SponsoredInput): SponsoredPageResultInput {
  const { catalog, url, params, page, extras } = input;
  const market = params.market.id;
  const locale = params.locale;
  const lang = langOf(locale);
  const facets = parseFacets(url.searchParams);
  const forced = url.searchParams.get('winner') || undefined;
  const winnerBrand =
    forced === undefined
      ? undefined
      : catalog.brands.find((b) => b.toLowerCase() === forced.toLowerCase());
  if (forced !== undefined && !winnerBrand) throw badRequest(`winner: unknown brand "${forced}"`);
  const primaryCategory = pageCategory(page);

  const banners = (page.banners ?? []).map((banner) => {
    const generated = extras?.banners.get(`${page.id}\n${banner.id}`);
    const link = categoryPath(locale, generated ? generated.linkCategory : primaryCategory);
    return {
      id: banner.id,
      width: banner.width,
      height: banner.height,
      images: Array.from({ length: generated?.imageCount ?? 1 }, (_, i) => ({
        url: imageUrl(
          url.origin,
          `banner-${slugify(page.id).slice(0, 60)}-${banner.id}-${i + 1}`,
          banner.width,
          banner.height,
        ),
        link,
        ticket: `ban:${market}:${page.id}:${banner.id}:${i + 1}`,
      })),
    };
  });

  const facts = (product: ProductData) =>
    productFacts(catalog, product, params.market, params.priceId);
  const entitled = (product: ProductData) => matchesAll(input.entitlement, facts(product));
  const lists: NonNullable<SponsoredPageResultInput['sponsoredLists']> = [];
  // Sponsored lists: only for notifying requests (no bidding occurs otherwise).
  if (params.notify) {
    const filters = [...input.entitlement, ...facets];
    const usedBrands = new Set<string>();
    for (const list of page.sponsoredLists ?? []) {
      const source = sponsoredSource(page, list.category);
      const label = extras?.listLabels.get(`${page.id}\n${list.id}`);
      const echo = {
        id: list.id,
        label: label ? label[lang] : (page.headings?.[locale] ?? list.id),
        // Winners' products ranked by popularity: what TOP_PRODUCTS answers (every list carries
        // its algorithm, sponsored ones included, as the official types say).
        algorithm: 'TOP_PRODUCTS' as const,
        impressionTicket: `imp:${market}:${page.id}:${list.id}`,
        showMoreLink: source.category ? categoryPath(locale, source.category) : undefined,
        visualization: list.id === 'summer' ? ('GRID' as const) : ('CAROUSEL' as const),
      };
      if (isHiddenList(list.id)) {
        lists.push({ ...echo, visible: false, productGroups: [], winners: [] });
        continue;
      }
      const allowed = (product: ProductData) => {
        const f = facts(product);
        return source.inScope(product, f) && matchesAll(filters, f);
      };
      const candidates = catalog.groups.flatMap((group) => {
        const products = group.products.filter(allowed);
        return products.length ? [{ groupKey: group.key, products }] : [];
      });
      const brands = [...new Set(candidates.map((c) => c.products[0]?.brand as string))]
        .filter((brand) => !usedBrands.has(brand))
        .sort(
          (a, b) =>
            hashString(`${catalog.seed}:${page.id}:${list.id}:${a}`) -
            hashString(`${catalog.seed}:${page.id}:${list.id}:${b}`),
        );
      const winners = winnerBrand ? [winnerBrand] : brands.slice(0, 2);
      const ranked: Recommendation[] = candidates
        .filter((c) => winners.includes(c.products[0]?.brand as string))
        .sort(
          (a, b) =>
            (b.products[0]?.popularity ?? 0) - (a.products[0]?.popularity ?? 0) ||
            a.groupKey.localeCompare(b.groupKey),
        );
      // Pinned products of the primary list lead, if their brand won.
      const groups = applyMerchandising(
        {
          ...input.history,
          catalog,
          params,
          base: undefined,
          cart: [],
          excludeGroups: new Set(),
          allowed: (p) => allowed(p) && winners.includes(p.brand),
        },
        ranked,
        source.merchandising,
      ).slice(0, list.limit ?? DEFAULT_PAGE_LIST_LIMIT);
      if (groups.length < MIN_GROUPS) continue;
      winners.forEach((brand) => usedBrands.add(brand));
      const render = input.render(`${market}:${page.id}:${list.id}`);
      lists.push({
        ...echo,
        visible: true,
        winners,
        productGroups: groups.map((g) =>
          renderGroup(g.groupKey, g.products, render, { limit: 4, sponsored: true }),
        ),
      });
    }
  }
  // The page's recommendation lists (no bidding, so also for non-notifying requests).
  for (const list of page.recLists ?? []) {
    const algorithm: Algorithm = list.algorithm ?? 'TOP_PRODUCTS';
    const echo = {
      id: list.id,
      label: page.headings?.[locale] ?? list.id,
      algorithm,
      visualization: 'CAROUSEL' as const,
      winners: [],
    };
    if (isHiddenList(list.id)) {
      lists.push({ ...echo, visible: false, productGroups: [] });
      continue;
    }
    const rules = storedRules(list.rules);
    const recInput: RecommendInput = {
      ...input.history,
      catalog,
      params,
      base: undefined,
      cart: [],
      excludeGroups: new Set(),
      allowed: (p) => entitled(p) && matchesAll(rules, facts(p)),
    };
    const recs = applyMerchandising(recInput, recommend(algorithm, recInput), {
      pinned: list.pinned ?? [],
      blocked: list.blocked ?? [],
    }).slice(0, list.limit ?? DEFAULT_PAGE_LIST_LIMIT);
    const render = input.render(`${market}:${page.id}:rec:${list.id}`);
    lists.push({
      ...echo,
      visible: true,
      productGroups: recs.map((g) => renderGroup(g.groupKey, g.products, render, { limit: 4 })),
    });
  }
  return { banners, sponsoredLists: lists };
}
