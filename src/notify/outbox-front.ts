/**
 * The outbox's front (docs/decisions.md, "Notifications: the outbox loads after the content"):
 * loaded with `storefront-elements/notify`, and for the elements and the script tag's `notify` as
 * part of the notification chunk (notifications.ts), which adopts what the capture in the core
 * held before it (capture.ts, "Lean notify"). Delivery (outbox.ts: attempts, retries, taking over gone tabs, with its policy and
 * transport) is a chunk of its own, imported when the page is idle after its load, or at the
 * first notification that must leave at once, whichever comes first. Until it has loaded, this
 * front keeps the promise of the outbox alone: it holds this tab's life (its id and its Web Lock),
 * writes every notification into this tab's key in the same call (only while it holds that lock,
 * as the one writer of the key), and at `pagehide` hands what it holds to the browser and leaves
 * the rest stored, closed, for another tab or the next page to take over once. When delivery
 * loads, it takes these entries and this tab life over as they are.
 *
 * Importing this module does nothing: the first notifier starts it.
 */
import { unloadHandOff, type NotificationRequest } from './handoff.ts';
import {
  LEGACY_LOCK,
  LEGACY_OUTBOX,
  hasLegacyOutbox,
  readTab,
  storedTabIds,
  tabKey,
  writeTab,
  type OutboxEntry,
} from './outbox-store.ts';
import { loadAgain } from '../api/load-again.ts';
import { beginLife, endLife, newEntry, type TabLife } from './tab.ts';
import type { Delivery } from './outbox.ts';
import { whenIdle } from './idle.ts';
import { newPageView } from './page-view.ts';
import {
  earlyStats,
  UNLOAD_DROP_WARNING,
  type EarlyCounts,
  type NotificationStats,
} from './stats.ts';

export { UNLOAD_BUDGET_BYTES } from './handoff.ts';
export { DROP_KINDS, UNLOAD_DROP_WARNING, type DropKind, type NotificationStats } from './stats.ts';
export { whenIdle } from './idle.ts';

export { newId } from './tab.ts';

/** Entries stored now by the origin's tabs other than `tabId`. */
export function othersQueued(tabId: string): number {
  let queued = 0;
  for (const id of storedTabIds() ?? [])
    if (id !== tabId) queued += readTab(tabKey(id))?.tab.entries.length ?? 0;
  return queued;
}

/**
 * What delivery (outbox.ts) takes from this module and the storage's: it imports neither, so that
 * the two chunks of the script tag (this one, `notifications-*.js`, and delivery's `outbox-*.js`)
 * are each imported from one place and can be asked for again under a URL of their own (src/api/load-again.ts).
 */
const kit = { othersQueued, readTab, storedTabIds, hasLegacyOutbox, LEGACY_LOCK, LEGACY_OUTBOX };

export class Outbox {
  /** What delivery takes from the front's modules (`kit`). */
  readonly kit = kit;
  /** This tab life's id; a new one when the page comes back from the back/forward cache. */
  tabId = '';
  /** Whether this tab may write its key: its lock is held (or there are no Web Locks). */
  writable = false;
  /** Ends this tab life's locks: its own, those of the gone tabs it took over, its waits. */
  life = new AbortController();
  releases: (() => void)[] = [];
  /** This tab life as the capture (capture.ts) or `begin` started it. */
  private tab: TabLife | undefined;
  /** Set once the delivery chunk has loaded: from then on it does everything. */
  private delivery: Delivery | undefined;
  private loading: Promise<Delivery> | undefined;
  private started = false;
  /** Notifications made before delivery loaded, and what became of them at `pagehide`. */
  private early: OutboxEntry[] = [];
  /** Ids of the early entries that leave at once rather than with the next batch. */
  private readonly urgent = new Set<string>();
  private readonly earlyCounts: EarlyCounts = { sent: 0, unload: 0 };

  constructor(private readonly load: () => Promise<Delivery>) {}

  /**
   * Takes this tab's lock (or the life the capture began, `tab`), listens for the page's life,
   * and loads delivery when idle.
   */
  start(tab?: TabLife): void {
    if (this.started || typeof window === 'undefined' || typeof document === 'undefined') return;
    this.started = true;
    addEventListener('pagehide', () => {
      if (this.delivery) this.delivery.handOffAll();
      else this.leave();
      newPageView();
    });
    addEventListener('pageshow', (event) => {
      // Back from the back/forward cache: a new tab life; what the last one stored is taken
      // over like any gone tab's.
      if ((event as PageTransitionEvent).persisted) {
        this.delivery?.restart();
        this.begin();
      }
    });
    addEventListener('storage', (event) => this.delivery?.storageChanged(event));
    // Back online: what waits past the backoff goes now, not at its next late retry (60 s).
    addEventListener('online', () => this.delivery?.wake());
    this.begin(tab);
    whenIdle(() => void this.loaded().catch(() => undefined));
  }

