/**
 * Contact engagement reference: bulk (31, 32, 20), automation triggers (5–8), messages (24–26),
 * recommendations (21), purchase summary (22), back in stock (23, 37), unsubscribe (33, 34), NPS
 * (36).
 */
import assert from 'node:assert/strict';
import { DEFAULT_SEED, getCatalog } from '../../../src/reference/catalog.ts';
import { generateEngageData } from '../../../src/reference/engage/data.ts';
import { after, before, describe, it } from 'node:test';
import {
  BackInStockSubscriptionListSchema,
  BulkBatchStatusSchema,
  JsonObjectSchema,
  MessageListSchema,
  ProductRecommendationsSchema,
  PurchaseHistorySummarySchema,
} from '../../../src/api/schemas/engage.ts';
import {
  LIMITED_KEY,
  UNKNOWN_ID,
  assertError,
  startEngage,
  valid,
  type Engage,
  type EngageCatalog,
} from './engage-helpers.ts';

let api: Engage;
let catalog: EngageCatalog;
let env: Awaited<ReturnType<typeof startEngage>>;

before(async () => {
  env = await startEngage();
  api = env.api;
  catalog = env.catalog;
});
after(() => env.server.close());

async function status(batchId: string) {
  const reply = await api.get('/contacts/bulk/status', { batchId });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return valid(BulkBatchStatusSchema, reply.body);
}

async function untilDone(batchId: string) {
  for (let i = 0; i < 10; i++) {
    const current = await status(batchId);
    if (current.status === 'Completed' || current.status === 'Failed') return current;
  }
  assert.fail('the batch did not finish');
}

