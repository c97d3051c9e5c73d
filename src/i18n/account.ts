/**
 * The account domain of strings: English built in, each other language its own module. Imported by
 * the account templates only, so the storefront bundle carries none of it. The English words of
 * an action's outcome (`AccountOutcome`) come with the actions' chunk (./account-outcomes.ts),
 * since nothing shows them before the contact acts; every other language has them in its module.
 */
import type { AccountStrings } from '../templates/strings.ts';
import type { Formatting } from './format.ts';
import { registerStrings, type StringsLoader } from './registry.ts';
import type { Language } from './languages.ts';

/** What an action did, or could not do: shown only after the contact acted. */
export type AccountOutcome =
  | 'challengeJoined'
  | 'challengeJoinFailed'
  | 'npsThanks'
  | 'npsFailed'
  | 'unsubscribeDone'
  | 'unsubscribeFailed'
  | 'unsubscribeMessageNotFound'
  | 'backInStockRemoved'
  | 'backInStockRemoveFailed';

/** English account strings for a locale's formatting (numbers, plural forms). */
export const englishAccount = (f: Formatting): Omit<AccountStrings, AccountOutcome> => ({
  engageSignIn: 'Sign in to see this.',
  engageError: 'This could not be loaded. Try again later.',
  engageLoading: 'Loading',
  challengesHeading: 'Challenges',
  challengesEmpty: 'You have no challenges yet.',
  challengesAvailable: 'Challenges you can join',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} of # checkpoint`,
      other: `${f.number(completed)} of # checkpoints`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `From ${start}`),
  challengeCompleted: (date) => (date ? `Completed on ${date}` : 'Completed'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# checkpoint', other: '# checkpoints' }),
  challengeConsent: (name, terms) =>
    terms ? `I agree to the terms above and want to join ${name}` : `I want to join ${name}`,
  challengeJoin: 'Join',
  achievementsHeading: 'Achievements',
  achievementsEmpty: 'You have no achievements yet.',
  achievementDate: (date) => `Achieved on ${date}`,
  purchaseSummaryHeading: 'Your purchases',
  purchaseSummaryEmpty: 'Your purchase summary is not ready yet. Check back later.',
  purchasePeriod: (period) =>
    period === 'all' ? 'All time' : period === 'year' ? 'Last 12 months' : 'Last 24 months',
  purchaseMetric: (metric) =>
    ({
      amount: 'Purchase amount',
      count: 'Number of purchases',
      average: 'Average receipt',
      frequency: 'Purchase frequency',
    })[metric],
  purchaseUpdated: (date) => `Updated ${date}`,
  purchaseLatest: (date) => `Latest purchase ${date}`,
  consentsHeading: 'Consents',
  consentsEmpty: 'There are no consents to show.',
  consentGiven: 'Given',
  consentNotGiven: 'Not given',
  npsHeading: 'Your opinion',
  npsQuestion: 'How likely are you to recommend us to a friend?',
  npsScale: (low, high) =>
    `${f.number(low)} = not at all likely, ${f.number(high)} = extremely likely`,
  npsSubmit: 'Send',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'Text messages' : 'Email'),
  unsubscribePrompt: (channel) =>
    `Do you want to stop receiving ${channel === 'sms' ? 'text messages' : 'emails'} from us?`,
  unsubscribeConfirm: 'Unsubscribe',
  backInStockHeading: 'Back-in-stock alerts',
  backInStockEmpty: 'You have no back-in-stock alerts.',
  backInStockSku: (sku) => `Item ${sku}`,
  backInStockCreated: (date) => `Added ${date}`,
  backInStockRemove: 'Remove',
});

/** Each language's account strings, outcomes included. */
export const ACCOUNT_LANGUAGES: Partial<Record<Language, StringsLoader>> = {
  sv: () => import('./locales/account.sv.ts'),
  nb: () => import('./locales/account.nb.ts'),
  da: () => import('./locales/account.da.ts'),
  fi: () => import('./locales/account.fi.ts'),
  de: () => import('./locales/account.de.ts'),
  nl: () => import('./locales/account.nl.ts'),
  fr: () => import('./locales/account.fr.ts'),
  es: () => import('./locales/account.es.ts'),
  pl: () => import('./locales/account.pl.ts'),
};

registerStrings('account', englishAccount, ACCOUNT_LANGUAGES);
