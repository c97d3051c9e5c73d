/**
 * `storefront-elements/ssr` runs on the shop's server: what it reads of the service's answer is
 * bounded in size as well as in time (`timeout`). Before, an answer was read whole within the
 * timeout (an in-process answer of 64 MiB: read, held and parsed); now it is counted as it
 * streams and cut off past `maxResponseBytes`, and the page is rendered in its error state, which
 * the browser then queries itself.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_RESPONSE_BYTES, renderStorefront } from '../../../src/ssr/index.ts';
import { productMarkup } from './helpers.ts';

const MiB = 1024 * 1024;

describe('server rendering: the answers it reads are bounded', () => {
  it('stops reading an answer past maxResponseBytes; the page is in its error state', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    // An answer of 64 MiB: a JSON object with one long string.
    const huge: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"padding":"'));
          },
          pull(controller) {
            pulled += chunk.byteLength;
            if (pulled <= 64 * MiB) return controller.enqueue(chunk);
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    const page = await renderStorefront(new Request('http://shop.example/product'), {
      apiBase: 'http://shop.example',
      markup: productMarkup('P1001-1'),
      fetch: huge,
      timeout: 20_000,
      maxResponseBytes: MiB,
    });
    assert.equal(page.pages[0]?.ok, false);
    assert.match(
      page.pages[0]?.error?.message ?? '',
      /^Storefront query got no complete answer: .*more than 1048576 bytes \(maxResponseBytes\)/,
    );
    // At most the limit and a chunk, for the query and its one retry.
    assert.ok(pulled <= 4 * MiB, `read ${pulled / MiB} MiB of the answer for a limit of 1 MiB`);
  });

  it('does not follow a redirect of the service: the page is in its error state (audit s35 C2)', async () => {
    // A 307 re-sent the query, the visitor's keys in its URL, to whatever host it named.
    const elsewhere = createServer((req, res) => {
      followed.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    const followed: string[] = [];
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const { port } = elsewhere.address() as AddressInfo;
    const redirecting = createServer((req, res) =>
      res.writeHead(307, { Location: `http://127.0.0.1:${port}/elsewhere${req.url}` }).end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const page = await renderStorefront(new Request('http://shop.example/product'), {
        apiBase: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`,
        markup: productMarkup('P1001-1'),
      });
      assert.equal(page.pages[0]?.ok, false);
      assert.deepEqual(followed, []);
    } finally {
      redirecting.closeAllConnections();
      elsewhere.closeAllConnections();
      await Promise.all(
        [redirecting, elsewhere].map((server) => new Promise((r) => server.close(r))),
      );
    }
  });

  it('has a documented default of 16 MiB', () => {
    assert.equal(DEFAULT_MAX_RESPONSE_BYTES, 16 * MiB);
  });
});
