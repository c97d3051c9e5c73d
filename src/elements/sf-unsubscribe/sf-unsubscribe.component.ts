import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { UNSUBSCRIBE_CHANNELS, type UnsubscribeChannel } from '../../api/engage-client.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { ContactController } from '../../controllers/contact.ts';
import { renderOutcome, renderUnsubscribeForm } from '../../templates/engage/actions.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import {
  renderError,
  renderHeading,
  renderSignIn,
  renderStatus,
} from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import { preloadActions, startAction, type FormPhase } from '../account-action.ts';
import '../../events.ts';
import { unsubscribeStyles } from './sf-unsubscribe.styles.ts';

const isChannel = (value: string): value is UnsubscribeChannel =>
  (UNSUBSCRIBE_CHANNELS as readonly string[]).includes(value);

/**
 * @summary Unsubscribes the signed-in contact from email or text messages after a confirmation,
 * and shows the result. Talks to the contact engagement proxy.
 *
 * Nothing is fetched before the contact confirms, so there is no loading state.
 *
 * The proxy accepts a `message-id` only among the contact's messages that the service lists, the
 * last three months or so. For an older message (an old email's link), or one that is not the
 * contact's, it answers 404 `MessageNotFound`: the element then says that the message was not
 * found among those sent to the contact and asks whether to unsubscribe from the channel anyway;
 * the button, pressed again, unsubscribes without the message (the service takes the last message
 * sent on the channel). Another contact or another `message-id` is asked for as before.
 *
 * @attr channel - `email` (default) or `sms`. Any other value shows the error state and emits `sf-error` with `kind: 'config'`.
 * @attr message-id - The message the contact came from (unsubscribes on that message); without it, the last message sent on the channel. One the proxy cannot find (older than about three months) is asked about, see above.
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it.
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 *
 * @event sf-unsubscribe - The contact was unsubscribed: `{channel}`.
 * @event sf-load - The contact was unsubscribed: `detail.result` is the proxy's answer (`null` when it had no body).
 * @event sf-error - The request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state; 404 `not-found` for a message the proxy cannot find; other failures keep the button, focused again, with a message in the live region), or `channel` is invalid (`kind: 'config'`).
 *
 * @slot heading - Replaces the heading's text.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart prompt - The question.
 * @csspart confirm-button - The unsubscribe button.
 * @csspart result - The result after unsubscribing.
 * @csspart status - The live region (`status-error` when unsubscribing failed).
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state for an invalid `channel` (role alert).
 *
 * @cssproperty [--sf-unsubscribe-min-height=9em] - Height kept in every state, so the result keeps the confirmation's place.
 * @cssproperty [--sf-color-accent=#1a56db] - Button, focus ring.
 * @cssproperty [--sf-color-on-accent=#fff] - Button text.
 * @cssproperty [--sf-color-muted=#5f6368] - States.
 * @cssproperty [--sf-color-sale=#b3261e] - Error marks.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfUnsubscribe extends SfAccountElement {
  static override styles = [baseTheme, engageStyles, unsubscribeStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    channel: { reflect: true },
    messageId: { attribute: 'message-id' },
    headingLevel: { type: Number, attribute: 'heading-level' },
    strings: { attribute: false },
    phase: { state: true, attribute: false },
    status: { state: true, attribute: false },
    statusFailed: { state: true, attribute: false },
  };

  /** `email` or `sms`. */
  channel: string = 'email';

  /** The message the contact came from. */
  declare messageId?: string;

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  /** Where the request stands (changed when it is sent, ../account-actions.ts). */
  private phase: FormPhase = 'form';
  /** The live region's text. */
  private status = '';
  /** Whether it tells a failure. */
  private statusFailed = false;

  readonly #config = new EngageConfigController(this);

  /** Who is shown: a change of contact clears the form, its answer and its messages. */
  private readonly contact = new ContactController(this, this.#config, () => this.reset());

  /** Shows the confirmation again (after the signed-in contact changed, for instance). */
  reset(): void {
    this.phase = 'form';
    this.status = '';
    this.statusFailed = false;
  }

  private get validChannel(): UnsubscribeChannel | undefined {
    const channel = this.channel.trim().toLowerCase();
    return isChannel(channel) ? channel : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another channel is another question.
    const previous = changed.get('channel');
    if (previous !== undefined && previous !== this.channel && this.phase !== 'submitting') {
      this.phase = 'form';
      this.status = '';
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('channel') && !this.validChannel) {
      this.emit('sf-error', {
        kind: 'config',
        message: `channel: must be one of ${UNSUBSCRIBE_CHANNELS.join(', ')}, got "${this.channel}"`,
      });
    }
  }

  private readonly onConfirm = () => {
    const channel = this.validChannel;
    if (!channel || this.phase === 'submitting') return;
    this.phase = 'submitting';
    this.status = '';
    void startAction(
      this,
      this.#config,
      this.contact,
      () => this.reset(),
      (actions, action) => actions.confirmUnsubscribe(this, action, channel),
    );
  };

  private renderBody(strings: SfStrings, channel: UnsubscribeChannel): TemplateResult {
    if (this.contact.signedOut) return renderSignIn(strings.engageSignIn);
    if (this.phase === 'done') return renderOutcome('result', strings.unsubscribeDone(channel));
    return renderUnsubscribeForm({
      strings,
      channel,
      submitting: this.phase === 'submitting',
      onConfirm: this.onConfirm,
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    preloadActions();
  }

  override render() {
    const strings = this.#config.strings();
    const channel = this.validChannel;
    return html`${renderHeading(this.headingLevel, strings.unsubscribeHeading(channel ?? 'email'))}
    ${channel ? this.renderBody(strings, channel) : renderError(strings.engageError)}
    ${this.contact.signedOut || !channel ? nothing : renderStatus(this.status, this.statusFailed)}`;
  }
}
