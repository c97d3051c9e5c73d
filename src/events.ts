/**
 * The events the elements dispatch (their controllers emit them through `EventHost`,
 * controllers/host.ts). All bubble and are composed; each is a typed entry of
 * `HTMLElementEventMap`, so `addEventListener('sf-add-to-cart', (e) => e.detail.ticket)` type-checks.
 * A module of its own, below elements, controllers and templates, so each names them by import.
 * Events of one element alone (`sf-navigate`, `sf-banner-click`) are declared with that element.
 */
import type { DroppedItem } from './api/schemas/tolerant.ts';
import type { Product, ProductGroup, Variant } from './api/schemas/product.ts';
import type { StorefrontErrorKind } from './api/errors.ts';
import type { EngageErrorKind, UnsubscribeChannel } from './api/engage-client.ts';

export interface SfLoadDetail<R = unknown> {
  /** The validated result the element rendered (a query result, or the list it was given). */
  result: R;
}

/** What an account element's fetch function yields (its `sf-load` result). */
export type LoadedBy<F> = F extends (...args: never[]) => Promise<{ data: infer T }> ? T : never;

/** `sf-load` of an element whose `detail.result` is an `R`. */
export type SfLoadEvent<R = unknown> = CustomEvent<SfLoadDetail<R>>;

/**
 * Something went wrong: a query failed (`status` and the server's message), the configuration is
 * invalid, or parts of a response were invalid and left out (`dropped`).
 */
export interface SfErrorDetail {
  kind: StorefrontErrorKind | EngageErrorKind | 'config' | 'dropped' | 'too-many-lists';
  status?: number;
  message: string;
  dropped?: DroppedItem[];
}

export interface SfProductClickDetail {
  group: ProductGroup;
  product: Product;
  /** The product's ticket, for the click notification. */
  ticket: string;
  /** Where the link leads (already checked to be http(s) or relative). */
  href: string;
  /** The recommendation or sponsored list the card is in, when it is in one. */
  listId?: string | undefined;
}

export interface SfAddToCartDetail {
  productKey: string;
  variantKey: string;
  /** The variant's ticket, for the add-to-cart notification. */
  ticket: string;
  quantity: number;
  /**
   * The product and variant, when the response held them. A product page queried without its
   * product group has only the result's `tickets` map: then only the keys are known.
   */
  product?: Product | undefined;
  variant?: Variant | undefined;
  /**
   * For a shop whose own cart takes the add: call it from the listener with the add's outcome.
   * `true`, or a promise that fulfils (with anything but `false`): one `add-to-cart` notification
   * once it does. `false`, or a promise that rejects (or fulfils with `false`): none. Not called:
   * the add counts as made and is notified at once, cancelled or not.
   */
  handled(outcome: boolean | PromiseLike<unknown>): void;
}

export interface SfFavoriteDetail {
  productKey: string;
  /** The new state: true when the product was made a favourite, false when it was removed. */
  favorite: boolean;
}

export interface SfEventMap {
  'sf-load': CustomEvent<SfLoadDetail>;
  'sf-error': CustomEvent<SfErrorDetail>;
  /**
   * Cancelable for a plain click or Enter: call `preventDefault()` when the shop's router takes
   * `detail.href` (the link is not followed); the `click` notification is sent either way.
   */
  'sf-product-click': CustomEvent<SfProductClickDetail>;
  /**
   * Cancelable: call `preventDefault()` when the shop's own cart takes the add, and hand its
   * outcome to `detail.handled(…)`; the `add-to-cart` notification is still sent for an add made.
   */
  'sf-add-to-cart': CustomEvent<SfAddToCartDetail>;
  /** A favourite toggle was switched (the state is already stored and notified). */
  'sf-favorite': CustomEvent<SfFavoriteDetail>;
}

// The events bubble and are composed, so shops may listen on the element, the document or the
// window: each map knows them.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SfEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends SfEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends SfEventMap {}
}

// Account elements (contact engagement): each event follows a request the proxy accepted.

export interface SfChallengeJoinDetail {
  /** The challenge definition the contact joined (with consent). */
  definitionId: string;
}

export interface SfNpsSubmitDetail {
  /** The grade sent, 1 to 10. */
  grade: number;
}

export interface SfUnsubscribeDetail {
  channel: UnsubscribeChannel;
}

export interface SfBackInStockRemoveDetail {
  /** The removed subscription's id. */
  id: string;
}

export interface SfEngageEventMap {
  /** `<sf-challenges>`: the contact joined a challenge. */
  'sf-challenge-join': CustomEvent<SfChallengeJoinDetail>;
  /** `<sf-nps-survey>`: the NPS answer was recorded. */
  'sf-nps-submit': CustomEvent<SfNpsSubmitDetail>;
  /** `<sf-unsubscribe>`: the contact was unsubscribed from the channel. */
  'sf-unsubscribe': CustomEvent<SfUnsubscribeDetail>;
  /** `<sf-back-in-stock>`: a back-in-stock subscription was removed. */
  'sf-back-in-stock-remove': CustomEvent<SfBackInStockRemoveDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SfEngageEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends SfEngageEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends SfEngageEventMap {}
}

/**
 * The events above, storefront and account: what a controller emits (`EventHost.emit`). An
 * element's own events (`sf-navigate`, `sf-banner-click`) are declared with the element.
 */
export interface SfEvents extends SfEventMap, SfEngageEventMap {}
