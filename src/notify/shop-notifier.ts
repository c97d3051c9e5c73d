/**
 * What only a shop's notifier needs (docs/decisions.md, "Lean notify (2)"): the public
 * `createNotifier` and `notify` of `storefront-elements/notify` (notifier.ts) and the script
 * tag's `notify` (lazy.ts). The elements' notifiers send from their parsed configuration, which
 * `parseConfig` has checked already, add only their own adds and mark product keys
 * (`buildNotifier`, `routeParsed`): a lone card loads none of this.
 *
 * - a hand-written session is checked at each call, each rule warned naming the field;
 * - a shop's `addToCart(ticket)` that repeats an element's add of that ticket is absorbed;
 * - a favourite is a product key, `{ productKey }` or `{ variantKey }`;
 * - the default notifier reads the first `<sf-storefront>` until it is configured.
 */
import { CONFIG_ATTRIBUTES, parseConfig, parseEnum, type ConfigAttributes } from '../api/config.ts';
import { StorefrontConfigError } from '../api/errors.ts';
import { normalizeApiBase } from '../api/query-params.ts';
import { USER_CONTEXTS, type UserContext } from '../api/schemas/enums.ts';
import { checkFavorite } from './bodies.ts';
import { absorbShopAdd, duplicateAdds } from './cart.ts';
import {
  buildNotifier,
  route,
  routeParsed,
  type DefaultNotifier,
  type FavoriteKey,
  type NotificationSession,
  type NotificationSink,
  type Notifier,
  type ObservedSink,
  type Resolved,
} from './notifier-base.ts';

/**
 * A shop's session, checked rule by rule (a `StorefrontConfigError` naming the field), then
 * routed as the elements' sessions are.
 */
export function resolveSession(session: NotificationSession | undefined): Resolved {
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
  normalizeApiBase(session.apiBase);
  for (const name of ['customerKey', 'sessionKey'] as const) {
    const value: unknown = session[name];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === ''))
      throw new StorefrontConfigError(name, 'must be a non-empty string when given');
  }
  return route({ ...session, userContext });
}

function favoriteBody(key: unknown): unknown {
  return typeof key === 'string' ? { productKey: key } : key;
}

/**
 * A shop's notifier over `sink`, to where `resolve` says at each call (`resolveSession`: its
 * session checked), its `addToCart` absorbed when it repeats an element's add, a favourite of
 * either key.
 */
export function shopNotifier(resolve: () => Resolved, sink: NotificationSink): Notifier {
  const notifier = buildNotifier(resolve, sink, (key) =>
    checkFavorite(favoriteBody(key as FavoriteKey | string)),
  );
  const send = notifier.addToCart;
  notifier.addToCart = (value) => {
    if (typeof value === 'string' && absorbShopAdd(value, () => send(value))) return;
    send(value);
  };
  return notifier;
}

/**
 * The `<sf-storefront>` elements in the page, each while it is connected, in the order they
 * connected (`storefrontConnected`): one in a shop component's shadow root is not in
 * `document.querySelector`'s reach.
 */
const connected = new Set<Element>();

/** Called by `<sf-storefront>` as it connects (`true`) and disconnects. */
export const storefrontConnected = (element: Element, is: boolean) =>
  void (is ? connected.add(element) : connected.delete(element));

/**
 * Where the first `<sf-storefront>` of the document sends, else the first connected in a shadow
 * root: its attributes parsed as its elements parse them (an invalid value is its
 * `StorefrontConfigError`); without one, no session.
 */
function documentRoute(): Resolved {
  const element =
    typeof document === 'undefined'
      ? null
      : (document.querySelector('sf-storefront') ?? connected.values().next().value);
  if (!element) return resolveSession(undefined);
  const attributes: ConfigAttributes = {};
  for (const name of CONFIG_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return routeParsed(parseConfig(attributes, { mobile: false }));
}

/**
 * A default notifier over `sink`: its session from `configure(…)`, else from the first
 * `<sf-storefront>` in the document. Its state lives in the notifier, not in the module. Creating
 * it starts nothing: the outbox starts at its first notification (or `flush`).
 */
export function defaultNotifier(sink: ObservedSink): DefaultNotifier {
  let configured: NotificationSession | undefined;
  return {
    ...shopNotifier(
      () => (configured != null ? resolveSession(configured) : documentRoute()),
      sink,
    ),
    configure(session) {
      configured = session;
      // Configured: a notifier in use. Its outbox starts (and takes over what gone tabs left).
      sink.start();
    },
    flush: () => sink.flush(),
    stats: () => ({ ...sink.stats(), duplicateAdds: duplicateAdds() }),
  };
}
