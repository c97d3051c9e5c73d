/** The `reset` fault (an unreachable server) and faults cleared per session. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { start, type Client } from './helpers.ts';

let client: Client;
let close: () => Promise<void>;
const session = { market: 'SE', customerKey: 'c-reset', sessionKey: 's-reset' };
const other = { ...session, sessionKey: 's-other' };

before(async () => {
  const started = await start();
  client = started.client;
  close = () => started.server.close();
});
after(() => close());
beforeEach(async () => {
  await fetch(`${client.base}/__reference/notifications`, { method: 'DELETE' });
  await fetch(`${client.base}/__reference/faults`, { method: 'DELETE' });
});

const records = async () => (await client.get('/__reference/notifications')).body as any[];
const addFault = (faults: unknown) => client.post('/__reference/faults', {}, faults);

/** The request's outcome: its status, or 'network error' when the fetch rejected. */
async function outcome(request: () => Promise<{ status: number }>): Promise<number | string> {
  try {
    return (await request()).status;
  } catch (caught) {
    assert.ok(caught instanceof TypeError, `expected a network error, got ${String(caught)}`);
    return 'network error';
  }
}

describe('reset faults', () => {
  it('destroy the connection of the next `count` notifications of the session, recorded as 0', async () => {
    assert.equal(
      (await addFault({ notifications: { reset: true, count: 2, sessionKey: 's-reset' } })).status,
      204,
    );
    const click = (query: typeof session, ticket: string) =>
      outcome(() => client.notify('click', query, { ticket }));
    assert.equal(await click(other, 'x'), 204, 'another session is not affected');
    assert.equal(await click(session, 'a'), 'network error');
    assert.equal(await click(session, 'b'), 'network error');
    assert.equal(await click(session, 'c'), 204);
    const recorded = (await records()).map((r) => [r.query.sessionKey, r.body.ticket, r.status]);
    assert.deepEqual(recorded, [
      ['s-other', 'x', 204],
      ['s-reset', 'a', 0],
      ['s-reset', 'b', 0],
      ['s-reset', 'c', 204],
    ]);
    assert.match((await records())[1].message, /connection reset/);
  });

  it('destroy the connection of queries too', async () => {
    await addFault({ queries: { reset: true, count: 1 } });
    const query = { ...session, locale: 'sv-SE', touchpoint: 'DESKTOP', pageReference: 'home' };
    assert.equal(await outcome(() => client.sponsoredPage(query)), 'network error');
    assert.equal(await outcome(() => client.sponsoredPage(query)), 200);
  });

  it('are refused with a status or without reset: true', async () => {
    const withStatus = await addFault({ notifications: { reset: true, status: 503, count: 1 } });
    assert.equal(withStatus.status, 400);
    assert.match(withStatus.body.message, /reset fault has no status/);
    const nothing = await addFault({ notifications: { reset: false, count: 1 } });
    assert.equal(nothing.status, 400);
    assert.match(nothing.body.message, /needs a status, a body, a delayMs or reset: true/);
  });
});

describe('DELETE /__reference/faults?sessionKey=', () => {
  it('clears only the faults of that session', async () => {
    await addFault({ notifications: { status: 503, count: 5, sessionKey: 's-reset' } });
    await addFault({ notifications: { status: 503, count: 5, sessionKey: 's-other' } });
    const cleared = await fetch(`${client.base}/__reference/faults?sessionKey=s-reset`, {
      method: 'DELETE',
    });
    assert.equal(cleared.status, 204);
    assert.equal((await client.notify('click', session, { ticket: 'a' })).status, 204);
    assert.equal((await client.notify('click', other, { ticket: 'b' })).status, 503);
  });
});

describe('engage faults', () => {
  it('apply to the engage requests whose method, path and query contain `match`', async () => {
    const catalog = (await client.get('/__reference/engage/catalog')).body as {
      roles: Record<string, string[]>;
    };
    const [mine, theirs] = catalog.roles.withSummary as [string, string];
    const summary = (contact: string, method = 'GET') =>
      outcome(() =>
        fetch(`${client.base}/engage/api/v3/contacts/${contact}/purchasehistorysummary`, {
          method,
          headers: { apikey: 'reference-engage-key' },
        }),
      );
    await addFault({
      engage: { status: 500, count: 1, match: `GET /engage/api/v3/contacts/${mine}/` },
    });
    await addFault({ engage: { reset: true, count: 1, match: `contacts/${theirs}/` } });
    assert.equal(await summary(mine, 'DELETE'), 405, 'another method is not affected');
    assert.equal(await summary(mine), 500);
    assert.equal(await summary(mine), 200);
    assert.equal(await summary(theirs), 'network error');
    assert.equal(await summary(theirs), 200);
    assert.deepEqual((await client.get('/__reference/faults')).body.engage, []);
  });
});
