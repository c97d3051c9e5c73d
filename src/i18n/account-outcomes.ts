/**
 * The English words of what an account action did, or could not do (joined, removed, answered,
 * unsubscribed): nothing shows them before the contact acts, so they come with the actions' chunk
 * (src/elements/account-actions.ts imports this module), not with the page (docs/decisions.md,
 * "Lean account (3)"). Registered as a domain of their own whose languages are the account
 * modules, which hold these words too: a page in another language has them from the start, and a
 * page in English has them once the chunk is there, which is before any action runs
 * (`startAction` reads the strings after it). A shop's `strings` lie over them as over any other.
 */
import type { AccountStrings } from '../templates/strings.ts';
import { ACCOUNT_LANGUAGES, type AccountOutcome } from './account.ts';
import { registerStrings } from './registry.ts';

export const englishOutcomes = (): Pick<AccountStrings, AccountOutcome> => ({
  challengeJoined: (name) => `You joined ${name}.`,
  challengeJoinFailed: (name) => `You could not join ${name}. Try again later.`,
  npsThanks: 'Thank you for your answer!',
  npsFailed: 'Your answer could not be sent. Try again later.',
  unsubscribeDone: (channel) =>
    `You are unsubscribed and will get no more ${channel === 'sms' ? 'text messages' : 'emails'}.`,
  unsubscribeFailed: 'You could not be unsubscribed. Try again later.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'We could not find that text message among the ones we have sent you. Do you want to unsubscribe from all our text messages anyway?'
      : 'We could not find that email among the ones we have sent you. Do you want to unsubscribe from all our emails anyway?',
  backInStockRemoved: (sku) => `The alert for item ${sku} was removed.`,
  backInStockRemoveFailed: (sku) =>
    `The alert for item ${sku} could not be removed. Try again later.`,
});

registerStrings('account-outcomes', englishOutcomes, ACCOUNT_LANGUAGES);
