import { isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ContextConsumer } from '@lit/context';
import { TaskStatus } from '@lit/task';
import { StorefrontConfigError } from '../../api/errors.ts';
import { MAX_LIST_LIMIT } from '../../api/schemas/enums.ts';
import type { RecListRequestSettings } from '../../api/schemas/requests.ts';
import {
  productPageContext,
  type PageListHandle,
  type ProductPageContext,
} from '../../context/product-page.ts';
import { ProductPageQueryController } from '../../controllers/query.ts';
import { askAgainWhenDefined, shownIn } from '../../controllers/config.ts';
import { levelOf } from '../../templates/heading.ts';
import type * as CarouselModule from '../../controllers/carousel.ts';
import type { CarouselController } from '../../controllers/carousel.ts';
import {
  replaceServerRender,
  serverSponsoredList,
  withServerRender,
  type EmbeddedReader,
} from '../../controllers/server-render.ts';
import { ViewabilityController, type ViewabilityTarget } from '../../controllers/viewability.ts';
import { renderProductCard } from '../../templates/card.ts';
import {
  carouselViewport,
  isSponsoredList,
  renderList,
  renderListEmpty,
  renderListError,
  renderListSkeleton,
  shownGroups,
  type CarouselView,
  type ListCardContext,
  type ProductList,
  type RenderListCard,
} from '../../templates/list.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { SfElement } from '../base.ts';
import { cardActions, cardExtrasPending } from '../card-actions.ts';
import { recListSettings, visualizationOf, type RecListAttributes } from './settings.ts';
import { recListStyles } from './sf-rec-list.styles.ts';

/** Skeleton cards while the limit is unknown. */
const DEFAULT_SKELETON_CARDS = 4;

/**
 * A long list is drawn in steps so that no task grows long enough to hold up input: the first
 * render draws a screenful (`firstBatch`), each later task as many cards as the previous one's
 * measured cost fits into `BATCH_BUDGET_MS`, but at least `MIN_BATCH` (a list shows at most 100).
 */
const BATCH_BUDGET_MS = 50;
const MIN_BATCH = 12;
/** The first render never draws fewer cards than this (what it drew before the screenful). */
const MIN_FIRST_BATCH = 6;
/** The card width (in `em` of the list's text) and gap (px) of the theme's defaults. */
const DEFAULT_CARD_EMS = 13.75;
const DEFAULT_GAP = 16;
/**
 * The least height of a card's text below its image (brand, name, price, …): used to estimate
 * rows from above, so the first render fills the viewport rather than falling short.
 */
const CARD_INFO_MIN_HEIGHT = 96;

/**
 * A length custom property in px, else `fallback`: an estimate (`rem` counts as the list's `em`,
 * other units as px), for how many cards to draw first.
 */
function pixels(value: string, em: number, fallback: number): number {
  const number = parseFloat(value);
  return number > 0 ? (value.trim().endsWith('em') ? number * em : number) : fallback;
}

/**
 * How many cards can be in view at once: a carousel shows one row of the viewport's width, a grid
 * as many rows as fit its height. From the window's size and the card width, without a layout.
 */
function screenfulOf(host: HTMLElement, visualization: string): number {
  const style = getComputedStyle(host);
  const em = parseFloat(style.fontSize);
  const width = Math.min(
    pixels(style.getPropertyValue('--sf-card-width'), em, DEFAULT_CARD_EMS * em),
    innerWidth,
  );
  const gap = pixels(style.getPropertyValue('--sf-gap'), em, DEFAULT_GAP);
  const columns = Math.ceil(innerWidth / (width + gap));
  if (visualization !== 'GRID') return columns;
  const rowHeight = width * 1.25 + CARD_INFO_MIN_HEIGHT + gap;
  return columns * Math.ceil(innerHeight / rowHeight);
}

let carouselModule: Promise<typeof CarouselModule | undefined> | undefined;

/**
 * The carousel's behaviour, a chunk of its own (docs/decisions.md, "Lean list"): started when a
 * list that may be a carousel connects, or a sponsored page (whose lists connect with its answer),
 * beside the page's query, so it is there before a list's content in the common case; no list's
 * content waits for it, and a page without lists (a navigation) never loads it. A failed load leaves the buttons disabled; the
 * slides still scroll (touch, wheel, keys).
 */
