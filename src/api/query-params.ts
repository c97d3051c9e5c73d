/**
 * The query string of storefront queries (product-discovery-api.md, "Storefront queries"),
 * written from a configuration whose values are of their types: the elements' own (parsed by
 * `parseConfig`, src/api/config.ts) or a caller's after `checkedConfig` (./checked-params.ts, which
 * the public functions use and no page loads before its content: docs/decisions.md, "Lean
 * request"). The rules such a configuration can still break (a stored visitor key that is blank,
 * `notify=false` with a user context, `STORE` without stores) are enforced here, as a
 * `StorefrontConfigError` that names the parameter, so nothing doomed is sent.
 */
import {
  carriedKeys,
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

/** The service separates list values with `|`: `values` joined, undefined (not sent) when empty. */
export const listParam = (values: readonly string[] | undefined): string | undefined =>
  values?.length ? values.join(LIST_SEPARATOR) : undefined;

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
export function visitorKeys(config: StorefrontConfig, userContext: UserContext | undefined) {
  const carried = carriedKeys(userContext);
  const key = userContext === 'SYNTHETIC' ? optionalString : requireString;
  return {
    customerKey: carried.customerKey ? key('customerKey', config.customerKey) : undefined,
    sessionKey: carried.sessionKey ? key('sessionKey', config.sessionKey) : undefined,
  };
}

/** `notify=false` turns notifications off, which a user context contradicts. */
export function checkNotify(notify: boolean | undefined, userContext: unknown): void {
  if (notify === false && userContext !== undefined) {
    throw new StorefrontConfigError(
      'notify',
      'notify=false may not be combined with a userContext',
    );
  }
}

/** An explicit `STORE` channel needs stores (`stores`: the joined list, undefined when empty). */
export function checkStores(channels: readonly string[], stores: string | undefined): void {
  if (channels.includes('STORE') && stores === undefined) {
    throw new StorefrontConfigError('stores', 'must not be empty when channels includes STORE');
  }
}

/**
 * The parameters every storefront query carries, in a stable order, from a configuration whose
 * values are of their types, enums in upper case (`checkedConfig` makes a caller's so). Throws
 * `StorefrontConfigError` naming the parameter when it breaks a rule between its values.
 */
export function commonParams(config: StorefrontConfig): URLSearchParams {
  const params = new URLSearchParams();
  const { userContext, notify } = config;
  params.set('market', config.market);
  params.set('locale', config.locale);
  params.set('touchpoint', config.touchpoint);
  const keys = visitorKeys(config, userContext as UserContext | undefined);
  setIfDefined(params, 'customerKey', keys.customerKey);
  setIfDefined(params, 'sessionKey', keys.sessionKey);
  setIfDefined(params, 'userContext', userContext);
  checkNotify(notify, userContext);
  // `true` is the default, so only `false` is ever sent.
  if (notify === false) params.set('notify', 'false');
  const stores = listParam(config.stores);
  const channels = config.channels && [...new Set(config.channels)];
  if (channels) checkStores(channels, stores);
  setIfDefined(params, 'channels', listParam(channels));
  setIfDefined(params, 'stores', stores);
  setIfDefined(params, 'presentCustom', listParam(config.presentCustom));
  setIfDefined(params, 'presentPrices', listParam(config.presentPrices));
  setIfDefined(params, 'priceId', config.priceId);
  setIfDefined(params, 'templateId', config.templateId);
  setIfDefined(params, 'viewId', config.viewId);
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
  // `?` or `#` alone leaves the URL's search and hash empty: the text is what counts.
  if (/[?#]/.test(base))
    throw new StorefrontConfigError('apiBase', 'must not hold a query or fragment');
  return base;
}
