import { html, type TemplateResult } from 'lit';
import { fetchConsents } from '../../api/engage-client.ts';
import type { ConsentDefinition } from '../../api/schemas/engage.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { EngageDataController } from '../../controllers/engage-data.ts';
import { renderConsent } from '../../templates/engage/consents.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import { renderEmpty, renderEngageSkeleton, renderHeading } from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import '../../events.ts';
import { consentsStyles } from './sf-consents.styles.ts';
import type { LoadedBy } from '../../events.ts';

/**
 * The account elements' events after which a consent's state may have changed: joining a
 * challenge that asks for consent records it first; an unsubscription may clear an opt-in that
 * the proxy maps to a consent (`consentFields`).
 */
const CONSENT_CHANGES = ['sf-challenge-join', 'sf-unsubscribe'] as const;

/**
 * @summary The consent definitions' display, condition and link texts in the configured locale
 * (falling back to another text of the same language, then to any text), and whether the
 * signed-in contact has given each ("Given" / "Not given", where the shop's proxy knows it:
 * its `consentFields` option).
 *
 * It reads the consents again, keeping what it shows meanwhile, when a challenge is joined
 * (`sf-challenge-join`) or the contact unsubscribes (`sf-unsubscribe`) anywhere on the page: either
 * may change a consent's state. `refresh()` does so at any other time.
 *
 * Texts are shown as text; an http(s) URL written in a text becomes a link (new tab, no opener),
 * any other URL stays text. With `consent-href`, a link text without a URL links to the shop's
 * terms page.
 *
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it, like `locale` (which texts are shown).
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr consent-href - The shop's terms page of a consent, `{id}` and `{name}` replaced by the consent's (URL-encoded), e.g. `/terms#{name}`: its link text links there. Only http(s) URLs; none by default.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 * @attr skeleton-rows - Placeholder rows while loading (default 2).
 *
 * @event sf-load - The consents rendered: `detail.result` is the validated list of consent definitions.
 * @event sf-error - The request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state), or parts were left out: invalid items, or those beyond a list's first 500 (`kind: 'dropped'`, `dropped` with each part's path and reason).
 *
 * @slot heading - Replaces the heading's text.
 * @slot empty - Shown when there are no consent definitions.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart list - The list of consents.
 * @csspart consent - One consent definition.
 * @csspart consent-name - Its display text (its name when it has none).
 * @csspart consent-state - Whether the contact has given it (also `given` when given).
 * @csspart given - The state of a consent the contact has given.
 * @csspart consent-condition - Its condition text.
 * @csspart consent-link-text - Its link text.
 * @csspart consent-link - The link text as a link to `consent-href`, or a safe URL in a text.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-consents-min-height=12em] - Height reserved while loading.
 * @cssproperty [--sf-color-accent=#1a56db] - Links.
 * @cssproperty [--sf-color-border=#dadce0] - Item borders.
 * @cssproperty [--sf-color-surface=transparent] - Item background.
 * @cssproperty [--sf-color-muted=#5f6368] - Link texts, states.
 * @cssproperty [--sf-color-sale=#b3261e] - Error mark.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 */
export class SfConsents extends SfAccountElement<LoadedBy<typeof fetchConsents>> {
  static override styles = [baseTheme, engageStyles, consentsStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    headingLevel: { type: Number, attribute: 'heading-level' },
    consentHref: { attribute: 'consent-href' },
    skeletonRows: { type: Number, attribute: 'skeleton-rows' },
    strings: { attribute: false },
  };

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** The shop's terms page of a consent (`{id}`, `{name}` replaced). */
  declare consentHref?: string;

  /** Placeholder rows while loading. */
  skeletonRows = 2;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  readonly #config = new EngageConfigController(this);

  private readonly data = new EngageDataController(this, {
    config: this.#config,
    load: fetchConsents,
  });

  /** Fetches the consent definitions again. */
  refresh(): Promise<unknown> {
    return this.data.refresh();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    for (const type of CONSENT_CHANGES) document.addEventListener(type, this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const type of CONSENT_CHANGES) document.removeEventListener(type, this);
  }

  /**
   * A join or an unsubscription on the page (`CONSENT_CHANGES`) may have changed a consent's
   * state. The element is its own listener (no bound function to keep).
   * @internal
   */
  handleEvent(): void {
    void this.refresh();
  }

  private renderList(consents: ConsentDefinition[]): TemplateResult {
    const strings = this.#config.strings();
    if (!consents.length) return renderEmpty(strings.consentsEmpty);
    const locale = this.#config.locale();
    return html`<ul part="list" class="list" aria-labelledby="heading">
      ${consents.map((consent) => renderConsent(consent, locale, strings, this.consentHref))}
    </ul>`;
  }

  override render() {
    const strings = this.#config.strings();
    const skeleton = () => renderEngageSkeleton(this.skeletonRows);
    return html`${renderHeading(this.headingLevel, strings.consentsHeading)}
    ${this.data.render({
      skeleton,
      complete: (consents) => this.renderList(consents),
    })}`;
  }
}
