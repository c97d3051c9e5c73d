/** Styles of `renderList` and its states; used with `themeStyles` and `cardStyles`. */
import { css } from 'lit';
import { stepButtonLook } from './step-button.ts';

export const listStyles = css`
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: calc(var(--_gap) / 2) var(--_gap);
    margin-block-end: calc(var(--_gap) * 0.75);
  }
  .label {
    margin: 0;
    font-size: 1.25em;
    font-weight: 600;
    line-height: 1.3;
  }
  .skeleton-label {
    color: transparent;
    background: var(--_skeleton);
    border-radius: var(--_radius);
    width: fit-content;
  }
  /* At least 24 × 24 px to tap (WCAG 2.2, 2.5.8). */
  .show-more {
    display: inline-flex;
    align-items: center;
    min-block-size: 24px;
    color: var(--_accent);
    font-size: var(--_small);
  }
  .sponsored-by {
    flex-basis: 100%;
    margin: 0;
    color: var(--_muted);
    font-size: var(--_small);
  }
  .carousel {
    position: relative;
  }
  .viewport {
    position: relative;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 4px;
    scrollbar-width: thin;
    /*
     * Room for focus rings inside the scroller; the scroll padding keeps snapping aligned. Only
     * the block margin is negative: an inline one would push past the host and give a page
     * without side padding a horizontal scrollbar.
     */
    padding: 4px;
    margin-block: -4px;
  }
  .slides,
  .grid {
    list-style: none;
    margin: 0;
    padding: 0;
    gap: var(--_gap);
  }
  .slides {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: min(var(--_card-width), 100%);
  }
  .slide {
    scroll-snap-align: start;
    min-width: 0;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(var(--_card-width), 100%), 1fr));
  }
  .cell {
    min-width: 0;
  }
  /*
   * In a grid the card fills its cell; the cell's minimum is the card width. The skeleton's cards
   * sit in the grid itself and fill their cells the same way, so the list keeps its height.
   */
  .cell > .card,
  .grid > .card {
    inline-size: 100%;
  }
  .control {
    position: absolute;
    z-index: 1;
    inset-block-start: calc(var(--_card-width) * 0.6);
    transform: translateY(-50%);
    ${stepButtonLook}
    width: 2.5em;
    height: 2.5em;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
  }
  /* The glyph's size, not the button's: the card width above is in the list's \`em\`. */
  .control span {
    font-size: 1.5em;
  }
  .control[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  /*
   * Inside the list's box: a control past its edge would widen a page without side padding (a
   * horizontal scrollbar on a phone).
   */
  .previous {
    inset-inline-start: 0.25em;
  }
  .next {
    inset-inline-end: 0.25em;
  }
  .empty,
  .error {
    margin: 0;
    padding: var(--_gap);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    color: var(--_muted);
    text-align: center;
  }
  .error {
    color: var(--_sale);
    border-style: solid;
  }
  @media (prefers-reduced-motion: no-preference) {
    .viewport {
      scroll-behavior: smooth;
    }
  }
`;
