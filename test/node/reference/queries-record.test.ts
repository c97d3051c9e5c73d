/** `/__reference/queries`: the storefront queries the reference server received, for tests. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SE, start, type Client } from './helpers.ts';

let client: Client;
let close: () => Promise<void>;

before(async () => {
  const started = await start();
  client = started.client;
  close = () => started.server.close();
});
after(() => close());
beforeEach(async () => {
  await fetch(`${client.base}/__reference/queries`, { method: 'DELETE' });
});

const records = async () => (await client.get('/__reference/queries')).body as any[];

describe('the record of storefront queries', () => {
  it('keeps what each query asked, oldest first: parameters and body', async () => {
    const settings = {
      productGroup: { include: false },
      recommendationLists: [{ id: 'top', algorithm: 'TOP_PRODUCTS', limit: 3 }],
    };
    const page = await client.productPage({ ...SE, productKey: 'P1001-1' }, settings);
    assert.equal(page.status, 200);
    const sponsored = await client.sponsoredPage({ ...SE, pageReference: 'home' });
    assert.equal(sponsored.status, 200);
    const [first, second, ...rest] = await records();
    assert.deepEqual(first, {
      endpoint: 'product-page',
      query: { ...SE, productKey: 'P1001-1' },
      body: settings,
    });
    assert.deepEqual(second, {
      endpoint: 'sponsored-page',
      query: { ...SE, pageReference: 'home' },
      body: null,
    });
    assert.deepEqual(rest, []);
  });

  it('records a query whose body the server refuses, and is cleared by DELETE', async () => {
    const refused = await client.productPage(
      { ...SE, productKey: 'P1001-1' },
      { recommendationLists: 'not a list' },
    );
    assert.equal(refused.status, 400);
    assert.deepEqual(
      (await records()).map((record) => record.body),
      [{ recommendationLists: 'not a list' }],
    );
    const cleared = await fetch(`${client.base}/__reference/queries`, { method: 'DELETE' });
    assert.equal(cleared.status, 204);
    assert.deepEqual(await records(), []);
    const wrong = await fetch(`${client.base}/__reference/queries`, { method: 'POST' });
    assert.equal(wrong.status, 405);
  });
});
