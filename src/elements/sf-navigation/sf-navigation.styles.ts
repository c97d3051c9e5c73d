import { css } from 'lit';

/** The element around the menu: its states and the narrow-viewport "Menu" toggle. */
export const navigationElementStyles = css`
  :host {
    display: block;
  }
  .menu-button {
    display: none;
  }
  .skeleton,
  .error,
  .empty {
    display: flex;
    align-items: center;
    gap: var(--_gap);
    min-height: var(--_nav-row);
    box-sizing: border-box;
  }
  .skeleton span {
    width: 5em;
    height: 1em;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .error,
  .empty {
    padding: 0 0.75em;
    color: var(--_muted);
  }
  .error {
    border-inline-start: 3px solid var(--_sale);
  }

  @media (max-width: 767px) {
    .menu-button {
      display: flex;
    }
    .menu:not(.open) {
      display: none;
    }
    .skeleton span:not(:first-child) {
      display: none;
    }
  }
`;
