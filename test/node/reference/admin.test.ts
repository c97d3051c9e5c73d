/** Administration endpoints: key, encodings, status codes, and the page store (A1, page import). */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { validatePageContainer } from '../../../src/api/schemas/admin.ts';
import { KEY, startAdmin, type Admin } from './admin-helpers.ts';

const EXPORT_PAGES = '/api/admin/v4/export/pages';
const IMPORT_PAGES = '/api/admin/v4/import/pages';
const IMPORT_NAVIGATION = '/api/admin/v4/import/navigation';
const EXPORT_NAVIGATION = '/api/admin/v3/export/navigation';

const navigation = {
  market: 'SE',
  locale: 'sv-SE',
  type: 'PARTIAL',
  addOrUpdate: [{ id: 'extra', title: 'Extra', type: 'LINK', url: '/extra' }],
};
const pages = { market: 'SE', type: 'PARTIAL', addOrUpdate: [{ id: 'campaign/extra' }] };

describe('administration: rules and status codes', () => {
  let admin: Admin;
  let close: () => Promise<void>;
  before(async () => {
    const started = await startAdmin({ adminImportDelayMs: 300 });
    admin = started.admin;
    close = () => started.server.close();
  });
  after(() => close());

  it('403 without the Api-Key header or with a wrong key, on every endpoint', async () => {
    for (const key of [undefined, 'wrong-key']) {
      const headers: Record<string, string> = key === undefined ? {} : { 'Api-Key': key };
      const init = (method: string): RequestInit => ({
        method,
        headers: { 'Accept-Encoding': 'gzip', 'Content-Encoding': 'gzip', ...headers },
        ...(method === 'POST' ? { body: new Uint8Array(gzipSync('{}')) } : {}),
      });
      for (const [method, path] of [
        ['GET', `${EXPORT_PAGES}?market=SE`],
        ['POST', IMPORT_PAGES],
        ['POST', IMPORT_NAVIGATION],
        ['GET', `${EXPORT_NAVIGATION}?market=SE&locale=sv-SE`],
      ] as const) {
        const response = await fetch(`${admin.base}${path}`, init(method));
        assert.equal(response.status, 403, `${method} ${path} with key ${String(key)}`);
        const body = (await response.json()) as { message: string };
        assert.match(body.message, /^Api-Key: /);
      }
    }
    assert.equal((await admin.exportPages()).status, 200, 'the right key passes');
  });

  it('406 on exports whose Accept-Encoding lacks gzip; exports answer gzip', async () => {
    for (const reply of [
      await admin.exportPages({}, { 'Accept-Encoding': 'identity' }),
      await admin.exportNavigation({}, { 'Accept-Encoding': 'br, deflate' }),
    ]) {
      assert.equal(reply.status, 406);
      assert.match(reply.body.message, /Accept-Encoding: must include gzip/);
    }
    const raw = await fetch(admin.url(EXPORT_PAGES, { market: 'SE' }), {
      headers: { 'Api-Key': KEY, 'Accept-Encoding': 'gzip' },
    });
    assert.equal(raw.status, 200);
    assert.equal(raw.headers.get('content-encoding'), 'gzip');
  });

  it('400 for an import without gzip unless bypass-compression-for-manual-test=true', async () => {
    const plain = await admin.importNavigation(navigation, { gzip: false });
    assert.equal(plain.status, 400);
    assert.match(plain.body.message, /^Content-Encoding: .*gzip/);
    const identity = await admin.importPages(pages, {
      gzip: false,
      headers: { 'Content-Encoding': 'identity' },
    });
    assert.equal(identity.status, 400);
    const brotli = await admin.importPages(pages, {
      gzip: false,
      headers: { 'Content-Encoding': 'br' },
    });
    assert.equal(brotli.status, 400);
    assert.match(brotli.body.message, /"br" is not supported/);
    const notGzip = await admin.importPages(JSON.stringify(pages), {
      gzip: false,
      headers: { 'Content-Encoding': 'gzip' },
    });
    assert.equal(notGzip.status, 400);
    assert.match(notGzip.body.message, /not valid gzip/);
  });

  it('bypass-compression-for-manual-test=true takes a small uncompressed body, not a large one', async () => {
    const bypass = { 'bypass-compression-for-manual-test': 'true' };
    const nav = await admin.importNavigation(navigation, { gzip: false, query: bypass });
    assert.equal(nav.status, 204, JSON.stringify(nav.body));
    const exported = await admin.exportNavigation();
    assert.ok(exported.body.addOrUpdate.some((node: { id: string }) => node.id === 'extra'));
    const identity = await admin.importPages(pages, {
      gzip: false,
      query: bypass,
      headers: { 'Content-Encoding': 'identity' },
    });
    assert.equal(identity.status, 204, JSON.stringify(identity.body));
    const large = {
      ...pages,
      addOrUpdate: Array.from({ length: 2000 }, (_, i) => ({
        id: `campaign/a-large-import-page-number-${i}`,
      })),
    };
    const tooLarge = await admin.importPages(large, { gzip: false, query: bypass });
    assert.equal(tooLarge.status, 413);
    assert.match(tooLarge.body.message, /at most 65536 bytes/);
    // The same body gzip-encoded is fine.
    assert.equal((await admin.importPages(large)).status, 204);
  });

  it('400 for a body that is not JSON, or a container that breaks a rule (naming the path)', async () => {
    const notJson = await admin.importPages('{"market": ');
    assert.equal(notJson.status, 400);
    assert.match(notJson.body.message, /not valid JSON/);
    const badPage = await admin.importPages({
      market: 'SE',
      type: 'PARTIAL',
      addOrUpdate: [{ id: 'campaign/x', recLists: [{ id: 'r', limit: 500 }] }],
    });
    assert.equal(badPage.status, 400);
    assert.match(badPage.body.message, /addOrUpdate\[0\]\.recLists\[0\]\.limit: /);
    const badNode = await admin.importNavigation({
      ...navigation,
      addOrUpdate: [{ id: 'n', title: 'N', type: 'PAGE' }],
    });
    assert.equal(badNode.status, 400);
    assert.match(badNode.body.message, /addOrUpdate\[0\]\.pageId: /);
    const previewFull = await admin.importPages({ market: 'SE', type: 'FULL', previewOnly: true });
    assert.equal(previewFull.status, 400);
    assert.match(previewFull.body.message, /previewOnly: /);
  });

  it('400 for an unknown market or locale, on exports and imports', async () => {
    const cases = [
      await admin.exportPages({ market: 'XX' }),
      await admin.exportPages({ market: undefined }),
      await admin.exportNavigation({ market: 'XX' }),
      await admin.exportNavigation({ locale: 'en-US' }),
      await admin.exportNavigation({ includeAppNodes: 'yes' }),
      await admin.exportPages({ outputFilter: 'ALL' }),
      await admin.importPages({ ...pages, market: 'XX' }),
      await admin.importNavigation({ ...navigation, locale: 'es-US' }),
    ];
    for (const reply of cases) assert.equal(reply.status, 400, JSON.stringify(reply.body));
    assert.match(cases[0]!.body.message, /^market: unknown market "XX"/);
    assert.match(cases[3]!.body.message, /^locale: "en-US" is not a locale of market SE/);
    assert.match(cases[7]!.body.message, /^locale: /);
  });

  it('409 while another import of the same kind runs; other kinds are not blocked', async () => {
    const first = admin.importNavigation(navigation);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await admin.importNavigation({ ...navigation, locale: 'en-SE' });
    assert.equal(second.status, 409);
    assert.match(second.body.message, /navigation import is in progress/);
    const pageImport = admin.importPages(pages);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const secondPages = await admin.importPages(pages);
    assert.equal(secondPages.status, 409);
    assert.equal((await first).status, 204);
    assert.equal((await pageImport).status, 204);
    // Once done, the next import goes through.
    assert.equal((await admin.importNavigation(navigation)).status, 204);
  });

  it('404 for paths the cluster does not serve; 405 for a wrong method', async () => {
    for (const path of [
      '/api/admin/v4/export/products',
      '/api/admin/v3/export/pages',
      '/api/admin',
      `/other-cluster${EXPORT_PAGES}`,
    ]) {
      const reply = await admin.get(path, { market: 'SE' });
      assert.equal(reply.status, 404, path);
      assert.equal(typeof reply.body.message, 'string');
    }
    const post = await admin.post(EXPORT_PAGES, {});
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
  });

  it('takes another key with the apiKey option', async () => {
    const other = await startAdmin({ apiKey: 'secret-2' });
    try {
      assert.equal((await other.admin.exportPages()).status, 403);
      const ok = await other.admin.exportPages({}, { 'Api-Key': 'secret-2' });
      assert.equal(ok.status, 200);
    } finally {
      await other.server.close();
    }
  });
});

