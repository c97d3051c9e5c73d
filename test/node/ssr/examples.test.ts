/**
 * The server-rendering examples a shop copies (examples/ssr/): the whole response of page.ts, and
 * the product page served by a plain Node `http` server and by Express, against the reference
 * server.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { get as httpGet } from 'node:http';
import { createShopApp } from '../../../examples/ssr/express.ts';
import { createShopServer } from '../../../examples/ssr/node-http.ts';
import { productPageResponse } from '../../../examples/ssr/page.ts';
import { referenceAnswer, shadowRoots, startReference, textOf, type Reference } from './helpers.ts';

describe('examples/ssr', () => {
  let reference: Reference;
  let productName: string;
  before(async () => {
    reference = await startReference();
    const data = await referenceAnswer(reference, { productGroup: { include: true } });
    productName = data.productGroup!.products[0]!.name!;
  });
  after(() => reference.close());

  it('page.ts: the visitor cookie and a CSP whose style nonce the shadow styles carry', async () => {
    const response = await productPageResponse(new Request(`${reference.url}/product`), {
      template: '<!doctype html><main>{{storefront}}</main>',
      productKey: reference.productKey,
      options: { apiBase: reference.url },
    });
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(response.headers.get('set-cookie') ?? '', /^sf-visitor=/);
    const html = await response.text();
    const [detail] = shadowRoots(html, 'sf-product-page');
    assert.ok(detail?.startsWith(`<style nonce="${nonce}">`), detail?.slice(0, 80));
    assert.doesNotMatch(html, /<style>/);
  });

  /** Starts `server`, fetches the product page twice (first visit, then with its cookie). */
  async function exercise(server: Server) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/product/${encodeURIComponent(reference.productKey)}`;
      const first = await fetch(url);
      assert.equal(first.status, 200);
      assert.match(first.headers.get('content-type') ?? '', /^text\/html/);
      const cookie = first.headers.get('set-cookie')?.split(';')[0];
      assert.match(cookie ?? '', /^sf-visitor=/, 'a first visit gets keys');
      const html = await first.text();
      assert.match(html, /^<!doctype html>/);
      assert.ok(textOf(shadowRoots(html, 'sf-product-page')[0]!).includes(productName));
      assert.equal(shadowRoots(html, 'sf-rec-list').length, 3);

      const again = await fetch(url, { headers: { cookie: cookie! } });
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('set-cookie'), null, 'known keys are not set again');
      assert.ok(textOf(await again.text()).includes(productName));
      assert.equal((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status, 404);
      // Requests the URL parser or the key's decoding refuses are answered 400, and the server
      // lives on (shop audit s28, H2: each ended the process).
      const raw = (path: string, host: string) =>
        new Promise<number>((resolve, reject) =>
          httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          }).on('error', reject),
        );
      assert.equal(await raw(`/product/${reference.productKey}`, '[bad'), 400);
      assert.equal(await raw('/product/%E0%A4%A', `127.0.0.1:${port}`), 400);
      assert.equal((await fetch(url, { headers: { cookie: cookie! } })).status, 200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('docs/ssr.md quotes page.ts (the response and its adapters) as it is', () => {
    const root = new URL('../../../', import.meta.url);
    const page = readFileSync(new URL('examples/ssr/page.ts', root), 'utf8');
    const quoted = page.slice(page.indexOf('export interface ShopPage')).trim();
    // The quote sits in a list item, indented by two spaces.
    const docs = readFileSync(new URL('docs/ssr.md', root), 'utf8').replace(/^ {2}/gm, '');
    assert.ok(docs.includes(quoted), 'docs/ssr.md quotes examples/ssr/page.ts from ShopPage on');
  });

  it('docs/ssr.md quotes the two servers whole, with what keeps them alive', () => {
    // Shop audit s29: the doc's shortened node:http server had neither the 400 for a URL the
    // visitor's request cannot make nor a catch of the render's rejection, and either ended it.
    const root = new URL('../../../', import.meta.url);
    const docs = readFileSync(new URL('docs/ssr.md', root), 'utf8').replace(/^ {2}/gm, '');
    for (const [file, start] of [
      ['examples/ssr/node-http.ts', 'export function createShopServer'],
      ['examples/ssr/express.ts', 'export function createShopApp'],
    ] as const) {
      const source = readFileSync(new URL(file, root), 'utf8');
      const from = source.indexOf(start);
      const quoted = source.slice(from, source.indexOf('\n}\n', from) + 2);
      assert.ok(quoted.length > start.length, `${file} has ${start}`);
      assert.ok(docs.includes(quoted), `docs/ssr.md quotes ${file}'s ${start} whole`);
    }
  });

  it('node-http.ts: a plain Node server answers the rendered product page', async () => {
    await exercise(createShopServer({ apiBase: reference.url }));
  });

  it('node-http.ts: a render that rejects (no apiBase) is a 500 and a line in the log, and the server lives on', async (t) => {
    // Shop audit s29: a server without the `.catch` ended at its first request.
    const logged: unknown[] = [];
    t.mock.method(console, 'error', (error: unknown) => logged.push(error));
    const server = createShopServer({} as Parameters<typeof createShopServer>[0]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/product/${encodeURIComponent(reference.productKey)}`;
      assert.equal((await fetch(url)).status, 500);
      assert.equal((await fetch(url)).status, 500, 'still answering');
      assert.equal(logged.length, 2);
      assert.match(String(logged[0]), /ServerApiBaseError: api-base is empty or not given/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('express.ts: an Express app answers the rendered product page', async () => {
    const app = createShopApp({ apiBase: reference.url });
    const { createServer } = await import('node:http');
    await exercise(createServer(app));
  });
});
