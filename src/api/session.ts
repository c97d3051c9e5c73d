/**
 * The visitor's keys (decisions.md, "Sessions and user context", revised): `customerKey` and
 * `sessionKey` together in one `localStorage` entry, `voyado.session`, as JSON
 * `{"customerKey": "…", "sessionKey": "…"}`: the entry and format of the vendor's official client
 * (`localStorageBackedSession`), so our elements and that client on one page, in every tab, are
 * one visitor. Reads are cached and the cache is dropped on `storage` events (another tab, or the
 * official client in another tab, changed the keys). Missing or corrupt values are regenerated
 * with `crypto.randomUUID()`. Where storage is unavailable (privacy modes, sandboxed frames) the
 * keys live in memory for this page view.
 */
import { carriedKeys, type UserContext } from './schemas/enums.ts';
import { parseVisitorCookie, visitorCookie, visitorCookieValue } from './visitor-cookie.ts';

export const SESSION_STORAGE_KEY = 'voyado.session';
// The entry is mirrored into the `sf-visitor` cookie for servers that render pages
// (visitor-cookie.ts, docs/ssr.md): a first visit adopts the keys the server minted.

/**
 * Where earlier versions kept the keys (customer key in localStorage, session key per tab in
 * sessionStorage). Moved into `voyado.session` once, so a returning shopper keeps their customer
 * key (docs/decisions.md, "One visitor, one session").
 */
export const LEGACY_CUSTOMER_KEY_STORAGE = 'sf-customer-key';
export const LEGACY_SESSION_KEY_STORAGE = 'sf-session-key';

export interface SessionKeys {
  customerKey: string;
  sessionKey: string;
}

let cache: SessionKeys | undefined;
/** The entry's text when `cache` was read or written: a same-tab write elsewhere changes it. */
let cachedText: string | null | undefined;
let listening = false;

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http shops still get a v4 UUID: each 0 or 1
  // of the template a random hex digit, its 8 one of 8 to b (the variant).
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
    (+digit ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+digit / 4)))).toString(16),
  );
}

const isKey = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The keys `accept` takes, the others left out. */
const validKeys = (
  customerKey: unknown,
  sessionKey: unknown,
  accept: (value: unknown) => value is string = isKey,
): Partial<SessionKeys> => ({
  ...(accept(customerKey) ? { customerKey } : {}),
  ...(accept(sessionKey) ? { sessionKey } : {}),
});

/** Both keys: those given, new ones for those missing. */
const completed = (keys: Partial<SessionKeys>): SessionKeys => ({
  customerKey: keys.customerKey ?? uuid(),
  sessionKey: keys.sessionKey ?? uuid(),
});

/**
 * The valid keys of a JSON text `{"customerKey", "sessionKey"}` (the storage entry, the
 * `sf-visitor` cookie): what `accept` refuses, or unparsable text, is left out.
 */
export function parseKeys(
  text: string | null,
  accept: (value: unknown) => value is string = isKey,
): Partial<SessionKeys> {
  if (!text) return {};
  try {
    // `null` throws here; other values that are not objects have neither key.
    const { customerKey, sessionKey } = JSON.parse(text) as Record<string, unknown>;
    return validKeys(customerKey, sessionKey, accept);
  } catch {
    return {};
  }
}

/** The keys earlier versions stored, removed once they are read. */
function takeLegacyKeys(): Partial<SessionKeys> {
  const customerKey = localStorage.getItem(LEGACY_CUSTOMER_KEY_STORAGE);
  let sessionKey: string | null = null;
  try {
    sessionKey = sessionStorage.getItem(LEGACY_SESSION_KEY_STORAGE);
    sessionStorage.removeItem(LEGACY_SESSION_KEY_STORAGE);
  } catch {
    // sessionStorage may be blocked on its own; the customer key is what matters.
  }
  localStorage.removeItem(LEGACY_CUSTOMER_KEY_STORAGE);
  return validKeys(customerKey, sessionKey);
}

function listen(): void {
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  addEventListener('storage', (event: StorageEvent) => {
    // `key === null`: the other tab cleared the whole storage.
    if (event.key === SESSION_STORAGE_KEY || event.key === null) cache = undefined;
  });
  // The official client on this page may have changed the keys (its sign-in or sign-out writes
  // the entry and tells nobody): read again as the page is left, so the cookie takes them to the
  // next page's server.
  addEventListener('pagehide', () => sessionKeys());
}

