/**
 * Query-parameter validation shared by the storefront queries and the notifications. Every rule
 * of the spec's "Common query parameters" table is enforced here, with a message that names the
 * parameter and the rule it broke.
 */
import {
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  type Channel,
  type Touchpoint,
  type UserContext,
  type ViewId,
} from '../api/schemas/index.ts';
import type { Catalog } from './catalog.ts';
import type { MarketDef } from './vocabulary.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/** Custom attributes of the feed, by `presentCustom` name (prefixes per the spec). */
export const PRODUCT_CUSTOM = ['material', 'pattern'] as const;
export const VARIANT_CUSTOM = ['gtin'] as const;
export const NUMBER_CUSTOM = ['recycledShare'] as const;
export const LENGTH_CUSTOM = ['packageLength'] as const;
export const JSON_CUSTOM = ['care'] as const;

export interface PresentCustom {
  product: string[];
  variant: string[];
  numbers: string[];
  lengths: string[];
  json: string[];
}

export interface SessionParams {
  market: MarketDef;
  customerKey: string | undefined;
  sessionKey: string | undefined;
  userContext: UserContext;
  /** False only for `notify=false`: a non-notifying request, in which no bidding occurs. */
  notify: boolean;
}

export interface QueryParams extends SessionParams {
  locale: string;
  touchpoint: Touchpoint;
  channels: Channel[];
  stores: string[];
  presentCustom: PresentCustom;
  presentPrices: string[];
  priceId: string | undefined;
  templateId: string | undefined;
  viewId: ViewId;
}

/** An absent and an empty parameter are the same thing. */
export function param(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/**
 * An enumerated value in any letter case (decisions.md: real clusters take `touchpoint=desktop`,
 * as the official client sends it), returned in the canonical upper case.
 */
function enumValue<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const upper = value.toUpperCase();
  if (!(allowed as readonly string[]).includes(upper))
    throw badRequest(`${name}: "${value}" is not one of ${allowed.join(', ')}`);
  return upper as T;
}

function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = param(query, name);
  return value === undefined ? undefined : enumValue(name, value, allowed);
}

function pipeList(query: URLSearchParams, name: string): string[] {
  const value = param(query, name);
  if (value === undefined) return [];
  const items = value.split('|');
  if (items.some((item) => item === ''))
    throw badRequest(`${name}: empty item in the pipe-separated list "${value}"`);
  return items;
}

/** market, customerKey, sessionKey, userContext and notify: what queries and notifications share. */
export function parseSession(query: URLSearchParams, catalog: Catalog): SessionParams {
  const marketId = param(query, 'market');
  if (marketId === undefined) throw badRequest('market: is required');
  const market = catalog.markets.get(marketId);
  if (!market)
    throw badRequest(
      `market: unknown market "${marketId}" (known: ${[...catalog.markets.keys()].join(', ')})`,
    );
  const explicitContext = oneOf(query, 'userContext', USER_CONTEXTS);
  const userContext = explicitContext ?? 'PERSONALIZED';
  const notifyText = param(query, 'notify');
  if (notifyText !== undefined && notifyText !== 'true' && notifyText !== 'false')
    throw badRequest(`notify: must be true or false, got "${notifyText}"`);
  if (notifyText !== undefined && explicitContext !== undefined)
    throw badRequest('notify: may not be combined with userContext');
  const customerKey = param(query, 'customerKey');
  const sessionKey = param(query, 'sessionKey');
  switch (userContext) {
    case 'PERSONALIZED':
      if (!customerKey)
        throw badRequest(
          'customerKey: is required (unless userContext is ANONYMOUS, UNPERSONALIZED or SYNTHETIC)',
        );
      if (!sessionKey)
        throw badRequest('sessionKey: is required (unless userContext is ANONYMOUS or SYNTHETIC)');
      break;
    case 'UNPERSONALIZED':
      if (customerKey)
        throw badRequest('customerKey: is not allowed with userContext UNPERSONALIZED');
      if (!sessionKey) throw badRequest('sessionKey: is required with userContext UNPERSONALIZED');
      break;
    case 'ANONYMOUS':
      if (customerKey) throw badRequest('customerKey: is not allowed with userContext ANONYMOUS');
      if (sessionKey) throw badRequest('sessionKey: is not allowed with userContext ANONYMOUS');
      break;
    case 'SYNTHETIC':
      break;
  }
  return { market, customerKey, sessionKey, userContext, notify: notifyText !== 'false' };
}

