/**
 * `storefront-elements/ssr` for `<sf-sponsored-page>` against the reference server: the raw HTML
 * holds the banners (links, sized images) and the sponsored lists' cards (names, prices, sized
 * images, links) inside declarative shadow roots before any script runs; the validated result is
 * embedded once per page; the query is the element's own (same builder), with the visitor's keys;
 * streamed equals the string; an upstream fault renders the error state within the shop's timeout.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { querySponsoredPage } from '../../../src/api/sponsored-query.ts';
import { parseVisitorCookie, VISITOR_COOKIE } from '../../../src/api/visitor-cookie.ts';
import { renderStorefront, renderStorefrontStream } from '../../../src/ssr/index.ts';
import {
  recordingFetch,
  shadowRoots,
  sponsoredMarkup,
  startReference,
  textOf,
  type Reference,
} from './helpers.ts';

const RESULT_SCRIPT = /<script type="application\/json" data-sf-result>(.*?)<\/script>/g;

/** The result scripts directly in a root (not in the lists' nested shadow roots). */
const ownScripts = (root: string) =>
  [...root.replace(/<sf-rec-list[\s\S]*?<\/sf-rec-list>/g, '').matchAll(RESULT_SCRIPT)].map(
    (match) => JSON.parse(match[1]!) as { query: unknown; result?: unknown; error?: unknown },
  );

const price = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

