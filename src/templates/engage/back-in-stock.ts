/** Back-in-stock subscriptions: the SKU, when it was added, and a remove button. */
import { html, nothing, type TemplateResult } from 'lit';
import type { BackInStockSubscription } from '../../api/schemas/engage.ts';
import type { SfStrings } from '../strings.ts';
import { formatDate, type EngageFormat } from './format.ts';

export interface BackInStockContext {
  strings: SfStrings;
  format: EngageFormat;
  /** Ids being removed (their buttons are disabled meanwhile). */
  removing: ReadonlySet<string>;
  onRemove: (subscription: BackInStockSubscription) => void;
}

export function renderSubscription(
  subscription: BackInStockSubscription,
  context: BackInStockContext,
): TemplateResult {
  const { strings, format } = context;
  const created = formatDate(subscription.createdOn, format);
  return html`<li part="subscription" class="item row" data-id=${subscription.id}>
    <div class="row-text">
      <p part="subscription-sku" class="name">${strings.backInStockSku(subscription.sku)}</p>
      ${
        created
          ? html`<p part="subscription-date" class="meta">
              <time datetime=${subscription.createdOn ?? ''}
                >${strings.backInStockCreated(created)}</time
              >
            </p>`
          : nothing
      }
    </div>
    <button
      part="remove-button"
      class="button secondary"
      type="button"
      ?disabled=${context.removing.has(subscription.id)}
      @click=${() => context.onRemove(subscription)}
    >
      ${strings.backInStockRemove}<span class="visually-hidden">
        ${strings.backInStockSku(subscription.sku)}</span
      >
    </button>
  </li>`;
}
