/**
 * A page rendered in its error state (the service answered 503, could not be reached, or was too
 * slow) is never cacheable, and on a first visit it sets the visitor cookie with the keys its
 * query carried, as a page that rendered does (shop audit s28, L2). Before, such a response had
 * no `Cache-Control` and no `Set-Cookie`, and said `personalized: false`: a shop caching when
 * `!personalized` (or a CDN's default) kept the error for every visitor, and the browser's retry
 * made new keys, so the visit's session was not the one the server's query used.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { renderStorefront } from '../../../src/ssr/index.ts';
import { VISITOR_COOKIE, parseVisitorCookie } from '../../../src/api/visitor-cookie.ts';
import {
  productMarkup,
  recordingFetch,
  shadowRoots,
  sponsoredMarkup,
  startReference,
  textOf,
  type Reference,
} from './helpers.ts';

/** An address nothing listens on: a port the system gave out and that was closed again. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The keys each recorded query carried. */
const sentKeys = (urls: URL[]) =>
  urls.map((url) => ({
    customerKey: url.searchParams.get('customerKey'),
    sessionKey: url.searchParams.get('sessionKey'),
  }));

describe('server rendering: a page in its error state', () => {
  let reference: Reference;
  let unreachable: string;
  before(async () => {
    reference = await startReference();
    unreachable = await closedAddress();
  });
  after(() => reference.close());

  const faults = (body: unknown) =>
    fetch(`${reference.url}/__reference/faults`, { method: 'POST', body: JSON.stringify(body) });

  const cases = [
    {
      name: 'a product page, the service answering 503',
      markup: () => productMarkup(reference.productKey),
      apiBase: () => reference.url,
      fault: { status: 503, count: 1 },
      // A 503 to a storefront query means no products found (storefront-request.ts).
      kind: /^no-products$/,
    },
    {
      name: 'a product page, the service unreachable',
      markup: () => productMarkup(reference.productKey),
      apiBase: () => unreachable,
      fault: undefined,
      kind: /^network$/,
    },
    {
      name: 'a product page, the service too slow',
      markup: () => productMarkup(reference.productKey),
      apiBase: () => reference.url,
      fault: { delayMs: 3000, count: 1 },
      kind: /^timeout$/,
    },
    {
      name: 'a sponsored page, the service answering 503',
      markup: () => sponsoredMarkup(),
      apiBase: () => reference.url,
      fault: { status: 503, count: 2 },
      // A 503 to a storefront query means no products found (storefront-request.ts).
      kind: /^no-products$/,
    },
  ];

  for (const fault of cases) {
    it(`${fault.name}: not cacheable, and a first visit gets the keys its query used`, async () => {
      if (fault.fault) await faults({ queries: fault.fault });
      const sent = recordingFetch();
      const page = await renderStorefront(new Request('http://shop.example/product'), {
        markup: fault.markup(),
        apiBase: fault.apiBase(),
        fetch: sent.fetch,
        timeout: 400,
      });
      const outcomes = [...page.pages, ...page.sponsoredPages];
      assert.ok(outcomes.length > 0);
      for (const outcome of outcomes) {
        assert.equal(outcome.ok, false);
        assert.match(outcome.error!.kind, fault.kind);
      }
      assert.match(page.headers.get('cache-control') ?? '', /\bno-store\b/);
      assert.equal(page.cacheable, false);
      // The queries carried the visitor's customer key: the page is theirs, failed or not.
      assert.equal(page.personalized, true);

      const keys = sentKeys(sent.urls);
      assert.ok(keys.length > 0, 'the queries were sent');
      const cookie = page.headers.get('set-cookie');
      assert.match(cookie ?? '', new RegExp(`^${VISITOR_COOKIE}=`), 'the visitor cookie is set');
      const set = parseVisitorCookie(cookie!.split(';')[0]);
      for (const used of keys) assert.deepEqual(used, set, 'the cookie holds the keys sent');
    });
  }

  // The failed query's configuration is kept, so the page's language is loaded as for a page
  // that rendered (before: a sv-SE page said its error in English).
  it("says its error in the page's language", async () => {
    const page = await renderStorefront(new Request('http://shop.example/product'), {
      markup: productMarkup(reference.productKey).replace(
        'market="US" locale="en-US" currency="USD"',
        'market="SE" locale="sv-SE" currency="SEK"',
      ),
      apiBase: unreachable,
      timeout: 400,
    });
    assert.equal(page.pages[0]!.ok, false);
    const text = textOf(shadowRoots(page.html, 'sf-product-page')[0]!);
    assert.ok(text.includes('Produkterna kunde inte laddas'), text);
  });

  it('an unpersonalised page: cacheable when it rendered, not when it failed', async () => {
    const cookie = `${VISITOR_COOKIE}=${encodeURIComponent('{"customerKey":"c9","sessionKey":"s9"}')}`;
    const render = () =>
      renderStorefront(new Request('http://shop.example/product', { headers: { cookie } }), {
        markup: productMarkup(reference.productKey, ' user-context="UNPERSONALIZED"'),
        apiBase: reference.url,
        timeout: 400,
      });
    const rendered = await render();
    assert.deepEqual(
      rendered.pages.map((outcome) => outcome.ok),
      [true],
    );
    assert.equal(rendered.personalized, false);
    assert.equal(rendered.cacheable, true);
    assert.equal(rendered.headers.get('cache-control'), null);

    await faults({ queries: { status: 503, count: 1, sessionKey: 's9' } });
    const failed = await render();
    assert.deepEqual(
      failed.pages.map((outcome) => outcome.ok),
      [false],
    );
    assert.equal(failed.personalized, false);
    assert.equal(failed.cacheable, false);
    assert.match(failed.headers.get('cache-control') ?? '', /\bno-store\b/);
    assert.equal(failed.headers.get('set-cookie'), null, 'known keys are not set again');
  });
});
