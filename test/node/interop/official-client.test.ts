/**
 * The vendor's official client (`@apptus/esales-api`) against the reference server: every call our
 * reference answers (product-page GET and POST, sponsored page, every notification the client has)
 * is accepted, and what the reference answered type-checks against the client's own types
 * (official-types.ts runs tsc over the captured responses).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { elevate, type ProductPage, type SponsoredPage } from '@apptus/esales-api';
import {
  ProductPageResultSchema,
  SponsoredPageResultSchema,
  parseTolerant,
} from '../../../src/api/schemas/index.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { KNOWN_DIFFERENCES, checkAgainstOfficialTypes } from './official-types.ts';

const keys = { customerKey: 'official-customer', sessionKey: 'official-session' };
let server: Awaited<ReturnType<typeof startReferenceServer>>;
let api: ReturnType<typeof elevate>;
let productKey: string;
const captured: { productPage: ProductPage[]; sponsoredPage: SponsoredPage[] } = {
  productPage: [],
  sponsoredPage: [],
};

before(async () => {
  server = await startReferenceServer({ port: 0, host: '127.0.0.1' });
  // The client builds `{clusterUrl}/api/storefront/v3/...`; a full URL is taken as the cluster.
  api = elevate({
    clusterId: server.url,
    market: 'SE',
    locale: 'sv-SE',
    touchpoint: 'desktop',
    session: () => keys,
  });
  const catalog = (await (await fetch(`${server.url}/__reference/catalog`)).json()) as {
    groups: { products: string[] }[];
  };
  productKey = catalog.groups.find((group) => group.products.length >= 2)!.products[0]!;
});
after(() => server.close());

async function records(): Promise<{ endpoint: string; status: number; query: any; body: any }[]> {
  return (await fetch(`${server.url}/__reference/notifications`)).json();
}

describe('official client against the reference server', () => {
  it('product-page without a body is a GET and answers the variant tickets', async () => {
    const result = await api.query.productPage({ productKey });
    assert.equal(result.recommendationLists.length, 0);
    assert.ok(Object.keys(result.tickets).length > 0);
    captured.productPage.push(result);
  });

  it('product-page with a body is a POST; the lower-case viewId is accepted', async () => {
    const result = await api.query.productPage(
      { productKey, viewId: 'preview', channels: 'ONLINE|STORE', stores: 'se-sto-01' },
      {
        productGroup: { include: true },
        recommendationLists: [
          { id: 'alts', algorithm: 'ALTERNATIVES', limit: 4 },
          { id: 'style', algorithm: 'STYLE_WITH', visualization: 'GRID' },
        ],
      },
    );
    assert.equal(result.productGroup?.products[0]?.key, productKey);
    assert.deepEqual(
      result.recommendationLists.map((list) => [list.id, list.algorithm, list.visualization]),
      [
        ['alts', 'ALTERNATIVES', 'CAROUSEL'],
        ['style', 'STYLE_WITH', 'GRID'],
      ],
    );
    const parsed = parseTolerant(ProductPageResultSchema, result);
    assert.ok(parsed.success);
    assert.deepEqual(parsed.dropped, []);
    captured.productPage.push(result);
  });

  it('sponsored-page answers sponsored lists, each with its algorithm', async () => {
    const result = await api.query.sponsoredPage({ pageReference: 'home', viewId: 'production' });
    assert.ok(result.sponsoredLists.length >= 2);
    for (const list of result.sponsoredLists) assert.ok(list.algorithm, `${list.id}: algorithm`);
    const parsed = parseTolerant(SponsoredPageResultSchema, result);
    assert.ok(parsed.success);
    assert.deepEqual(parsed.dropped, []);
    captured.sponsoredPage.push(result);
  });

  it('a list without algorithm, and one with the deprecated productFilter, are answered (audit s38b #4)', async () => {
    const page = await api.query.productPage({ productKey }, { productGroup: { include: true } });
    const brand = page.productGroup!.products[0]!.brand!;
    const result = await api.query.productPage(
      { productKey },
      {
        recommendationLists: [
          { id: 'noalgo', limit: 4 },
          { id: 'filtered', algorithm: 'TOP_PRODUCTS', limit: 8, productFilter: { brand } },
        ],
      },
    );
    const [plain, filtered] = result.recommendationLists;
    assert.equal(plain!.algorithm, 'TOP_PRODUCTS');
    assert.ok(plain!.productGroups.length > 0);
    const brands = filtered!.productGroups.flatMap((group) => group.products.map((p) => p.brand));
    assert.ok(brands.length > 0, 'the filtered list has products');
    assert.deepEqual([...new Set(brands)], [brand]);
    // A filter the service cannot read: 400 naming the member and what it takes.
    const refused = await fetch(
      `${server.url}/api/storefront/v3/queries/product-page?market=SE&locale=sv-SE&touchpoint=DESKTOP&customerKey=c&sessionKey=s&productKey=${productKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          recommendationLists: [{ id: 'f', productFilter: { price: { max: 'cheap' } } }],
        }),
      },
    );
    assert.equal(refused.status, 400);
    assert.match(
      ((await refused.json()) as { message: string }).message,
      /^recommendationLists\[0\]\.productFilter\.price: expected a string, a number, a non-empty array of them, or a range \{min, max\} of numbers$/,
    );
  });

  it("sponsored-page takes a page's URL as its reference, or the Referer without one (audit s38b #6)", async () => {
    const us = elevate({
      clusterId: server.url,
      market: 'US',
      locale: 'en-US',
      touchpoint: 'desktop',
      session: () => keys,
    });
    const listIds = (result: SponsoredPage) => result.sponsoredLists.map((list) => list.id);
    const byPath = await us.query.sponsoredPage({ pageReference: '/en-us/category/jackets' });
    assert.ok(byPath.sponsoredLists.length > 0);
    const byUrl = await us.query.sponsoredPage({
      pageReference: 'https://shop.example/en-us/category/jackets?sort=new',
    });
    assert.deepEqual(listIds(byUrl), listIds(byPath));
    const url = `${server.url}/api/storefront/v3/queries/sponsored-page?market=US&locale=en-US&touchpoint=DESKTOP&customerKey=c&sessionKey=s`;
    const byReferer = await fetch(url, {
      headers: { referer: 'https://shop.example/en-us/category/jackets' },
    });
    assert.equal(byReferer.status, 200);
    assert.deepEqual(listIds((await byReferer.json()) as SponsoredPage), listIds(byPath));
    const neither = await fetch(url);
    assert.equal(neither.status, 400);
    assert.equal(
      ((await neither.json()) as { message: string }).message,
      'pageReference: is required (or a Referer header)',
    );
  });

  it('every notification the client has is accepted (204) with the client keys', async () => {
    await fetch(`${server.url}/__reference/notifications`, { method: 'DELETE' });
    const page = await api.query.productPage({ productKey }, { productGroup: { include: true } });
    const product = page.productGroup!.products[0]!;
    const variant = product.variants[0]!;
    await api.notify.click(product.ticket);
    await api.notify.addToCart(variant.ticket);
    await api.notify.adImpression('imp:SE:home:sponsored-top');
    await api.notify.addFavorite(product.key);
    await api.notify.addFavorite({ variantKey: variant.key });
    await api.notify.removeFavorite(product.key);
    await api.notify.removeFavorite({ variantKey: variant.key });
    await api.notify.removeRecentlyViewed([product.key]);
    await api.notify.removeRecentlyViewed('removeAll');
    await api.notify.removeRecentSearches(['dress']);
    await api.notify.removeRecentSearches('removeAll');
    await api.notify.end();
    const received = await records();
    assert.deepEqual(
      received.map((record) => [record.endpoint, record.status]),
      [
        ['click', 204],
        ['add-to-cart', 204],
        ['ad-impression', 204],
        ['add-favorite', 204],
        ['add-favorite', 204],
        ['remove-favorite', 204],
        ['remove-favorite', 204],
        ['remove-recently-viewed', 204],
        ['remove-recently-viewed', 204],
        ['remove-recent-searches', 204],
        ['remove-recent-searches', 204],
        ['end', 204],
      ],
    );
    for (const record of received) assert.deepEqual(record.query, { market: 'SE', ...keys });
  });

  it('remove-recently-viewed takes products out of RECENTLY_VIEWED', async () => {
    const page = await api.query.productPage({ productKey }, { productGroup: { include: true } });
    const product = page.productGroup!.products[0]!;
    // Another group's product, so RECENTLY_VIEWED (which leaves out the page's own group) shows it.
    const other = await api.query.productPage(
      { productKey },
      { recommendationLists: [{ id: 'alts', algorithm: 'ALTERNATIVES', limit: 1 }] },
    );
    const seen = other.recommendationLists[0]!.productGroups[0]!.products[0]!;
    await api.notify.click(seen.ticket);
    const recent = async () =>
      (
        await api.query.productPage(
          { productKey: product.key },
          { recommendationLists: [{ id: 'recent', algorithm: 'RECENTLY_VIEWED' }] },
        )
      ).recommendationLists[0]!.productGroups.map((group) => group.products[0]!.key);
    assert.ok((await recent()).includes(seen.key));
    await api.notify.removeRecentlyViewed([seen.key]);
    assert.ok(!(await recent()).includes(seen.key));
  });

  it('captured responses type-check against the official types (tsc)', () => {
    assert.ok(captured.productPage.length >= 2 && captured.sponsoredPage.length >= 1);
    const outcome = checkAgainstOfficialTypes(captured);
    assert.equal(outcome.errors, '', 'the captured responses match the official types');
    assert.deepEqual(
      outcome.fired.sort(),
      KNOWN_DIFFERENCES.map((difference) => difference.name).sort(),
      'every known difference still shows (else docs/decisions.md is stale)',
    );
    assert.match(
      outcome.controlErrors,
      /algorithm/,
      'the control fixture (a list without algorithm) must fail, so the check can fail',
    );
  });
});
