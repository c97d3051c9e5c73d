/**
 * The outbox (docs/decisions.md, "Notifications: delivery" and "Notifications: one writer per
 * outbox"). Each tab keeps its notifications in memory and mirrors them into its own
 * localStorage key (outbox-store.ts), which only it writes, while it holds its Web Lock for its
 * whole life. A tab retries only its own entries, for as long as it lives. When a tab is gone
 * (closed, navigated, crashed, discarded), the browser releases its lock; another tab of the
 * origin waiting for that lock is granted it, keeps it for its own life, takes the gone tab's
 * entries into its own outbox and removes the gone tab's key. A lock has one holder, so one tab
 * at most takes an entry over, and only once its owner can no longer write or send.
 *
 * This module is the outbox chunk: the always-loaded front (outbox-front.ts) imports it when the
 * page is idle after its load or at the first urgent notification, and hands it this tab's life
 * (id, lock) and what was stored before it loaded. Importing it starts nothing. It imports
 * nothing of the front's modules (it is handed the front, and the storage's reads as `front.kit`),
 * so that each of the two chunks has one importer and can be asked for again under a URL of its
 * own (src/api/load-again.ts).
 */
import type { EntryState, OutboxEntry } from './outbox-store.ts';
import { tabKey, tabLock, webLocks, writeTab, newId } from './tab.ts';
import { OUTBOX_LIMIT, Tally, endpointOf, timings } from './outbox-policy.ts';
import { offline, unloadHandOff, type NotificationRequest } from './handoff.ts';
import { whenIdle } from './idle.ts';
import type { NotificationStats, Outbox } from './outbox-front.ts';
import { send, type Outcome } from './transport.ts';

export type { EntryState, OutboxEntry } from './outbox-store.ts';
export { OUTBOX_PREFIX } from './tab.ts';
export {
  OUTBOX_LIMIT,
  UNLOAD_BUDGET_BYTES,
  timings,
  type DropKind,
  type NotificationStats,
} from './outbox-policy.ts';

/** This tab's view of one of its entries. */
interface Local {
  entry: OutboxEntry;
  /** `stopped`: past the backoff, waiting for a late retry or a wake-up. */
  phase: 'queued' | 'in-flight' | 'waiting' | 'stopped' | 'done';
  /** Failed attempts in this page view: the index into the backoff. */
  tries: number;
  timer?: ReturnType<typeof setTimeout>;
}

