/** Dutch account strings (informal "je"). */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Aankoopbedrag',
  count: 'Aantal aankopen',
  average: 'Gemiddeld bonbedrag',
  frequency: 'Aankoopfrequentie',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Log in om dit te zien.',
  engageError: 'Dit kon niet worden geladen. Probeer het later opnieuw.',
  engageLoading: 'Laden',
  challengesHeading: 'Uitdagingen',
  challengesEmpty: 'Je hebt nog geen uitdagingen.',
  challengesAvailable: 'Uitdagingen waaraan je kunt meedoen',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} van # controlepunt`,
      other: `${f.number(completed)} van # controlepunten`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Vanaf ${start}`),
  challengeCompleted: (date) => (date ? `Voltooid op ${date}` : 'Voltooid'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# controlepunt', other: '# controlepunten' }),
  challengeConsent: (name, terms) =>
    terms
      ? `Ik ga akkoord met de voorwaarden hierboven en wil meedoen aan ${name}`
      : `Ik wil meedoen aan ${name}`,
  challengeJoin: 'Meedoen',
  challengeJoined: (name) => `Je doet nu mee aan ${name}.`,
  challengeJoinFailed: (name) => `Meedoen aan ${name} is niet gelukt. Probeer het later opnieuw.`,
  achievementsHeading: 'Prestaties',
  achievementsEmpty: 'Je hebt nog geen prestaties.',
  achievementDate: (date) => `Behaald op ${date}`,
  purchaseSummaryHeading: 'Je aankopen',
  purchaseSummaryEmpty: 'Je aankoopoverzicht is nog niet klaar. Kom later nog eens terug.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Totaal'
      : period === 'year'
        ? 'Afgelopen 12 maanden'
        : 'Afgelopen 24 maanden',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Bijgewerkt op ${date}`,
  purchaseLatest: (date) => `Laatste aankoop op ${date}`,
  consentsHeading: 'Toestemmingen',
  consentsEmpty: 'Er zijn geen toestemmingen om te tonen.',
  consentGiven: 'Gegeven',
  consentNotGiven: 'Niet gegeven',
  npsHeading: 'Jouw mening',
  npsQuestion: 'Hoe waarschijnlijk is het dat je ons aanbeveelt aan een vriend of vriendin?',
  npsScale: (low, high) =>
    `${f.number(low)} = zeer onwaarschijnlijk, ${f.number(high)} = zeer waarschijnlijk`,
  npsSubmit: 'Versturen',
  npsThanks: 'Bedankt voor je antwoord!',
  npsFailed: 'Je antwoord kon niet worden verstuurd. Probeer het later opnieuw.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'Sms' : 'E-mail'),
  unsubscribePrompt: (channel) =>
    `Wil je geen ${channel === 'sms' ? 'sms’jes' : 'e-mails'} meer van ons ontvangen?`,
  unsubscribeConfirm: 'Afmelden',
  unsubscribeDone: (channel) =>
    `Je bent afgemeld en ontvangt geen ${channel === 'sms' ? 'sms’jes' : 'e-mails'} meer van ons.`,
  unsubscribeFailed: 'Afmelden is niet gelukt. Probeer het later opnieuw.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'We hebben dat sms’je niet gevonden tussen de berichten die we je hebben gestuurd. Wil je je toch afmelden voor al onze sms’jes?'
      : 'We hebben die e-mail niet gevonden tussen de berichten die we je hebben gestuurd. Wil je je toch afmelden voor al onze e-mails?',
  backInStockHeading: 'Voorraadmeldingen',
  backInStockEmpty: 'Je hebt geen voorraadmeldingen.',
  backInStockSku: (sku) => `Artikel ${sku}`,
  backInStockCreated: (date) => `Toegevoegd op ${date}`,
  backInStockRemove: 'Verwijderen',
  backInStockRemoved: (sku) => `De melding voor artikel ${sku} is verwijderd.`,
  backInStockRemoveFailed: (sku) =>
    `De melding voor artikel ${sku} kon niet worden verwijderd. Probeer het later opnieuw.`,
});
