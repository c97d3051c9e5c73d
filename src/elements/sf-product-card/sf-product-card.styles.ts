import { css } from 'lit';
import { cardStyles } from '../../templates/card.styles.ts';

export const productCardStyles = [
  cardStyles,
  css`
    :host {
      display: inline-block;
      vertical-align: top;
      max-inline-size: 100%;
    }
  `,
];