function parsePresentCustom(query: URLSearchParams): PresentCustom {
  const out: PresentCustom = { product: [], variant: [], numbers: [], lengths: [], json: [] };
  for (const item of pipeList(query, 'presentCustom')) {
    const dot = item.indexOf('.');
    const prefix = dot > 0 ? item.slice(0, dot) : '';
    const name = dot > 0 ? item.slice(dot + 1) : item;
    const [known, bucket] =
      prefix === 'variant'
        ? [VARIANT_CUSTOM, out.variant]
        : prefix === 'number'
          ? [NUMBER_CUSTOM, out.numbers]
          : prefix === 'length'
            ? [LENGTH_CUSTOM, out.lengths]
            : prefix === 'json'
              ? [JSON_CUSTOM, out.json]
              : [PRODUCT_CUSTOM, out.product];
    const lookup =
      prefix && !['variant', 'number', 'length', 'json'].includes(prefix) ? item : name;
    if (!(known as readonly string[]).includes(lookup))
      throw badRequest(
        `presentCustom: unknown custom attribute "${item}" (known: ${allCustomNames().join(', ')})`,
      );
    bucket.push(lookup);
  }
  return out;
}

export function allCustomNames(): string[] {
  return [
    ...PRODUCT_CUSTOM,
    ...VARIANT_CUSTOM.map((n) => `variant.${n}`),
    ...NUMBER_CUSTOM.map((n) => `number.${n}`),
    ...LENGTH_CUSTOM.map((n) => `length.${n}`),
    ...JSON_CUSTOM.map((n) => `json.${n}`),
  ];
}

/** All common query parameters of S1 and S2. */
export function parseQueryParams(query: URLSearchParams, catalog: Catalog): QueryParams {
  const session = parseSession(query, catalog);
  const { market } = session;
  const locale = param(query, 'locale');
  if (locale === undefined) throw badRequest('locale: is required');
  if (!market.locales.includes(locale))
    throw badRequest(
      `locale: "${locale}" is not a locale of market ${market.id} (available: ${market.locales.join(', ')})`,
    );
  const touchpoint = oneOf(query, 'touchpoint', TOUCHPOINTS);
  if (touchpoint === undefined)
    throw badRequest(`touchpoint: is required (${TOUCHPOINTS.join(' or ')})`);
  const channelList = pipeList(query, 'channels').map((channel) =>
    enumValue('channels', channel, CHANNELS),
  );
  const stores = pipeList(query, 'stores');
  for (const store of stores)
    if (!market.stores.includes(store))
      throw badRequest(
        `stores: unknown store "${store}" in market ${market.id} (known: ${market.stores.join(', ')})`,
      );
  if (channelList.includes('STORE') && stores.length === 0)
    throw badRequest('stores: must not be empty when channels includes STORE');
  const presentPrices = pipeList(query, 'presentPrices');
  for (const id of presentPrices)
    if (!market.priceIds.includes(id))
      throw badRequest(
        `presentPrices: unknown price id "${id}" (known: ${market.priceIds.join(', ')})`,
      );
  const priceId = param(query, 'priceId');
  if (priceId !== undefined && !market.priceIds.includes(priceId))
    throw badRequest(
      `priceId: unknown price id "${priceId}" (known: ${market.priceIds.join(', ')})`,
    );
  return {
    ...session,
    locale,
    touchpoint,
    channels: channelList.length ? channelList : ['ONLINE', 'STORE'],
    stores,
    presentCustom: parsePresentCustom(query),
    presentPrices,
    priceId,
    templateId: param(query, 'templateId'),
    viewId: oneOf(query, 'viewId', VIEW_IDS) ?? 'PRODUCTION',
  };
}
