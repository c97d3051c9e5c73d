/**
 * Styles for product cards, for any shadow root that renders `renderProductCard`; one that renders
 * `renderCardSkeleton` too adds `cardSkeletonStyles` (card-skeleton.styles.ts), which a lone
 * `<sf-product-card>` never needs. They include the shared theme (theme.ts), so a shadow root
 * needs only these. Every row of the card has a fixed height, so a card and its
 * skeleton have exactly the same size: `--sf-card-width` wide, the image box
 * `--sf-image-aspect-ratio`, the text rows in `em` of the inherited font size.
 *
 * Containers that size cards themselves (a grid cell) may override `.card { inline-size: … }`.
 */
import { css } from 'lit';
import { placeholderStyles } from './placeholder.styles.ts';
import { themeStyles } from './theme.ts';

export const cardStyles = css`
  ${themeStyles}
  ${placeholderStyles}

  .card {
    position: relative;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    gap: 0.5em;
    flex: none;
    inline-size: var(--_card-width);
    max-inline-size: 100%;
    background: var(--_surface);
    border-radius: var(--_radius);
    color: var(--_text);
    line-height: 1.3;
    text-align: start;
  }
  .card p {
    margin: 0;
  }

  /* Image box: reserves the aspect ratio before any image loads. */
  .media {
    position: relative;
    aspect-ratio: var(--_aspect);
    overflow: hidden;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .image-link {
    display: block;
    position: absolute;
    inset: 0;
  }
  .image {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: opacity 0.2s ease;
  }
  .swap-image {
    opacity: 0;
  }
  .card:hover .swap-image,
  .card:focus-within .swap-image {
    opacity: 1;
  }
  .out-of-stock .image {
    filter: grayscale(1);
    opacity: 0.6;
  }

  /*
   * Text rows: set heights (empty rows keep theirs), so every card and skeleton align. Each is a
   * least height: a row grows with what it holds when the shopper's own styles space text out
   * (WCAG 1.4.12: line height, paragraph spacing), rather than clipping it away.
   */
  .info {
    display: grid;
    grid-template-areas: 'brand' 'name' 'price' 'rating' 'variants' 'status';
    grid-template-rows:
      minmax(1.3em, auto) minmax(2.6em, auto) minmax(1.4em, auto) minmax(1.3em, auto)
      minmax(1.75em, auto) minmax(1.5em, auto);
    row-gap: 0.25em;
    min-inline-size: 0;
  }
  /* With quick-add, one more fixed row, of two lines (the size select, then the button: each
     keeps its words in a 220 px card): cards and their skeletons still align. */
  .with-quick-add .info {
    grid-template-areas: 'brand' 'name' 'price' 'rating' 'variants' 'status' 'actions';
    grid-template-rows:
      minmax(1.3em, auto) minmax(2.6em, auto) minmax(1.4em, auto) minmax(1.3em, auto)
      minmax(1.75em, auto) minmax(1.5em, auto) minmax(4.75em, auto);
  }
  .info > * {
    min-inline-size: 0;
    overflow: hidden;
  }
  /* The rows clip (the name's two lines, a swatch row): a focus ring drawn inside its control
     stays whole (WCAG 2.4.7; the name link's ring was cut off entirely). */
  .info :focus-visible {
    outline-offset: -2px;
  }

  /* Quick add's row, in cards and their skeletons (the form's looks: card-extras.ts). The
     favourite's heart draws its own outline and fill (heart.ts): no rules here. */
  .actions {
    grid-area: actions;
    /* Room for focus rings inside the clipped row. */
    padding: 2px;
    margin: -2px;
  }
  .brand {
    grid-area: brand;
    color: var(--_muted);
    font-size: var(--_small);
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .name {
    grid-area: name;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    font-weight: 600;
  }
  /* The name link fills its two-line row: a tap target of at least 24 px even for one line. */
  .name > .link {
    display: block;
    min-block-size: 100%;
  }
  .link {
    color: inherit;
    text-decoration: none;
  }
  .link:hover {
    text-decoration: underline;
  }
  .price {
    grid-area: price;
    white-space: nowrap;
    text-overflow: ellipsis;
    line-height: 1.4;
  }
  .selling-price {
    font-weight: 600;
  }
  .selling-price.sale {
    color: var(--_sale);
  }
  .list-price {
    margin-inline-start: 0.25em;
    color: var(--_muted);
    font-size: var(--_small);
  }
  .rating {
    grid-area: rating;
    font-size: var(--_small);
  }
  .stars::before {
    content: '\\2605\\2605\\2605\\2605\\2605';
    letter-spacing: 0.1em;
    /* The text is transparent to show the gradient, so the fill cannot be currentColor. */
    background: linear-gradient(
      var(--_inline-end, 90deg),
      var(--_rating) var(--_fill),
      var(--_border) var(--_fill)
    );
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  /* Filled from the inline start: from the right in right-to-left text. */
  .stars:dir(rtl) {
    --_inline-end: 270deg;
  }
  /* High contrast would drop the fill (a background) and show five whole stars: the fill is
     content, drawn in the shopper's own text colours (accessibility audit s34, F2). */
  @media (forced-colors: active) {
    .stars::before {
      forced-color-adjust: none;
      --_rating: CanvasText;
      --_border: GrayText;
    }
  }

  /* Swatches, siblings (revealed on hover where a mouse hovers; always shown on touch) and "+N". */
  .variants {
    grid-area: variants;
    display: flex;
    align-items: center;
    gap: 0.375em;
  }
  .siblings {
    display: flex;
    align-items: center;
    gap: 0.375em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (hover: hover) {
    .siblings {
      opacity: 0;
      transition: opacity 0.15s ease;
    }
    .card:hover .siblings,
    .card:focus-within .siblings {
      opacity: 1;
    }
  }
  /* 24 × 24 px to tap (WCAG 2.2, 2.5.8) around a swatch of 1.25em. */
  .sibling {
    display: flex;
    place-content: center;
    align-items: center;
    box-sizing: border-box;
    min-inline-size: 24px;
    min-block-size: 24px;
    border-radius: 50%;
  }
  .sibling-thumbnail {
    inline-size: 1.25em;
    block-size: 1.25em;
    border-radius: 50%;
    object-fit: cover;
  }
  /* A swatch's colours are the product's: high contrast keeps them (forced-color-adjust). */
  .swatch {
    box-sizing: border-box;
    display: inline-flex;
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
    overflow: hidden;
    border: 1px solid var(--_border);
    border-radius: 50%;
    forced-color-adjust: none;
  }
  .segment {
    flex: 1;
  }
  .swatch-silver {
    background: linear-gradient(135deg, #8d8d8d, #f4f4f4 45%, #a9a9a9 60%, #e6e6e6);
  }
  .swatch-gold {
    background: linear-gradient(135deg, #9c7400, #ffe58a 45%, #c19a2e 60%, #f5cf3b);
  }
  .swatch-multi {
    background: conic-gradient(#e53935, #fdd835, #43a047, #1e88e5, #8e24aa, #e53935);
  }
  .swatch-transparent {
    background: repeating-conic-gradient(#d0d0d0 0 25%, #fff 0 50%) 50% / 0.5em 0.5em;
  }
  .swatch-missing-colors {
    background: linear-gradient(
      to top right,
      #fff calc(50% - 1px),
      var(--_muted) 50%,
      #fff calc(50% + 1px)
    );
  }
  .remaining {
    color: var(--_muted);
    font-size: var(--_small);
  }

  /* Sponsored marking, out of stock, secondary badges. */
  .status {
    grid-area: status;
    display: flex;
    align-items: center;
    gap: 0.5em;
    font-size: var(--_small);
    white-space: nowrap;
  }
  .sponsored-label,
  .out-of-stock-label {
    color: var(--_muted);
  }

  /* Badges: primary over the image, secondary in the status row. */
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /*
   * The status row has one line: badges that do not fit shrink to an ellipsis, never wrapped over
   * the swatches nor cut mid-word (their words stay whole for assistive technology).
   */
  .status .badges {
    flex-wrap: nowrap;
    min-inline-size: 0;
    overflow: hidden;
  }
  .status .badge {
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .badges-primary {
    position: absolute;
    inset-block-start: 0.5em;
    inset-inline-start: 0.5em;
    inset-inline-end: 0.5em;
    pointer-events: none;
  }
  .badge {
    padding: 0.125em 0.5em;
    border-radius: calc(var(--_radius) / 2);
    font-size: var(--_small);
    font-weight: 600;
    line-height: 1.3;
    background: var(--_badge-bg);
    color: var(--_badge-color);
  }
  .badge-none {
    --_badge-bg: var(--sf-badge-none-bg, #eceef1);
    --_badge-color: var(--sf-badge-none-color, #202124);
  }
  .badge-sale {
    --_badge-bg: var(--sf-badge-sale-bg, #b3261e);
    --_badge-color: var(--sf-badge-sale-color, #fff);
  }
  .badge-discount {
    --_badge-bg: var(--sf-badge-discount-bg, #fce8e6);
    --_badge-color: var(--sf-badge-discount-color, #8c1d18);
  }
  .badge-new {
    --_badge-bg: var(--sf-badge-new-bg, #1a56db);
    --_badge-color: var(--sf-badge-new-color, #fff);
  }
  .badge-theme-1 {
    --_badge-bg: var(--sf-badge-theme-1-bg, #0b6e4f);
    --_badge-color: var(--sf-badge-theme-1-color, #fff);
  }
  .badge-theme-2 {
    --_badge-bg: var(--sf-badge-theme-2-bg, #6b3fa0);
    --_badge-color: var(--sf-badge-theme-2-color, #fff);
  }
  .badge-theme-3 {
    --_badge-bg: var(--sf-badge-theme-3-bg, #202124);
    --_badge-color: var(--sf-badge-theme-3-color, #fff);
  }
`;
