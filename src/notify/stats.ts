/**
 * What `notify.stats()` reports (docs/elements.md, "Notifications"), and the counts of a page
 * view before delivery has loaded: kept apart from the outbox front so that the capture in front
 * of the notification chunk (capture.ts) reports the same shape without loading the front.
 */

/** Why the library abandoned a notification on purpose (`stats().droppedBy`). */
export type DropKind =
  /** This tab's outbox was full: the oldest went. */
  | 'full'
  /** Older than `maxAgeMs`. */
  | 'expired'
  /** Failed `maxAttempts` times. */
  | 'retries'
  /** No storage, and past the browser's unload budget: it could neither leave nor stay. */
  | 'unload'
  /** In flight when its tab died without `pagehide`: taken as handed to the browser. */
  | 'in-flight'
  /** A stored entry that was not an entry (edited or corrupted storage). */
  | 'corrupt';

export const DROP_KINDS: DropKind[] = [
  'full',
  'expired',
  'retries',
  'unload',
  'in-flight',
  'corrupt',
];

export interface NotificationStats {
  /** Confirmed (2xx) or handed to the browser at unload, by this page view. */
  sent: number;
  /** Attempts that saw a 5xx or a network error, in this page view. */
  failed: number;
  /** Refused with a 4xx (dropped, not retried), in this page view. */
  refused: number;
  /** Dropped on purpose by this page view, all kinds (`droppedBy`). */
  dropped: number;
  droppedBy: Record<DropKind, number>;
  /** Entries in the outboxes now: this page's, and those stored by the origin's other tabs. */
  queued: number;
}

/** What was handed to the browser at `pagehide`, or dropped there, before delivery loaded. */
export interface EarlyCounts {
  sent: number;
  unload: number;
}

export const UNLOAD_DROP_WARNING =
  'could not be stored, nor sent (offline, or over the unload budget); dropped at pagehide';

/** The stats of a page view before delivery has loaded: what `pagehide` did, and `queued`. */
export function earlyStats({ sent, unload }: EarlyCounts, queued: number): NotificationStats {
  const droppedBy = Object.fromEntries(DROP_KINDS.map((kind) => [kind, 0])) as Record<
    DropKind,
    number
  >;
  droppedBy.unload = unload;
  return { sent, failed: 0, refused: 0, dropped: unload, droppedBy, queued };
}