const STATE_OF: Record<Local['phase'], EntryState> = {
  queued: 'pending',
  'in-flight': 'sending',
  waiting: 'failed',
  stopped: 'failed',
  done: 'failed',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Delivery {
  private readonly locals = new Map<string, Local>();
  private readonly attempts = new Set<Promise<void>>();
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private lateTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly tally = new Tally();
  /** Whether the last write to storage succeeded; without storage, entries live in memory. */
  private stored = true;
  private writeQueued = false;
  private readonly watched = new Set<string>();

  /** `tab`: the front, which holds this tab life (its id, lock and locks taken over). */
  constructor(private readonly tab: Outbox) {}

  /** Changes when the page comes back from the back/forward cache (a new tab life). */
  get tabId(): string {
    return this.tab.tabId;
  }

  /** Writes the request and sends it: at once when `urgent`, else with the next batch. */
  enqueue(request: NotificationRequest, urgent: boolean): void {
    const now = Date.now();
    const entry: OutboxEntry = {
      id: newId(),
      url: request.url,
      body: request.body,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
      owner: this.tabId,
      createdAt: now,
    };
    const local: Local = { entry, phase: 'queued', tries: 0 };
    this.locals.set(entry.id, local);
    this.bound();
    // A click may be followed by a navigation at once: its request starts now, and the write
    // that records it in flight follows in this task. Not when the bound dropped it: with the
    // others all in flight, the new entry is the oldest that waits.
    if (local.phase !== 'queued') return;
    if (urgent) this.attempt(local);
    else this.batchTimer ??= setTimeout(() => this.sendQueued(), timings.batchMs);
    this.save();
  }

  /** Sends what waits for its batch; resolves when the attempts in flight have settled. */
  async flush(): Promise<void> {
    this.sendQueued();
    while (this.attempts.size) await Promise.all([...this.attempts]);
  }

  stats(): NotificationStats {
    const queued = [...this.locals.values()].filter((local) => local.phase !== 'done').length;
    return { ...this.tally.snapshot(), queued: queued + this.tab.kit.othersQueued(this.tabId) };
  }

  /**
   * What the front stored before this module loaded, and what it handed off or dropped at a
   * `pagehide` before (a page back from the back/forward cache): taken over and sent now.
   */
  takeEarly(
    entries: OutboxEntry[],
    urgent: ReadonlySet<string>,
    counts: { sent: number; unload: number },
  ): void {
    this.tally.counts.sent += counts.sent;
    if (counts.unload) this.tally.drop('unload', counts.unload, 'before the outbox loaded');
    const taken = entries.map((entry): Local => ({ entry, phase: 'queued', tries: 0 }));
    for (const local of taken) this.locals.set(local.entry.id, local);
    this.bound();
    for (const local of taken)
      if (local.phase !== 'queued') continue;
      else if (urgent.has(local.entry.id)) this.attempt(local);
      else this.batchTimer ??= setTimeout(() => this.sendQueued(), timings.batchMs);
    this.save();
  }

  /** This tab's lock was granted (or there are no Web Locks): write, then watch the others. */
  granted(): void {
    this.save();
    whenIdle(() => (webLocks() ? this.watchAll() : this.takeOverUnlocked()));
  }

  /** A new tab life begins (back from the back/forward cache). */
  restart(): void {
    this.watched.clear();
  }

  /**
   * Another page of the origin wrote its outbox for the first time: a page load. Retry what
   * waits, as the page load itself would, and watch the new tab.
   */
  storageChanged(event: StorageEvent): void {
    if (event.key?.startsWith(tabKey('')) && event.oldValue === null && event.newValue) {
      this.wake();
      this.watch(event.key.slice(tabKey('').length));
    }
  }

  /** Waits for the lock of every other stored tab (and the legacy outbox, once). */
  private watchAll(): void {
    for (const id of this.tab.kit.storedTabIds() ?? []) this.watch(id);
    const locks = webLocks();
    if (locks && this.tab.kit.hasLegacyOutbox()) {
      const { signal } = this.tab.life;
      locks
        .request(this.tab.kit.LEGACY_LOCK, { signal }, () => this.adopt(this.tab.kit.LEGACY_OUTBOX))
        .catch(() => undefined);
    }
  }

  /**
   * Queues for a tab's lifetime lock. It is granted when that tab is gone (at once if it already
   * is); the first tab granted it keeps it for its own life, so no other tab ever takes the same
   * key over, not even from a stale copy of it.
   */
  private watch(id: string): void {
    const locks = webLocks();
    if (!locks || id === this.tabId || this.watched.has(id) || !this.tab.writable) return;
    this.watched.add(id);
    const { signal } = this.tab.life;
    locks
      .request(tabLock(id), { signal }, async () => {
        await sleep(timings.takeoverSettleMs);
        if (signal.aborted) return;
        this.adopt(tabKey(id));
        return new Promise<void>((resolve) => this.tab.releases.push(resolve));
      })
      .catch(() => undefined);
  }

  /** Without Web Locks: only keys their tab closed at `pagehide`, or silent for a day. */
  private takeOverUnlocked(): void {
    for (const id of this.tab.kit.storedTabIds() ?? []) {
      if (id === this.tabId) continue;
      const stored = this.tab.kit.readTab(tabKey(id));
      if (
        stored &&
        (stored.tab.closed || stored.tab.savedAt < Date.now() - timings.unlockedAbandonMs)
      )
        this.adopt(tabKey(id));
    }
    if (this.tab.kit.hasLegacyOutbox()) this.adopt(this.tab.kit.LEGACY_OUTBOX);
  }

  /**
   * Moves a gone tab's entries into this tab's outbox, then removes its key: this tab's write
   * comes first, so an end between the two can double an entry but never lose one.
   */
  private adopt(key: string): void {
    const stored = this.tab.kit.readTab(key);
    if (!stored || this.tab.life.signal.aborted) return;
    if (stored.corrupt) this.tally.drop('corrupt', stored.corrupt, `unreadable entries in ${key}`);
    const taken: Local[] = [];
    for (const entry of stored.tab.entries) {
      if (this.locals.has(entry.id)) continue;
      if (entry.state === 'sending') {
        this.tally.drop('in-flight', 1, endpointOf(entry.url));
        continue;
      }
      const local: Local = {
        entry: { ...entry, owner: this.tabId, createdAt: entry.createdAt ?? Date.now() },
        phase: 'queued',
        tries: 0,
      };
      this.locals.set(entry.id, local);
      taken.push(local);
    }
    this.bound();
    this.save(true);
    if (!this.stored) {
      // This tab could not store what it took: the entries stay in the gone tab's key, whose
      // lock this tab keeps, and are taken over again once this tab is gone too.
      for (const local of taken) this.locals.delete(local.entry.id);
      return;
    }
    writeTab(key, undefined);
    const now = Date.now();
    for (const local of taken) {
      if (local.phase !== 'queued') continue;
      // The service's `Retry-After` on the gone tab's last attempt still holds here.
      const wait = (local.entry.notBefore ?? now) - now;
      if (wait > 0) this.retryIn(local, wait);
      else this.attempt(local);
    }
  }

  private retryIn(local: Local, delay: number): void {
    local.phase = 'waiting';
    local.timer = setTimeout(() => local.phase === 'waiting' && this.attempt(local), delay);
  }

  /** Sends this tab's queued entries. */
  private sendQueued(): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    for (const local of [...this.locals.values()])
      if (local.phase === 'queued') this.attempt(local);
  }

  /** One attempt; its outcome decides the entry's fate. */
  private attempt(local: Local): void {
    clearTimeout(local.timer);
    if (this.expired(local)) return;
    local.phase = 'in-flight';
    const settled = send(local.entry).then((outcome) => this.settle(local, outcome));
    this.attempts.add(settled);
    void settled.finally(() => this.attempts.delete(settled));
    this.save();
  }

  private expired(local: Local): boolean {
    const { entry } = local;
    if ((entry.createdAt ?? Date.now()) + timings.maxAgeMs < Date.now())
      this.tally.drop('expired', 1, endpointOf(entry.url));
    else if (entry.attempts >= timings.maxAttempts)
      this.tally.drop('retries', 1, endpointOf(entry.url));
    else return false;
    this.finish(local);
    return true;
  }

  private settle(local: Local, outcome: Outcome): void {
    if (local.phase !== 'in-flight') return; // handed off at unload meanwhile, or dropped
    switch (outcome.kind) {
      case 'delivered':
      case 'handed-off':
        this.tally.counts.sent++;
        this.finish(local);
        // The service answers again: what waited past the backoff goes now.
        this.wake();
        break;
      case 'refused':
        this.tally.counts.refused++;
        this.tally.warnOnce(
          'refused',
          `notify: ${endpointOf(local.entry.url)} refused with ${outcome.status}` +
            `${outcome.message ? ` (${outcome.message})` : ''}; dropped, not retried. Further ` +
            `refusals in this page are counted in notify.stats().refused without a warning`,
        );
        this.finish(local);
        break;
      case 'failed': {
        this.tally.counts.failed++;
        local.entry.attempts++;
        if (this.expired(local)) break;
        // The service's `Retry-After`, up to the late retry's interval, is waited at least.
        const later = Math.min(outcome.retryAfterMs ?? 0, timings.lateRetryMs);
        local.entry.notBefore = later ? Date.now() + later : undefined;
        const step = timings.backoffMs[local.tries];
        const delay = step === undefined ? undefined : Math.max(step, later);
        local.tries++;
        local.entry.nextAttemptAt = Date.now() + (delay ?? timings.lateRetryMs);
        if (delay === undefined) {
          local.phase = 'stopped';
          this.scheduleLate();
        } else this.retryIn(local, delay);
        break;
      }
    }
    this.save();
  }

  /** Past the backoff: the oldest waiting entry is tried every `lateRetryMs`. */
  private scheduleLate(): void {
    if (this.lateTimer !== undefined) return;
    this.lateTimer = setTimeout(() => {
      this.lateTimer = undefined;
      const oldest = [...this.locals.values()].find((local) => local.phase === 'stopped');
      if (oldest) this.attempt(oldest);
    }, timings.lateRetryMs);
  }

  /**
   * Retries at once what waits for a retry, in its backoff or past it, with the backoff started
   * afresh (the service answered again, or the browser is back online); not before the
   * `Retry-After` of its last answer.
   */
  wake(): void {
    const now = Date.now();
    for (const local of [...this.locals.values()])
      if (
        (local.phase === 'stopped' || local.phase === 'waiting') &&
        !(local.entry.notBefore! > now)
      ) {
        local.tries = 0;
        this.attempt(local);
      }
  }

  private finish(local: Local): void {
    clearTimeout(local.timer);
    local.phase = 'done';
    this.locals.delete(local.entry.id);
  }

  /** Bounds this tab's outbox: the oldest entries not in flight beyond the limit are dropped. */
  private bound(): void {
    const live = [...this.locals.values()].filter((local) => local.phase !== 'done');
    let excess = live.length - OUTBOX_LIMIT;
    for (const local of live) {
      if (excess <= 0) break;
      if (local.phase === 'in-flight') continue;
      this.finish(local);
      this.tally.drop('full', 1, endpointOf(local.entry.url));
      excess--;
    }
  }

  /**
   * Mirrors this tab's entries into its key, at the end of the current task (or at once). Only
   * this tab writes that key, so a write never loses another tab's work.
   */
  private save(now = false): void {
    if (now) {
      this.writeQueued = false;
      this.write(false);
      return;
    }
    if (this.writeQueued) return;
    this.writeQueued = true;
    queueMicrotask(() => {
      if (!this.writeQueued) return;
      this.writeQueued = false;
      this.write(false);
    });
  }

  private write(closed: boolean): boolean {
    if (!this.tab.writable && !closed) return (this.stored = false);
    const entries = [...this.locals.values()]
      .filter((local) => local.phase !== 'done')
      .map((local) => ({ ...local.entry, state: STATE_OF[local.phase] }));
    // Written even when empty while the tab lives: a new key tells the other tabs that a page
    // loaded (they retry what waits) and which tab's lock to wait for.
    this.stored = writeTab(tabKey(this.tabId), { entries, closed, savedAt: Date.now() });
    return this.stored;
  }

  /**
   * `pagehide`: what this tab has not sent yet goes to the browser now (keepalive fetch, else
   * beacon; within the unload budget, the rest stays stored); what is in flight counts as handed
   * off; what waits for a retry stays stored for the next page. Offline (`navigator.onLine`
   * false) nothing is handed off and what is in flight stays stored too: the browser cannot send
   * it. Then the tab's last write, and its locks are let go. Without storage, waiting entries are
   * handed off too: their only chance.
   */
  handOffAll(): void {
    clearTimeout(this.batchTimer);
    clearTimeout(this.lateTimer);
    this.batchTimer = this.lateTimer = undefined;
    const handOff = unloadHandOff();
    // Offline, a request in flight cannot arrive: it stays stored, as one waiting for a retry.
    const cut = offline();
    const leave = (local: Local): boolean => {
      if (!handOff(local.entry)) return false;
      this.tally.counts.sent++;
      this.finish(local);
      return true;
    };
    for (const local of [...this.locals.values()]) {
      clearTimeout(local.timer);
      if (local.phase === 'in-flight' && !cut) this.finish(local);
      else if (local.phase === 'queued') leave(local);
      else local.phase = 'stopped';
    }
    const kept = [...this.locals.values()].some((local) => local.phase !== 'done');
    if (!kept) writeTab(tabKey(this.tabId), undefined);
    else if (!this.write(true)) {
      let failedBefore = 0;
      for (const local of [...this.locals.values()]) {
        if (leave(local)) failedBefore += local.entry.attempts ? 1 : 0;
        else {
          this.finish(local);
          this.tally.drop('unload', 1, endpointOf(local.entry.url));
        }
      }
      // Handed off, not dropped, but the service failed them before and no storage keeps them.
      if (failedBefore)
        this.tally.warnOnce(
          'blind',
          `notify: ${failedBefore} notification(s) that the service had failed were handed to ` +
            `the browser as the page went; nothing can store them here, so none is tried again ` +
            `if it fails once more`,
        );
    }
    this.locals.clear();
    this.tab.end();
  }
}

let instance: Delivery | undefined;

/** This page's delivery: created on first use, with what the front holds. */
export function delivery(front: Outbox): Delivery {
  if (!instance) {
    instance = new Delivery(front);
    front.attach(instance);
  }
  return instance;
}
