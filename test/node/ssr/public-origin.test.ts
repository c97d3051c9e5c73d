/**
 * The page's public origin behind a TLS-terminating proxy (shop audit s28, L3): the proxy speaks
 * http to the shop's server, so the request's URL is `http://…` and its host is whatever `Host`
 * says. The JSON-LD's URLs were `http://…` and the visitor cookie had no `Secure`. Forwarded
 * headers (`X-Forwarded-Proto`, `Forwarded`) are anyone's to send and are not trusted; the shop
 * says where its pages are with the `publicOrigin` option, which no header changes.
 */
import assert from 'node:assert/strict';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createShopApp } from '../../../examples/ssr/express.ts';
import { createShopServer } from '../../../examples/ssr/node-http.ts';
import { renderStorefront } from '../../../src/ssr/index.ts';
import { productMarkup, recordingFetch, startReference, type Reference } from './helpers.ts';

interface Answer {
  status: number;
  cookie: string;
  cacheControl: string;
  /** The page URLs in the JSON-LD: the product's and its offers' (the images are the service's). */
  urls: string[];
}

/** GETs `path` from `server` with `headers` (a `Host` of one's choosing, as a proxy sends it). */
async function get(server: Server, path: string, headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) =>
    httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
        resolve({
          status: response.statusCode ?? 0,
          cookie: (response.headers['set-cookie'] ?? []).join('\n'),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          urls: ld ? [...ld.matchAll(/"url":"([^"]*)"/g)].map((match) => match[1]!) : [],
        });
      });
    }).on('error', reject),
  );
}

/** What a TLS-terminating proxy in front of the shop sends, and a forged host beside it. */
const PROXIED = {
  host: 'shop-backend:8080',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'shop.example.com',
  forwarded: 'for=203.0.113.7;proto=https;host=shop.example.com',
};

describe('server rendering: the public origin behind a proxy', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  const servers = {
    'node-http.ts': (options: { apiBase: string; publicOrigin?: string }) =>
      createShopServer(options),
    'express.ts': async (options: { apiBase: string; publicOrigin?: string }) => {
      const { createServer } = await import('node:http');
      return createServer(createShopApp(options));
    },
  };

  async function answer(
    make: (typeof servers)[keyof typeof servers],
    publicOrigin: string | undefined,
    headers: Record<string, string>,
  ): Promise<Answer> {
    const server = await make({
      apiBase: reference.url,
      ...(publicOrigin ? { publicOrigin } : {}),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await get(server, `/product/${encodeURIComponent(reference.productKey)}`, headers);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  for (const [name, make] of Object.entries(servers)) {
    it(`${name}: with publicOrigin, https URLs on its host and a Secure cookie`, async () => {
      for (const headers of [PROXIED, { ...PROXIED, host: 'attacker.example' }]) {
        const page = await answer(make, 'https://shop.example.com', headers);
        assert.equal(page.status, 200);
        assert.ok(page.urls.length > 0, 'the JSON-LD has URLs');
        for (const url of page.urls)
          assert.match(url, /^https:\/\/shop\.example\.com\//, `Host ${headers.host}: ${url}`);
        assert.match(page.cookie, /^sf-visitor=.*; Secure$/);
      }
    });

    it(`${name}: forwarded headers are not trusted without publicOrigin`, async () => {
      const page = await answer(make, undefined, { ...PROXIED, host: 'shop.example.com' });
      assert.equal(page.status, 200);
      assert.ok(page.urls.length > 0, 'the JSON-LD has URLs');
      for (const url of page.urls) assert.match(url, /^http:\/\/shop\.example\.com\//);
      assert.match(page.cookie, /^sf-visitor=/);
      assert.doesNotMatch(page.cookie, /Secure/);
    });
  }

  for (const publicOrigin of [
    'shop.example.com',
    'ftp://shop.example.com',
    'https://shop.example.com/store',
    'https://shop.example.com?x=1',
    'https://user@shop.example.com',
  ]) {
    it(`rejects publicOrigin ${JSON.stringify(publicOrigin)}, nothing sent`, async () => {
      const sent = recordingFetch();
      await assert.rejects(
        renderStorefront(new Request('http://shop-backend:8080/product'), {
          markup: productMarkup(reference.productKey),
          apiBase: reference.url,
          fetch: sent.fetch,
          publicOrigin,
        }),
        (error: Error) => error instanceof TypeError && /publicOrigin/.test(error.message),
      );
      assert.deepEqual(sent.urls, []);
    });
  }

  it('takes an origin with a trailing slash or a port; a path cannot name another host', async () => {
    for (const [publicOrigin, origin, path] of [
      ['https://shop.example.com/', 'https://shop.example.com', '/product/x?y=1'],
      ['http://localhost:8080', 'http://localhost:8080', '/product/x?y=1'],
      // A path starting with `//` would name a host if resolved as a relative URL.
      ['https://shop.example.com', 'https://shop.example.com', '//attacker.example/product'],
    ] as const) {
      const page = await renderStorefront(new Request(`http://shop-backend:8080${path}`), {
        markup: productMarkup(reference.productKey),
        apiBase: reference.url,
        publicOrigin,
      });
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.html)![1]!;
      assert.equal(new URL((JSON.parse(ld) as { url: string }).url).origin, origin);
      assert.equal(
        /; Secure\b/.test(page.headers.get('set-cookie') ?? ''),
        origin.startsWith('https:'),
      );
    }
  });
});
