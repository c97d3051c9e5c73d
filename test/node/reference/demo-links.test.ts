/**
 * The demo server's map from the sample data's shop links to the demo pages (`demoPages`): the
 * links the S1/S2 answers carry redirect to the page showing that product or category.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createReferenceHandler } from '../../../src/reference/handler.ts';

const demo = createReferenceHandler({ demoPages: '/demo/' });

async function location(path: string, handler = demo): Promise<string | undefined> {
  const response = await handler(new Request(`http://shop.test${path}`));
  if (!response) return undefined;
  assert.equal(response.status, 302, path);
  return response.headers.get('location') ?? '';
}

describe('demo links', () => {
  it('a product link opens product.html with its key, market and locale', async () => {
    const product = await demo(
      new Request(
        'http://shop.test/api/storefront/v3/queries/product-page?market=SE&locale=sv-SE' +
          '&touchpoint=DESKTOP&customerKey=c&sessionKey=s&productKey=P1001-2',
        { method: 'POST', body: JSON.stringify({ productGroup: { include: true } }) },
      ),
    );
    const body = (await product!.json()) as {
      productGroup: {
        products: { key: string; link: string; variants: { link: string; key: string }[] }[];
      };
    };
    const shown = body.productGroup.products.find((p) => p.key === 'P1001-2')!;
    assert.match(shown.link, /^\/sv-se\/produkt\/[a-z0-9-]+\/P1001-2$/);
    assert.equal(
      await location(shown.link),
      '/demo/product.html?product-key=P1001-2&market=SE&locale=sv-SE',
    );
    const variant = shown.variants[0]!;
    assert.equal(
      await location(variant.link),
      `/demo/product.html?product-key=${variant.key}&market=SE&locale=sv-SE`,
    );
  });

  it('a category path opens category.html with its page; the start page opens index.html', async () => {
    assert.equal(
      await location('/es-us/categoria/zapatos'),
      '/demo/category.html?page-reference=category%2Fshoes&market=US&locale=es-US',
    );
    assert.equal(
      await location('/en-us/category/jackets'),
      '/demo/category.html?page-reference=category%2Fjackets&market=US&locale=en-US',
    );
    assert.equal(await location('/en-se/'), '/demo/index.html');
  });

  it('leaves everything else to the dev server', async () => {
    for (const path of [
      '/en-us/product/some-thing/P9999-1',
      '/en-us/category/unknown',
      '/xx-yy/category/shoes',
      '/demo/product.html',
      '/en-us/product/kestrel/P1001-1/extra',
    ])
      assert.equal(await location(path), undefined, path);
    // Without `demoPages` no shop link is answered.
    assert.equal(await location('/en-us/category/jackets', createReferenceHandler()), undefined);
  });
});
