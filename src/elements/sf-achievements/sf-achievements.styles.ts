import { css } from 'lit';

export const achievementsStyles = css`
  :host {
    --_min-height: var(--sf-achievements-min-height, 12em);
    --_row-height: 3.5em;
  }
`;
