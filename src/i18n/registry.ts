/**
 * The strings of a locale. English is built in; every other language is one module per domain
 * (storefront, account) loaded by dynamic import, so a page downloads only its own language and
 * the storefront bundle carries no account words. A domain registers itself when its elements are
 * imported. Elements wait for `stringsReady()` before they render (see `SfElement`), so no text is
 * ever shown in English first; `resolveStrings()` is then synchronous.
 */
import { canonicalLocale, formatting, type Formatting } from './format.ts';
import { languageOf, type Language } from './languages.ts';

/** A language's table for one domain, built for a locale's formatting. */
export type StringsFactory<T extends object = object> = (format: Formatting) => T;

/** A module of one language and domain: its default export is the factory. */
export type StringsLoader = () => Promise<{ default: StringsFactory }>;

interface Domain {
  english: StringsFactory;
  loaders: Partial<Record<Language, StringsLoader>>;
  /** Loaded factories; `null`: the module failed to load (English is used, once warned). */
  loaded: Map<Language, StringsFactory | null>;
  pending: Map<Language, Promise<void>>;
}

const domains = new Map<string, Domain>();
/** Built tables by canonical locale; cleared when a domain or a language arrives. */
const tables = new Map<string, Record<string, unknown>>();

/** Adds a domain of strings (idempotent per name: the library may be loaded twice). */
export function registerStrings<T extends object>(
  name: string,
  english: StringsFactory<T>,
  loaders: Partial<Record<Language, StringsLoader>>,
): void {
  if (domains.has(name)) return;
  domains.set(name, { english, loaders, loaded: new Map(), pending: new Map() });
  tables.clear();
}

function load(domain: Domain, language: Language): Promise<void> {
  let pending = domain.pending.get(language);
  if (!pending) {
    const loader = domain.loaders[language];
    pending = (loader ? loader() : Promise.reject(new Error('not shipped')))
      .then(
        (module) => void domain.loaded.set(language, module.default),
        (error: unknown) => {
          console.warn(
            `storefront-elements: "${language}" strings did not load; English used`,
            error,
          );
          domain.loaded.set(language, null);
        },
      )
      .finally(() => tables.clear());
    domain.pending.set(language, pending);
  }
  return pending;
}

/** Undefined when `locale`'s strings can be rendered now; else a promise that settles when they can. */
export function stringsReady(locale: string | undefined): Promise<void> | undefined {
  const language = languageOf(canonicalLocale(locale));
  if (language === 'en') return undefined;
  const missing = [...domains.values()].filter((domain) => !domain.loaded.has(language));
  return missing.length
    ? Promise.all(missing.map((domain) => load(domain, language))).then(() => undefined)
    : undefined;
}

/**
 * The language of the words shown for `locale`: its own, or `en` where a module of it did not
 * load (English is used then, and an element marks itself so: `lang`).
 */
export function shownLanguage(locale: string | undefined): Language {
  const language = languageOf(canonicalLocale(locale));
  return [...domains.values()].some((domain) => domain.loaded.get(language) === null)
    ? 'en'
    : language;
}

/** Loads `locale`'s strings (a server renderer awaits this before rendering). Never rejects. */
export function loadStrings(locale: string | undefined): Promise<void> {
  return stringsReady(locale) ?? Promise.resolve();
}

/**
 * The strings for `locale` with the shop's `overrides` laid over them, nearest last. A language
 * not loaded yet (or that failed to load) reads as English.
 */
export function resolveStrings<T extends object>(
  locale: string | undefined,
  overrides: readonly (Partial<T> | undefined)[] = [],
): T {
  const tag = canonicalLocale(locale);
  let table = tables.get(tag);
  if (!table) {
    const language = languageOf(tag);
    const format = formatting(tag);
    table = {};
    for (const domain of domains.values()) {
      const translated = language === 'en' ? undefined : domain.loaded.get(language);
      // English under the language: a key added since the language module was written is shown
      // in English rather than missing (a template calling an undefined string would throw).
      Object.assign(table, domain.english(format), translated?.(format));
    }
    tables.set(tag, table);
  }
  return Object.assign({}, table, ...overrides) as T;
}
