/**
 * The storefront queries: S1 sponsored-page and S2 product-page. Validation errors are thrown as
 * HttpError and turned into `{"message"}` responses by the handler.
 */
import * as z from 'zod/mini';
import {
  ProductPageRequestSettingsSchema,
  SponsoredPageRequestSettingsSchema,
  describeError,
  type ProductPageResultInput,
  type RecListRequestSettings,
} from '../api/schemas/index.ts';
import { BODY_LIMITS, parseJsonBody, readBodyText } from './body.ts';
import type { Catalog, GroupData, ProductData } from './catalog.ts';
import type { NotificationStore } from './notifications.ts';
import type { PageStore } from './pages.ts';
import { HttpError, badRequest, param, parseQueryParams, type QueryParams } from './params.ts';
import { recommend } from './recommend.ts';
import { FACT_NAMES, productFacts, renderGroup, type RenderContext } from './render.ts';
import { RuleError, matchesAll, parseRules, type Rule } from './rules.ts';
import { isHiddenList, sponsoredPageResult } from './sponsored.ts';

export const DEFAULT_LIST_LIMIT = 20;

export interface QueryContext {
  catalog: Catalog;
  request: Request;
  url: URL;
  store: NotificationStore;
  /** The pages of each market as the administration API generated and imported them. */
  pages: PageStore;
}

/**
 * The body of a POST query: JSON as text/plain or application/json (charset ignored); anything
 * else, or text that is not JSON, is 415. An empty body is an empty object.
 */
export async function readJsonBody(
  request: Request,
  limit: number = BODY_LIMITS.query,
): Promise<unknown> {
  const mime = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mime !== 'text/plain' && mime !== 'application/json')
    throw new HttpError(
      415,
      `content-type: expected text/plain or application/json, got "${mime ?? ''}"`,
    );
  const text = await readBodyText(request, limit);
  if (text.trim() === '') return {};
  return parseJsonBody(
    text,
    () => new HttpError(415, 'body encoding cannot be parsed: not valid JSON'),
  );
}

/**
 * The deprecated `productFilter` of a list as rules (each attribute must hold one of its values,
 * or lie in its range); 400 naming the member and the rule it breaks.
 */
export function filterRules(filter: Record<string, unknown> | undefined, member: string): Rule[] {
  if (filter === undefined) return [];
  // `newness` is an age in days, which rules compare as a duration (`newness 30d`).
  const known = FACT_NAMES.filter((name) => name !== 'newness');
  return Object.entries(filter).map(([attribute, value]): Rule => {
    const at = `${member}.${attribute}`;
    if (!known.includes(attribute))
      throw badRequest(`${at}: unknown attribute (known: ${known.join(', ')})`);
    const text = `${attribute} ${JSON.stringify(value)}`;
    const values = Array.isArray(value) ? value : [value];
    if (values.length && values.every((v) => typeof v === 'string' || Number.isFinite(v)))
      return {
        mode: 'incl',
        attribute,
        condition: { kind: 'values', values: values.map(String) },
        text,
      };
    const range = value as { min?: unknown; max?: unknown } | null;
    const bound = (v: unknown) => v === undefined || Number.isFinite(v);
    if (
      range !== null &&
      typeof range === 'object' &&
      !Array.isArray(range) &&
      Object.keys(range).every((name) => name === 'min' || name === 'max') &&
      bound(range.min) &&
      bound(range.max)
    )
      return {
        mode: 'incl',
        attribute,
        condition: {
          kind: 'range',
          min: (range.min as number | undefined) ?? -Infinity,
          max: (range.max as number | undefined) ?? Infinity,
        },
        text,
      };
    throw badRequest(
      `${at}: expected a string, a number, a non-empty array of them, or a range {min, max} of numbers`,
    );
  });
}

/** Parses a rule expression from a request member, checking its attributes; 400 naming the member. */
export function parseRuleMember(text: string | undefined, member: string): Rule[] {
  if (text === undefined) return [];
  try {
    const rules = parseRules(text);
    for (const rule of rules)
      if (!FACT_NAMES.includes(rule.attribute) && rule.attribute !== 'newness')
        throw new RuleError(
          `unknown attribute "${rule.attribute}" in "${rule.text}" (known: ${FACT_NAMES.join(', ')}, newness)`,
          0,
        );
    return rules;
  } catch (error) {
    if (error instanceof RuleError) throw badRequest(`${member}: ${error.message}`);
    throw error;
  }
}

