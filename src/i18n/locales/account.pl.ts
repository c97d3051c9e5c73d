/**
 * Polish account strings. Counts take one/few/many/other from `Intl.PluralRules` ("1 punkt
 * kontrolny", "3 punkty kontrolne", "5 punktów kontrolnych"); a challenge's name follows a colon
 * so it stays in the nominative.
 */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Wartość zakupów',
  count: 'Liczba zakupów',
  average: 'Średnia wartość paragonu',
  frequency: 'Częstotliwość zakupów',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Zaloguj się, aby to zobaczyć.',
  engageError: 'Nie udało się tego wczytać. Spróbuj ponownie później.',
  engageLoading: 'Wczytywanie',
  challengesHeading: 'Wyzwania',
  challengesEmpty: 'Nie masz jeszcze żadnych wyzwań.',
  challengesAvailable: 'Wyzwania, do których możesz dołączyć',
  challengeProgress: (completed, required) =>
    `Punkty kontrolne: ${f.number(completed)} z ${f.number(required)}`,
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Od ${start}`),
  challengeCompleted: (date) => (date ? `Ukończono ${date}` : 'Ukończono'),
  challengeRequired: (required) =>
    f.plural(required, {
      one: '# punkt kontrolny',
      few: '# punkty kontrolne',
      many: '# punktów kontrolnych',
      other: '# punktu kontrolnego',
    }),
  challengeConsent: (name, terms) =>
    terms
      ? `Akceptuję powyższe warunki i chcę dołączyć do wyzwania: ${name}`
      : `Chcę dołączyć do wyzwania: ${name}`,
  challengeJoin: 'Dołącz',
  challengeJoined: (name) => `Dołączono do wyzwania: ${name}.`,
  challengeJoinFailed: (name) =>
    `Nie udało się dołączyć do wyzwania: ${name}. Spróbuj ponownie później.`,
  achievementsHeading: 'Osiągnięcia',
  achievementsEmpty: 'Nie masz jeszcze żadnych osiągnięć.',
  achievementDate: (date) => `Zdobyto ${date}`,
  purchaseSummaryHeading: 'Twoje zakupy',
  purchaseSummaryEmpty: 'Podsumowanie zakupów nie jest jeszcze gotowe. Zajrzyj później.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Od początku'
      : period === 'year'
        ? 'Ostatnie 12 miesięcy'
        : 'Ostatnie 24 miesiące',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Zaktualizowano ${date}`,
  purchaseLatest: (date) => `Ostatni zakup: ${date}`,
  consentsHeading: 'Zgody',
  consentsEmpty: 'Brak zgód do wyświetlenia.',
  consentGiven: 'Udzielona',
  consentNotGiven: 'Nieudzielona',
  npsHeading: 'Twoja opinia',
  npsQuestion: 'Jak bardzo prawdopodobne jest, że polecisz nas znajomym?',
  npsScale: (low, high) =>
    `${f.number(low)} = zupełnie nieprawdopodobne, ${f.number(high)} = bardzo prawdopodobne`,
  npsSubmit: 'Wyślij',
  npsThanks: 'Dziękujemy za odpowiedź!',
  npsFailed: 'Nie udało się wysłać odpowiedzi. Spróbuj ponownie później.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS-y' : 'E-maile'),
  unsubscribePrompt: (channel) =>
    `Czy chcesz przestać otrzymywać od nas ${channel === 'sms' ? 'SMS-y' : 'e-maile'}?`,
  unsubscribeConfirm: 'Wypisz mnie',
  // After a negation Polish takes the genitive: "nie będziesz otrzymywać e-maili".
  unsubscribeDone: (channel) =>
    `Wypisano Cię. Nie będziesz już otrzymywać od nas ${channel === 'sms' ? 'SMS-ów' : 'e-maili'}.`,
  unsubscribeFailed: 'Nie udało się Cię wypisać. Spróbuj ponownie później.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Nie znaleźliśmy tego SMS-a wśród wiadomości, które Ci wysłaliśmy. Czy mimo to chcesz wypisać się ze wszystkich naszych SMS-ów?'
      : 'Nie znaleźliśmy tego e-maila wśród wiadomości, które Ci wysłaliśmy. Czy mimo to chcesz wypisać się ze wszystkich naszych e-maili?',
  backInStockHeading: 'Powiadomienia o dostępności',
  backInStockEmpty: 'Nie masz powiadomień o dostępności.',
  backInStockSku: (sku) => `Produkt ${sku}`,
  backInStockCreated: (date) => `Dodano ${date}`,
  backInStockRemove: 'Usuń',
  backInStockRemoved: (sku) => `Usunięto powiadomienie dla produktu ${sku}.`,
  backInStockRemoveFailed: (sku) =>
    `Nie udało się usunąć powiadomienia dla produktu ${sku}. Spróbuj ponownie później.`,
});
