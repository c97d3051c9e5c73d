/**
 * The contact engagement client, and the secure proxy that uses it, against a service that
 * misbehaves on purpose (local, 127.0.0.1, port 0): an answer past `maxResponseBytes` is cut off
 * as it streams in, a service that never answers (or stalls halfway) runs into `timeoutMs`, and the
 * proxy answers the shopper's browser 502 and 504 for them instead of holding its request. Before,
 * the client read any answer whole and waited for ever: a proxy whose service hung held every
 * account page's request open until the browser gave up.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { gzipBomb, hostile, MiB, refused, unanswering, within } from '../hostile.ts';
import {
  createEngageClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_REQUEST_TIMEOUT_MS,
  EngageRequestTimeoutError,
  EngageResponseError,
} from '../../../src/server/engage/client.ts';
import { createEngageProxy, DEFAULT_PROXY_TIMEOUT_MS } from '../../../src/server/engage/proxy.ts';

const KEY = 'engage-limits-key';
const CONTACT = '3f0c1c6e-8a39-4c55-9c55-6a3b1f2d4e5a';

describe('engage client and proxy: answers too large', () => {
  let bomb: Buffer;
  let server: Awaited<ReturnType<typeof hostile>>;
  before(async () => {
    bomb = await gzipBomb(64 * MiB, { json: true });
    server = await hostile((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    });
  });
  after(() => server.close());

  it('stops reading an answer at maxResponseBytes', async () => {
    assert.ok(bomb.length < MiB, `${bomb.length} bytes on the wire`);
    const client = createEngageClient({
      baseUrl: server.url,
      apiKey: KEY,
      maxResponseBytes: 4 * MiB,
    });
    const { grownMiB } = await refused(
      client.getContactAchievements(CONTACT),
      EngageResponseError,
      /more than 4194304 bytes \(maxResponseBytes\)/,
    );
    assert.ok(grownMiB < 32, `${grownMiB} MiB of buffers kept`);
  });

  it('has a documented default cap of 64 MiB', () => {
    assert.equal(DEFAULT_MAX_RESPONSE_BYTES, 64 * MiB);
  });
});

describe('engage client: answers nested too deeply (audit s35 B9)', () => {
  // An object a million levels deep: JSON.parse takes it, a shop's JSON.stringify of the result
  // then overflows the stack, and the tolerant purchase summary read it as {} (a 200 through the
  // proxy). The admin client refused the same answer.
  const deep = `${'{"a":'.repeat(1_000_000)}1${'}'.repeat(1_000_000)}`;
  const client = createEngageClient({
    baseUrl: 'http://engage.invalid',
    apiKey: KEY,
    fetch: async () => new Response(deep, { headers: { 'Content-Type': 'application/json' } }),
  });

  it('refuses it as an unexpected answer, for a free-form contact and a typed summary', async () => {
    for (const call of [
      () => client.getContact(CONTACT),
      () => client.getPurchaseHistorySummary(CONTACT),
    ])
      await assert.rejects(call(), (error: unknown) => {
        assert.ok(error instanceof EngageResponseError, String(error));
        assert.match(error.message, /nests arrays and objects more than 64 levels deep/);
        return true;
      });
  });
});

describe('engage client and proxy: a service that does not answer', () => {
  let servers: Awaited<ReturnType<typeof unanswering>>;
  before(async () => {
    servers = await unanswering('[{"achievementId":');
  });
  after(() => servers.close());

  for (const which of ['silent', 'stalling'] as const)
    it(`gives up on a ${which} service after timeoutMs`, async () => {
      const client = createEngageClient({
        baseUrl: servers.url(which),
        apiKey: KEY,
        timeoutMs: 300,
      });
      const { ms } = await refused(
        client.getContactAchievements(CONTACT),
        EngageRequestTimeoutError,
        /no complete answer within 300 ms/,
      );
      assert.ok(ms < 5000, `${ms} ms`);
    });

  it('has documented defaults: 60 s for the client, 10 s for the proxy', () => {
    assert.equal(DEFAULT_REQUEST_TIMEOUT_MS, 60_000);
    assert.equal(DEFAULT_PROXY_TIMEOUT_MS, 10_000);
  });

  it("the proxy answers the shopper's browser 504 when the service does not answer in time", async () => {
    const proxy = createEngageProxy({
      baseUrl: servers.url('stalling'),
      apiKey: KEY,
      basePath: '/engage-proxy/',
      resolveContactId: async () => CONTACT,
      timeoutMs: 300,
    });
    const start = performance.now();
    const got = await within(
      10_000,
      proxy(new Request('http://shop.example/engage-proxy/me/achievements')),
    );
    assert.equal(got.status, 504);
    const body = (await got.json()) as { errorCode: string; message: string };
    assert.equal(body.errorCode, 'UpstreamTimeout');
    assert.ok(!JSON.stringify(body).includes(KEY));
    assert.ok(performance.now() - start < 5000);
  });
});

/** The proxy over `service` (as its `fetch`), asked `path` by the signed-in contact's browser. */
const shopperAsks = (service: typeof fetch, path: string) =>
  createEngageProxy({
    baseUrl: 'http://service.invalid',
    apiKey: KEY,
    resolveContactId: async () => CONTACT,
    fetch: service,
    basePath: '/',
  })(new Request(`http://shop.example${path}`));

