/**
 * Where the outbox lives (docs/decisions.md, "Notifications: one writer per outbox"): one
 * localStorage key per tab, `sf-notifications-outbox:<tab id>`, written only by that tab while it
 * holds the Web Lock `sf-outbox-tab-<tab id>`, which it holds for its whole life. No key is ever
 * read-modified-written by two tabs. Every access tolerates a storage that throws.
 */
import type { NotificationRequest } from './handoff.ts';
import { OUTBOX_PREFIX } from './tab.ts';

export { OUTBOX_PREFIX, tabKey, tabLock, webLocks, writeTab } from './tab.ts';
/** The one shared key of earlier versions; its entries are taken over once, under its lock. */
export const LEGACY_OUTBOX = 'sf-notifications-outbox';
export const LEGACY_LOCK = 'sf-notifications';

export type EntryState = 'pending' | 'sending' | 'failed';

export interface OutboxEntry extends NotificationRequest {
  /** Time-ordered and unique. */
  id: string;
  /** Attempts that failed so far, over all page views. */
  attempts: number;
  /** Epoch ms: when the entry's tab tries it next (`failed`), or when it was last written. */
  nextAttemptAt: number;
  /**
   * `pending`: not sent yet. `sending`: in flight from its tab (a tab that died with it in
   * flight handed it to the browser). `failed`: the last attempt saw a 5xx or a network error.
   */
  state: EntryState;
  /** The tab whose outbox holds it. */
  owner: string;
  /** Epoch ms when the notification was made. */
  createdAt?: number;
  /**
   * Epoch ms before which it is not tried again, by any tab: the service's `Retry-After` on its
   * last attempt.
   */
  notBefore?: number;
}

/** What a tab's key holds. `closed`: the tab wrote it at `pagehide`, its last write. */
export interface StoredTab {
  entries: OutboxEntry[];
  closed?: boolean;
  savedAt: number;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // blocked site data, sandboxed frames: the getter itself throws
  }
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

/**
 * A stored tab (or the legacy array): its valid entries and how many were not entries. Undefined
 * when storage is unavailable; `entries: []` when the key is absent.
 */
export function readTab(key: string): { tab: StoredTab; corrupt: number } | undefined {
  try {
    const store = storage();
    if (!store) return undefined;
    const text = store.getItem(key);
    if (text === null) return { tab: { entries: [], savedAt: 0 }, corrupt: 0 };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { tab: { entries: [], savedAt: 0 }, corrupt: 1 };
    }
    const object = (Array.isArray(parsed) ? { entries: parsed } : parsed) as Partial<StoredTab>;
    const raw: unknown[] = Array.isArray(object?.entries) ? object.entries : [];
    const entries = raw.filter(isEntry);
    return {
      tab: {
        entries,
        closed: object?.closed === true,
        savedAt: typeof object?.savedAt === 'number' ? object.savedAt : 0,
      },
      corrupt: raw.length - entries.length + (Array.isArray(object?.entries) ? 0 : 1),
    };
  } catch {
    return undefined;
  }
}

/** The ids of every tab with a stored outbox; undefined when storage is unavailable. */
export function storedTabIds(): string[] | undefined {
  try {
    const store = storage();
    if (!store) return undefined;
    const ids: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(OUTBOX_PREFIX)) ids.push(key.slice(OUTBOX_PREFIX.length));
    }
    return ids;
  } catch {
    return undefined;
  }
}

export function hasLegacyOutbox(): boolean {
  try {
    return storage()?.getItem(LEGACY_OUTBOX) != null;
  } catch {
    return false;
  }
}
