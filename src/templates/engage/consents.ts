/**
 * Consent definitions: their display, condition and link texts in the configured locale, and the
 * signed-in contact's state where the proxy knows it. Texts are data: rendered as text; a URL
 * written in a text becomes a link only when it is a safe http(s) URL (`safeHref`), and the link
 * text links to the shop's terms page (`consent-href`) when the shop names one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ConsentDefinition } from '../../api/schemas/engage.ts';
import type { AccountStrings } from '../strings.ts';
import { safeHref } from '../url.ts';
import { localizedText, textRuns } from './format.ts';

/** The three texts of a consent definition in `locale` (each with the fallbacks of `localizedText`). */
export interface ConsentTexts {
  display: string | undefined;
  condition: string | undefined;
  link: string | undefined;
  /** Where the link text leads (the shop's `consent-href`), when it is safe. */
  href: string | undefined;
}

/**
 * The shop's terms page of a consent: `template` with `{id}` and `{name}` replaced (URL-encoded),
 * when the result is a safe link; else undefined.
 */
export function consentHref(
  template: string | null | undefined,
  consent: ConsentDefinition,
): string | undefined {
  if (!template?.trim()) return undefined;
  return safeHref(
    template
      .trim()
      .replaceAll('{id}', encodeURIComponent(consent.id))
      .replaceAll('{name}', encodeURIComponent(consent.name)),
  );
}

export function consentTexts(
  consent: ConsentDefinition,
  locale: string | undefined,
  hrefTemplate?: string | null,
): ConsentTexts {
  return {
    display: localizedText(consent.metaData.displayText, locale),
    condition: localizedText(consent.metaData.conditionText, locale),
    link: localizedText(consent.metaData.linkText, locale),
    href: consentHref(hrefTemplate, consent),
  };
}

/** The link text: a link to `href` when there is one, else its own safe URLs as links. */
function renderLinkText(texts: ConsentTexts): TemplateResult {
  if (!texts.link) return html``;
  return texts.href && !textRuns(texts.link).some((run) => 'url' in run)
    ? html`<a part="consent-link" href=${texts.href}>${texts.link}</a>`
    : renderTextWithLinks(texts.link);
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
      ? html`<p part="consent-link-text" class="consent-link-text">${renderLinkText(texts)}</p>`
      : nothing
  }`;
}

/** One consent definition of `<sf-consents>`. */
export function renderConsent(
  consent: ConsentDefinition,
  locale: string | undefined,
  strings: Pick<AccountStrings, 'consentGiven' | 'consentNotGiven'>,
  hrefTemplate?: string | null,
): TemplateResult {
  const texts = consentTexts(consent, locale, hrefTemplate);
  const state =
    consent.given === undefined
      ? nothing
      : html`<p part=${consent.given ? 'consent-state given' : 'consent-state'} class="state">
          ${consent.given ? strings.consentGiven : strings.consentNotGiven}
        </p>`;
  return html`<li part="consent" class="item" data-id=${consent.id}>
    <div class="consent-head">
      <p part="consent-name" class="name">${texts.display ?? consent.name}</p>
      ${state}
    </div>
    ${
      texts.condition
        ? html`<p part="consent-condition" class="consent-condition">${texts.condition}</p>`
        : nothing
    }
    ${
      texts.link
        ? html`<p part="consent-link-text" class="meta">${renderLinkText(texts)}</p>`
        : nothing
    }
  </li>`;
}
