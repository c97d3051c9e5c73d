/**
 * The outbox (docs/decisions.md, "Notifications: delivery"): every notification is written to
 * localStorage before it is sent and removed when its fate is known, so one that could not be
 * confirmed is re-sent on the next page load of the origin. Pages of one origin read and write it
 * under the Web Lock `sf-notifications` and claim an entry before sending it, so two pages never
 * send the same entry.
 *
 * An entry's `state` and `nextAttemptAt`:
 * - `pending`: written, not sent yet; its page sends it within the batch window. Another page
 *   takes it only after `nextAttemptAt` (its page is gone without a `pagehide`).
 * - `sending`: in flight from its page. After `nextAttemptAt` (its page vanished mid-flight) it is
 *   taken as handed off to the browser, like any request in flight at unload, and removed.
 * - `failed`: the last attempt saw a 5xx or a network error. Its page retries at `nextAttemptAt`
 *   (1, 2, 4, 8, 16 s, then no more in that page view); the next page load takes it at once.
 */
import { handOff, send, type NotificationRequest, type Outcome } from './transport.ts';

export const OUTBOX_STORAGE = 'sf-notifications-outbox';
export const OUTBOX_LOCK = 'sf-notifications';
export const OUTBOX_LIMIT = 200;

/**
 * Browsers give the keepalive requests and beacons of a page 64 KiB of body in flight (Chrome);
 * what would pass that at unload is not handed off but stays stored for the next page load.
 */
export const UNLOAD_BUDGET_BYTES = 48 * 1024;

/** Delivery timings. Tests shorten them; shops have no reason to. */
export const timings = {
  /** In-page retry delays after a failure; their count is the number of in-page retries. */
  backoffMs: [1000, 2000, 4000, 8000, 16000] as number[],
  /** Impressions and favourites enqueued within this window leave together. */
  batchMs: 250,
  /** How long another page respects an entry that its page has written or sent. */
  leaseMs: 30_000,
};

export type EntryState = 'pending' | 'sending' | 'failed';

export interface OutboxEntry extends NotificationRequest {
  /** Time-ordered and unique. */
  id: string;
  /** Attempts that failed so far, over all page views. */
  attempts: number;
  /** Epoch ms; what it means depends on `state` (see above). */
  nextAttemptAt: number;
  state: EntryState;
  /** The page view that wrote, claimed or last tried the entry. */
  owner: string;
}

export interface NotificationStats {
  /** Confirmed (2xx) or handed to the browser at unload, by this page view. */
  sent: number;
  /** Attempts that saw a 5xx or a network error, in this page view. */
  failed: number;
  /** Refused with a 4xx (removed, not retried), in this page view. */
  refused: number;
  /** Dropped by this page view because the outbox was full (oldest first). */
  dropped: number;
  /** Entries in the outbox now (all pages of the origin). */
  queued: number;
}

/** This page view's view of an entry it wrote or claimed. */
interface Local {
  entry: OutboxEntry;
  phase: 'queued' | 'in-flight' | 'waiting' | 'stopped' | 'done';
  /** Failed attempts in this page view: the index into the backoff. */
  tries: number;
  /** Whether the entry has been written to storage (false: storage unavailable, memory only). */
  persisted: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.url === 'string' &&
    (typeof entry.body === 'string' || entry.body === null) &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    (entry.state === 'pending' || entry.state === 'sending' || entry.state === 'failed')
  );
}

/** The stored entries, oldest first; undefined when storage is unavailable. */
export function readOutbox(): OutboxEntry[] | undefined {
  try {
    const text = localStorage.getItem(OUTBOX_STORAGE);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return undefined;
  }
}

function writeOutbox(entries: OutboxEntry[]): boolean {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_STORAGE, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_STORAGE);
    return true;
  } catch {
    return false;
  }
}

/** Runs `update` under the origin's Web Lock, where there is one. */
function withLock<T>(update: () => T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function')
    return locks.request(OUTBOX_LOCK, () => update());
  return Promise.resolve().then(update);
}

