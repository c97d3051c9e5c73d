/** German account strings (informal "du", as most German shops address their customers). */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Einkaufsbetrag',
  count: 'Anzahl der Einkäufe',
  average: 'Durchschnittlicher Einkauf',
  frequency: 'Einkaufshäufigkeit',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Melde dich an, um das zu sehen.',
  engageError: 'Das konnte nicht geladen werden. Bitte versuche es später erneut.',
  engageLoading: 'Wird geladen',
  challengesHeading: 'Herausforderungen',
  challengesEmpty: 'Du hast noch keine Herausforderungen.',
  challengesAvailable: 'Herausforderungen zum Mitmachen',
  // "von 5 Kontrollpunkten": the dative plural after "von".
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} von # Kontrollpunkt`,
      other: `${f.number(completed)} von # Kontrollpunkten`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Ab ${start}`),
  challengeCompleted: (date) => (date ? `Abgeschlossen am ${date}` : 'Abgeschlossen'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# Kontrollpunkt', other: '# Kontrollpunkte' }),
  challengeConsent: (name, terms) =>
    terms
      ? `Ich stimme den obigen Bedingungen zu und möchte bei ${name} mitmachen`
      : `Ich möchte bei ${name} mitmachen`,
  challengeJoin: 'Mitmachen',
  challengeJoined: (name) => `Du machst jetzt bei ${name} mit.`,
  challengeJoinFailed: (name) =>
    `Du konntest nicht bei ${name} mitmachen. Bitte versuche es später erneut.`,
  achievementsHeading: 'Erfolge',
  achievementsEmpty: 'Du hast noch keine Erfolge.',
  achievementDate: (date) => `Erreicht am ${date}`,
  purchaseSummaryHeading: 'Deine Einkäufe',
  purchaseSummaryEmpty:
    'Deine Einkaufsübersicht ist noch nicht fertig. Schau später wieder vorbei.',
  purchasePeriod: (period) =>
    period === 'all' ? 'Gesamt' : period === 'year' ? 'Letzte 12 Monate' : 'Letzte 24 Monate',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Aktualisiert am ${date}`,
  purchaseLatest: (date) => `Letzter Einkauf am ${date}`,
  consentsHeading: 'Einwilligungen',
  consentsEmpty: 'Keine Einwilligungen vorhanden.',
  consentGiven: 'Erteilt',
  consentNotGiven: 'Nicht erteilt',
  npsHeading: 'Deine Meinung',
  npsQuestion: 'Wie wahrscheinlich ist es, dass du uns weiterempfiehlst?',
  npsScale: (low, high) =>
    `${f.number(low)} = überhaupt nicht wahrscheinlich, ${f.number(high)} = äußerst wahrscheinlich`,
  npsSubmit: 'Senden',
  npsThanks: 'Danke für deine Antwort!',
  npsFailed: 'Deine Antwort konnte nicht gesendet werden. Bitte versuche es später erneut.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS' : 'E-Mail'),
  unsubscribePrompt: (channel) =>
    `Möchtest du keine ${channel === 'sms' ? 'SMS' : 'E-Mails'} mehr von uns erhalten?`,
  unsubscribeConfirm: 'Abmelden',
  unsubscribeDone: (channel) =>
    `Du bist abgemeldet und erhältst keine ${channel === 'sms' ? 'SMS' : 'E-Mails'} mehr von uns.`,
  unsubscribeFailed: 'Die Abmeldung hat nicht geklappt. Bitte versuche es später erneut.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Wir konnten diese SMS unter den Nachrichten, die wir dir geschickt haben, nicht finden. Möchtest du dich trotzdem von allen unseren SMS abmelden?'
      : 'Wir konnten diese E-Mail unter den Nachrichten, die wir dir geschickt haben, nicht finden. Möchtest du dich trotzdem von allen unseren E-Mails abmelden?',
  backInStockHeading: 'Benachrichtigungen bei Verfügbarkeit',
  backInStockEmpty: 'Du hast keine Benachrichtigungen eingerichtet.',
  backInStockSku: (sku) => `Artikel ${sku}`,
  backInStockCreated: (date) => `Hinzugefügt am ${date}`,
  backInStockRemove: 'Entfernen',
  backInStockRemoved: (sku) => `Die Benachrichtigung für Artikel ${sku} wurde entfernt.`,
  backInStockRemoveFailed: (sku) =>
    `Die Benachrichtigung für Artikel ${sku} konnte nicht entfernt werden. Bitte versuche es später erneut.`,
});
