/**
 * The storefront query client against the reference server that the test harness mounts on this
 * page's origin (and on a second origin): real requests, real responses, every failure kind.
 */
import { expect } from '@open-wc/testing';
import {
  StorefrontConfigError,
  StorefrontError,
  buildProductPageRequest,
  queryProductPage,
  querySponsoredPage,
  type StorefrontConfig,
} from '../../../src/api/index.ts';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return expect.fail('expected the query to reject');
}

/** The part of `GET /__reference/catalog` these tests read. */
interface ReferenceCatalog {
  markets: {
    id: string;
    locales: string[];
    stores: string[];
    priceIds: string[];
    pages: {
      id: string;
      paths: Record<string, string>;
      previewOnly: boolean;
      banners: string[];
      sponsoredLists: string[];
    }[];
  }[];
  brands: string[];
  customAttributes: string[];
  groups: { key: string; brand: string; products: string[] }[];
}

/**
 * Makes the reference server fail or stall the next requests of this file's session only, so
 * test files running side by side are not affected.
 */
async function injectFault(fault: object): Promise<void> {
  const response = await fetch('/__reference/faults', {
    method: 'POST',
    body: JSON.stringify(fault),
  });
  expect(response.status).to.equal(204);
}

describe('queries against the reference server', () => {
  let catalog: ReferenceCatalog;
  let live: StorefrontConfig;
  let market: ReferenceCatalog['markets'][number];
  let page: ReferenceCatalog['markets'][number]['pages'][number];
  let productKey: string;
  let groupKey: string;

  before(async () => {
    const response = await fetch('/__reference/catalog');
    expect(response.status).to.equal(200);
    catalog = (await response.json()) as ReferenceCatalog;
    market = catalog.markets[0]!;
    // A published page with banners and sponsored lists.
    page = market.pages.find((p) => !p.previewOnly && p.banners.length && p.sponsoredLists.length)!;
    const group = catalog.groups.find((g) => g.products.length > 1) ?? catalog.groups[0]!;
    groupKey = group.key;
    productKey = group.products[0]!;
    live = {
      apiBase: '',
      market: market.id,
      locale: market.locales[0]!,
      touchpoint: 'DESKTOP',
      customerKey: crypto.randomUUID(),
      sessionKey: crypto.randomUUID(),
    };
  });

  describe('sponsored page (S1)', () => {
    it('answers a GET with the page banners and sponsored lists', async () => {
      const result = await querySponsoredPage(live, { pageReference: page.id });
      expect(result.status).to.equal(200);
      expect(result.dropped).to.deep.equal([]);
      expect(result.data.banners.map((banner) => banner.id)).to.deep.equal(page.banners);
      expect(result.data.sponsoredLists.length).to.be.greaterThan(0);
      for (const list of result.data.sponsoredLists)
        expect(page.sponsoredLists).to.include(list.id);
    });

    it('finds the page by its localised path', async () => {
      const path = page.paths[live.locale]!;
      const result = await querySponsoredPage(live, { pageReference: path });
      expect(result.data.banners.map((banner) => banner.id)).to.deep.equal(page.banners);
    });

    it('sends a POST body: the catalog entitlement restricts every list', async () => {
      const brand = catalog.brands[0]!;
      const result = await querySponsoredPage(live, {
        pageReference: page.id,
        settings: { catalogEntitlement: `rule incl brand {"${brand}"}` },
      });
      expect(result.status).to.equal(200);
      const brands = result.data.sponsoredLists.flatMap((list) =>
        list.productGroups.flatMap((g) => g.products.map((p) => p.brand)),
      );
      expect(brands.length).to.be.greaterThan(0);
      for (const seen of brands) expect(seen).to.equal(brand);
    });

    it('applies facets in every form and a forced winner', async () => {
      const brand = catalog.brands[1]!;
      const forms = [
        { brand: [brand], price: { min: 0, max: 1_000_000 } },
        `f.brand=${encodeURIComponent(brand)}&f.price.min=0`,
        new URLSearchParams({ 'f.brand': brand, 'f.in_stock': 'true' }),
      ];
      for (const facets of forms) {
        const result = await querySponsoredPage(live, { pageReference: page.id, facets });
        expect(result.status).to.equal(200);
        const brands = result.data.sponsoredLists.flatMap((l) =>
          l.productGroups.flatMap((g) => g.products.map((p) => p.brand)),
        );
        expect(brands.length, String(facets)).to.be.greaterThan(0);
        for (const seen of brands) expect(seen).to.equal(brand);
      }
      const forced = await querySponsoredPage(live, { pageReference: page.id, winner: brand });
      expect(forced.data.sponsoredLists.length).to.be.greaterThan(0);
      for (const list of forced.data.sponsoredLists.filter(
        (l) => l.visible && l.productGroups.length,
      )) {
        expect(list.winners).to.deep.equal([brand]);
      }
    });

    it('returns no sponsored lists for a non-notifying request', async () => {
      const result = await querySponsoredPage(
        { ...live, notify: false },
        { pageReference: page.id },
      );
      expect(result.data.sponsoredLists).to.deep.equal([]);
      expect(result.data.banners.length).to.be.greaterThan(0);
    });

    it('is accepted by the server for every user context, with the keys each allows', async () => {
      for (const userContext of [
        'PERSONALIZED',
        'UNPERSONALIZED',
        'ANONYMOUS',
        'SYNTHETIC',
      ] as const) {
        const result = await querySponsoredPage(
          { ...live, userContext },
          { pageReference: page.id },
        );
        expect(result.status, userContext).to.equal(200);
      }
      const keyless = await querySponsoredPage(
        { ...live, userContext: 'SYNTHETIC', customerKey: undefined, sessionKey: undefined },
        { pageReference: page.id },
      );
      expect(keyless.status).to.equal(200);
    });

    it('is accepted by the server with every optional common parameter', async () => {
      const config: StorefrontConfig = {
        ...live,
        touchpoint: 'MOBILE',
        channels: ['ONLINE', 'STORE'],
        stores: market.stores.slice(0, 2),
        presentCustom: catalog.customAttributes,
        presentPrices: market.priceIds,
        priceId: market.priceIds[0]!,
        templateId: 'default',
        viewId: 'PREVIEW',
      };
      const result = await querySponsoredPage(config, { pageReference: page.id });
      expect(result.status).to.equal(200);
      expect(result.dropped).to.deep.equal([]);
      const preview = market.pages.find((p) => p.previewOnly);
      if (preview) {
        expect((await querySponsoredPage(config, { pageReference: preview.id })).status).to.equal(
          200,
        );
        const hidden = await rejection(querySponsoredPage(live, { pageReference: preview.id }));
        expect((hidden as StorefrontError).kind).to.equal('not-found');
      }
    });
  });

  describe('product page (S2)', () => {
    it('answers with the product group and the requested lists, in order', async () => {
      const algorithms = ['ALTERNATIVES', 'STYLE_WITH', 'UPSELL', 'MORE_FROM_SERIES'] as const;
      const result = await queryProductPage(live, {
        productKey,
        settings: {
          productGroup: { include: true },
          recommendationLists: algorithms.map((algorithm) => ({
            id: algorithm.toLowerCase().replaceAll('_', '-'),
            algorithm,
            limit: 4,
          })),
        },
      });
      expect(result.status).to.equal(200);
      expect(result.dropped).to.deep.equal([]);
      expect(result.data.productGroup?.key).to.equal(groupKey);
      expect(result.data.productGroup?.products[0]?.key).to.equal(productKey);
      expect(result.data.recommendationLists.map((list) => list.algorithm)).to.deep.equal([
        ...algorithms,
      ]);
      for (const list of result.data.recommendationLists) {
        expect(list.productGroups.length).to.be.at.most(4);
        // The main product and its group are never recommended on its own page.
        for (const g of list.productGroups) expect(g.key).not.to.equal(groupKey);
      }
    });

    it('returns variant tickets instead of the group when the group is not requested', async () => {
      const result = await queryProductPage(live, { productKey, settings: {} });
      expect(result.data.productGroup).to.equal(undefined);
      expect(Object.keys(result.data.tickets ?? {}).length).to.be.greaterThan(0);
    });

    it('returns a hidden list with no product groups', async () => {
      const result = await queryProductPage(live, {
        productKey,
        settings: { recommendationLists: [{ id: 'hidden-alt', algorithm: 'ALTERNATIVES' }] },
      });
      expect(result.data.recommendationLists[0]?.visible).to.equal(false);
      expect(result.data.recommendationLists[0]?.productGroups).to.deep.equal([]);
    });
  });

  describe('failures', () => {
    it('400 from an unknown market is invalid-arguments with the server message', async () => {
      const error = await rejection(
        querySponsoredPage({ ...live, market: 'XX-NOPE' }, { pageReference: page.id }),
      );
      expect(error).to.be.instanceOf(StorefrontError);
      const storefront = error as StorefrontError;
      expect(storefront.kind).to.equal('invalid-arguments');
      expect(storefront.status).to.equal(400);
      expect(storefront.serverMessage).to.contain('market');
      expect(storefront.message)
        .to.contain('invalid or missing required arguments')
        .and.to.contain('XX-NOPE');
    });

    it('404 from an unknown product key or page is not-found', async () => {
      const product = (await rejection(
        queryProductPage(live, { productKey: 'no-such-product', settings: {} }),
      )) as StorefrontError;
      expect(product.kind).to.equal('not-found');
      expect(product.status).to.equal(404);
      expect(product.serverMessage).to.contain('no-such-product');
      const missingPage = (await rejection(
        querySponsoredPage(live, { pageReference: 'no/such/page' }),
      )) as StorefrontError;
      expect(missingPage.kind).to.equal('not-found');
      expect(missingPage.message).to.contain('no/such/page');
    });

    it('500 from the server is server-error, with the server message', async () => {
      // Twice: one 500 is asked again (below).
      await injectFault({ queries: { status: 500, count: 2, sessionKey: live.sessionKey } });
      const error = (await rejection(
        querySponsoredPage(live, { pageReference: page.id }),
      )) as StorefrontError;
      expect(error).to.be.instanceOf(StorefrontError);
      expect(error.kind).to.equal('server-error');
      expect(error.status).to.equal(500);
      expect(error.message).to.contain('injected fault');
    });

    it('a dropped connection or a 500 is asked again once, a second later; an abort ends the pause', async () => {
      // A phone audit: one failed request left a product page in its error state for good.
      const sent: number[] = [];
      const dropOnce = (drops: number): typeof fetch => {
        let dropped = 0;
        return (input, init) => {
          sent.push(performance.now());
          return dropped++ < drops
            ? Promise.reject(new TypeError('Failed to fetch'))
            : fetch(input, init);
        };
      };
      const query = { productKey, settings: { productGroup: { include: true } } };
      const answered = await queryProductPage(live, query, { fetch: dropOnce(1) });
      expect(answered.status).to.equal(200);
      expect(sent).to.have.length(2);
      expect(sent[1]! - sent[0]!).to.be.within(900, 2500);

      sent.length = 0;
      const twice = (await rejection(
        queryProductPage(live, query, { fetch: dropOnce(2) }),
      )) as StorefrontError;
      expect(twice.kind).to.equal('network');
      expect(sent).to.have.length(2);

      sent.length = 0;
      await injectFault({ queries: { status: 500, count: 1, sessionKey: live.sessionKey } });
      const busy = await queryProductPage(live, query, { fetch: dropOnce(0) });
      expect(busy.status).to.equal(200);
      expect(sent).to.have.length(2);

      // Aborted in the pause: at once, with the caller's reason. A timeout that leaves no room for
      // the retry: the failure as it is, at once.
      const controller = new AbortController();
      const start = performance.now();
      const pending = queryProductPage(live, query, {
        fetch: dropOnce(1),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort('left the page'), 100);
      expect(await rejection(pending)).to.equal('left the page');
      expect(performance.now() - start).to.be.below(600);
      sent.length = 0;
      const late = (await rejection(
        queryProductPage(live, query, { fetch: dropOnce(1), timeout: 300 }),
      )) as StorefrontError;
      expect(late.kind).to.equal('network');
      expect(sent).to.have.length(1);
    });

    it('503 from a storefront query means no products found', async () => {
      await injectFault({ queries: { status: 503, count: 1, sessionKey: live.sessionKey } });
      const error = (await rejection(
        queryProductPage(live, { productKey, settings: { productGroup: { include: true } } }),
      )) as StorefrontError;
      expect(error.kind).to.equal('no-products');
      expect(error.status).to.equal(503);
      expect(error.message).to.match(/no products found/i);
    });

    it('415 for a body the server cannot read: the server side, then through the client', async () => {
      const { url, init } = buildProductPageRequest(live, { productKey, settings: {} });
      const raw = await fetch(url, { ...init, headers: { 'Content-Type': 'application/xml' } });
      expect(raw.status).to.equal(415);
      expect(((await raw.json()) as { message: string }).message).to.be.a('string');
      const notJson = await fetch(url, { ...init, body: '{not json' });
      expect(notJson.status).to.equal(415);

      // The client always sends text/plain; a transport that rewrites the header (a real fetch to
      // the real server) shows how the client reports the answer.
      const rewriting: typeof fetch = (input, requestInit) =>
        fetch(input, { ...requestInit, headers: { 'Content-Type': 'application/xml' } });
      const error = (await rejection(
        queryProductPage(live, { productKey, settings: {} }, { fetch: rewriting }),
      )) as StorefrontError;
      expect(error.kind).to.equal('unsupported-media-type');
      expect(error.status).to.equal(415);
      expect(error.message).to.contain('body encoding cannot be parsed');
    });

    it('a response that is not JSON, or not a result, is invalid-response', async () => {
      const image = (await querySponsoredPage(live, { pageReference: page.id })).data.banners[0]
        ?.images[0]?.url;
      expect(image).to.be.a('string');
      const toImage: typeof fetch = (_input, requestInit) =>
        fetch(image!, { ...requestInit, method: 'GET', body: null });
      const notJson = (await rejection(
        querySponsoredPage(live, { pageReference: page.id }, { fetch: toImage }),
      )) as StorefrontError;
      expect(notJson.kind).to.equal('invalid-response');
      expect(notJson.status).to.equal(200);

      // The notification log is a JSON array: valid JSON, unusable as a result.
      const toArray: typeof fetch = (_input, requestInit) =>
        fetch('/__reference/notifications', { ...requestInit, method: 'GET', body: null });
      const notResult = (await rejection(
        querySponsoredPage(live, { pageReference: page.id }, { fetch: toArray }),
      )) as StorefrontError;
      expect(notResult.kind).to.equal('invalid-response');
      expect(notResult.message).to.contain('expected object');
    });

    it('an object of other members (another service) is invalid-response; an empty one is a result', async () => {
      await injectFault({
        queries: { status: 200, body: '{"hello":"world"}', count: 2, sessionKey: live.sessionKey },
      });
      for (const query of [
        querySponsoredPage(live, { pageReference: page.id }),
        queryProductPage(live, { productKey, settings: { productGroup: { include: true } } }),
      ]) {
        const error = (await rejection(query)) as StorefrontError;
        expect(error.kind).to.equal('invalid-response');
        expect(error.status).to.equal(200);
        expect(error.message).to.contain('hello');
      }
      await injectFault({
        queries: { status: 200, body: '{}', count: 1, sessionKey: live.sessionKey },
      });
      const empty = await querySponsoredPage(live, { pageReference: page.id });
      expect(empty.data).to.deep.equal({ banners: [], sponsoredLists: [] });
    });

    it('an unreachable server is a network error', async () => {
      const error = (await rejection(
        querySponsoredPage({ ...live, apiBase: 'http://127.0.0.1:9' }, { pageReference: page.id }),
      )) as StorefrontError;
      expect(error).to.be.instanceOf(StorefrontError);
      expect(error.kind).to.equal('network');
      expect(error.status).to.equal(undefined);
    });

    it('a timeout bounds slow bidding: kind timeout, and the server answer is not awaited', async () => {
      await injectFault({ queries: { delayMs: 1500, count: 1, sessionKey: live.sessionKey } });
      const started = performance.now();
      const error = (await rejection(
        querySponsoredPage(live, { pageReference: page.id }, { timeout: 200 }),
      )) as StorefrontError;
      const waited = performance.now() - started;
      expect(error).to.be.instanceOf(StorefrontError);
      expect(error.kind).to.equal('timeout');
      expect(error.message).to.contain('200 ms');
      expect(waited).to.be.lessThan(1500);
    });

    it('a timeout that does not fire leaves the query alone', async () => {
      const result = await querySponsoredPage(
        live,
        { pageReference: page.id },
        { timeout: 30_000 },
      );
      expect(result.status).to.equal(200);
    });

    it('a caller abort rejects with the signal reason, untouched', async () => {
      const controller = new AbortController();
      const pending = querySponsoredPage(
        live,
        { pageReference: page.id },
        { signal: controller.signal, timeout: 30_000 },
      );
      controller.abort();
      const error = await rejection(pending);
      expect(error).to.be.instanceOf(DOMException);
      expect((error as DOMException).name).to.equal('AbortError');
      expect(error).to.equal(controller.signal.reason);

      const custom = new Error('navigated away');
      const second = new AbortController();
      const next = queryProductPage(live, { productKey, settings: {} }, { signal: second.signal });
      second.abort(custom);
      expect(await rejection(next)).to.equal(custom);

      const already = AbortSignal.abort();
      const early = await rejection(
        querySponsoredPage(live, { pageReference: page.id }, { signal: already }),
      );
      expect((early as DOMException).name).to.equal('AbortError');
    });

    it('a configuration error rejects before anything is sent', async () => {
      const error = await rejection(
        querySponsoredPage({ ...live, channels: ['STORE'] }, { pageReference: page.id }),
      );
      expect(error).to.be.instanceOf(StorefrontConfigError);
      expect((error as StorefrontConfigError).parameter).to.equal('stores');
      const timeout = await rejection(
        querySponsoredPage(live, { pageReference: page.id }, { timeout: 0 }),
      );
      expect((timeout as StorefrontConfigError).parameter).to.equal('timeout');
    });
  });
});
