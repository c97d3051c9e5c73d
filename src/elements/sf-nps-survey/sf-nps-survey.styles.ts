import { css } from 'lit';

export const npsSurveyStyles = css`
  /* Nothing loads before the contact acts: the height is reserved in every state, so the
     outcome keeps the form's place. */
  :host {
    min-height: var(--sf-nps-survey-min-height, 12em);
  }
  .form {
    display: grid;
    gap: calc(var(--_gap) * 0.75);
  }
  .fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .question {
    padding: 0;
    font-weight: 600;
  }
  .fieldset .meta {
    margin: 0.25em 0 0.75em;
  }
  .grades {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .grade {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    min-width: 3.25em;
    min-height: 2.5em;
    box-sizing: border-box;
    padding: 0 0.6em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .grade input {
    margin: 0;
    accent-color: var(--_accent);
  }
  .grade:has(input:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
`;
