/**
 * Banner styles. `--sf-banner-min-height` (and, when the banners' shape is known,
 * `--sf-banner-aspect-ratio`) reserve the banner's box while the page loads; once the banner is
 * there its own `width`/`height` set the box by aspect ratio.
 */
import { css } from 'lit';

export const bannerStyles = css`
  .banner {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    border-radius: var(--_radius);
  }
  .banner-slide {
    display: block;
    scroll-snap-align: start;
    line-height: 0;
  }
  .banner-image {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .banner-skeleton {
    min-height: var(--sf-banner-min-height, 200px);
    aspect-ratio: var(--sf-banner-aspect-ratio, auto);
    background: var(--_skeleton);
  }
`;
