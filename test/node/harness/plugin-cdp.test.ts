// The browser tests' DevTools sessions (test/browser/plugin-cdp.ts): the launcher hands a finished
// file's page to the next file under a new session id, and the plugins must then use the page's one
// session, set back to its start, not attach a second beside the first (whose handlers and
// interception stayed on: the CI flake of the product page's back-online test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CDPSession, Page } from 'puppeteer-core';
import { cdpSessions, type Session } from '../../browser/plugin-cdp.ts';

function launcher() {
  const created: string[] = [];
  const page = (name: string) =>
    ({
      createCDPSession: async () => {
        created.push(name);
        return { name } as unknown as CDPSession;
      },
    }) as unknown as Page;
  const pages: Record<string, Page> = { one: page('one'), two: page('two') };
  // Sessions a and b ran on page one, one after the other; c on page two.
  const onPage: Record<string, string> = { a: 'one', b: 'one', c: 'two' };
  const session = (id: string): Session => ({
    id,
    browser: { type: 'puppeteer', getPage: (sessionId) => pages[onPage[sessionId]!]! },
  });
  return { created, session };
}

test('one DevTools session per page, set back when the page serves a new test session', async () => {
  const { created, session } = launcher();
  const setUps: string[] = [];
  const resets: string[] = [];
  const cdpOf = cdpSessions(
    (cdp) => setUps.push((cdp as unknown as { name: string }).name),
    (cdp) => {
      resets.push((cdp as unknown as { name: string }).name);
    },
  );
  const first = await cdpOf(session('a'));
  assert.equal(await cdpOf(session('a')), first);
  const reused = await Promise.all([cdpOf(session('b')), cdpOf(session('b'))]);
  assert.deepEqual(reused, [first, first], 'the reused page keeps its session');
  await cdpOf(session('c'));
  assert.deepEqual(created, ['one', 'two'], 'sessions attached');
  assert.deepEqual(setUps, ['one', 'two']);
  assert.deepEqual(resets, ['one'], 'reset once, for the new test session on page one');
});

test('a command of the new test session waits for the reset', async () => {
  const { session } = launcher();
  const order: string[] = [];
  const cdpOf = cdpSessions(undefined, async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('reset');
  });
  await cdpOf(session('a'));
  await cdpOf(session('b'));
  order.push('command');
  assert.deepEqual(order, ['reset', 'command']);
});