/** The keys a server set in the `sf-visitor` cookie (none outside a document). */
function cookieKeys(): Partial<SessionKeys> {
  try {
    return parseVisitorCookie(document.cookie);
  } catch {
    return {};
  }
}

/** Keeps the `sf-visitor` cookie equal to the keys in use, so the next page's server has them. */
function syncCookie(keys: SessionKeys): void {
  try {
    if (document.cookie.includes(`=${visitorCookieValue(keys)}`)) return;
    document.cookie = visitorCookie(keys, location.protocol === 'https:');
  } catch {
    // No document (a worker) or cookies blocked: the server mints keys for its own render.
  }
}

function write(keys: SessionKeys): SessionKeys {
  const text = JSON.stringify(keys);
  try {
    const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
    localStorage.setItem(SESSION_STORAGE_KEY, text);
    if (oldValue !== text) {
      // Other tabs get a `storage` event from the browser; this tab does not. The official
      // client on this page drops its cache only on that event, so tell it too (also when the
      // entry was gone: it may still hold the keys it read before).
      dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          oldValue,
          newValue: text,
          storageArea: localStorage,
          url: location.href,
        }),
      );
    }
  } catch {
    // Storage unavailable or full: the keys hold for this page view.
  }
  cache = keys;
  cachedText = text;
  syncCookie(keys);
  return keys;
}

/** Both keys: from the cache, else from `voyado.session` (repaired, or migrated, if need be). */
export function sessionKeys(): SessionKeys {
  listen();
  let text: string | null;
  try {
    text = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // No storage to read: the cookie's keys (set by the last page view, or by the server) keep
    // the visitor from page to page.
    return (cache ??= write(completed(cookieKeys())));
  }
  // The official client on this page may have written the entry (same tab: no storage event).
  if (cache && text === cachedText) return cache;
  // The stored entry's valid keys, as the official client reads them (non-empty strings).
  let stored = parseKeys(text);
  if (text === null) {
    try {
      stored = takeLegacyKeys();
    } catch {
      stored = {};
    }
    // First visit to a server-rendered page: the keys its server made for this visitor.
    stored = { ...cookieKeys(), ...stored };
  }
  const keys = completed(stored);
  // Rewrite only what changed, so two tabs reading at once do not echo storage events.
  if (text === JSON.stringify(keys)) {
    cache = keys;
    cachedText = text;
    syncCookie(keys);
    return keys;
  }
  return write(keys);
}

export function customerKey(): string {
  return sessionKeys().customerKey;
}

export function sessionKey(): string {
  return sessionKeys().sessionKey;
}

/**
 * The visitor keys of a configuration: each one `given`, else the stored (or generated) one when
 * `userContext` carries it. Storage is read only for a carried key that is not given.
 */
export function visitorKeysFor(
  userContext: UserContext | undefined,
  given: { customerKey?: string | undefined; sessionKey?: string | undefined },
): { customerKey: string | undefined; sessionKey: string | undefined } {
  const carried = carriedKeys(userContext);
  const stored = () => sessionKeys();
  return {
    customerKey: given.customerKey ?? (carried.customerKey ? stored().customerKey : undefined),
    sessionKey: given.sessionKey ?? (carried.sessionKey ? stored().sessionKey : undefined),
  };
}

/**
 * Sign-in: the shop's own id for the shopper becomes the customer key (the session key stays),
 * for our elements and for the official client alike, in every tab.
 */
export function updateCustomerKey(key: string): void {
  if (!isKey(key)) throw new TypeError('updateCustomerKey: key must be a non-empty string');
  write({ ...sessionKeys(), customerKey: key });
}

/** Sign-out: new customer and session keys, so the next visitor on this device starts afresh. */
export function reset(): void {
  write({ customerKey: uuid(), sessionKey: uuid() });
}

/** The visitor's session with the official client's `LocalStorageSession` shape. */
export interface VisitorSession {
  (): SessionKeys;
  updateCustomerKey(key: string): void;
  reset(): void;
}

/**
 * The visitor's session, shaped like the official client's `localStorageBackedSession()`: call it
 * for the keys; `updateCustomerKey` on sign-in, `reset` on sign-out. The official client is given
 * it as its `session` (docs/elements.md): its own default reads the same entry, but not the
 * `sf-visitor` cookie or the earlier versions' keys, and does not write the cookie (audit s38b).
 * Pure, so bundles that do not use it (the account elements) leave it out.
 */
export const visitorSession: VisitorSession = /* @__PURE__ */ Object.assign(() => sessionKeys(), {
  updateCustomerKey,
  reset,
});