export function ruleFilter(
  catalog: Catalog,
  params: QueryParams,
  rules: Rule[],
): (product: ProductData) => boolean {
  if (!rules.length) return () => true;
  return (product) =>
    matchesAll(rules, productFacts(catalog, product, params.market, params.priceId));
}

function renderContext(
  ctx: QueryContext,
  params: QueryParams,
  scope: string,
  full: boolean,
): RenderContext {
  return { catalog: ctx.catalog, params, origin: ctx.url.origin, scope, full };
}

function lookupProduct(catalog: Catalog, key: string): ProductData | undefined {
  return catalog.productsByKey.get(key) ?? catalog.variantsByKey.get(key)?.product;
}

/** S2 `GET|POST /api/storefront/v3/queries/product-page`. */
export async function productPage(ctx: QueryContext): Promise<ProductPageResultInput> {
  const { catalog, url } = ctx;
  const query = url.searchParams;
  for (const name of query.keys()) {
    if (name.startsWith('f.')) throw badRequest(`${name}: facets are not allowed on product-page`);
    if (name === 'pageReference' || name === 'winner')
      throw badRequest(`${name}: is not allowed on product-page`);
  }
  const params = parseQueryParams(query, catalog);
  const productKey = param(query, 'productKey');
  if (productKey === undefined) throw badRequest('productKey: is required');
  // A query without a body is a GET (decisions.md), as the official client sends it.
  const raw = ctx.request.method === 'GET' ? {} : await readJsonBody(ctx.request);
  ctx.store.recordQuery('product-page', url, ctx.request.method === 'GET' ? null : raw);
  const parsed = z.safeParse(ProductPageRequestSettingsSchema, raw);
  if (!parsed.success) throw badRequest(`body: ${describeError(parsed.error)}`);
  const body = parsed.data;
  const entitled = ruleFilter(
    catalog,
    params,
    parseRuleMember(body.catalogEntitlement, 'catalogEntitlement'),
  );
  const lists = body.recommendationLists ?? [];
  const listRules = lists.map((list, i) => [
    ...parseRuleMember(list.productRules, `recommendationLists[${i}].productRules`),
    ...filterRules(list.productFilter, `recommendationLists[${i}].productFilter`),
  ]);
  const listBases = lists.map((list, i) => {
    const key = list.params?.productKey;
    if (key === undefined) return undefined;
    const base = lookupProduct(catalog, key);
    if (!base)
      throw badRequest(`recommendationLists[${i}].params.productKey: unknown product "${key}"`);
    return base;
  });
  const product = lookupProduct(catalog, productKey);
  if (!product)
    throw new HttpError(
      404,
      `productKey: unknown product "${productKey}" in market ${params.market.id}`,
    );
  const group = catalog.groupsByKey.get(product.groupKey) as GroupData;
  const pageScope = `${params.market.id}:page`;

  const result: ProductPageResultInput = {
    recommendationLists: lists.map((list, i) =>
      recommendationList(ctx, params, list, {
        base: listBases[i] ?? product,
        pageGroup: group.key,
        allowed: (
          (rules) => (p: ProductData) =>
            entitled(p) && rules(p)
        )(ruleFilter(catalog, params, listRules[i] ?? [])),
      }),
    ),
  };
  if (body.productGroup?.include) {
    // The requested product leads its group, whatever its position in the feed.
    const products = [product, ...group.products.filter((p) => p !== product && entitled(p))];
    result.productGroup = renderGroup(
      group.key,
      products,
      renderContext(ctx, params, pageScope, true),
    );
  } else {
    const tickets: Record<string, string> = {};
    for (const p of group.products)
      for (const v of p.variants) tickets[v.key] = `var:${pageScope}:${v.key}`;
    result.tickets = tickets;
  }
  return result;
}

