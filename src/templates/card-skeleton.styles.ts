/**
 * The card skeleton's looks (`renderCardSkeleton`): the card's boxes (card.styles.ts) as
 * placeholders. Apart from the card's styles so that `<sf-product-card>`, which never shows a
 * skeleton, does not carry them; shadow roots that render skeletons (lists, pages) add them after
 * `cardStyles`.
 */
import { css } from 'lit';

export const cardSkeletonStyles = css`
  .skeleton .bar {
    display: block;
    align-self: center;
    block-size: 0.9em;
    border-radius: 0.25em;
    background: var(--_skeleton);
  }
  .skeleton .bar.name {
    align-self: stretch;
    inline-size: 90%;
  }
  .skeleton .bar.brand {
    inline-size: 40%;
  }
  .skeleton .bar.price {
    inline-size: 35%;
  }
  .skeleton .bar.rating {
    inline-size: 50%;
  }
  .skeleton .bar.variants {
    inline-size: 30%;
  }
  .skeleton .bar.status {
    inline-size: 25%;
  }
  .skeleton .bar.actions {
    align-self: stretch;
    block-size: auto;
    inline-size: 100%;
  }
  @media (prefers-reduced-motion: no-preference) {
    .skeleton .media,
    .skeleton .bar {
      animation: sf-skeleton-pulse 1.5s ease-in-out infinite;
    }
  }
  @keyframes sf-skeleton-pulse {
    50% {
      opacity: 0.55;
    }
  }
`;