  /** Delivery, loaded once (again after a failed load). */
  loaded(): Promise<Delivery> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  /** Called by delivery as it loads: it takes what this front holds. */
  attach(delivery: Delivery): void {
    this.start();
    this.delivery = delivery;
    delivery.takeEarly(this.early.splice(0), this.urgent, this.earlyCounts);
    this.urgent.clear();
    if (this.writable) delivery.granted();
  }

  /**
   * What the capture in front of the notification chunk (capture.ts) handed to the browser or
   * dropped at a `pagehide` before the chunk loaded (a page back from the back/forward cache).
   */
  countEarly(counts: EarlyCounts): void {
    if (this.delivery) return this.delivery.takeEarly([], new Set(), counts);
    this.earlyCounts.sent += counts.sent;
    this.earlyCounts.unload += counts.unload;
  }

  /**
   * Stores the request at once; it leaves when delivery has loaded (now, when `urgent`). An
   * entry the capture made and stored in this tab life is taken as it is.
   */
  enqueue(request: NotificationRequest | OutboxEntry, urgent: boolean): void {
    this.start();
    if (this.delivery) return this.delivery.enqueue(request, urgent);
    const entry =
      'id' in request && request.owner === this.tabId ? request : newEntry(request, this.tabId);
    if (urgent) this.urgent.add(entry.id);
    this.early.push(entry);
    this.write(false);
    // A click may be followed by a navigation at once: it is stored already, and handed to the
    // browser at `pagehide` if delivery has not loaded by then. Outside a page (no idle, no
    // `pagehide`) delivery loads at the first notification.
    if (urgent || !this.started) void this.loaded().catch(() => undefined);
  }

  async flush(): Promise<void> {
    this.start();
    await (await this.loaded()).flush();
  }

  stats(): NotificationStats {
    if (this.delivery) return this.delivery.stats();
    return earlyStats(this.earlyCounts, this.early.length + othersQueued(this.tabId));
  }

  /**
   * A new tab life: a new id, and this tab's own lock on it, held until the life ends; or the
   * one the capture began, with its lock (held or requested) and its key.
   */
  private begin(tab = beginLife()): void {
    this.tab = tab;
    this.tabId = tab.tabId;
    this.life = tab.life;
    this.releases = tab.releases;
    this.writable = false;
    tab.granted = () => this.granted();
    if (tab.writable) this.granted();
  }

  private granted(): void {
    this.writable = true;
    if (this.delivery) this.delivery.granted();
    // Written even when empty: a new key tells the other tabs that a page loaded.
    else this.write(false);
  }

  /** This tab's entries into its key; only while it holds its lock, or as its last write. */
  private write(closed: boolean): boolean {
    if (!this.writable && !closed) return false;
    const tab = { entries: this.early, closed, savedAt: Date.now() };
    return writeTab(tabKey(this.tabId), tab);
  }

  /**
   * `pagehide` before delivery loaded: as delivery would, what is not sent goes to the browser
   * now within the unload budget, the rest stays stored (closed) for the next page, and what can
   * neither leave nor stay is counted and warned.
   */
  private leave(): void {
    const handOff = unloadHandOff();
    this.early = this.early.filter((entry) => {
      if (!handOff(entry)) return true;
      this.earlyCounts.sent++;
      return false;
    });
    if (!this.early.length) writeTab(tabKey(this.tabId), undefined);
    else if (!this.write(true)) {
      this.earlyCounts.unload += this.early.length;
      console.warn(
        `notify: ${UNLOAD_DROP_WARNING} (${this.early.length}). Further drops of this kind are ` +
          `counted in notify.stats().droppedBy['unload'] without a warning`,
      );
    }
    this.early = [];
    this.urgent.clear();
    this.end();
  }

  /** This tab life ends: what it stored is any other tab's (or its own next life's). */
  end(): void {
    this.writable = false;
    if (this.tab) endLife(this.tab);
  }
}

let front: Outbox | undefined;
/** Delivery's chunk, asked for again while it fails (src/api/load-again.ts). */
const importDelivery = loadAgain(
  () => import('./outbox.ts'),
  'sf-chunk:notify/outbox.ts',
  'delivery',
);

/** This page's outbox front; nothing starts until a notifier uses it. */
export function outbox(): Outbox {
  front ??= new Outbox(() => importDelivery().then((module) => module.delivery(front!)));
  return front;
}
