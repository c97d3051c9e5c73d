/**
 * The two account elements that act instead of list: the NPS grade picker and the unsubscribe
 * confirmation. Pure templates; the elements own the requests and the state.
 */
import { html, type TemplateResult } from 'lit';
import type { UnsubscribeChannel } from '../../api/engage-client.ts';
import type { SfStrings } from '../strings.ts';

export const NPS_GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface NpsFormContext {
  strings: SfStrings;
  /** The grade chosen so far. */
  grade: number | undefined;
  submitting: boolean;
  onGrade: (grade: number) => void;
  onSubmit: (event: SubmitEvent) => void;
}

/**
 * A labelled radio group of the grades 1–10 (arrow keys move between them natively). Not
 * `required`: a required group is invalid to assistive technology before anything was done; the
 * element asks at a send without a grade (sf-nps-survey.component.ts).
 */
export function renderNpsForm(context: NpsFormContext): TemplateResult {
  const { strings } = context;
  const low = NPS_GRADES[0];
  const high = NPS_GRADES[NPS_GRADES.length - 1] ?? 10;
  return html`<form part="form" class="form" @submit=${context.onSubmit}>
    <fieldset part="fieldset" class="fieldset" ?disabled=${context.submitting}>
      <legend part="question" class="question">${strings.npsQuestion}</legend>
      <p part="scale" class="meta" id="scale">${strings.npsScale(low, high)}</p>
      <div part="grades" class="grades">
        ${NPS_GRADES.map(
          (grade) =>
            html`<label part="grade" class="grade">
              <input
                part="grade-input"
                type="radio"
                name="grade"
                value=${grade}
                aria-describedby="scale"
                .checked=${context.grade === grade}
                @change=${() => context.onGrade(grade)}
              /><span>${grade}</span>
            </label>`,
        )}
      </div>
    </fieldset>
    <button part="submit-button" class="button" type="submit" ?disabled=${context.submitting}>
      ${strings.npsSubmit}
    </button>
  </form>`;
}

/** The outcome of an action, focusable so focus can move to it when the controls go away. */
export function renderOutcome(part: string, text: string): TemplateResult {
  return html`<p part=${part} class="outcome" tabindex="-1">${text}</p>`;
}

export interface UnsubscribeContext {
  strings: SfStrings;
  channel: UnsubscribeChannel;
  submitting: boolean;
  onConfirm: () => void;
}

export function renderUnsubscribeForm(context: UnsubscribeContext): TemplateResult {
  const { strings, channel } = context;
  return html`<p part="prompt" class="prompt">${strings.unsubscribePrompt(channel)}</p>
    <button
      part="confirm-button"
      class="button"
      type="button"
      ?disabled=${context.submitting}
      @click=${context.onConfirm}
    >
      ${strings.unsubscribeConfirm}
    </button>`;
}
