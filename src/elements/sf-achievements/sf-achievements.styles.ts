import { css } from 'lit';

export const achievementsStyles = css`
  :host {
    --_min-height: var(--sf-achievements-min-height, 12rem);
    --_row-height: 3.5rem;
  }
`;
