/**
 * Network faults, from the reference server's fault injection (one session per element): bidding
 * that outlasts `timeout`, a slow product page abandoned by an attribute change or removal, a
 * connection reset, truncated JSON, and bursts of 500/503 across several elements followed by
 * recovery on the next query. Each ends in a defined state; nothing reaches `window` as an error.
 */
import { expect } from '@open-wc/testing';
import { queryProductPage } from '../../../src/api/client.ts';
import { StorefrontError } from '../../../src/api/errors.ts';
import { catalog } from '../controllers/storefront-fixtures.ts';
import { unsafeDom, watch, type Watch } from './checks.ts';
import {
  addQueryFault,
  clearQueryFaults,
  makePage,
  pageState,
  productPage,
  sponsoredPage,
  until,
  type Mounted,
  type PageKind,
  type SfProductPage,
  type SfSponsoredPage,
} from './page-cases.ts';
import { fuzzSamples, type Samples } from './samples.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector(`[part~="${name}"]:not([part~="skeleton"])`) ?? null;
const failures = (mounted: Mounted) => mounted.errors.filter((error) => error.kind !== 'dropped');

describe('network faults', function () {
  this.timeout(20000);
  let samples: Samples;
  let watched: Watch;
  let container: HTMLElement;
  const mountedSessions: string[] = [];

  function mount(mounted: Mounted): Mounted {
    mountedSessions.push(mounted.sessionKey);
    container.append(mounted.element);
    return mounted;
  }

  before(async () => {
    samples = await fuzzSamples();
  });

  beforeEach(() => {
    container = document.createElement('div');
    container.style.cssText = 'position:fixed;top:0;left:0;width:900px;opacity:0';
    document.body.append(container);
    watched = watch();
  });

  afterEach(async () => {
    // Let late settlements of aborted queries surface before judging.
    await sleep(50);
    watched.dispose();
    container.remove();
    await Promise.all(mountedSessions.splice(0).map((key) => clearQueryFaults(key)));
    expect(watched.errors, 'errors reached window').to.deep.equal([]);
    expect(watched.pwned).to.deep.equal([]);
  });

  it('sf-sponsored-page: bidding beyond `timeout` ends in the empty state, not an error', async () => {
    const mounted = sponsoredPage(samples, { timeout: '200' });
    await addQueryFault(mounted.sessionKey, { delayMs: 1500 });
    const page = mount(mounted).element as SfSponsoredPage;
    await until(() => mounted.loads.length, 'sf-load after the timeout', 3000);
    await page.updateComplete;
    expect(page.timedOut).to.equal(true);
    expect(mounted.loads[0]!.result).to.deep.equal({ banners: [], sponsoredLists: [] });
    expect(failures(mounted)).to.deep.equal([]);
    expect(part(page, 'empty')).to.exist;
    expect(part(page, 'error')).to.equal(null);
    expect(page.hasAttribute('aria-busy')).to.equal(false);
  });

  it('sf-product-page: a slow query is abandoned for a new product-key; only the new one counts', async () => {
    const mounted = productPage(samples);
    await addQueryFault(mounted.sessionKey, { delayMs: 1500 });
    const page = mount(mounted).element as SfProductPage;
    await sleep(150);
    const other = (await catalog()).groups[12]!.products[0]!;
    page.productKey = other;
    await until(() => mounted.loads.length, 'the second query to load', 3000);
    // Past the first query's delay: its late answer must change nothing.
    await sleep(1500);
    expect(mounted.loads).to.have.length(1);
    expect(
      (mounted.loads[0]!.result as { productGroup?: { products: { key: string }[] } }).productGroup
        ?.products[0]?.key,
    ).to.equal(other);
    expect(failures(mounted)).to.deep.equal([]);
    expect(pageState('product-page', mounted)).to.deep.equal([]);
    expect(part(page, 'detail')).to.exist;
  });

  it('sf-product-page and sf-sponsored-page removed while their query is slow: nothing thrown', async () => {
    const pages = [productPage(samples), sponsoredPage(samples)];
    for (const mounted of pages) await addQueryFault(mounted.sessionKey, { delayMs: 600 });
    for (const mounted of pages) mount(mounted);
    await sleep(150);
    for (const mounted of pages) mounted.element.remove();
    await sleep(700);
    for (const mounted of pages)
      expect(failures(mounted), mounted.element.localName).to.deep.equal([]);
  });

  it('the query client: an AbortSignal rejects with its reason, `timeout` with kind timeout', async () => {
    const sessionKey = `fuzz-${crypto.randomUUID()}`;
    mountedSessions.push(sessionKey);
    await addQueryFault(sessionKey, { delayMs: 800, count: 2 });
    const config = {
      apiBase: '',
      market: samples.market.id,
      locale: samples.market.locale,
      touchpoint: 'DESKTOP' as const,
      customerKey: sessionKey,
      sessionKey,
    };
    const query = { productKey: samples.productKey, settings: {} };
    const controller = new AbortController();
    const aborted = queryProductPage(config, query, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shopper left')), 50);
    const reason = await aborted.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((reason as Error).message).to.equal('shopper left');
    const timedOut = await queryProductPage(config, query, { timeout: 100 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(timedOut).to.be.instanceOf(StorefrontError);
    expect((timedOut as StorefrontError).kind).to.equal('timeout');
    expect((timedOut as StorefrontError).status).to.equal(undefined);
  });

  (['product-page', 'sponsored-page'] as const).forEach((kind: PageKind) => {
    it(`${kind}: a connection reset ends in the error state, sf-error network`, async () => {
      const mounted = makePage(kind, samples);
      // Chromium re-sends a request whose (reused) connection was reset, more than once under
      // load: every re-send must be reset too, so the fault outlasts them; cleared afterwards.
      await addQueryFault(mounted.sessionKey, { reset: true, count: 10 });
      mount(mounted);
      try {
        await until(() => failures(mounted).length, 'sf-error');
        await (mounted.element as SfProductPage).updateComplete;
        await sleep(20);
      } finally {
        await clearQueryFaults(mounted.sessionKey);
      }
      const [error] = failures(mounted);
      expect(error!.kind).to.equal('network');
      expect(error!.status).to.equal(undefined);
      expect(failures(mounted)).to.have.length(1);
      expect(mounted.loads).to.deep.equal([]);
      expect(pageState(kind, mounted)).to.deep.equal([]);
    });

    it(`${kind}: truncated JSON ends in the error state, sf-error invalid-response 200`, async () => {
      const mounted = makePage(kind, samples);
      const valid = JSON.stringify(
        kind === 'product-page' ? samples.productPage : samples.sponsoredPage,
      );
      await addQueryFault(mounted.sessionKey, { body: valid.slice(0, valid.length - 7) });
      mount(mounted);
      await until(() => failures(mounted).length, 'sf-error');
      await (mounted.element as SfProductPage).updateComplete;
      await sleep(20);
      expect(failures(mounted).map((e) => [e.kind, e.status])).to.deep.equal([
        ['invalid-response', 200],
      ]);
      expect(pageState(kind, mounted)).to.deep.equal([]);
    });
  });

  it("sf-product-page: a wrong value in the answer's tickets map drops the map, not the answer", async () => {
    const mounted = productPage(samples);
    // The variant tickets a page gets when it did not ask for its product group, one a number.
    const { productGroup: _group, ...answer } = samples.productPage as Record<string, unknown>;
    const body = JSON.stringify({ ...answer, tickets: { 'V-1': 42, 'V-2': 'ticket-2' } });
    await addQueryFault(mounted.sessionKey, { body });
    const page = mount(mounted).element as SfProductPage;
    await until(() => mounted.loads.length, 'sf-load');
    await page.updateComplete;
    // The dropped parts are reported after the render.
    await until(() => mounted.errors.length, 'the report of what was dropped');
    expect(failures(mounted)).to.deep.equal([]);
    const dropped = mounted.errors.flatMap((error) => error.dropped ?? []);
    expect(dropped.map((item) => item.path)).to.deep.equal(['tickets']);
    // Every list shows what it got.
    const lists = [...page.querySelectorAll('sf-rec-list')];
    await until(
      () => lists.every((list) => part(list, 'card') ?? part(list, 'empty')),
      'the lists to show their answer',
    );
  });

  it('sf-product-page: links and images that are not http(s) are left out and reported; their products stay', async () => {
    const mounted = productPage(samples);
    const answer = structuredClone(samples.productPage) as {
      recommendationLists: {
        showMoreLink?: string;
        productGroups: {
          products: {
            key: string;
            link?: string;
            imageInfo?: { thumbnail?: string; images: { sources: { url: string }[] }[] };
          }[];
        }[];
      }[];
    };
    const list = answer.recommendationLists[0]!;
    const product = list.productGroups[0]!.products[0]!;
    const sources = product.imageInfo!.images[0]!.sources;
    list.showMoreLink = 'javascript:window.pwned("show more")';
    product.link = ' JaVa\tScript:window.pwned("link")';
    product.imageInfo!.thumbnail = 'data:image/svg+xml,<svg onload="window.pwned()"/>';
    sources[0]!.url = 'vbscript:msgbox(1)';
    await addQueryFault(mounted.sessionKey, { body: JSON.stringify(answer) });
    const page = mount(mounted).element as SfProductPage;
    await until(() => mounted.loads.length, 'sf-load');
    await until(() => mounted.errors.length, 'the report of what was dropped');
    expect(failures(mounted)).to.deep.equal([]);
    const at = 'recommendationLists[0]';
    const product0 = `${at}.productGroups[0].products[0]`;
    const dropped = mounted.errors.flatMap((error) => error.dropped ?? []);
    expect(dropped.map((item) => item.path).sort()).to.deep.equal(
      [
        `${at}.showMoreLink`,
        `${product0}.imageInfo.images[0].sources[0]`,
        `${product0}.imageInfo.thumbnail`,
        `${product0}.link`,
      ].sort(),
    );
    expect(mounted.errors.map((error) => error.message).join('\n')).to.include('http');
    // The product is shown, without the link and image sources it was sent.
    const shown = mounted.loads[0]!.result as typeof answer;
    const kept = shown.recommendationLists[0]!.productGroups[0]!.products[0]!;
    expect(kept.key).to.equal(product.key);
    expect(kept.link).to.equal(undefined);
    expect(kept.imageInfo!.thumbnail).to.equal(undefined);
    expect(kept.imageInfo!.images[0]!.sources).to.have.length(sources.length - 1);
    const lists = [...page.querySelectorAll('sf-rec-list')];
    await until(() => lists.every((each) => part(each, 'card')), 'the lists to show their cards');
    expect(lists.flatMap((each) => unsafeDom(each))).to.deep.equal([]);
  });

  it('sf-sponsored-page: a banner image or link that is not http(s) is left out and reported', async () => {
    const mounted = sponsoredPage(samples);
    const answer = structuredClone(samples.sponsoredPage) as {
      banners: { images: { url: string; link?: string }[] }[];
    };
    const images = answer.banners[0]!.images;
    expect(images.length, 'the sample banner has images').to.be.greaterThan(1);
    images[0]!.url = 'javascript:window.pwned("banner")';
    images[1]!.link = 'data:text/html,<script>window.pwned()</script>';
    await addQueryFault(mounted.sessionKey, { body: JSON.stringify(answer) });
    mount(mounted);
    await until(() => mounted.loads.length, 'sf-load');
    await until(() => mounted.errors.length, 'the report of what was dropped');
    expect(failures(mounted)).to.deep.equal([]);
    const dropped = mounted.errors.flatMap((error) => error.dropped ?? []);
    expect(dropped.map((item) => item.path).sort()).to.deep.equal([
      'banners[0].images[0]',
      'banners[0].images[1].link',
    ]);
    const shown = mounted.loads[0]!.result as typeof answer;
    expect(shown.banners[0]!.images).to.have.length(images.length - 1);
    expect(shown.banners[0]!.images[0]!.link).to.equal(undefined);
    expect(unsafeDom(mounted.element)).to.deep.equal([]);
  });

  it('a 500/503 burst over six elements: each shows its error with kind and status, then recovers on the next query', async () => {
    const cases: { kind: PageKind; status: 500 | 503; mounted: Mounted }[] = [];
    for (const kind of ['product-page', 'sponsored-page'] as const) {
      for (const status of [500, 503, 500] as const) {
        const mounted = makePage(kind, samples);
        // A 500 is asked again once: twice, it is the error.
        await addQueryFault(mounted.sessionKey, { status, count: status === 500 ? 2 : 1 });
        cases.push({ kind, status, mounted });
      }
    }
    for (const { mounted } of cases) mount(mounted);
    await until(() => cases.every(({ mounted }) => failures(mounted).length), 'six sf-errors');
    await Promise.all(
      cases.map(({ mounted }) => (mounted.element as SfProductPage).updateComplete),
    );
    await sleep(20);
    for (const { kind, status, mounted } of cases) {
      const expected = status === 500 ? 'server-error' : 'no-products';
      expect(
        failures(mounted).map((e) => [e.kind, e.status]),
        `${kind} ${status}`,
      ).to.deep.equal([[expected, status]]);
      expect(pageState(kind, mounted), `${kind} ${status}`).to.deep.equal([]);
    }

    // The next query of each (a changed attribute) gets a real answer: the error state goes.
    const other = (await catalog()).groups[13]!.products[0]!;
    for (const { kind, mounted } of cases) {
      if (kind === 'product-page') (mounted.element as SfProductPage).productKey = other;
      else mounted.element.setAttribute('facets', 'f.in_stock=true');
    }
    await until(() => cases.every(({ mounted }) => mounted.loads.length), 'six recoveries');
    await Promise.all(
      cases.map(({ mounted }) => (mounted.element as SfProductPage).updateComplete),
    );
    for (const { kind, mounted } of cases) {
      expect(failures(mounted), kind).to.have.length(1);
      expect(pageState(kind, mounted), kind).to.deep.equal([]);
      expect(part(mounted.element, 'error'), `${kind}: error part gone`).to.equal(null);
      expect(unsafeDom(mounted.element)).to.deep.equal([]);
    }
  });
});
