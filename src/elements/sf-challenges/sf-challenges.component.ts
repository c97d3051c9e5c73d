import { html, nothing, type TemplateResult } from 'lit';
import {
  fetchChallengeDefinitions,
  fetchConsents,
  fetchMyChallenges,
} from '../../api/engage-client.ts';
import type {
  ChallengeAssignmentWithDefinition,
  ChallengeDefinition,
  ConsentDefinition,
} from '../../api/schemas/engage.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { EngageDataController } from '../../controllers/engage-data.ts';
import { renderAssignment, renderJoinable } from '../../templates/engage/challenges.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import type { EngageFormat } from '../../templates/engage/format.ts';
import {
  renderEmpty,
  renderEngageSkeleton,
  renderHeading,
  renderStatus,
  renderSubheading,
} from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import { preloadActions, startAction } from '../account-action.ts';
import '../../events.ts';
import { challengesStyles } from './sf-challenges.styles.ts';

/** What `<sf-challenges>` renders (and reports in `sf-load`). */
export interface ChallengesView {
  /** The contact's assignments, each with its definition. */
  assignments: ChallengeAssignmentWithDefinition[];
  /** Active definitions the contact is not assigned to. */
  available: ChallengeDefinition[];
  /** The consent definitions, for the consent texts of the available challenges. */
  consents: ConsentDefinition[];
}

