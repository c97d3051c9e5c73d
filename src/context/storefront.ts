/**
 * The storefront context: what `<sf-storefront>` provides to every element inside it, across
 * shadow roots, with `@lit/context`. The configuration attributes are parsed and validated once
 * per provider; the UI strings are laid over each other once. (The notifier of a context is
 * built by `notifierOf` in src/controllers/storefront-config.ts, which only storefront elements
 * load.) An element that sets a configuration attribute or `strings` of its own gets a context of its own (the same function,
 * its attributes over the inherited ones: the nearest wins, per attribute and per string), which
 * it provides in turn to the elements inside it.
 */
import {
  parseConfig,
  queryConfig,
  type ConfigAttributes,
  type EngageConfig,
  type ParsedConfig,
  type ParseOptions,
} from '../api/config.ts';
import type { StorefrontConfig } from '../api/query-params.ts';
import type { SfStrings } from '../templates/strings.ts';

/**
 * A storefront context. What a provider provides is parsed in full (`parseConfig`); an account
 * element's own context (it provides none) holds only what it reads, `C` (`parseEngageConfig`).
 */
export interface StorefrontContext<C extends EngageConfig = ParsedConfig> {
  /** The configuration attributes in effect: the nearest element's value of each. */
  readonly attributes: Readonly<ConfigAttributes>;
  /** The attributes parsed (an invalid one left out and reported in `error`). */
  readonly config: C;
  /** Whether the viewport was narrow when the element connected (the default touchpoint). */
  readonly mobile: boolean;
  /**
   * The shop's UI strings: each provider's `strings`, the nearest last, to lay over the strings
   * of the locale (which may still be loading: they are resolved when rendered).
   */
  readonly stringLayers: readonly Partial<SfStrings>[];
}

/** What an element in a product-discovery query needs: the query config and the currency. */
export interface ResolvedConfig {
  storefront: StorefrontConfig;
  /** ISO 4217 code for price formatting; without it prices are plain numbers. */
  currency: string | undefined;
  /** Changes whenever anything here changes: a cheap task argument. */
  key: string;
}

// The context key, in a module of its own: the account page loads it only with its consumer.
export { storefrontContext } from './storefront-key.ts';

/** What an element adds to the context it receives. */
export interface OwnSettings {
  attributes: ConfigAttributes;
  strings: Partial<SfStrings> | undefined;
  mobile: boolean;
}

/** Parses the configuration attributes of a context (`parseConfig`, or less). */
export type ParseAttributes<C extends EngageConfig> = (
  attributes: ConfigAttributes,
  options: ParseOptions,
) => C;

/** What each context was resolved from, to keep it while those stay the same. */
const inputs = new WeakMap<
  StorefrontContext<EngageConfig>,
  { inherited?: StorefrontContext; own: OwnSettings }
>();

const sameAttributes = (a: ConfigAttributes, b: ConfigAttributes) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The context of an element: `inherited` itself when the element adds nothing (parsed once, at
 * the provider), else the inherited attributes and strings with its own over them. `previous` is
 * returned when its inputs are the same, so subscribers are not updated for nothing.
 */
export function resolveStorefront(
  inherited: StorefrontContext | undefined,
  own: OwnSettings,
  previous?: StorefrontContext,
): StorefrontContext {
  return resolveContext(inherited, own, previous, parseConfig);
}

/** `resolveStorefront` with the attributes parsed by `parse`. */
export function resolveContext<C extends EngageConfig>(
  inherited: StorefrontContext | undefined,
  own: OwnSettings,
  previous: StorefrontContext<C> | undefined,
  parse: ParseAttributes<C>,
): StorefrontContext<C> {
  const addsNothing = !Object.keys(own.attributes).length && !own.strings;
  // A provided context is parsed in full: it holds all that any `C` holds.
  if (inherited && addsNothing && inherited.mobile === own.mobile)
    return inherited as unknown as StorefrontContext<C>;
  const before = previous && inputs.get(previous);
  if (
    before &&
    before.inherited === inherited &&
    before.own.strings === own.strings &&
    before.own.mobile === own.mobile &&
    sameAttributes(before.own.attributes, own.attributes)
  ) {
    return previous!;
  }
  const attributes = { ...inherited?.attributes, ...own.attributes };
  const layers = inherited?.stringLayers ?? [];
  const config = parse(attributes, { mobile: own.mobile });
  const context: StorefrontContext<C> = {
    attributes,
    config,
    mobile: own.mobile,
    stringLayers: own.strings ? [...layers, own.strings] : layers,
  };
  inputs.set(context, { inherited, own });
  return context;
}

/**
 * The configuration of a product-discovery query. Throws `StorefrontConfigError` naming the
 * attribute that is missing or invalid. The visitor keys not set are read at each call (sign-in
 * and sign-out change them).
 */
export function resolveQueryConfig(context: StorefrontContext): ResolvedConfig {
  const storefront = queryConfig(context.config);
  const currency = context.config.currency;
  return { storefront, currency, key: JSON.stringify([storefront, currency]) };
}
