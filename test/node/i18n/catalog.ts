/**
 * Shared by the Node and browser string tests: every shipped language module, sample arguments
 * for every function string, and the short allow-list of strings that may equal English.
 */
import { englishAccount } from '../../../src/i18n/account.ts';
import { englishOutcomes } from '../../../src/i18n/account-outcomes.ts';
import type { Formatting } from '../../../src/i18n/format.ts';
import { LANGUAGES, type Language } from '../../../src/i18n/languages.ts';
import { englishStorefront } from '../../../src/templates/english.ts';

type Factory = (format: Formatting) => object;
type Module = Promise<{ default: Factory }>;

export const DOMAINS = ['storefront', 'account'] as const;
export type Domain = (typeof DOMAINS)[number];

export const ENGLISH: Record<Domain, Factory> = {
  storefront: englishStorefront,
  // The outcomes' English words come with the actions' chunk; the languages hold them all.
  account: (format) => ({ ...englishAccount(format), ...englishOutcomes() }),
};

/** Every language module, imported the way a bundler sees them (a literal path each). */
export const MODULES: Record<Domain, Record<Exclude<Language, 'en'>, () => Module>> = {
  storefront: {
    sv: () => import('../../../src/i18n/locales/storefront.sv.ts'),
    nb: () => import('../../../src/i18n/locales/storefront.nb.ts'),
    da: () => import('../../../src/i18n/locales/storefront.da.ts'),
    fi: () => import('../../../src/i18n/locales/storefront.fi.ts'),
    de: () => import('../../../src/i18n/locales/storefront.de.ts'),
    nl: () => import('../../../src/i18n/locales/storefront.nl.ts'),
    fr: () => import('../../../src/i18n/locales/storefront.fr.ts'),
    es: () => import('../../../src/i18n/locales/storefront.es.ts'),
    pl: () => import('../../../src/i18n/locales/storefront.pl.ts'),
  },
  account: {
    sv: () => import('../../../src/i18n/locales/account.sv.ts'),
    nb: () => import('../../../src/i18n/locales/account.nb.ts'),
    da: () => import('../../../src/i18n/locales/account.da.ts'),
    fi: () => import('../../../src/i18n/locales/account.fi.ts'),
    de: () => import('../../../src/i18n/locales/account.de.ts'),
    nl: () => import('../../../src/i18n/locales/account.nl.ts'),
    fr: () => import('../../../src/i18n/locales/account.fr.ts'),
    es: () => import('../../../src/i18n/locales/account.es.ts'),
    pl: () => import('../../../src/i18n/locales/account.pl.ts'),
  },
};

export const TRANSLATED = LANGUAGES.filter((language) => language !== 'en') as Exclude<
  Language,
  'en'
>[];

/** A string argument as it must reappear, unchanged, in every language. */
const text = (name: string) => `⟦${name}⟧`;

/**
 * Argument lists each function string is called with: every value of an enumeration, counts that
 * reach each plural category (1, 2–4, 5, 22, 0), and marked texts that must come back verbatim.
 */
export const SAMPLES: Record<string, unknown[][]> = {
  rating: [[4.5], [3]],
  moreProducts: [[3]],
  moreProductsLabel: [[1], [3], [5], [22]],
  carousel: [[text('label')]],
  slide: [[2, 5]],
  store: [[text('key')]],
  stock: [[0], [1], [3], [5], [22]],
  image: [[2, 5]],
  winners: [[text('brands')]],
  measurement: [['depth'], ['height'], ['length'], ['volume'], ['weight'], ['width']],
  attribute: [['recycledShare']],
  customPrice: [['member']],
  bannerLink: [
    [1, 1],
    [2, 3],
  ],
  bannerDestination: [[text('destination')]],
  imageAlt: [[text('alt'), 2, 4]],
  bannerImage: [
    [1, 1],
    [2, 3],
  ],
  quickAdd: [[text('name')], ['']],
  quickAddSize: [[text('name')], ['']],
  favorite: [[text('name')], ['']],
  navigationOverview: [[text('title')]],
  navigationSubmenu: [[text('title')]],
  challengeProgress: [
    [0, 1],
    [1, 3],
    [2, 5],
    [21, 22],
  ],
  challengePeriod: [
    [text('start'), text('end')],
    [text('start'), undefined],
  ],
  challengeCompleted: [[text('date')], [undefined]],
  challengeRequired: [[1], [3], [5], [22]],
  challengeConsent: [
    [text('name'), true],
    [text('name'), false],
  ],
  challengeJoined: [[text('name')]],
  challengeJoinFailed: [[text('name')]],
  achievementDate: [[text('date')]],
  purchasePeriod: [['all'], ['year'], ['twoYears']],
  purchaseMetric: [['amount'], ['count'], ['average'], ['frequency']],
  purchaseUpdated: [[text('date')]],
  purchaseLatest: [[text('date')]],
  npsScale: [[1, 10]],
  unsubscribeHeading: [['email'], ['sms']],
  unsubscribePrompt: [['email'], ['sms']],
  unsubscribeDone: [['email'], ['sms']],
  unsubscribeMessageNotFound: [['email'], ['sms']],
  backInStockSku: [[text('sku')]],
  backInStockCreated: [[text('date')]],
  backInStockRemoved: [[text('sku')]],
  backInStockRemoveFailed: [[text('sku')]],
};

/** The markers and numbers an output carries: what a translation must keep. */
export function placeholders(output: string, args: unknown[], format: Formatting): string[] {
  return args.flatMap((arg, index) => {
    if (typeof arg === 'string' && arg.startsWith('⟦')) return output.includes(arg) ? [arg] : [];
    if (typeof arg === 'number') {
      return output.includes(format.number(arg)) ? [`#${index}`] : [];
    }
    return [];
  });
}

/** True when a text has no word of its own: only placeholders, digits and punctuation ("+3"). */
export const wordless = (output: string) => !/\p{L}/u.test(output.replace(/⟦[^⟧]*⟧/g, ''));

/**
 * Strings that may read exactly as in English besides wordless ones. Keys for every language: data
 * passed through (a carousel's own label, a feed's own attribute keys). Per language: true cognates.
 */
export const SAME_AS_ENGLISH: {
  keys: readonly string[];
  words: Partial<Record<Language, readonly string[]>>;
} = {
  keys: ['carousel', 'attribute', 'customPrice'],
  words: { da: ['Menu', 'Send'], nb: ['Send'], nl: ['Menu'], fr: ['Menu'], pl: ['Menu'] },
};
