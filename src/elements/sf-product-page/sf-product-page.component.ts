import { html, nothing } from 'lit';
import { TaskStatus } from '@lit/task';
import type { SentResult } from '../../api/storefront-request.ts';
import type { Product, ProductGroup, Variant } from '../../api/schemas/product.ts';
import type { ProductPageResult } from '../../api/schemas/results.ts';
import { ProductPageQueryController, productPageQueryOf } from '../../controllers/query.ts';
import { renderDetailSkeleton, renderProductDetail } from '../../templates/detail/detail.ts';
import { levelOf } from '../../templates/heading.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { SfElement } from '../base.ts';
import { emitAddToCart } from '../add-to-cart.ts';
import { cardExtrasPending, loadedCardExtras, productClick } from '../card-actions.ts';
import { runAddAction } from '../../notify/cart.ts';
import type { SfAddToCartDetail } from '../../events.ts';
import { productPageStyles } from './sf-product-page.styles.ts';
import { detailExtras, detailExtrasPending, needsDetailExtras } from './detail-extras.ts';
import { ContextProvider } from '@lit/context';
import {
  productPageContext,
  type PageListMember,
  type PageQueryState,
  type ProductPageContext,
} from '../../context/product-page.ts';
import { englishDetail } from '../../templates/detail/english.ts';
import { STOREFRONT_LANGUAGES } from '../../i18n/storefront.ts';
import { registerStrings } from '../../i18n/registry.ts';

// The English words of its detail (every language module holds them too).
registerStrings('storefront-detail', englishDetail, STOREFRONT_LANGUAGES);

