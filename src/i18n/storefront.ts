/**
 * The storefront domain of strings: English built in, each other language its own module. Imported
 * by the configuration controller, so every storefront element has it.
 */
import { englishStorefront } from '../templates/strings.ts';
import { registerStrings } from './registry.ts';

registerStrings('storefront', englishStorefront, {
  sv: () => import('./locales/storefront.sv.ts'),
  nb: () => import('./locales/storefront.nb.ts'),
  da: () => import('./locales/storefront.da.ts'),
  fi: () => import('./locales/storefront.fi.ts'),
  de: () => import('./locales/storefront.de.ts'),
  nl: () => import('./locales/storefront.nl.ts'),
  fr: () => import('./locales/storefront.fr.ts'),
  es: () => import('./locales/storefront.es.ts'),
  pl: () => import('./locales/storefront.pl.ts'),
});
