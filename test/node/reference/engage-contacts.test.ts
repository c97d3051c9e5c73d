/**
 * Contact engagement reference: key, routing, catalog, lookups (16, 30, 27, 28), contacts (17, 18,
 * 19, 35) and changes (29).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ContactChangesSchema,
  ContactSchema,
  ContactOverviewSchema,
} from '../../../src/api/schemas/engage.ts';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
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

describe('engage: key and routing', () => {
  it('401 without the apikey header, 403 with a wrong one, 200 with the key', async () => {
    assertError(await api.get('/consents', {}, null), 401, 'Unauthorized');
    assertError(await api.get('/consents', {}, 'wrong-key'), 403, 'Forbidden');
    assert.equal((await api.get('/consents')).status, 200);
  });

  it('takes its key from the engageApiKey option', async () => {
    const handler = createReferenceHandler({ engageApiKey: 'my-key' });
    const call = (key: string) =>
      handler(new Request('http://x/engage/api/v3/consents', { headers: { apikey: key } }));
    assert.equal((await call('reference-engage-key'))?.status, 403);
    assert.equal((await call('my-key'))?.status, 200);
  });

  it('404 for an unknown path, 405 with Allow for a wrong method', async () => {
    assertError(await api.get('/nothing/here'), 404, 'NotFound');
    const reply = await api.get('/contacts/bulk');
    assertError(reply, 405, 'MethodNotAllowed');
    assert.equal(reply.headers.get('allow'), 'POST, PATCH');
  });

  it('leaves other paths under /engage to the dev server', async () => {
    const handler = createReferenceHandler();
    assert.equal(await handler(new Request('http://x/engage/index.html')), undefined);
  });
});

describe('engage: catalog', () => {
  it('lists contacts by role and definitions by status, without a key', async () => {
    const reply = await api.get('/__reference/engage/catalog', {}, null);
    assert.equal(reply.status, 200);
    const { roles, definitions } = catalog;
    assert.equal(roles.member!.length + roles.subscriber!.length, 200);
    assert.ok(roles.sharedPhone!.length > 50);
    assert.equal(roles.sharedPhoneFew!.length, 3);
    for (const name of ['withSummary', 'withoutSummary', 'withAssignments', 'withBackInStock'])
      assert.ok(roles[name]!.length > 0, name);
    for (const status of ['Active', 'Draft', 'Scheduled', 'Ended'])
      assert.ok(definitions[status]!.length > 0, status);
    assert.ok(definitions.activeConsentRequired!.length > 0);
  });
});

describe('engage: contact overview (16) and contact id (30) lookups', () => {
  it('16 finds a contact by contactId alone', async () => {
    const id = env.role('member');
    const reply = await api.get('/contactoverview', { contactId: id });
    assert.equal(reply.status, 200);
    valid(ContactOverviewSchema, reply.body);
    assert.equal(reply.body.contactId, id);
    assert.equal(typeof reply.body.overview.activeChallenges, 'number');
  });

  it('16 and 30 find by email, social security number, mobile phone and custom key', async () => {
    const c = env.contact(env.role('member', 2));
    for (const [name, value] of [
      ['email', c.email],
      ['socialSecurityNumber', c.socialSecurityNumber],
      ['mobilePhone', c.mobilePhone],
      ['customKey', c.memberNumber],
    ] as const) {
      const overview = await api.get('/contactoverview', { contactType: 'Member', [name]: value! });
      assert.equal(overview.body.contactId, c.contactId, name);
      const id = await api.get('/contacts/id', { contactType: 'Member', [name]: value! });
      assert.equal(id.status, 200);
      assert.equal(id.body, c.contactId, name);
    }
  });

  it('`any` takes an email, a social security number, a phone or the custom key', async () => {
    const c = env.contact(env.role('member', 3));
    for (const value of [c.email, c.socialSecurityNumber, c.mobilePhone, c.memberNumber]) {
      const reply = await api.get('/contacts/id', { contactType: 'Member', any: value! });
      assert.equal(reply.body, c.contactId, value!);
    }
  });

  it('`any` tries social security number before phone and phone before custom key', async () => {
    const a = env.contact(env.role('member', 20));
    const b = env.contact(env.role('member', 21));
    const c = env.contact(env.role('member', 22));
    const ssnDigits = a.socialSecurityNumber!.replace('-', '');
    // b's phone is a's social security number; c's member number is b's real phone.
    await api.request('PATCH', `/contacts/${b.contactId}`, { body: { mobilePhone: ssnDigits } });
    await api.request('PATCH', `/contacts/${c.contactId}`, {
      body: { memberNumber: '+46709999999' },
    });
    await api.request('PATCH', `/contacts/${a.contactId}`, {
      body: { mobilePhone: '+46709999999' },
    });
    const bySsn = await api.get('/contacts/id', { contactType: 'Member', any: ssnDigits });
    assert.equal(bySsn.body, a.contactId);
    const byPhone = await api.get('/contacts/id', { contactType: 'Member', any: '+46709999999' });
    assert.equal(byPhone.body, a.contactId);
    const byKey = await api.get('/contacts/id', {
      contactType: 'Member',
      mobilePhone: ssnDigits,
    });
    assert.equal(byKey.body, b.contactId);
  });

  it('400 InvalidSearchQuery: none, two identifiers, no contactType, contactType with contactId', async () => {
    const c = env.contact(env.role('member'));
    assertError(await api.get('/contactoverview', {}), 400, 'InvalidSearchQuery');
    assertError(
      await api.get('/contacts/id', { contactType: 'Member', email: c.email, any: c.email }),
      400,
      'InvalidSearchQuery',
    );
    assertError(await api.get('/contacts/id', { email: c.email }), 400, 'InvalidSearchQuery');
    assertError(
      await api.get('/contactoverview', { contactId: c.contactId, contactType: 'Member' }),
      400,
      'InvalidSearchQuery',
    );
    // contactId is a way of identifying only on 16.
    assertError(
      await api.get('/contacts/id', { contactId: c.contactId }),
      400,
      'InvalidSearchQuery',
    );
  });

  it('400 for malformed values and an unknown contact type', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ contactId: 'not-a-uuid' }, 'InvalidContactId'],
      [{ contactType: 'Member', email: 'nobody-at-example' }, 'InvalidEmailAddress'],
      [{ contactType: 'Member', socialSecurityNumber: '12-34' }, 'InvalidSocialSecurityNumber'],
      [{ contactType: 'Member', mobilePhone: 'call me' }, 'InvalidPhoneNumber'],
      [{ contactType: 'Robot', email: 'a@example.com' }, 'InvalidContactType'],
    ];
    for (const [query, code] of cases)
      assertError(await api.get('/contactoverview', query), 400, code);
    assertError(
      await api.get('/contacts/id', { contactType: 'Member', email: 'x' }),
      400,
      'InvalidEmailAddress',
    );
  });

  it('404 ContactNotFound when nothing matches', async () => {
    assertError(
      await api.get('/contactoverview', { contactId: UNKNOWN_ID }),
      404,
      'ContactNotFound',
    );
    assertError(
      await api.get('/contacts/id', { contactType: 'Member', email: 'nobody@example.com' }),
      404,
      'ContactNotFound',
    );
    assertError(
      await api.get('/contacts/id', { contactType: 'Member', any: 'no-such-key' }),
      404,
      'ContactNotFound',
    );
  });

  it('409 MultipleMatches lists at most the first 50 matching ids', async () => {
    const many = await api.get('/contacts/id', {
      contactType: 'Member',
      mobilePhone: catalog.sharedValues.mobilePhone,
    });
    assertError(many, 409, 'MultipleMatches');
    const listed: string[] = many.body.messageDetails.multipleMatchesFound;
    assert.equal(listed.length, 50);
    for (const id of listed) assert.ok(catalog.roles.sharedPhone!.includes(id));
    const few = await api.get('/contactoverview', {
      contactType: 'Member',
      any: catalog.sharedValues.mobilePhoneFew,
    });
    assertError(few, 409, 'MultipleMatches');
    assert.deepEqual(
      [...few.body.messageDetails.multipleMatchesFound].sort(),
      [...catalog.roles.sharedPhoneFew!].sort(),
    );
  });

  it('500 InvalidSystemConfiguration for customKey on a type without one', async () => {
    assertError(
      await api.get('/contacts/id', { contactType: 'Subscriber', customKey: 'M100001' }),
      500,
      'InvalidSystemConfiguration',
    );
  });
});

describe('engage: by external id (27) and by key (28)', () => {
  it('27 finds a contact of the type by its external id', async () => {
    const c = env.contact(env.role('subscriber'));
    const reply = await api.get(`/contacts/Subscriber/byexternalid/${c.externalId}`);
    assert.equal(reply.status, 200);
    valid(ContactSchema, reply.body);
    assert.equal(reply.body.contactId, c.contactId);
    assertError(
      await api.get(`/contacts/Member/byexternalid/${c.externalId}`),
      404,
      'ContactNotFound',
    );
    assertError(
      await api.get(`/contacts/Robot/byexternalid/${c.externalId}`),
      400,
      'InvalidContactType',
    );
  });

  it('28 works for the single-key type only', async () => {
    const c = env.contact(env.role('subscriber'));
    const reply = await api.get('/contacts/Subscriber/bykey', { keyValue: c.email });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.contactId, c.contactId);
    const member = env.contact(env.role('member'));
    assertError(
      await api.get('/contacts/Member/bykey', { keyValue: member.email }),
      400,
      'InvalidContactType',
    );
    assertError(
      await api.get('/contacts/Subscriber/bykey', { keyValue: 'not an email' }),
      400,
      'InvalidEmailAddress',
    );
    assertError(
      await api.get('/contacts/Subscriber/bykey', { keyValue: 'nobody@example.com' }),
      404,
      'ContactNotFound',
    );
    const shared = await api.get('/contacts/Subscriber/bykey', {
      keyValue: catalog.sharedValues.subscriberEmail,
    });
    assertError(shared, 409, 'MultipleMatches');
    assert.equal(shared.body.messageDetails.multipleMatchesFound.length, 2);
  });
});

describe('engage: contacts (17, 18, 19, 35)', () => {
  it('17 reads a contact; 404 for an unknown id', async () => {
    const id = env.role('member', 5);
    const reply = await api.get(`/contacts/${id}`);
    assert.equal(reply.status, 200);
    valid(ContactSchema, reply.body);
    assert.equal(reply.body.contactId, id);
    assert.equal(reply.body.contactType, 'Member');
    assertError(await api.get(`/contacts/${UNKNOWN_ID}`), 404, 'ContactNotFound');
  });

  it('19 changes only the fields sent and stores an empty value as empty', async () => {
    const id = env.role('member', 6);
    const before = (await api.get(`/contacts/${id}`)).body;
    const reply = await api.request('PATCH', `/contacts/${id}`, {
      body: { firstName: 'Changed', city: '' },
    });
    assert.equal(reply.status, 200);
    valid(ContactSchema, reply.body);
    assert.equal(reply.body.firstName, 'Changed');
    assert.equal(reply.body.city, '');
    assert.equal(reply.body.lastName, before.lastName);
    assert.equal(reply.body.email, before.email);
    assert.equal((await api.get(`/contacts/${id}`)).body.city, '');
  });

  it('19: 400 NoData for an empty object or no body, 422 for invalid fields, 404 unknown', async () => {
    const id = env.role('member', 7);
    assertError(await api.request('PATCH', `/contacts/${id}`, { body: {} }), 400, 'NoData');
    assertError(await api.request('PATCH', `/contacts/${id}`), 400, 'NoData');
    for (const body of [{ shoeSize: 42 }, { bonusPoints: 'many' }, { contactId: UNKNOWN_ID }, []]) {
      const reply = await api.request('PATCH', `/contacts/${id}`, { body });
      assertError(reply, 422, 'ValidationError');
      assert.ok(reply.body.validationErrors.length > 0);
    }
    assertError(
      await api.request('PATCH', `/contacts/${UNKNOWN_ID}`, { body: { firstName: 'x' } }),
      404,
      'ContactNotFound',
    );
  });

  it('18 deletes a contact (recorded as Deleted); 404 afterwards', async () => {
    const id = env.role('subscriber', 10);
    const started = new Date(Date.now() - 1000).toISOString();
    const reply = await api.request('DELETE', `/contacts/${id}`, { query: { source: 'crm' } });
    assert.equal(reply.status, 200);
    valid(ContactSchema, reply.body);
    assert.equal(reply.body.source, 'crm');
    assert.equal(reply.body.contactId, id);
    assertError(await api.get(`/contacts/${id}`), 404, 'ContactNotFound');
    assertError(await api.request('DELETE', `/contacts/${id}`), 404, 'ContactNotFound');
    const changes = await api.get('/contacts/changes', {
      changeType: 'Deleted',
      fromDate: started,
    });
    assert.deepEqual(changes.body.contactIds, [id]);
  });

  it('35 changes the type when the data the new type needs is there; else 422', async () => {
    const withPhone = env.role('subscriberWithPhone');
    const reply = await api.post(`/contacts/${withPhone}/updateContactType`, {
      query: { contactTypeId: 'Member' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.contactType, 'Member');
    assert.equal((await api.get(`/contacts/${withPhone}`)).body.contactType, 'Member');

    const withoutPhone = env.role('subscriberWithoutPhone');
    const refused = await api.post(`/contacts/${withoutPhone}/updateContactType`, {
      query: { contactTypeId: 'Member' },
    });
    assertError(refused, 422, 'ValidationError');
    assert.match(refused.body.validationErrors[0].errorDescription, /mobilePhone/);
    assert.equal((await api.get(`/contacts/${withoutPhone}`)).body.contactType, 'Subscriber');

    const member = env.role('member', 8);
    const down = await api.post(`/contacts/${member}/updateContactType`, {
      query: { contactTypeId: 'Subscriber' },
    });
    assert.equal(down.body.contactType, 'Subscriber');
    assert.equal(down.body.socialSecurityNumber, undefined);
  });

  it('35: 400 InvalidContactType for a missing or unknown type, 404 unknown contact', async () => {
    const id = env.role('member', 9);
    assertError(await api.post(`/contacts/${id}/updateContactType`), 400, 'InvalidContactType');
    assertError(
      await api.post(`/contacts/${id}/updateContactType`, { query: { contactTypeId: 'Robot' } }),
      400,
      'InvalidContactType',
    );
    assertError(
      await api.post(`/contacts/${UNKNOWN_ID}/updateContactType`, {
        query: { contactTypeId: 'Member' },
      }),
      404,
      'ContactNotFound',
    );
  });
});

describe('engage: contact changes (29)', () => {
  it('lists the contacts created within the range', async () => {
    const reply = await api.get('/contacts/changes', {
      changeType: 'Created',
      fromDate: '2000-01-01T00:00:00Z',
    });
    assert.equal(reply.status, 200);
    valid(ContactChangesSchema, reply.body);
    // All live contacts plus the ones deleted since.
    assert.ok(reply.body.contactIds.length >= 200);
    assert.ok(reply.body.contactIds.includes(env.role('member')));
    const none = await api.get('/contacts/changes', {
      changeType: 'Created',
      fromDate: '2000-01-01T00:00:00Z',
      toDate: '2000-01-02T00:00:00+02:00',
    });
    assert.deepEqual(none.body.contactIds, []);
  });

  it('records a PATCH as Updated at its time', async () => {
    const id = env.role('member', 30);
    const from = new Date(Date.now() - 1000).toISOString();
    await api.request('PATCH', `/contacts/${id}`, { body: { lastName: 'Updated' } });
    const reply = await api.get('/contacts/changes', { changeType: 'Updated', fromDate: from });
    assert.ok(reply.body.contactIds.includes(id));
    const created = await api.get('/contacts/changes', { changeType: 'Created', fromDate: from });
    assert.ok(!created.body.contactIds.includes(id));
  });

  it('400 for a missing or unknown changeType, a missing or bad date, a reversed range', async () => {
    const cases: Record<string, string>[] = [
      { fromDate: '2025-01-01T00:00:00Z' },
      { changeType: 'Renamed', fromDate: '2025-01-01T00:00:00Z' },
      { changeType: 'Created' },
      { changeType: 'Created', fromDate: 'yesterday' },
      { changeType: 'Created', fromDate: '2025-02-01T00:00:00Z', toDate: '2025-01-01T00:00:00Z' },
    ];
    for (const query of cases)
      assertError(await api.get('/contacts/changes', query), 400, 'BadRequest');
  });

  it('403 Forbidden for a key without that permission', async () => {
    assertError(
      await api.get(
        '/contacts/changes',
        { changeType: 'Created', fromDate: '2025-01-01T00:00:00Z' },
        LIMITED_KEY,
      ),
      403,
      'Forbidden',
    );
  });
});
