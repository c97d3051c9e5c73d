/** Danish account strings. */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Købsbeløb',
  count: 'Antal køb',
  average: 'Gennemsnitligt køb',
  frequency: 'Købsfrekvens',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Log ind for at se dette.',
  engageError: 'Det kunne ikke indlæses. Prøv igen senere.',
  engageLoading: 'Indlæser',
  challengesHeading: 'Udfordringer',
  challengesEmpty: 'Du har ingen udfordringer endnu.',
  challengesAvailable: 'Udfordringer, du kan deltage i',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} af # kontrolpunkt`,
      other: `${f.number(completed)} af # kontrolpunkter`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Fra ${start}`),
  challengeCompleted: (date) => (date ? `Gennemført ${date}` : 'Gennemført'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# kontrolpunkt', other: '# kontrolpunkter' }),
  challengeConsent: (name, terms) =>
    terms
      ? `Jeg accepterer betingelserne ovenfor og vil gerne deltage i ${name}`
      : `Jeg vil gerne deltage i ${name}`,
  challengeJoin: 'Deltag',
  challengeJoined: (name) => `Du deltager nu i ${name}.`,
  challengeJoinFailed: (name) => `Du kunne ikke deltage i ${name}. Prøv igen senere.`,
  achievementsHeading: 'Præstationer',
  achievementsEmpty: 'Du har ingen præstationer endnu.',
  achievementDate: (date) => `Opnået ${date}`,
  purchaseSummaryHeading: 'Dine køb',
  purchaseSummaryEmpty: 'Din købsoversigt er ikke klar endnu. Kig forbi igen senere.',
  purchasePeriod: (period) =>
    period === 'all' ? 'I alt' : period === 'year' ? 'Seneste 12 måneder' : 'Seneste 24 måneder',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Opdateret ${date}`,
  purchaseLatest: (date) => `Seneste køb ${date}`,
  consentsHeading: 'Samtykker',
  consentsEmpty: 'Der er ingen samtykker at vise.',
  consentGiven: 'Givet',
  consentNotGiven: 'Ikke givet',
  npsHeading: 'Din mening',
  npsQuestion: 'Hvor sandsynligt er det, at du vil anbefale os til en ven?',
  npsScale: (low, high) =>
    `${f.number(low)} = slet ikke sandsynligt, ${f.number(high)} = meget sandsynligt`,
  npsSubmit: 'Send',
  npsThanks: 'Tak for dit svar!',
  npsFailed: 'Dit svar kunne ikke sendes. Prøv igen senere.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS' : 'E-mail'),
  unsubscribePrompt: (channel) =>
    `Vil du ikke længere modtage ${channel === 'sms' ? 'SMS’er' : 'e-mails'} fra os?`,
  unsubscribeConfirm: 'Afmeld',
  unsubscribeDone: (channel) =>
    `Du er afmeldt og får ikke flere ${channel === 'sms' ? 'SMS’er' : 'e-mails'} fra os.`,
  unsubscribeFailed: 'Du kunne ikke afmeldes. Prøv igen senere.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Vi kunne ikke finde den SMS blandt dem, vi har sendt til dig. Vil du alligevel afmelde dig, så du ikke får flere SMS’er fra os?'
      : 'Vi kunne ikke finde den e-mail blandt dem, vi har sendt til dig. Vil du alligevel afmelde dig, så du ikke får flere e-mails fra os?',
  backInStockHeading: 'Lagerbeskeder',
  backInStockEmpty: 'Du har ingen lagerbeskeder.',
  backInStockSku: (sku) => `Vare ${sku}`,
  backInStockCreated: (date) => `Tilføjet ${date}`,
  backInStockRemove: 'Fjern',
  backInStockRemoved: (sku) => `Beskeden for vare ${sku} er fjernet.`,
  backInStockRemoveFailed: (sku) =>
    `Beskeden for vare ${sku} kunne ikke fjernes. Prøv igen senere.`,
});
