import { css } from 'lit';

export const unsubscribeStyles = css`
  /* Nothing loads before the contact acts: the height is reserved in every state, so the
     outcome keeps the form's place. */
  :host {
    min-height: var(--sf-unsubscribe-min-height, 9em);
  }
  .prompt {
    margin: 0 0 calc(var(--_gap) * 0.75);
  }
`;
