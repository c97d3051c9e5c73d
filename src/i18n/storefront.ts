/**
 * The storefront domain of strings: English built in, each other language its own module. Imported
 * by the storefront configuration controller, so every storefront element has it (and an account
 * page does not load it). Its English is the words of cards and lists; the product page, the
 * sponsored page and the navigation each register the English of their own words as a domain
 * of its own with the same language modules (each holds every storefront word), so a page
 * carries only the English words of the elements it defines.
 */
import { englishCard } from '../templates/strings.ts';
import type { Language } from './languages.ts';
import { registerStrings, type StringsLoader } from './registry.ts';

/** The language modules of every storefront domain. */
export const STOREFRONT_LANGUAGES: Partial<Record<Language, StringsLoader>> = {
  sv: () => import('./locales/storefront.sv.ts'),
  nb: () => import('./locales/storefront.nb.ts'),
  da: () => import('./locales/storefront.da.ts'),
  fi: () => import('./locales/storefront.fi.ts'),
  de: () => import('./locales/storefront.de.ts'),
  nl: () => import('./locales/storefront.nl.ts'),
  fr: () => import('./locales/storefront.fr.ts'),
  es: () => import('./locales/storefront.es.ts'),
  pl: () => import('./locales/storefront.pl.ts'),
};

registerStrings('storefront', englishCard, STOREFRONT_LANGUAGES);
