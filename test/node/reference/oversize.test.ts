/** The `oversize` query fault: the real answer, inflated, for one session's next query. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SE, start, type Client } from './helpers.ts';

let client: Client;
let productKey: string;
let close: () => Promise<void>;

before(async () => {
  const started = await start();
  client = started.client;
  productKey = started.catalog.groups[3]!.products[0]!;
  close = () => started.server.close();
});
after(() => close());

const addFault = (faults: unknown) => client.post('/__reference/faults', {}, faults);
const settings = {
  productGroup: { include: true },
  recommendationLists: [{ id: 'similar', algorithm: 'ALTERNATIVES', limit: 3 }],
};

describe('oversize faults', () => {
  it('fill every list of the session’s next answer with `groups` groups of their own keys', async () => {
    const sessionKey = 'oversize-groups';
    assert.equal(
      (await addFault({ queries: { oversize: { groups: 500 }, count: 1, sessionKey } })).status,
      204,
    );
    const other = await client.productPage({ ...SE, sessionKey: 'another', productKey }, settings);
    assert.equal(other.body.recommendationLists[0].productGroups.length, 3, 'another session');

    const reply = await client.productPage({ ...SE, sessionKey, productKey }, settings);
    assert.equal(reply.status, 200);
    const groups = reply.body.recommendationLists[0].productGroups as any[];
    assert.equal(groups.length, 500);
    assert.equal(new Set(groups.map((group) => group.key)).size, 500);
    assert.equal(new Set(groups.map((group) => group.products[0].ticket)).size, 500);
    assert.equal(groups[3].key, `${groups[0].key}~3`);

    const next = await client.productPage({ ...SE, sessionKey, productKey }, settings);
    assert.equal(next.body.recommendationLists[0].productGroups.length, 3, 'only `count` answers');
  });

  it('make the text fields of the product group and of each list’s first group unbroken runs', async () => {
    const sessionKey = 'oversize-strings';
    await addFault({ queries: { oversize: { stringLength: 100_000 }, count: 1, sessionKey } });
    const reply = await client.productPage({ ...SE, sessionKey, productKey }, settings);
    const main = reply.body.productGroup.products[0];
    const first = reply.body.recommendationLists[0].productGroups[0].products[0];
    const second = reply.body.recommendationLists[0].productGroups[1].products[0];
    for (const field of ['name', 'title', 'brand', 'series', 'description']) {
      assert.equal(main[field].length, 100_000, field);
      assert.match(main[field], /^[a-z]+$/, `${field} has no break opportunity`);
      assert.equal(first[field], main[field]);
      assert.ok(
        second[field] === undefined || second[field].length < 1000,
        'other groups keep theirs',
      );
    }
  });

  it('inflate the sponsored lists of a sponsored page', async () => {
    const sessionKey = 'oversize-sponsored';
    await addFault({ queries: { oversize: { groups: 150 }, count: 1, sessionKey } });
    const reply = await client.sponsoredPage({ ...SE, sessionKey, pageReference: 'home' });
    assert.ok(reply.body.sponsoredLists.length > 0);
    for (const list of reply.body.sponsoredLists) assert.equal(list.productGroups.length, 150);
  });

  it('are refused out of range', async () => {
    for (const groups of [0, 20_001]) {
      const reply = await addFault({ queries: { oversize: { groups }, count: 1 } });
      assert.equal(reply.status, 400);
      assert.match(reply.body.message, /oversize\.groups/);
    }
  });

  it('answer the largest in range on every list of a sponsored page', async () => {
    const sessionKey = 'oversize-most';
    await addFault({ queries: { oversize: { groups: 20_000 }, count: 1, sessionKey } });
    const reply = await client.sponsoredPage({ ...SE, sessionKey, pageReference: 'home' });
    assert.equal(reply.status, 200);
    assert.ok(reply.body.sponsoredLists.length > 1);
    for (const list of reply.body.sponsoredLists) assert.equal(list.productGroups.length, 20_000);
  });
});
