import { html, isServer, nothing } from 'lit';
import type { ProductGroup } from '../../api/schemas/product.ts';
import { StorefrontConfigController } from '../../controllers/storefront-config.ts';
import { ViewabilityController } from '../../controllers/viewability.ts';
import { renderProductCard, type CardContext, type RenderCard } from '../../templates/card.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { SfElement } from '../base.ts';
import { cardActions, cardExtrasPending } from '../card-actions.ts';
import { productCardStyles } from './sf-product-card.styles.ts';

/**
 * A card's configuration: without a `locale` anywhere (its own, a container's), the page's
 * language (`<html lang>`), for its words and its prices alike (shop audit s30: the price was
 * Polish on `<html lang="pl">`, the words English).
 */
class CardConfigController extends StorefrontConfigController {
  override locale(): string | undefined {
    return super.locale() || (isServer ? undefined : document.documentElement.lang) || undefined;
  }
}

/**
 * @summary One product card for a validated `ProductGroup`: image (swapped on hover), badges,
 * brand, name, price, rating, swatches and siblings, stock and sponsored marking. Renders nothing
 * without a `productGroup`.
 *
 * Formats prices with the nearest `locale` and `currency` (on the card or an `sf-*` ancestor such
 * as `<sf-storefront>`), falling back to the document language.
 *
 * @attr locale - Locale of its words and prices, e.g. `sv-SE`; default: inherited, then `<html lang>`, then `en`.
 * @attr currency - ISO 4217 code for prices, e.g. `SEK`; without it prices are plain numbers.
 * @attr list-id - The list the card belongs to, carried into `sf-product-click`.
 * @attr quick-add - Renders an "Add to cart" button (and a size select when the product has several variants; sizes out of stock disabled) in an extra row of the card.
 * @attr favorites - Renders a favourite toggle over the image; favourites are kept in `localStorage` (`sf-favorites`).
 * @attr market - Configuration for notifications (`api-base`, `market`, `locale`, `customer-key`, `session-key`, `user-context`, `notify`), usually inherited from `<sf-storefront>`.
 *
 * @event sf-product-click - A product link (main product or sibling) was activated by click,
 * middle click, modified click or keyboard; `detail`: `{ group, product, ticket, href, listId }`.
 * Cancelable for a plain click or Enter: a router that calls `preventDefault()` takes the navigation and the link is not followed (a modified or middle click opens its tab). The `click` notification is sent with the product's ticket either way.
 * @event sf-add-to-cart - Cancelable, with `quick-add`: `{ productKey, variantKey, ticket, quantity, product, variant, handled }`. The `add-to-cart` notification is sent with the variant's ticket for an add made: at once, or, when your cart cancels the event and hands its outcome to `handled(…)`, once it succeeds (none when it fails).
 * @event sf-favorite - With `favorites`: the toggle was switched; `{ productKey, favorite }`. `add-favorite` / `remove-favorite` is sent.
 *
 * @csspart card - The card (`<article>`).
 * @csspart image-link - The link around the image (hidden from assistive technology; the name is the link).
 * @csspart image - The product image (and the hover image).
 * @csspart image-placeholder - The drawing (with a text alternative) of a product without an image, or whose image did not load.
 * @csspart swap-image - The second image, shown on hover and focus (`SWAP` effect).
 * @csspart link - The product link around the name.
 * @csspart name - The product name.
 * @csspart brand - The brand.
 * @csspart price - The price line.
 * @csspart selling-price - The current price ("from …" for ranges).
 * @csspart list-price - The original price, struck through, when on sale.
 * @csspart rating - The rating (stars and accessible text).
 * @csspart badges - A list of badges.
 * @csspart badges-primary - The primary badges, over the image.
 * @csspart badges-secondary - The secondary badges, below the price.
 * @csspart badge - A badge.
 * @csspart badge-none - A badge with theme NONE.
 * @csspart badge-sale - A badge with theme SALE.
 * @csspart badge-discount - A badge with theme DISCOUNT.
 * @csspart badge-new - A badge with theme NEW.
 * @csspart badge-theme-1 - A badge with theme THEME_1.
 * @csspart badge-theme-2 - A badge with theme THEME_2.
 * @csspart badge-theme-3 - A badge with theme THEME_3.
 * @csspart swatch - A colour swatch (the product's and each sibling's).
 * @csspart siblings - The list of sibling products, revealed on hover and focus.
 * @csspart sibling - A sibling product's link.
 * @csspart remaining - "+N": products of the group left out.
 * @csspart out-of-stock - The "Out of stock" text.
 * @csspart sponsored - The "Sponsored" marking.
 * @csspart add-to-cart - The quick add-to-cart button (`quick-add`).
 * @csspart variant-select - The size select of quick add (`quick-add`, several variants).
 * @csspart favorite - The favourite toggle (`favorites`; `aria-pressed` tells its state).
 *
 * @cssproperty [--sf-card-width=13.75em] - Card width: 220px in 16px text, growing with the text.
 * @cssproperty [--sf-image-aspect-ratio=4 / 5] - Image box aspect ratio.
 * @cssproperty [--sf-color-text=currentColor] - Text.
 * @cssproperty [--sf-color-muted=#5f6368] - Brand, list price, stock and sponsored text.
 * @cssproperty [--sf-color-surface=transparent] - Card background.
 * @cssproperty [--sf-color-border=#dadce0] - Swatch borders, empty stars.
 * @cssproperty [--sf-color-accent=#1a56db] - Focus ring.
 * @cssproperty [--sf-color-sale=#b3261e] - Selling price on sale.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Image box background and skeleton.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-font-size-small=0.875em] - Brand, rating, badges, status.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 * @cssproperty [--sf-badge-none-bg=#eceef1] - Badge background, theme NONE.
 * @cssproperty [--sf-badge-none-color=#202124] - Badge text, theme NONE.
 * @cssproperty [--sf-badge-sale-bg=#b3261e] - Badge background, theme SALE.
 * @cssproperty [--sf-badge-sale-color=#fff] - Badge text, theme SALE.
 * @cssproperty [--sf-badge-discount-bg=#fce8e6] - Badge background, theme DISCOUNT.
 * @cssproperty [--sf-badge-discount-color=#8c1d18] - Badge text, theme DISCOUNT.
 * @cssproperty [--sf-badge-new-bg=#1a56db] - Badge background, theme NEW.
 * @cssproperty [--sf-badge-new-color=#fff] - Badge text, theme NEW.
 * @cssproperty [--sf-badge-theme-1-bg=#0b6e4f] - Badge background, THEME_1.
 * @cssproperty [--sf-badge-theme-1-color=#fff] - Badge text, THEME_1.
 * @cssproperty [--sf-badge-theme-2-bg=#6b3fa0] - Badge background, THEME_2.
 * @cssproperty [--sf-badge-theme-2-color=#fff] - Badge text, THEME_2.
 * @cssproperty [--sf-badge-theme-3-bg=#202124] - Badge background, THEME_3.
 * @cssproperty [--sf-badge-theme-3-color=#fff] - Badge text, THEME_3.
 */
