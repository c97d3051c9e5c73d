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
 * --sf-card-width          card width in carousels, minimum in grids (220px)
 * --sf-image-aspect-ratio  product image box (4 / 5)
 * --sf-font-size-small     small text (0.875em)
 * --sf-focus-ring          focus outline (2px solid var(--sf-color-accent))
 * --sf-badge-<theme>-bg / --sf-badge-<theme>-color  per badge theme: none, sale, discount, new,
 *                          theme-1, theme-2, theme-3
 */
import { css } from 'lit';

export const themeStyles = css`
  :host {
    --_text: var(--sf-color-text, currentColor);
    --_muted: var(--sf-color-muted, #5f6368);
    --_surface: var(--sf-color-surface, transparent);
    --_border: var(--sf-color-border, #dadce0);
    --_accent: var(--sf-color-accent, #1a56db);
    --_on-accent: var(--sf-color-on-accent, #fff);
    --_sale: var(--sf-color-sale, #b3261e);
    --_skeleton: var(--sf-color-skeleton, #eceef1);
    --_rating: var(--sf-color-rating, #b45309);
    --_radius: var(--sf-radius, 8px);
    --_gap: var(--sf-gap, 16px);
    --_card-width: var(--sf-card-width, 220px);
    --_aspect: var(--sf-image-aspect-ratio, 4 / 5);
    --_small: var(--sf-font-size-small, 0.875em);
    --_focus: var(--sf-focus-ring, 2px solid var(--_accent));
    color: var(--_text);
    /* A word longer than its box (a long compound, a hostile answer) wraps: no sideways scroll. */
    overflow-wrap: anywhere;
  }
  :host([hidden]) {
    display: none !important;
  }
  :focus-visible {
    outline: var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
