/** Swedish account strings. */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Köpbelopp',
  count: 'Antal köp',
  average: 'Snittköp',
  frequency: 'Köpfrekvens',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Logga in för att se det här.',
  engageError: 'Det gick inte att ladda. Försök igen senare.',
  engageLoading: 'Laddar',
  challengesHeading: 'Utmaningar',
  challengesEmpty: 'Du har inga utmaningar än.',
  challengesAvailable: 'Utmaningar du kan gå med i',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} av # kontrollpunkt`,
      other: `${f.number(completed)} av # kontrollpunkter`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Från ${start}`),
  challengeCompleted: (date) => (date ? `Slutförd ${date}` : 'Slutförd'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# kontrollpunkt', other: '# kontrollpunkter' }),
  challengeConsent: (name, terms) =>
    terms ? `Jag godkänner villkoren ovan och vill gå med i ${name}` : `Jag vill gå med i ${name}`,
  challengeJoin: 'Gå med',
  challengeJoined: (name) => `Du har gått med i ${name}.`,
  challengeJoinFailed: (name) => `Det gick inte att gå med i ${name}. Försök igen senare.`,
  achievementsHeading: 'Utmärkelser',
  achievementsEmpty: 'Du har inga utmärkelser än.',
  achievementDate: (date) => `Uppnådd ${date}`,
  purchaseSummaryHeading: 'Dina köp',
  purchaseSummaryEmpty: 'Din köpsammanställning är inte klar än. Titta in igen senare.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Totalt'
      : period === 'year'
        ? 'Senaste 12 månaderna'
        : 'Senaste 24 månaderna',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Uppdaterad ${date}`,
  purchaseLatest: (date) => `Senaste köp ${date}`,
  consentsHeading: 'Samtycken',
  consentsEmpty: 'Det finns inga samtycken att visa.',
  consentGiven: 'Givet',
  consentNotGiven: 'Inte givet',
  npsHeading: 'Vad tycker du?',
  npsQuestion: 'Hur troligt är det att du skulle rekommendera oss till en vän?',
  npsScale: (low, high) =>
    `${f.number(low)} = inte alls troligt, ${f.number(high)} = mycket troligt`,
  npsSubmit: 'Skicka',
  npsThanks: 'Tack för ditt svar!',
  npsFailed: 'Ditt svar kunde inte skickas. Försök igen senare.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'Sms' : 'E-post'),
  unsubscribePrompt: (channel) =>
    `Vill du sluta få ${channel === 'sms' ? 'sms' : 'e-post'} från oss?`,
  unsubscribeConfirm: 'Avregistrera mig',
  unsubscribeDone: (channel) =>
    channel === 'sms'
      ? 'Du är avregistrerad och får inga fler sms från oss.'
      : 'Du är avregistrerad och får ingen mer e-post från oss.',
  unsubscribeFailed: 'Det gick inte att avregistrera dig. Försök igen senare.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Vi hittade inte det sms:et bland dem vi har skickat till dig. Vill du ändå avregistrera dig från alla sms från oss?'
      : 'Vi hittade inte det e-postmeddelandet bland dem vi har skickat till dig. Vill du ändå avregistrera dig från all e-post från oss?',
  backInStockHeading: 'Lagerbevakningar',
  backInStockEmpty: 'Du har inga lagerbevakningar.',
  backInStockSku: (sku) => `Artikel ${sku}`,
  backInStockCreated: (date) => `Tillagd ${date}`,
  backInStockRemove: 'Ta bort',
  backInStockRemoved: (sku) => `Bevakningen av artikel ${sku} har tagits bort.`,
  backInStockRemoveFailed: (sku) =>
    `Bevakningen av artikel ${sku} kunde inte tas bort. Försök igen senare.`,
});