describe('engage: bulk create and update (31, 32, 20)', () => {
  it('31 answers 202 with the batch id; the status goes Pending, Running, Completed', async () => {
    const items = [
      { email: 'bulk.one@example.com', mobilePhone: '+46705550001', firstName: 'Bulk' },
      { email: 'bulk.two@example.com' },
      { email: 'bulk.three@example.com', mobilePhone: '+46705550003', shoeSize: 44 },
      { email: 'bulk.four@example.com', mobilePhone: '+46705550004' },
    ];
    const started = new Date(Date.now() - 1000).toISOString();
    const reply = await api.post('/contacts/bulk', { body: items });
    assert.equal(reply.status, 202);
    assert.match(reply.body, /^[0-9a-f-]{36}$/);
    const seen = [await status(reply.body), await status(reply.body), await status(reply.body)];
    assert.deepEqual(
      seen.map((s) => [s.status, s.processed]),
      [
        ['Pending', 0],
        ['Running', 2],
        ['Completed', 4],
      ],
    );
    const done = seen[2]!;
    assert.equal(done.total, 4);
    assert.equal(done.failed, 2);
    assert.deepEqual(
      done.errors.map((e) => [e.index, e.errorCode]),
      [
        [1, 'ValidationError'],
        [2, 'ValidationError'],
      ],
    );
    assert.match(done.errors[0]!.message, /mobilePhone/);
    assert.match(done.errors[1]!.message, /shoeSize/);
    const id = await api.get('/contacts/id', {
      contactType: 'Member',
      email: 'bulk.one@example.com',
    });
    assert.equal(id.status, 200);
    assert.equal((await api.get(`/contacts/${id.body}`)).body.firstName, 'Bulk');
    const created = await api.get('/contacts/changes', {
      changeType: 'Created',
      fromDate: started,
    });
    assert.equal(created.body.contactIds.length, 2);
    assert.ok(created.body.contactIds.includes(id.body));
    assertError(
      await api.get('/contacts/id', { contactType: 'Member', email: 'bulk.two@example.com' }),
      404,
      'ContactNotFound',
    );
  });

  it('31 completes by time too, for the contact type asked; Failed when every item failed', async () => {
    const reply = await api.post('/contacts/bulk', {
      query: { contactType: 'Subscriber' },
      body: [{ email: 'timed.subscriber@example.com' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 550));
    const contact = await api.get('/contacts/Subscriber/bykey', {
      keyValue: 'timed.subscriber@example.com',
    });
    assert.equal(contact.status, 200);
    assert.equal((await status(reply.body)).status, 'Completed');
    const failing = await api.post('/contacts/bulk', { body: [{ firstName: 'No email' }] });
    assert.equal((await untilDone(failing.body)).status, 'Failed');
  });

  it('32 updates the contacts named, reporting unknown ones', async () => {
    const [a, b] = [env.role('member', 50), env.role('member', 51)];
    const reply = await api.request('PATCH', '/contacts/bulk', {
      query: { avoidTriggeringExport: 'true' },
      body: [
        { contactId: a, city: 'Lund' },
        { contactId: UNKNOWN_ID, city: 'Lund' },
        { contactId: b, bonusPoints: 7 },
        { city: 'Nowhere' },
      ],
    });
    assert.equal(reply.status, 202);
    const done = await untilDone(reply.body);
    assert.equal(done.status, 'Completed');
    assert.deepEqual(
      done.errors.map((e) => [e.index, e.errorCode]),
      [
        [1, 'ContactNotFound'],
        [3, 'ValidationError'],
      ],
    );
    assert.equal((await api.get(`/contacts/${a}`)).body.city, 'Lund');
    assert.equal((await api.get(`/contacts/${b}`)).body.bonusPoints, 7);
    const wrongType = await api.request('PATCH', '/contacts/bulk', {
      query: { contactType: 'Subscriber' },
      body: [{ contactId: a, city: 'Ystad' }],
    });
    const refused = await untilDone(wrongType.body);
    assert.equal(refused.errors[0]?.errorCode, 'InvalidContactType');
  });

  it('422 for a body that is not a non-empty array, an unknown type or flag', async () => {
    assertError(await api.post('/contacts/bulk', { body: {} }), 422, 'UnprocessableEntity');
    assertError(await api.post('/contacts/bulk', { body: [] }), 422, 'UnprocessableEntity');
    assertError(
      await api.post('/contacts/bulk', { query: { contactType: 'Robot' }, body: [{}] }),
      422,
      'UnprocessableEntity',
    );
    assertError(
      await api.request('PATCH', '/contacts/bulk', {
        query: { avoidTriggeringExport: 'maybe' },
        body: [{}],
      }),
      422,
      'UnprocessableEntity',
    );
  });

  it('20: 404 BulkStatusNotFound; 403 for a key without bulk permission', async () => {
    assertError(
      await api.get('/contacts/bulk/status', { batchId: UNKNOWN_ID }),
      404,
      'BulkStatusNotFound',
    );
    assertError(
      await api.post('/contacts/bulk', { body: [{ email: 'x@example.com' }], key: LIMITED_KEY }),
      403,
      'Forbidden',
    );
    assertError(
      await api.get('/contacts/bulk/status', { batchId: UNKNOWN_ID }, LIMITED_KEY),
      403,
      'Forbidden',
    );
  });

  it('503 ServiceUnavailable while five batches are unfinished', async () => {
    const own = await startEngage();
    try {
      for (let i = 0; i < 5; i++)
        assert.equal((await own.api.post('/contacts/bulk', { body: [{}] })).status, 202);
      assertError(await own.api.post('/contacts/bulk', { body: [{}] }), 503, 'ServiceUnavailable');
    } finally {
      await own.server.close();
    }
  });
});

describe('engage: automation triggers (5–8)', () => {
  it('triggers by contact id, social security number, external id, type and key', async () => {
    const member = env.contact(env.role('member', 60));
    const subscriber = env.contact(env.role('subscriber', 3));
    const paths = [
      [`triggerByContactId/${member.contactId}`, member.contactId],
      [`triggerBySocialSecurityNumber/${member.socialSecurityNumber}`, member.contactId],
      [`triggerByExternalContactId/${subscriber.externalId}`, subscriber.contactId],
      [`triggerByContactTypeAndKey/Member/${member.memberNumber}`, member.contactId],
      [
        `triggerByContactTypeAndKey/Subscriber/${encodeURIComponent(subscriber.email)}`,
        subscriber.contactId,
      ],
    ];
    for (const [path, contactId] of paths) {
      const reply = await api.post(`/automation/customTriggers/welcome/${path}`, {
        body: { source: 'test' },
      });
      assert.equal(reply.status, 200, path);
      valid(JsonObjectSchema, reply.body);
      assert.equal(reply.body.triggered, true);
      assert.equal(reply.body.triggerId, 'welcome');
      assert.equal(reply.body.contactId, contactId, path);
    }
    const events = await api.get('/__reference/engage/events', {}, null);
    assert.equal(events.body.triggers.length, paths.length);
    assert.deepEqual(events.body.triggers[0].body, { source: 'test' });
  });

  it('404 ContactNotFound for an unknown identifier; 400 for a bad body or value', async () => {
    const base = '/automation/customTriggers/welcome';
    for (const path of [
      `triggerByContactId/${UNKNOWN_ID}`,
      'triggerBySocialSecurityNumber/19000101-0000',
      'triggerByExternalContactId/EXT-NONE',
      'triggerByContactTypeAndKey/Member/M999999',
    ])
      assertError(await api.post(`${base}/${path}`, { body: {} }), 404, 'ContactNotFound');
    assertError(
      await api.post(`${base}/triggerBySocialSecurityNumber/abc`, { body: {} }),
      400,
      'InvalidSocialSecurityNumber',
    );
    assertError(
      await api.post(`${base}/triggerByContactTypeAndKey/Robot/x`, { body: {} }),
      400,
      'InvalidContactType',
    );
    assertError(
      await api.post(`${base}/triggerByContactId/${env.role('member')}`, { body: [1] }),
      400,
      'InvalidPayload',
    );
  });
});

describe('engage: messages (24–26)', () => {
  const threeMonthsAgo = () => {
    const since = new Date(catalog.now);
    since.setUTCMonth(since.getUTCMonth() - 3);
    return since.getTime() - 60_000;
  };

  it('returns the latest messages of the last three months, 100 by default, up to 500', async () => {
    const id = env.role('manyMessages');
    const byDefault = await api.get(`/contacts/${id}/emailmessages`);
    assert.equal(byDefault.status, 200);
    const list = valid(MessageListSchema, byDefault.body);
    assert.equal(list.items.length, 100);
    assert.ok(list.totalCount > 500);
    const dates = list.items.map((m) => Date.parse(m.sendDateTime));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const most = await api.get(`/contacts/${id}/smsmessages`, { count: '500' });
    assert.equal(most.body.items.length, 500);
    assert.ok(most.body.items.every((m: { type: string }) => m.type === 'Sms'));
    assertError(
      await api.get(`/contacts/${id}/emailmessages`, { count: '501' }),
      400,
      'InvalidParameter',
    );
  });

  it('leaves out messages older than three months, on every channel', async () => {
    const since = threeMonthsAgo();
    for (const channel of ['sms', 'email', 'postal']) {
      let seen = 0;
      for (const id of catalog.roles.member!.slice(0, 12)) {
        const reply = await api.get(`/contacts/${id}/${channel}messages`);
        const list = valid(MessageListSchema, reply.body);
        for (const m of list.items) assert.ok(Date.parse(m.sendDateTime) >= since, m.messageId);
        seen += list.items.length;
      }
      assert.ok(seen > 0, channel);
    }
  });

  it('404 ContactNotFound for an unknown contact', async () => {
    assertError(await api.get(`/contacts/${UNKNOWN_ID}/postalmessages`), 404, 'ContactNotFound');
  });
});

describe('engage: recommendations (21), purchase summary (22)', () => {
  it('21 recommends catalog products priced for the contact’s locale', async () => {
    const id = env.role('member', 4);
    const contact = (await api.get(`/contacts/${id}`)).body;
    const reply = await api.get(`/contacts/${id}/productrecommendations`);
    assert.equal(reply.status, 200);
    const recommendations = valid(ProductRecommendationsSchema, reply.body);
    assert.equal(recommendations.contactId, id);
    assert.equal(recommendations.products.length, 6);
    const products = (await api.get('/__reference/catalog', {}, null)).body.groups.flatMap(
      (g: { products: string[] }) => g.products,
    );
    for (const product of recommendations.products) {
      assert.ok(products.includes(product.productKey), product.productKey);
      assert.equal(product.currency, contact.preferredLocale === 'en-US' ? 'USD' : 'SEK');
      assert.ok(product.link?.startsWith(`/${contact.preferredLocale.toLowerCase()}/`));
      assert.ok((product.price ?? 0) > 0);
    }
    assertError(
      await api.get('/contacts/not-a-uuid/productrecommendations'),
      400,
      'InvalidContactId',
    );
    assertError(
      await api.get(`/contacts/${UNKNOWN_ID}/productrecommendations`),
      404,
      'ContactNotFound',
    );
  });

  it('22 returns the summary; 404 RetailKpiNotCalculated for a contact without', async () => {
    const reply = await api.get(`/contacts/${env.role('withSummary')}/purchasehistorysummary`);
    assert.equal(reply.status, 200);
    const summary = valid(PurchaseHistorySummarySchema, reply.body);
    for (const suffix of ['All', 'LastYear', 'LastTwoYears'])
      assert.equal(typeof reply.body[`purchaseAmount${suffix}`], 'number', suffix);
    assert.ok(summary.latestReceiptDate);
    for (const role of ['memberWithoutSummary', 'subscriber'])
      assertError(
        await api.get(`/contacts/${env.role(role)}/purchasehistorysummary`),
        404,
        'RetailKpiNotCalculated',
      );
  });
});

describe('engage: back in stock (23, 37)', () => {
  it('23 lists the subscriptions; 37 removes one; 404 for a removed or foreign one', async () => {
    const id = env.role('withBackInStock', 1);
    const path = `/contacts/${id}/backinstock/subscriptions`;
    const before = valid(BackInStockSubscriptionListSchema, (await api.get(path)).body);
    assert.ok(before.length > 0);
    assert.ok(before.every((s) => s.contactId === id));
    const removed = before[0]!.id;
    assert.equal((await api.request('DELETE', `${path}/${removed}`)).status, 204);
    const afterList = valid(BackInStockSubscriptionListSchema, (await api.get(path)).body);
    assert.deepEqual(
      afterList.map((s) => s.id),
      before.slice(1).map((s) => s.id),
    );
    assertError(await api.request('DELETE', `${path}/${removed}`), 404, 'SubscriptionNotFound');
    const other = env.role('withBackInStock', 2);
    const foreign = valid(
      BackInStockSubscriptionListSchema,
      (await api.get(`/contacts/${other}/backinstock/subscriptions`)).body,
    )[0]!.id;
    assertError(await api.request('DELETE', `${path}/${foreign}`), 404, 'SubscriptionNotFound');
  });

  it('23: 500 for the contact whose subscriptions cannot be read', async () => {
    assertError(
      await api.get(`/contacts/${env.role('backInStockFailure')}/backinstock/subscriptions`),
      500,
      'InternalError',
    );
  });
});

describe('engage: unsubscribe (33, 34) and NPS (36)', () => {
  it('33 unsubscribes on the last sent SMS, 34 on a given email message', async () => {
    const id = env.role('withSmsMessages', 2);
    const sms = (await api.get(`/contacts/${id}/smsmessages`)).body.items;
    const reply = await api.post(`/contacts/${id}/unsubscribeSms`);
    assert.equal(reply.status, 200);
    valid(JsonObjectSchema, reply.body);
    assert.equal(reply.body.messageId, sms[0].messageId);
    assert.equal((await api.get(`/contacts/${id}`)).body.smsOptIn, false);
    const email = (await api.get(`/contacts/${id}/emailmessages`)).body.items.at(-1);
    const byMessage = await api.post(`/contacts/${id}/unsubscribeEmail`, {
      query: { messageId: email.messageId },
    });
    assert.equal(byMessage.body.messageId, email.messageId);
    assert.equal((await api.get(`/contacts/${id}`)).body.emailOptIn, false);
  });

  it('33, 34: 400 ValidationError for an unknown messageId, 404 for an unknown contact', async () => {
    const id = env.role('member', 70);
    const sms = await api.post(`/contacts/${id}/unsubscribeSms`, {
      query: { messageId: 'no-such-message' },
    });
    assertError(sms, 400, 'ValidationError');
    assert.ok(sms.body.validationErrors.length > 0);
    const email = (await api.get(`/contacts/${id}/emailmessages`)).body.items[0];
    // An email message's id is not an SMS of the contact.
    assertError(
      await api.post(`/contacts/${id}/unsubscribeSms`, { query: { messageId: email.messageId } }),
      400,
      'ValidationError',
    );
    assertError(await api.post(`/contacts/${UNKNOWN_ID}/unsubscribeEmail`), 404, 'ContactNotFound');
  });

  it('36 creates an NPS response; 400 InvalidGrade out of 1..10; 404 unknown contact', async () => {
    const id = env.role('member', 71);
    const reply = await api.post(`/contacts/${id}/createNpsResponse`, {
      query: { grade: '9', storeId: 'se-sto-01' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.grade, 9);
    assert.equal(reply.body.storeId, 'se-sto-01');
    const events = (await api.get('/__reference/engage/events', {}, null)).body;
    assert.deepEqual(events.npsResponses.at(-1), reply.body);
    for (const grade of ['0', '11', '7.5', 'ten', undefined])
      assertError(
        await api.post(`/contacts/${id}/createNpsResponse`, { query: { grade } }),
        400,
        'InvalidGrade',
      );
    assertError(
      await api.post(`/contacts/${UNKNOWN_ID}/createNpsResponse`, { query: { grade: '5' } }),
      404,
      'ContactNotFound',
    );
  });

  it('22: a longer period never holds fewer purchases or a smaller amount', () => {
    const data = generateEngageData(getCatalog(DEFAULT_SEED), Date.now());
    assert.ok(data.summaries.size > 100);
    for (const [contactId, summary] of data.summaries) {
      for (const metric of ['purchaseAmount', 'numberOfArticlePurchases'] as const) {
        const year = summary[`${metric}LastYear`];
        const two = summary[`${metric}LastTwoYears`];
        const all = summary[`${metric}All`];
        assert.ok(year <= two && two <= all, `${contactId} ${metric}: ${year}, ${two}, ${all}`);
      }
    }
  });
});
