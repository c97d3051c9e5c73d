/**
 * Where the server sends its query (shop audit s28, H1): a page whose `api-base` is empty or
 * relative ("this origin") was resolved against the request's URL, whose host is the `Host`
 * header the visitor writes. `Host: attacker.example` sent the query, with the visitor's keys, to
 * that host and rendered its answer into the page. The server now asks the shop where.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderStorefront } from '../../../src/ssr/index.ts';
import { productMarkup, recordingFetch, startReference, type Reference } from './helpers.ts';

const SPONSORED = `<sf-storefront api-base="/api-proxy" market="US" locale="en-US" currency="USD">
  <sf-sponsored-page page-reference="category/jackets"></sf-sponsored-page>
</sf-storefront>`;

describe('server rendering: where the query goes', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  // The request as `toWebRequest` makes it from a request whose Host header the visitor chose.
  const forged = () => new Request(`http://attacker.example/product/${reference.productKey}`);

  for (const [what, markup] of [
    ['a product page with an empty api-base', () => productMarkup(reference.productKey)],
    ['a sponsored page with a relative api-base', () => SPONSORED],
  ] as const) {
    it(`${what}: refused without the apiBase option, nothing sent`, async () => {
      const sent = recordingFetch();
      await assert.rejects(
        renderStorefront(forged(), { markup: markup(), fetch: sent.fetch }),
        (error: Error) =>
          error.name === 'ServerApiBaseError' &&
          /Host header/.test(error.message) &&
          /apiBase/.test(error.message),
      );
      assert.deepEqual(
        sent.urls.map((url) => url.host),
        [],
      );
    });
  }

  it('sends the query to the apiBase option, whatever the Host header', async () => {
    const sent = recordingFetch();
    const page = await renderStorefront(forged(), {
      markup: productMarkup(reference.productKey),
      apiBase: reference.url,
      fetch: sent.fetch,
    });
    assert.deepEqual(page.pages, [{ productKey: reference.productKey, ok: true }]);
    assert.deepEqual(
      [...new Set(sent.urls.map((url) => url.origin))],
      [new URL(reference.url).origin],
    );
  });

  it('sends the query to an absolute api-base of the markup', async () => {
    const sent = recordingFetch();
    const page = await renderStorefront(forged(), {
      markup: productMarkup(reference.productKey).replace(
        'api-base=""',
        `api-base="${reference.url}"`,
      ),
      fetch: sent.fetch,
    });
    assert.deepEqual(page.pages, [{ productKey: reference.productKey, ok: true }]);
    assert.deepEqual(
      [...new Set(sent.urls.map((url) => url.origin))],
      [new URL(reference.url).origin],
    );
  });
});
