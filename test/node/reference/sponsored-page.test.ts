/** S1: banners, sponsored lists, facets, winners, pages by id or path. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SponsoredPageResultSchema, parseTolerant } from '../../../src/api/schemas/index.ts';
import { SE, start, type CatalogGroup, type CatalogInfo, type Client } from './helpers.ts';

let client: Client;
let catalog: CatalogInfo;
let groupOf: Map<string, CatalogGroup>;
let close: () => Promise<void>;

before(async () => {
  const started = await start();
  ({ client, catalog, groupOf } = started);
  close = () => started.server.close();
});
after(() => close());

async function page(query: Record<string, string | undefined>) {
  const reply = await client.sponsoredPage({ ...SE, ...query });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const parsed = parseTolerant(SponsoredPageResultSchema, reply.body);
  assert.ok(parsed.success);
  assert.deepEqual(parsed.dropped, []);
  return reply.body;
}

const allProducts = (body: any) =>
  body.sponsoredLists.flatMap((l: any) => l.productGroups.flatMap((g: any) => g.products));

describe('sponsored-page (S1)', () => {
  it('GET answers banners and sponsored lists with impression tickets, winners and sponsored products', async () => {
    const body = await page({ pageReference: 'home' });
    assert.equal(body.banners.length, 1);
    const banner = body.banners[0];
    assert.deepEqual([banner.id, banner.width, banner.height], ['hero', 1600, 500]);
    for (const image of banner.images) {
      assert.match(image.url, /\/__reference\/images\/banner-home-hero-\d\.svg\?w=1600&h=500$/);
      assert.match(image.link, /^\/sv-se\//, 'links are relative shop paths');
    }
    assert.equal(body.sponsoredLists.length, 2);
    for (const l of body.sponsoredLists) {
      assert.ok(l.impressionTicket);
      assert.ok(l.winners.length >= 1);
      assert.ok(l.productGroups.length >= 2);
      for (const g of l.productGroups) {
        assert.ok(l.winners.includes(g.products[0].brand));
        assert.equal(g.products[0].sponsored, true);
      }
    }
    const tickets = [
      ...body.banners.flatMap((b: any) => b.images.map((i: any) => i.ticket)),
      ...body.sponsoredLists.map((l: any) => l.impressionTicket),
      ...allProducts(body).flatMap((p: any) => [p.ticket, ...p.variants.map((v: any) => v.ticket)]),
    ];
    assert.equal(new Set(tickets).size, tickets.length, 'tickets are unique');
  });

  it('POST is the same as GET and applies catalogEntitlement', async () => {
    const get = await page({ pageReference: 'home' });
    const qs = new URLSearchParams({ ...SE, pageReference: 'home' });
    const post = await client.post(
      `/api/storefront/v3/queries/sponsored-page`,
      Object.fromEntries(qs),
      {},
    );
    assert.equal(post.status, 200);
    assert.deepEqual(post.body, get);
    const brand = catalog.brands[2]!;
    const entitled = await client.post(
      `/api/storefront/v3/queries/sponsored-page`,
      Object.fromEntries(qs),
      { catalogEntitlement: `rule incl brand {"${brand}"}` },
    );
    assert.equal(entitled.status, 200);
    assert.ok(allProducts(entitled.body).length > 0);
    for (const p of allProducts(entitled.body)) assert.equal(p.brand, brand);
  });

  it('finds a page by its localized path, and category pages list that category', async () => {
    const market = catalog.markets.find((m) => m.id === 'SE')!;
    const shoes = market.pages.find((p) => p.id === 'category/shoes')!;
    const byPath = await page({ pageReference: shoes.paths['sv-SE'] });
    const byId = await page({ pageReference: 'category/shoes' });
    assert.deepEqual(byPath, byId);
    assert.ok(allProducts(byId).length > 0);
    for (const p of allProducts(byId)) assert.equal(groupOf.get(p.key)!.category, 'shoes');
  });

  it('notify=false gets banners but no lists (no bidding)', async () => {
    const body = await page({ pageReference: 'home', notify: 'false' });
    assert.equal(body.banners.length, 1);
    assert.deepEqual(body.sponsoredLists, []);
  });

  it('winner forces the winning brand', async () => {
    const brand = catalog.brands[7]!;
    const body = await page({ pageReference: 'home', winner: brand });
    assert.deepEqual(body.sponsoredLists[0].winners, [brand]);
    for (const g of body.sponsoredLists[0].productGroups) assert.equal(g.products[0].brand, brand);
  });

  it('facets filter the products: values, checkbox and range', async () => {
    const body = await page({
      pageReference: 'home',
      'f.category': 'shoes|bags',
      'f.on_sale': 'true',
      'f.price.min': '300',
      'f.price.max': '2000',
    });
    const products = allProducts(body);
    assert.ok(products.length > 0);
    for (const p of products) {
      assert.ok(['shoes', 'bags'].includes(groupOf.get(p.key)!.category));
      assert.ok(p.sellingPrice.min < p.listPrice.min, 'on sale');
      assert.ok(p.sellingPrice.min >= 300 && p.sellingPrice.min <= 2000);
    }
  });

  it('leaves out lists that too few products qualify for', async () => {
    const body = await page({ pageReference: 'home', 'f.price.max': '0' });
    assert.deepEqual(body.sponsoredLists, []);
  });

  it('hidden lists come back invisible and empty; banner-only pages have no lists', async () => {
    const summer = await page({ pageReference: 'campaign/summer' });
    const hidden = summer.sponsoredLists.find((l: any) => l.id === 'hidden-summer');
    assert.deepEqual([hidden.visible, hidden.productGroups], [false, []]);
    assert.equal(summer.sponsoredLists.find((l: any) => l.id === 'summer').visible, true);
    assert.equal(summer.banners.length, 2);
    const banners = await page({ pageReference: 'campaign/banners' });
    assert.deepEqual(banners.sponsoredLists, []);
    assert.equal(banners.banners.length, 1);
  });

  it('preview pages answer with viewId=PREVIEW', async () => {
    const body = await page({ pageReference: 'campaign/preview', viewId: 'PREVIEW' });
    assert.equal(body.banners[0].id, 'preview');
  });

  it('every page of every market and locale validates with zero dropped items', async () => {
    let lists = 0;
    for (const market of catalog.markets)
      for (const locale of market.locales)
        for (const p of market.pages) {
          const body = await page({
            market: market.id,
            locale,
            pageReference: p.paths[locale],
            viewId: 'PREVIEW',
            stores: market.stores[0],
          });
          lists += body.sponsoredLists.length;
        }
    assert.ok(lists > 20, `${lists} lists`);
  });

  it('is deterministic', async () => {
    assert.deepEqual(
      await page({ pageReference: 'category/bags' }),
      await page({ pageReference: 'category/bags' }),
    );
  });
});