describe('server rendering: the sponsored page', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  const pageRequest = (headers: Record<string, string> = {}) =>
    new Request(`${reference.url}/ssr/category.html`, { headers });

  const answer = async (pageReference: string, facets?: string) =>
    (
      await querySponsoredPage(
        {
          apiBase: reference.url,
          market: 'US',
          locale: 'en-US',
          touchpoint: 'DESKTOP',
          userContext: 'ANONYMOUS',
        },
        { pageReference, ...(facets ? { facets } : {}) },
      )
    ).data;

  it('renders banners and the lists’ cards inside declarative shadow roots', async () => {
    const data = await answer('category/jackets');
    assert.ok(data.banners.length > 0 && data.sponsoredLists.length > 0, 'sample has both');
    const page = await renderStorefront(pageRequest(), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
    });
    assert.deepEqual(page.sponsoredPages, [
      { pageReference: 'category/jackets', ok: true },
      { pageReference: 'campaign/summer', ok: true },
    ]);
    const [root] = shadowRoots(page.html, 'sf-sponsored-page');
    assert.ok(root, 'sf-sponsored-page has a declarative shadow root');
    for (const banner of data.banners) {
      for (const image of banner.images) {
        assert.ok(root.includes(`data-ticket="${image.ticket}"`), `banner ${banner.id}`);
        if (image.link) assert.ok(root.includes(`href="${image.link}"`), `link ${image.link}`);
      }
      assert.match(
        root,
        new RegExp(`part="banner-image"[^>]*width="${banner.width}"\\s+height="${banner.height}"`),
      );
    }
    const lists = shadowRoots(root, 'sf-rec-list');
    const shown = data.sponsoredLists.filter((list) => list.visible && list.productGroups.length);
    assert.equal(lists.length, shown.length);
    shown.forEach((list, index) => {
      const html = lists[index]!;
      // Every card, not only a first screenful: the browser's first render shows the same.
      assert.equal(html.match(/part="card[ "]/g)?.length, list.productGroups.length, list.id);
      for (const group of list.productGroups) {
        const card = group.products[0]!;
        assert.ok(textOf(html).includes(card.name!), `card ${card.name}`);
        assert.ok(textOf(html).includes(price(card.sellingPrice!.min)), `price of ${card.name}`);
        assert.ok(html.includes(`href="${card.link}"`), `link ${card.link}`);
      }
      assert.match(html, /<img\s[^>]*\swidth="\d+"\s+height="\d+"/);
    });
  });

  it('embeds the validated result once per page, with the query the element sends', async () => {
    const page = await renderStorefront(pageRequest(), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
    });
    const roots = shadowRoots(page.html, 'sf-sponsored-page');
    assert.equal(roots.length, 2);
    assert.equal([...page.html.matchAll(RESULT_SCRIPT)].length, 2, 'one script per page');
    const [featured] = ownScripts(roots[0]!);
    const [campaign] = ownScripts(roots[1]!);
    assert.deepEqual(featured!.query, { pageReference: 'category/jackets' });
    assert.deepEqual(campaign!.query, {
      pageReference: 'campaign/summer',
      facets: 'f.in_stock=true',
    });
    const expected = await answer('campaign/summer', 'f.in_stock=true');
    const strip = (value: unknown) => JSON.stringify(value).replace(/"ticket":"[^"]*"/g, '');
    assert.equal(strip((campaign as { result: unknown }).result), strip(expected));
  });

  it('queries with the visitor keys: minted on a first visit, from the cookie after', async () => {
    const first = recordingFetch();
    const page = await renderStorefront(pageRequest(), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
      fetch: first.fetch,
    });
    const cookie = page.headers.get('set-cookie') ?? '';
    assert.ok(cookie.startsWith(`${VISITOR_COOKIE}=`), cookie);
    assert.equal(page.headers.get('cache-control'), 'private, no-store');
    const keys = parseVisitorCookie(cookie.split(';')[0]);
    assert.equal(first.urls.length, 2, 'one query per sponsored page');
    for (const url of first.urls) {
      assert.match(url.pathname, /\/queries\/sponsored-page$/);
      assert.equal(url.searchParams.get('customerKey'), keys.customerKey);
      assert.equal(url.searchParams.get('sessionKey'), keys.sessionKey);
    }
    const again = recordingFetch();
    const second = await renderStorefront(pageRequest({ cookie: cookie.split(';')[0]! }), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
      fetch: again.fetch,
    });
    assert.equal(second.headers.get('set-cookie'), null);
    assert.equal(again.urls[0]!.searchParams.get('customerKey'), keys.customerKey);
  });

  it('streams the same page', async () => {
    const cookie = {
      cookie: `${VISITOR_COOKIE}=${encodeURIComponent('{"customerKey":"c4","sessionKey":"s4"}')}`,
    };
    const streamed = await renderStorefrontStream(pageRequest(cookie), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
    });
    const html = await new Response(streamed.stream).text();
    const whole = await renderStorefront(pageRequest(cookie), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
    });
    assert.deepEqual(streamed.sponsoredPages, whole.sponsoredPages);
    assert.equal(html, whole.html);
  });

  for (const fault of [
    { name: 'a timeout', spec: { delayMs: 3000, count: 2 } },
    { name: 'an upstream error', spec: { status: 500, count: 2 } },
  ]) {
    it(`renders the error state within the shop's timeout on ${fault.name}`, async () => {
      const sessionKey = `sponsored-fault-${fault.spec.delayMs ?? fault.spec.status}`;
      await fetch(`${reference.url}/__reference/faults`, {
        method: 'POST',
        body: JSON.stringify({ queries: { ...fault.spec, sessionKey } }),
      });
      const started = performance.now();
      const page = await renderStorefront(
        pageRequest({
          cookie: `${VISITOR_COOKIE}=${encodeURIComponent(JSON.stringify({ customerKey: 'c5', sessionKey }))}`,
        }),
        { apiBase: reference.url, markup: sponsoredMarkup(), timeout: 400 },
      );
      const elapsed = performance.now() - started;
      assert.ok(elapsed < 2000, `answered after ${Math.round(elapsed)} ms`);
      const kind = fault.spec.status ? 'server-error' : 'timeout';
      assert.deepEqual(
        page.sponsoredPages.map((outcome) => [outcome.ok, outcome.error?.kind]),
        [
          [false, kind],
          [false, kind],
        ],
      );
      for (const root of shadowRoots(page.html, 'sf-sponsored-page')) {
        assert.match(root, /part="error" class="error" role="alert"/);
        assert.doesNotMatch(root, /part="skeleton"/);
        const [embedded] = ownScripts(root);
        assert.equal(embedded!.result, undefined);
        assert.equal((embedded!.error as { kind: string }).kind, kind);
      }
      await fetch(`${reference.url}/__reference/faults?sessionKey=${sessionKey}`, {
        method: 'DELETE',
      });
    });
  }
});

describe('server rendering: styles before the content they style', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  // Shop audit s28, H3: the banners' width rule and the cards' extras came at the end of their
  // shadow roots, after the content. A browser paints a partly parsed page: at 1440 px the first
  // banner was drawn full width, then jumped to its cap (CLS 0.146 on every load).
  it('writes the banner sizes and the card extras before the first banner and card', async () => {
    const page = await renderStorefront(new Request(`${reference.url}/category`), {
      apiBase: reference.url,
      markup: sponsoredMarkup(),
    });
    const [root] = shadowRoots(page.html, 'sf-sponsored-page');
    const style = root!.indexOf('data-sf-server-style');
    assert.ok(style >= 0, 'the banner sizes are written');
    assert.ok(style < root!.indexOf('part="banner'), 'the banner sizes before the first banner');
    const extras = shadowRoots(page.html, 'sf-rec-list').filter((list) =>
      list.includes('class="quick-add"'),
    );
    assert.ok(extras.length > 0, 'a list with quick add');
    for (const list of extras)
      assert.ok(
        list.indexOf('.quick-add') < list.indexOf('part="card'),
        'the extras before the first card',
      );
  });
});
