/**
 * This tab's life as the outbox knows it (docs/decisions.md, "Notifications: one writer per
 * outbox"): its id and its Web Lock `sf-outbox-tab-<id>`, held while it lives, and what a tab's
 * key holds. In the core: the capture (capture.ts) begins the life and stores what it holds
 * before the notification chunk, whose front (outbox-front.ts) adopts the same life.
 */
import type { NotificationRequest } from './handoff.ts';
import type { OutboxEntry, StoredTab } from './outbox-store.ts';

export const OUTBOX_PREFIX = 'sf-notifications-outbox:';

export const tabLock = (tabId: string) => `sf-outbox-tab-${tabId}`;
export const tabKey = (tabId: string) => `${OUTBOX_PREFIX}${tabId}`;

let sequence = 0;
/** Time-ordered and unique: entry ids and tab ids. */
export function newId(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${Date.now().toString(36)}-${(sequence++).toString(36)}-${random}`;
}

/** A new entry of the tab `owner`, not sent yet. */
export function newEntry(request: NotificationRequest, owner: string): OutboxEntry {
  const now = Date.now();
  return {
    ...request,
    id: newId(),
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    owner,
    createdAt: now,
  };
}

/**
 * Writes (or, given nothing, removes) a tab's key. False when storage refused: blocked site
 * data and sandboxed frames throw even in the `localStorage` getter. A storage that takes writes
 * but throws on reads (a privacy wrapper) is none either: what it took no page could read back.
 */
export function writeTab(key: string, tab: StoredTab | undefined): boolean {
  try {
    if (tab) {
      localStorage.getItem(OUTBOX_PREFIX); // throws where reads do
      localStorage.setItem(key, JSON.stringify(tab));
    } else localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The Web Locks of this context, where there are (secure contexts of current browsers). */
export function webLocks(): LockManager | undefined {
  // `globalThis.navigator`: undefined outside a browser, where the bare name would throw.
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/** A tab life: its id, and its own lock on it, held until the life ends. */
export interface TabLife {
  tabId: string;
  /** Whether this tab may write its key: its lock is held (or there are no Web Locks). */
  writable: boolean;
  /** Ends this tab life's locks: its own, those of the gone tabs it took over, its waits. */
  life: AbortController;
  releases: (() => void)[];
  /** Called when the lock is granted; set by whoever holds the life now. */
  granted: () => void;
}

/**
 * Begins a tab life and requests its lock. Writable at once without Web Locks (`granted` is not
 * called then: the caller checks `writable`).
 */
export function beginLife(): TabLife {
  const locks = webLocks();
  const tab: TabLife = {
    tabId: newId(),
    writable: !locks,
    life: new AbortController(),
    releases: [],
    granted: () => undefined,
  };
  const { signal } = tab.life;
  locks
    ?.request(tabLock(tab.tabId), { signal }, () => {
      if (signal.aborted) return undefined;
      tab.writable = true;
      tab.granted();
      // Held until `pagehide` or the end of the page: the browser releases it when the page
      // is gone, which is how other tabs learn that this one is.
      return new Promise<void>((resolve) => tab.releases.push(resolve));
    })
    .catch(() => undefined);
  return tab;
}

/** The life ends: what it stored is any other tab's (or this tab's next life's). */
export function endLife(tab: TabLife): void {
  tab.writable = false;
  tab.life.abort();
  for (const release of tab.releases.splice(0)) release();
}
