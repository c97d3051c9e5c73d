import { css } from 'lit';

export const challengesStyles = css`
  :host {
    --_min-height: var(--sf-challenges-min-height, 20em);
    --_row-height: 6.5em;
  }
  .description {
    margin: 0;
  }
  .progress-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.75em;
  }
  progress {
    flex: 1 1 8em;
    /* Narrower than its own width (10 em of small text) on a phone at 200 % text (Firefox). */
    min-width: 0;
    max-width: 16em;
    height: 0.6em;
    accent-color: var(--_accent);
  }
  .completed {
    margin: 0;
    font-weight: 600;
  }
  .completed::before {
    content: '✓' / '';
    margin-inline-end: 0.35em;
  }
  .consent-text {
    padding: 0.5em 0.75em;
    border-inline-start: 3px solid var(--_border);
    font-size: var(--_small);
  }
  .consent-text p {
    margin: 0.25em 0;
  }
  .join-row {
    display: flex;
    align-items: flex-start;
    gap: 0.5em;
  }
  .join-row input {
    accent-color: var(--_accent);
  }
  .join-row label {
    padding-top: 0.1em;
  }
`;
