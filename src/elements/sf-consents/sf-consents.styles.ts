import { css } from 'lit';

export const consentsStyles = css`
  :host {
    --_min-height: var(--sf-consents-min-height, 12em);
    --_row-height: 5em;
  }
  .consent-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25em var(--_gap);
  }
  .state {
    margin: 0;
    padding: 0.1em 0.6em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    color: var(--_muted);
    font-size: var(--_small);
  }
  .state[part~='given'] {
    border-color: var(--_accent);
    color: var(--_accent);
  }
  .consent-condition {
    margin: 0;
  }
  a {
    color: var(--_accent);
    overflow-wrap: anywhere;
  }
`;
