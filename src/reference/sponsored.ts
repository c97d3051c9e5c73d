/**
 * S1 sponsored pages: banners always; sponsored lists only for notifying requests (no bidding
 * occurs otherwise). The "auction" is deterministic: brands are ranked by a hash of the page and
 * list, `winner=<brand>` forces a brand, and a list with fewer than two qualifying product groups
 * is left out, as the spec says a real cluster does.
 */
import type { SponsoredPageResultInput } from '../api/schemas/index.ts';
import type { Catalog, PageDef, ProductData } from './catalog.ts';
import { badRequest, type QueryParams } from './params.ts';
import { hashString } from './random.ts';
import { imageUrl, productFacts, renderGroup, type RenderContext } from './render.ts';
import { matchesAll, type Rule } from './rules.ts';
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

export interface SponsoredInput {
  catalog: Catalog;
  url: URL;
  params: QueryParams;
  page: PageDef;
  entitlement: Rule[];
  render: (scope: string) => RenderContext;
}

export function sponsoredPageResult(input: SponsoredInput): SponsoredPageResultInput {
  const { catalog, url, params, page } = input;
  const market = params.market.id;
  const locale = params.locale;
  const facets = parseFacets(url.searchParams);
  const forced = url.searchParams.get('winner') || undefined;
  const winnerBrand =
    forced === undefined
      ? undefined
      : catalog.brands.find((b) => b.toLowerCase() === forced.toLowerCase());
  if (forced !== undefined && !winnerBrand) throw badRequest(`winner: unknown brand "${forced}"`);

  const banners = page.banners.map((banner) => ({
    id: banner.id,
    width: banner.width,
    height: banner.height,
    images: Array.from({ length: banner.imageCount }, (_, i) => ({
      url: imageUrl(
        url.origin,
        `banner-${slugify(page.id)}-${banner.id}-${i + 1}`,
        banner.width,
        banner.height,
      ),
      link: categoryPath(locale, banner.linkCategory),
      ticket: `ban:${market}:${page.id}:${banner.id}:${i + 1}`,
    })),
  }));
  if (!params.notify) return { banners, sponsoredLists: [] };

  const rules = [...input.entitlement, ...facets];
  const allowed = (product: ProductData) =>
    matchesAll(rules, productFacts(catalog, product, params.market, params.priceId));
  const candidates = catalog.groups.flatMap((group) => {
    if (page.category && group.products[0]?.category.id !== page.category) return [];
    const products = group.products.filter(allowed);
    return products.length ? [{ groupKey: group.key, products }] : [];
  });
  const usedBrands = new Set<string>();
  const lang = langOf(locale);
  const sponsoredLists: NonNullable<SponsoredPageResultInput['sponsoredLists']> = [];
  for (const list of page.sponsoredLists) {
    const echo = {
      id: list.id,
      label: list.label[lang],
      impressionTicket: `imp:${market}:${page.id}:${list.id}`,
      showMoreLink: page.category ? categoryPath(locale, page.category) : undefined,
      visualization: list.id === 'summer' ? ('GRID' as const) : ('CAROUSEL' as const),
    };
    if (isHiddenList(list.id)) {
      sponsoredLists.push({ ...echo, visible: false, productGroups: [], winners: [] });
      continue;
    }
    const brands = [...new Set(candidates.map((c) => c.products[0]?.brand as string))]
      .filter((brand) => !usedBrands.has(brand))
      .sort(
        (a, b) =>
          hashString(`${catalog.seed}:${page.id}:${list.id}:${a}`) -
          hashString(`${catalog.seed}:${page.id}:${list.id}:${b}`),
      );
    const winners = winnerBrand ? [winnerBrand] : brands.slice(0, 2);
    const groups = candidates
      .filter((c) => winners.includes(c.products[0]?.brand as string))
      .sort(
        (a, b) =>
          (b.products[0]?.popularity ?? 0) - (a.products[0]?.popularity ?? 0) ||
          a.groupKey.localeCompare(b.groupKey),
      )
      .slice(0, list.limit);
    if (groups.length < MIN_GROUPS) continue;
    winners.forEach((brand) => usedBrands.add(brand));
    const render = input.render(`${market}:${page.id}:${list.id}`);
    sponsoredLists.push({
      ...echo,
      visible: true,
      winners,
      productGroups: groups.map((g) =>
        renderGroup(g.groupKey, g.products, render, { limit: 4, sponsored: true }),
      ),
    });
  }
  return { banners, sponsoredLists };
}
