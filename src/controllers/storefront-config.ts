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
import { CONFIG_ATTRIBUTES, parseConfig, type ParsedConfig } from '../api/config.ts';
import type { StorefrontContext } from '../context/storefront.ts';
import '../i18n/storefront.ts';
import { capture } from '../notify/capture.ts';
import { buildNotifier, routeParsed, type Notifier } from '../notify/notifier-base.ts';
import { ConfigController } from './config.ts';

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
