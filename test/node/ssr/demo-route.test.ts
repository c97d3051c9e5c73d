/**
 * The demo's `/ssr/product.html` as a browser without script sees it: the raw HTML holds every
 * product name, price, image (with its size reserved) and link of the detail and its lists, the
 * demo page's own look (its stylesheet and header) around them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  SSR_CATEGORY_PATH,
  SSR_PRODUCT_PATH,
  ssrDemoRoute,
} from '../../../examples/ssr/demo-route.ts';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import { shadowRoots, startReference, textOf, type Reference } from './helpers.ts';
import type { ProductPageResult, SponsoredPageResult } from '../../../src/api/schemas/results.ts';

const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" data-sf-result>([\s\S]*?)<\/script>/.exec(html)![1]!)
    .result as ProductPageResult;

describe('demo route /ssr/product.html', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  const route = () =>
    ssrDemoRoute({
      productHtml: 'demo/product.html',
      assetBase: '/',
      reference: createReferenceHandler({ demoPages: '/' }),
    });

  it('serves the product page with everything a script-less browser needs', async () => {
    const response = await route()(
      new Request(`http://shop.test${SSR_PRODUCT_PATH}?product-key=${reference.productKey}`),
    );
    assert.equal(response?.status, 200);
    const html = await response!.text();
    assert.match(html, /<link rel="stylesheet" href="\/demo\.css" \/>/);
    assert.match(html, /<a class="brand" href="\/index\.html">/);
    const result = embedded(html);
    const [detail] = shadowRoots(html, 'sf-product-page');
    const product = result.productGroup!.products[0]!;
    assert.ok(textOf(detail!).includes(product.name!), product.name);
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      product.sellingPrice!.min,
    );
    assert.ok(textOf(detail!).includes(price), price);
    assert.match(detail!, /<img\s[^>]*part="main-image"[^>]*\swidth="\d+"\s+height="\d+"/);
    const lists = shadowRoots(html, 'sf-rec-list');
    assert.equal(lists.length, 3);
    let cards = 0;
    for (const list of result.recommendationLists) {
      const shown = lists[['alternatives', 'style-with', 'upsell'].indexOf(list.id)]!;
      for (const group of list.productGroups) {
        const card = group.products[0]!;
        assert.ok(textOf(shown).includes(card.name!), `card ${card.name}`);
        assert.ok(shown.includes(`href="${card.link}"`), `link ${card.link}`);
        cards++;
      }
      if (list.productGroups.length) {
        assert.match(shown, /<img\s[^>]*\swidth="\d+"\s+height="\d+"/, `${list.id} image size`);
      }
    }
    assert.ok(cards > 0, 'the lists have cards');
  });

  it('serves the category landing with its sponsored pages, banners and cards in the HTML', async () => {
    const response = await route()(new Request(`http://shop.test${SSR_CATEGORY_PATH}`));
    assert.equal(response?.status, 200);
    const html = await response!.text();
    assert.match(html, /<link rel="stylesheet" href="\/demo\.css" \/>/);
    assert.match(html, /<title>Category landing \(server-rendered\)/);
    // demo/category.html's own markup, with the page its script would have picked.
    assert.match(
      html,
      // Marked with the language of its words, as the browser marks it (audit s35 C1).
      /<sf-sponsored-page\s+page-reference="category\/jackets"\s+quick-add\s+favorites\s+heading-level="3"\s+lang="en"\s*>/,
    );
    // Under the sections' h2, the sponsored lists' headings are h3 in the server's HTML too.
    const labels = [...html.matchAll(/<(h\d) class="label" part="label">/g)].map((m) => m[1]);
    assert.ok(labels.length > 0, 'the sponsored lists have headings');
    assert.deepEqual([...new Set(labels)], ['h3']);
    assert.match(html, /page-reference="campaign\/summer"\s+facets="f\.in_stock=true"/);
    const roots = shadowRoots(html, 'sf-sponsored-page');
    assert.equal(roots.length, 2);
    const scripts = [
      ...html.matchAll(/<script type="application\/json" data-sf-result>([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!).result as SponsoredPageResult);
    assert.equal(scripts.length, 2);
    let cards = 0;
    scripts.forEach((result, index) => {
      const root = roots[index]!;
      for (const banner of result.banners) {
        for (const image of banner.images) {
          if (image.link) assert.ok(root.includes(`href="${image.link}"`), image.link);
        }
      }
      for (const list of result.sponsoredLists) {
        for (const group of list.productGroups) {
          const card = group.products[0]!;
          assert.ok(textOf(root).includes(card.name!), `card ${card.name}`);
          assert.ok(root.includes(`href="${card.link}"`), `link ${card.link}`);
          cards++;
        }
      }
    });
    assert.ok(scripts[0]!.banners.length > 0, 'the featured page has a banner');
    assert.match(roots[0]!, /part="banner-image"[^>]*width="\d+"\s+height="\d+"/);
    assert.ok(cards > 0, 'the sponsored lists have cards');
  });

  it('answers other paths with nothing (the next handler serves them)', async () => {
    assert.equal(await route()(new Request('http://shop.test/product.html')), undefined);
  });
});
