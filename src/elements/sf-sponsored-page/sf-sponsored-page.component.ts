import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { isPlainClick } from '../plain-click.ts';
import { sendSponsoredPageQuery } from '../../api/sponsored-query.ts';
import { SponsoredPageResult as SponsoredPageResultShape } from '../../api/schemas/generated/sponsored-page.ts';
import {
  StorefrontConfigError,
  StorefrontError,
  type StorefrontErrorKind,
} from '../../api/errors.ts';
import type {
  Banner,
  BannerImage,
  SponsoredPageResult,
  SponsoredProductList,
} from '../../api/schemas/results.ts';
import { provideStorefront, type ResolvedConfig } from '../../controllers/config.ts';
import { resolveQueryConfig } from '../../context/storefront.ts';
import { StorefrontConfigController } from '../../controllers/storefront-config.ts';
import { LazyController } from '../../controllers/lazy.ts';
import { stopWhenRemoved } from '../../controllers/removal.ts';
import { replaceServerRender, useSponsoredListReader } from '../../controllers/server-render.ts';
import {
  carryingOver,
  embeddedSponsoredList,
  embeddedSponsoredPage,
  type EmbeddedSponsored,
} from '../../controllers/embedded-sponsored.ts';
import { sponsoredPageQueryOf } from '../../controllers/sponsored-page-query.ts';
import { reportDropped, reportQueryError } from '../../controllers/query.ts';
import { renderBanner, renderBannerSkeleton } from '../../templates/banner.ts';
import { formatPrice } from '../../templates/price.ts';
import { bannerStyles } from '../../templates/banner.styles.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { cardSkeletonStyles } from '../../templates/card-skeleton.styles.ts';
import { cardStyles } from '../../templates/card.styles.ts';
import { renderListSkeleton, type RenderListCard } from '../../templates/list.ts';
import { listStyles } from '../../templates/list.styles.ts';
import { themeStyles } from '../../templates/theme.ts';
import { SfElement } from '../base.ts';
import { cardExtrasPending } from '../card-actions.ts';
import '../../events.ts';
import { carouselBehaviour } from '../sf-rec-list/sf-rec-list.component.ts';
import { sponsoredPageStyles } from './sf-sponsored-page.styles.ts';
import { englishBanner } from '../../templates/banner.english.ts';
import { STOREFRONT_LANGUAGES } from '../../i18n/storefront.ts';
import { registerStrings } from '../../i18n/registry.ts';

// The English words of its banners (every language module holds them too).
registerStrings('storefront-banner', englishBanner, STOREFRONT_LANGUAGES);
// Its lists (and the server's copies of them) read their part of its server render with this.
useSponsoredListReader(embeddedSponsoredList);

export interface SfBannerClickDetail {
  banner: Banner;
  image: BannerImage;
  /** The banner image's ticket, for the click notification. */
  ticket: string;
  /** Where the link leads (already checked to be http(s) or relative). */
  href: string;
}

declare global {
  interface HTMLElementEventMap {
    /** Cancelable: call `preventDefault()` to handle the navigation yourself (e.g. a SPA router). */
    'sf-banner-click': CustomEvent<SfBannerClickDetail>;
  }
}

/** What the page renders when bidding outlasts `timeout`: nothing, as if no brand had won. */
const EMPTY_RESULT: SponsoredPageResult = { banners: [], sponsoredLists: [] };

/** The banners a result shows (those with images), in order. */
export const shownBanners = (result: SponsoredPageResult): Banner[] =>
  result.banners.filter((banner) => banner.images.length > 0);

/** The server's banner sizes (src/ssr), kept while its result shows. */
export const SERVER_STYLE_ATTRIBUTE = 'data-sf-server-style';

/**
 * The parts of the product card, re-exported with the list's. Here rather than in the list
 * templates: only this element uses it, and what the list templates export loads with every list.
 */
