import { css } from 'lit';

export const purchaseSummaryStyles = css`
  :host {
    --_min-height: var(--sf-purchase-summary-min-height, 16em);
    --_row-height: 2.25em;
    container-type: inline-size;
  }
  .table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.5em 0.75em;
    border-bottom: 1px solid var(--_border);
    text-align: end;
  }
  th[scope='row'],
  thead td {
    text-align: start;
  }
  thead th {
    font-size: var(--_small);
    color: var(--_muted);
    font-weight: 600;
  }
  th[scope='row'] {
    font-weight: 600;
  }
  .meta {
    margin-top: calc(var(--_gap) * 0.5);
  }
  /* A phone: the four columns fit (tighter cells, headers and names wrap) rather than scroll. */
  @container (max-width: 30em) {
    .table {
      table-layout: fixed;
      font-size: var(--_small);
    }
    th,
    td {
      padding: 0.45em 0.25em;
      overflow-wrap: anywhere;
    }
    thead td,
    th[scope='row'] {
      width: 34%;
    }
  }
`;
