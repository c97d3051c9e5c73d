/** Norwegian (bokmål) account strings; also used for `no` and `nn`. */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Kjøpsbeløp',
  count: 'Antall kjøp',
  average: 'Gjennomsnittlig kjøp',
  frequency: 'Kjøpsfrekvens',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Logg inn for å se dette.',
  engageError: 'Dette kunne ikke lastes inn. Prøv igjen senere.',
  engageLoading: 'Laster inn',
  challengesHeading: 'Utfordringer',
  challengesEmpty: 'Du har ingen utfordringer ennå.',
  challengesAvailable: 'Utfordringer du kan bli med på',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} av # sjekkpunkt`,
      other: `${f.number(completed)} av # sjekkpunkter`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Fra ${start}`),
  challengeCompleted: (date) => (date ? `Fullført ${date}` : 'Fullført'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# sjekkpunkt', other: '# sjekkpunkter' }),
  challengeConsent: (name, terms) =>
    terms ? `Jeg godtar vilkårene ovenfor og vil bli med på ${name}` : `Jeg vil bli med på ${name}`,
  challengeJoin: 'Bli med',
  challengeJoined: (name) => `Du er med på ${name}.`,
  challengeJoinFailed: (name) => `Du kunne ikke bli med på ${name}. Prøv igjen senere.`,
  achievementsHeading: 'Prestasjoner',
  achievementsEmpty: 'Du har ingen prestasjoner ennå.',
  achievementDate: (date) => `Oppnådd ${date}`,
  purchaseSummaryHeading: 'Dine kjøp',
  purchaseSummaryEmpty: 'Kjøpsoversikten din er ikke klar ennå. Sjekk igjen senere.',
  purchasePeriod: (period) =>
    period === 'all' ? 'Totalt' : period === 'year' ? 'Siste 12 måneder' : 'Siste 24 måneder',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Oppdatert ${date}`,
  purchaseLatest: (date) => `Siste kjøp ${date}`,
  consentsHeading: 'Samtykker',
  consentsEmpty: 'Det er ingen samtykker å vise.',
  consentGiven: 'Gitt',
  consentNotGiven: 'Ikke gitt',
  npsHeading: 'Din mening',
  npsQuestion: 'Hvor sannsynlig er det at du vil anbefale oss til en venn?',
  npsScale: (low, high) =>
    `${f.number(low)} = svært usannsynlig, ${f.number(high)} = svært sannsynlig`,
  npsSubmit: 'Send',
  npsThanks: 'Takk for svaret ditt!',
  npsFailed: 'Svaret ditt kunne ikke sendes. Prøv igjen senere.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS' : 'E-post'),
  unsubscribePrompt: (channel) =>
    `Vil du slutte å motta ${channel === 'sms' ? 'SMS' : 'e-post'} fra oss?`,
  unsubscribeConfirm: 'Meld meg av',
  unsubscribeDone: (channel) =>
    `Du er meldt av og får ikke flere ${channel === 'sms' ? 'SMS-er' : 'e-poster'} fra oss.`,
  unsubscribeFailed: 'Vi kunne ikke melde deg av. Prøv igjen senere.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Vi fant ikke den SMS-en blant dem vi har sendt deg. Vil du likevel melde deg av alle SMS-er fra oss?'
      : 'Vi fant ikke den e-posten blant dem vi har sendt deg. Vil du likevel melde deg av all e-post fra oss?',
  backInStockHeading: 'Lagervarsler',
  backInStockEmpty: 'Du har ingen lagervarsler.',
  backInStockSku: (sku) => `Vare ${sku}`,
  backInStockCreated: (date) => `Lagt til ${date}`,
  backInStockRemove: 'Fjern',
  backInStockRemoved: (sku) => `Varselet for vare ${sku} er fjernet.`,
  backInStockRemoveFailed: (sku) =>
    `Varselet for vare ${sku} kunne ikke fjernes. Prøv igjen senere.`,
});
