/**
 * Configuration lookup: every storefront setting is an attribute that an element may set itself
 * or inherit from the nearest `sf-*` ancestor that sets it (typically `<sf-storefront>`), across
 * shadow roots. Attribute changes on the element or its ancestors update the element.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { StorefrontConfigError } from '../api/errors.ts';
import type { StorefrontConfig } from '../api/query-params.ts';
import {
  CHANNELS,
  TOUCHPOINTS,
  USER_CONTEXTS,
  VIEW_IDS,
  type Channel,
  type Touchpoint,
  type UserContext,
  type ViewId,
} from '../api/schemas/enums.ts';
import { createNotifier, type NotificationSession, type Notifier } from '../notify/notifier.ts';
import '../i18n/storefront.ts';
import { resolveStrings } from '../i18n/registry.ts';
import type { SfStrings } from '../templates/strings.ts';
import { customerKey, sessionKey } from './session.ts';

/** Every configuration attribute, as documented on `<sf-storefront>`. */
export const CONFIG_ATTRIBUTES = [
  'api-base',
  'market',
  'locale',
  'currency',
  'touchpoint',
  'customer-key',
  'session-key',
  'user-context',
  'channels',
  'stores',
  'price-id',
  'present-custom',
  'present-prices',
  'template-id',
  'view-id',
  'notify',
  'engage-base',
  'contact',
] as const;

export type ConfigAttribute = (typeof CONFIG_ATTRIBUTES)[number];

/** Where the account elements find the contact engagement proxy when `engage-base` is not set. */
export const DEFAULT_ENGAGE_BASE = '/engage-proxy';

/** Viewports at most this wide query as `MOBILE` unless `touchpoint` says otherwise. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** What an element needs to query and to render: the query config plus presentation settings. */
export interface ResolvedConfig {
  storefront: StorefrontConfig;
  /** ISO 4217 code for price formatting; without it prices are plain numbers. */
  currency: string | undefined;
  /** Changes whenever anything here changes: a cheap task argument. */
  key: string;
}

/** The element itself, then each ancestor across shadow roots. */
function* selfAndAncestors(element: Element): Generator<Element> {
  let current: Element | null = element;
  while (current) {
    yield current;
    current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
  }
}

const isStorefrontElement = (element: Element) => element.localName.startsWith('sf-');

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(/[|,\s]+/).filter(Boolean);
  return items.length ? items : undefined;
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  const upper = value.trim().toUpperCase();
  if ((allowed as readonly string[]).includes(upper)) return upper as T;
  throw new StorefrontConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
}

