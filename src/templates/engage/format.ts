/**
 * Formatting for the account elements: dates, amounts and localized texts from the contact
 * engagement API, with `Intl` in the configured locale. Nothing here throws: an unknown locale or
 * currency falls back to the browser's default, an unreadable date to no text.
 */

/** What the account templates format with. */
export interface EngageFormat {
  /** BCP 47 locale, e.g. `sv-SE`; undefined: the browser's default. */
  locale: string | undefined;
  /** ISO 4217 code for amounts; undefined: plain numbers. */
  currency: string | undefined;
}

function dateFormat(locale: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  }
}

/** A date-time of the API as a date in the locale ("12 Mar 2025"), or undefined. */
export function formatDate(value: string | undefined, format: EngageFormat): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat(format.locale).format(date);
}

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An invalid currency code or locale: the amount as a plain number still says something.
    return new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
  }
}

/** An amount in the configured currency ("1 234,50 kr"), or a plain number without one. */
export function formatAmount(value: number | undefined, format: EngageFormat): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return numberFormat(
    format.locale,
    format.currency
      ? { style: 'currency', currency: format.currency }
      : { maximumFractionDigits: 2 },
  ).format(value);
}

/** A count or rate with at most `digits` decimals. */
export function formatNumber(
  value: number | undefined,
  format: EngageFormat,
  digits = 0,
): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return numberFormat(format.locale, { maximumFractionDigits: digits }).format(value);
}

const normaliseLocale = (code: string) => code.trim().replace(/_/g, '-').toLowerCase();
const languageOf = (code: string) => normaliseLocale(code).split('-')[0] ?? '';

/**
 * The text of a locale map (`{"sv-SE": "…", "en-US": "…"}`) for `locale`: the exact locale, else
 * one of its language (the bare language first), else any text at all. Empty texts do not count.
 */
export function localizedText(
  texts: Readonly<Record<string, string>> | undefined,
  locale: string | undefined,
): string | undefined {
  const entries = Object.entries(texts ?? {}).filter(([, text]) => text.trim() !== '');
  if (!entries.length) return undefined;
  const wanted = normaliseLocale(locale ?? navigator.language);
  const language = languageOf(wanted);
  const exact = entries.find(([code]) => normaliseLocale(code) === wanted);
  const bare = entries.find(([code]) => normaliseLocale(code) === language);
  const sameLanguage = entries.find(([code]) => languageOf(code) === language);
  return (exact ?? bare ?? sameLanguage ?? entries[0])?.[1];
}

/** A run of a text: plain text, or an http(s) URL written in it. */
export type TextRun = { text: string } | { url: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/gi;

/** Splits a text into plain runs and the absolute http(s) URLs written in it. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start) });
    runs.push({ url: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
