import { html, nothing, type TemplateResult } from 'lit';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { ContactController } from '../../controllers/contact.ts';
import { renderNpsForm, renderOutcome } from '../../templates/engage/actions.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import { renderHeading, renderSignIn, renderStatus } from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import { preloadActions, startAction, type FormPhase } from '../account-action.ts';
import '../../events.ts';
import { npsSurveyStyles } from './sf-nps-survey.styles.ts';

/**
 * @summary A net promoter score question: the signed-in contact picks a grade from 1 to 10 and
 * sends it; then a thank-you state. Talks to the contact engagement proxy. A send without a
 * grade sends nothing and asks on the first grade (focused, the question as its message).
 *
 * Nothing is fetched before the contact answers, so there is no loading state; the host's
 * reserved height keeps the thank-you state in the form's place.
 *
 * @attr store-id - The store the answer belongs to, when it belongs to one.
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it.
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 *
 * @event sf-nps-submit - The answer was recorded: `{grade}`.
 * @event sf-load - The answer was recorded: `detail.result` is `{grade, storeId?}`.
 * @event sf-error - Sending failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state; other failures keep the form and the grade with a message in the live region, focus back on the send button or the grade it was sent from).
 *
 * @slot heading - Replaces the heading's text.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart form - The form.
 * @csspart fieldset - The radio group.
 * @csspart question - Its legend (the question).
 * @csspart scale - What the ends of the scale mean.
 * @csspart grades - The row of grades.
 * @csspart grade - One grade's label.
 * @csspart grade-input - One grade's radio button.
 * @csspart submit-button - The send button.
 * @csspart thanks - The thank-you message.
 * @csspart status - The live region (`status-error` when sending failed).
 * @csspart sign-in - The signed-out state.
 *
 * @cssproperty [--sf-nps-survey-min-height=12em] - Height kept in every state, so the thank-you keeps the form's place (set it to your form's height).
 * @cssproperty [--sf-color-accent=#1a56db] - Chosen grade, send button, focus ring.
 * @cssproperty [--sf-color-on-accent=#fff] - Send button text.
 * @cssproperty [--sf-color-border=#dadce0] - Grade borders.
 * @cssproperty [--sf-color-muted=#5f6368] - The scale's text.
 * @cssproperty [--sf-color-sale=#b3261e] - Error message.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfNpsSurvey extends SfAccountElement<{ grade: number; storeId?: string }> {
  static override styles = [baseTheme, engageStyles, npsSurveyStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    storeId: { attribute: 'store-id' },
    headingLevel: { type: Number, attribute: 'heading-level' },
    strings: { attribute: false },
    grade: { state: true, attribute: false },
    phase: { state: true, attribute: false },
    status: { state: true, attribute: false },
    statusFailed: { state: true, attribute: false },
  };

  /** The store the answer belongs to. */
  declare storeId?: string;

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  declare private grade: number | undefined;
  /** Where the answer stands (changed when it is sent, ../account-actions.ts). */
  private phase: FormPhase = 'form';
  /** The live region's text. */
  private status = '';
  /** Whether it tells a failure. */
  private statusFailed = false;

  readonly #config = new EngageConfigController(this);

  /** Who is shown: a change of contact clears the form, its answer and its messages. */
  private readonly contact = new ContactController(this, this.#config, () => this.reset());

  /** Shows the form again (for another answer). */
  reset(): void {
    this.grade = undefined;
    this.ask('');
    this.phase = 'form';
    this.status = '';
    this.statusFailed = false;
  }

  /**
   * A send without a grade asks on the first grade, with the question as the message, in the
   * page's language (not `required`, which showed every grade as invalid from the start: audit
   * s34, F3); a grade chosen clears it (`''`).
   */
  private ask(message: string): void {
    const first = this.shadowRoot?.querySelector('input');
    first?.setCustomValidity(message);
    if (message) first?.reportValidity();
  }

  private readonly onGrade = (grade: number) => {
    this.grade = grade;
    this.ask('');
  };

  private readonly onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const grade = this.grade;
    if (grade === undefined) this.ask(this.#config.strings().npsQuestion);
    if (grade === undefined || this.phase === 'submitting') return;
    const storeId = this.storeId?.trim() || undefined;
    this.phase = 'submitting';
    this.status = '';
    void startAction(
      this,
      this.#config,
      this.contact,
      () => this.reset(),
      (actions, action) => actions.answer(this, action, grade, storeId),
    );
  };

  private renderBody(strings: SfStrings): TemplateResult {
    if (this.contact.signedOut) return renderSignIn(strings.engageSignIn);
    if (this.phase === 'done') return renderOutcome('thanks', strings.npsThanks);
    return renderNpsForm({
      strings,
      grade: this.grade,
      submitting: this.phase === 'submitting',
      onGrade: this.onGrade,
      onSubmit: this.onSubmit,
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    preloadActions();
  }

  override render() {
    const strings = this.#config.strings();
    return html`${renderHeading(this.headingLevel, strings.npsHeading)} ${this.renderBody(strings)}
    ${this.contact.signedOut ? nothing : renderStatus(this.status, this.statusFailed)}`;
  }
}
