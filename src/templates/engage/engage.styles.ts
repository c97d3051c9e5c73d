import { css } from 'lit';

/**
 * What the account elements share: a block that reserves its height while it loads
 * (`--_min-height`, set per element from its `--sf-…-min-height`) and is as tall as its content
 * once loaded (no empty reserved area), the heading, the states, the list rows and buttons.
 * Colours and sizes come from the theme (`--_*` of baseTheme, base-theme.ts).
 */
export const engageStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
  }
  :host([aria-busy]) {
    min-height: var(--_min-height, 12em);
  }
  .heading {
    margin: 0 0 calc(var(--_gap) * 0.75);
    font-size: 1.25em;
    line-height: 1.3;
  }
  .subheading {
    margin: var(--_gap) 0 calc(var(--_gap) * 0.5);
    font-size: 1.05em;
  }
  .skeleton {
    display: grid;
    gap: calc(var(--_gap) * 0.75);
  }
  .skeleton-row {
    display: block;
    height: var(--_row-height, 3.5em);
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .empty,
  .sign-in,
  .error {
    margin: 0;
    padding: var(--_gap);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    color: var(--_muted);
  }
  .error {
    border-style: solid;
    border-inline-start: 3px solid var(--_sale);
  }
  .status {
    margin: calc(var(--_gap) * 0.5) 0 0;
    min-height: 1.5em;
    font-size: var(--_small);
  }
  .status-error {
    color: var(--_sale);
  }
  /* Columns no wider than the element: a progress bar or a long word does not widen them. */
  .list,
  .item {
    grid-template-columns: minmax(0, 1fr);
  }
  .list {
    display: grid;
    gap: calc(var(--_gap) * 0.75);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .item {
    display: grid;
    gap: 0.25em;
    min-height: var(--_row-height, 3.5em);
    box-sizing: border-box;
    padding: calc(var(--_gap) * 0.75);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .item:focus {
    outline: none;
  }
  .item:focus-visible {
    outline: var(--_focus);
  }
  .name {
    margin: 0;
    font-weight: 600;
  }
  .meta {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_small);
  }
  .outcome {
    margin: 0;
    padding: var(--_gap);
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    font-weight: 600;
  }
  .button {
    justify-self: start;
    min-height: 2.5em;
    padding: 0.5em 1.1em;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
    font: inherit;
    cursor: pointer;
  }
  .button:disabled {
    border-color: var(--_border);
    background: transparent;
    color: var(--_muted);
    cursor: not-allowed;
  }
  /* Tap targets of at least 24 × 24 px (WCAG 2.5.8), also on a phone. */
  input[type='checkbox'],
  input[type='radio'] {
    inline-size: 24px;
    block-size: 24px;
    margin: 0;
    flex: none;
  }
  a[part~='consent-link'] {
    display: inline-block;
    min-block-size: 24px;
    line-height: 24px;
  }
  .button.secondary {
    background: transparent;
    color: var(--_accent);
  }
`;
