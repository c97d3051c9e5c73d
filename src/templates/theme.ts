/**
 * The theme every element shares. Shops restyle through these custom properties (set them on
 * `sf-storefront`, on an element, or on `:root`); fonts and text colour are inherited from the page.
 * Every element documents them with `@cssproperty`.
 *
 * --sf-color-text          text (default: inherited `currentColor`)
 * --sf-color-muted         secondary text: brand, list price, captions (#5f6368)
 * --sf-color-surface       card and panel background (transparent)
 * --sf-color-border        borders and skeletons (#dadce0)
 * --sf-color-accent        buttons, focus, links (#1a56db)
 * --sf-color-on-accent     text on the accent colour (#fff)
 * --sf-color-sale          selling price below the list price (#b3261e)
 * --sf-color-skeleton      loading placeholders (#eceef1)
 * --sf-color-rating        filled rating stars (#b45309)
 * --sf-radius              corner radius (8px)
 * --sf-gap                 space between cards and parts (16px)
 * --sf-card-width          card width in carousels, minimum in grids (13.75em: 220px in 16px text,
 *                          growing with the text; never wider than the list)
 * --sf-image-aspect-ratio  product image box (4 / 5)
 * --sf-font-size-small     small text (0.875em)
 * --sf-focus-ring          focus outline (2px solid var(--sf-color-accent))
 * --sf-badge-<theme>-bg / --sf-badge-<theme>-color  per badge theme: none, sale, discount, new,
 *                          theme-1, theme-2, theme-3
 */
import { css } from 'lit';
import { baseTheme } from './base-theme.ts';

export const themeStyles = css`
  ${baseTheme}
  :host {
    --_rating: var(--sf-color-rating, #b45309);
    --_card-width: var(--sf-card-width, 13.75em);
    --_aspect: var(--sf-image-aspect-ratio, 4 / 5);
  }
`;
