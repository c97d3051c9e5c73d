/**
 * The query string of storefront queries (product-discovery-api.md, "Storefront queries"), built
 * from a validated configuration. A rule the service would enforce with a 400 is enforced here
 * first, as a `StorefrontConfigError` that names the parameter, so nothing doomed is sent.
 */
import {
  carriedKeys,
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  type Channel,
  type Touchpoint,
  type UserContext,
  type ViewId,
} from './schemas/enums.ts';
import { StorefrontConfigError } from './errors.ts';

/**
 * An enumerated parameter in either case: the service takes any letter case (the official client
 * sends `touchpoint: 'desktop'`); the client sends the canonical upper case.
 */
export type AnyCase<T extends string> = T | Lowercase<T>;

/** Everything a storefront query needs besides the query itself. */
export interface StorefrontConfig {
  /**
   * A bare cluster id (`w00000000`, expanded to `https://w00000000.api.esales.apptus.cloud` as
   * the official client does), the cluster address or any full URL, or a path such as
   * `/storefront-proxy`; `''` or undefined means the page's own origin. Trailing slashes are
   * ignored.
   */
  apiBase?: string;
  market: string;
  locale: string;
  touchpoint: AnyCase<Touchpoint>;
  /** Required unless `userContext` is `ANONYMOUS`, `UNPERSONALIZED` (never sent) or `SYNTHETIC`. */
  customerKey?: string;
  /** Required unless `userContext` is `ANONYMOUS` (never sent) or `SYNTHETIC`. */
  sessionKey?: string;
  /** Sent only when set; the service's default is `PERSONALIZED`. */
  userContext?: AnyCase<UserContext>;
  channels?: AnyCase<Channel>[];
  stores?: string[];
  /** `false` turns notifications off; it may not be combined with a `userContext`. */
  notify?: boolean;
  presentCustom?: string[];
  presentPrices?: string[];
  priceId?: string;
  templateId?: string;
  viewId?: AnyCase<ViewId>;
}

/** The service separates list values with `|`, so a value may not hold one. */
const LIST_SEPARATOR = '|';

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** A required string parameter: present and not blank. */
export function requireString(parameter: string, value: unknown): string {
  if (typeof value !== 'string') throw new StorefrontConfigError(parameter, 'is required');
  if (isBlank(value)) throw new StorefrontConfigError(parameter, 'must not be empty');
  return value;
}

/** An optional string parameter: absent, or not blank. */
export function optionalString(parameter: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new StorefrontConfigError(parameter, 'must be a string');
  if (isBlank(value)) throw new StorefrontConfigError(parameter, 'must not be empty when given');
  return value;
}

function enumValue<T extends string>(parameter: string, allowed: readonly T[], value: unknown): T {
  // Any letter case is the same value (decisions.md); the canonical form is upper case.
  const upper = typeof value === 'string' ? value.toUpperCase() : undefined;
  if (!allowed.includes(upper as T)) {
    throw new StorefrontConfigError(parameter, `must be one of ${allowed.join(', ')}`);
  }
  return upper as T;
}

/** A pipe-joined list; undefined (not sent) when the list is absent or empty. */
export function joinList(parameter: string, values: unknown): string | undefined {
  if (values === undefined) return undefined;
  if (!Array.isArray(values))
    throw new StorefrontConfigError(parameter, 'must be an array of strings');
  values.forEach((value: unknown, index) => {
    const where = `${parameter}[${index}]`;
    requireString(where, value);
    if ((value as string).includes(LIST_SEPARATOR)) {
      throw new StorefrontConfigError(where, `must not contain "${LIST_SEPARATOR}"`);
    }
  });
  return values.length ? values.join(LIST_SEPARATOR) : undefined;
}

export function setIfDefined(
  params: URLSearchParams,
  name: string,
  value: string | undefined,
): void {
  if (value !== undefined) params.set(name, value);
}

/**
 * The visitor keys the user context carries (`carriedKeys`): keys the context does not carry are
 * left out, not refused, since a storefront keeps them regardless. SYNTHETIC traffic is never
 * registered, so its keys may be missing.
 */
function visitorKeys(config: StorefrontConfig, userContext: UserContext | undefined) {
  const carried = carriedKeys(userContext);
  const key = userContext === 'SYNTHETIC' ? optionalString : requireString;
  return {
    customerKey: carried.customerKey ? key('customerKey', config.customerKey) : undefined,
    sessionKey: carried.sessionKey ? key('sessionKey', config.sessionKey) : undefined,
  };
}

