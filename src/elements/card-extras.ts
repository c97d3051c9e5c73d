/**
 * The card extras (docs/decisions.md, "Lean list: templates, strings and server adoption"): what
 * a card does and shows only with `quick-add` or `favorites`, a chunk of its own that the
 * elements load through `loadCardExtras` (card-actions.ts) before they render such cards. Its
 * templates and looks are src/templates/card-extras.ts; here the actions: the quick add's
 * `sf-add-to-cart` and `add-to-cart`, and each host's favourites (stored, notified, followed
 * across elements and tabs by a `FavoritesController` made for the host when it first needs it).
 * The product detail's favourite toggle takes its host's favourites and the heart from here too
 * (`favoritesOf`, `heartIcon`), so neither is in what a list or product page loads before its
 * content (docs/decisions.md, "Lean page").
 */
import { FavoritesController } from '../controllers/favorites.ts';
import { cardExtraTemplates, type CardExtraDeps } from '../templates/card-extras.ts';
import { heartIcon } from '../templates/heart.ts';
import type { CardContext } from '../templates/card.ts';
import type { runAddAction } from '../notify/cart.ts';
import { emitAddToCart } from './add-to-cart.ts';
import type { SfElement } from './base.ts';
import type { CardActionOptions, CardExtras } from './card-actions.ts';

/** What the extras take from their loader (as the templates do: no chunk shared with it). */
export interface CardExtrasDeps extends CardExtraDeps {
  runAddAction: typeof runAddAction;
}

export function makeCardExtras(deps: CardExtrasDeps): CardExtras {
  const { quickAdd, favorite, styles } = cardExtraTemplates(deps);
  const stores = new WeakMap<SfElement, FavoritesController>();
  /** The host's favourites, made when it first needs them. */
  const storeOf = (host: SfElement, config: CardActionOptions['config']) => {
    let store = stores.get(host);
    if (!store) {
      store = new FavoritesController(host, () => config.notifier());
      stores.set(host, store);
    }
    return store;
  };
  const styled = new WeakSet<ShadowRoot>();

  /** The extras' looks after the host's own (a server-rendered root has them in a `<style>`). */
  const adoptStyles = (host: SfElement) => {
    const root = host.renderRoot as ShadowRoot | undefined;
    const sheet = styles.styleSheet;
    if (!root?.adoptedStyleSheets || !sheet || styled.has(root)) return;
    styled.add(root);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };

  return {
    templates: { quickAdd, favorite },
    styles,
    favoritesOf: storeOf,
    heartIcon,
    actions(host, options: CardActionOptions) {
      adoptStyles(host);
      const actions: Pick<CardContext, 'onQuickAdd' | 'favorites'> = {};
      if (options.quickAdd) {
        actions.onQuickAdd = (_group, product, variant) => {
          emitAddToCart(
            host,
            options.config.notifier(),
            {
              productKey: product.key,
              variantKey: variant.key,
              ticket: variant.ticket,
              quantity: 1,
              product,
              variant,
            },
            deps.runAddAction,
          );
        };
      }
      if (options.favoritesEnabled) {
        const favorites = storeOf(host, options.config);
        actions.favorites = {
          has: (productKey) => favorites.has(productKey),
          toggle: (_group, product) => void favorites.toggle(product.key),
        };
      }
      return actions;
    },
  };
}
