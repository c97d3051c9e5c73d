/**
 * The admin client and CLI against servers that misbehave on purpose (local, 127.0.0.1, port 0):
 * gzip bombs are cut off at `maxResponseBytes`, a server that never answers runs into `timeoutMs`
 * (CLI `--timeout`, exit 5), and retries of 409/503 are spread by full jitter.
 */
import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createGzip } from 'node:zlib';
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
const MiB = 1024 * 1024;

/** A local HTTP server with the given behaviour; `sent` counts the body bytes it wrote. */
async function hostile(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `size` zero bytes, gzip-compressed (about 1/1000 of the size). */
async function gzipBomb(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const zeros = Buffer.alloc(MiB);
  for (let written = 0; written < size; written += MiB)
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

/** Fails instead of hanging when a promise does not settle in time. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

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
      const heap = process.memoryUsage().arrayBuffers;
      await assert.rejects(
        within(10_000, admin.exportNavigation({ market: 'SE', locale: 'sv-SE' })),
        (error: unknown) => {
          assert.ok(error instanceof AdminResponseError, String(error));
          assert.match(error.message, /more than 4194304 bytes \(maxResponseBytes\)/);
          return true;
        },
      );
      const grown = process.memoryUsage().arrayBuffers - heap;
      assert.ok(grown < 32 * MiB, `${grown / MiB} MiB of buffers kept`);
    });

  it('has a documented default cap of 64 MiB', () => {
    assert.equal(DEFAULT_MAX_RESPONSE_BYTES, 64 * MiB);
  });
});

describe('admin client and CLI: servers that do not answer', () => {
  let silent: Awaited<ReturnType<typeof hostile>>;
  let stalling: Awaited<ReturnType<typeof hostile>>;
  before(async () => {
    // Takes the request, never answers.
    silent = await hostile(() => undefined);
    // Sends the headers and part of a body, then stalls.
    stalling = await hostile((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"market":');
    });
  });
  after(async () => {
    await silent.close();
    await stalling.close();
  });

  for (const which of ['silent', 'stalling'] as const)
    it(`times out on a ${which} server with an AdminTimeoutError`, async () => {
      const url = which === 'silent' ? silent.url : stalling.url;
      const admin = createAdminClient({ baseUrl: url, apiKey: KEY, timeoutMs: 300 });
      const start = performance.now();
      await assert.rejects(
        within(10_000, admin.exportNavigation({ market: 'SE', locale: 'sv-SE' })),
        (error: unknown) => {
          assert.ok(error instanceof AdminTimeoutError, String(error));
          assert.match(error.message, /no complete answer within 300 ms/);
          return true;
        },
      );
      assert.ok(performance.now() - start < 5000);
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
        env: { STOREFRONT_BASE_URL: silent.url, STOREFRONT_API_KEY: KEY },
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
          env: { STOREFRONT_BASE_URL: silent.url, STOREFRONT_API_KEY: KEY },
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
