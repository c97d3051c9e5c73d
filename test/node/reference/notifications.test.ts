/** Notification endpoints, their record and fault injection. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { start, type Client } from './helpers.ts';

let client: Client;
let close: () => Promise<void>;
const session = { market: 'SE', customerKey: 'c-9', sessionKey: 's-9' };

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

describe('notifications', () => {
  for (const [name, body] of [
    ['click', { ticket: 'prod:SE:x:P1001-1' }],
    ['add-to-cart', { ticket: 'var:SE:page:P1001-1-M' }],
    ['ad-impression', { ticket: 'imp:SE:home:sponsored-top' }],
    ['add-favorite', { productKey: 'P1001-1' }],
    ['remove-favorite', { variantKey: 'P1001-1-M' }],
    ['end', undefined],
  ] as const)
    it(`${name} answers 204 and is recorded`, async () => {
      const reply = await client.notify(name, session, body);
      assert.equal(reply.status, 204);
      const [record] = await records();
      assert.equal(record.endpoint, name);
      assert.deepEqual(record.query, session);
      assert.deepEqual(record.body, body ?? null);
      assert.equal(record.status, 204);
      assert.ok(!Number.isNaN(Date.parse(record.receivedAt)));
    });

  const bad: [
    string,
    string,
    Record<string, string | undefined>,
    unknown,
    string | undefined,
    RegExp,
  ][] = [
    [
      'missing market',
      'click',
      { ...session, market: undefined },
      { ticket: 't' },
      undefined,
      /^market: is required/,
    ],
    [
      'unknown market',
      'click',
      { ...session, market: 'NO' },
      { ticket: 't' },
      undefined,
      /market: unknown market/,
    ],
    [
      'missing customerKey',
      'click',
      { ...session, customerKey: undefined },
      { ticket: 't' },
      undefined,
      /customerKey: is required/,
    ],
    [
      'ANONYMOUS with keys',
      'click',
      { ...session, userContext: 'ANONYMOUS' },
      { ticket: 't' },
      undefined,
      /not allowed with userContext ANONYMOUS/,
    ],
    ['missing body', 'click', session, '', undefined, /body: is required/],
    ['unparsable body', 'click', session, '{', undefined, /body: is not valid JSON/],
    ['wrong body member', 'add-to-cart', session, { variantKey: 'x' }, undefined, /body: /],
    [
      'empty ticket',
      'ad-impression',
      session,
      { ticket: '' },
      undefined,
      /body: ticket: needs at least 1 character/,
    ],
    [
      'favorite with both keys',
      'add-favorite',
      session,
      { productKey: 'a', variantKey: 'b' },
      undefined,
      /body: /,
    ],
    ['wrong content type', 'click', session, { ticket: 't' }, 'application/xml', /content-type/],
  ];
  for (const [title, name, query, body, contentType, message] of bad)
    it(`${title} answers 400 and is recorded with that status`, async () => {
      const reply = await client.notify(name, query, body, contentType);
      assert.equal(reply.status, 400);
      assert.match(reply.body.message, message);
      const [record] = await records();
      assert.equal(record.status, 400);
      assert.equal(record.endpoint, name);
    });

  it('unknown notification names answer 404', async () => {
    const reply = await client.notify('purchase', session, { ticket: 't' });
    assert.equal(reply.status, 404);
    assert.equal((await records())[0].status, 404);
  });

  it('keeps the record oldest first and DELETE clears it', async () => {
    await client.notify('click', session, { ticket: 'a' });
    await client.notify('click', session, { ticket: 'b' });
    assert.deepEqual(
      (await records()).map((r) => r.body.ticket),
      ['a', 'b'],
    );
    const cleared = await fetch(`${client.base}/__reference/notifications`, { method: 'DELETE' });
    assert.equal(cleared.status, 204);
    assert.deepEqual(await records(), []);
  });

  it('faults make the next notifications fail, recorded with their status', async () => {
    const set = await client.post(
      '/__reference/faults',
      {},
      { notifications: { status: 503, count: 2 } },
    );
    assert.equal(set.status, 204);
    const statuses = [];
    for (const ticket of ['a', 'b', 'c'])
      statuses.push((await client.notify('click', session, { ticket })).status);
    assert.deepEqual(statuses, [503, 503, 204]);
    assert.deepEqual(
      (await records()).map((r) => r.status),
      [503, 503, 204],
    );
  });

  it('DELETE /__reference/faults clears pending faults; bad fault bodies answer 400', async () => {
    await client.post('/__reference/faults', {}, { notifications: { status: 500, count: 5 } });
    await fetch(`${client.base}/__reference/faults`, { method: 'DELETE' });
    assert.equal((await client.notify('click', session, { ticket: 'a' })).status, 204);
    const bad = await client.post(
      '/__reference/faults',
      {},
      { notifications: { status: 200, count: 1 } },
    );
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /notifications: a status below 400 needs a body/);
  });

  it('query faults make the next queries fail', async () => {
    await client.post('/__reference/faults', {}, { queries: { status: 503, count: 1 } });
    const query = { ...session, locale: 'sv-SE', touchpoint: 'DESKTOP', pageReference: 'home' };
    assert.equal((await client.sponsoredPage(query)).status, 503);
    assert.equal((await client.sponsoredPage(query)).status, 200);
  });
});
