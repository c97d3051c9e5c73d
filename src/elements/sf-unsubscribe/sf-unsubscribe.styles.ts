import { css } from 'lit';

export const unsubscribeStyles = css`
  :host {
    --_min-height: var(--sf-unsubscribe-min-height, 9rem);
  }
  .prompt {
    margin: 0 0 calc(var(--_gap) * 0.75);
  }
`;
