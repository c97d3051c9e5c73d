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
  /* A phone: each metric's name on a line of its own above its three figures, so that each
     figure has a third of the width and stays on one line; headers wrap between words only (the
     theme's overflow-wrap: anywhere would also let the table squeeze them mid-word). Rows drawn
     as grids keep their table semantics. The empty corner cell stays, as a line of its own: with
     display: none it would leave the accessibility tree, and the column headers would stand over
     the wrong columns. */
  @container (max-width: 30em) {
    .table {
      font-size: var(--_small);
    }
    tr {
      display: grid;
      grid-template-columns: repeat(3, 1fr);
    }
    th,
    td {
      padding: 0.45em 0.25em;
      overflow-wrap: normal;
    }
    thead td,
    th[scope='row'] {
      grid-column: 1 / -1;
      padding-bottom: 0;
      border: 0;
    }
    td {
      white-space: nowrap;
    }
  }
  /* Narrower still in the element's own text (a phone at 200 % text): three figures side by side
     no longer fit. One figure a line, its period's name drawn before it (hidden from assistive
     technology, which has the column header); the column headers stay in the table, unseen (the
     theme's .visually-hidden, repeated: gzip takes the copy for a few bytes). */
  @container (max-width: 18em) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    tr {
      grid-template-columns: 1fr;
    }
    td {
      display: flex;
      flex-wrap: wrap;
      justify-content: end;
      column-gap: 1em;
    }
    td::before {
      content: attr(data-label) / '';
      flex-grow: 1;
      white-space: normal;
      text-align: start;
    }
  }
`;
