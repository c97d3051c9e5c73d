/**
 * French account strings ("vous"). A narrow no-break space stands before "?" and "!", as French
 * typography wants. French counts 0 as singular, which `Intl.PluralRules` knows ("0 étape validée").
 */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Montant des achats',
  count: 'Nombre d’achats',
  average: 'Panier moyen',
  frequency: 'Fréquence d’achat',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Connectez-vous pour voir ce contenu.',
  engageError: 'Ce contenu n’a pas pu être chargé. Réessayez plus tard.',
  engageLoading: 'Chargement',
  challengesHeading: 'Défis',
  challengesEmpty: 'Vous n’avez encore aucun défi.',
  challengesAvailable: 'Défis auxquels vous pouvez participer',
  challengeProgress: (completed, required) =>
    f.plural(completed, {
      one: `# étape validée sur ${f.number(required)}`,
      other: `# étapes validées sur ${f.number(required)}`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `À partir du ${start}`),
  challengeCompleted: (date) => (date ? `Terminé le ${date}` : 'Terminé'),
  challengeRequired: (required) => f.plural(required, { one: '# étape', other: '# étapes' }),
  challengeConsent: (name, terms) =>
    terms
      ? `J’accepte les conditions ci-dessus et souhaite participer au défi ${name}`
      : `Je souhaite participer au défi ${name}`,
  challengeJoin: 'Participer',
  challengeJoined: (name) => `Vous participez au défi ${name}.`,
  challengeJoinFailed: (name) => `Impossible de participer au défi ${name}. Réessayez plus tard.`,
  achievementsHeading: 'Récompenses',
  achievementsEmpty: 'Vous n’avez encore aucune récompense.',
  achievementDate: (date) => `Obtenue le ${date}`,
  purchaseSummaryHeading: 'Vos achats',
  purchaseSummaryEmpty: 'Le récapitulatif de vos achats n’est pas encore prêt. Revenez plus tard.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Depuis le début'
      : period === 'year'
        ? '12 derniers mois'
        : '24 derniers mois',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Mis à jour le ${date}`,
  purchaseLatest: (date) => `Dernier achat le ${date}`,
  consentsHeading: 'Consentements',
  consentsEmpty: 'Aucun consentement à afficher.',
  consentGiven: 'Donné',
  consentNotGiven: 'Non donné',
  npsHeading: 'Votre avis',
  npsQuestion: 'Quelle est la probabilité que vous nous recommandiez à un proche\u202f?',
  npsScale: (low, high) =>
    `${f.number(low)} = pas du tout probable, ${f.number(high)} = très probable`,
  npsSubmit: 'Envoyer',
  npsThanks: 'Merci pour votre réponse\u202f!',
  npsFailed: 'Votre réponse n’a pas pu être envoyée. Réessayez plus tard.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS' : 'E-mails'),
  unsubscribePrompt: (channel) =>
    `Souhaitez-vous ne plus recevoir nos ${channel === 'sms' ? 'SMS' : 'e-mails'}\u202f?`,
  unsubscribeConfirm: 'Me désabonner',
  unsubscribeDone: (channel) =>
    `Votre désabonnement est enregistré\u00a0: vous ne recevrez plus nos ${channel === 'sms' ? 'SMS' : 'e-mails'}.`,
  unsubscribeFailed: 'Le désabonnement n’a pas abouti. Réessayez plus tard.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'Nous n’avons pas trouvé ce SMS parmi ceux que nous vous avons envoyés. Souhaitez-vous tout de même vous désabonner de tous nos SMS\u202f?'
      : 'Nous n’avons pas trouvé cet e-mail parmi ceux que nous vous avons envoyés. Souhaitez-vous tout de même vous désabonner de tous nos e-mails\u202f?',
  backInStockHeading: 'Alertes de retour en stock',
  backInStockEmpty: 'Vous n’avez aucune alerte de retour en stock.',
  backInStockSku: (sku) => `Article ${sku}`,
  backInStockCreated: (date) => `Créée le ${date}`,
  backInStockRemove: 'Supprimer',
  backInStockRemoved: (sku) => `L’alerte pour l’article ${sku} a été supprimée.`,
  backInStockRemoveFailed: (sku) =>
    `L’alerte pour l’article ${sku} n’a pas pu être supprimée. Réessayez plus tard.`,
});