export function carouselBehaviour() {
  return (carouselModule ??= import('../../controllers/carousel.ts').catch(() => undefined));
}

const SETTINGS_PROPERTIES = [
  'listId',
  'algorithm',
  'limit',
  'label',
  'visualization',
  'showMoreLink',
  'productRules',
  'sponsoredPositions',
  'cart',
  'productKey',
] as const;

/**
 * The page element `tag` around `element`, across shadow roots and slots (as the page's context
 * reaches it): a list in an `sf-product-page`
 * belongs to the page's query, and waits for the page's context even before the page is
 * defined; one in a server-rendered `sf-sponsored-page` shows that page's list.
 */
function enclosingPage(element: Element, tag: string): Element | undefined {
  for (let current = shownIn(element); current; current = shownIn(current)) {
    if (current.localName === tag) return current;
  }
  return undefined;
}

/**
 * @summary A recommendation list as an accessible carousel or a responsive grid. Inside an
 * `<sf-product-page>` it is part of the page's single query; on its own (with `product-key`) it
 * makes its own product-page query; with the `list` property it renders the list it is given.
 * In the carousel, Previous and Next page by the cards a view holds whole (Next brings the first
 * card not shown whole to the start: on a phone, one card at a time), the arrow keys move between
 * cards and Home/End go to the first and last, and Tab into the cards lands on the first card
 * shown (Shift+Tab: the last), where the shopper paged to; in right-to-left text (`dir="rtl"` on
 * the page or an ancestor) the slides run from the right and ArrowLeft is the next card.
 *
 * @attr list-id - List id, 1 to 20 letters, digits, `_` or `-` (required unless `list` is set).
 * @attr algorithm - `ALTERNATIVES`, `STYLE_WITH`, `UPSELL`, `MORE_FROM_SERIES`, `TOP_PRODUCTS`, … (required unless `list` is set).
 * @attr limit - Number of products, 1 to 100 (also the number of skeleton cards; default 4 skeletons). At most this many groups are rendered (and read from the answer), whatever the service sends; without it, at most 100.
 * @attr label - Heading of the list (sent to the service, which echoes it).
 * @attr visualization - `CAROUSEL` or `GRID` requested; the response's value is rendered.
 * @attr show-more-link - URL of a "show more" link (only http(s) is rendered as a link).
 * @attr product-rules - Product rule expression restricting the list.
 * @attr sponsored-positions - Positions (0-based) for sponsored products, separated by `|`, `,` or spaces.
 * @attr cart - Product or variant keys in the cart, separated by `|`, `,` or spaces.
 * @attr product-key - On its own: the product of the query. Inside a product page: the base product of the algorithm (`params.productKey`).
 * @attr lazy - On its own: query only once within 400px of the viewport.
 * @attr quick-add - Each card gets an "Add to cart" button (and a size select when its product has several variants) in an extra row; the skeleton has the row too.
 * @attr favorites - Each card gets a favourite toggle over its image (kept in `localStorage`, `sf-favorites`).
 * @attr heading-level - Level of the label's heading, 1 to 6. Default: one below its `<sf-product-page>`'s (`h2` under the page's `h1`), the `<sf-sponsored-page>`'s `heading-level`, else 2. The looks do not change.
 *
 * Notifications go out with the list's configuration (the keys of its query): `click` when a card
 * is activated, `add-to-cart` after a quick add that was made (by the element or the shop's cart), `add-favorite` / `remove-favorite`,
 * and `ad-impression` for a sponsored list's `impressionTicket` (the list) and for each card whose
 * product is `sponsored` (or `notifyImpression`), once 50% of it was visible for one second.
 *
 * @event sf-load - After a list rendered; `detail.result` is the list.
 * @event sf-error - On its own: the query failed (`kind`, `status`, `message`), the configuration is invalid (`kind: 'config'`), or parts were left out, invalid or beyond what is shown (`kind: 'dropped'`). Inside a product page the page reports its query's errors; the list reports its own configuration (`kind: 'config'`: an attribute missing or invalid, or a `list-id` another list of the page has), shows its error state and is left out of the page's query, which the page and the other lists still draw.
 * @event sf-product-click - A product card was clicked; `detail.listId` is this list. Cancelable for a plain click or Enter: a router that calls `preventDefault()` takes the navigation and the link is not followed (a modified or middle click opens its tab).
 * @event sf-add-to-cart - Cancelable, with `quick-add`: `{ productKey, variantKey, ticket, quantity, product, variant, handled }`; `add-to-cart` is sent with the variant's ticket for an add made (your cart's outcome via `handled(…)` when it cancels).
 * @event sf-favorite - With `favorites`: a card's toggle was switched; `{ productKey, favorite }`.
 *
 * @slot header - Replaces the heading (the label): slot your own heading, or anything else, there.
 * @slot empty - Shown when the list has no products (default: "No products to show.").
 *
 * @csspart list - The list (header and products).
 * @csspart header - The header: label, show-more link, sponsored marking.
 * @csspart label - The heading.
 * @csspart show-more - The "show more" link.
 * @csspart sponsored-by - The sponsored marking of a sponsored list, with the winning brands.
 * @csspart carousel - The carousel (`role="group"`).
 * @csspart viewport - The scrolling viewport of the carousel.
 * @csspart slides - The `<ul>` of carousel slides.
 * @csspart slide - One slide.
 * @csspart previous - The "previous" button.
 * @csspart next - The "next" button.
 * @csspart grid - The `<ul>` of a grid.
 * @csspart cell - One grid cell.
 * @csspart empty - The empty state.
 * @csspart error - The error state.
 * @csspart skeleton - The loading skeleton (the list and each card).
 * @csspart card - A product card; the other parts of a card, those of `<sf-product-card>`, follow.
 * @csspart add-to-cart - A card's quick add-to-cart button (`quick-add`).
 * @csspart variant-select - A card's size select (`quick-add`).
 * @csspart favorite - A card's favourite toggle (`favorites`).
 *
 * @cssproperty [--sf-card-width=13.75em] - Card width in the carousel, minimum in the grid: 220px in 16px text, growing with the text, never wider than the list.
 * @cssproperty [--sf-gap=16px] - Space between cards.
 * @cssproperty [--sf-image-aspect-ratio=4 / 5] - Product image box.
 * @cssproperty [--sf-color-accent=#1a56db] - Links and focus.
 * @cssproperty [--sf-color-muted=#5f6368] - Secondary text.
 * @cssproperty [--sf-color-border=#dadce0] - Borders of buttons and states.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Loading placeholders.
 * @cssproperty [--sf-color-control-bg=#fff] - Carousel button background.
 * @cssproperty [--sf-color-control=#202124] - Carousel button arrow.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfRecList extends SfElement<ProductList> {
  static override styles = recListStyles;

  // `static properties` rather than decorators: no page loads decorator code before its content.
  static override properties = {
    listId: { attribute: 'list-id', reflect: true },
    algorithm: {},
    limit: { type: Number },
    label: {},
    visualization: {},
    showMoreLink: { attribute: 'show-more-link' },
    productRules: { attribute: 'product-rules' },
    sponsoredPositions: { attribute: 'sponsored-positions' },
    cart: {},
    productKey: { attribute: 'product-key' },
    lazy: { type: Boolean },
    quickAdd: { type: Boolean, attribute: 'quick-add', reflect: true },
    favorites: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
    list: { attribute: false },
    renderCard: { attribute: false },
    strings: { attribute: false },
  };
  static {
    // Reactive state, not an attribute: outside `properties`, which the manifest reads.
    this.createProperty('renderedCards', { state: true });
  }

  declare listId?: string;
  declare algorithm?: string;
  declare limit?: number;
  declare label?: string;
  declare visualization?: string;
  declare showMoreLink?: string;
  declare productRules?: string;
  declare sponsoredPositions?: string;
  declare cart?: string;
  declare productKey?: string;
  declare headingLevel?: number;
  lazy = false;
  quickAdd = false;
  favorites = false;

  /** A list to render as it is, without a query (a sponsored page hands its lists in this way). */
  declare list?: ProductList;

  /** Replaces the card template; its context also carries the `list` (e.g. a sponsored list's `winners`). */
  declare renderCard?: RenderListCard;

  /** UI strings (nearest `strings` wins, per string). */
  declare strings?: Partial<SfStrings>;

  /** How many of the shown list's cards are rendered so far (a screenful first, then batches). */
  private renderedCards = MIN_FIRST_BATCH;
  #cardsOf: ProductList | undefined;
  #moreCards: ReturnType<typeof setTimeout> | undefined;
  /** When this update began and how many cards were drawn before it: a batch's measured cost. */
  #updateStart = 0;
  #cardsBefore = 0;
  #nextBatch = MIN_BATCH;
  /** Whether this update only draws more cards (see `contextFor`). */
  #moreCardsOnly = false;
  /** Whether anything but the count of drawn cards asked for this update. */
  private otherChange = true;
  #lastContext: ListCardContext | undefined;

  /**
   * The carousel's behaviour (`carouselBehaviour`), once a list that may be a carousel has it;
   * until then (and on the server) the buttons are disabled, as before its first measure. The
   * template sees it through `carousel`, so its arrival needs no render of its own (only a
   * measure that moves an edge renders again, as it always did).
   */
  #carouselBehaviour: CarouselController | undefined;
  private carouselLoad: Promise<void> | undefined;
  private readonly carousel = this.#carouselView();
  private readonly query = new ProductPageQueryController(this, {
    lazy: () => this.lazy,
    idle: () => Boolean(this.list) || this.#inPage,
    query: () => {
      const settings = this.requestSettings({ withProductKey: false });
      const productKey = this.productKey?.trim();
      if (!productKey) {
        throw new StorefrontConfigError(
          'product-key',
          'is required for a list outside <sf-product-page>',
        );
      }
      return {
        productKey,
        settings: { productGroup: { include: false }, recommendationLists: [settings] },
      };
    },
    emitLoad: () => false,
  });
  protected readonly viewability = new ViewabilityController(
    this,
    () => this.query.config.notifier(),
    () => this.#impressionTargets(),
  );

  /** Whether the list is inside a product page (set while connected). */
  #inPage = false;
  /** Why the page left this list out of its query (an attribute at fault), if it did. */
  #refused: string | undefined;
  /** The page's context, once the page provided it. */
  #page: ProductPageContext | undefined;
  #membership: PageListHandle | undefined;
  /** The server-rendered page's state for this list, until the page's context arrives. */
  #serverState: ReturnType<EmbeddedReader['embeddedListState']>;
  /** While the reader of the page's server-rendered result loads: the first update waits. */
  #serverWait: Promise<void> | undefined;
  #loaded: ProductList | undefined;
  #hiddenByList = false;
  /** Whether the first render shows what the server rendered (every card at once). */
  #adopted = false;

  private readonly pageConsumer = new ContextConsumer(this, {
    context: productPageContext,
    subscribe: true,
    callback: (page) => {
      if (!page) return;
      if (page.join !== this.#page?.join) {
        this.#membership?.leave();
        this.#membership = page.join({
          element: this,
          settings: () => this.requestSettings(),
          refused: (error) => this.refuse(error),
        });
      }
      this.#page = page;
    },
  });

  override requestUpdate(...args: Parameters<SfElement<ProductList>['requestUpdate']>): void {
    if (args[0] !== 'renderedCards') this.otherChange = true;
    super.requestUpdate(...args);
  }

  override connectedCallback(): void {
    // Before the context request (in super): a list in a page never queries on its own.
    this.adoptServerState();
    super.connectedCallback();
    // A product page defined after the list connected: its context is asked for again.
    if (!isServer) askAgainWhenDefined(this, this.pageConsumer);
    this.#loadCarousel(this.list?.visualization ?? visualizationOf(this.visualization));
  }

  #loadCarousel(visualization: string | undefined): void {
    if (visualization === 'GRID') return;
    this.carouselLoad ??= carouselBehaviour().then((module) => {
      if (!module) return;
      this.#carouselBehaviour = new module.CarouselController(this, this.carousel.viewport);
      // Attaches to a carousel already rendered, and measures its edges.
      this.#carouselBehaviour.hostUpdated();
    });
  }

  #carouselView(): CarouselView {
    const behaviour = () => this.#carouselBehaviour;
    const root = () => this.renderRoot as ShadowRoot | undefined;
    return {
      viewport: {
        get value() {
          return carouselViewport(root());
        },
      },
      get atStart() {
        return behaviour()?.atStart ?? true;
      },
      get atEnd() {
        return behaviour()?.atEnd ?? true;
      },
      previous: () => behaviour()?.previous(),
      next: () => behaviour()?.next(),
      keydown: (event) => behaviour()?.keydown(event),
    };
  }

  /**
   * A list that shows what the server rendered waits for the reader, and with `quick-add` or
   * `favorites` for the card extras too: the server's DOM stays until the same cards replace it.
   */
  protected override renderWaitsFor(): Promise<unknown> | undefined {
    return (
      this.#serverWait ?? (this.#adopted && !this.hasUpdated ? this.#extrasPending() : undefined)
    );
  }

  /**
   * With `quick-add` or `favorites`: the load of the card extras while it is under way (started
   * at the first update, beside the query); until it is done the list shows its skeleton.
   */
  #extrasPending(): Promise<void> | undefined {
    return cardExtrasPending(this, this.quickAdd || this.favorites);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#moreCards);
    this.#moreCards = undefined;
    this.#membership?.leave();
    this.#membership = undefined;
    this.#page = undefined;
  }

  /**
   * When the enclosing page was rendered on the server (docs/ssr.md), this list's part of its
   * embedded result, shown until the page's context arrives: the first render then shows every
   * card the server did. The server renderer calls this too (it calls no `connectedCallback`).
   * @internal
   */
  adoptServerState(): void {
    const page = enclosingPage(this, 'sf-product-page');
    this.#inPage = page !== undefined;
    if (!page) return this.#adoptSponsoredList();
    const waiting = page && withServerRender(page, (reader) => this.#adopt(reader, page));
    if (!waiting) return;
    // The list renders in place of the server's DOM, whatever the reader finds.
    replaceServerRender(this);
    this.#serverWait = waiting.then(() => (this.#serverWait = undefined));
  }

  #adopt(reader: EmbeddedReader, page: Element): void {
    const state = reader.embeddedListState(page, this.listId?.trim());
    if (!state) return;
    this.#serverState = state;
    replaceServerRender(this);
    if (state.status === 'error') return;
    this.#cardsOf = state.list;
    this.renderedCards = MAX_LIST_LIMIT;
    this.#adopted = true;
  }

  /**
   * In a server-rendered `<sf-sponsored-page>`: its list from the embedded result, every card in
   * the first render, as the server rendered them. The server's own copy of the list (upgraded
   * before the page renders it afresh) so shows the same and never queries.
   */
  #adoptSponsoredList(): void {
    const page = enclosingPage(this, 'sf-sponsored-page');
    const list = page && serverSponsoredList(this, page, this.list);
    if (list instanceof Promise) {
      // The page's element, which reads the result, is not defined yet: the first update waits
      // for it (the server's DOM stays until then).
      this.#serverWait = list.then(() => {
        this.#serverWait = undefined;
        if (this.isConnected) this.#adoptSponsoredList();
      });
      return;
    }
    if (!list) return;
    this.list = list;
    this.#cardsOf = list;
    this.renderedCards = MAX_LIST_LIMIT;
    this.#adopted = true;
    // The server's own copy (its declarative shadow root is there) renders in its place and,
    // about to be replaced by the page's render, reports no `sf-load`; the page's new list does,
    // as in a page rendered in the browser (shop audit s28, L4: none did).
    if (this.shadowRoot) {
      replaceServerRender(this);
      this.#loaded = list;
    }
  }

  /**
   * Left out of its page's query, with the error naming the attribute at fault (its error state,
   * and an `sf-error` once per reason), or back in (`undefined`).
   * @internal
   */
  refuse(error: StorefrontConfigError | undefined): void {
    if (error?.message === this.#refused) return;
    this.#refused = error?.message;
    if (error) this.emit('sf-error', { kind: 'config', message: error.message });
    this.requestUpdate();
  }

  /**
   * This list's member of a product-page query. Throws `StorefrontConfigError` naming the
   * attribute at fault.
   * @internal
   */
  requestSettings(options: { withProductKey: boolean } = { withProductKey: true }) {
    // The attributes as they are (the limit as text), in one pass over the settings' names.
    const attributes: RecListAttributes = {};
    for (const name of SETTINGS_PROPERTIES) attributes[name] = this[name] as string | undefined;
    attributes.limit = this.limit === undefined ? undefined : String(this.limit);
    if (!options.withProductKey) attributes.productKey = undefined;
    return recListSettings(attributes) satisfies RecListRequestSettings;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.#membership && SETTINGS_PROPERTIES.some((name) => changed.has(name))) {
      this.#membership.changed();
    }
    const shown = this.shownList();
    if (!shown) return;
    // A grid asked for may be answered as a carousel.
    this.#loadCarousel(shown.visualization);
    const total = Math.min(this.#shownLimit, shown.productGroups.length);
    if (this.renderedCards < total) {
      // The rest of the cards in a later task, as many as this one's cost says fit the budget.
      const drawn = this.renderedCards - this.#cardsBefore;
      if (drawn > 0) {
        const perCard = (performance.now() - this.#updateStart) / drawn;
        this.#nextBatch = Math.max(MIN_BATCH, Math.floor(BATCH_BUDGET_MS / perCard));
      }
      this.#cardsBefore = this.renderedCards;
      this.#moreCards ??= setTimeout(() => {
        this.#moreCards = undefined;
        this.renderedCards += this.#nextBatch;
      }, 0);
    } else if (shown !== this.#loaded) {
      this.#loaded = shown;
      this.emit('sf-load', { result: shown });
    }
  }

  protected override willUpdate(): void {
    this.#updateStart = performance.now();
    this.#moreCardsOnly = !this.otherChange;
    this.otherChange = false;
    const list = this.shownList();
    if (list !== this.#cardsOf) {
      this.#cardsOf = list;
      this.#cardsBefore = 0;
      this.renderedCards = list ? this.#firstBatch(list) : MIN_FIRST_BATCH;
    }
    const hidden = list?.visible === false;
    if (hidden !== this.#hiddenByList) {
      this.#hiddenByList = hidden;
      this.toggleAttribute('hidden', hidden);
    }
  }

  /**
   * The first render's cards: a screenful, or the whole list when what would be left is small (a
   * second task for a few cards costs more than drawing them now). Up to 9 cards are drawn
   * whatever the screenful (at least 6), so it is not measured: its computed style read forces
   * the style, and on a phone the layout, of all rendered before it in the task (the detail).
   */
  #firstBatch(list: ProductList): number {
    const total = Math.min(this.#shownLimit, list.productGroups.length);
    const screenful =
      total > MIN_FIRST_BATCH * 1.5
        ? Math.max(MIN_FIRST_BATCH, screenfulOf(this, list.visualization))
        : total;
    return total - screenful <= screenful / 2 ? total : screenful;
  }

  /** The list to show now, whichever way it came. */
  private shownList(): ProductList | undefined {
    if (this.#extrasPending()) return undefined;
    if (this.list) return this.list;
    if (this.#inPage) {
      const state = this.#page?.state ?? this.#serverState;
      if (state?.status !== 'complete' || this.#refused) return undefined;
      return 'list' in state
        ? state.list
        : state.result.recommendationLists.find((found) => found.id === this.listId?.trim());
    }
    if (this.query.task.status !== TaskStatus.COMPLETE) return undefined;
    return this.query.task.value?.data.recommendationLists.find((list) => list.id === this.listId);
  }

  /**
   * How many groups are shown: `limit`, else the most a list may hold. However many the answer
   * carries (a service may misbehave), no more reach the DOM.
   */
  get #shownLimit(): number {
    const limit = this.limit;
    return Number.isInteger(limit) && limit! > 0
      ? Math.min(limit!, MAX_LIST_LIMIT)
      : MAX_LIST_LIMIT;
  }

  /** The sponsored list itself (by its impression ticket) and each sponsored product's card. */
  #impressionTargets(): ViewabilityTarget[] {
    const list = this.shownList();
    if (!list?.visible || !this.renderRoot) return [];
    const targets: ViewabilityTarget[] = [];
    if (isSponsoredList(list) && list.impressionTicket && list.productGroups.length) {
      targets.push({ element: this, ticket: list.impressionTicket, view: list });
    }
    for (const group of shownGroups(list, this.#shownLimit)) {
      const product = group.products[0];
      if (!product || !(product.sponsored || product.notifyImpression)) continue;
      const element = this.renderRoot.querySelector(`[data-group-key="${CSS.escape(group.key)}"]`);
      if (element) targets.push({ element, ticket: product.ticket, view: list });
    }
    return targets;
  }

  #cardContext(list: ProductList, strings: SfStrings): ListCardContext {
    const locale = this.query.config.locale() || navigator.language;
    return {
      locale,
      currency: this.query.config.currency(),
      strings,
      listId: list.id,
      list,
      ...cardActions(this, {
        config: this.query.config,
        quickAdd: this.quickAdd,
        favoritesEnabled: this.favorites,
        listId: list.id,
      }),
    };
  }

  /**
   * The card context: kept from the last render while an update only draws more cards, so the
   * cards already drawn are not rendered again (`renderList` guards each card by its group and
   * context); any other update makes a new one and re-renders every card.
   */
  #contextFor(list: ProductList, strings: SfStrings): ListCardContext {
    const kept = this.#moreCardsOnly && this.#lastContext;
    if (kept && kept.list === list) return kept;
    this.#lastContext = this.#cardContext(list, strings);
    return this.#lastContext;
  }

  #renderShown(list: ProductList | undefined, strings: SfStrings) {
    if (!list) return renderListEmpty(strings);
    return renderList({
      list,
      limit: Math.min(this.#shownLimit, this.renderedCards),
      strings,
      renderCard: this.renderCard ?? renderProductCard,
      context: this.#contextFor(list, strings),
      carousel: this.carousel,
      // In a page: one below the page's (its context's; before it, as on the server, its attribute's).
      level: levelOf(
        this.headingLevel,
        this.#inPage
          ? (this.#page?.level ??
              levelOf(enclosingPage(this, 'sf-product-page')?.getAttribute('heading-level'), 1)) + 1
          : 2,
      ),
    });
  }

  #renderSkeleton(strings: SfStrings): TemplateResult {
    const count = Number.isInteger(this.limit) && this.limit! > 0 ? this.#shownLimit : 0;
    return renderListSkeleton(
      count || DEFAULT_SKELETON_CARDS,
      visualizationOf(this.visualization),
      this.label?.trim() || undefined,
      strings,
      { quickAdd: this.quickAdd },
    );
  }

  override render() {
    const strings = this.query.config.strings();
    if (this.#inPage && !this.list) {
      const state = this.#page?.state ?? this.#serverState;
      const shown = this.shownList();
      // A list added after the page's answer waits for (or failed in) its own query.
      const status = this.#refused
        ? 'error'
        : (!shown && state && 'more' in state && state.more) || (state?.status ?? 'pending');
      // Its error at once, card extras loading or not: a failed server render's list showed its
      // skeleton while they loaded (shop audit s29, CLS 0.047 on an unknown product's page).
      if (status === 'error') return renderListError(strings);
      if (status === 'pending' || this.#extrasPending()) return this.#renderSkeleton(strings);
      return this.#renderShown(shown, strings);
    }
    if (this.#extrasPending()) return this.#renderSkeleton(strings);
    if (this.list) return this.#renderShown(this.list, strings);
    return (
      this.query.task.render({
        initial: () => this.#renderSkeleton(strings),
        pending: () => this.#renderSkeleton(strings),
        complete: () => this.#renderShown(this.shownList(), strings),
        error: () => renderListError(strings),
      }) ?? nothing
    );
  }
}
