import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import {
  EngageNetworkError,
  EngageRequestTimeoutError,
  EngageResponseError,
  EngageServiceError,
} from '../../../src/server/engage/errors.ts';
import { createEngageProxy } from '../../../src/server/engage/proxy.ts';
import {
  answers,
  BASE,
  call,
  contactWith,
  cookieSession,
  KEY,
  serve,
  startFixture,
  type Fixture,
} from './proxy-helpers.ts';

describe('engage proxy: rate limit, upstream failures, adapters', () => {
  let f: Fixture;
  let a: string;
  let b: string;

  before(async () => {
    f = await startFixture();
    a = contactWith(f.catalog, ['withSummary']);
    b = contactWith(f.catalog, ['withSummary'], [a]);
  });
  after(() => f.close());

  it('limits each contact: 429 with Retry-After over the limit, then recovers after the window', async () => {
    // A window long enough for four requests on a loaded machine (/consents makes two upstream calls).
    const origin = await f.extra({ rateLimit: { limit: 3, windowMs: 2000 } });
    assert.equal((await call(origin, 'GET', '/consents', { as: a })).status, 200);
    // The window started before this first answer arrived.
    const windowStartedBy = Date.now();
    // Refused and unknown requests count too.
    assert.equal((await call(origin, 'GET', '/nothing', { as: a })).status, 404);
    assert.equal((await call(origin, 'GET', '/me/challenges?count=0', { as: a })).status, 400);
    const limited = await call(origin, 'GET', '/consents', { as: a });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.errorCode, 'TooManyRequests');
    assert.equal(limited.headers.get('retry-after'), '2');
    assert.equal(limited.headers.get('cache-control'), 'no-store');
    // Another contact has a limit of its own.
    assert.equal((await call(origin, 'GET', '/consents', { as: b })).status, 200);
    // Still limited within the window.
    assert.equal((await call(origin, 'GET', '/me/purchase-summary', { as: a })).status, 429);
    await sleep(Math.max(0, windowStartedBy + 2020 - Date.now()));
    assert.equal((await call(origin, 'GET', '/consents', { as: a })).status, 200);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const told: unknown[] = [];
    const origin = await f.extra({
      baseUrl: `http://127.0.0.1:${port}/engage`,
      onError: (error) => told.push(error),
    });
    const got = await call(origin, 'GET', '/me/purchase-summary', { as: a });
    assert.equal(got.status, 502);
    assert.equal(got.body.errorCode, 'UpstreamUnavailable');
    assert.doesNotMatch(got.text, new RegExp(String(port)), 'no upstream address in the answer');
    // The shop's monitoring hears of it (audit s35 B2: it did not).
    assert.equal(told.length, 1);
    assert.ok(told[0] instanceof EngageNetworkError);
  });

  it('tells onError of a service that fails, times out or answers garbage, not of its refusals', async () => {
    // One upstream answer per case, for GET /me/purchase-summary (one upstream call).
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    type Failure = abstract new (...args: never[]) => Error;
    const hang = () => new Promise<Response>(() => {});
    const cases: [string, () => Promise<Response>, number, Failure | undefined][] = [
      ['garbage', async () => new Response('<html>oops</html>'), 502, EngageResponseError],
      ['hang', hang, 504, EngageRequestTimeoutError],
      ['5xx', async () => json(500, { errorCode: 'InternalError' }), 502, EngageServiceError],
      ['busy', async () => json(503, { errorCode: 'Unavailable' }), 503, EngageServiceError],
      ['wrong key', async () => json(403, { errorCode: 'Forbidden' }), 502, EngageServiceError],
      // The service's answers about the shopper's request are not the shop's failures.
      ['not found', async () => json(404, { errorCode: 'RetailKpiNotCalculated' }), 404, undefined],
      ['refused', async () => json(422, { errorCode: 'ValidationError' }), 422, undefined],
    ];
    const seen: string[] = [];
    for (const [name, answer, status, expected] of cases) {
      const told: unknown[] = [];
      const origin = await f.extra({
        fetch: answer,
        timeoutMs: 300,
        onError: (error) => told.push(error),
      });
      const got = await call(origin, 'GET', '/me/purchase-summary', { as: a });
      seen.push(name);
      assert.equal(got.status, status, name);
      // Once each (audit s35 B2: never), with the client's error; never for a refusal.
      assert.equal(told.length, expected ? 1 : 0, `${name}: told ${told.length} times`);
      if (expected) assert.ok(told[0] instanceof expected, `${name}: told ${String(told[0])}`);
    }
    assert.equal(seen.length, cases.length);
  });

  it("maps the service's errors: 5xx → 502, a wrong key → 502 (not the shopper's 401/403)", async () => {
    const failing = contactWith(f.catalog, ['backInStockFailure']);
    const got = await call(f.origin, 'GET', '/me/back-in-stock', { as: failing });
    assert.equal(got.status, 502);
    assert.equal(got.body.errorCode, 'UpstreamError');

    const wrongKey = 'a-wrong-engage-key';
    const origin = await f.extra({ apiKey: wrongKey });
    const refused = await call(origin, 'GET', '/consents', { as: a });
    assert.equal(refused.status, 502);
    assert.ok(!refused.text.includes(wrongKey));
  });

  it('scrubs the key from error messages the service echoes', async () => {
    const echo: typeof fetch = async (input) =>
      new Response(
        JSON.stringify({
          errorCode: 'InvalidParameter',
          message: `no answer for ${String(input)} with apikey ${KEY}`,
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    const origin = await f.extra({ fetch: echo });
    const got = await call(origin, 'GET', '/me/purchase-summary', { as: a });
    assert.equal(got.status, 400);
    assert.equal(got.body.errorCode, 'InvalidParameter');
    assert.match(got.body.message, /with apikey \*\*\*/);
    assert.ok(!got.text.includes(KEY));

    // Even a success that carried the key would not pass it on.
    const leaky: typeof fetch = async () =>
      new Response(JSON.stringify([{ id: 'c1', name: KEY, metaData: {} }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const leakyOrigin = await f.extra({ fetch: leaky });
    const consents = await call(leakyOrigin, 'GET', '/consents', { as: a });
    assert.equal(consents.status, 200);
    assert.ok(!consents.text.includes(KEY));
  });

  it('sends the key upstream as `apikey` and nothing of the browser request (cookies)', async () => {
    const sent: Headers[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const origin = await f.extra({ fetch: recording });
    const got = await call(origin, 'GET', '/me/purchase-summary', {
      as: a,
      headers: { authorization: 'Bearer shop-session' },
    });
    assert.equal(got.status, 200);
    assert.ok(sent.length > 0);
    for (const headers of sent) {
      assert.equal(headers.get('apikey'), KEY);
      assert.equal(headers.get('cookie'), null);
      assert.equal(headers.get('authorization'), null);
    }
  });

  it('works as a web handler, also on an in-process reference handler (no port)', async () => {
    const reference = createReferenceHandler();
    const proxy = createEngageProxy({
      baseUrl: 'http://reference.invalid/engage',
      apiKey: KEY,
      basePath: '/engage-proxy/',
      resolveContactId: async () => a,
      fetch: async (input, init) =>
        (await reference(new Request(input, init))) ?? new Response(null, { status: 404 }),
    });
    const got = await proxy(new Request('http://shop.example/engage-proxy/me/purchase-summary'));
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('cache-control'), 'no-store');
    assert.equal(
      typeof ((await got.json()) as { purchaseAmountAll: unknown }).purchaseAmountAll,
      'number',
    );
    const outside = await proxy(new Request('http://shop.example/elsewhere/consents'));
    assert.equal(outside.status, 404);
  });

  it('as node middleware, hands requests outside its base path to next()', async () => {
    const proxy = createEngageProxy({
      baseUrl: `${f.upstream.url}/engage`,
      apiKey: KEY,
      basePath: BASE,
      resolveContactId: cookieSession,
    });
    const server = createServer((req, res) =>
      proxy.node(req, res, () => {
        res.statusCode = 299;
        res.end('next');
      }),
    );
    const served = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
    try {
      const outside = await fetch(`${served}/engage-proxyx/consents`);
      assert.equal(outside.status, 299);
      assert.equal(await outside.text(), 'next');
      assert.equal((await call(served, 'GET', '/consents', { as: a })).status, 200);
      assert.equal((await call(served, 'GET', '/unknown', { as: a })).status, 404);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 500 without details when the session check throws, and tells onError', async () => {
    const errors: unknown[] = [];
    const served = await serve(
      createEngageProxy({
        baseUrl: `${f.upstream.url}/engage`,
        apiKey: KEY,
        basePath: BASE,
        resolveContactId: () => {
          throw new Error(`session store down (${KEY})`);
        },
        onError: (error) => errors.push(error),
      }),
    );
    try {
      const got = await call(served.url, 'GET', '/consents', { as: a });
      assert.equal(got.status, 500);
      assert.equal(got.body.errorCode, 'SessionError');
      assert.doesNotMatch(got.text, /session store down/);
      assert.equal(errors.length, 1);
    } finally {
      await served.close();
    }
  });

  it('refuses bodies over 16 KiB (413)', async () => {
    const got = await call(f.origin, 'POST', '/me/nps', {
      as: a,
      body: { grade: 5, storeId: 'x'.repeat(20_000) },
    });
    assert.equal(got.status, 413);
    assert.equal(got.body.errorCode, 'PayloadTooLarge');

    // Streamed (chunked, no declared length): read to the limit, then refused.
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${f.origin}${BASE}/me/nps`, {
      method: 'POST',
      headers: {
        cookie: `sf-test-contact=${a}`,
        'content-type': 'application/json',
        origin: f.origin,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assert.equal(streamed.status, 413);
    assert.equal(((await streamed.json()) as { errorCode: string }).errorCode, 'PayloadTooLarge');
  });

  /**
   * A signed-in POST /me/nps through `origin` whose body never ends: `piece` written every
   * `everyMs`. Resolves with the status of the answer (rejects without one within 5 s).
   */
  const trickledPost = (origin: string, piece: string, everyMs: number) =>
    new Promise<number | undefined>((resolve, reject) => {
      const req = request(new URL(`${origin}${BASE}/me/nps`), {
        method: 'POST',
        headers: { cookie: `sf-test-contact=${a}`, 'content-type': 'application/json', origin },
      });
      let written = 0;
      const trickle = setInterval(() => {
        if (req.destroyed) return;
        req.write(piece);
        written += piece.length;
      }, everyMs);
      const stop = () => {
        clearInterval(trickle);
        clearTimeout(limit);
        req.destroy();
      };
      const limit = setTimeout(() => {
        stop();
        reject(new Error(`no answer within 5 s; ${written} bytes sent`));
      }, 5000);
      req.write('{"grade":');
      req.on('response', (res) => {
        stop();
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', (error) => {
        stop();
        reject(error);
      });
    });

  it('as node middleware, answers a body that never ends with 413 and stops reading it', async () => {
    // The adapter read every streamed body to its end before answering (the rest past 16 KiB was
    // dropped): a client trickling a body for ever held the request, unanswered, until Node's
    // own request timeout (5 minutes by default).
    assert.equal(await trickledPost(f.origin, ' '.repeat(4096), 5), 413);
  });

  it('answers a body that trickles in too slowly with 408 and stops waiting (audit s35 B5)', async () => {
    // A byte now and then kept each request open until Node's own 5-minute request timeout: 50
    // such requests of one signed-in client held 50 connections.
    const started = Date.now();
    assert.equal(await trickledPost(await f.extra({ bodyTimeoutMs: 300 }), ' ', 100), 408);
    assert.ok(Date.now() - started < 2000, `answered after ${Date.now() - started} ms`);
    for (const bodyTimeoutMs of [0, -1, 1.5, Number.NaN])
      assert.throws(
        () =>
          createEngageProxy({
            baseUrl: f.upstream.url,
            apiKey: KEY,
            resolveContactId: () => a,
            bodyTimeoutMs,
          }),
        /bodyTimeoutMs must be a whole number of milliseconds of at least 1/,
      );
  });

  it('as a web handler, stops reading a streamed body at 16 KiB (413)', async () => {
    // A framework's route handler (Next.js, Hono, a worker) hands the proxy a fetch `Request`
    // whose body may come chunked, without a length. It read the whole body before measuring it:
    // 64 MiB read, held and only then refused (measured), and a body that never ends was never
    // answered.
    const proxy = createEngageProxy({
      baseUrl: `${f.origin}/engage`,
      apiKey: KEY,
      basePath: '/engage-proxy/',
      resolveContactId: async () => a,
    });
    const chunk = new Uint8Array(4096).fill(0x20);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const got = await proxy(
      new Request('http://shop.example/engage-proxy/me/nps', {
        method: 'POST',
        headers: { origin: 'http://shop.example', 'content-type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(got.status, 413);
    assert.equal(((await got.json()) as { errorCode: string }).errorCode, 'PayloadTooLarge');
    assert.ok(pulled <= 64 * 1024, `read ${pulled} bytes of the body for a limit of 16 KiB`);
  });

  it('never puts the API key in an answer (every answer of this file)', () => {
    assert.ok(answers.length > 15, `scanned ${answers.length} answers`);
    for (const answer of answers) {
      assert.ok(!answer.text.includes(KEY), `${answer.what}: body`);
      answer.headers.forEach((value, name) =>
        assert.ok(!value.includes(KEY) && !name.includes(KEY), `${answer.what}: header ${name}`),
      );
    }
  });
});