const CARD_PARTS =
  'card, image, image-link, image-placeholder, swap-image, link, name, brand, price, selling-price, list-price, rating, badges, badges-primary, badges-secondary, badge, badge-none, badge-sale, badge-discount, badge-new, badge-theme-1, badge-theme-2, badge-theme-3, swatch, siblings, sibling, remaining, out-of-stock, sponsored, add-to-cart, variant-select, favorite';

/**
 * Parts of `<sf-rec-list>` and of its cards, re-exported under the same names, so one
 * `sf-sponsored-page::part(card)` rule reaches every card on the page. The list's own `list`,
 * `empty`, `error` and `skeleton` are left out: those names are this element's.
 */
export const REC_LIST_PARTS = [
  'header',
  'label',
  'show-more',
  'sponsored-by',
  'carousel',
  'viewport',
  'slides',
  'slide',
  'previous',
  'next',
  'grid',
  'cell',
  ...CARD_PARTS.split(/,\s*/),
];
const LIST_EXPORTPARTS = REC_LIST_PARTS.join(', ');

type Strings = SfStrings;
type ConfigState = { config: ResolvedConfig } | { error: StorefrontConfigError };

/**
 * @summary Banners and sponsored product lists of one page (the sponsored-page query, S1), with
 * the wait for real-time bidding bounded by `timeout`.
 *
 * @attr page-reference - Page id or localised path, e.g. `category/shoes` or `/sv-se/kategori/skor` (required).
 * @attr facets - Facet selections in query-string form: `f.color=red|blue&f.price.min=10`.
 * @attr winner - Forces a winning brand (reporting fails if the brand never won organically).
 * @attr catalog-entitlement - Product rule every list is restricted to; makes the query a POST.
 * @attr timeout - Milliseconds to wait for bidding (default 3000). When it runs out the element shows its empty state and emits `sf-load` with an empty result, not an error.
 * @attr skeleton-cards - Cards in the loading skeleton's list row (default 4; `0` for none).
 * @attr lazy - Defers the query until the element is within 400px of the viewport.
 * @attr quick-add - The lists' cards get an "Add to cart" button (and a size select); the skeleton reserves the row.
 * @attr favorites - The lists' cards get a favourite toggle (kept in `localStorage`, `sf-favorites`).
 * @attr heading-level - Level of the lists' headings, 1 to 6 (default 2). The looks do not change.
 * @attr market - Configuration attributes of `<sf-storefront>` may be set here too (nearest wins): `api-base`, `market`, `locale`, `currency`, `touchpoint`, `customer-key`, `session-key`, `user-context`, `channels`, `stores`, `price-id`, `present-custom`, `present-prices`, `template-id`, `view-id`, `notify`.
 *
 * @event sf-load - The page rendered: `detail.result` is the validated `SponsoredPageResult` (empty after a timeout). The lists' own `sf-load` events stop at the page (a listener above it in the capture phase still sees them pass).
 * @event sf-error - The query failed (`kind`, `status`, `message`), the configuration is invalid (`kind: 'config'`), or invalid banners, lists or products were left out or unknown values kept with a fallback (`kind: 'dropped'`, `dropped`).
 * @event sf-banner-click - A banner image was clicked: `{banner, image, ticket, href}`. Cancelable for a plain click or Enter: `preventDefault()` stops the navigation (a modified click opens its tab). The `click` notification is sent with the image's ticket either way (also for a middle click, which emits no event).
 * @event sf-product-click - A product card was clicked (from the lists' cards); `click` is sent. Cancelable for a plain click or Enter: a router that calls `preventDefault()` takes the navigation and the link is not followed (a modified or middle click opens its tab).
 * @event sf-add-to-cart - Cancelable, with `quick-add` (from the lists' cards); `add-to-cart` is sent with the variant's ticket for an add made (your cart's outcome via `handled(…)` when it cancels).
 * @event sf-favorite - With `favorites` (from the lists' cards): `{ productKey, favorite }`.
 *
 * Each sponsored list's `impressionTicket` and each sponsored product's ticket are sent as
 * `ad-impression` once 50% of the list or card has been visible for one continuous second.
 *
 * @slot empty - Shown when there are no banners and no visible lists (also after a timeout).
 *
 * @csspart banners - The banners' container.
 * @csspart banner - One banner: its strip and, with several images, its controls.
 * @csspart banner-strip - The scroll-snapping strip of a banner's images.
 * @csspart banner-controls - Previous/next and the position of a banner of several images.
 * @csspart banner-previous - The button to a banner's previous image.
 * @csspart banner-next - The button to a banner's next image.
 * @csspart banner-position - "2 of 3": which image of a banner shows.
 * @csspart banner-link - The link around a banner image.
 * @csspart banner-image - A banner image; where it did not load, a box of its size with its link's name.
 * @csspart lists - The sponsored lists' container.
 * @csspart list - One `<sf-rec-list>`; its own parts (`header`, `label`, `sponsored-by`, `slide`, `card`, `image`, …: `REC_LIST_PARTS`) are re-exported under the same names.
 * @csspart empty - The empty state.
 * @csspart error - The error state (role alert).
 * @csspart skeleton - The loading placeholder.
 *
 * @cssproperty [--sf-banner-min-height=200px] - Height reserved for banners while loading; `0` reserves none.
 * @cssproperty [--sf-banner-aspect-ratio=auto] - Shape reserved for banners while loading, e.g. `4 / 1` when the page's banners are known to be 1200×300; set `--sf-banner-min-height: 0` with it, else the minimum wins on a phone.
 * @cssproperty [--sf-card-width=13.75em] - Card width (the skeleton's and the lists'): 220px in 16px text, growing with the text.
 * @cssproperty [--sf-image-aspect-ratio=4 / 5] - Product image box (the skeleton's and the lists').
 * @cssproperty [--sf-gap=16px] - Space between banners and lists.
 * @cssproperty [--sf-radius=8px] - Corner radius of banners and placeholders.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-color-border=#dadce0] - Border of the empty and error states.
 * @cssproperty [--sf-color-muted=#5f6368] - Text of the empty state.
 */
