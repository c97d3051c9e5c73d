/**
 * What the outbox promises and where it stops (docs/decisions.md, "Notifications: delivery"): its
 * limits and timings, and the tally of this page view: what was sent, failed, refused, and every
 * notification dropped on purpose, by kind, each kind warned once.
 */

/** Entries one tab holds at most; beyond it the oldest are dropped (counted, warned). */
export const OUTBOX_LIMIT = 200;

/**
 * Browsers give the keepalive requests and beacons of a page 64 KiB of body in flight (Chrome);
 * what would pass that at unload is not handed off but stays stored for the next page load.
 */
export const UNLOAD_BUDGET_BYTES = 48 * 1024;

/** Delivery timings and limits. Tests shorten them; shops have no reason to. */
export const timings = {
  /** In-page retry delays after a failure; after the last, `lateRetryMs` takes over. */
  backoffMs: [1000, 2000, 4000, 8000, 16000] as number[],
  /** After the backoff: one waiting entry is tried this often, and all of them once it passes. */
  lateRetryMs: 60_000,
  /** Impressions and favourites enqueued within this window leave together. */
  batchMs: 250,
  /**
   * After a gone tab's lock is granted, how long its key is left to settle before it is read:
   * the gone tab's last writes reach this tab's copy of localStorage asynchronously.
   */
  takeoverSettleMs: 500,
  /** Without Web Locks, a tab's key is taken over only once closed, or after this long silent. */
  unlockedAbandonMs: 24 * 3600_000,
  /** An entry older than this is dropped instead of sent (the service ignores stale tickets). */
  maxAgeMs: 7 * 24 * 3600_000,
  /** An entry that failed this often, over all page views, is dropped. */
  maxAttempts: 100,
};

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

export function endpointOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** This page view's counts; no drop goes uncounted or unwarned. */
export class Tally {
  readonly counts = { sent: 0, failed: 0, refused: 0 };
  private readonly droppedBy = Object.fromEntries(DROP_KINDS.map((k) => [k, 0])) as Record<
    DropKind,
    number
  >;
  private readonly warned = new Set<string>();

  snapshot(): Omit<NotificationStats, 'queued'> {
    const dropped = DROP_KINDS.reduce((sum, kind) => sum + this.droppedBy[kind], 0);
    return { ...this.counts, dropped, droppedBy: { ...this.droppedBy } };
  }

  drop(kind: DropKind, count: number, detail: string): void {
    this.droppedBy[kind] += count;
    const why: Record<DropKind, string> = {
      full: `this tab's outbox holds at most ${OUTBOX_LIMIT} notifications; dropped the oldest`,
      expired: `older than ${Math.round(timings.maxAgeMs / 3600_000)} h; dropped unsent`,
      retries: `failed ${timings.maxAttempts} times; dropped`,
      unload: 'could not be stored and exceeded the unload budget; dropped at pagehide',
      'in-flight': 'was in flight when its tab died; taken as handed to the browser',
      corrupt: 'stored entries that are not notifications; dropped',
    };
    this.warnOnce(
      kind,
      `notify: ${why[kind]} (${detail}). Further drops of this kind are counted in ` +
        `notify.stats().droppedBy['${kind}'] without a warning`,
    );
  }

  warnOnce(kind: string, message: string): void {
    if (this.warned.has(kind)) return;
    this.warned.add(kind);
    console.warn(message);
  }
}
