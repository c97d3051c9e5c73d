/**
 * Consent definitions: their display, condition and link texts in the configured locale. Texts
 * are data: rendered as text, and a URL written in a text becomes a link only when it is a safe
 * http(s) URL (`safeHref`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ConsentDefinition } from '../../api/schemas/engage.ts';
import { safeHref } from '../url.ts';
import { localizedText, textRuns } from './format.ts';

/** The three texts of a consent definition in `locale` (each with the fallbacks of `localizedText`). */
export interface ConsentTexts {
  display: string | undefined;
  condition: string | undefined;
  link: string | undefined;
}

export function consentTexts(consent: ConsentDefinition, locale: string | undefined): ConsentTexts {
  return {
    display: localizedText(consent.metaData.displayText, locale),
    condition: localizedText(consent.metaData.conditionText, locale),
    link: localizedText(consent.metaData.linkText, locale),
  };
}

/** A text with the safe http(s) URLs written in it as links (opening a new tab, no opener). */
export function renderTextWithLinks(text: string): TemplateResult {
  return html`${textRuns(text).map((run) => {
    if ('text' in run) return run.text;
    const href = safeHref(run.url);
    return href
      ? html`<a part="consent-link" href=${href} target="_blank" rel="noopener noreferrer"
          >${run.url}</a
        >`
      : run.url;
  })}`;
}

/** The texts of one consent, as paragraphs (display, condition, link), those that exist. */
export function renderConsentTexts(texts: ConsentTexts): TemplateResult {
  return html`${
    texts.display
      ? html`<p part="consent-display" class="consent-display">${texts.display}</p>`
      : nothing
  }${
    texts.condition
      ? html`<p part="consent-condition" class="consent-condition">${texts.condition}</p>`
      : nothing
  }${
    texts.link
      ? html`<p part="consent-link-text" class="consent-link-text">
          ${renderTextWithLinks(texts.link)}
        </p>`
      : nothing
  }`;
}

/** One consent definition of `<sf-consents>`. */
export function renderConsent(
  consent: ConsentDefinition,
  locale: string | undefined,
): TemplateResult {
  const texts = consentTexts(consent, locale);
  return html`<li part="consent" class="item" data-id=${consent.id}>
    <p part="consent-name" class="name">${texts.display ?? consent.name}</p>
    ${
      texts.condition
        ? html`<p part="consent-condition" class="consent-condition">${texts.condition}</p>`
        : nothing
    }
    ${
      texts.link
        ? html`<p part="consent-link-text" class="meta">${renderTextWithLinks(texts.link)}</p>`
        : nothing
    }
  </li>`;
}
