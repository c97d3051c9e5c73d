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
export { trackViewability, VIEWABLE_MS, VIEWABLE_SHARE } from './viewability.ts';
