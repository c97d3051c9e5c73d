/**
 * Notifications (issue 4): the typed public API and its delivery. Importing this module registers
 * the `pagehide` hand-off and, once the page has loaded, re-sends what an earlier page stored.
 */
export {
  createNotifier,
  notify,
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
export { trackViewability, VIEWABLE_MS, VIEWABLE_SHARE } from './viewability.ts';
