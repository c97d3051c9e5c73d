import { css } from 'lit';

/**
 * The navigation menu: a bar of top-level items whose submenus drop down over the page (so
 * opening one shifts nothing), stacked into one column on narrow viewports (≤767px).
 */
export const navigationStyles = css`
  :host {
    --_nav-row: var(--sf-nav-row-height, 2.75em);
    --_nav-surface: var(--sf-nav-surface, Canvas);
    --_nav-submenu-width: var(--sf-nav-submenu-width, 14em);
    --_nav-icon: var(--sf-nav-icon-size, 1.25em);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .menu {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 calc(var(--_gap) / 4);
    min-height: var(--_nav-row);
  }
  .item {
    position: relative;
  }
  .link,
  .text,
  .toggle,
  .label-item {
    display: flex;
    align-items: center;
    gap: 0.4em;
    min-height: var(--_nav-row);
    box-sizing: border-box;
    padding: 0 0.75em;
    border-radius: var(--_radius);
    color: inherit;
    font: inherit;
    text-decoration: none;
  }
  .toggle {
    border: 0;
    background: none;
    cursor: pointer;
  }
  .link:hover,
  .toggle:hover {
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }
  .link[aria-current='page'] {
    color: var(--_accent);
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  .label-item {
    color: var(--_muted);
    font-size: var(--_small);
  }
  /* A label's row is as tall as the others: its own \`em\` is the small text's. */
  .item:has(> .label-item) {
    display: flex;
    align-items: center;
    min-height: var(--_nav-row);
  }
  .badge {
    padding: 0.1em 0.5em;
    border-radius: 999px;
    background: var(--_accent);
    color: var(--_on-accent);
    font-size: var(--_small);
    font-weight: 600;
    line-height: 1.4;
  }
  .icon {
    width: var(--_nav-icon);
    height: var(--_nav-icon);
    flex: none;
    object-fit: contain;
  }
  .chevron {
    width: 0.45em;
    height: 0.45em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  .toggle[aria-expanded='true'] .chevron {
    transform: translateY(25%) rotate(-135deg);
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .toggle-icon {
    justify-content: center;
    min-width: var(--_nav-row);
  }
  .submenu[hidden] {
    display: none;
  }
  .submenu.level-1 {
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    z-index: var(--sf-nav-z-index, 10);
    min-width: var(--_nav-submenu-width);
    padding: calc(var(--_gap) / 4);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_nav-surface);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.12);
  }
  .submenu:not(.level-1) {
    padding-inline-start: 0.75em;
  }

  @media (max-width: 767px) {
    .menu {
      flex-direction: column;
      align-items: stretch;
    }
    .submenu.level-1 {
      position: static;
      min-width: 0;
      border: 0;
      box-shadow: none;
      padding: 0 0 0 0.75em;
    }
  }
`;
