import { html, type TemplateResult } from 'lit';
import { fetchBackInStock } from '../../api/engage-client.ts';
import type { BackInStockSubscription } from '../../api/schemas/engage.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { EngageDataController } from '../../controllers/engage-data.ts';
import {
  lookUpProducts,
  renderSubscription,
  type ProductLookup,
  type ProductSummary,
} from '../../templates/engage/back-in-stock.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import {
  renderEmpty,
  renderEngageSkeleton,
  renderHeading,
  renderStatus,
} from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import { preloadActions, startAction } from '../account-action.ts';
import '../../events.ts';
import { backInStockStyles } from './sf-back-in-stock.styles.ts';
import type { LoadedBy } from '../../events.ts';

/**
 * @summary The signed-in contact's back-in-stock alerts (the product's name and image, and the date),
 * each with a remove button; talks to the contact engagement proxy.
 *
 * The service knows only each alert's SKU. The shop's `productLookup` (a property) turns a SKU
 * into what a shopper recognises, `{name, imageUrl?}`, e.g. with the storefront's product-page
 * query (`queryProductPage` with the SKU as `productKey`); without it, or where it fails or takes
 * more than 5 s, the alert shows "Item SKU".
 *
 * After a removal the item leaves the list, the live region says so, and focus moves to the next
 * item's remove button (the previous one's after the last item, the heading when none is left).
 * A removal that failed keeps the item, the live region says so, and focus is back on its remove
 * button.
 *
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it, like `locale` (dates).
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 * @attr skeleton-rows - Placeholder rows while loading (default 3).
 *
 * @event sf-load - The alerts rendered: `detail.result` is the validated list of subscriptions.
 * @event sf-error - A request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state), or parts were left out: invalid items, or those beyond a list's first 500 (`kind: 'dropped'`, `dropped` with each part's path and reason).
 * @event sf-back-in-stock-remove - A subscription was removed: `{id}` (after the proxy accepted it).
 *
 * @slot heading - Replaces the heading's text.
 * @slot empty - Shown when there are no alerts.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart list - The list of alerts.
 * @csspart subscription - One alert.
 * @csspart subscription-sku - The product's name (its SKU without `productLookup`).
 * @csspart subscription-image - The product's image (decorative: its name is beside it).
 * @csspart subscription-date - When it was created.
 * @csspart remove-button - Its remove button.
 * @csspart status - The live region that announces a removal (`status-error` when it failed).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-back-in-stock-min-height=14em] - Height reserved while loading; once loaded, as tall as the content.
 * @cssproperty [--sf-color-accent=#1a56db] - Remove buttons, focus ring.
 * @cssproperty [--sf-color-border=#dadce0] - Item borders.
 * @cssproperty [--sf-color-surface=transparent] - Item background.
 * @cssproperty [--sf-color-muted=#5f6368] - Dates, states.
 * @cssproperty [--sf-color-sale=#b3261e] - Error marks.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfBackInStock extends SfAccountElement<LoadedBy<typeof fetchBackInStock>> {
  static override styles = [baseTheme, engageStyles, backInStockStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    headingLevel: { type: Number, attribute: 'heading-level' },
    skeletonRows: { type: Number, attribute: 'skeleton-rows' },
    strings: { attribute: false },
    productLookup: { attribute: false },
    removing: { state: true, attribute: false },
    removed: { state: true, attribute: false },
    status: { state: true, attribute: false },
    statusFailed: { state: true, attribute: false },
  };

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** Placeholder rows while loading. */
  skeletonRows = 3;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  /** Turns a SKU into the product's name and image (see above); set before the element loads. */
  declare productLookup?: ProductLookup;

  /** What `productLookup` said of each SKU of the current list. */
  private products: ReadonlyMap<string, ProductSummary> = new Map();

  /** Ids being removed (changed by a removal, ../account-actions.ts). */
  private removing: ReadonlySet<string> = new Set();
  /** Removed here since the last fetch: left out of the list without fetching it again. */
  private removed: ReadonlySet<string> = new Set();
  /** The live region's text. */
  private status = '';
  /** Whether it tells a failure. */
  private statusFailed = false;

  readonly #config = new EngageConfigController(this);

  private readonly data = new EngageDataController(this, {
    config: this.#config,
    load: async (base, signal) => {
      const result = await fetchBackInStock(base, signal);
      // Looked up before rendering, so names and images arrive with the list (no later shift).
      this.products = await lookUpProducts(
        result.data.map((subscription) => subscription.sku),
        this.productLookup,
        signal,
      );
      this.removed = new Set();
      return result;
    },
    clear: () => this.clear(),
  });

  /** Drops what was removed here and what the live region says. */
  private readonly clear = () => {
    this.removing = new Set();
    this.removed = new Set();
    this.status = '';
    this.statusFailed = false;
  };

  /** Fetches the subscriptions again. */
  refresh(): Promise<unknown> {
    return this.data.refresh();
  }

  /** The subscriptions shown. */
  private get visible(): BackInStockSubscription[] {
    return (this.data.value ?? []).filter((subscription) => !this.removed.has(subscription.id));
  }

  private readonly onRemove = (subscription: BackInStockSubscription) => {
    if (this.removing.has(subscription.id)) return;
    const label = this.label(subscription);
    this.removing = new Set([...this.removing, subscription.id]);
    this.status = '';
    void startAction(this, this.#config, this.data.contact, this.clear, (actions, action) =>
      actions.remove(this, action, subscription, label),
    );
  };

  /** The product's name, else the SKU. */
  private label(subscription: BackInStockSubscription): string {
    return this.products.get(subscription.sku)?.name ?? subscription.sku;
  }

  private renderList(): TemplateResult {
    const strings = this.#config.strings();
    const subscriptions = this.visible;
    if (!subscriptions.length) return renderEmpty(strings.backInStockEmpty);
    const context = {
      strings,
      format: {
        locale: this.#config.locale(),
        currency: undefined,
      },
      removing: this.removing,
      products: this.products,
      onRemove: this.onRemove,
    };
    return html`<ul part="list" class="list" aria-labelledby="heading">
      ${subscriptions.map((subscription) => renderSubscription(subscription, context))}
    </ul>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    preloadActions();
  }

  override render() {
    const strings = this.#config.strings();
    const skeleton = () => renderEngageSkeleton(this.skeletonRows);
    return html`${renderHeading(this.headingLevel, strings.backInStockHeading)}
    ${this.data.render({
      skeleton,
      complete: () => this.renderList(),
    })}
    ${renderStatus(this.status, this.statusFailed)}`;
  }
}
