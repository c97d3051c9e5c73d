import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { answers, call, contactWith, KEY, startFixture, type Fixture } from './proxy-helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('engage proxy: routes for the signed-in contact', () => {
  let f: Fixture;
  /** Contact A, the one signed in, and B, whose data A must never reach. */
  let a: string;
  let b: string;
  const get = (path: string, options: Parameters<typeof call>[3] = {}) =>
    call(f.origin, 'GET', path, { as: a, ...options });
  const post = (path: string, options: Parameters<typeof call>[3] = {}) =>
    call(f.origin, 'POST', path, { as: a, ...options });

  before(async () => {
    f = await startFixture();
    const rich = ['withActiveAssignment', 'withBackInStock', 'withSummary', 'withSmsMessages'];
    a = contactWith(f.catalog, [...rich, 'withAchievements']);
    b = contactWith(f.catalog, rich, [a]);
  });
  after(() => f.close());

  it('answers 401 on every route without a signed-in contact', async () => {
    const routes: [string, string][] = [
      ['GET', '/me/challenges'],
      ['GET', `/me/challenges/${UNKNOWN_ID}`],
      ['GET', '/challenge-definitions'],
      ['POST', `/me/challenges/${UNKNOWN_ID}/join`],
      ['GET', '/me/achievements'],
      ['GET', '/consents'],
      ['GET', '/me/purchase-summary'],
      ['GET', '/me/product-recommendations'],
      ['GET', '/me/back-in-stock'],
      ['DELETE', `/me/back-in-stock/${UNKNOWN_ID}`],
      ['GET', '/me/messages?channel=email'],
      ['POST', '/me/unsubscribe?channel=email'],
      ['POST', '/me/nps'],
    ];
    for (const [method, path] of routes) {
      const got = await call(f.origin, method, path);
      assert.equal(got.status, 401, `${method} ${path}`);
      assert.equal(got.body.errorCode, 'Unauthenticated');
    }
    // An empty session value is no session either.
    assert.equal((await call(f.origin, 'GET', '/consents', { as: '' })).status, 401);
  });

  it("GET /me/challenges lists only A's assignments, each with its definition, no upstream links", async () => {
    const got = await get('/me/challenges');
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('cache-control'), 'no-store');
    assert.match(got.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(got.headers.get('access-control-allow-origin'), null);
    const expected = await f.direct.listChallenges({ contactId: a });
    assert.ok(got.body.items.length > 0);
    assert.equal(got.body.totalCount, expected.totalCount);
    for (const item of got.body.items) {
      assert.equal(item.contactId, a);
      assert.equal(item.definition.id, item.challengeId);
      assert.equal(typeof item.definition.name, 'string');
      assert.equal(item.links, undefined);
    }
    assert.doesNotMatch(got.text, /\/engage\/api/, 'no upstream address in the answer');
    const completed = await get('/me/challenges', { query: { filter: 'Active', count: 1 } });
    assert.equal(completed.status, 200);
    assert.ok(completed.body.items.length <= 1);
    for (const item of completed.body.items) assert.equal(item.status, 'Active');
  });

  it("GET /me/challenges/{id} serves A's assignment and answers B's as an unknown one (404)", async () => {
    const mine = (await f.direct.listChallenges({ contactId: a })).items[0];
    const theirs = (await f.direct.listChallenges({ contactId: b })).items[0];
    assert.ok(mine && theirs);
    const got = await get(`/me/challenges/${mine.id}`);
    assert.equal(got.status, 200);
    assert.equal(got.body.id, mine.id);
    assert.equal(got.body.definition.id, mine.challengeId);
    const refused = await get(`/me/challenges/${theirs.id}`);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.errorCode, 'ChallengeNotFound');
    assert.doesNotMatch(refused.text, new RegExp(theirs.challengeId), "nothing of B's leaks");
    assert.equal((await get(`/me/challenges/${theirs.id.toUpperCase()}`)).status, 404);
    assert.equal((await get(`/me/challenges/${UNKNOWN_ID}`)).status, 404);
    // B's contact id in the place of an assignment id.
    assert.equal((await get(`/me/challenges/${b}`)).status, 404);
    const bad = await get('/me/challenges/not-a-uuid');
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /assignmentId: must be a uuid/);
  });

  it('refuses any contactId query parameter other than A (403), however spelled', async () => {
    for (const [name, value] of [
      ['contactId', b],
      ['contactid', b],
      ['contact_id', b],
      ['ContactId', b.toUpperCase()],
      ['contactId', UNKNOWN_ID],
    ] as const) {
      for (const path of ['/me/challenges', '/me/achievements', '/consents', '/me/back-in-stock']) {
        const got = await get(path, { query: { [name]: value } });
        assert.equal(got.status, 403, `${path}?${name}=${value}`);
      }
    }
    // Two contactIds, one of them A's: still refused.
    const twice = await get(`/me/challenges?contactId=${a}&contactId=${b}`);
    assert.equal(twice.status, 403);
    // A's own id is accepted (and changes nothing).
    const own = await get('/me/challenges', { query: { contactId: a } });
    assert.equal(own.status, 200);
    for (const item of own.body.items) assert.equal(item.contactId, a);
  });

  it('refuses B in the place of "me" in the path (403) and serves A there', async () => {
    const refused = await call(f.origin, 'GET', `/${b}/achievements`, { as: a });
    assert.equal(refused.status, 403);
    assert.equal((await call(f.origin, 'GET', `/${b}/back-in-stock`, { as: a })).status, 403);
    const own = await call(f.origin, 'GET', `/${a}/achievements`, { as: a });
    assert.equal(own.status, 200);
  });

  it('validates query values: unknown parameters, enums, counts (400 naming the field)', async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ['/me/challenges', { filter: 'Everything' }, /^filter: expected one of/],
      ['/me/challenges', { count: 501 }, /^count: must be at most 500/],
      ['/me/challenges', { count: 0 }, /^count: must be at least 1/],
      ['/me/challenges', { offset: -1 }, /^offset: must be at least 0/],
      ['/me/challenges', { count: 'ten' }, /^count: must be an integer/],
      ['/me/challenges', { definitionId: UNKNOWN_ID }, /^definitionId: is not a query parameter/],
      ['/me/achievements', { debug: 1 }, /^debug: is not a query parameter of this route/],
      ['/challenge-definitions', { status: 'Draft' }, /^status: expected one of/],
      ['/challenge-definitions', { status: 'All' }, /^status: expected one of/],
      ['/me/messages', {}, /^channel: is required/],
      ['/me/messages', { channel: 'fax' }, /^channel: expected one of/],
      ['/me/messages', { channel: 'email', count: 501 }, /^count: must be at most 500/],
    ];
    for (const [path, query, message] of cases) {
      const got = await get(path, { query });
      assert.equal(got.status, 400, `${path} ${JSON.stringify(query)}`);
      assert.equal(got.body.errorCode, 'ValidationError');
      assert.match(got.body.message, message);
    }
    const repeated = await get('/me/challenges?count=1&count=2');
    assert.equal(repeated.status, 400);
    assert.match(repeated.body.message, /^count: must be given once/);
  });

  it('GET /challenge-definitions lists active definitions by default, no drafts', async () => {
    const got = await get('/challenge-definitions');
    assert.equal(got.status, 200);
    assert.deepEqual(
      got.body.items.map((d: any) => d.id).sort(),
      [...(f.catalog.definitions.Active ?? [])].sort(),
    );
    for (const item of got.body.items) assert.equal(item.links, undefined);
    const ended = await get('/challenge-definitions', { query: { status: 'Ended', count: 500 } });
    assert.equal(ended.status, 200);
    assert.ok(ended.body.items.length > 0);
    for (const item of ended.body.items) assert.equal(item.status, 'Ended');
  });

  it('joining a challenge that needs consent records the explicit consent, then assigns', async () => {
    const joiner = contactWith(f.catalog, ['withoutConsent', 'withoutAssignments'], [a, b]);
    const definitions = f.catalog.definitions as Record<string, string[] | undefined>;
    const definition = definitions.activeConsentRequired?.[0] ?? '';
    assert.ok(definition, 'the catalog lists an active definition that needs consent');
    const before = await f.direct.getContact(joiner);
    assert.notEqual(before.challengeConsent, true);
    const joined = await post(`/me/challenges/${definition}/join`, {
      as: joiner,
      body: { consent: true },
    });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    assert.equal(joined.body, true);
    assert.equal((await f.direct.getContact(joiner)).challengeConsent, true);
    const mine = await f.direct.listChallenges({ contactId: joiner });
    assert.ok(mine.items.some((item) => item.challengeId === definition));
  });

  it('POST /me/challenges/{definitionId}/join needs explicit consent and joins only A', async () => {
    const joiner = contactWith(f.catalog, ['withConsent', 'withoutAssignments'], [a, b]);
    const other = contactWith(f.catalog, ['withConsent', 'withoutAssignments'], [a, b, joiner]);
    const definition = f.catalog.definitions.Active?.[0] ?? '';
    const path = `/me/challenges/${definition}/join`;
    const as = joiner;
    const assigned = async (contactId: string) =>
      (await f.direct.listChallenges({ contactId })).items.some(
        (item) => item.challengeId === definition,
      );

    for (const [body, message] of [
      [undefined, /^consent: is required/],
      [{}, /^consent: is required/],
      [{ consent: false }, /^consent: must be true/],
      [{ consent: 'yes' }, /^consent: expected boolean/],
      [{ consent: true, extra: 1 }, /unknown member extra/],
    ] as const) {
      const got = await post(path, { as, body });
      assert.equal(got.status, 400, JSON.stringify(body));
      assert.match(got.body.message, message);
    }
    const formPost = await post(path, {
      as,
      body: '{"consent":true}',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(formPost.status, 400, 'a body a cross-site form could send is refused');
    assert.match(formPost.body.message, /^body: must be JSON/);

    // Another contact by a body member or a query parameter: refused, nobody joined.
    for (const options of [
      { body: { consent: true, contactId: other } },
      { body: { consent: true, contact: { contactId: other } } },
      { body: { consent: true }, query: { contactId: other } },
    ]) {
      const got = await post(path, { as, ...options });
      assert.equal(got.status, 403, JSON.stringify(options));
    }
    assert.equal(await assigned(other), false);
    assert.equal(await assigned(joiner), false);

    const joined = await post(path, { as, body: { consent: true } });
    assert.equal(joined.status, 200);
    assert.equal(joined.body, true);
    assert.equal(await assigned(joiner), true);
    assert.equal(await assigned(other), false);
    // Own contactId in the body is accepted; joining again is still true.
    const again = await post(path, { as, body: { consent: true, contactId: joiner } });
    assert.equal(again.status, 200);

    assert.equal(
      (await post(`/me/challenges/${UNKNOWN_ID}/join`, { as, body: { consent: true } })).status,
      404,
    );
    const ended = f.catalog.definitions.Ended?.[0] ?? '';
    const notActive = await post(`/me/challenges/${ended}/join`, { as, body: { consent: true } });
    assert.equal(notActive.status, 400);
    assert.equal(notActive.body.errorCode, 'ChallengeNotActive');
    // B's contact id as the definition id: as unknown as any other id.
    assert.equal(
      (await post(`/me/challenges/${other}/join`, { as, body: { consent: true } })).status,
      404,
    );
  });

  it('GET /me/achievements joins the definitions names', async () => {
    const got = await get('/me/achievements');
    assert.equal(got.status, 200);
    const own = await f.direct.getContactAchievements(a);
    assert.ok(own.length > 0);
    assert.deepEqual(got.body.map((v: any) => v.id).sort(), own.map((v) => v.id).sort());
    const names = new Map<string, string>();
    for await (const d of f.direct.iterateAchievementDefinitions()) names.set(d.id, d.name);
    for (const value of got.body) assert.equal(value.name, names.get(value.id));
  });

  it("GET /consents gives each mapped consent the contact's state (given), others none", async () => {
    const contact = await f.direct.getContact(a);
    const byName = (body: any[], name: string) => body.find((c: any) => c.name === name);
    // By default only the consent challenges ask for, recorded in consentField.
    const plain = (await get('/consents')).body;
    assert.equal(byName(plain, 'Challenges').given, contact.challengeConsent === true);
    assert.equal('given' in byName(plain, 'Newsletter'), false);
    // The shop names the fields of the others (by name or id); a missing field gives no state.
    const origin = await f.extra({
      consentFields: { Newsletter: 'emailOptIn', Personalization: 'noSuchField' },
    });
    const mapped = (await call(origin, 'GET', '/consents', { as: a })).body;
    assert.equal(byName(mapped, 'Newsletter').given, contact.emailOptIn);
    assert.equal('given' in byName(mapped, 'Personalization'), false);
  });

  it('GET /consents lists the consent definitions', async () => {
    const got = await get('/consents');
    assert.equal(got.status, 200);
    assert.deepEqual(
      got.body.map((c: any) => c.id),
      (await f.direct.listConsents()).map((c) => c.id),
    );
    assert.equal(typeof got.body[0].metaData.displayText, 'object');
  });

  it("GET /me/purchase-summary is A's; 404 RetailKpiNotCalculated without one", async () => {
    const got = await get('/me/purchase-summary');
    assert.equal(got.status, 200);
    assert.deepEqual(
      got.body.purchaseAmountAll,
      (await f.direct.getPurchaseHistorySummary(a)).purchaseAmountAll,
    );
    const none = contactWith(f.catalog, ['withoutSummary']);
    const missing = await get('/me/purchase-summary', { as: none });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.errorCode, 'RetailKpiNotCalculated');
    assert.equal(typeof missing.body.message, 'string');
    assert.deepEqual(Object.keys(missing.body).sort(), ['errorCode', 'message']);
  });

  it("GET /me/product-recommendations is A's", async () => {
    const got = await get('/me/product-recommendations');
    assert.equal(got.status, 200);
    assert.equal(got.body.contactId, a);
    assert.ok(Array.isArray(got.body.products));
  });

  it("GET/DELETE /me/back-in-stock: lists A's, removes A's, never B's (404)", async () => {
    const got = await get('/me/back-in-stock');
    assert.equal(got.status, 200);
    assert.ok(got.body.length > 0);
    for (const s of got.body) assert.equal(s.contactId, a);

    const theirs = (await f.direct.getBackInStockSubscriptions(b))[0];
    assert.ok(theirs);
    const refused = await call(f.origin, 'DELETE', `/me/back-in-stock/${theirs.id}`, { as: a });
    assert.equal(refused.status, 404);
    assert.ok((await f.direct.getBackInStockSubscriptions(b)).some((s) => s.id === theirs.id));
    const byQuery = await call(f.origin, 'DELETE', `/me/back-in-stock/${got.body[0].id}`, {
      as: a,
      query: { contactId: b },
    });
    assert.equal(byQuery.status, 403);

    const mine = got.body[0].id as string;
    const removed = await call(f.origin, 'DELETE', `/me/back-in-stock/${mine}`, { as: a });
    assert.equal(removed.status, 204);
    assert.equal(removed.text, '');
    assert.equal(removed.headers.get('cache-control'), 'no-store');
    assert.ok(!(await f.direct.getBackInStockSubscriptions(a)).some((s) => s.id === mine));
    assert.equal(
      (await call(f.origin, 'DELETE', `/me/back-in-stock/${mine}`, { as: a })).status,
      404,
    );
    assert.equal((await call(f.origin, 'DELETE', '/me/back-in-stock/x', { as: a })).status, 400);
  });

  it('GET /me/messages reads the channel, at most count', async () => {
    for (const channel of ['email', 'sms', 'postal']) {
      const got = await get('/me/messages', { query: { channel, count: 2 } });
      assert.equal(got.status, 200, channel);
      assert.ok(got.body.items.length <= 2);
    }
    const sms = await get('/me/messages', { query: { channel: 'sms', count: 500 } });
    const direct = await f.direct.getSmsMessages(a, { count: 500 });
    assert.deepEqual(
      sms.body.items.map((m: any) => m.messageId),
      direct.items.map((m) => m.messageId),
    );
  });

  it("POST /me/unsubscribe unsubscribes A, on A's message only", async () => {
    const events = async () =>
      (await (await fetch(`${f.upstream.url}/__reference/engage/events`)).json()) as {
        unsubscriptions: { contactId: string; channel: string; messageId: string | null }[];
      };
    const theirs = (await f.direct.getSmsMessages(b, { count: 1 })).items[0];
    const mine = (await f.direct.getSmsMessages(a, { count: 1 })).items[0];
    assert.ok(theirs && mine);
    const refused = await post('/me/unsubscribe', {
      query: { channel: 'sms', messageId: theirs.messageId },
    });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.errorCode, 'MessageNotFound');
    assert.equal(
      (await post('/me/unsubscribe', { query: { channel: 'sms', contactId: b } })).status,
      403,
    );
    assert.equal((await events()).unsubscriptions.length, 0, 'nobody was unsubscribed');

    const got = await post('/me/unsubscribe', {
      query: { channel: 'sms', messageId: mine.messageId },
    });
    assert.equal(got.status, 200);
    assert.equal(got.body.unsubscribed, true);
    const email = await post('/me/unsubscribe', { query: { channel: 'email' } });
    assert.equal(email.status, 200);
    assert.deepEqual(
      (await events()).unsubscriptions.map((u) => [u.contactId, u.channel]),
      [
        [a, 'sms'],
        [a, 'email'],
      ],
    );
    const postal = await post('/me/unsubscribe', { query: { channel: 'postal' } });
    assert.equal(postal.status, 400);
    assert.match(postal.body.message, /^channel: expected one of/);
    const withBody = await post('/me/unsubscribe', { query: { channel: 'sms' }, body: { x: 1 } });
    assert.equal(withBody.status, 400);
    assert.match(withBody.body.message, /^body: this route takes no body/);
  });

  it('POST /me/nps creates A’s response; grade 1–10; never for B', async () => {
    const events = async () =>
      (
        (await (await fetch(`${f.upstream.url}/__reference/engage/events`)).json()) as {
          npsResponses: { contactId: string; grade: number; storeId: string | null }[];
        }
      ).npsResponses;
    for (const [body, message] of [
      [{ grade: 11 }, /^grade: must be at most 10/],
      [{ grade: 0 }, /^grade: must be at least 1/],
      [{ grade: 7.5 }, /^grade: must be an integer/],
      [{ grade: '7' }, /^grade: expected number/],
      [{}, /^grade: is required/],
      [{ grade: 7, storeId: '' }, /^storeId: /],
      [{ grade: 7, comment: 'hi' }, /unknown member comment/],
      [[7], /expected object/],
      ['{"grade":', /^body: is not valid JSON/],
    ] as const) {
      const got = await post('/me/nps', { body });
      assert.equal(got.status, 400, JSON.stringify(body));
      assert.match(got.body.message, message);
    }
    const foreign = await post('/me/nps', { body: { grade: 9, contactId: b } });
    assert.equal(foreign.status, 403);
    assert.deepEqual(await events(), []);

    const got = await post('/me/nps', { body: { grade: 8, storeId: 'store-1' } });
    assert.equal(got.status, 200);
    assert.equal(got.body.grade, 8);
    assert.deepEqual(
      (await events()).map((e) => [e.contactId, e.grade, e.storeId]),
      [[a, 8, 'store-1']],
    );
  });

  it('answers 404 for other routes and methods', async () => {
    for (const [method, path] of [
      ['GET', '/contacts'],
      ['GET', `/contacts/${b}`],
      ['GET', '/me'],
      ['POST', '/me/achievements'],
      ['GET', '/me/challenges/x/y/z'],
      ['GET', '/api/v3/consents'],
    ] as const) {
      const got = await call(f.origin, method, path, { as: a });
      assert.equal(got.status, 404, `${method} ${path}`);
      assert.equal(got.body.errorCode, 'NotFound');
    }
  });

  it('refuses POST/DELETE from another origin (403), accepts same-origin ones', async () => {
    const foreign = await post('/me/nps', {
      body: { grade: 5 },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.status, 403);
    const same = await post('/me/nps', { body: { grade: 5 }, headers: { origin: f.origin } });
    assert.equal(same.status, 200);
  });

  it('never puts the API key in an answer (every answer of this file)', () => {
    assert.ok(answers.length > 80, `scanned ${answers.length} answers`);
    for (const answer of answers) {
      assert.ok(!answer.text.includes(KEY), `${answer.what}: body`);
      answer.headers.forEach((value, name) =>
        assert.ok(!value.includes(KEY) && !name.includes(KEY), `${answer.what}: header ${name}`),
      );
    }
  });
});
