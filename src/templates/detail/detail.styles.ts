/** Styles of the product detail templates; used with `themeStyles` and `cardStyles`. */
import { css } from 'lit';

export const detailStyles = css`
  .detail {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_gap) calc(var(--_gap) * 1.5);
    margin-block-end: calc(var(--_gap) * 2);
  }
  /*
   * Wide: the gallery on the left beside everything else, so the gallery's reserved box (known
   * before the product loads) sets the detail's height and nothing below it moves on load.
   */
  @media (min-width: 768px) {
    .detail {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: auto 1fr;
    }
    .detail-media {
      grid-row: span 2;
    }
    .more {
      grid-column: 2;
      align-content: start;
    }
  }
  .frame {
    position: relative;
    aspect-ratio: var(--_aspect);
    overflow: hidden;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .frame img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .swap-image {
    opacity: 0;
    transition: opacity 0.2s;
  }
  /* "2 of 4" over the image's top corner, clear of the thumbnails on its foot. */
  .image-position {
    position: absolute;
    inset-block-start: 8px;
    inset-inline-end: 8px;
    margin: 0;
    padding: 0.125em 0.5em;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.6);
    color: #fff;
    font-size: var(--_small);
    font-variant-numeric: tabular-nums;
  }
  .effect-swap:hover .swap-image {
    opacity: 1;
  }
  .offer .badges-primary {
    position: static;
  }
  .gallery,
  .figure {
    margin: 0;
  }
  /*
   * The caption line is reserved whether or not the image has a caption, and thumbnails lie over
   * the foot of the frame: the gallery has one height for every effect, known before loading.
   */
  .caption {
    margin-block-start: 0.5em;
    min-height: 1.5em;
    line-height: 1.5;
    color: var(--_muted);
    font-size: var(--_small);
  }
  .effect-gallery {
    position: relative;
  }
  .thumbnails,
  .detail-siblings {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .thumbnails {
    position: absolute;
    inset-inline: 8px;
    /* Above the reserved caption line: on the frame's foot. */
    inset-block-end: calc(0.5em * 0.875 + 1.5em * 0.875 + 8px);
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .thumbnail {
    width: 48px;
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.15);
    aspect-ratio: var(--_aspect);
    padding: 0;
    border: 2px solid transparent;
    border-radius: calc(var(--_radius) / 2);
    background: var(--_skeleton);
    cursor: pointer;
    overflow: hidden;
  }
  .thumbnail[aria-pressed='true'] {
    border-color: var(--_accent);
  }
  .thumbnail img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .summary {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_gap) * 0.75);
    min-width: 0;
  }
  .heading > * {
    margin: 0;
  }
  .product-name {
    font-size: 1.75em;
    line-height: 1.2;
  }
  .product-brand,
  .series,
  .title {
    color: var(--_muted);
  }
  .price {
    margin: 0;
    font-size: 1.25em;
    font-weight: 600;
    /* The selling and list price wrap in large text (a card's price keeps one line). */
    white-space: normal;
  }
  .sale {
    color: var(--_sale);
  }
  .list-price {
    color: var(--_muted);
    font-weight: 400;
  }
  .section-heading {
    margin: 0 0 0.5em;
    font-size: 1em;
  }
  .description {
    margin: 0;
    white-space: pre-line;
  }
  .detail-siblings {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* A swatch alone still gives a target of at least 24 × 24 px (WCAG 2.2, 2.5.8). */
  .detail-sibling {
    display: grid;
    place-items: center;
    min-inline-size: 32px;
    min-block-size: 32px;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    overflow: hidden;
    line-height: 0;
  }
  .detail-sibling img {
    width: 48px;
    height: 60px;
    object-fit: cover;
  }
  .variant-picker {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .variants-legend {
    padding: 0;
    margin-block-end: 0.5em;
    font-weight: 600;
  }
  .variant-options {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .variant {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    padding: 0.4em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }
  .variant:has(input:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .variant.unavailable {
    color: var(--_muted);
    cursor: not-allowed;
  }
  .variant.unavailable .variant-label {
    text-decoration: line-through;
  }
  .variant-stock {
    font-size: var(--_small);
  }
  .stock {
    margin: 0;
    font-size: var(--_small);
  }
  .stock.out-of-stock {
    color: var(--_sale);
  }
  .add-to-cart {
    align-self: start;
    min-height: 2.75em;
    padding: 0.6em 1.5em;
    border: 0;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .purchase-actions {
    display: flex;
    align-items: start;
    gap: 0.5em;
  }
  .detail-favorite {
    display: grid;
    place-items: center;
    inline-size: 2.75em;
    block-size: 2.75em;
    padding: 0;
    font: inherit;
    border: 1px solid var(--_border);
    border-radius: 50%;
    background: transparent;
    color: var(--_sale);
    cursor: pointer;
  }
  .add-to-cart:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .more {
    display: grid;
    gap: var(--_gap);
  }
  .specs {
    margin: 0;
  }
  .specs .row {
    display: grid;
    grid-template-columns: minmax(8em, 1fr) 2fr;
    gap: var(--_gap);
    padding-block: 0.25em;
    border-block-end: 1px solid var(--_border);
  }
  .specs dt {
    color: var(--_muted);
  }
  .specs dd {
    margin: 0;
  }
  /*
   * Narrow: the text is below the gallery, so the placeholder reserves what a detail's text
   * usually takes (heading, offer, sizes and purchase; description and specifications): the lists
   * below move by tens of pixels when it arrives, not by hundreds. Wide, the gallery beside the
   * text sets the height.
   */
  @media not (min-width: 768px) {
    .skeleton-detail .summary {
      min-block-size: 26em;
    }
    .skeleton-detail .more {
      min-block-size: 18em;
    }
  }
  .skeleton-detail .bar {
    display: block;
    height: 1em;
    border-radius: 4px;
    background: var(--_skeleton);
  }
  .skeleton-detail .bar.title {
    height: 2em;
    width: 80%;
  }
  .skeleton-detail .bar.short {
    width: 40%;
  }
  .skeleton-detail .bar.button {
    height: 2.75em;
    width: 10em;
  }
  .error,
  .empty {
    margin: 0 0 var(--_gap);
    padding: var(--_gap);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }
  .error {
    color: var(--_sale);
  }
  /* High contrast replaces the colours: the button keeps an edge, the chosen image an outline. */
  @media (forced-colors: active) {
    .add-to-cart {
      border: 1px solid;
    }
    .thumbnail[aria-pressed='true'] {
      outline: 3px solid;
    }
  }
`;
