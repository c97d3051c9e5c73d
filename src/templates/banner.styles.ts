/**
 * Banner styles. `--sf-banner-min-height` (and, when the banners' shape is known,
 * `--sf-banner-aspect-ratio`) reserve the banner's box while the page loads; once the banner is
 * there its own `width`/`height` set the box by aspect ratio, and its `width` caps it: a banner is
 * scaled down to fit, never up past its declared size.
 */
import { css } from 'lit';
import { stepButtonLook } from './step-button.ts';

export const bannerStyles = css`
  .banner {
    border-radius: var(--_radius);
  }
  .banner-strip {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
  }
  .banner-slide {
    display: grid;
    justify-items: center;
    min-inline-size: 0;
    scroll-snap-align: start;
    line-height: 0;
  }
  .banner-link,
  .banner-slide > .banner-image {
    display: block;
    inline-size: 100%;
    max-inline-size: var(--_banner-width, 100%);
  }
  .banner-image {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .banner-fallback {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    min-block-size: 4em;
    padding: 1em;
    line-height: 1.3;
    font-weight: 600;
    text-align: center;
  }
  .banner-link:focus-visible {
    outline: var(--_focus);
    outline-offset: -3px;
  }
  .banner-controls {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.75em;
    margin-block-start: 0.5em;
  }
  .banner-position {
    margin: 0;
    min-inline-size: 4em;
    color: var(--_muted);
    font-size: var(--_small);
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .banner-control {
    ${stepButtonLook}
    /* 2.25em of the text around it (36 px in 16 px text), in the glyph's own 1.25em. */
    inline-size: 1.8em;
    block-size: 1.8em;
    font-size: 1.25em;
  }
  .banner-control:focus-visible {
    outline: var(--_focus);
    outline-offset: 2px;
  }
  .banner-control[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  @media (prefers-reduced-motion: no-preference) {
    .banner-strip {
      scroll-behavior: smooth;
    }
  }
  .banner-skeleton {
    min-height: var(--sf-banner-min-height, 200px);
    aspect-ratio: var(--sf-banner-aspect-ratio, auto);
    background: var(--_skeleton);
  }
`;