export class SfProductCard extends SfElement {
  static override styles = productCardStyles;

  // `static properties` rather than decorators: a lone card then loads no decorator code.
  static override properties = {
    productGroup: { attribute: false },
    listId: { attribute: 'list-id' },
    quickAdd: { type: Boolean, attribute: 'quick-add', reflect: true },
    favorites: { type: Boolean, reflect: true },
    renderCard: { attribute: false },
    strings: { attribute: false },
  };

  /** The product group to show (validated, e.g. from a storefront query). */
  declare productGroup?: ProductGroup;

  /** The list the card belongs to, carried into `sf-product-click`. */
  declare listId?: string;

  /** Renders an add-to-cart button (and a size select) in the card. */
  quickAdd = false;

  /** Renders a favourite toggle over the image. */
  favorites = false;

  /** Replaces the card template (`renderProductCard`). */
  declare renderCard?: RenderCard;

  /** UI strings for this card (over those of `sf-*` ancestors and the defaults). */
  declare strings?: Partial<SfStrings>;

  private readonly config = new CardConfigController(this);

  /** A sponsored product's card (`sponsored` or `notifyImpression`) counts its ad impression. */
  protected readonly viewability = new ViewabilityController(
    this,
    () => this.config.notifier(),
    () => {
      const product = this.productGroup?.products[0];
      return product && (product.sponsored || product.notifyImpression)
        ? [{ element: this, ticket: product.ticket }]
        : [];
    },
  );

  /** With `quick-add` or `favorites`, the card renders once their code (the card extras) is there. */
  protected override renderWaitsFor(): Promise<unknown> | undefined {
    return cardExtrasPending(this, this.quickAdd || this.favorites);
  }

  /** Locale and currency only: a card queries nothing, so it needs no market. */
  private context(): CardContext {
    const locale = this.config.locale() || 'en';
    const currency = this.config.currency();
    const context: CardContext = {
      locale,
      currency,
      strings: this.config.strings(),
      ...cardActions(this, {
        config: this.config,
        quickAdd: this.quickAdd,
        favoritesEnabled: this.favorites,
      }),
    };
    if (this.listId !== undefined) context.listId = this.listId;
    return context;
  }

  override render() {
    const group = this.productGroup;
    if (!group) return nothing;
    return html`${(this.renderCard ?? renderProductCard)(group, this.context())}`;
  }
}
