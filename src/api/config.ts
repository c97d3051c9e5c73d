/**
 * The storefront configuration attributes (`market`, `locale`, `user-context`, …) and the one
 * function that parses them. Every reader of those attributes goes through `parseConfig`: the
 * storefront context that `<sf-storefront>` provides, an element outside any `<sf-storefront>`,
 * and the default `notify` when it reads the first `<sf-storefront>` of the document. So one
 * attribute value means the same everywhere, and is refused everywhere with the same message.
 */
import { StorefrontConfigError } from './errors.ts';
import type { StorefrontConfig } from './query-params.ts';
import { visitorKeysFor } from './session.ts';
import {
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  type Channel,
  type Touchpoint,
  type UserContext,
  type ViewId,
} from './schemas/enums.ts';

/** Every configuration attribute, as documented on `<sf-storefront>`. */
export const CONFIG_ATTRIBUTES = [
  'api-base',
  'market',
  'locale',
  'currency',
  'touchpoint',
  'customer-key',
  'session-key',
  'user-context',
  'channels',
  'stores',
  'price-id',
  'present-custom',
  'present-prices',
  'template-id',
  'view-id',
  'notify',
  'engage-base',
  'contact',
] as const;

export type ConfigAttribute = (typeof CONFIG_ATTRIBUTES)[number];

/** The configuration attributes that are set, with their raw values. */
export type ConfigAttributes = Partial<Record<ConfigAttribute, string>>;

/** Where the account elements find the contact engagement proxy when `engage-base` is not set. */
export const DEFAULT_ENGAGE_BASE = '/engage-proxy';

/** Viewports at most this wide query as `MOBILE` unless `touchpoint` says otherwise. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** A list attribute: values separated by `|`, `,` or white space. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '').split(/[|,\s]+/).filter(Boolean);
}

/** An attribute's value trimmed; undefined when blank. */
export function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * An enumerated attribute in any letter case (and `-` for `_`: `style-with`): the canonical upper
 * case, undefined when blank, else a `StorefrontConfigError` naming the attribute.
 */
export function parseEnum<T extends string>(
  attribute: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  const given = blankToUndefined(value);
  if (given === undefined) return undefined;
  const upper = given.toUpperCase().replace(/-/g, '_');
  if ((allowed as readonly string[]).includes(upper)) return upper as T;
  throw new StorefrontConfigError(
    attribute,
    `must be one of ${allowed.join(', ')}, got "${given}"`,
  );
}

/**
 * The parsed configuration, before the visitor keys that are not set are read from storage (they
 * may change at any time: sign-in, sign-out, another tab). Presentation settings too.
 */
export interface ParsedConfig {
  apiBase: string;
  market: string | undefined;
  locale: string | undefined;
  /** ISO 4217 code for price formatting; without it prices are plain numbers. */
  currency: string | undefined;
  touchpoint: Touchpoint;
  customerKey: string | undefined;
  sessionKey: string | undefined;
  userContext: UserContext | undefined;
  channels: Channel[] | undefined;
  stores: string[] | undefined;
  notify: boolean | undefined;
  presentCustom: string[] | undefined;
  presentPrices: string[] | undefined;
  priceId: string | undefined;
  templateId: string | undefined;
  viewId: ViewId | undefined;
  /** Where the contact engagement proxy is mounted; no trailing slash. */
  engageBase: string;
  /** Changes with the signed-in contact (account elements); `''`: nobody. */
  contact: string | undefined;
  /** The first attribute that is invalid (its setting is left out above). */
  error: StorefrontConfigError | undefined;
}

export interface ParseOptions {
  /** Whether the viewport is narrow: the default touchpoint is then `MOBILE`. */
  mobile: boolean;
}

const optionalList = (value: string | undefined) => {
  const items = splitList(value);
  return items.length ? items : undefined;
};

/**
 * Parses the configuration attributes. Never throws: an invalid attribute is left out and the
 * first one is reported in `error` (a `StorefrontConfigError` naming it), so the settings that
 * are valid (the locale of the account elements, say) still apply. `market` and `locale` may be
 * missing here; `queryConfig` requires them.
 */
