import { css } from 'lit';

export const consentsStyles = css`
  :host {
    --_min-height: var(--sf-consents-min-height, 12rem);
    --_row-height: 5rem;
  }
  .consent-condition {
    margin: 0;
  }
  a {
    color: var(--_accent);
    overflow-wrap: anywhere;
  }
`;
