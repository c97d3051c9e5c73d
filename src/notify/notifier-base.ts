/**
 * The notifier's methods (issue 4; docs/decisions.md, "Notifications: delivery"): typed methods
 * that validate, build the request with the visitor's keys and hand it to a sink, the outbox
 * front (notifier.ts, the public API) or the capture in front of the notification chunk
 * (capture.ts, what the elements and the script tag's `notify` use: "Lean notify").
 * Methods never throw at the caller and never block: invalid input is a `console.warn` naming the
 * method, the field and the rule; everything else is enqueued and the method returns.
 */
import type { ParsedConfig } from '../api/config.ts';
import { StorefrontConfigError } from '../api/errors.ts';
import { normalizeApiBase, type AnyCase } from '../api/query-params.ts';
import { carriedKeys, type NotificationName, type UserContext } from '../api/schemas/enums.ts';
import { visitorKeysFor } from '../api/session.ts';
import { checkNoBody, checkProductKey, checkTicket, type BodyCheck } from './bodies.ts';
import type { NotificationRequest } from './handoff.ts';
import type { NotificationStats } from './stats.ts';
import { impressions } from './page-view.ts';

export type { NotificationStats } from './stats.ts';

/**
 * Where a notifier's requests go: the outbox front (outbox-front.ts), or the capture that holds
 * them until the notification chunk with the front has loaded (capture.ts).
 */
export interface NotificationSink {
  /** A notifier is in use: the outbox starts (now, or with its chunk when the page is idle). */
  start(): void;
  /** Keeps the request at once; it leaves now when `urgent` (a navigation may follow). */
  enqueue(request: NotificationRequest, urgent: boolean): void;
}

/** A sink that also tells its state: what a default notifier (`notify`) needs. */
export interface ObservedSink extends NotificationSink {
  flush(): Promise<void>;
  stats(): NotificationStats;
}

/** Who the notifications are about and where they go. */
export interface NotificationSession {
  /** Cluster address, full URL or path; `''` or undefined: the page's own origin. */
  apiBase?: string;
  market: string;
  /** Omitted: the stored (or generated) key the queries use, unless the user context forbids. */
  customerKey?: string;
  /** Omitted: the stored (or generated) key the queries use, unless the user context forbids. */
  sessionKey?: string;
  /** ANONYMOUS: no keys; UNPERSONALIZED: no customerKey; SYNTHETIC: nothing is sent. Any case. */
  userContext?: AnyCase<UserContext>;
  /** `false`: nothing is sent or stored. */
  notify?: boolean;
}

/** A favourite: a product key or a variant key. */
export type FavoriteKey = { productKey: string } | { variantKey: string };

export interface Notifier {
  /** A product or banner ticket was activated. Sent at once (a navigation may follow). */
  click(ticket: string): void;
  /**
   * A variant's ticket was added to the cart. Sent at once; not sent when it repeats an element's
   * add of the same ticket (its `sf-add-to-cart` within the last seconds), which sent already.
   */
  addToCart(ticket: string): void;
  /**
   * A sponsored ticket was viewable; each ticket at most once per page view. Queued. (`view`,
   * internal: the elements' answer that showed it, in which they counted it once already.)
   */
  adImpression(ticket: string, view?: object): void;
  /** A string is a product key. Queued. */
  addFavorite(key: FavoriteKey | string): void;
  /** A string is a product key. Queued. */
  removeFavorite(key: FavoriteKey | string): void;
  /** Ends the session. Sent at once, without a body. */
  end(): void;
}

/** The default notifier, with its configuration and the outbox's state. */
export interface DefaultNotifier extends Notifier {
  /** Sets the session of `notify`; until then it reads the first `<sf-storefront>`. */
  configure(session: NotificationSession): void;
  /** Sends what waits for its batch now; resolves when this page's attempts in flight settle. */
  flush(): Promise<void>;
  /** Counts of this page view, and the entries now in the outbox (`queued`). */
  stats(): NotificationStats & {
    /** `addToCart` calls not sent because they repeated an element's add (warned each time). */
    duplicateAdds: number;
  };
}

