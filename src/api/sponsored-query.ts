/**
 * The sponsored-page query (S1 of product-discovery-api.md): its request, with facet selections,
 * and its call. A module of its own: only a page with a `<sf-sponsored-page>` loads it
 * (docs/decisions.md, "Lean list").
 */
import type { SponsoredPageRequestSettings } from './schemas/requests.ts';
import type { SponsoredPageResult } from './schemas/results.ts';
import {
  SponsoredPageRequestSettings as SponsoredPageRequestSettingsShape,
  SponsoredPageResult as SponsoredPageResultShape,
} from './schemas/generated/sponsored-page.ts';
import { membersOf, validate, type Dropped } from './schemas/validate.ts';
import { loadWording } from './schemas/load-wording.ts';
import { StorefrontConfigError } from './errors.ts';
import { checkedBody, wordedResult } from './worded.ts';
import {
  execute,
  request,
  type QueryOptions,
  type QueryResult,
  type StorefrontRequest,
} from './storefront-request.ts';
import { buildCommonParams, joinList } from './checked-params.ts';
import { timed } from './timeout.ts';
import {
  commonParams,
  isBlank,
  optionalString,
  requireString,
  setIfDefined,
  type StorefrontConfig,
} from './query-params.ts';
import { checkCallShape, type CallShape } from './call-shape.ts';

/** A range facet selection: `f.<id>.min` and `f.<id>.max`. */
export interface FacetRange {
  min?: number;
  max?: number;
}

/**
 * Facet selections of a sponsored-page query: a query string (`f.color=red|blue&f.price.min=10`),
 * its `URLSearchParams`, or a map from facet id to values (joined with `|`), a checkbox value, or
 * a range.
 */
export type FacetSelection =
  string | URLSearchParams | Record<string, string | string[] | boolean | FacetRange>;

export interface SponsoredPageQuery {
  /** Page id or localised path. */
  pageReference: string;
  facets?: FacetSelection;
  /** Forces a winning brand. */
  winner?: string;
  /** Sent as a POST body when it has members; without them the query is a GET. */
  settings?: SponsoredPageRequestSettings;
}

const SPONSORED_PAGE: CallShape = {
  name: 'querySponsoredPage',
  queryFields: ['pageReference', 'facets', 'winner', 'settings'],
  queryExample: '{ pageReference, facets?, winner?, settings? }',
  settingsFields: membersOf(SponsoredPageRequestSettingsShape),
};

function appendAll(target: URLSearchParams, source: URLSearchParams): void {
  for (const [name, value] of source) target.append(name, value);
}

/**
 * The parameters of the sponsored-page query after the common ones, added to `params`, with its
 * facet selections as `facets` made them.
 */
function sponsoredPageParams(
  params: URLSearchParams,
  query: SponsoredPageQuery,
  facets: (selection: SponsoredPageQuery['facets']) => URLSearchParams,
): URLSearchParams {
  params.set('pageReference', requireString('pageReference', query.pageReference));
  appendAll(params, facets(query.facets));
  const winner = optionalString('winner', query.winner);
  if (winner !== undefined) params.set('winner', winner);
  return params;
}

/** The body of the query: `settings` when it has members (a POST), else none (a GET). */
const bodyOf = (settings: SponsoredPageRequestSettings | undefined) =>
  settings !== undefined && Object.values(settings).some((value) => value !== undefined)
    ? settings
    : undefined;

/** The sponsored-page query (S1): a GET, or a POST when `settings` has members. */
export function buildSponsoredPageRequest(
  config: StorefrontConfig,
  query: SponsoredPageQuery,
): StorefrontRequest {
  checkCallShape({ ...SPONSORED_PAGE, name: 'buildSponsoredPageRequest' }, config, query);
  const params = sponsoredPageParams(buildCommonParams(config), query, facetParams);
  const settings =
    query.settings === undefined
      ? undefined
      : checkedBody<SponsoredPageRequestSettings>(
          SponsoredPageRequestSettingsShape,
          query.settings,
        );
  return request(config, 'sponsored-page', params, bodyOf(settings));
}

/**
 * `querySponsoredPage` as `<sf-sponsored-page>` sends it (as `sendProductPageQuery` is the
 * product page's): its configuration is its resolved one and the query its own, so neither the
 * call's shape nor the configuration's values are checked again; its settings are, with the
 * words loaded only when they are refused; the dropped parts are left for the element to word
 * when it reports them. So a sponsored page loads no words before its content (docs/decisions.md,
 * "Lean sponsored page").
 */
