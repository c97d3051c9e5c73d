/**
 * The round previous/next button of the product carousel and of a banner of several images: one
 * markup and one look. `aria-disabled` (not `disabled`) at an end, so the button keeps its focus.
 */
import { css, html, type TemplateResult } from 'lit';

export interface StepButton {
  className: string;
  part: string;
  label: string;
  disabled: boolean;
  glyph: '‹' | '›';
  onClick: (event: Event) => void;
}

export function renderStepButton(button: StepButton): TemplateResult {
  return html`<button
    class=${button.className}
    part=${button.part}
    type="button"
    aria-label=${button.label}
    aria-disabled=${button.disabled ? 'true' : 'false'}
    @click=${(event: Event) => button.disabled || button.onClick(event)}
  >
    <span aria-hidden="true">${button.glyph}</span>
  </button>`;
}

/** The look of a step button: a round control on the shop's control colours. */
export const stepButtonLook = css`
  display: grid;
  place-items: center;
  padding: 0;
  border: 1px solid var(--_border);
  border-radius: 50%;
  background: var(--sf-color-control-bg, #fff);
  color: var(--sf-color-control, #202124);
  font: inherit;
  line-height: 1;
  cursor: pointer;
`;
