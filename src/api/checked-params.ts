/**
 * A caller's configuration of the public query functions (client.ts, sponsored-query.ts) checked
 * value by value before it is written (`commonParams`, ./query-params.ts): types, enums in any
 * letter case, lists. The elements' configuration is parsed from attributes
 * (`parseConfig`, src/api/config.ts), so the pages load none of this before their content
 * (docs/decisions.md, "Lean request").
 */
import {
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  type Channel,
  type UserContext,
} from './schemas/enums.ts';
import { StorefrontConfigError } from './errors.ts';
import {
  checkNotify,
  checkStores,
  commonParams,
  listParam,
  optionalString,
  requireString,
  visitorKeys,
  type StorefrontConfig,
} from './query-params.ts';

/** The service separates list values with `|`, so a value may not hold one. */
const LIST_SEPARATOR = '|';

function enumValue<T extends string>(parameter: string, allowed: readonly T[], value: unknown): T {
  // Any letter case is the same value (decisions.md); the canonical form is upper case.
  const upper = typeof value === 'string' ? value.toUpperCase() : undefined;
  if (!allowed.includes(upper as T)) {
    throw new StorefrontConfigError(parameter, `must be one of ${allowed.join(', ')}`);
  }
  return upper as T;
}

/** A list of strings, each not blank and without `|`; undefined stays undefined. */
function checkedList(parameter: string, values: unknown): string[] | undefined {
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
  return values as string[];
}

/** A pipe-joined list; undefined (not sent) when the list is absent or empty. */
export function joinList(parameter: string, values: unknown): string | undefined {
  return listParam(checkedList(parameter, values));
}

/**
 * The configuration with every value checked, in the order of the parameters (the first rule
 * broken is the one reported), and its enums in upper case: what `commonParams` writes.
 */
export function checkedConfig(config: StorefrontConfig): StorefrontConfig {
  const market = requireString('market', config.market);
  const locale = requireString('locale', config.locale);
  const touchpoint = enumValue('touchpoint', TOUCHPOINTS, config.touchpoint);
  const userContext =
    config.userContext === undefined
      ? undefined
      : enumValue<UserContext>('userContext', USER_CONTEXTS, config.userContext);
  visitorKeys(config, userContext);
  if (config.notify !== undefined && typeof config.notify !== 'boolean') {
    throw new StorefrontConfigError('notify', 'must be a boolean');
  }
  checkNotify(config.notify, userContext);
  const stores = checkedList('stores', config.stores);
  let channels: Channel[] | undefined;
  if (config.channels !== undefined) {
    if (!Array.isArray(config.channels)) {
      throw new StorefrontConfigError('channels', 'must be an array of ONLINE and STORE');
    }
    channels = config.channels.map((channel, index) =>
      enumValue(`channels[${index}]`, CHANNELS, channel),
    );
    checkStores(channels, listParam(stores));
  }
  return {
    ...config,
    market,
    locale,
    touchpoint,
    userContext,
    channels,
    stores,
    presentCustom: checkedList('presentCustom', config.presentCustom),
    presentPrices: checkedList('presentPrices', config.presentPrices),
    priceId: optionalString('priceId', config.priceId),
    templateId: optionalString('templateId', config.templateId),
    viewId: config.viewId === undefined ? undefined : enumValue('viewId', VIEW_IDS, config.viewId),
  };
}

/**
 * The parameters every storefront query carries, in a stable order. Throws
 * `StorefrontConfigError` naming the parameter when the configuration breaks a rule.
 */
export function buildCommonParams(config: StorefrontConfig): URLSearchParams {
  return commonParams(checkedConfig(config));
}
