import { css } from 'lit';
import { cardStyles } from '../../templates/card.styles.ts';
import { detailStyles } from '../../templates/detail/detail.styles.ts';

/** Price, rating, badge and swatch looks (with the theme) from the card, the detail, the host. */
export const productPageStyles = [
  cardStyles,
  detailStyles,
  css`
    :host {
      display: block;
    }
  `,
];
