/**
 * Servers that misbehave on purpose, for the Node clients' limits (admin and contact engagement):
 * a local HTTP server (127.0.0.1, port 0) with a given behaviour, a gzip bomb, and a guard that
 * fails instead of hanging.
 */
import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

export const MiB = 1024 * 1024;

/** A local HTTP server with the given behaviour. */
export async function hostile(listener: RequestListener) {
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

/**
 * `size` bytes gzip-compressed (about 1/1000 of the size): zeros, or with `json` a JSON array of
 * that many spaces, which a client that reads it whole accepts as `[]`.
 */
export async function gzipBomb(size: number, { json = false } = {}): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  if (json) gzip.write('[');
  const filler = Buffer.alloc(MiB, json ? 0x20 : 0);
  for (let written = 0; written < size; written += MiB)
    if (!gzip.write(filler)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end(json ? ']' : undefined);
  await done;
  return Buffer.concat(chunks);
}

/** Fails instead of hanging when a promise does not settle in time. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Two services that never complete an answer: `silent` takes the request and never answers;
 * `stalling` sends its headers and `start` of a JSON body, then stalls.
 */
export async function unanswering(start: string) {
  const silent = await hostile(() => undefined);
  const stalling = await hostile((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write(start);
  });
  return {
    url: (which: 'silent' | 'stalling') => (which === 'silent' ? silent : stalling).url,
    close: () => Promise.all([silent.close(), stalling.close()]),
  };
}

/**
 * What refusing `call` cost: it must reject within 10 s with an error `check` accepts (an
 * instance of `type` whose message matches `message`); the time it took and the buffer memory
 * that grew meanwhile.
 */
export async function refused(
  call: Promise<unknown>,
  type: new (...args: never[]) => Error,
  message: RegExp,
): Promise<{ ms: number; grownMiB: number }> {
  const start = performance.now();
  const heap = process.memoryUsage().arrayBuffers;
  await assert.rejects(within(10_000, call), (error: unknown) => {
    assert.ok(error instanceof type, String(error));
    assert.match(error.message, message);
    return true;
  });
  return {
    ms: performance.now() - start,
    grownMiB: (process.memoryUsage().arrayBuffers - heap) / MiB,
  };
}