function recommendationList(
  ctx: QueryContext,
  params: QueryParams,
  list: RecListRequestSettings,
  options: { base: ProductData; pageGroup: string; allowed: (p: ProductData) => boolean },
): NonNullable<ProductPageResultInput['recommendationLists']>[number] {
  const { catalog, store } = ctx;
  // A list without one: the reference's default (a real service uses the page's configured one).
  const algorithm = list.algorithm ?? 'TOP_PRODUCTS';
  const echo = {
    id: list.id,
    label: list.label,
    algorithm,
    showMoreLink: list.showMoreLink,
    visualization: list.visualization ?? 'CAROUSEL',
  };
  if (isHiddenList(list.id)) return { ...echo, visible: false, productGroups: [] };
  const toProducts = (keys: string[]) => keys.flatMap((key) => lookupProduct(catalog, key) ?? []);
  const market = params.market.id;
  const recommendations = recommend(algorithm, {
    catalog,
    params,
    base: options.base,
    cart: toProducts(list.params?.cart ?? []),
    favorites: toProducts(store.favorites(catalog, market, params.customerKey)),
    recentlyViewed: toProducts(
      store.recentlyViewed(catalog, market, params.customerKey, params.sessionKey),
    ),
    excludeGroups: new Set([options.pageGroup, options.base.groupKey]),
    allowed: options.allowed,
  }).slice(0, list.limit ?? DEFAULT_LIST_LIMIT);
  const sponsored = new Set(list.sponsoredPositions ?? []);
  const render = renderContext(ctx, params, `${market}:rec:${list.id}`, false);
  return {
    ...echo,
    visible: true,
    productGroups: recommendations.map((rec, position) =>
      renderGroup(rec.groupKey, rec.products, render, {
        limit: 4,
        sponsored: sponsored.has(position),
      }),
    ),
  };
}

/**
 * The page a sponsored-page query names: `pageReference` (an id, a localised path, or a page's
 * URL, whose path is looked up), else the page the request came from (`Referer`), as the
 * official client documents: "required if the Referer header is missing".
 */
function pageReferenceOf(given: string | undefined, referer: string | null): string {
  const from = given ?? referer ?? undefined;
  if (from === undefined) throw badRequest('pageReference: is required (or a Referer header)');
  if (!/^https?:\/\//i.test(from)) return from;
  try {
    return decodeURIComponent(new URL(from).pathname);
  } catch {
    throw badRequest(`pageReference: "${from}" is not a valid URL`);
  }
}

/** S1 `GET|POST /api/storefront/v3/queries/sponsored-page`. */
export async function sponsoredPage(ctx: QueryContext) {
  const { catalog, url, request } = ctx;
  const query = url.searchParams;
  const params = parseQueryParams(query, catalog);
  const reference = pageReferenceOf(param(query, 'pageReference'), request.headers.get('referer'));
  let entitlement: Rule[] = [];
  const raw = request.method === 'POST' ? await readJsonBody(request) : null;
  ctx.store.recordQuery('sponsored-page', url, raw);
  if (request.method === 'POST') {
    const parsed = z.safeParse(SponsoredPageRequestSettingsSchema, raw);
    if (!parsed.success) throw badRequest(`body: ${describeError(parsed.error)}`);
    entitlement = parseRuleMember(parsed.data.catalogEntitlement, 'catalogEntitlement');
  }
  const market = params.market.id;
  // PREVIEW sees the pages of previewOnly imports (and generated preview pages); PRODUCTION only
  // the published ones.
  const page = ctx.pages.find(market, reference, params.viewId);
  if (!page)
    throw new HttpError(404, `pageReference: unknown page "${reference}" in market ${market}`);
  const toProducts = (keys: string[]) => keys.flatMap((key) => lookupProduct(catalog, key) ?? []);
  return sponsoredPageResult({
    ...ctx,
    params,
    page,
    extras: ctx.pages.extras.get(market),
    entitlement,
    render: (scope) => renderContext(ctx, params, scope, false),
    history: {
      favorites: toProducts(ctx.store.favorites(catalog, market, params.customerKey)),
      recentlyViewed: toProducts(
        ctx.store.recentlyViewed(catalog, market, params.customerKey, params.sessionKey),
      ),
    },
  });
}
