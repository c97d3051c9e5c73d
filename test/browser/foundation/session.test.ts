/**
 * The visitor's keys in `localStorage` `voyado.session` (the official client's entry and format):
 * generated, reused, repaired, migrated from the earlier entries, shared by tabs, and changed by
 * sign-in (`updateCustomerKey`) and sign-out (`reset`). Each test restores the entry it found, as
 * other test files in this origin share it.
 */
import { expect } from '@open-wc/testing';
import type * as SessionModule from '../../../src/api/session.ts';
import {
  LEGACY_CUSTOMER_KEY_STORAGE,
  LEGACY_SESSION_KEY_STORAGE,
  SESSION_STORAGE_KEY,
  customerKey,
  reset,
  sessionKey,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
} from '../../../src/api/session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

let saved: string | null;
beforeEach(() => {
  saved = localStorage.getItem(SESSION_STORAGE_KEY);
});
afterEach(() => {
  if (saved === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, saved);
  localStorage.removeItem(LEGACY_CUSTOMER_KEY_STORAGE);
  sessionStorage.removeItem(LEGACY_SESSION_KEY_STORAGE);
});

/** A same-origin frame (another "tab") running the session module on its own. */
async function otherTab(): Promise<{
  window: Window & { session?: typeof SessionModule };
  frame: HTMLIFrameElement;
}> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<script type="module">
    import * as session from '/src/api/session.ts';
    window.session = session;
  </script>`;
  document.body.append(frame);
  const window = frame.contentWindow as Window & {
    session?: typeof SessionModule;
  };
  const start = performance.now();
  while (!window.session) {
    if (performance.now() - start > 5000) throw new Error('the frame did not load the module');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { window, frame };
}

describe('session keys (voyado.session)', () => {
  it('generates UUIDs and keeps both in localStorage voyado.session, as the official client does', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    const keys = sessionKeys();
    expect(keys.customerKey).to.match(UUID);
    expect(keys.sessionKey).to.match(UUID);
    expect(keys.customerKey).to.not.equal(keys.sessionKey);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).to.equal(
      JSON.stringify({ customerKey: keys.customerKey, sessionKey: keys.sessionKey }),
    );
    expect([customerKey(), sessionKey()]).to.deep.equal([keys.customerKey, keys.sessionKey]);
    expect(visitorSession()).to.deep.equal(keys);
  });

  it('reuses the stored keys, written by anyone', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ customerKey: 'kept-customer', sessionKey: 'kept-session' }),
    );
    expect(sessionKeys()).to.deep.equal({
      customerKey: 'kept-customer',
      sessionKey: 'kept-session',
    });
  });

  it('repairs bad data: keeps a valid key, regenerates the rest', () => {
    for (const text of ['not json', 'null', '42', '[]', '{"customerKey":7,"sessionKey":""}']) {
      localStorage.setItem(SESSION_STORAGE_KEY, text);
      const keys = sessionKeys();
      expect(keys.customerKey, text).to.match(UUID);
      expect(keys.sessionKey, text).to.match(UUID);
      expect(stored(), text).to.deep.equal(keys);
    }
    localStorage.setItem(SESSION_STORAGE_KEY, '{"customerKey":"shopper-7","sessionKey":null}');
    const repaired = sessionKeys();
    expect(repaired.customerKey).to.equal('shopper-7');
    expect(repaired.sessionKey).to.match(UUID);
  });

  it('moves the keys of earlier versions over once: the shopper keeps their customer key', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.setItem(LEGACY_CUSTOMER_KEY_STORAGE, 'returning-shopper');
    sessionStorage.setItem(LEGACY_SESSION_KEY_STORAGE, 'this-tab-session');
    expect(sessionKeys()).to.deep.equal({
      customerKey: 'returning-shopper',
      sessionKey: 'this-tab-session',
    });
    expect(stored()).to.deep.equal({
      customerKey: 'returning-shopper',
      sessionKey: 'this-tab-session',
    });
    expect(localStorage.getItem(LEGACY_CUSTOMER_KEY_STORAGE)).to.equal(null);
    expect(sessionStorage.getItem(LEGACY_SESSION_KEY_STORAGE)).to.equal(null);
    // An existing voyado.session (the official client's) wins over old entries.
    localStorage.setItem(LEGACY_CUSTOMER_KEY_STORAGE, 'older');
    expect(customerKey()).to.equal('returning-shopper');
  });

  it('sign-in keeps the session key; sign-out makes new keys', () => {
    const before = sessionKeys();
    updateCustomerKey('shopper-42');
    expect(sessionKeys()).to.deep.equal({
      customerKey: 'shopper-42',
      sessionKey: before.sessionKey,
    });
    expect(stored().customerKey).to.equal('shopper-42');
    expect(() => updateCustomerKey('')).to.throw(TypeError);
    reset();
    const after = sessionKeys();
    expect(after.customerKey).to.match(UUID);
    expect(after.sessionKey).to.match(UUID);
    expect(after.sessionKey).to.not.equal(before.sessionKey);
    expect(stored()).to.deep.equal(after);
  });

  it('two tabs share one session; a sign-in in one is seen by the other', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    const { window: tab, frame } = await otherTab();
    try {
      const mine = sessionKeys();
      expect(tab.session!.sessionKeys()).to.deep.equal(mine);
      const seen = new Promise<StorageEvent>((resolve) =>
        addEventListener('storage', resolve, { once: true }),
      );
      tab.session!.updateCustomerKey('signed-in-elsewhere');
      expect((await seen).key).to.equal(SESSION_STORAGE_KEY);
      expect(sessionKeys()).to.deep.equal({
        customerKey: 'signed-in-elsewhere',
        sessionKey: mine.sessionKey,
      });
      reset();
      expect(tab.session!.sessionKeys()).to.deep.equal(sessionKeys());
    } finally {
      frame.remove();
    }
  });

  it('generates v4 UUIDs without crypto.randomUUID too (a page on plain http)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Crypto.prototype, 'randomUUID')!;
    Object.defineProperty(Crypto.prototype, 'randomUUID', { value: undefined, configurable: true });
    const seen = new Set<string>();
    const digits = new Set<string>();
    try {
      for (let round = 0; round < 200; round++) {
        reset();
        const { customerKey, sessionKey } = sessionKeys();
        for (const key of [customerKey, sessionKey]) {
          expect(key).to.match(UUID);
          seen.add(key);
          for (const digit of key.replace(/-/g, '')) digits.add(digit);
        }
      }
    } finally {
      Object.defineProperty(Crypto.prototype, 'randomUUID', randomUUID);
    }
    expect(seen.size).to.equal(400);
    expect(digits.size, 'every hex digit occurs').to.equal(16);
  });

  it('keeps the visitor from page to page in the sf-visitor cookie when storage reads throw (audit s35 A5)', async () => {
    const savedCookie = document.cookie.match(/(?:^|; )sf-visitor=([^;]*)/)?.[1];
    document.cookie = 'sf-visitor=; Path=/; Max-Age=0';
    /** A page view whose storage throws on every read (a privacy wrapper), as its own frame. */
    const pageView = async () => {
      const frame = document.createElement('iframe');
      frame.srcdoc = `<script type="module">
        Storage.prototype.getItem = () => { throw new DOMException('blocked', 'SecurityError'); };
        window.session = await import('/src/api/session.ts');
      </script>`;
      document.body.append(frame);
      const view = frame.contentWindow as Window & { session?: typeof SessionModule };
      const start = performance.now();
      while (!view.session) {
        if (performance.now() - start > 5000) throw new Error('the frame did not load the module');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const keys = view.session.sessionKeys();
      frame.remove();
      return keys;
    };
    try {
      const first = await pageView();
      expect(first.customerKey).to.match(UUID);
      // Every page view was a new visitor: new customer and session keys.
      expect(await pageView()).to.deep.equal(first);
    } finally {
      document.cookie =
        savedCookie === undefined
          ? 'sf-visitor=; Path=/; Max-Age=0'
          : `sf-visitor=${savedCookie}; Path=/; Max-Age=600`;
    }
  });

  it('falls back to one in-memory pair per page view when storage throws', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      const first = sessionKeys();
      expect(first.customerKey).to.match(UUID);
      expect(sessionKeys()).to.deep.equal(first);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