/** Lists in document order (registration order across shadow roots). */
function inDocumentOrder(lists: Iterable<PageListMember>): PageListMember[] {
  return [...lists].sort(({ element: a }, { element: b }) => {
    const position = a.compareDocumentPosition(b);
    if (position & Node.DOCUMENT_POSITION_DISCONNECTED) return 0;
    return position & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * @summary A product page: one product-page query for the product (with `include-product-group`,
 * its detail: gallery, price, sizes, availability, specifications, add to cart) and for every
 * `<sf-rec-list>` inside it, however deeply nested (up to 10). The configuration attributes of
 * `<sf-storefront>` (`api-base`, `market`, `locale`, `currency`, `stores`, `price-id`, …) may be
 * set here too (nearest wins); with `stores` the detail shows per-store availability, with
 * `price-id` / `present-prices` custom prices. A gallery's thumbnails select their image by
 * click and by the arrow keys (ArrowLeft is the next in right-to-left text), Home and End.
 * "Add to cart" is disabled only when nothing can be bought (the chosen size, or every size, out
 * of stock): pressed before a size is chosen, it adds nothing and asks on the sizes ("Choose a
 * size", focused, as an invalid field until a size is chosen).
 *
 * @attr product-key - The product (or variant) key of the page (required).
 * @attr include-product-group - Also query and render the product detail.
 * @attr lazy - Query only once within 400px of the viewport.
 * @attr favorites - The detail gets a favourite toggle beside the add-to-cart button (kept in `localStorage`, `sf-favorites`).
 * @attr heading-level - Level of the product's name, 1 to 6 (default 1): set `2` where your page has its own `h1`. The detail's sections and the lists inside are one level below (a list's own `heading-level` wins). The looks do not change.
 *
 * @event sf-load - After the query's result rendered; `detail.result` is the `ProductPageResult`.
 * @event sf-error - The query failed (`kind`, `status`, `message`), the configuration is invalid (`kind: 'config'`), more than 10 lists are inside (`kind: 'too-many-lists'`, nothing sent), or parts were left out (invalid, or beyond what is shown) or unknown values kept with a fallback (`kind: 'dropped'`, `dropped`).
 * @event sf-add-to-cart - Cancelable: the add-to-cart button or `addToCart()`; `detail` has `product`, `variant`, `ticket` (the variant's, for the notification), `quantity` and `handled`. The `add-to-cart` notification is sent with that ticket for an add made: at once, or, when your cart cancels the event and hands its outcome to `handled(…)`, once it succeeds (none when it fails).
 * @event sf-product-click - A sibling (other colour) was clicked; the `click` notification is sent with its ticket. Cancelable for a plain click or Enter: a router that calls `preventDefault()` takes the navigation and the link is not followed (a modified or middle click opens its tab).
 * @event sf-favorite - With `favorites`: the detail's toggle was switched; `{ productKey, favorite }`. `add-favorite` / `remove-favorite` is sent.
 *
 * @slot - The page's content, including its `<sf-rec-list>` elements.
 * @slot empty - Shown when the product group was requested but not returned.
 *
 * @csspart detail - The product detail (also `skeleton` while loading).
 * @csspart gallery - The image gallery.
 * @csspart frame - The box of the main image (reserves its aspect ratio).
 * @csspart main-image - The main image.
 * @csspart image-placeholder - The drawing (with a text alternative) of a product without an image, or whose image did not load.
 * @csspart image-position - "2 of 4" over the main image of a gallery.
 * @csspart swap-image - The second image of a `SWAP` effect, shown on hover.
 * @csspart caption - The caption of the main image.
 * @csspart thumbnails - The thumbnail buttons of a `GALLERY`.
 * @csspart thumbnail - A thumbnail button (also `thumbnail-selected`).
 * @csspart thumbnail-selected - The thumbnail of the image shown.
 * @csspart name - The product name (the page's `h1`).
 * @csspart title - The product title.
 * @csspart brand - The brand.
 * @csspart series - The series.
 * @csspart description - The description (text).
 * @csspart price - The price line.
 * @csspart selling-price - The current price.
 * @csspart list-price - The original price, struck through, when on sale.
 * @csspart price-label - The label of the price when `price-id` is set.
 * @csspart custom-prices - The custom prices of `present-prices`.
 * @csspart custom-price - One custom price.
 * @csspart custom-price-label - Its label.
 * @csspart rating - The rating.
 * @csspart badges - A list of badges.
 * @csspart badges-primary - The primary badges.
 * @csspart badges-secondary - The secondary badges, below the price.
 * @csspart badge - A badge.
 * @csspart badge-none - A badge with theme NONE.
 * @csspart badge-sale - A badge with theme SALE.
 * @csspart badge-discount - A badge with theme DISCOUNT.
 * @csspart badge-new - A badge with theme NEW.
 * @csspart badge-theme-1 - A badge with theme THEME_1.
 * @csspart badge-theme-2 - A badge with theme THEME_2.
 * @csspart badge-theme-3 - A badge with theme THEME_3.
 * @csspart siblings - The other colours.
 * @csspart sibling - Another colour: a link to its page.
 * @csspart swatch - A colour swatch (the product's and each sibling's).
 * @csspart variants - The size picker (a radio group).
 * @csspart variant - A size (also `variant-selected`, `variant-out-of-stock`).
 * @csspart variant-selected - The size chosen.
 * @csspart variant-out-of-stock - A size out of stock.
 * @csspart stock - Stock of the chosen size.
 * @csspart availability - Availability online and per store (with `stores`).
 * @csspart availability-entry - One place's availability.
 * @csspart add-to-cart - The add-to-cart button.
 * @csspart favorite - The favourite toggle (`favorites`; `aria-pressed` tells its state).
 * @csspart measurements - Measurements.
 * @csspart attributes - Custom attributes.
 * @csspart error - The error state.
 * @csspart empty - The empty state.
 * @csspart skeleton - The loading skeleton.
 *
 * @cssproperty [--sf-image-aspect-ratio=4 / 5] - The gallery's image box.
 * @cssproperty [--sf-color-accent=#1a56db] - Add-to-cart button, selected size and thumbnail.
 * @cssproperty [--sf-color-on-accent=#fff] - Text of the add-to-cart button.
 * @cssproperty [--sf-color-muted=#5f6368] - Brand, captions, list prices.
 * @cssproperty [--sf-color-sale=#b3261e] - Sale prices, out of stock.
 * @cssproperty [--sf-color-border=#dadce0] - Borders.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Loading placeholders and image boxes.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfProductPage extends SfElement<ProductPageResult> {
  static override styles = productPageStyles;

  // `static properties` rather than decorators: no page loads decorator code before its content.
  static override properties = {
    productKey: { attribute: 'product-key', reflect: true },
    includeProductGroup: { type: Boolean, attribute: 'include-product-group' },
    lazy: { type: Boolean },
    favorites: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
    strings: { attribute: false },
  };
  static {
    // Reactive state, not attributes: outside `properties`, which the manifest reads.
    this.createProperty('selectedVariant', { state: true });
    this.createProperty('imageIndex', { state: true });
  }

  declare productKey?: string;
  includeProductGroup = false;
  lazy = false;
  /** A favourite toggle on the detail. */
  favorites = false;
  declare headingLevel?: number;
  /** UI strings for the page and the lists inside it (nearest `strings` wins, per string). */
  declare strings?: Partial<SfStrings>;

  private selectedVariant: string | undefined;
  private imageIndex = 0;

  readonly #lists = new Set<PageListMember>();
  readonly #query = new ProductPageQueryController(this, {
    lazy: () => this.lazy,
    provide: true,
    query: () =>
      productPageQueryOf(this.productKey, this.includeProductGroup, inDocumentOrder(this.#lists)),
    onResult: (result) => {
      this.#resetChoice(result);
      // The server's result, adopted once its reader loaded: the lists see it before they render.
      if (!this.hasUpdated) this.pageContext?.setValue(this.#context());
    },
    serverRendered: true,
  });

  /** Lists join through the page's context; the context changes only with the query's state. */
  readonly #join = (member: PageListMember) => {
    this.#lists.add(member);
    // Lists connected in the same task land in the same (microtask-batched) update: one query.
    this.requestUpdate();
    return {
      changed: () => this.requestUpdate(),
      leave: () => {
        if (this.#lists.delete(member)) this.requestUpdate();
      },
    };
  };
  private readonly pageContext = new ContextProvider(this, {
    context: productPageContext,
    // A server-rendered page starts complete (docs/ssr.md): its lists never show a skeleton.
    initialValue: this.#context(),
  });

  protected override renderWaitsFor() {
    return this.#query.waiting ?? this.#extrasPending();
  }

  /**
   * What only a configured detail draws, on demand (docs/decisions.md, "Lean page"): the detail
   * extras (price label, custom prices, per-store availability) when the configuration sets one,
   * the card extras (the favourite toggle's store and heart) with `favorites`. Loaded from the
   * first update on, beside the query; an update with a detail to draw waits for them, so the
   * skeleton (or the server's DOM) stays until then and nothing appears late.
   */
  #extrasPending(): Promise<unknown> | undefined {
    if (!this.includeProductGroup) return undefined;
    // The favourite toggle's store and heart are the card extras' (src/elements/card-extras.ts).
    const favorites = cardExtrasPending(this, this.favorites);
    let configured: Promise<void> | undefined;
    if (needsDetailExtras(this.#query.config.context.config)) {
      // Their looks join the page's own before the first render that draws them.
      detailExtras?.adopt(this.shadowRoot);
      configured = detailExtrasPending();
    }
    const load =
      favorites && configured ? Promise.all([favorites, configured]) : (favorites ?? configured);
    return this.#group ? load : undefined;
  }

  get #result(): SentResult<ProductPageResult> | undefined {
    return this.#query.answer;
  }

  get #group(): ProductGroup | undefined {
    return this.#result?.data.productGroup;
  }

  /** The product group the size and image were chosen in. */
  #choiceIn: unknown;

  /** A new product group starts unchosen; lists added to the answer keep the choice. */
  #resetChoice(result: SentResult<ProductPageResult>): void {
    const group = result.data.productGroup;
    if (group && group === this.#choiceIn) return;
    this.#choiceIn = group;
    this.imageIndex = 0;
    const variants = result.data.productGroup?.products[0]?.variants ?? [];
    this.selectedVariant = variants.length === 1 ? variants[0]?.key : undefined;
  }

  #chosenVariant(product: Product | undefined): Variant | undefined {
    const variants = product?.variants ?? [];
    if (variants.length === 1) return variants[0];
    return variants.find((variant) => variant.key === this.selectedVariant);
  }

  /**
   * Adds a variant to the cart: emits the cancelable `sf-add-to-cart` with the variant's ticket
   * (from the variant, or from the result's `tickets` map when the product group was not
   * requested; the detail then has only the keys and the ticket). Without a key, the
   * chosen (or only) variant. Returns false when there is nothing to add (unknown or no variant,
   * no result yet) or a listener cancelled the event (the shop's cart took the add: the
   * notification then follows the outcome it hands to `detail.handled`). Never throws.
   */
  addToCart(variantKey?: string, quantity = 1): boolean {
    const amount = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
    const group = this.#group;
    if (group) {
      let target: { product: Product; variant: Variant } | undefined;
      if (variantKey === undefined) {
        const main = group.products[0];
        const variant = this.#chosenVariant(main);
        if (main && variant) target = { product: main, variant };
      } else {
        for (const product of group.products) {
          const variant = product.variants.find((candidate) => candidate.key === variantKey);
          if (variant) {
            target = { product, variant };
            break;
          }
        }
      }
      if (!target) return false;
      return this.#emitAddToCart({
        productKey: target.product.key,
        variantKey: target.variant.key,
        ticket: target.variant.ticket,
        quantity: amount,
        ...target,
      });
    }
    const tickets = this.#result?.data.tickets;
    const ticket = variantKey ? tickets?.[variantKey] : undefined;
    const productKey = this.productKey?.trim();
    if (!variantKey || !ticket || !productKey) return false;
    return this.#emitAddToCart({ productKey, variantKey, ticket, quantity: amount });
  }

  /** `sf-add-to-cart`, then the `add-to-cart` notification for an add made (whoever's cart). */
  #emitAddToCart(detail: Omit<SfAddToCartDetail, 'handled'>): boolean {
    return emitAddToCart(this, this.#query.config.notifier(), detail, runAddAction);
  }

  /** What the lists see: the query's state and the page's heading level. */
  #context(): ProductPageContext {
    return { state: this.#queryState(), join: this.#join, level: levelOf(this.headingLevel, 1) };
  }

  /** The query's state as the lists see it. */
  #queryState(): PageQueryState {
    const result = this.#result?.data;
    if (result) return { status: 'complete', result, more: this.#query.more };
    if (this.#query.task.status === TaskStatus.ERROR || this.#query.serverFailed) {
      return { status: 'error' };
    }
    return { status: 'pending' };
  }

  protected override updated(): void {
    const value = this.#context();
    const { state, level } = this.pageContext.value!;
    const same =
      level === value.level &&
      state.status === value.state.status &&
      (state.status !== 'complete' ||
        (state.result === this.#result?.data && state.more === this.#query.more));
    // Only a new query state (or level) reaches the lists: a size or an image chosen here does not.
    if (!same) this.pageContext.setValue(value);
  }

  /** The detail's favourite toggle (`favorites`), once the card extras that hold it are there. */
  #favorite(productKey: string) {
    const extras = this.favorites ? loadedCardExtras() : undefined;
    if (!extras) return undefined;
    const store = extras.favoritesOf(this, this.#query.config);
    return {
      pressed: store.has(productKey),
      onToggle: () => void store.toggle(productKey),
      heart: extras.heartIcon,
    };
  }

  #renderDetail(strings: SfStrings) {
    const all = strings;
    const group = this.#group;
    const product = group?.products[0];
    if (!group || !product) {
      return html`<div class="empty" part="empty"><slot name="empty">${strings.empty}</slot></div>`;
    }
    const config = this.#query.resolved?.storefront;
    return renderProductDetail({
      group,
      product,
      variant: this.#chosenVariant(product),
      locale: config?.locale ?? navigator.language,
      currency: this.#query.resolved?.currency,
      strings: all,
      priceId: config?.priceId,
      presentPrices: config?.presentPrices ?? [],
      showStores: !!config?.stores?.length,
      imageIndex: this.imageIndex,
      onSelectImage: (index) => (this.imageIndex = index),
      onSelectVariant: (key) => (this.selectedVariant = key),
      onAddToCart: () => void this.addToCart(),
      onProductClick: (detail, event) => productClick(this, detail, event, this.#query.config),
      favorite: this.#favorite(product.key),
      extras: detailExtras,
      level: levelOf(this.headingLevel, 1),
    });
  }

  override render() {
    const strings = this.#query.config.strings();
    const result = this.#result;
    // A page whose lists added later failed still shows its detail and the lists it had.
    const failed =
      !result && (this.#query.task.status === TaskStatus.ERROR || this.#query.serverFailed);
    const top = failed
      ? html`<p class="error" part="error" role="alert">${strings.error}</p>`
      : !this.includeProductGroup
        ? nothing
        : result
          ? this.#renderDetail(strings)
          : renderDetailSkeleton(strings);
    return html`${top}<slot></slot>`;
  }
}
