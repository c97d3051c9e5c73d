import { css } from 'lit';

export const backInStockStyles = css`
  :host {
    --_min-height: var(--sf-back-in-stock-min-height, 14rem);
    --_row-height: 4rem;
  }
  .row {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 0.5em var(--_gap);
  }
  .row-text {
    display: grid;
    gap: 0.25em;
  }
  .heading:focus {
    outline: none;
  }
`;
