/**
 * What a card does when it is used, shared by every element that renders cards
 * (`sf-product-card`, `sf-rec-list`, and through it `sf-sponsored-page`): the element's events
 * and the matching notifications, sent with the element's own configuration (the keys of its
 * queries).
 *
 * - a product link: `sf-product-click` (cancelable for a plain click: a router takes it), then
 *   the `click` notification with the product's ticket;
 * - quick add: the cancelable `sf-add-to-cart`, then `add-to-cart` with the variant's ticket for
 *   an add made (by the element, or by the shop's cart that took it: see `add-to-cart.ts`);
 * - the favourite toggle: stored, `add-favorite` / `remove-favorite`, `sf-favorite`.
 *
 * The last two, with their templates and looks, are the card extras (card-extras.ts), a chunk
 * that an element with `quick-add` or `favorites` loads before it renders cards
 * (`cardExtrasPending`): a page whose cards have neither never loads it (docs/decisions.md,
 * "Lean list: templates, strings and server adoption").
 */
import { css, html, nothing, type CSSResult, type ReactiveControllerHost } from 'lit';
import type { FavoritesController } from '../controllers/favorites.ts';
import type { StorefrontConfigController } from '../controllers/storefront-config.ts';
import {
  displayName,
  useCardExtraTemplates,
  variantName,
  type CardContext,
  type CardExtraTemplates,
} from '../templates/card.ts';
import { runAddAction } from '../notify/cart.ts';
import type { SfElement } from './base.ts';
import type { CardExtrasDeps } from './card-extras.ts';
import type { SfProductClickDetail } from '../events.ts';
import { isPlainClick } from './plain-click.ts';
import type { heartIcon } from '../templates/heart.ts';

export interface CardActionOptions {
  config: StorefrontConfigController;
  /** Whether the `quick-add` attribute is set. */
  quickAdd: boolean;
  /** Whether the `favorites` attribute is set. */
  favoritesEnabled: boolean;
  /** Added to `sf-product-click` (the list the card is in). */
  listId?: string | undefined;
}

/** The card extras chunk (card-extras.ts). */
export interface CardExtras {
  templates: CardExtraTemplates;
  styles: CSSResult;
  /** The favourites of a host that draws its own toggle (the product detail), made once. */
  favoritesOf(host: SfElement, config: StorefrontConfigController): FavoritesController;
  /** The heart of a favourite toggle (templates/heart.ts). */
  heartIcon: typeof heartIcon;
  /** The quick add and favourites of `host`'s cards; adopts the extras' looks into its root. */
  actions(
    host: SfElement,
    options: CardActionOptions,
  ): Pick<CardContext, 'onQuickAdd' | 'favorites'>;
}

let extras: CardExtras | undefined;
let loading: Promise<void> | undefined;
/** Whether the load settled (loaded, or failed: then it is not waited for again). */
let settled = false;
const waiting = new WeakSet<ReactiveControllerHost>();

/** What the chunk takes from here: Lit's tags, the card's helpers, the add to cart. */
export const CARD_EXTRAS_DEPS: CardExtrasDeps = {
  html,
  css,
  nothing,
  displayName,
  variantName,
  runAddAction,
};

/** Gives the card extras to the cards (the chunk once loaded; the server renderer at once). */
export function useCardExtras(loaded: CardExtras): void {
  extras = loaded;
  settled = true;
  useCardExtraTemplates(loaded.templates);
}

/** The card extras, once loaded (for the product detail's favourite toggle). */
export const loadedCardExtras = (): CardExtras | undefined => extras;

/**
 * Loads the card extras; settles when they are there (or failed to load: then cards show neither
 * the quick add nor the favourite toggle, and it is not tried again on this page).
 */
export function loadCardExtras(): Promise<void> {
  return (loading ??= import('./card-extras.ts').then(
    ({ makeCardExtras }) => useCardExtras(makeCardExtras(CARD_EXTRAS_DEPS)),
    (error: unknown) => {
      settled = true;
      console.warn('storefront-elements: quick add and favourites did not load', error);
    },
  ));
}

/**
 * For a host whose cards show quick add or favourites (`needed`): undefined once the extras are
 * there, else their load, after which the host updates again.
 */
export function cardExtrasPending(
  host: ReactiveControllerHost,
  needed: boolean,
): Promise<void> | undefined {
  if (!needed || settled) return undefined;
  const load = loadCardExtras();
  if (!waiting.has(host)) {
    waiting.add(host);
    void load.then(() => {
      waiting.delete(host);
      host.requestUpdate();
    });
  }
  return load;
}

/**
 * A product link activated: `sf-product-click`, then the `click` notification. The event is
 * cancelable for a plain click or Enter: a shop's router that calls `preventDefault()` takes the
 * navigation, and the link is not followed (the click is still sent).
 */
export function productClick(
  host: SfElement,
  detail: SfProductClickDetail,
  event: Event,
  config: Pick<StorefrontConfigController, 'notifier'>,
): void {
  const plain = isPlainClick(event);
  if (!host.emit('sf-product-click', detail, { cancelable: plain }) && plain)
    event.preventDefault();
  config.notifier().click(detail.ticket);
}

export function cardActions(
  host: SfElement,
  options: CardActionOptions,
): Pick<CardContext, 'onProductClick' | 'onQuickAdd' | 'favorites'> {
  const actions = {
    onProductClick: (detail: SfProductClickDetail, event: Event) =>
      productClick(
        host,
        options.listId === undefined ? detail : { ...detail, listId: options.listId },
        event,
        options.config,
      ),
  };
  return extras && (options.quickAdd || options.favoritesEnabled)
    ? { ...actions, ...extras.actions(host, options) }
    : actions;
}