export class ConfigController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private observer: MutationObserver | undefined;
  private media: MediaQueryList | undefined;
  private readonly onMedia = () => this.host.requestUpdate();
  private notifierInstance: Notifier | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new MutationObserver(() => this.host.requestUpdate());
    for (const element of selfAndAncestors(this.host)) {
      if (isStorefrontElement(element)) {
        this.observer.observe(element, {
          attributes: true,
          attributeFilter: [...CONFIG_ATTRIBUTES],
        });
      }
    }
    this.media = matchMedia(MOBILE_QUERY);
    this.media.addEventListener('change', this.onMedia);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.media?.removeEventListener('change', this.onMedia);
  }

  /** The attribute's value on the nearest `sf-*` element (this one first) that sets it. */
  attribute(name: ConfigAttribute): string | undefined {
    for (const element of selfAndAncestors(this.host)) {
      if (isStorefrontElement(element) && element.hasAttribute(name)) {
        return element.getAttribute(name) ?? undefined;
      }
    }
    return undefined;
  }

  /**
   * Where the contact engagement proxy is mounted (the account elements' API): `engage-base` on
   * the nearest `sf-*` element that sets it, else `/engage-proxy` on this origin. No trailing slash.
   */
  engageBase(): string {
    const value = this.attribute('engage-base')?.trim().replace(/\/+$/, '');
    return value || DEFAULT_ENGAGE_BASE;
  }

  /**
   * The resolved configuration. Throws `StorefrontConfigError` naming the attribute when one is
   * missing or invalid; the query client checks the combinations (user context and keys, …).
   */
  resolve(): ResolvedConfig {
    const read = (name: ConfigAttribute) => {
      const value = this.attribute(name)?.trim();
      return value ? value : undefined;
    };
    const market = read('market');
    const locale = read('locale');
    if (!market)
      throw new StorefrontConfigError(
        'market',
        'is required (set it on the element or on <sf-storefront>)',
      );
    if (!locale)
      throw new StorefrontConfigError(
        'locale',
        'is required (set it on the element or on <sf-storefront>)',
      );
    const userContext = oneOf<UserContext>('user-context', read('user-context'), USER_CONTEXTS);
    const notifyValue = read('notify');
    if (notifyValue !== undefined && notifyValue !== 'true' && notifyValue !== 'false') {
      throw new StorefrontConfigError('notify', `must be "true" or "false", got "${notifyValue}"`);
    }
    const touchpoint =
      oneOf<Touchpoint>('touchpoint', read('touchpoint'), TOUCHPOINTS) ??
      (matchMedia(MOBILE_QUERY).matches ? 'MOBILE' : 'DESKTOP');
    const channels = list(read('channels'))?.map((channel) =>
      oneOf<Channel>('channels', channel, CHANNELS)!,
    );
    // Keys are generated only when the user context allows them (ANONYMOUS sends none).
    const wantsCustomerKey = userContext !== 'ANONYMOUS' && userContext !== 'UNPERSONALIZED';
    const wantsSessionKey = userContext !== 'ANONYMOUS';
    const storefront: StorefrontConfig = {
      apiBase: read('api-base') ?? '',
      market,
      locale,
      touchpoint,
      customerKey: read('customer-key') ?? (wantsCustomerKey ? customerKey() : undefined),
      sessionKey: read('session-key') ?? (wantsSessionKey ? sessionKey() : undefined),
      userContext,
      channels,
      stores: list(read('stores')),
      notify: notifyValue === undefined ? undefined : notifyValue === 'true',
      presentCustom: list(read('present-custom')),
      presentPrices: list(read('present-prices')),
      priceId: read('price-id'),
      templateId: read('template-id'),
      viewId: oneOf<ViewId>('view-id', read('view-id'), VIEW_IDS),
    };
    const currency = read('currency');
    return { storefront, currency, key: JSON.stringify([storefront, currency]) };
  }

  /**
   * The notifier of this element: its session is resolved at each notification from the same
   * attributes (and stored keys) as the queries, so the service can join them. `notify="false"`
   * or `user-context="SYNTHETIC"`: nothing is sent. Without a valid configuration (no `market`)
   * a notification is dropped with a warning.
   */
  notifier(): Notifier {
    this.notifierInstance ??= createNotifier(() => this.notificationSession());
    return this.notifierInstance;
  }

  private notificationSession(): NotificationSession | undefined {
    let storefront: StorefrontConfig;
    try {
      storefront = this.resolve().storefront;
    } catch {
      return undefined;
    }
    const session: NotificationSession = { apiBase: storefront.apiBase, market: storefront.market };
    if (storefront.customerKey !== undefined) session.customerKey = storefront.customerKey;
    if (storefront.sessionKey !== undefined) session.sessionKey = storefront.sessionKey;
    if (storefront.userContext !== undefined) session.userContext = storefront.userContext;
    if (storefront.notify !== undefined) session.notify = storefront.notify;
    return session;
  }

  /**
   * UI strings: the language of the nearest `locale` (English until it has loaded; elements wait
   * for it before rendering), then each ancestor's `strings` property, the nearest last. Account
   * strings are there only where the account elements were imported.
   */
  strings(): SfStrings {
    const layers: Partial<SfStrings>[] = [];
    for (const element of selfAndAncestors(this.host)) {
      const own = (element as { strings?: Partial<SfStrings> }).strings;
      if (isStorefrontElement(element) && own) layers.unshift(own);
    }
    return resolveStrings<SfStrings>(this.attribute('locale'), layers);
  }
}
