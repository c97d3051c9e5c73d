/**
 * The languages shipped, and which one a locale gets: its language subtag when shipped (`sv-FI` →
 * Swedish), Norwegian in any form (`no`, `nb`, `nn`) → bokmål, anything else → English.
 */
export const LANGUAGES = ['en', 'sv', 'nb', 'da', 'fi', 'de', 'nl', 'fr', 'es', 'pl'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Languages written with another language's strings. */
const ALIASES: Readonly<Record<string, Language>> = { no: 'nb', nn: 'nb' };

/** The shipped language for a canonical locale. */
export function languageOf(locale: string): Language {
  const subtag = locale.split('-')[0]!.toLowerCase();
  const language = ALIASES[subtag] ?? subtag;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}
