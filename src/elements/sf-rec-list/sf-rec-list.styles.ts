import { css } from 'lit';
import { cardSkeletonStyles } from '../../templates/card-skeleton.styles.ts';
import { cardStyles } from '../../templates/card.styles.ts';
import { listStyles } from '../../templates/list.styles.ts';

/** Cards (with the theme), the list layouts, and the host. */
export const recListStyles = [
  cardStyles,
  cardSkeletonStyles,
  listStyles,
  css`
    :host {
      display: block;
    }
  `,
];
