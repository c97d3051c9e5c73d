/**
 * The secure proxy against hostile requests found by the engage-at-scale review: consent recorded
 * for a challenge that cannot be joined, prototype keys, an existence oracle for contact ids,
 * deeply nested bodies, TRACE, and the Origin check.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { call, contactWith, startFixture, type Fixture } from './proxy-helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A raw request through node:http, which (unlike fetch) can send TRACE and omit Origin. */
function raw(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; text: string; type: string | undefined }>(
    (resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, type: res.headers['content-type'] }),
        );
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('engage proxy: hardening against hostile requests', () => {
  let f: Fixture;
  let a: string;
  let b: string;

  before(async () => {
    f = await startFixture();
    a = contactWith(f.catalog, ['withActiveAssignment', 'withBackInStock']);
    b = contactWith(f.catalog, ['withActiveAssignment'], [a]);
  });
  after(() => f.close());

  const consentRequired = (status: string) => {
    const id = (f.catalog.definitions[status] ?? []).find((d) =>
      (f.catalog.definitions.consentRequired ?? []).includes(d),
    );
    assert.ok(id, `a ${status} definition that needs consent`);
    return id;
  };

  it('joining a Draft or Scheduled challenge records no consent and names no hidden definition', async () => {
    const draft = consentRequired('Draft');
    const scheduled = consentRequired('Scheduled');
    const joiner = contactWith(f.catalog, ['withoutConsent', 'withoutAssignments'], [a, b]);
    const draftName = (await f.direct.getChallengeDefinition(draft)).name;

    const hidden = await call(f.origin, 'POST', `/me/challenges/${draft}/join`, {
      as: joiner,
      body: { consent: true },
    });
    const unknown = await call(f.origin, 'POST', `/me/challenges/${UNKNOWN_ID}/join`, {
      as: joiner,
      body: { consent: true },
    });
    assert.equal(hidden.status, 404, hidden.text);
    assert.deepEqual(hidden.body, unknown.body, 'a draft answers exactly as an unknown id');
    assert.ok(!hidden.text.includes(draftName), "the draft's name is not passed on");

    const notOpen = await call(f.origin, 'POST', `/me/challenges/${scheduled}/join`, {
      as: joiner,
      body: { consent: true },
    });
    assert.equal(notOpen.status, 400, notOpen.text);
    assert.equal(notOpen.body.errorCode, 'ChallengeNotActive');
    const scheduledName = (await f.direct.getChallengeDefinition(scheduled)).name;
    assert.ok(!notOpen.text.includes(scheduledName));

    assert.notEqual(
      (await f.direct.getContact(joiner)).challengeConsent,
      true,
      'no consent was recorded for a challenge the contact could not join',
    );
  });

  it('a "__proto__" member is not consent: only an own consent === true counts', async () => {
    const joiner = contactWith(f.catalog, ['withConsent', 'withoutAssignments'], [a, b]);
    const definition = f.catalog.definitions.Active?.[0] ?? '';
    const got = await call(f.origin, 'POST', `/me/challenges/${definition}/join`, {
      as: joiner,
      body: '{"__proto__": {"consent": true}}',
    });
    assert.equal(got.status, 400, got.text);
    const mine = await f.direct.listChallenges({ contactId: joiner });
    assert.ok(!mine.items.some((item) => item.challengeId === definition), 'nobody joined');
  });

  it("answers another contact's id exactly as a random uuid (no existence oracle)", async () => {
    const theirs = (await f.direct.listChallenges({ contactId: b })).items[0];
    assert.ok(theirs);
    const cases: [string, (id: string) => string, (id: string) => unknown][] = [
      ['GET', (id) => `/me/challenges/${id}`, () => undefined],
      ['DELETE', (id) => `/me/back-in-stock/${id}`, () => undefined],
      ['POST', (id) => `/me/challenges/${id}/join`, () => ({ consent: true })],
      ['POST', () => '/me/nps', (id) => ({ grade: 7, storeId: id })],
    ];
    for (const [method, path, body] of cases) {
      const answer = async (id: string) => {
        const got = await call(f.origin, method, path(id), { as: a, body: body(id) });
        return { status: got.status, errorCode: got.body?.errorCode, message: got.body?.message };
      };
      assert.deepEqual(await answer(b), await answer(UNKNOWN_ID), `${method} ${path('{id}')}`);
    }
    // B's assignment id answers as an unknown assignment, too.
    const own = await call(f.origin, 'GET', `/me/challenges/${theirs.id}`, { as: a });
    const unknown = await call(f.origin, 'GET', `/me/challenges/${UNKNOWN_ID}`, { as: a });
    assert.deepEqual([own.status, own.body], [unknown.status, unknown.body]);
  });

  it('refuses a deeply nested body with 400 instead of overflowing the stack', async () => {
    const depth = 7000;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    const got = await call(f.origin, 'POST', '/me/nps', { as: a, body: nested });
    assert.equal(got.status, 400, got.text);
    assert.equal(got.body.errorCode, 'ValidationError');
    assert.match(got.body.message, /^body: nests deeper than \d+ levels/);
  });

  it('refuses a body that names a member twice (400), as the CLI refuses such a file', async () => {
    // JSON.parse keeps the last: {"grade":1,"grade":10} was sent as a 10 (audit s35 recheck).
    const got = await call(f.origin, 'POST', '/me/nps', { as: a, body: '{"grade":1,"grade":10}' });
    assert.equal(got.status, 400, got.text);
    assert.equal(got.body.errorCode, 'ValidationError');
    assert.equal(got.body.message, 'body.grade: is named twice');
  });

  it('answers TRACE (and other methods it does not serve) with 405 and Allow', async () => {
    for (const method of ['TRACE', 'PUT', 'PATCH']) {
      const got = await raw(f.origin, method, '/engage-proxy/consents', {
        cookie: `sf-test-contact=${a}`,
      });
      assert.equal(got.status, 405, `${method}: ${got.text}`);
      assert.equal(JSON.parse(got.text).errorCode, 'MethodNotAllowed');
    }
  });

  it('answers HEAD as GET without a body (it is one of the methods it serves)', async () => {
    for (const path of ['/engage-proxy/consents', '/engage-proxy/me/achievements']) {
      const cookie = `sf-test-contact=${a}`;
      const get = await raw(f.origin, 'GET', path, { cookie });
      const head = await raw(f.origin, 'HEAD', path, { cookie });
      assert.equal(get.status, 200, get.text);
      assert.equal(head.status, 200, `HEAD ${path}: ${head.status}`);
      assert.equal(head.text, '');
      assert.equal(head.type, get.type);
    }
    const unknown = await raw(f.origin, 'HEAD', '/engage-proxy/me/nps', {
      cookie: `sf-test-contact=${a}`,
    });
    assert.equal(unknown.status, 404, 'a route only POST serves has no HEAD');
  });

  it('compares the scheme of Origin, and falls back to Sec-Fetch-Site and Referer', async () => {
    const own = new URL(f.origin);
    const post = (headers: Record<string, string>) =>
      raw(
        f.origin,
        'POST',
        '/engage-proxy/me/nps',
        { cookie: `sf-test-contact=${a}`, 'content-type': 'application/json', ...headers },
        JSON.stringify({ grade: 5 }),
      );
    const refused: Record<string, string>[] = [
      { origin: `https://${own.host}` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/account' },
      { referer: `https://${own.host}/account` },
      {},
    ];
    for (const headers of refused)
      assert.equal((await post(headers)).status, 403, JSON.stringify(headers));
    const accepted: Record<string, string>[] = [
      { origin: f.origin },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${f.origin}/account/page` },
    ];
    for (const headers of accepted)
      assert.equal((await post(headers)).status, 200, JSON.stringify(headers));
  });
});