export function parseConfig(attributes: ConfigAttributes, options: ParseOptions): ParsedConfig {
  const read = (name: ConfigAttribute) => blankToUndefined(attributes[name]);
  let error: StorefrontConfigError | undefined;
  const checked = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (caught) {
      if (!(caught instanceof StorefrontConfigError)) throw caught;
      error ??= caught;
      return undefined;
    }
  };
  const notify = checked(() => {
    const value = read('notify');
    if (value === undefined) return undefined;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new StorefrontConfigError('notify', `must be "true" or "false", got "${value}"`);
  });
  const enumOf = <T extends string>(name: ConfigAttribute, allowed: readonly T[]) =>
    checked(() => parseEnum(name, read(name), allowed));
  const userContext = enumOf<UserContext>('user-context', USER_CONTEXTS);
  const touchpoint = enumOf<Touchpoint>('touchpoint', TOUCHPOINTS);
  const channels = checked(() =>
    optionalList(read('channels'))?.map((channel) =>
      parseEnum<Channel>('channels', channel, CHANNELS)!,
    ),
  );
  const viewId = enumOf<ViewId>('view-id', VIEW_IDS);
  return {
    apiBase: read('api-base') ?? '',
    market: read('market'),
    locale: read('locale'),
    currency: read('currency'),
    touchpoint: touchpoint ?? (options.mobile ? 'MOBILE' : 'DESKTOP'),
    customerKey: read('customer-key'),
    sessionKey: read('session-key'),
    userContext,
    channels,
    stores: optionalList(read('stores')),
    notify,
    presentCustom: optionalList(read('present-custom')),
    presentPrices: optionalList(read('present-prices')),
    priceId: read('price-id'),
    templateId: read('template-id'),
    viewId,
    engageBase: read('engage-base')?.replace(/\/+$/, '') || DEFAULT_ENGAGE_BASE,
    contact: attributes.contact?.trim(),
    error,
  };
}

/** The configuration attributes the account elements read (`parseEngageConfig`). */
export const ENGAGE_ATTRIBUTES = [
  'locale',
  'currency',
  'engage-base',
  'contact',
] as const satisfies readonly ConfigAttribute[];

/** What the account elements read of the configuration (`parseEngageConfig`). */
export type EngageConfig = Pick<ParsedConfig, 'locale' | 'currency' | 'engageBase' | 'contact'>;

/**
 * The settings of the account elements alone, by the same rules as `parseConfig` (tested equal):
 * the account page parses no storefront setting it never reads (docs/decisions.md, "Lean account
 * page"). None of them can be invalid.
 */
export function parseEngageConfig(attributes: ConfigAttributes): EngageConfig {
  return {
    locale: blankToUndefined(attributes.locale),
    currency: blankToUndefined(attributes.currency),
    engageBase:
      blankToUndefined(attributes['engage-base'])?.replace(/\/+$/, '') || DEFAULT_ENGAGE_BASE,
    contact: attributes.contact?.trim(),
  };
}

/** Holds when every parsed setting `queryConfig` copies is a setting of the query. */
export type QuerySettings<
  T extends keyof StorefrontConfig = Exclude<
    keyof ParsedConfig,
    'error' | 'currency' | 'engageBase' | 'contact'
  >,
> = T;

/**
 * The query configuration: an invalid attribute throws its error; `market` and `locale` are required (a `StorefrontConfigError` naming
 * the missing one); the keys that are not set come from `keys`, called only for the keys the user
 * context carries, read now (sign-in and sign-out change them).
 */
export function queryConfig(parsed: ParsedConfig): StorefrontConfig {
  // What only presentation and the account elements read stays out; the rest is the query's
  // (`QuerySettings` fails to compile when a parsed setting is neither).
  const {
    error,
    market,
    locale,
    userContext,
    currency: _currency,
    engageBase: _engageBase,
    contact: _contact,
    ...settings
  } = parsed;
  if (error) throw error;
  const where = 'is required (set it on the element or on <sf-storefront>)';
  if (!market) throw new StorefrontConfigError('market', where);
  if (!locale) throw new StorefrontConfigError('locale', where);
  return { ...settings, market, locale, userContext, ...visitorKeysFor(userContext, parsed) };
}
