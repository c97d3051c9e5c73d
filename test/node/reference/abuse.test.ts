/**
 * The reference server under abuse: bodies too large or sent without credentials are refused
 * before they are read, hostile paths and methods get 4xx, deep JSON is refused, and the
 * notification log stays bounded. All traffic on 127.0.0.1, every body bounded.
 */
import assert from 'node:assert/strict';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { BoundedLog } from '../../../src/reference/bounded-log.ts';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import { NOTIFICATION_LOG_LIMITS } from '../../../src/reference/notifications.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';

const MiB = 1024 * 1024;
const KEY = 'reference-api-key';
const IMPORT = '/api/admin/v4/import/navigation';

interface Outcome {
  /** The status the server answered, or the client-side error code. */
  status: number | string;
  /** Body bytes the client managed to hand to the socket before the answer (or the error). */
  written: number;
  body: string;
}

/**
 * Streams `total` bytes of junk in 1 MiB chunks, honouring back-pressure, and stops as soon as
 * the server answers. The server's reading shows in `written`: a server that reads everything
 * before answering lets the whole body through.
 */
function streamBody(
  url: string,
  path: string,
  headers: OutgoingHttpHeaders,
  total: number,
  method = 'POST',
): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(MiB, 0x61);
    let written = 0;
    let answered = false;
    const target = new URL(path, url);
    const req = httpRequest(target, { method, headers });
    const timer = setTimeout(() => finish('timeout', ''), 20_000);
    function finish(status: number | string, body: string) {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ status, written, body });
    }
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => finish(res.statusCode ?? 0, body));
      res.on('error', () => finish(res.statusCode ?? 0, body));
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error', ''));
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && written >= total) req.end();
    };
    pump();
  });
}

/**
 * A chunked POST to `path` over a plain socket that goes on sending junk after the server's
 * answer, up to `total` bytes or 10 s, as a client that ignores the answer would (Node's own
 * client closes its socket once the answer ends). How much the server takes before it closes
 * the connection: one that keeps it for a next request drains whatever the client sends.
 */
function streamPastAnswer(
  url: string,
  path: string,
  total: number,
): Promise<{ status: string; written: number }> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const chunk = Buffer.concat([
      Buffer.from(`${MiB.toString(16)}\r\n`),
      Buffer.alloc(MiB, 0x61),
      Buffer.from('\r\n'),
    ]);
    let written = 0;
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: answer.split('\r\n')[0] ?? '', written });
    };
    const timer = setTimeout(finish, 10_000);
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const pump = () => {
        while (!done && written < total) {
          written += MiB;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
        finish();
      };
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => (answer += text));
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

describe('reference server: bodies are bounded and credentials come first', () => {
  let server: { url: string; close(): Promise<void> };
  before(async () => {
    server = await startReferenceServer({ port: 0, adminImportDelayMs: 0 });
  });
  after(() => server.close());

  it('refuses an import without a key before reading its 128 MiB body (403)', async () => {
    const outcome = await streamBody(server.url, IMPORT, { 'Content-Encoding': 'gzip' }, 128 * MiB);
    assert.equal(outcome.status, 403, outcome.body);
    assert.match(outcome.body, /Api-Key/);
    assert.ok(outcome.written < 32 * MiB, `${outcome.written / MiB} MiB read before the 403`);
  });

  it('refuses a declared Content-Length over the limit at once (413)', async () => {
    const outcome = await streamBody(
      server.url,
      IMPORT,
      { 'Api-Key': KEY, 'Content-Encoding': 'gzip', 'Content-Length': String(256 * MiB) },
      64 * MiB,
    );
    assert.equal(outcome.status, 413, outcome.body);
    assert.match(outcome.body, /33554432 bytes/);
    assert.ok(outcome.written < 16 * MiB, `${outcome.written / MiB} MiB read before the 413`);
  });

  it('counts the bytes of a chunked body and stops at the limit (413)', async () => {
    const outcome = await streamBody(
      server.url,
      IMPORT,
      { 'Api-Key': KEY, 'Content-Encoding': 'gzip' },
      128 * MiB,
    );
    assert.equal(outcome.status, 413, outcome.body);
    assert.ok(outcome.written < 64 * MiB, `${outcome.written / MiB} MiB read before the 413`);
  });

  it('refuses a notification body over its limit without reading it all (413)', async () => {
    const outcome = await streamBody(
      server.url,
      '/api/storefront/v3/notifications/click?market=SE&sessionKey=abuse',
      { 'Content-Type': 'text/plain' },
      64 * MiB,
    );
    assert.equal(outcome.status, 413, outcome.body);
    assert.ok(outcome.written < 16 * MiB, `${outcome.written / MiB} MiB read before the 413`);
    const log = await fetch(`${server.url}/__reference/notifications`);
    assert.equal(log.status, 200);
  });

  it('still answers on the same server after the refusals', async () => {
    const reply = await fetch(`${server.url}/__reference/catalog`);
    assert.equal(reply.status, 200);
  });

  it('answers an invalid %-escape in a path with 400, not 500', async () => {
    for (const path of [
      '/api/storefront/v3/notifications/%E0%A4%A?market=SE',
      '/engage/api/v3/contacts/%E0%A4%A',
    ]) {
      const reply = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { apikey: 'reference-engage-key' },
        body: '{}',
      });
      assert.ok(reply.status === 400 || reply.status === 404, `${path}: ${reply.status}`);
      assert.match(await reply.text(), /escape|no operation/i);
    }
  });

  it('closes the connection after a 404 instead of reading an endless body (audit s35 B3)', async () => {
    for (const path of ['/nope', '/other/api/admin/v4/import/navigation']) {
      const outcome = await streamPastAnswer(server.url, path, 256 * MiB);
      assert.match(outcome.status, /^HTTP\/1\.1 404 /, path);
      assert.ok(
        outcome.written < 64 * MiB,
        `${path}: ${outcome.written / MiB} MiB taken after the 404`,
      );
    }
  });

  it('answers TRACE with 405, not 500', async () => {
    const outcome = await streamBody(server.url, '/__reference/catalog', {}, 0, 'TRACE');
    assert.equal(outcome.status, 405, outcome.body);
  });
});

