/**
 * The notifier's methods (issue 4; docs/decisions.md, "Notifications: delivery"): typed methods
 * that validate, build the request with the visitor's keys and hand it to a sink, the outbox
 * front (notifier.ts, the public API) or the capture in front of the notification chunk
 * (capture.ts, what the elements and the script tag's `notify` use: "Lean notify").
 * Methods never throw at the caller and never block: invalid input is a `console.warn` naming the
 * method, the field and the rule; everything else is enqueued and the method returns.
 */
import {
  CONFIG_ATTRIBUTES,
  parseConfig,
  parseEnum,
  type ConfigAttributes,
  type ParsedConfig,
} from '../api/config.ts';
import { StorefrontConfigError } from '../api/errors.ts';
import { normalizeApiBase, type AnyCase } from '../api/query-params.ts';
import {
  carriedKeys,
  USER_CONTEXTS,
  type NotificationName,
  type UserContext,
} from '../api/schemas/enums.ts';
import { visitorKeysFor } from '../api/session.ts';
import { checkFavorite, checkNoBody, checkTicket, type BodyCheck } from './bodies.ts';
import { absorbShopAdd, duplicateAdds, runAddAction, type AddOutcome } from './cart.ts';
import type { NotificationRequest } from './handoff.ts';
import type { NotificationStats } from './stats.ts';

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
  /** A sponsored ticket was viewable; each ticket at most once per page view. Queued. */
  adImpression(ticket: string): void;
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

const API_PATH = '/api/storefront/v3/notifications/';

/** Ad impressions already enqueued in this page view (by any notifier). */
const impressions = new Set<string>();

/** What a session resolves to: nothing to send, an error to report, or the query to send with. */
type Resolved = { send: false } | { send: true; base: string; query: URLSearchParams };

function resolveSession(session: NotificationSession | undefined): Resolved {
  if (session === undefined || session === null || typeof session !== 'object')
    throw new StorefrontConfigError(
      'session',
      'is required (call notify.configure(…) or add <sf-storefront market="…">)',
    );
  if (session.notify !== undefined && typeof session.notify !== 'boolean')
    throw new StorefrontConfigError('notify', 'must be a boolean');
  if (session.notify === false) return { send: false };
  // Any letter case, as in queries (decisions.md); sent in upper case.
  if (session.userContext !== undefined && typeof session.userContext !== 'string')
    throw new StorefrontConfigError('userContext', `must be one of ${USER_CONTEXTS.join(', ')}`);
  const userContext = parseEnum<UserContext>('userContext', session.userContext, USER_CONTEXTS);
  if (userContext === 'SYNTHETIC') return { send: false };
  if (typeof session.market !== 'string' || session.market.trim() === '')
    throw new StorefrontConfigError('market', 'is required and must not be empty');
  const base = normalizeApiBase(session.apiBase);
  const optionalKey = (name: string, value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '')
      throw new StorefrontConfigError(name, 'must be a non-empty string when given');
    return value;
  };
  const keys = visitorKeysFor(userContext, {
    customerKey: optionalKey('customerKey', session.customerKey),
    sessionKey: optionalKey('sessionKey', session.sessionKey),
  });
  const carried = carriedKeys(userContext);
  const query = new URLSearchParams({ market: session.market.trim() });
  if (carried.customerKey && keys.customerKey) query.set('customerKey', keys.customerKey);
  if (carried.sessionKey && keys.sessionKey) query.set('sessionKey', keys.sessionKey);
  if (userContext !== undefined && userContext !== 'PERSONALIZED')
    query.set('userContext', userContext);
  return { send: true, base, query };
}

function favoriteBody(key: FavoriteKey | string): unknown {
  return typeof key === 'string' ? { productKey: key } : key;
}

/** Each notifier's own add-to-cart, which an element's add action sends through. */
const elementAdds = new WeakMap<Notifier, (ticket: string) => void>();

/**
 * An element's add-to-cart action with `notifier`: one `add-to-cart` now, or once the shop's
 * handed-back outcome says added; none when it says not added.
 */
export function elementAddToCart(
  notifier: Notifier,
  ticket: string,
  outcome: AddOutcome | undefined,
): void {
  const send = elementAdds.get(notifier) ?? ((added: string) => notifier.addToCart(added));
  runAddAction(ticket, outcome, () => send(ticket));
}

/** A notifier whose requests go to `sink`; building it starts nothing. */
export function buildNotifier(session: SessionSource, sink: NotificationSink): Notifier {
  const current = () => (typeof session === 'function' ? session() : session);

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
        const resolved = resolveSession(current());
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
  const sendAdd = (value: string) => void ticket('addToCart', 'add-to-cart', value);
  const notifier: Notifier = {
    click: (value) => void ticket('click', 'click', value),
    addToCart(value) {
      if (typeof value === 'string' && absorbShopAdd(value, () => sendAdd(value))) return;
      sendAdd(value);
    },
    adImpression(value) {
      if (typeof value === 'string' && impressions.has(value)) return;
      if (ticket('adImpression', 'ad-impression', value)) impressions.add(value);
    },
    addFavorite: (key) =>
      void enqueue('addFavorite', 'add-favorite', checkFavorite, favoriteBody(key)),
    removeFavorite: (key) =>
      void enqueue('removeFavorite', 'remove-favorite', checkFavorite, favoriteBody(key)),
    end: () => void enqueue('end', 'end', checkNoBody),
  };
  elementAdds.set(notifier, sendAdd);
  return notifier;
}

/**
 * The session that `attributes` (configuration attributes, as on `<sf-storefront>`) describe,
 * parsed as every element parses them: an invalid value is a `StorefrontConfigError`.
 */
export function sessionFromAttributes(attributes: ConfigAttributes): NotificationSession {
  return sessionFromParsed(parseConfig(attributes, { mobile: false }));
}

/** The session of a parsed configuration; its error, when it has one, is thrown. */
export function sessionFromParsed(parsed: ParsedConfig): NotificationSession {
  if (parsed.error) throw parsed.error;
  const session: NotificationSession = { apiBase: parsed.apiBase, market: parsed.market ?? '' };
  if (parsed.customerKey !== undefined) session.customerKey = parsed.customerKey;
  if (parsed.sessionKey !== undefined) session.sessionKey = parsed.sessionKey;
  if (parsed.userContext !== undefined) session.userContext = parsed.userContext;
  if (parsed.notify !== undefined) session.notify = parsed.notify;
  return session;
}

/** The session of the first `<sf-storefront>` of the document, from its attributes. */
export function sessionFromDocument(): NotificationSession | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector('sf-storefront');
  if (!element) return undefined;
  const attributes: ConfigAttributes = {};
  for (const name of CONFIG_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return sessionFromAttributes(attributes);
}

/**
 * A default notifier over `sink`: its session from `configure(…)`, else from the first
 * `<sf-storefront>` in the document. Its state lives in the notifier, not in the module. Creating
 * it starts nothing: the outbox starts at its first notification (or `flush`).
 */
export function defaultNotifier(sink: ObservedSink): DefaultNotifier {
  let configured: NotificationSession | undefined;
  return {
    ...buildNotifier(() => configured ?? sessionFromDocument(), sink),
    configure(session) {
      configured = session;
      // Configured: a notifier in use. Its outbox starts (and takes over what gone tabs left).
      sink.start();
    },
    flush: () => sink.flush(),
    stats: () => ({ ...sink.stats(), duplicateAdds: duplicateAdds() }),
  };
}
