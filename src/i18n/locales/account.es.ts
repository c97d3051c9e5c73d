/** Spanish account strings (Spain, informal "tú"). */
import type { AccountStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';

const METRICS = {
  amount: 'Importe de compras',
  count: 'Número de compras',
  average: 'Ticket medio',
  frequency: 'Frecuencia de compra',
};

export default (f: Formatting): AccountStrings => ({
  engageSignIn: 'Inicia sesión para ver esto.',
  engageError: 'No se ha podido cargar. Inténtalo de nuevo más tarde.',
  engageLoading: 'Cargando',
  challengesHeading: 'Retos',
  challengesEmpty: 'Todavía no tienes retos.',
  challengesAvailable: 'Retos en los que puedes participar',
  challengeProgress: (completed, required) =>
    f.plural(required, {
      one: `${f.number(completed)} de # punto de control`,
      other: `${f.number(completed)} de # puntos de control`,
    }),
  challengePeriod: (start, end) => (end ? `${start} – ${end}` : `Desde el ${start}`),
  challengeCompleted: (date) => (date ? `Completado el ${date}` : 'Completado'),
  challengeRequired: (required) =>
    f.plural(required, { one: '# punto de control', other: '# puntos de control' }),
  challengeConsent: (name, terms) =>
    terms
      ? `Acepto las condiciones anteriores y quiero participar en ${name}`
      : `Quiero participar en ${name}`,
  challengeJoin: 'Participar',
  challengeJoined: (name) => `Ya participas en ${name}.`,
  challengeJoinFailed: (name) => `No has podido unirte a ${name}. Inténtalo de nuevo más tarde.`,
  achievementsHeading: 'Logros',
  achievementsEmpty: 'Todavía no tienes logros.',
  achievementDate: (date) => `Conseguido el ${date}`,
  purchaseSummaryHeading: 'Tus compras',
  purchaseSummaryEmpty: 'El resumen de tus compras aún no está listo. Vuelve más tarde.',
  purchasePeriod: (period) =>
    period === 'all'
      ? 'Total histórico'
      : period === 'year'
        ? 'Últimos 12 meses'
        : 'Últimos 24 meses',
  purchaseMetric: (metric) => METRICS[metric],
  purchaseUpdated: (date) => `Actualizado el ${date}`,
  purchaseLatest: (date) => `Última compra: ${date}`,
  consentsHeading: 'Consentimientos',
  consentsEmpty: 'No hay consentimientos que mostrar.',
  consentGiven: 'Otorgado',
  consentNotGiven: 'No otorgado',
  npsHeading: 'Tu opinión',
  npsQuestion: '¿Qué probabilidad hay de que nos recomiendes a un amigo?',
  npsScale: (low, high) => `${f.number(low)} = nada probable, ${f.number(high)} = muy probable`,
  npsSubmit: 'Enviar',
  npsThanks: '¡Gracias por tu respuesta!',
  npsFailed: 'No se ha podido enviar tu respuesta. Inténtalo de nuevo más tarde.',
  unsubscribeHeading: (channel) => (channel === 'sms' ? 'SMS' : 'Correo electrónico'),
  unsubscribePrompt: (channel) =>
    `¿Quieres dejar de recibir nuestros ${channel === 'sms' ? 'SMS' : 'correos'}?`,
  unsubscribeConfirm: 'Darme de baja',
  unsubscribeDone: (channel) =>
    `Te has dado de baja y no recibirás más ${channel === 'sms' ? 'SMS' : 'correos'} nuestros.`,
  unsubscribeFailed: 'No se ha podido tramitar tu baja. Inténtalo de nuevo más tarde.',
  unsubscribeMessageNotFound: (channel) =>
    channel === 'sms'
      ? 'No hemos encontrado ese SMS entre los que te hemos enviado. ¿Quieres darte de baja de todos nuestros SMS de todas formas?'
      : 'No hemos encontrado ese correo entre los que te hemos enviado. ¿Quieres darte de baja de todos nuestros correos de todas formas?',
  backInStockHeading: 'Avisos de disponibilidad',
  backInStockEmpty: 'No tienes avisos de disponibilidad.',
  backInStockSku: (sku) => `Artículo ${sku}`,
  backInStockCreated: (date) => `Añadido el ${date}`,
  backInStockRemove: 'Eliminar',
  backInStockRemoved: (sku) => `Se ha eliminado el aviso del artículo ${sku}.`,
  backInStockRemoveFailed: (sku) =>
    `No se ha podido eliminar el aviso del artículo ${sku}. Inténtalo de nuevo más tarde.`,
});
