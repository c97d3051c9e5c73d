/**
 * Finnish account strings. A challenge's name or an item's SKU stands after an inflected head noun
 * ("haasteeseen {name}", "Tuotteen {sku}") so the inserted value keeps its own form; after a count
 * other than one the noun takes the partitive ("5 tarkistuspistettä").
 */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Ostojen summa',
  count: 'Ostojen määrä',
  average: 'Keskiostos',
  frequency: 'Ostotiheys',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Kirjaudu sisään nähdäksesi tämän.',
  engageError: 'Lataaminen epäonnistui. Yritä myöhemmin uudelleen.',
  engageLoading: 'Ladataan',
  challengesHeading: 'Haasteet',
  challengesEmpty: 'Sinulla ei ole vielä haasteita.',
  challengesAvailable: 'Haasteet, joihin voit liittyä',
  challengeProgress: (completed, required) =>
    `Tarkistuspisteitä ${f.number(completed)}/${f.number(required)}`,
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `${start} alkaen`),
  challengeCompleted: (date) => (date ? `Suoritettu ${date}` : 'Suoritettu'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# tarkistuspiste', other: '# tarkistuspistettä' }),
  challengeConsent: (name, terms) =>
    terms
      ? `Hyväksyn yllä olevat ehdot ja haluan liittyä haasteeseen ${name}`
      : `Haluan liittyä haasteeseen ${name}`,
  challengeJoin: 'Liity',
  challengeJoined: (name) => `Liityit haasteeseen ${name}.`,
  challengeJoinFailed: (name) =>
    `Haasteeseen ${name} liittyminen epäonnistui. Yritä myöhemmin uudelleen.`,
  achievementsHeading: 'Saavutukset',
  achievementsEmpty: 'Sinulla ei ole vielä saavutuksia.',
  achievementDate: (date) => `Saavutettu ${date}`,
  purchaseSummaryHeading: 'Ostoksesi',
  purchaseSummaryEmpty: 'Ostoyhteenvetosi ei ole vielä valmis. Tarkista myöhemmin uudelleen.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Kaikki yhteensä'
      : period === 'year'
        ? 'Viimeiset 12 kuukautta'
        : 'Viimeiset 24 kuukautta',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Päivitetty ${date}`,
  purchaseLatest: (date) => `Viimeisin ostos ${date}`,
  consentsHeading: 'Suostumukset',
  consentsEmpty: 'Ei näytettäviä suostumuksia.',
  consentGiven: 'Annettu',
  consentNotGiven: 'Ei annettu',
  npsHeading: 'Mielipiteesi',
  npsQuestion: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi?',
  npsScale: (low, high) =>
    `${f.number(low)} = en lainkaan todennäköisesti, ${f.number(high)} = erittäin todennäköisesti`,
  npsSubmit: 'Lähetä',
  npsThanks: 'Kiitos vastauksestasi!',
  npsFailed: 'Vastauksen lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'Tekstiviestit' : 'Sähköposti'),
  unsubscribePrompt: (channel) =>
    channel === 'sms'
      ? 'Haluatko, ettemme enää lähetä sinulle tekstiviestejä?'
      : 'Haluatko, ettemme enää lähetä sinulle sähköpostia?',
  unsubscribeConfirm: 'Peru tilaus',
  unsubscribeDone: (channel) =>
    channel === 'sms'
      ? 'Tilaus on peruttu. Emme lähetä sinulle enää tekstiviestejä.'
      : 'Tilaus on peruttu. Emme lähetä sinulle enää sähköpostia.',
  unsubscribeFailed: 'Tilauksen peruminen epäonnistui. Yritä myöhemmin uudelleen.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Emme löytäneet tätä tekstiviestiä sinulle lähettämistämme viesteistä. Haluatko silti, ettemme enää lähetä sinulle tekstiviestejä?'
      : 'Emme löytäneet tätä sähköpostia sinulle lähettämistämme viesteistä. Haluatko silti, ettemme enää lähetä sinulle sähköpostia?',
  backInStockHeading: 'Saatavuusilmoitukset',
  backInStockEmpty: 'Sinulla ei ole saatavuusilmoituksia.',
  backInStockSku: (sku) => `Tuote ${sku}`,
  backInStockCreated: (date) => `Lisätty ${date}`,
  backInStockRemove: 'Poista',
  backInStockRemoved: (sku) => `Tuotteen ${sku} saatavuusilmoitus poistettiin.`,
  backInStockRemoveFailed: (sku) =>
    `Tuotteen ${sku} saatavuusilmoituksen poistaminen epäonnistui. Yritä myöhemmin uudelleen.`,
});
