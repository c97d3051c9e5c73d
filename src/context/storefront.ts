/**
 * The storefront context: what `<sf-storefront>` provides to every element inside it, across
 * shadow roots, with `@lit/context`. The configuration attributes are parsed and validated once
 * per provider; the notifier and the UI strings are built once with them. An element that sets a
 * configuration attribute or `strings` of its own gets a context of its own (the same function,
 * its attributes over the inherited ones: the nearest wins, per attribute and per string), which
 * it provides in turn to the elements inside it.
 */
import { createContext } from '@lit/context';
import {
  parseConfig,
  queryConfig,
  type ConfigAttributes,
  type ParsedConfig,
} from '../api/config.ts';
import type { StorefrontConfig } from '../api/query-params.ts';
import { createNotifier, sessionFromParsed, type Notifier } from '../notify/notifier.ts';
import type { SfStrings } from '../templates/strings.ts';

export interface StorefrontContext {
  /** The configuration attributes in effect: the nearest element's value of each. */
  readonly attributes: Readonly<ConfigAttributes>;
  /** The attributes parsed (an invalid one left out and reported in `error`). */
  readonly config: ParsedConfig;
  /** Whether the viewport was narrow when parsed (the default touchpoint follows it). */
  readonly mobile: boolean;
  /**
   * The shop's UI strings: each provider's `strings`, the nearest last, to lay over the strings
   * of the locale (which may still be loading: they are resolved when rendered).
   */
  readonly stringLayers: readonly Partial<SfStrings>[];
  /** Notifications with this configuration's session (keys as in its queries). */
  readonly notifier: Notifier;
}

/** What an element in a product-discovery query needs: the query config and the currency. */
export interface ResolvedConfig {
  storefront: StorefrontConfig;
  /** ISO 4217 code for price formatting; without it prices are plain numbers. */
  currency: string | undefined;
  /** Changes whenever anything here changes: a cheap task argument. */
  key: string;
}

/**
 * The context key. `Symbol.for`, so two copies of the library on one page (bundled twice) still
 * hand configuration to each other's elements.
 */
export const storefrontContext = createContext<StorefrontContext | undefined>(
  Symbol.for('storefront-elements:storefront'),
);

/** What an element adds to the context it receives. */
export interface OwnSettings {
  attributes: ConfigAttributes;
  strings: Partial<SfStrings> | undefined;
  mobile: boolean;
}

/** What each context was resolved from, to keep it while those stay the same. */
const inputs = new WeakMap<
  StorefrontContext,
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
  const addsNothing = !Object.keys(own.attributes).length && !own.strings;
  if (inherited && addsNothing && inherited.mobile === own.mobile) return inherited;
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
  const config = parseConfig(attributes, { mobile: own.mobile });
  const context: StorefrontContext = {
    attributes,
    config,
    mobile: own.mobile,
    stringLayers: own.strings ? [...layers, own.strings] : layers,
    notifier: createNotifier(() => sessionFromParsed(config)),
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