export class SfSponsoredPage extends SfElement<SponsoredPageResult> {
  static override styles = [
    themeStyles,
    cardStyles,
    cardSkeletonStyles,
    listStyles,
    bannerStyles,
    sponsoredPageStyles,
  ];

  // `static properties` rather than decorators: the page loads no decorator code (its chunk and
  // the core are all it needs).
  static override properties = {
    pageReference: { attribute: 'page-reference', reflect: true },
    facets: {},
    winner: {},
    catalogEntitlement: { attribute: 'catalog-entitlement' },
    timeout: { type: Number },
    lazy: { type: Boolean, reflect: true },
    quickAdd: { type: Boolean, attribute: 'quick-add', reflect: true },
    favorites: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
    strings: { attribute: false },
    renderCard: { attribute: false },
    skeletonCards: { type: Number, attribute: 'skeleton-cards' },
  };
  static {
    // Reactive state, not an attribute: outside `properties`, which the manifest reads.
    this.createProperty('bannerPositions', { state: true });
  }

  /** Page id or localised path. */
  pageReference = '';

  /** Facet selections in query-string form (`f.color=red|blue&f.price.min=10`). */
  declare facets?: string;

  /** Forces a winning brand. */
  declare winner?: string;

  /** A product rule every list is restricted to; the query becomes a POST. */
  declare catalogEntitlement?: string;

  /** Milliseconds to wait for bidding before resolving to the empty state. */
  timeout = 3000;

  /** Defers the query until the element is within 400px of the viewport. */
  lazy = false;

  /** The lists' cards get an add-to-cart button (and a size select). */
  quickAdd = false;

  /** The lists' cards get a favourite toggle. */
  favorites = false;

