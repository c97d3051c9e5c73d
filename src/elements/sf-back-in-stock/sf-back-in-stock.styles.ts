import { css } from 'lit';

export const backInStockStyles = css`
  :host {
    --_min-height: var(--sf-back-in-stock-min-height, 14em);
    --_row-height: 4em;
  }
  .row {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.5em var(--_gap);
  }
  .row-text {
    grid-column: 2;
    display: grid;
    gap: 0.25em;
  }
  .product-image {
    width: 3.5em;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
    background: var(--_skeleton);
  }
  .heading:focus {
    outline: none;
  }
`;
