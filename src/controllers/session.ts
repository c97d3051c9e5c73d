/**
 * The visitor's keys (decisions.md, "Sessions and user context"): `customerKey` lives in
 * localStorage (long-lived), `sessionKey` in sessionStorage (this tab's session). Both are UUIDs
 * the storefront generates. Where storage is unavailable (privacy modes, sandboxed frames) the keys
 * live in memory for this page view. Queries and notifications read the same keys, so the service
 * can join them.
 */
export const CUSTOMER_KEY_STORAGE = 'sf-customer-key';
export const SESSION_KEY_STORAGE = 'sf-session-key';

const memory = new Map<string, string>();

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http shops still get a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function stored(storage: () => Storage, name: string): string {
  try {
    const existing = storage().getItem(name);
    if (existing) return existing;
    const created = memory.get(name) ?? uuid();
    storage().setItem(name, created);
    return created;
  } catch {
    let key = memory.get(name);
    if (!key) memory.set(name, (key = uuid()));
    return key;
  }
}

export function customerKey(): string {
  return stored(() => localStorage, CUSTOMER_KEY_STORAGE);
}

export function sessionKey(): string {
  return stored(() => sessionStorage, SESSION_KEY_STORAGE);
}
