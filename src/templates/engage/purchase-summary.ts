/**
 * The purchase summary: four figures (amount, number of purchases, average receipt, purchase
 * frequency) for all time, the last 12 and the last 24 months, as a table with row and column
 * headers; amounts in the configured currency.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PurchaseHistorySummary } from '../../api/schemas/engage.ts';
import type { SfStrings } from '../strings.ts';
import { formatAmount, formatDate, formatNumber, type EngageFormat } from './format.ts';

export type PurchasePeriod = 'all' | 'year' | 'twoYears';
export type PurchaseMetric = 'amount' | 'count' | 'average' | 'frequency';

export const PURCHASE_PERIODS: readonly PurchasePeriod[] = ['all', 'year', 'twoYears'];
export const PURCHASE_METRICS: readonly PurchaseMetric[] = [
  'amount',
  'count',
  'average',
  'frequency',
];

const SUFFIX: Record<PurchasePeriod, 'All' | 'LastYear' | 'LastTwoYears'> = {
  all: 'All',
  year: 'LastYear',
  twoYears: 'LastTwoYears',
};

/** The summary's value of one metric over one period. */
export function purchaseValue(
  summary: PurchaseHistorySummary,
  metric: PurchaseMetric,
  period: PurchasePeriod,
): number | undefined {
  const suffix = SUFFIX[period];
  switch (metric) {
    case 'amount':
      return summary[`purchaseAmount${suffix}`];
    case 'count':
      return summary[`numberOfArticlePurchases${suffix}`];
    case 'average':
      return summary[`averageReceipt${suffix}`];
    case 'frequency':
      return summary[`purchaseFrequency${suffix}`];
  }
}

/** One cell's text, formatted for its metric; a missing figure is a dash. */
export function formatPurchaseValue(
  value: number | undefined,
  metric: PurchaseMetric,
  format: EngageFormat,
): string {
  const text =
    metric === 'amount' || metric === 'average'
      ? formatAmount(value, format)
      : formatNumber(value, format, metric === 'frequency' ? 1 : 0);
  return text ?? '–';
}

export function renderPurchaseSummary(
  summary: PurchaseHistorySummary,
  strings: SfStrings,
  format: EngageFormat,
): TemplateResult {
  const updated = formatDate(summary.lastUpdated, format);
  const latest = formatDate(summary.latestReceiptDate, format);
  return html`<table part="table" class="table" aria-labelledby="heading">
      <thead>
        <tr>
          <td></td>
          ${PURCHASE_PERIODS.map(
            (period) =>
              html`<th part="period" scope="col" data-period=${period}>
                ${strings.purchasePeriod(period)}
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${PURCHASE_METRICS.map(
          (metric) =>
            html`<tr part="metric" data-metric=${metric}>
              <th part="metric-name" scope="row">${strings.purchaseMetric(metric)}</th>
              ${PURCHASE_PERIODS.map(
                (period) =>
                  html`<td
                    part="value"
                    data-period=${period}
                    data-label=${strings.purchasePeriod(period)}
                  >
                    ${formatPurchaseValue(purchaseValue(summary, metric, period), metric, format)}
                  </td>`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
    ${
      updated || latest
        ? html`<p part="updated" class="meta">
            ${[
              latest ? strings.purchaseLatest(latest) : '',
              updated ? strings.purchaseUpdated(updated) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>`
        : nothing
    }`;
}
