/**
 * The configuration controller of the storefront elements: `ConfigController` (./config.ts) with
 * what only a product-discovery element uses: every setting parsed, the notifier and the
 * storefront strings. An element
 * that queries reads its query configuration (with the visitor's keys) with
 * `resolveQueryConfig(controller.context)` (src/context/storefront.ts), so a lone card, which
 * queries nothing, does not load it. Kept apart so that the account page, whose elements send no notification and
 * run no query, does not load the notifier, the outbox or the session keys (docs/decisions.md,
 * "Account page: no notifier, no query keys").
 */
import type { ContextProvider } from '@lit/context';
import { isServer, type ReactiveController } from 'lit';
import { CONFIG_ATTRIBUTES, MOBILE_QUERY, parseConfig, type ParsedConfig } from '../api/config.ts';
import type { StorefrontContext } from '../context/storefront.ts';
import type { storefrontContext } from '../context/storefront-key.ts';
import '../i18n/storefront.ts';
import { capture } from '../notify/capture.ts';
import { buildNotifier, routeParsed, type Notifier } from '../notify/notifier-base.ts';
import { askAgainWhenDefined, ConfigController, type ConfigOptions } from './config.ts';
import { consumeStorefront } from './consume.ts';

/** One notifier per context, as the context is shared: by every element it reaches. */
const notifiers = new WeakMap<StorefrontContext, Notifier>();

/** The notifier of a storefront context: notifications with its session (keys as in its queries). */
export function notifierOf(context: StorefrontContext): Notifier {
  let notifier = notifiers.get(context);
  if (!notifier) {
    const { config } = context;
    // Through the capture: the outbox front is a chunk loaded after the content (capture.ts).
    // The session is the parsed configuration as it is: `parseConfig` checked its values.
    capture.start();
    notifier = buildNotifier(() => routeParsed(config), capture);
    notifiers.set(context, notifier);
  }
  return notifier;
}

export class StorefrontConfigController extends ConfigController<ParsedConfig> {
  /** Every configuration attribute is read (`CONFIG_ATTRIBUTES`) and parsed (`parseConfig`). */
  protected override readonly names = CONFIG_ATTRIBUTES;
  protected override readonly parse = parseConfig;

  /**
   * With `provide`: what provides the element's context to those inside it. Set by `consume`,
   * from the base class's constructor: no initializer here (none is emitted: Lit's
   * `useDefineForClassFields: false`), so nothing resets it after.
   */
  private provider: ContextProvider<typeof storefrontContext> | undefined;

  /** The element's consumer of the storefront context (set by `consume`, as `provider`). */
  private consumer!: ReactiveController;

  /** At once: a storefront element's first update already reads the provider's context. */
  protected override consume(options: ConfigOptions): void {
    this.consumer = consumeStorefront(this.host, this.consumed);
    this.provider = options.provide?.(this.host);
  }

  /**
   * The visit's device (the default touchpoint): whether the viewport is narrow at first. A
   * provider defined later is asked again (on the server nothing provides).
   */
  override hostConnected(): void {
    this.mobile ??= typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;
    if (!isServer) askAgainWhenDefined(this.host, this.consumer);
    super.hostConnected();
  }

  /** `market`, when set. */
  market(): string | undefined {
    return this.context.config.market;
  }

  /**
   * Each new context has its notifier at once: the first one schedules the notification chunk
   * for when the page is idle (its outbox then takes over what earlier pages stored).
   */
  protected override contextChanged(context: StorefrontContext): void {
    notifierOf(context);
    this.provider?.setValue(context);
  }

  /**
   * The notifier of this element's configuration (the keys of its queries). `notify="false"` or
   * `user-context="SYNTHETIC"`: nothing is sent. Without a valid configuration (no `market`) a
   * notification is dropped with a warning.
   */
  notifier(): Notifier {
    return notifierOf(this.context);
  }
}
