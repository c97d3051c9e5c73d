/**
 * What a card does when it is used, shared by every element that renders cards
 * (`sf-product-card`, `sf-rec-list`, and through it `sf-sponsored-page`): the element's events
 * and the matching notifications, sent with the element's own configuration (the keys of its
 * queries).
 *
 * - a product link: `sf-product-click`, then the `click` notification with the product's ticket;
 * - quick add: the cancelable `sf-add-to-cart`, then `add-to-cart` with the variant's ticket for
 *   an add made (by the element, or by the shop's cart that took it: see `add-to-cart.ts`);
 * - the favourite toggle: stored, `add-favorite` / `remove-favorite`, `sf-favorite`.
 */
import type { StorefrontConfigController } from '../controllers/storefront-config.ts';
import type { FavoritesController } from '../controllers/favorites.ts';
import type { CardContext } from '../templates/card.ts';
import { emitAddToCart } from './add-to-cart.ts';
import type { SfElement } from './base.ts';
import type { SfProductClickDetail } from './events.ts';

export interface CardActionOptions {
  config: StorefrontConfigController;
  favorites: FavoritesController;
  /** Whether the `quick-add` attribute is set. */
  quickAdd: boolean;
  /** Whether the `favorites` attribute is set. */
  favoritesEnabled: boolean;
  /** Added to `sf-product-click` (the list the card is in). */
  listId?: string | undefined;
}

export function cardActions(
  host: SfElement,
  options: CardActionOptions,
): Pick<CardContext, 'onProductClick' | 'onQuickAdd' | 'favorites'> {
  const actions: Pick<CardContext, 'onProductClick' | 'onQuickAdd' | 'favorites'> = {
    onProductClick: (detail: SfProductClickDetail) => {
      host.emit(
        'sf-product-click',
        options.listId === undefined ? detail : { ...detail, listId: options.listId },
      );
      options.config.notifier().click(detail.ticket);
    },
  };
  if (options.quickAdd) {
    actions.onQuickAdd = (_group, product, variant) => {
      emitAddToCart(host, options.config.notifier(), {
        productKey: product.key,
        variantKey: variant.key,
        ticket: variant.ticket,
        quantity: 1,
        product,
        variant,
      });
    };
  }
  if (options.favoritesEnabled) {
    actions.favorites = {
      has: (productKey) => options.favorites.has(productKey),
      toggle: (_group, product) => void options.favorites.toggle(product.key),
    };
  }
  return actions;
}