export type SessionSource = NotificationSession | (() => NotificationSession | undefined);

/**
 * A session whose values are of their types, enums in upper case: the elements' parsed
 * configuration, or a shop's session once `checkedSession` (shop-notifier.ts) has checked it.
 */
export interface TypedSession {
  apiBase?: string | undefined;
  market?: string | undefined;
  customerKey?: string | undefined;
  sessionKey?: string | undefined;
  userContext?: UserContext | undefined;
  notify?: boolean | undefined;
}

/** What a session resolves to: nothing to send, or the base and query to send with. */
export type Resolved = { send: false } | { send: true; base: string; query: URLSearchParams };

const API_PATH = '/api/storefront/v3/notifications/';

/**
 * Where a typed session's notifications go, with the visitor's keys read now (sign-in and
 * sign-out change them). A missing market is the one rule such a session can still break.
 */
export function route(session: TypedSession): Resolved {
  const { userContext } = session;
  if (session.notify === false || userContext === 'SYNTHETIC') return { send: false };
  const market = session.market?.trim();
  if (!market) throw new StorefrontConfigError('market', 'is required and must not be empty');
  const base = normalizeApiBase(session.apiBase);
  const keys = visitorKeysFor(userContext, session);
  const carried = carriedKeys(userContext);
  const query = new URLSearchParams({ market });
  if (carried.customerKey && keys.customerKey) query.set('customerKey', keys.customerKey);
  if (carried.sessionKey && keys.sessionKey) query.set('sessionKey', keys.sessionKey);
  if (userContext !== undefined && userContext !== 'PERSONALIZED')
    query.set('userContext', userContext);
  return { send: true, base, query };
}

/** The route of an element's parsed configuration: its first invalid attribute is thrown. */
export function routeParsed(parsed: ParsedConfig): Resolved {
  if (parsed.error) throw parsed.error;
  return route(parsed);
}

/**
 * A notifier whose requests go to `sink`, to where `resolve` says at each call; building it
 * starts nothing. Its `addToCart` sends (an element's add, `emitAddToCart` in
 * src/elements/add-to-cart.ts, after the cart's action says so); a shop's notifier
 * first asks whether an element's add already did (shop-notifier.ts). A favourite is checked by
 * `favorite`: by default `{ productKey }`, what the elements send.
 */
export function buildNotifier(
  resolve: () => Resolved,
  sink: NotificationSink,
  favorite: (key: unknown) => BodyCheck = checkProductKey,
): Notifier {
  /** Never throws at the caller: a broken page must not break the shop's click handler. */
  function enqueue(
    method: string,
    name: NotificationName,
    check: (body: unknown) => BodyCheck,
    body?: unknown,
  ): boolean {
    let issue: string;
    try {
      const checked = check(body);
      if (checked.ok) {
        const resolved = resolve();
        if (!resolved.send) return false;
        const url = `${resolved.base}${API_PATH}${name}?${resolved.query.toString()}`;
        const text = name === 'end' ? null : JSON.stringify(checked.body);
        sink.enqueue(
          { url, body: text },
          name === 'click' || name === 'add-to-cart' || name === 'end',
        );
        return true;
      }
      issue = checked.issue;
    } catch (caught) {
      issue = caught instanceof StorefrontConfigError ? caught.message : String(caught);
    }
    console.warn(`notify.${method}: ${issue}; nothing sent`);
    return false;
  }

  const ticket = (method: string, name: NotificationName, value: string) =>
    enqueue(method, name, checkTicket, { ticket: value });
  return {
    click: (value) => void ticket('click', 'click', value),
    addToCart: (value) => void ticket('addToCart', 'add-to-cart', value),
    adImpression(value, view) {
      if (!view && typeof value === 'string' && impressions.has(value)) return;
      if (ticket('adImpression', 'ad-impression', value)) impressions.add(value);
    },
    addFavorite: (key) => void enqueue('addFavorite', 'add-favorite', favorite, key),
    removeFavorite: (key) => void enqueue('removeFavorite', 'remove-favorite', favorite, key),
    end: () => void enqueue('end', 'end', checkNoBody),
  };
}
