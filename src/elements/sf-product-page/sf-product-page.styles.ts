import { css } from 'lit';
import { cardSkeletonStyles } from '../../templates/card-skeleton.styles.ts';
import { cardStyles } from '../../templates/card.styles.ts';
import { detailStyles } from '../../templates/detail/detail.styles.ts';

/** Price, rating, badge and swatch looks (with the theme) from the card, the detail, the host. */
export const productPageStyles = [
  cardStyles,
  cardSkeletonStyles,
  detailStyles,
  css`
    :host {
      display: block;
    }
  `,
];
