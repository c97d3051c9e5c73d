/**
 * The elements' (and the script tag's `notify`'s) sink in front of the notification chunk
 * (docs/decisions.md, "Lean notify: the notifier loads after the content"). The outbox front, its
 * storage and viewability are a chunk (`notifications.ts`) that the page loads when it is idle after its
 * content, or at the first notification that must leave at once (a click, an add to cart), or
 * when a sponsored element has something to watch, whichever comes first. Until it has loaded,
 * this capture holds each request, built and checked in the call that made it, in this page's
 * memory: the chunk adopts them as the early entries of its front when it arrives, and a
 * `pagehide` that comes first hands them to the browser as the front itself would (a product
 * link followed at once). Every notification leaves exactly once: by the chunk, or at `pagehide`,
 * never both.
 *
 * Importing this module does nothing; the first notifier that uses it listens for `pagehide`.
 */
import { handOff, UNLOAD_BUDGET_BYTES, type NotificationRequest } from './handoff.ts';
import { whenIdle } from './idle.ts';
import type { NotificationSink } from './notifier-base.ts';
import { earlyStats, type EarlyCounts, type NotificationStats } from './stats.ts';
import type { notifications } from './notifications.ts';

/** The notification chunk: the outbox front, and viewability. */
export type NotificationChunk = typeof notifications;

interface Captured {
  request: NotificationRequest;
  urgent: boolean;
}

let chunk: NotificationChunk | undefined;
let loading: Promise<NotificationChunk> | undefined;
let started = false;
let listening = false;
const captured: Captured[] = [];
/** What `pagehide` handed off or lost before the chunk loaded; the chunk's stats take it over. */
const counts: EarlyCounts = { sent: 0, unload: 0 };

const ignore = () => undefined;

/** The chunk, loaded once (again after a failed load); it adopts what was captured. */
export function notificationChunk(): Promise<NotificationChunk> {
  loading ??= import('./notifications.ts').then(
    ({ notifications: module }) => {
      chunk = module;
      // From here the front listens for `pagehide` itself. Its listener must be the first to
      // run: a listener before it ends in a microtask checkpoint, where an attempt in flight that
      // the unload aborted would settle as failed and be kept for the next page, which would
      // send it a second time.
      if (listening) removeEventListener('pagehide', leave);
      module.adopt(captured.splice(0), { ...counts });
      counts.sent = counts.unload = 0;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * `pagehide` before the chunk: what is held goes to the browser now (keepalive, else beacon), as
 * much as the unload budget lets through; the rest cannot be stored without the chunk and is
 * dropped, counted and warned.
 */
function leave(): void {
  if (chunk) return;
  let budget = UNLOAD_BUDGET_BYTES;
  let dropped = 0;
  for (const { request } of captured.splice(0)) {
    const size = request.body?.length ?? 0;
    if (size <= budget && handOff(request)) {
      budget -= size;
      counts.sent++;
    } else dropped++;
  }
  if (dropped) {
    counts.unload += dropped;
    console.warn(
      `notify: ${dropped} notifications held before their chunk loaded exceeded the unload ` +
        `budget; dropped at pagehide`,
    );
  }
}

export const capture: NotificationSink = {
  start() {
    if (started || typeof window === 'undefined' || typeof document === 'undefined') return;
    started = true;
    whenIdle(() => void notificationChunk().catch(ignore));
  },
  enqueue(request, urgent) {
    if (chunk) return chunk.enqueue(request, urgent);
    captured.push({ request, urgent });
    if (!listening && typeof addEventListener === 'function') {
      listening = true;
      addEventListener('pagehide', leave);
    }
    // A click may be followed by a navigation at once: the chunk is requested now, and the click
    // is handed off at `pagehide` if the chunk has not arrived by then.
    if (urgent || !started) void notificationChunk().catch(ignore);
  },
};

/** Loads the chunk, then sends what waits (the script tag's `notify.flush()`, lazy.ts). */
export const flushCaptured = (): Promise<void> =>
  notificationChunk().then((module) => module.flush());

/**
 * The script tag's `notify.stats()` (lazy.ts): until the chunk has loaded, what this page holds
 * (`queued`) and what a `pagehide` handed off. Apart from `capture`, so that the elements do not
 * load it.
 */
export const capturedStats = (): NotificationStats =>
  chunk ? chunk.stats() : earlyStats(counts, captured.length);
