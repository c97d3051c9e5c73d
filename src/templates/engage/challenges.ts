/**
 * Challenges: the contact's assignments (progress, period, completion) and the active definitions
 * the contact may join, each behind an explicit consent checkbox.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type {
  ChallengeAssignmentWithDefinition,
  ChallengeDefinition,
  ConsentDefinition,
} from '../../api/schemas/engage.ts';
import type { SfStrings } from '../strings.ts';
import { renderConsentTexts, consentTexts } from './consents.ts';
import { formatDate, type EngageFormat } from './format.ts';

export interface ChallengesContext {
  strings: SfStrings;
  format: EngageFormat;
  /** Definition ids whose consent checkbox is checked. */
  consented: ReadonlySet<string>;
  /** The shop's terms page template (`consent-href`). */
  consentHref?: string | undefined;
  /** The definition being joined (its controls are disabled meanwhile). */
  joining: string | undefined;
  onConsent: (definitionId: string, checked: boolean) => void;
  onJoin: (definition: ChallengeDefinition) => void;
}

/** One assignment: name, description, period, progress bar with its text, completion. */
export function renderAssignment(
  assignment: ChallengeAssignmentWithDefinition,
  context: Pick<ChallengesContext, 'strings' | 'format'>,
): TemplateResult {
  const { strings, format } = context;
  const definition = assignment.definition;
  const required = Math.max(assignment.requiredCheckpoints, 0);
  const completed = Math.min(Math.max(assignment.completedCheckpoints, 0), required);
  const progressText = strings.challengeProgress(completed, required);
  const start = formatDate(assignment.challengeStart, format);
  const end = formatDate(assignment.challengeEnd, format);
  const completedOn = formatDate(assignment.challengeCompletedOn, format);
  return html`<li
    part=${assignment.isChallengeCompleted ? 'challenge completed' : 'challenge'}
    class="item"
    data-id=${assignment.id}
    data-definition-id=${assignment.challengeId}
    tabindex="-1"
  >
    <p part="challenge-name" class="name">${definition?.name ?? assignment.challengeId}</p>
    ${
      definition?.description
        ? html`<p part="challenge-description" class="description">${definition.description}</p>`
        : nothing
    }
    ${
      start
        ? html`<p part="challenge-period" class="meta">${strings.challengePeriod(start, end)}</p>`
        : nothing
    }
    <div class="progress-row">
      <progress
        part="progress"
        max=${Math.max(required, 1)}
        .value=${completed}
        aria-label=${progressText}
      ></progress>
      <span part="progress-text" class="meta" aria-hidden="true">${progressText}</span>
    </div>
    ${
      assignment.isChallengeCompleted
        ? html`<p part="challenge-completed" class="completed">
            ${strings.challengeCompleted(completedOn)}
          </p>`
        : nothing
    }
  </li>`;
}

/**
 * The consent that a challenge asks for: the consent definition named like the challenge, else
 * one about challenges, else the first. The API links the two by nothing more.
 */
export function consentForChallenge(
  definition: ChallengeDefinition,
  consents: readonly ConsentDefinition[],
): ConsentDefinition | undefined {
  const name = definition.name.trim().toLowerCase();
  return (
    consents.find((consent) => consent.id === definition.id) ??
    consents.find((consent) => consent.name.trim().toLowerCase() === name) ??
    consents.find((consent) => /challenge/i.test(consent.name)) ??
    consents[0]
  );
}

/** A definition the contact may join: its terms, the consent checkbox and the join button. */
export function renderJoinable(
  definition: ChallengeDefinition,
  index: number,
  consents: readonly ConsentDefinition[],
  context: ChallengesContext,
): TemplateResult {
  const { strings, format } = context;
  const consent = definition.isContactConsentRequired
    ? consentForChallenge(definition, consents)
    : undefined;
  const checked = context.consented.has(definition.id);
  const busy = context.joining === definition.id;
  const checkboxId = `consent-${index}`;
  const termsId = `terms-${index}`;
  const from = formatDate(definition.scheduledFrom, format);
  const to = formatDate(definition.scheduledTo, format);
  return html`<li part="available-challenge" class="item" data-definition-id=${definition.id}>
    <p part="challenge-name" class="name">${definition.name}</p>
    ${
      definition.description
        ? html`<p part="challenge-description" class="description">${definition.description}</p>`
        : nothing
    }
    <p part="challenge-required" class="meta">
      ${strings.challengeRequired(definition.requiredNumberOfCheckpoints)}${
        from ? ` · ${strings.challengePeriod(from, to)}` : nothing
      }
    </p>
    ${
      consent
        ? html`<div part="consent-text" class="consent-text" id=${termsId}>
            ${renderConsentTexts(consentTexts(consent, format.locale, context.consentHref))}
          </div>`
        : nothing
    }
    <div class="join-row">
      <input
        part="consent-checkbox"
        id=${checkboxId}
        type="checkbox"
        .checked=${checked}
        ?disabled=${busy}
        aria-describedby=${consent ? termsId : nothing}
        @change=${(event: Event) =>
          context.onConsent(definition.id, (event.target as HTMLInputElement).checked)}
      />
      <label part="consent-label" for=${checkboxId}
        >${strings.challengeConsent(definition.name, !!consent)}</label
      >
    </div>
    <button
      part="join-button"
      class="button"
      type="button"
      ?disabled=${!checked || busy}
      @click=${() => context.onJoin(definition)}
    >
      ${strings.challengeJoin}<span class="visually-hidden"> ${definition.name}</span>
    </button>
  </li>`;
}