export async function sendSponsoredPageQuery(
  config: StorefrontConfig,
  query: SponsoredPageQuery & { facets?: string },
  options: QueryOptions,
): Promise<QueryResult<SponsoredPageResult, Dropped>> {
  // Its facets are its attribute's query string: the public function's other forms (a map of
  // values, checkboxes and ranges) are not in what the page loads.
  const params = sponsoredPageParams(commonParams(config), query, (facets) =>
    facetQuery(facets as string | undefined),
  );
  let settings: SponsoredPageRequestSettings | undefined;
  if (query.settings !== undefined) {
    const checked = validate<SponsoredPageRequestSettings>(
      SponsoredPageRequestSettingsShape,
      query.settings,
    );
    if (!checked.success) {
      const { describeIssues } = await loadWording();
      throw new StorefrontConfigError('settings', describeIssues(checked.issues));
    }
    settings = checked.data;
  }
  return execute(
    request(config, 'sponsored-page', params, bodyOf(settings)),
    SponsoredPageResultShape,
    timed(options),
  );
}

function finiteBound(parameter: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new StorefrontConfigError(parameter, 'must be a finite number');
  }
  return value;
}

/** Facet selections from a map of facet id to value, values, checkbox or range. */
function facetsFromRecord(
  facets: Exclude<FacetSelection, string | URLSearchParams>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [id, value] of Object.entries(facets)) {
    if (isBlank(id)) throw new StorefrontConfigError('facets', 'a facet id must not be empty');
    const name = `f.${id}`;
    if (typeof value === 'string') {
      params.set(name, requireString(`facets.${id}`, value));
    } else if (typeof value === 'boolean') {
      params.set(name, String(value));
    } else if (Array.isArray(value)) {
      setIfDefined(params, name, joinList(`facets.${id}`, value));
    } else if (typeof value === 'object' && value !== null) {
      const min = finiteBound(`facets.${id}.min`, value.min);
      const max = finiteBound(`facets.${id}.max`, value.max);
      if (min === undefined && max === undefined) {
        throw new StorefrontConfigError(`facets.${id}`, 'a range needs min or max');
      }
      if (min !== undefined && max !== undefined && min > max) {
        throw new StorefrontConfigError(`facets.${id}`, 'min must not exceed max');
      }
      setIfDefined(params, `${name}.min`, min === undefined ? undefined : String(min));
      setIfDefined(params, `${name}.max`, max === undefined ? undefined : String(max));
    } else {
      throw new StorefrontConfigError(
        `facets.${id}`,
        'must be a string, strings, a boolean or a range',
      );
    }
  }
  return params;
}

/**
 * Facet selections as `f.<id>` parameters. A query string or `URLSearchParams` may hold only
 * `f.` parameters: anything else would override a parameter the client sets itself.
 */
export function facetParams(facets: FacetSelection | undefined): URLSearchParams {
  if (facets !== undefined && typeof facets !== 'string' && !(facets instanceof URLSearchParams)) {
    if (typeof facets !== 'object' || facets === null) {
      throw new StorefrontConfigError(
        'facets',
        'must be a query string, URLSearchParams or an object',
      );
    }
    return facetsFromRecord(facets);
  }
  return facetQuery(facets);
}

/** Facet selections in query-string form: `f.` parameters only, none of them empty. */
function facetQuery(facets: string | URLSearchParams | undefined): URLSearchParams {
  const params = new URLSearchParams(facets);
  for (const [name, value] of params) {
    if (!/^f\.[^.]/.test(name)) {
      throw new StorefrontConfigError(
        'facets',
        `only f.<id> parameters are allowed, got "${name}"`,
      );
    }
    if (isBlank(value))
      throw new StorefrontConfigError(`facets.${name.slice(2)}`, 'must not be empty');
  }
  return params;
}

/**
 * Sponsored lists and banners for a page (S1). Bidding can make this query slow. A configuration
 * error rejects (as `StorefrontConfigError`) like any other failure.
 */
export async function querySponsoredPage(
  config: StorefrontConfig,
  query: SponsoredPageQuery,
  options: QueryOptions = {},
): Promise<QueryResult<SponsoredPageResult>> {
  checkCallShape(SPONSORED_PAGE, config, query, options);
  return wordedResult(
    await execute(
      buildSponsoredPageRequest(config, query),
      SponsoredPageResultShape,
      timed(options),
    ),
  );
}