describe('A1 page export and the page store', () => {
  let admin: Admin;
  let close: () => Promise<void>;
  before(async () => {
    const started = await startAdmin();
    admin = started.admin;
    close = () => started.server.close();
  });
  after(() => close());

  const ids = (container: { addOrUpdate: { id: string }[] }) =>
    container.addOrUpdate.map((page) => page.id);

  it('exports the generated pages as a FULL PageContainer that validates', async () => {
    const reply = await admin.exportPages();
    assert.equal(reply.status, 200);
    assert.equal(reply.body.type, 'FULL');
    assert.equal(reply.body.market, 'SE');
    const result = validatePageContainer(reply.body);
    assert.ok(result.success, JSON.stringify(!result.success && result.errors));
    assert.ok(ids(reply.body).includes('home'));
    assert.ok(ids(reply.body).includes('category/shoes'));
    assert.ok(!ids(reply.body).includes('campaign/preview'), 'a preview page is unpublished');
    const home = reply.body.addOrUpdate.find((page: { id: string }) => page.id === 'home');
    assert.deepEqual(home.banners, [{ id: 'hero', type: 'IMAGE', width: 1600, height: 500 }]);
    assert.equal(home.paths['sv-SE'], '/sv-se/');
    const shoes = reply.body.addOrUpdate.find((p: { id: string }) => p.id === 'category/shoes');
    assert.equal(shoes.primaryList.rules, 'rule incl category {"shoes"}');
  });

  it('idFilter gives a PARTIAL container of the pages that exist; at most 250 ids', async () => {
    const reply = await admin.exportPages({ idFilter: 'home|category/bags|no-such-page' });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.type, 'PARTIAL');
    assert.deepEqual(ids(reply.body), ['home', 'category/bags']);
    const many = Array.from({ length: 251 }, (_, i) => `p${i}`).join('|');
    const tooMany = await admin.exportPages({ idFilter: many });
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.message, /^idFilter: 251 ids, at most 250/);
    const empty = await admin.exportPages({ idFilter: 'home||x' });
    assert.equal(empty.status, 400);
  });

  it('GENERATED_ONLY exports the generated pages whatever was imported', async () => {
    const reply = await admin.exportPages({ outputFilter: 'GENERATED_ONLY', idFilter: 'home' });
    assert.equal(reply.body.addOrUpdate[0].banners[0].id, 'hero');
  });

  it('previewOnly: INCLUDE_UNPUBLISHED and viewId=PREVIEW see it, PUBLISHED_ONLY and PRODUCTION do not; a later import publishes', async () => {
    const preview = {
      market: 'SE',
      type: 'PARTIAL',
      previewOnly: true,
      addOrUpdate: [
        {
          id: 'campaign/autumn',
          paths: { 'sv-SE': '/sv-se/kampanj/host', 'en-SE': '/en-se/campaign/autumn' },
          banners: [{ id: 'autumn', type: 'IMAGE', width: 900, height: 300 }],
        },
        {
          id: 'campaign/banners',
          banners: [{ id: 'changed', type: 'IMAGE', width: 10, height: 10 }],
        },
      ],
    };
    assert.equal((await admin.importPages(preview)).status, 204);
    const published = await admin.exportPages({ idFilter: 'campaign/autumn|campaign/banners' });
    assert.deepEqual(ids(published.body), ['campaign/banners']);
    assert.equal(published.body.addOrUpdate[0].banners[0].id, 'only-banner');
    const unpublished = await admin.exportPages({
      idFilter: 'campaign/autumn|campaign/banners',
      outputFilter: 'INCLUDE_UNPUBLISHED',
    });
    assert.deepEqual(ids(unpublished.body), ['campaign/banners', 'campaign/autumn']);
    assert.equal(unpublished.body.addOrUpdate[0].banners[0].id, 'changed');

    const production = await admin.sponsoredPage({ pageReference: '/sv-se/kampanj/host' });
    assert.equal(production.status, 404);
    const previewView = await admin.sponsoredPage({
      pageReference: '/sv-se/kampanj/host',
      viewId: 'PREVIEW',
    });
    assert.equal(previewView.status, 200, JSON.stringify(previewView.body));
    assert.equal(previewView.body.banners[0].id, 'autumn');
    const productionBanners = await admin.sponsoredPage({ pageReference: 'campaign/banners' });
    assert.equal(productionBanners.body.banners[0].id, 'only-banner');
    const previewBanners = await admin.sponsoredPage({
      pageReference: 'campaign/banners',
      viewId: 'PREVIEW',
    });
    assert.equal(previewBanners.body.banners[0].id, 'changed');

    // Another (non-preview) import publishes the preview state first.
    const other = { market: 'SE', type: 'PARTIAL', addOrUpdate: [{ id: 'campaign/other' }] };
    assert.equal((await admin.importPages(other)).status, 204);
    const after = await admin.sponsoredPage({ pageReference: '/sv-se/kampanj/host' });
    assert.equal(after.status, 200);
    const exported = await admin.exportPages({ idFilter: 'campaign/autumn|campaign/other' });
    assert.deepEqual(ids(exported.body), ['campaign/autumn', 'campaign/other']);
  });

  it('PARTIAL amends by id or by path, keeps members left out, and removes', async () => {
    const amend = {
      market: 'SE',
      type: 'PARTIAL',
      addOrUpdate: [
        { id: 'home', headings: { 'sv-SE': 'Ny start' } },
        // Same path as category/watches: that page is amended and takes the new id.
        {
          id: 'klockor',
          paths: { 'sv-SE': '/sv-se/kategori/klockor' },
          headings: { 'sv-SE': 'Ur' },
        },
      ],
      remove: ['category/bags'],
    };
    const before = await admin.exportPages({ idFilter: 'category/watches' });
    assert.equal(before.body.addOrUpdate.length, 1, 'the sample data has category/watches');
    assert.equal(before.body.addOrUpdate[0].paths['sv-SE'], '/sv-se/kategori/klockor');
    assert.equal((await admin.importPages(amend)).status, 204);
    const reply = await admin.exportPages({
      idFilter: 'home|klockor|category/watches|category/bags',
    });
    assert.deepEqual(ids(reply.body), ['home', 'klockor']);
    const [home, watches] = reply.body.addOrUpdate;
    assert.equal(home.headings['sv-SE'], 'Ny start');
    assert.equal(home.banners[0].id, 'hero', 'members left out are kept');
    assert.equal(watches.primaryList.rules, 'rule incl category {"watches"}');
    assert.equal(watches.headings['sv-SE'], 'Ur');
    const byPath = await admin.sponsoredPage({ pageReference: '/sv-se/kategori/klockor' });
    assert.equal(byPath.status, 200);
    assert.equal(byPath.body.banners[0].images[0].ticket, 'ban:SE:klockor:category-top:1');
    assert.equal((await admin.sponsoredPage({ pageReference: 'category/bags' })).status, 404);
  });

  it('FULL replaces every page', async () => {
    const full = {
      market: 'US',
      type: 'FULL',
      addOrUpdate: [{ id: 'only', paths: { 'en-US': '/en-us/only' } }],
    };
    assert.equal((await admin.importPages(full)).status, 204);
    const reply = await admin.exportPages({ market: 'US' });
    assert.deepEqual(ids(reply.body), ['only']);
    const home = await admin.sponsoredPage({
      market: 'US',
      locale: 'en-US',
      pageReference: 'home',
    });
    assert.equal(home.status, 404);
    // The other market is untouched.
    assert.ok(ids((await admin.exportPages()).body).includes('category/shoes'));
  });

  it('rejects an import that would leave more than 3000 pages in the market', async () => {
    const many = (from: number) => ({
      market: 'US',
      type: 'PARTIAL',
      addOrUpdate: Array.from({ length: 2000 }, (_, i) => ({ id: `bulk/${from + i}` })),
    });
    assert.equal((await admin.importPages(many(0))).status, 204);
    const reply = await admin.importPages(many(2000));
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /at most 3000/);
  });
});
