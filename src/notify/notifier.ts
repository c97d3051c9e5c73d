/**
 * The public notification API (issue 4; docs/decisions.md, "Notifications: delivery"): typed
 * methods that validate, build the request with the visitor's keys and hand it to the outbox
 * front at once. Methods never throw at the caller and never block. The methods themselves are
 * notifier-base.ts; this module gives them the outbox front, which bundlers' entries
 * (`storefront-elements/notify`, the main entry) load with them. The elements and the script
 * tag's `notify` hand theirs to the capture instead (capture.ts, "Lean notify").
 */
import type { DefaultNotifier, Notifier, SessionSource } from './notifier-base.ts';
import { defaultNotifier, resolveSession, shopNotifier } from './shop-notifier.ts';
import { outbox } from './outbox-front.ts';
import { watchViewability } from './viewability.ts';

export {
  type DefaultNotifier,
  type FavoriteKey,
  type NotificationSession,
  type NotificationStats,
  type Notifier,
} from './notifier-base.ts';

/**
 * A notifier for one session, or for whatever session a function returns at each call (so a
 * notifier can follow attribute changes). The first notifier starts the page's outbox: its tab
 * lock now, its delivery chunk when the page is idle (docs/decisions.md).
 */
export function createNotifier(session: SessionSource): Notifier {
  outbox().start();
  return shopNotifier(
    () => resolveSession(typeof session === 'function' ? session() : session),
    outbox(),
  );
}

/**
 * A default notifier: its session from `configure(…)`, else from the first `<sf-storefront>` in
 * the document. Creating it starts nothing: the outbox starts at its first notification (or
 * `flush`).
 */
export function createDefaultNotifier(): DefaultNotifier {
  return defaultNotifier(outbox());
}

/**
 * The default notifier: its session from `notify.configure(…)`, else from the first
 * `<sf-storefront>` in the document (attributes `api-base`, `market`, `customer-key`,
 * `session-key`, `user-context`, `notify`).
 */
export const notify: DefaultNotifier = /* @__PURE__ */ createDefaultNotifier();

/**
 * Sends `notifier.adImpression(ticket)` once `element` has been viewable (at least 50% of it, or
 * of the viewport when it is larger, for one continuous second in a visible page). Each ticket
 * is sent at most once per page view, however often it is tracked. Returns the function that
 * stops tracking (call it when the element is removed or shows something else).
 *
 * ```ts
 * import { notify, trackViewability } from 'storefront-elements';
 * const untrack = trackViewability(myCard, product.ticket); // with the default `notify`
 * ```
 */
export function trackViewability(
  element: Element,
  ticket: string,
  notifier: Notifier = notify,
): () => void {
  return watchViewability(element, ticket, notifier);
}
