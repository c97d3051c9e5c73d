/**
 * What the outbox promises and where it stops (docs/decisions.md, "Notifications: delivery"): its
 * limits and timings, and the tally of this page view: what was sent, failed, refused, and every
 * notification dropped on purpose, by kind, each kind warned once.
 * Part of the outbox chunk; what the always-loaded front needs too lives in outbox-front.ts.
 */
import {
  DROP_KINDS,
  UNLOAD_DROP_WARNING,
  type DropKind,
  type NotificationStats,
} from './outbox-front.ts';

export {
  DROP_KINDS,
  UNLOAD_BUDGET_BYTES,
  type DropKind,
  type NotificationStats,
} from './outbox-front.ts';

/** Entries one tab holds at most; beyond it the oldest are dropped (counted, warned). */
export const OUTBOX_LIMIT = 200;

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
      unload: UNLOAD_DROP_WARNING,
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