  /** The level of the lists' headings (default 2). */
  declare headingLevel?: number;

  /** UI strings (nearest wins, per string); includes the banner strings `bannerLink`, `bannerImage`. */
  declare strings?: Partial<Strings>;

  /**
   * Replaces the product card template of every list; handed to each `<sf-rec-list>` unchanged.
   * It receives the product group and a context with `list` (label, `winners`), `strings`,
   * `locale`, `currency` and `onProductClick`.
   */
  declare renderCard?: RenderListCard;

  /** Cards in the loading skeleton of the list (one carousel row). */
  skeletonCards = 4;

  /** True when the last query ran out of `timeout` and the element shows its empty state. */
  get timedOut(): boolean {
    return this._timedOut;
  }

  private _timedOut = false;
  private readonly configController = new StorefrontConfigController(this, {
    provide: provideStorefront,
  });
  private readonly lazyController = new LazyController(this, () => this.lazy);
  private configState: ConfigState | undefined;
  private configStateKey = '';

  /** The resolved configuration, kept while nothing in it changes (a stable task argument). */
  private resolveConfig(): string {
    let state: ConfigState;
    let key: string;
    try {
      const config = resolveQueryConfig(this.configController.context);
      state = { config };
      key = config.key;
    } catch (error) {
      if (!(error instanceof StorefrontConfigError)) throw error;
      state = { error };
      key = `error:${error.message}`;
    }
    if (key !== this.configStateKey) {
      this.configState = state;
      this.configStateKey = key;
    }
    return key;
  }

  /**
   * What the server rendered into this page (docs/ssr.md), read before anything empties the
   * declarative shadow root: its result is shown without a query while the page asks for nothing
   * else; after a failed server query the page shows its error state until it queries itself.
   */
  private adopting: EmbeddedSponsored | undefined = embeddedSponsoredPage(
    this,
    SponsoredPageResultShape,
  );
  private readonly serverError = this.adopting !== undefined && !this.adopting.result;
  /** The server's failure, when asking again would fail the same: shown, not asked again. */
  private serverFailure = this.adopting?.error?.definite ? this.adopting : undefined;
  private argsKey: string | undefined;
  private adoptionLoaded = false;

  private taskArgs() {
    return [
      this.lazyController.near,
      this.resolveConfig(),
      this.pageReference,
      this.facets,
      this.winner,
      this.catalogEntitlement,
      this.timeout,
    ] as const;
  }

  private readonly task = new Task(this, {
    // Run by `runIfChanged` (as `autoRun` would, on changed arguments) unless the server's
    // result already answers them.
    autoRun: false,
    args: () => this.taskArgs(),
    ...(this.adopting?.result ? { initialValue: this.adopting.result.data } : {}),
    task: async (
      [near, , pageReference, facets, winner, catalogEntitlement, timeout],
      { signal },
    ) => {
      if (!near) return initialState;
      this._timedOut = false;
      const state = this.configState;
      try {
        if (!state) throw new StorefrontConfigError('config', 'is not resolved');
        if ('error' in state) throw state.error;
        const { storefront, currency } = state.config;
        // Its lists' price formatter, in a task of its own while the answer is on the way (as
        // the query controller does for a product page and a list).
        setTimeout(formatPrice, 0, 0, { locale: storefront.locale, currency });
        const query = sponsoredPageQueryOf({ pageReference, facets, winner, catalogEntitlement });
        const failure = this.serverFailure;
        this.serverFailure = undefined;
        if (failure && JSON.stringify(query) === JSON.stringify(failure.query)) {
          const { kind, message } = failure.error!;
          throw new StorefrontError(kind as StorefrontErrorKind, message, failure.error);
        }
        const { data, dropped, status } = await sendSponsoredPageQuery(storefront, query, {
          signal,
          timeout,
        });
        if (signal.aborted) return initialState;
        // The result renders at once; its report follows with the words.
        reportDropped(this, dropped, status);
        return data;
      } catch (error) {
        // A newer run (or disconnection) took over: its outcome is the one that counts.
        if (signal.aborted) throw error;
        if (error instanceof StorefrontError && error.kind === 'timeout') {
          // Bidding outlasted the wait: render nothing sponsored rather than an error.
          this._timedOut = true;
          return EMPTY_RESULT;
        }
        // No network: asked again once the browser is back online, if still failed then.
        reportQueryError(this, error, this.task, () => (this.argsKey = undefined));
        throw error;
      }
    },
    // `sf-load` means "rendered": after the update the task requests with its result (the
    // latest run's only; an empty page while not near is no result).
    onComplete: (result) =>
      void Promise.resolve()
        .then(() => this.updateComplete)
        .then(() => this.task.value === result && this.emit('sf-load', { result })),
  });

