import { html } from 'lit';
import { fetchPurchaseSummary } from '../../api/engage-client.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { EngageDataController } from '../../controllers/engage-data.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import { renderPurchaseSummary } from '../../templates/engage/purchase-summary.ts';
import { renderEmpty, renderEngageSkeleton, renderHeading } from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import '../../events.ts';
import { purchaseSummaryStyles } from './sf-purchase-summary.styles.ts';
import type { LoadedBy } from '../../events.ts';

/**
 * @summary The signed-in contact's purchase summary: purchase amount, number of purchases, average
 * receipt and purchase frequency over all time, the last 12 and the last 24 months.
 *
 * A contact whose figures are not calculated yet (404 `RetailKpiNotCalculated`) gets the empty
 * state and `sf-load` with `result: null`, not an error.
 *
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it, like `locale` and `currency` (amounts are formatted with `Intl` in that currency).
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 *
 * @event sf-load - The summary rendered: `detail.result` is the validated summary, or `null` when it is not calculated yet.
 * @event sf-error - The request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state).
 *
 * @slot heading - Replaces the heading's text.
 * @slot empty - Shown when the summary is not calculated yet.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart table - The table of figures (periods as columns, metrics as rows).
 * @csspart period - A column header (all time, last 12 months, last 24 months).
 * @csspart metric - A row.
 * @csspart metric-name - A row header.
 * @csspart value - A figure.
 * @csspart updated - The latest purchase and last update dates.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-purchase-summary-min-height=16em] - Height reserved while loading; once loaded, as tall as the content.
 * @cssproperty [--sf-color-border=#dadce0] - Table rules.
 * @cssproperty [--sf-color-muted=#5f6368] - Dates, states.
 * @cssproperty [--sf-color-sale=#b3261e] - Error mark.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 */
export class SfPurchaseSummary extends SfAccountElement<LoadedBy<
  typeof fetchPurchaseSummary
> | null> {
  static override styles = [baseTheme, engageStyles, purchaseSummaryStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    headingLevel: { type: Number, attribute: 'heading-level' },
    strings: { attribute: false },
  };

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  readonly #config = new EngageConfigController(this);

  private readonly data = new EngageDataController(this, {
    config: this.#config,
    load: async (base, signal) => {
      const { data, dropped } = await fetchPurchaseSummary(base, signal);
      return { data: data ?? null, dropped };
    },
  });

  /** Fetches the summary again. */
  refresh(): Promise<unknown> {
    return this.data.refresh();
  }

  override render() {
    const strings = this.#config.strings();
    const format = {
      locale: this.#config.locale(),
      currency: this.#config.currency(),
    };
    // Four rows of figures and the dates line.
    const skeleton = () => renderEngageSkeleton(4);
    return html`${renderHeading(this.headingLevel, strings.purchaseSummaryHeading)}
    ${this.data.render({
      skeleton,
      complete: (summary) =>
        summary
          ? renderPurchaseSummary(summary, strings, format)
          : renderEmpty(strings.purchaseSummaryEmpty),
    })}`;
  }
}
