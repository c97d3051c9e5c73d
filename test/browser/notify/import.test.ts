/**
 * Importing the library has no side effects beyond defining elements (issue 13): no page listener,
 * no Web Lock, no storage write, and the outbox's delivery (retries, take-over, transport) is not
 * even loaded until a notifier needs it. This file imports nothing of the library statically, so
 * its page is fresh when the test imports it.
 */
import { expect } from '@open-wc/testing';

interface Effects {
  listeners: string[];
  locks: string[];
  writes: string[];
}

/** What `run` does to the page: listeners on window or document, lock requests, storage writes. */
async function effectsOf(run: () => Promise<unknown>): Promise<Effects> {
  const effects: Effects = { listeners: [], locks: [], writes: [] };
  const listen = EventTarget.prototype.addEventListener;
  const request = LockManager.prototype.request;
  const setItem = Storage.prototype.setItem;
  EventTarget.prototype.addEventListener = function (this: EventTarget | undefined, ...args) {
    // A bare `addEventListener(…)` in a module calls it with no `this`: the window's.
    const target = this ?? window;
    if (target === window || target === document) effects.listeners.push(args[0]);
    return listen.apply(target, args);
  } as typeof listen;
  LockManager.prototype.request = function (this: LockManager, ...args: unknown[]) {
    effects.locks.push(String(args[0]));
    return (request as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  } as typeof request;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    effects.writes.push(key);
    return setItem.call(this, key, value);
  };
  try {
    await run();
  } finally {
    EventTarget.prototype.addEventListener = listen;
    LockManager.prototype.request = request;
    Storage.prototype.setItem = setItem;
  }
  return effects;
}

/** The library's modules this page has fetched so far whose path ends with one of `names`. */
const fetched = (...names: string[]) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => names.some((name) => path.endsWith(`/src/notify/${name}`)));

const DELIVERY = ['outbox.ts', 'outbox-policy.ts', 'transport.ts'];
// The development server serves each module as a file: more than the default 250 entries.
performance.setResourceTimingBufferSize(100_000);

describe('notify: importing has no side effects', () => {
  it('importing the notifications, every element and the account entry registers no listener, lock or write', async () => {
    const effects = await effectsOf(async () => {
      await import('../../../src/notify/index.ts');
      await import('../../../src/index.ts');
      await import('../../../src/account.ts');
    });
    expect(effects).to.deep.equal({ listeners: [], locks: [], writes: [] });
    expect(fetched(...DELIVERY), 'delivery is not part of the static graph').to.deep.equal([]);
  });

  it('the first notifier starts the outbox: its lock and page listeners, delivery later', async () => {
    const { createNotifier, notify } = await import('../../../src/notify/index.ts');
    const effects = await effectsOf(async () => {
      createNotifier({ market: 'import-test', notify: false });
    });
    expect(effects.listeners).to.include.members(['pagehide', 'pageshow', 'storage']);
    expect(effects.locks.filter((name) => name.startsWith('sf-outbox-tab-'))).to.have.length(1);
    await notify.flush();
    expect(fetched('outbox.ts'), 'loaded on demand').to.have.length(1);
  });
});