  constructor() {
    super();
    if (this.adopting) replaceServerRender(this);
    this.addController({ hostUpdate: () => this.runIfChanged() });
    stopWhenRemoved(
      this,
      () => this.task,
      () => (this.argsKey = undefined),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Its lists connect only with its answer: their carousel's behaviour is asked for now, beside
    // the query, so it is there when they are.
    void carouselBehaviour();
  }

  /** Whether the server's query failed and none ran here yet: the error state shows. */
  private get serverFailed(): boolean {
    return this.serverError && this.task.status === TaskStatus.INITIAL;
  }

  private runIfChanged(): void {
    const args = this.taskArgs();
    const key = JSON.stringify(args);
    if (key === this.argsKey) return;
    this.argsKey = key;
    if (this.adopting?.result && this.adopts(args)) return;
    if (this.adopting) this.shadowRoot?.querySelector(`style[${SERVER_STYLE_ATTRIBUTE}]`)?.remove();
    // Nothing to ask yet, nothing to reset (an initial state, or the server's error state).
    if (!args[0] && this.task.status === TaskStatus.INITIAL) return;
    this.adopting = undefined;
    void this.task.run(args);
  }

  /**
   * Whether the server's result answers these arguments: while the page is not near yet, or when
   * it asks exactly what the server asked (with a configuration that resolves).
   */
  private adopts([near, , pageReference, facets, winner, catalogEntitlement]: ReturnType<
    SfSponsoredPage['taskArgs']
  >): boolean {
    if (!near) return true;
    if (!this.configState || 'error' in this.configState) return false;
    const query = sponsoredPageQueryOf({ pageReference, facets, winner, catalogEntitlement });
    if (JSON.stringify(query) !== JSON.stringify(this.adopting!.query)) return false;
    if (!this.adoptionLoaded) {
      this.adoptionLoaded = true;
      const result = this.adopting!.result!.data;
      void this.updateComplete.then(() => {
        if (this.task.value === result) this.emit('sf-load', { result });
      });
    }
    return true;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Assistive technology hears about the page once, when it is complete.
    // "true", not `toggleAttribute`'s empty value: no busy state to assistive technology (audit
    // s34, F5). Written here, not with controllers/busy.ts: shared, it would be in every page's core.
    if (this.task.status === TaskStatus.PENDING) this.setAttribute('aria-busy', 'true');
    else this.removeAttribute('aria-busy');
  }

  private get uiStrings(): Strings {
    return this.configController.strings();
  }

  /** Which image each banner of several shows (by banner id), for its "2 of 3". */
  private bannerPositions: ReadonlyMap<string, number> = new Map();

  private readonly onBannerMove = (banner: Banner, index: number) => {
    if (this.bannerPositions.get(banner.id) !== index) {
      this.bannerPositions = new Map(this.bannerPositions).set(banner.id, index);
    }
  };

  private readonly onBannerClick = (
    event: MouseEvent,
    banner: Banner,
    image: BannerImage,
    href: string,
  ) => {
    // A middle click opens a tab of its own: nothing for a router to take over, no event; a
    // modified click (a tab or window too) cannot be cancelled.
    if (event.type === 'click') {
      const proceed = this.emit(
        'sf-banner-click',
        { banner, image, ticket: image.ticket, href },
        { cancelable: isPlainClick(event) },
      );
      if (!proceed) event.preventDefault();
    }
    // A cancelled event means the shop navigates itself: the banner was still clicked.
    this.configController.notifier().click(image.ticket);
  };

  /**
   * A list given its data reports `sf-load` too; outside, the page's own `sf-load` is the one
   * that counts (retargeted, the two could not be told apart).
   */
  private readonly stopListLoad = (event: Event) => event.stopPropagation();

  private renderSkeleton(): TemplateResult {
    // The skeleton list has the carousel's own layout and card size, so lists take its room.
    return html`<div part="skeleton" class="skeleton">
      ${renderBannerSkeleton()}
      ${
        this.skeletonCards > 0
          ? renderListSkeleton(this.skeletonCards, 'CAROUSEL', '\u00a0', this.uiStrings, {
              quickAdd: this.quickAdd,
            })
          : nothing
      }
    </div>`;
  }

  private renderList(list: SponsoredProductList): TemplateResult {
    return html`<sf-rec-list
      part="list"
      exportparts=${LIST_EXPORTPARTS}
      data-list-id=${list.id}
      .list=${list}
      .renderCard=${this.renderCard}
      ?quick-add=${this.quickAdd}
      ?favorites=${this.favorites}
      .headingLevel=${this.headingLevel}
      @sf-load=${this.stopListLoad}
    ></sf-rec-list>`;
  }

  private renderResult(result: SponsoredPageResult): TemplateResult {
    const strings = this.uiStrings;
    const banners = shownBanners(result);
    const lists = result.sponsoredLists.filter(
      (list) => list.visible && list.productGroups.length > 0,
    );
    if (!banners.length && !lists.length) {
      return html`<div part="empty" class="empty"><slot name="empty">${strings.empty}</slot></div>`;
    }
    const context = {
      strings,
      onImageClick: this.onBannerClick,
      position: (banner: Banner) => this.bannerPositions.get(banner.id) ?? 0,
      onMove: this.onBannerMove,
    };
    return html`<div class="page">
      ${
        banners.length
          ? html`<div part="banners" class="banners">
              ${banners.map((banner) => renderBanner(banner, context))}
            </div>`
          : nothing
      }
      ${
        lists.length
          ? html`<div part="lists" class="lists">
              ${lists.map((list) => this.renderList(list))}
            </div>`
          : nothing
      }
    </div>`;
  }

  /**
   * With `quick-add` or `favorites` the lists' cards need the card extras (card-actions.ts):
   * loaded from the first update on, beside the query; until they are there the page shows its
   * skeleton rather than lists that would show theirs.
   */
  private extrasPending(): Promise<void> | undefined {
    return cardExtrasPending(this, this.quickAdd || this.favorites);
  }

  /**
   * A page that shows the server's result keeps the server's DOM until what carries the
   * shopper's focus and choices over and the extras are there.
   */
  protected override renderWaitsFor(): Promise<unknown> | undefined {
    if (!this.adopting || this.hasUpdated) return undefined;
    const carrying = carryingOver();
    const extras = this.extrasPending();
    return carrying && extras ? Promise.all([carrying, extras]) : (carrying ?? extras);
  }

  override render() {
    // Asked at every render, the first included: the extras load beside the query, not after it.
    const extras = this.extrasPending();
    return this.task.render({
      initial: () => (this.serverFailed ? this.renderError() : this.renderSkeleton()),
      pending: () => this.renderSkeleton(),
      complete: (result) => (extras ? this.renderSkeleton() : this.renderResult(result)),
      error: () => this.renderError(),
    });
  }

  private renderError(): TemplateResult {
    return html`<div part="error" class="error" role="alert">${this.uiStrings.error}</div>`;
  }
}
