/**
 * What a language module formats with: numbers and plural forms through `Intl` in the element's
 * own locale (so `sv-FI` gets Swedish words with Finland's number format). Nothing here throws:
 * an invalid locale formats as English.
 */

/** Plural forms by `Intl.PluralRules` category; `#` stands for the formatted count. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Formatting {
  /** The canonical locale the words are for (`en` when the element's locale is invalid). */
  readonly locale: string;
  /** A number in the locale: `4.5` → "4,5" in Swedish. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** The form for `count` (`one`, `few`, `many`, … as the language has them), `#` filled in. */
  plural(count: number, forms: PluralForms): string;
}

/** `locale` as a canonical BCP 47 tag, or `en` when it is missing or not a valid tag. */
export function canonicalLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale?.trim().replace(/_/g, '-') || 'en')[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Formatting in `locale` (already canonical). */
export function formatting(locale: string): Formatting {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Map<string, Intl.NumberFormat>();
  const number = (value: number, options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numbers.get(key);
    if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format.format(value);
  };
  return {
    locale,
    number,
    plural: (count, forms) =>
      (forms[rules.select(count)] ?? forms.other).replace(/#/g, number(count)),
  };
}
