/** HTTP behaviour: gzip, CORS, latency, the catalog and images, the Node adapters. */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import { startReferenceServer, toNodeListener } from '../../../src/reference/node.ts';
import { SE, queryString, start, type CatalogInfo, type Client } from './helpers.ts';

let client: Client;
let catalog: CatalogInfo;
let close: () => Promise<void>;

before(async () => {
  const started = await start();
  ({ client, catalog } = started);
  close = () => started.server.close();
});
after(() => close());

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const sponsoredUrl = () =>
  `${client.base}/api/storefront/v3/queries/sponsored-page?${queryString({ ...SE, pageReference: 'home' })}`;

describe('transport', () => {
  it('gzips when Accept-Encoding includes gzip', async () => {
    const zipped = await rawGet(sponsoredUrl(), { 'Accept-Encoding': 'br, gzip' });
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.match(String(zipped.headers.vary), /Accept-Encoding/);
    const body = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
    assert.equal(body.banners[0].id, 'hero');
    const plain = await rawGet(sponsoredUrl(), {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(plain.body.toString('utf8')), body);
  });

  it('answers CORS preflights and sets Access-Control-Allow-Origin everywhere', async () => {
    const preflight = await fetch(`${client.base}/api/storefront/v3/queries/product-page`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://shop.example');
    assert.match(preflight.headers.get('access-control-allow-methods')!, /GET.*POST.*OPTIONS/);
    assert.match(preflight.headers.get('access-control-allow-headers')!, /Content-Type/i);
    const withOrigin = await fetch(sponsoredUrl(), { headers: { Origin: 'https://shop.example' } });
    assert.equal(withOrigin.headers.get('access-control-allow-origin'), 'https://shop.example');
    const error = await fetch(`${client.base}/api/storefront/v3/nothing`);
    assert.equal(error.status, 404);
    assert.equal(error.headers.get('access-control-allow-origin'), '*');
  });

  it('delays queries by latencyMs', async () => {
    const slow = await startReferenceServer({ port: 0, latencyMs: 250 });
    try {
      const url = `${slow.url}/api/storefront/v3/queries/sponsored-page?${queryString({ ...SE, pageReference: 'home' })}`;
      const began = performance.now();
      const response = await fetch(url);
      assert.equal(response.status, 200);
      assert.ok(performance.now() - began >= 240, 'took at least the latency');
      const catalogBegan = performance.now();
      await fetch(`${slow.url}/__reference/catalog`);
      assert.ok(performance.now() - catalogBegan < 240, 'the catalog is not delayed');
    } finally {
      await slow.close();
    }
  });

  it('describes the catalog: markets, locales, currencies, stores, pages, groups', () => {
    assert.deepEqual(
      catalog.markets.map((m) => [m.id, m.locales]),
      [
        ['SE', ['sv-SE', 'en-SE']],
        ['US', ['en-US', 'es-US']],
      ],
    );
    assert.ok(catalog.groups.length >= 500);
    assert.ok(catalog.productCount > catalog.groups.length);
    assert.ok(catalog.groups.some((g) => g.products.length === 6));
    const home = catalog.markets[0]!.pages.find((p) => p.id === 'home')!;
    assert.deepEqual(home.paths, { 'sv-SE': '/sv-se/', 'en-SE': '/en-se/' });
    assert.ok(catalog.categories.length >= 5 && catalog.brands.length >= 5);
  });

  it('serves generated SVG images at the URLs it hands out, with several sized sources', async () => {
    const reply = await client.productPage(
      { ...SE, productKey: catalog.groups.find((g) => g.products.length > 1)!.products[0]! },
      { productGroup: { include: true } },
    );
    const product = reply.body.productGroup.products.find(
      (p: any) => p.imageInfo.images.length > 0,
    );
    const sources = product.imageInfo.images[0].sources;
    assert.ok(sources.length >= 2 && sources.every((s: any) => s.width > 0 && s.height > 0));
    const image = await fetch(sources[0].url);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    const svg = await image.text();
    assert.match(svg, new RegExp(`^<svg[^>]* width="${sources[0].width}"`));
    assert.equal((await fetch(`${client.base}/__reference/images/..%2Fetc.svg`)).status, 404);
  });

  it('keeps imageInfo.effect consistent with the number of images', async () => {
    const reply = await client.productPage(
      { ...SE, productKey: catalog.groups[0]!.products[0]! },
      {
        recommendationLists: [{ id: 'top', algorithm: 'TOP_PRODUCTS', limit: 100 }],
      },
    );
    const products = reply.body.recommendationLists[0].productGroups.flatMap(
      (g: any) => g.products,
    );
    const effects = new Set<string>();
    for (const p of products) {
      const n = p.imageInfo.images.length;
      const expected = n === 2 ? 'SWAP' : n > 2 ? 'GALLERY' : 'NONE';
      assert.equal(p.imageInfo.effect, expected);
      assert.equal(p.imageInfo.thumbnail === undefined, n === 0);
      effects.add(p.imageInfo.effect);
    }
    assert.deepEqual([...effects].sort(), ['GALLERY', 'NONE', 'SWAP']);
  });

  it('the sample data covers every swatch type and badge theme, sales and sold-out products', async () => {
    const reply = await client.productPage(
      { ...SE, productKey: catalog.groups[0]!.products[0]! },
      {
        recommendationLists: ['TOP_PRODUCTS', 'NEWEST_PRODUCTS', 'UPSELL'].map((algorithm, i) => ({
          id: `l${i}`,
          algorithm,
          limit: 100,
        })),
      },
    );
    const products = reply.body.recommendationLists.flatMap((l: any) =>
      l.productGroups.flatMap((g: any) => g.products),
    );
    const swatches = new Set(products.map((p: any) => p.swatch.type));
    const themes = new Set(
      products.flatMap((p: any) =>
        [...p.badges.primary, ...p.badges.secondary].map((b: any) => b.theme),
      ),
    );
    assert.deepEqual([...swatches].sort(), [
      'COLORS',
      'GOLD',
      'MISSING_COLORS',
      'MULTI',
      'SILVER',
      'TRANSPARENT',
    ]);
    assert.deepEqual([...themes].sort(), [
      'DISCOUNT',
      'NEW',
      'NONE',
      'SALE',
      'THEME_1',
      'THEME_2',
      'THEME_3',
    ]);
    assert.ok(products.some((p: any) => p.listPrice.min > p.sellingPrice.min));
    assert.ok(products.some((p: any) => !p.inStock));
  });

  it('the handler returns undefined outside its paths; the listener then calls next()', async () => {
    const handler = createReferenceHandler();
    assert.equal(await handler(new Request('http://localhost/index.html')), undefined);
    assert.equal(await handler(new Request('http://localhost/api/other')), undefined);
    const listener = toNodeListener(handler);
    const { createServer } = await import('node:http');
    const server = createServer((req, res) =>
      listener(req, res, () => {
        res.statusCode = 299;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const fallThrough = await fetch(`http://127.0.0.1:${port}/index.html`);
      assert.deepEqual([fallThrough.status, await fallThrough.text()], [299, 'next']);
      const served = await fetch(`http://127.0.0.1:${port}/__reference/catalog`);
      assert.equal(served.status, 200);
    } finally {
      server.close();
    }
  });

  it('generates the catalog quickly and identically for the same seed', async () => {
    const began = performance.now();
    const handler = createReferenceHandler({ seed: 7 });
    const body = await (await handler(new Request('http://localhost/__reference/catalog')))!.json();
    assert.ok(performance.now() - began < 1000);
    const again = await (await createReferenceHandler({ seed: 7 })(
      new Request('http://localhost/__reference/catalog'),
    ))!.json();
    assert.deepEqual(body, again);
    assert.notDeepEqual(body.groups, catalog.groups);
  });
});