let sequence = 0;
function newId(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${Date.now().toString(36)}-${(sequence++).toString(36)}-${random}`;
}

function upsert(entries: OutboxEntry[], entry: OutboxEntry): void {
  const at = entries.findIndex((stored) => stored.id === entry.id);
  if (at >= 0) entries[at] = { ...entry };
  else entries.push({ ...entry });
}

export class Delivery {
  readonly pageId = newId();
  private readonly locals = new Map<string, Local>();
  private chain: Promise<unknown> = Promise.resolve();
  private readonly attempts = new Set<Promise<void>>();
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly counts = { sent: 0, failed: 0, refused: 0, dropped: 0 };

  /** Writes the request and sends it: at once when `urgent`, else with the next batch. */
  enqueue(request: NotificationRequest, urgent: boolean): void {
    const entry: OutboxEntry = {
      id: newId(),
      url: request.url,
      body: request.body,
      attempts: 0,
      nextAttemptAt: Date.now() + timings.leaseMs,
      state: urgent ? 'sending' : 'pending',
      owner: this.pageId,
    };
    const local: Local = { entry, phase: 'queued', tries: 0, persisted: false };
    this.locals.set(entry.id, local);
    // A click may be followed by a navigation at once: its request starts now, and the write
    // that records it in flight follows; at unload an entry in flight counts as handed off.
    if (urgent) this.attempt(local);
    void this.update((entries) => this.record(entries, local));
    if (!urgent) this.batchTimer ??= setTimeout(() => this.sendQueued(), timings.batchMs);
  }

  /** Sends what waits for its batch; resolves when the attempts in flight have settled. */
  async flush(): Promise<void> {
    await this.sendQueued();
    while (this.attempts.size) {
      await Promise.all([...this.attempts]);
      await this.chain;
    }
    await this.chain;
  }

  stats(): NotificationStats {
    const stored = readOutbox();
    const queued =
      stored?.length ?? [...this.locals.values()].filter((local) => local.phase !== 'done').length;
    return { ...this.counts, queued };
  }

  /** Registers the unload hand-off and the re-send of what earlier pages stored. */
  start(): void {
    addEventListener('pagehide', () => this.handOffAll());
    addEventListener('pageshow', (event) => {
      // Back from the back/forward cache: retry what waited, as a fresh page load would.
      if ((event as PageTransitionEvent).persisted) this.resendStoredWhenIdle();
    });
    if (document.readyState === 'complete') this.resendStoredWhenIdle();
    else addEventListener('load', () => this.resendStoredWhenIdle(), { once: true });
  }

  /** After load, when the page is idle: sending must not compete with rendering. */
  private resendStoredWhenIdle(): void {
    const run = () => void this.resendStored();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  }

  /** Claims what earlier (or vanished) pages left and sends it. */
  async resendStored(): Promise<void> {
    const now = Date.now();
    const claimed = await this.update((entries) => {
      const mine: Local[] = [];
      for (const entry of [...entries]) {
        if (this.locals.get(entry.id)?.phase === 'in-flight') continue;
        if (entry.state === 'sending' && entry.nextAttemptAt <= now) {
          entries.splice(entries.indexOf(entry), 1);
          continue;
        }
        const ours = entry.owner === this.pageId;
        const due =
          entry.state === 'failed'
            ? !ours || this.locals.get(entry.id)?.phase !== 'waiting'
            : entry.state === 'pending' && !ours && entry.nextAttemptAt <= now;
        if (!due) continue;
        const local: Local = this.locals.get(entry.id) ?? {
          entry: { ...entry },
          phase: 'queued',
          tries: 0,
          persisted: true,
        };
        clearTimeout(local.timer);
        local.entry = { ...entry };
        this.claim(local, now);
        upsert(entries, local.entry);
        this.locals.set(entry.id, local);
        mine.push(local);
      }
      return mine;
    });
    for (const local of claimed) this.attempt(local);
  }

  /** Sends this page's queued entries that are still its own. */
  private async sendQueued(): Promise<void> {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    const now = Date.now();
    const claimed = await this.update((entries) => {
      const mine: Local[] = [];
      for (const local of this.locals.values()) {
        if (local.phase !== 'queued') continue;
        const stored = entries.find((entry) => entry.id === local.entry.id);
        if (local.persisted && (!stored || stored.owner !== this.pageId)) {
          // Dropped from a full outbox, or taken by another page: no longer ours to send.
          this.finish(local);
          continue;
        }
        this.claim(local, now);
        if (stored) upsert(entries, local.entry);
        mine.push(local);
      }
      return mine;
    });
    for (const local of claimed) this.attempt(local);
  }

  private claim(local: Local, now: number): void {
    local.phase = 'queued';
    local.entry.state = 'sending';
    local.entry.owner = this.pageId;
    local.entry.nextAttemptAt = now + timings.leaseMs;
  }

  /** One attempt; its outcome decides the entry's fate. */
  private attempt(local: Local): void {
    local.phase = 'in-flight';
    const settled = send(local.entry).then((outcome) => this.settle(local, outcome));
    this.attempts.add(settled);
    void settled.finally(() => this.attempts.delete(settled));
  }

  private settle(local: Local, outcome: Outcome): void {
    if (local.phase === 'done') return; // handed off at unload meanwhile
    switch (outcome.kind) {
      case 'delivered':
      case 'handed-off':
        this.counts.sent++;
        this.finish(local);
        break;
      case 'refused':
        this.counts.refused++;
        console.warn(
          `notify: ${endpointOf(local.entry.url)} refused with ${outcome.status}` +
            `${outcome.message ? ` (${outcome.message})` : ''}; dropped, not retried`,
        );
        this.finish(local);
        break;
      case 'failed': {
        this.counts.failed++;
        const delay = timings.backoffMs[local.tries];
        local.tries++;
        local.entry.attempts++;
        local.entry.state = 'failed';
        local.entry.nextAttemptAt = Date.now() + (delay ?? 0);
        local.phase = delay === undefined ? 'stopped' : 'waiting';
        if (delay !== undefined) local.timer = setTimeout(() => void this.retry(local), delay);
        break;
      }
    }
    void this.update((entries) => this.record(entries, local));
  }

  /** A retry after a failure, if the entry is still this page's (another page may have taken it). */
  private async retry(local: Local): Promise<void> {
    if (local.phase !== 'waiting') return;
    const claimed = await this.update((entries) => {
      const stored = entries.find((entry) => entry.id === local.entry.id);
      if (
        local.persisted &&
        (!stored || stored.owner !== this.pageId || stored.state !== 'failed')
      ) {
        this.finish(local);
        return false;
      }
      this.claim(local, Date.now());
      if (stored) upsert(entries, local.entry);
      return true;
    });
    if (claimed) this.attempt(local);
  }

  private finish(local: Local): void {
    clearTimeout(local.timer);
    local.phase = 'done';
    this.locals.delete(local.entry.id);
  }

  /** Brings the stored copy of a local entry up to date (or removes it when it is done). */
  private record(entries: OutboxEntry[], local: Local): void {
    const at = entries.findIndex((entry) => entry.id === local.entry.id);
    if (local.phase === 'done') {
      if (at >= 0) entries.splice(at, 1);
      return;
    }
    if (at < 0 && local.persisted) {
      // Dropped from a full outbox, or taken by another page: let the attempt in flight finish,
      // but it is not ours to retry.
      if (local.phase !== 'in-flight') this.finish(local);
      return;
    }
    if (at >= 0 && entries[at]?.owner !== this.pageId) {
      if (local.phase !== 'in-flight') this.finish(local);
      return;
    }
    upsert(entries, local.entry);
    local.persisted = true;
  }

  /**
   * Read-modify-write of the stored outbox under the lock, one at a time per page. The outbox
   * is bounded here: the oldest entries beyond the limit are dropped and counted.
   */
  private update<T>(change: (entries: OutboxEntry[]) => T): Promise<T> {
    const run = () =>
      withLock(() => {
        const stored = readOutbox();
        const entries = stored ?? [];
        const result = change(entries);
        if (stored === undefined) return result;
        this.bound(entries);
        if (!writeOutbox(entries)) {
          // Storage refused the write (full, or blocked): these live in memory only.
          for (const local of this.locals.values()) local.persisted = false;
        }
        return result;
      });
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private bound(entries: OutboxEntry[]): void {
    const excess = entries.length - OUTBOX_LIMIT;
    if (excess <= 0) return;
    const dropped = entries.splice(0, excess);
    this.counts.dropped += dropped.length;
    for (const entry of dropped) {
      const local = this.locals.get(entry.id);
      if (local && local.phase !== 'in-flight') this.finish(local);
    }
    console.warn(
      `notify: the outbox holds at most ${OUTBOX_LIMIT} notifications; dropped the ` +
        `${dropped.length} oldest (${dropped.map((entry) => endpointOf(entry.url)).join(', ')})`,
    );
  }

  /**
   * `pagehide`: what this page has not sent yet goes to the browser now (keepalive fetch, else
   * beacon; within the browser's keepalive budget, the rest stays stored) and leaves the
   * outbox; what is in flight counts as handed off; what waits for a
   * retry after a failure stays for the next page load. Synchronous: no lock can be awaited
   * during unload, so this one write is made without it.
   */
  private handOffAll(): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    const gone = new Set<string>();
    const kept: OutboxEntry[] = [];
    let budget = UNLOAD_BUDGET_BYTES;
    for (const local of [...this.locals.values()]) {
      if (local.phase === 'queued') {
        const size = local.entry.body?.length ?? 0;
        if (size > budget) {
          // Over the browser's keepalive quota the request would fail after the page is gone.
          local.entry.state = 'pending';
          local.entry.nextAttemptAt = Date.now();
          local.phase = 'stopped';
          kept.push(local.entry);
          continue;
        }
        budget -= size;
        if (handOff(local.entry)) {
          this.counts.sent++;
          gone.add(local.entry.id);
          this.finish(local);
        } else {
          local.entry.state = 'failed';
          local.entry.nextAttemptAt = Date.now();
          local.phase = 'stopped';
          kept.push(local.entry);
        }
      } else if (local.phase === 'in-flight') {
        gone.add(local.entry.id);
        this.finish(local);
      } else if (local.phase === 'waiting') {
        clearTimeout(local.timer);
        local.phase = 'stopped';
        kept.push(local.entry);
      }
    }
    const stored = readOutbox();
    if (stored === undefined) return;
    const entries = stored.filter((entry) => !gone.has(entry.id));
    for (const entry of kept) upsert(entries, entry);
    this.bound(entries);
    writeOutbox(entries);
  }
}

function endpointOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1);
}

let instance: Delivery | undefined;

/** This page's delivery, started on first use (or on module load in a browser). */
export function delivery(): Delivery {
  if (!instance) {
    instance = new Delivery();
    if (typeof window !== 'undefined' && typeof document !== 'undefined') instance.start();
  }
  return instance;
}

// Re-send what an earlier page stored once this page has loaded; register the unload hand-off.
if (typeof window !== 'undefined') delivery();
