// A shop's page lives on its own origin and calls the cluster on another: the reference server
// must answer cross-origin requests the way a real cluster does. The harness runs a second
// reference server on another origin and names it in /__harness/config.json.
import { expect } from '@open-wc/testing';
import { queryProductPage, querySponsoredPage } from '../../../src/api/index.ts';

interface Catalog {
  markets: { id: string; locales: string[]; pages: { id: string }[] }[];
  groups: { products: string[] }[];
}

let base = '';
let catalog: Catalog;

before(async () => {
  const harness = (await (await fetch('/__harness/config.json')).json()) as {
    crossOriginBase: string;
  };
  base = harness.crossOriginBase;
  catalog = (await (await fetch(`${base}/__reference/catalog`)).json()) as Catalog;
});

function config() {
  const market = catalog.markets[0]!;
  return {
    apiBase: base,
    market: market.id,
    locale: market.locales[0]!,
    touchpoint: 'DESKTOP' as const,
    customerKey: crypto.randomUUID(),
    sessionKey: crypto.randomUUID(),
  };
}

describe('reference server from another origin', () => {
  it('is on another origin than the test page', () => {
    expect(new URL(base).origin).to.not.equal(location.origin);
  });

  it('answers a product-page query (a simple text/plain POST, no preflight)', async () => {
    const productKey = catalog.groups[3]!.products[0]!;
    const result = await queryProductPage(config(), {
      productKey,
      settings: {
        productGroup: { include: true },
        recommendationLists: [{ id: 'alternatives', algorithm: 'ALTERNATIVES', limit: 3 }],
      },
    });
    expect(result.status).to.equal(200);
    expect(result.data.productGroup?.products[0]?.key).to.equal(productKey);
    expect(result.data.recommendationLists[0]?.productGroups).to.have.length(3);
  });

  it('answers a sponsored-page query by GET', async () => {
    const page = catalog.markets[0]!.pages[0]!;
    const result = await querySponsoredPage(config(), { pageReference: page.id });
    expect(result.status).to.equal(200);
    expect(result.data.banners.length + result.data.sponsoredLists.length).to.be.greaterThan(0);
  });

  it('lets a preflighted request through (application/json body)', async () => {
    const { id, locales } = catalog.markets[0]!;
    const params = new URLSearchParams({
      market: id,
      locale: locales[0]!,
      touchpoint: 'MOBILE',
      customerKey: 'c1',
      sessionKey: 's1',
      productKey: catalog.groups[0]!.products[0]!,
    });
    const response = await fetch(`${base}/api/storefront/v3/queries/product-page?${params}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productGroup: { include: true } }),
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/json/);
  });

  it('lets the page read error bodies cross-origin', async () => {
    const response = await fetch(`${base}/api/storefront/v3/queries/sponsored-page?market=XX`);
    expect(response.status).to.equal(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).to.be.a('string').and.not.be.empty;
  });
});