describe('reference server: JSON nesting and the notification log', () => {
  const handler = createReferenceHandler();
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await handler(new Request(`http://127.0.0.1${path}`, init));
    assert.ok(response, path);
    return response;
  };

  it('refuses a notification nested 100,000 levels deep (400) and keeps its log readable', async () => {
    const deep = `{"ticket":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const reply = await call(
      '/api/storefront/v3/notifications/click?market=SE&customerKey=c&sessionKey=deep',
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: deep,
      },
    );
    assert.equal(reply.status, 400);
    assert.match(await reply.text(), /nest/);
    const log = await call('/__reference/notifications');
    assert.equal(log.status, 200, await log.clone().text());
  });

  it('refuses a deeply nested storefront query and fault body (400/415, never 500)', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const path of [
      '/api/storefront/v3/queries/product-page?market=SE&locale=sv-SE&touchpoint=DESKTOP&customerKey=c&sessionKey=s&productKey=P1001-1',
      '/__reference/faults',
    ]) {
      const reply = await call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: deep,
      });
      assert.ok([400, 415].includes(reply.status), `${path}: ${reply.status}`);
      assert.match(await reply.text(), /nest/);
    }
  });

  it('keeps the newest notifications up to its limit and counts the rest', async () => {
    const small = createReferenceHandler({ notificationLogLimit: 100 });
    const sent = 130;
    for (let i = 0; i < sent; i++)
      await small(
        new Request(
          `http://127.0.0.1/api/storefront/v3/notifications/click?market=SE&customerKey=c&i=${i}`,
          { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"ticket":"t"}' },
        ),
      );
    const reply = await small(new Request('http://127.0.0.1/__reference/notifications'));
    const records = (await reply?.json()) as { query: { i: string } }[];
    assert.equal(records.length, 100);
    assert.equal(records[0]?.query.i, '30', 'the oldest went first');
    assert.equal(records.at(-1)?.query.i, String(sent - 1));
    assert.equal(reply?.headers.get('x-reference-dropped'), '30');
  });
});

describe('BoundedLog (the notification log)', () => {
  it('keeps the default log at 10,000 notifications and 32 Mi body characters', () => {
    assert.deepEqual(NOTIFICATION_LOG_LIMITS, { records: 10_000, bodyChars: 32 * MiB });
  });

  it('drops the oldest entries past its count, in order, through many wraps', () => {
    const log = new BoundedLog<number>(7, Infinity);
    for (let i = 0; i < 1000; i++) log.push(i, 1);
    assert.deepEqual(log.toArray(), [993, 994, 995, 996, 997, 998, 999]);
    assert.equal(log.dropped, 993);
  });

  it('drops the oldest entries past its total size, also before it is full', () => {
    const log = new BoundedLog<string>(100, 10);
    for (const [value, size] of [
      ['a', 4],
      ['b', 4],
      ['c', 4],
      ['d', 1],
      ['e', 1],
      ['f', 6],
    ] as const)
      log.push(value, size);
    // 'c' pushes 'a' out; 'f' needs room for 6, so 'b' and 'c' go.
    assert.deepEqual(log.toArray(), ['d', 'e', 'f']);
    assert.equal(log.dropped, 3);
    log.clear();
    assert.deepEqual([log.toArray(), log.dropped], [[], 0]);
  });
});
