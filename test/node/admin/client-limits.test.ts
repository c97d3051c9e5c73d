/**
 * The admin client and CLI against servers that misbehave on purpose (local, 127.0.0.1, port 0):
 * gzip bombs are cut off at `maxResponseBytes`, a server that never answers runs into `timeoutMs`
 * (CLI `--timeout`, exit 5), and retries of 409/503 are spread by full jitter.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipBomb, hostile, MiB, refused, unanswering, within } from '../hostile.ts';
import type { NavigationContainer } from '../../../src/api/schemas/admin.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';
import {
  AdminResponseError,
  AdminTimeoutError,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  createAdminClient,
  type RetryEvent,
} from '../../../src/server/admin/client.ts';
import { EXIT, main } from '../../../src/server/cli.ts';

const KEY = 'reference-api-key';

describe('admin client: answers too large', () => {
  let bomb: Buffer;
  let server: Awaited<ReturnType<typeof hostile>>;
  before(async () => {
    bomb = await gzipBomb(64 * MiB);
    server = await hostile((req, res) => {
      const labelled = !req.url?.includes('unlabelled');
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(labelled ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(bomb);
    });
  });
  after(() => server.close());

  for (const variant of ['labelled', 'unlabelled'] as const)
    it(`stops inflating a ${variant} gzip bomb at maxResponseBytes`, async () => {
      assert.ok(bomb.length < MiB, `${bomb.length} bytes on the wire`);
      const admin = createAdminClient({
        baseUrl: `${server.url}/${variant}`,
        apiKey: KEY,
        maxResponseBytes: 4 * MiB,
      });
      const { grownMiB } = await refused(
        admin.exportNavigation({ market: 'SE', locale: 'sv-SE' }),
        AdminResponseError,
        /more than 4194304 bytes \(maxResponseBytes\)/,
      );
      assert.ok(grownMiB < 32, `${grownMiB} MiB of buffers kept`);
    });

  it('has a documented default cap of 64 MiB', () => {
    assert.equal(DEFAULT_MAX_RESPONSE_BYTES, 64 * MiB);
  });
});

describe('admin client and CLI: servers that do not answer', () => {
  let servers: Awaited<ReturnType<typeof unanswering>>;
  before(async () => {
    servers = await unanswering('{"market":');
  });
  after(() => servers.close());

  for (const which of ['silent', 'stalling'] as const)
    it(`times out on a ${which} server with an AdminTimeoutError`, async () => {
      const admin = createAdminClient({ baseUrl: servers.url(which), apiKey: KEY, timeoutMs: 300 });
      const { ms } = await refused(
        admin.exportNavigation({ market: 'SE', locale: 'sv-SE' }),
        AdminTimeoutError,
        /no complete answer within 300 ms/,
      );
      assert.ok(ms < 5000, `${ms} ms`);
    });

  it('times out by default after 60 s', () => {
    assert.equal(DEFAULT_TIMEOUT_MS, 60_000);
  });

  it('the CLI takes --timeout in seconds and exits 5 when it runs out', async () => {
    let stderr = '';
    const code = await within(
      10_000,
      main(['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--timeout', '0.3'], {
        stdout: () => undefined,
        stderr: (text) => (stderr += text),
        env: { STOREFRONT_BASE_URL: servers.url('silent'), STOREFRONT_API_KEY: KEY },
      }),
    );
    assert.equal(code, EXIT.timeout, stderr);
    assert.equal(EXIT.timeout, 5);
    assert.match(stderr, /no complete answer within 300 ms/);
  });

  it('the CLI refuses a --timeout that is not a positive number (exit 2)', async () => {
    for (const value of ['0', '-1', 'soon']) {
      let stderr = '';
      const code = await main(
        ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', `--timeout=${value}`],
        {
          stdout: () => undefined,
          stderr: (text) => (stderr += text),
          env: { STOREFRONT_BASE_URL: servers.url('silent'), STOREFRONT_API_KEY: KEY },
        },
      );
      assert.equal(code, EXIT.usage, `${value}: ${stderr}`);
      assert.match(stderr, /--timeout must be a number of seconds above 0/);
    }
  });
});

describe('admin client: retries with full jitter', () => {
  const navigation = (name: string): NavigationContainer => ({
    market: 'SE',
    locale: 'en-SE',
    type: 'FORCE',
    addOrUpdate: [{ id: name, title: name, type: 'PAGE', pageId: 'home' }],
  });

  it('waits a random share of each interval', async () => {
    const server = await hostile((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"message":"busy"}');
    });
    try {
      const events: RetryEvent[] = [];
      const shares = [0.5, 0.1, 0.9];
      const admin = createAdminClient({
        baseUrl: server.url,
        apiKey: KEY,
        retry: { delaysMs: [40, 80, 160], random: () => shares[events.length] ?? 0 },
        onRetry: (event) => events.push(event),
      });
      await assert.rejects(admin.exportNavigation({ market: 'SE', locale: 'sv-SE' }));
      assert.deepEqual(
        events.map((event) => event.delayMs),
        [20, 8, 144],
      );
    } finally {
      await server.close();
    }
  });

  // The defaults halved: 5 retries, each import holding the lock for 50 ms. In lock-step every
  // client that collided retries at the same moment, and each round lets only one through.
  it('six concurrent imports all get through, their retries spread out', async () => {
    const reference = await startReferenceServer({ port: 0, adminImportDelayMs: 50 });
    try {
      const events: RetryEvent[] = [];
      const admin = createAdminClient({
        baseUrl: reference.url,
        apiKey: KEY,
        retry: { delaysMs: [250, 500, 1000, 2000, 4000] },
        onRetry: (event) => events.push(event),
      });
      // Warm up (the catalog is generated on the first request), so that the six collide.
      await admin.exportNavigation({ market: 'SE', locale: 'en-SE' });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => admin.importNavigation(navigation(`n${i}`))),
      );
      const failed = results.filter((result) => result.status === 'rejected');
      assert.deepEqual(
        failed.map((result) => String(result.reason)),
        [],
      );
      const first = events.filter((event) => event.attempt === 1).map((event) => event.delayMs);
      assert.ok(first.length >= 2, `${first.length} collided`);
      assert.ok(new Set(first).size > 1, `first retries all after ${first[0]} ms`);
    } finally {
      await reference.close();
    }
  });
});
