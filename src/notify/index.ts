/**
 * Notifications (issue 4): the typed public API and its delivery. Importing this module does
 * nothing else: the first notifier (an element's, or the first call of `notify`) starts the
 * outbox, whose delivery is a chunk loaded when the page is idle (docs/decisions.md).
 */
export {
  createNotifier,
  notify,
  trackViewability,
  type DefaultNotifier,
  type FavoriteKey,
  type NotificationSession,
  type NotificationStats,
  type Notifier,
} from './notifier.ts';
/**
 * One visitor, one session (decisions.md): the keys our elements and the official client share
 * in `localStorage` (`voyado.session`), and sign-in (`updateCustomerKey`) and sign-out (`reset`).
 */
export {
  reset,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
  SESSION_STORAGE_KEY,
  type SessionKeys,
  type VisitorSession,
} from '../api/session.ts';
export { VIEWABLE_MS, VIEWABLE_SHARE } from './viewability.ts';