describe('engage proxy: a service whose paging does not end', () => {
  it('names achievements from a bounded number of definition pages, and answers', async () => {
    // `GET /me/achievements` names the contact's achievements from every achievement definition,
    // paged through op 2 until `totalCount`. A service that counted 1,000,000,000 definitions
    // (or kept answering pages) made the proxy page for ever: the shopper's request never ended.
    const asked: string[] = [];
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
    const service: typeof fetch = async (input) => {
      // An answer a moment later, as over a network (and so that `within` can fire).
      await new Promise((resolve) => setTimeout(resolve, 1));
      const url = new URL(String(input));
      asked.push(url.pathname);
      if (url.pathname.endsWith(`/contacts/${CONTACT}/achievements`))
        return json([{ id: 'first' }, { id: 'unnamed' }]);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 100);
      const items = Array.from({ length: count }, (_, index) => ({
        id: offset + index === 0 ? 'first' : `d${offset + index}`,
        name: offset + index === 0 ? 'First purchase' : `Definition ${offset + index}`,
      }));
      return json({ items, totalCount: 1_000_000_000, offset, count });
    };
    const got = await within(10_000, shopperAsks(service, '/me/achievements'));
    assert.equal(got.status, 200);
    assert.deepEqual(await got.json(), [
      { id: 'first', name: 'First purchase' },
      { id: 'unnamed' },
    ]);
    const pages = asked.filter((path) => path.endsWith('/api/v3/achievements')).length;
    assert.ok(pages <= 4, `${pages} pages of definitions asked for one shopper's request`);
  });
});

describe('engage proxy: a service that answers more than the page asked for', () => {
  const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
  const definition = (id: string) => ({
    id,
    name: `Challenge ${id.slice(-5)}`,
    requiredNumberOfCheckpoints: 3,
    isContactConsentRequired: false,
    status: 'Active',
  });
  const assignment = (index: number) => ({
    id: guid(index),
    challengeId: guid(100_000 + index),
    contactId: CONTACT,
    challengeStart: '2026-01-01T00:00:00Z',
    completedCheckpoints: 1,
    requiredCheckpoints: 3,
    isActive: true,
    isChallengeCompleted: false,
    status: 'Active',
  });
  const page = (items: unknown[]) => json({ items, totalCount: 20_000, offset: 0, count: 20_000 });
  let asked = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  /** 20,000 of anything listed, whatever `count` asked for; one definition by id. */
  const service: typeof fetch = async (input) => {
    asked++;
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    const path = new URL(String(input)).pathname;
    const id = path.match(/\/challenges\/definitions\/([^/]+)$/)?.[1];
    if (id) return json(definition(id));
    if (path.endsWith('/challenges/definitions'))
      return page(Array.from({ length: 20_000 }, (_, index) => definition(guid(index))));
    return page(Array.from({ length: 20_000 }, (_, index) => assignment(index)));
  };
  beforeEach(() => {
    asked = inFlight = mostInFlight = 0;
  });

  it('GET /me/challenges: reads the page, and asks for the definitions a few at a time', async () => {
    // It asked the service for one page of the contact's assignments (the service's default
    // count, 100) and then for the definition of every challenge in the answer, all at once: a
    // service answering 20,000 assignments of 20,000 challenges made one shopper's request 20,001
    // requests to the service, 20,000 of them in flight together.
    const got = await within(20_000, shopperAsks(service, '/me/challenges'));
    assert.equal(got.status, 200);
    const body = (await got.json()) as { items: { definition?: { name: string } }[] };
    assert.equal(body.items.length, 100);
    assert.equal(body.items[99]!.definition?.name, 'Challenge 00099');
    assert.equal(asked, 101, 'requests to the service');
    assert.ok(mostInFlight <= 6, `${mostInFlight} requests to the service in flight together`);
  });

  it('GET /challenge-definitions: reads the page it asked for', async () => {
    const got = await within(20_000, shopperAsks(service, '/challenge-definitions?count=20'));
    assert.equal(got.status, 200);
    const body = (await got.json()) as { items: unknown[] };
    assert.equal(body.items.length, 20);
    assert.equal(asked, 1, 'requests to the service');
  });
});