/** The channels, each checked, with the rule that an explicit `STORE` needs stores. */
function channelList(config: StorefrontConfig, stores: string | undefined): string | undefined {
  if (config.channels === undefined) return undefined;
  if (!Array.isArray(config.channels)) {
    throw new StorefrontConfigError('channels', 'must be an array of ONLINE and STORE');
  }
  const channels = config.channels.map((channel, index) =>
    enumValue(`channels[${index}]`, CHANNELS, channel),
  );
  if (channels.includes('STORE') && stores === undefined) {
    throw new StorefrontConfigError('stores', 'must not be empty when channels includes STORE');
  }
  return channels.length ? [...new Set(channels)].join(LIST_SEPARATOR) : undefined;
}

/**
 * The parameters every storefront query carries, in a stable order. Throws
 * `StorefrontConfigError` naming the parameter when the configuration breaks a rule.
 */
export function buildCommonParams(config: StorefrontConfig): URLSearchParams {
  const params = new URLSearchParams();
  params.set('market', requireString('market', config.market));
  params.set('locale', requireString('locale', config.locale));
  params.set('touchpoint', enumValue('touchpoint', TOUCHPOINTS, config.touchpoint));

  const userContext =
    config.userContext === undefined
      ? undefined
      : enumValue('userContext', USER_CONTEXTS, config.userContext);
  const keys = visitorKeys(config, userContext);
  setIfDefined(params, 'customerKey', keys.customerKey);
  setIfDefined(params, 'sessionKey', keys.sessionKey);
  setIfDefined(params, 'userContext', userContext);

  if (config.notify !== undefined && typeof config.notify !== 'boolean') {
    throw new StorefrontConfigError('notify', 'must be a boolean');
  }
  if (config.notify === false) {
    if (userContext !== undefined) {
      throw new StorefrontConfigError(
        'notify',
        'notify=false may not be combined with a userContext',
      );
    }
    // `true` is the default, so only `false` is ever sent.
    params.set('notify', 'false');
  }

  const stores = joinList('stores', config.stores);
  setIfDefined(params, 'channels', channelList(config, stores));
  setIfDefined(params, 'stores', stores);
  setIfDefined(params, 'presentCustom', joinList('presentCustom', config.presentCustom));
  setIfDefined(params, 'presentPrices', joinList('presentPrices', config.presentPrices));
  setIfDefined(params, 'priceId', optionalString('priceId', config.priceId));
  setIfDefined(params, 'templateId', optionalString('templateId', config.templateId));
  if (config.viewId !== undefined) {
    params.set('viewId', enumValue('viewId', VIEW_IDS, config.viewId));
  }
  return params;
}

/** A bare cluster id (`w00000000`): letters, digits and hyphens, no dot, slash or scheme. */
const CLUSTER_ID = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Where a bare cluster id lives: the official client (`@apptus/esales-api`, `resolveClusterUrl`)
 * builds `https://{clusterId}.api.esales.apptus.cloud/` when the id is not a URL; so do we.
 */
export function clusterUrl(clusterId: string): string {
  return `https://${clusterId.toLowerCase()}.api.esales.apptus.cloud`;
}

/**
 * `{apiBase}` without trailing slashes; `''` for the page's own origin; a bare cluster id
 * expanded to its cluster's address.
 */
export function normalizeApiBase(apiBase: string | undefined): string {
  if (apiBase === undefined) return '';
  if (typeof apiBase !== 'string') throw new StorefrontConfigError('apiBase', 'must be a string');
  const base = apiBase.trim().replace(/\/+$/, '');
  if (base === '') return '';
  if (CLUSTER_ID.test(base)) return clusterUrl(base);
  if (base.startsWith('/') && !base.startsWith('//')) {
    if (/[?#]/.test(base))
      throw new StorefrontConfigError('apiBase', 'must not hold a query or fragment');
    return base;
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new StorefrontConfigError(
      'apiBase',
      'must be a cluster id, a full http(s) URL, a path, or empty for the same origin',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new StorefrontConfigError('apiBase', 'must use http or https');
  }
  if (url.search || url.hash || base.includes('?') || base.includes('#')) {
    throw new StorefrontConfigError('apiBase', 'must not hold a query or fragment');
  }
  return base;
}
