/**
 * The elements' (and the script tag's `notify`'s) sink in front of the notification chunk
 * (docs/decisions.md, "Lean notify: the notifier loads after the content"). The outbox front, its
 * storage and viewability are a chunk (`notifications.ts`) that the page loads when it is idle after its
 * content, or at the first notification that must leave at once (a click, an add to cart), or
 * when a sponsored element has something to watch, whichever comes first. Until it has loaded,
 * this capture holds each request, built and checked in the call that made it, and stores it in
 * the same call as the front would (tab.ts): in this tab's key, while it holds this tab's Web Lock,
 * which the capture requests when it starts. The chunk adopts the same tab life and entries as the
 * early ones of its front when it arrives; a `pagehide` that comes first hands them to the browser
 * as the front itself would (a product link followed at once) and leaves the rest stored, closed;
 * a tab that crashes first leaves them stored for another tab, or the next page, to take over
 * once its lock is released. Every notification leaves exactly once. Where storage throws, they
 * are held in memory only, as before.
 *
 * Importing this module does nothing; the first notifier that uses it takes the lock and listens
 * for `pagehide`.
 */
import { loadAgain } from '../api/load-again.ts';
import { unloadHandOff } from './handoff.ts';
import { whenIdle } from './idle.ts';
import type { NotificationSink } from './notifier-base.ts';
import { newPageView } from './page-view.ts';
import { earlyStats, type EarlyCounts, type NotificationStats } from './stats.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { beginLife, endLife, newEntry, tabKey, writeTab, type TabLife } from './tab.ts';
import type { notifications } from './notifications.ts';

/** The notification chunk: the outbox front, and viewability. */
export type NotificationChunk = typeof notifications;

interface Captured {
  entry: OutboxEntry;
  urgent: boolean;
}

let chunk: NotificationChunk | undefined;
let started = false;
let listening = false;
const captured: Captured[] = [];
/** This tab's life until the chunk adopts it; none before the first notifier, or after `pagehide`. */
let tab: TabLife | undefined;
/** What `pagehide` handed off or lost before the chunk loaded; the chunk's stats take it over. */
const counts: EarlyCounts = { sent: 0, unload: 0 };

const ignore = () => undefined;

/** The chunk, asked for again while it fails (src/api/load-again.ts). */
const importChunk = loadAgain(
  () => import('./notifications.ts'),
  'sf-chunk:notify/notifications.ts',
  'the notification chunk',
);

/** The chunk, loaded once (its retries waited for); it adopts what was captured. */
export function notificationChunk(): Promise<NotificationChunk> {
  return importChunk().then(({ notifications: module }) => {
    if (chunk) return module;
    chunk = module;
    // From here the front listens for `pagehide` itself. Its listener must be the first to
    // run: a listener before it ends in a microtask checkpoint, where an attempt in flight that
    // the unload aborted would settle as failed and be kept for the next page, which would
    // send it a second time.
    if (listening) removeEventListener('pagehide', leave);
    module.adopt(captured.splice(0), { ...counts }, tab);
    counts.sent = counts.unload = 0;
    tab = undefined;
    return module;
  });
}

/** This tab's life, begun at the first use (again after a `pagehide`). */
function life(): TabLife | undefined {
  if (!tab && typeof window !== 'undefined') {
    tab = beginLife();
    tab.granted = () => void store(false);
  }
  return tab;
}

/** What is held into this tab's key; only while it holds its lock, or as its last write. */
function store(closed: boolean): boolean {
  if (chunk || !tab || !(tab.writable || closed)) return false;
  const entries = captured.map(({ entry }) => entry);
  const left = closed && !entries.length ? undefined : { entries, closed, savedAt: Date.now() };
  return writeTab(tabKey(tab.tabId), left);
}

/**
 * `pagehide` before the chunk: what is held goes to the browser now (keepalive, else beacon), as
 * much as the unload budget lets through; the rest stays stored (closed) for another tab or the
 * next page, or where storage throws is dropped, counted and warned. This tab life ends.
 */
function leave(): void {
  if (chunk) return;
  newPageView();
  const handOff = unloadHandOff();
  const kept = captured.splice(0).filter(({ entry }) => {
    if (!handOff(entry)) return true;
    counts.sent++;
    return false;
  });
  captured.push(...kept);
  const dropped = store(true) ? 0 : captured.length;
  captured.length = 0;
  if (tab) endLife(tab);
  tab = undefined;
  if (dropped) {
    counts.unload += dropped;
    console.warn(
      `notify: ${dropped} notifications held before their chunk loaded could not be stored, ` +
        `nor sent (offline, or over the unload budget); dropped at pagehide`,
    );
  }
}

export const capture: NotificationSink = {
  start() {
    if (started || typeof window === 'undefined' || typeof document === 'undefined') return;
    started = true;
    life();
    whenIdle(() => void notificationChunk().catch(ignore));
  },
  enqueue(request, urgent) {
    if (chunk) return chunk.enqueue(request, urgent);
    captured.push({ entry: newEntry(request, life()?.tabId ?? ''), urgent });
    store(false);
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