/**
 * @summary The signed-in contact's challenges with their progress, and the active challenges the
 * contact may join after an explicit consent; talks to the contact engagement proxy.
 *
 * After joining, focus moves to the new assignment. A join that failed keeps the challenge and its
 * checked consent, the live region says so, and focus is back on its join button.
 *
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it, like `locale` (dates, consent texts).
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr consent-href - The shop's terms page of the consent a challenge asks for, `{id}` and `{name}` replaced by the consent's (URL-encoded), e.g. `/terms#{name}`: its link text links there. Only http(s) URLs; none by default.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2); the lists' headings are one level below.
 * @attr skeleton-rows - Placeholder rows while loading (default 3).
 *
 * @event sf-load - The challenges rendered: `detail.result` is `{assignments, available, consents}`.
 * @event sf-error - A request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state), or parts were left out: invalid items, or those beyond a list's first 500 (`kind: 'dropped'`, `dropped` with each part's path and reason).
 * @event sf-challenge-join - The contact joined a challenge: `{definitionId}` (after the proxy accepted it; the list is then refreshed).
 *
 * @slot heading - Replaces the heading's text.
 * @slot empty - Shown when there are no assignments and nothing to join.
 * @slot sign-in - Shown without a signed-in contact (e.g. a link to the shop's sign-in page).
 *
 * @csspart heading - The element's heading.
 * @csspart subheading - The headings of the two lists.
 * @csspart list - A list (also `assignments` or `available`).
 * @csspart assignments - The list of the contact's challenges.
 * @csspart available - The list of challenges the contact may join.
 * @csspart challenge - An assignment (also `completed` when it is).
 * @csspart completed - A completed assignment.
 * @csspart challenge-name - A challenge's name.
 * @csspart challenge-description - A challenge's description.
 * @csspart challenge-period - An assignment's start and end dates.
 * @csspart challenge-completed - The completed note.
 * @csspart progress - The `<progress>` of completed of required checkpoints.
 * @csspart progress-text - Its visible text.
 * @csspart available-challenge - A challenge the contact may join.
 * @csspart challenge-required - The checkpoints it requires.
 * @csspart consent-text - The consent texts a challenge asks agreement to.
 * @csspart consent-display - A consent's display text.
 * @csspart consent-condition - A consent's condition text.
 * @csspart consent-link-text - A consent's link text.
 * @csspart consent-link - The link text as a link to `consent-href`, or a safe URL in a text.
 * @csspart consent-checkbox - The consent checkbox.
 * @csspart consent-label - Its label.
 * @csspart join-button - The join button (disabled until the consent is checked).
 * @csspart status - The live region that announces a join (`status-error` when it failed).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-challenges-min-height=20em] - Height reserved while loading (no layout shift while loading); once loaded, as tall as the content.
 * @cssproperty [--sf-color-accent=#1a56db] - Progress bar, join button, focus ring.
 * @cssproperty [--sf-color-on-accent=#fff] - Join button text.
 * @cssproperty [--sf-color-border=#dadce0] - Item borders.
 * @cssproperty [--sf-color-surface=transparent] - Item background.
 * @cssproperty [--sf-color-muted=#5f6368] - Dates, states.
 * @cssproperty [--sf-color-sale=#b3261e] - Error marks.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfChallenges extends SfAccountElement<ChallengesView> {
  static override styles = [baseTheme, engageStyles, challengesStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    headingLevel: { type: Number, attribute: 'heading-level' },
    skeletonRows: { type: Number, attribute: 'skeleton-rows' },
    consentHref: { attribute: 'consent-href' },
    strings: { attribute: false },
    consented: { state: true, attribute: false },
    joining: { state: true, attribute: false },
    status: { state: true, attribute: false },
    statusFailed: { state: true, attribute: false },
  };

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** Placeholder rows while loading. */
  skeletonRows = 3;

  /** The shop's terms page of a consent (`{id}`, `{name}` replaced). */
  declare consentHref?: string;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  /** Definitions whose consent is checked (changed by a join, ../account-actions.ts). */
  private consented: ReadonlySet<string> = new Set();
  /** The definition being joined. */
  declare private joining: string | undefined;
  /** The live region's text. */
  private status = '';
  /** Whether it tells a failure. */
  private statusFailed = false;

  readonly #config = new EngageConfigController(this);

  private readonly data = new EngageDataController(this, {
    config: this.#config,
    load: async (base, signal) => {
      const [mine, definitions, consents] = await Promise.all([
        fetchMyChallenges(base, signal),
        fetchChallengeDefinitions(base, signal, { status: 'Active' }),
        fetchConsents(base, signal),
      ]);
      const assigned = new Set(mine.data.items.map((assignment) => assignment.challengeId));
      const view: ChallengesView = {
        assignments: mine.data.items,
        available: definitions.data.items.filter(
          (definition) => definition.status === 'Active' && !assigned.has(definition.id),
        ),
        consents: consents.data,
      };
      return {
        data: view,
        dropped: [...mine.dropped, ...definitions.dropped, ...consents.dropped],
      };
    },
    clear: () => this.clear(),
  });

  /** Drops what the contact checked and what the live region says. */
  private readonly clear = () => {
    this.consented = new Set();
    this.joining = undefined;
    this.status = '';
    this.statusFailed = false;
  };

  /**
   * Fetches the challenges again (after the contact signed in, for instance; a `contact`
   * attribute that changes with the contact does this by itself).
   */
  refresh(): Promise<unknown> {
    return this.data.refresh();
  }

  private get uiStrings(): SfStrings {
    return this.#config.strings();
  }

  private get format(): EngageFormat {
    return {
      locale: this.#config.locale(),
      currency: this.#config.currency(),
    };
  }

  private readonly onConsent = (definitionId: string, checked: boolean) => {
    const next = new Set(this.consented);
    if (checked) next.add(definitionId);
    else next.delete(definitionId);
    this.consented = next;
  };

  private readonly onJoin = (definition: ChallengeDefinition) => {
    // The button is disabled without consent; a script clicking it anyway changes nothing.
    if (!this.consented.has(definition.id) || this.joining) return;
    this.joining = definition.id;
    this.status = '';
    void startAction(this, this.#config, this.data.contact, this.clear, (actions, action) =>
      actions.join(this, action, definition),
    );
  };

  private renderView(view: ChallengesView): TemplateResult {
    const strings = this.uiStrings;
    const format = this.format;
    if (!view.assignments.length && !view.available.length)
      return renderEmpty(strings.challengesEmpty);
    const context = {
      strings,
      format,
      consented: this.consented,
      consentHref: this.consentHref,
      joining: this.joining,
      onConsent: this.onConsent,
      onJoin: this.onJoin,
    };
    return html`${
      view.assignments.length
        ? html`<ul part="list assignments" class="list" aria-labelledby="heading">
            ${view.assignments.map((assignment) => renderAssignment(assignment, context))}
          </ul>`
        : renderEmpty(strings.challengesEmpty)
    }
    ${
      view.available.length
        ? html`<section class="available" aria-labelledby="available-heading">
            ${renderSubheading(this.headingLevel, strings.challengesAvailable, 'available-heading')}
            <ul part="list available" class="list">
              ${view.available.map((definition, index) =>
                renderJoinable(definition, index, view.consents, context),
              )}
            </ul>
          </section>`
        : nothing
    }`;
  }

  private renderBody(): TemplateResult {
    const skeleton = () => renderEngageSkeleton(this.skeletonRows);
    // A refresh (after joining) keeps the current list in place (EngageDataController).
    return this.data.render({
      skeleton,
      complete: (view) => this.renderView(view),
    }) as TemplateResult;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    preloadActions();
  }

  override render() {
    return html`${renderHeading(this.headingLevel, this.uiStrings.challengesHeading)}
    ${this.renderBody()} ${renderStatus(this.status, this.statusFailed)}`;
  }
}
