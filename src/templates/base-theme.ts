/**
 * The theme's part that every element reads (./theme.ts lists the custom properties): the account
 * elements take only this; `themeStyles`, which the storefront elements take, adds the products'
 * own (rating, card width, image aspect), so an account page does not carry them.
 */
import { css } from 'lit';

export const baseTheme = css`
  :host {
    --_text: var(--sf-color-text, currentColor);
    --_muted: var(--sf-color-muted, #5f6368);
    --_surface: var(--sf-color-surface, transparent);
    --_border: var(--sf-color-border, #dadce0);
    --_accent: var(--sf-color-accent, #1a56db);
    --_on-accent: var(--sf-color-on-accent, #fff);
    --_sale: var(--sf-color-sale, #b3261e);
    --_skeleton: var(--sf-color-skeleton, #eceef1);
    --_radius: var(--sf-radius, 8px);
    --_gap: var(--sf-gap, 16px);
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
