/** Imported pages drive the sponsored-page answers (S1): banners, sponsored lists, recLists, rules. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SponsoredPageResultSchema, parseTolerant } from '../../../src/api/schemas/index.ts';
import { startAdmin, type Admin } from './admin-helpers.ts';

interface Group {
  key: string;
  products: { key: string; brand: string; sponsored: boolean }[];
}
interface List {
  id: string;
  label: string;
  algorithm?: string;
  visible: boolean;
  winners: string[];
  impressionTicket?: string;
  showMoreLink?: string;
  productGroups: Group[];
}

let admin: Admin;
let close: () => Promise<void>;
let catalog: { groups: { key: string; category: string; brand: string; products: string[] }[] };

before(async () => {
  const started = await startAdmin();
  admin = started.admin;
  close = () => started.server.close();
  catalog = (await (
    await fetch(`${started.server.url}/__reference/catalog`)
  ).json()) as typeof catalog;
});
after(() => close());

const categoryOf = (productKey: string) =>
  catalog.groups.find((group) => group.products.includes(productKey))?.category;

async function importPage(page: Record<string, unknown>) {
  const reply = await admin.importPages({ market: 'SE', type: 'PARTIAL', addOrUpdate: [page] });
  assert.equal(reply.status, 204, JSON.stringify(reply.body));
}

async function s1(query: Record<string, string | undefined>) {
  const reply = await admin.sponsoredPage(query);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const parsed = parseTolerant(SponsoredPageResultSchema, reply.body);
  assert.ok(parsed.success);
  assert.deepEqual(parsed.dropped, []);
  return reply.body as {
    banners: {
      id: string;
      width: number;
      height: number;
      images: { url: string; ticket: string }[];
    }[];
    sponsoredLists: List[];
  };
}

const list = (body: { sponsoredLists: List[] }, id: string) => {
  const found = body.sponsoredLists.find((l) => l.id === id);
  assert.ok(found, `list ${id} in ${body.sponsoredLists.map((l) => l.id).join(', ')}`);
  return found;
};
const keys = (l: List) => l.productGroups.map((g) => g.products[0]!.key);

describe('imported pages in the sponsored-page answer (S1)', () => {
  it('answers the banners and sponsored lists of an imported page, found by its localized path', async () => {
    await importPage({
      id: 'campaign/shoes-and-bags',
      paths: { 'sv-SE': '/sv-se/kampanj/skor-och-vaskor', 'en-SE': '/en-se/campaign/shoes-bags' },
      headings: { 'sv-SE': 'Skor och väskor', 'en-SE': 'Shoes and bags' },
      banners: [
        { id: 'wide', type: 'IMAGE', width: 1400, height: 350 },
        { id: 'square', type: 'IMAGE', width: 500, height: 500 },
      ],
      sponsoredLists: [
        { id: 'shoes', category: 'Kläder > Skor', limit: 3 },
        { id: 'bags', category: 'bags' },
      ],
    });
    const body = await s1({ pageReference: '/sv-se/kampanj/skor-och-vaskor' });
    assert.deepEqual(
      body.banners.map((b) => [b.id, b.width, b.height]),
      [
        ['wide', 1400, 350],
        ['square', 500, 500],
      ],
    );
    assert.match(
      body.banners[0]!.images[0]!.url,
      /\/__reference\/images\/banner-.*-wide-1\.svg\?w=1400&h=350$/,
    );
    assert.equal(body.banners[1]!.images[0]!.ticket, 'ban:SE:campaign/shoes-and-bags:square:1');
    const shoes = list(body, 'shoes');
    assert.equal(shoes.label, 'Skor och väskor');
    assert.equal(shoes.showMoreLink, '/sv-se/kategori/skor');
    assert.ok(shoes.productGroups.length >= 2 && shoes.productGroups.length <= 3);
    for (const key of keys(shoes)) assert.equal(categoryOf(key), 'shoes');
    for (const group of shoes.productGroups) {
      assert.ok(shoes.winners.includes(group.products[0]!.brand));
      assert.equal(group.products[0]!.sponsored, true);
    }
    const bags = list(body, 'bags');
    for (const key of keys(bags)) assert.equal(categoryOf(key), 'bags');
    assert.equal(bags.productGroups.length > 0, true);
    // Never a brand twice on a page.
    assert.deepEqual(
      shoes.winners.filter((w) => bags.winners.includes(w)),
      [],
    );
  });

  it('a sponsored list without category takes sponsoredCategoryOverride, else the primary list rules', async () => {
    await importPage({
      id: 'campaign/override',
      sponsoredCategoryOverride: ['Accessories > Watches'],
      primaryList: { rules: 'rule incl category {"shoes"}' },
      sponsoredLists: [{ id: 'auto' }],
    });
    const override = list(await s1({ pageReference: 'campaign/override' }), 'auto');
    assert.ok(override.productGroups.length >= 2);
    for (const key of keys(override)) assert.equal(categoryOf(key), 'watches');

    await importPage({
      id: 'campaign/primary',
      primaryList: { rules: 'rule incl category {"sunglasses"}' },
      sponsoredLists: [{ id: 'auto' }],
    });
    const primary = list(await s1({ pageReference: 'campaign/primary' }), 'auto');
    assert.ok(primary.productGroups.length >= 2);
    for (const key of keys(primary)) assert.equal(categoryOf(key), 'sunglasses');
  });

  it('pinned products of the primary list lead its sponsored lists, blocked ones never appear', async () => {
    const page = {
      id: 'campaign/merch',
      primaryList: { rules: 'rule incl category {"jackets"}' },
      sponsoredLists: [{ id: 'jackets', limit: 20 }],
    };
    await importPage(page);
    const plain = list(await s1({ pageReference: 'campaign/merch' }), 'jackets');
    assert.ok(plain.productGroups.length >= 3);
    const last = plain.productGroups.at(-1)!.products[0]!.key;
    const first = plain.productGroups[0]!.products[0]!.key;
    await importPage({
      ...page,
      primaryList: { ...page.primaryList, pinned: [last], blocked: [first] },
    });
    const merch = list(await s1({ pageReference: 'campaign/merch' }), 'jackets');
    assert.equal(keys(merch)[0], last, 'the pinned product leads');
    const all = merch.productGroups.flatMap((g) => g.products.map((p) => p.key));
    assert.ok(!all.includes(first), 'the blocked product is gone');
  });

  it('answers the page recLists with their rules, pinned, blocked and limit, also without bidding', async () => {
    const top = catalog.groups.filter((g) => g.category === 'trousers');
    await importPage({
      id: 'campaign/recs',
      headings: { 'sv-SE': 'Rekommenderat' },
      recLists: [
        {
          id: 'plain',
          algorithm: 'TOP_PRODUCTS',
          rules: 'rule incl category {"trousers"}',
          limit: 5,
        },
      ],
    });
    const plain = list(await s1({ pageReference: 'campaign/recs', notify: 'false' }), 'plain');
    assert.equal(plain.algorithm, 'TOP_PRODUCTS');
    assert.equal(plain.productGroups.length, 5);
    assert.deepEqual(plain.winners, []);
    assert.equal(plain.impressionTicket, undefined);
    for (const key of keys(plain)) assert.equal(categoryOf(key), 'trousers');
    for (const group of plain.productGroups) assert.equal(group.products[0]!.sponsored, false);

    const pinned = top.find((g) => !plain.productGroups.some((pg) => pg.key === g.key))!
      .products[0]!;
    const blocked = keys(plain)[0]!;
    await importPage({
      id: 'campaign/recs',
      recLists: [
        {
          id: 'plain',
          algorithm: 'TOP_PRODUCTS',
          rules: 'rule incl category {"trousers"}',
          limit: 5,
          pinned: [pinned],
          blocked: [blocked],
        },
      ],
    });
    const merch = list(await s1({ pageReference: 'campaign/recs', notify: 'false' }), 'plain');
    assert.equal(keys(merch)[0], pinned);
    assert.equal(merch.productGroups.length, 5);
    const all = merch.productGroups.flatMap((g) => g.products.map((p) => p.key));
    assert.ok(!all.includes(blocked));
  });

  it('the generated pages answer as before (home: hero banner, two sponsored lists)', async () => {
    const body = await s1({ pageReference: 'home' });
    assert.deepEqual(
      body.banners.map((b) => b.id),
      ['hero'],
    );
    assert.equal(body.banners[0]!.images.length, 2);
    assert.deepEqual(
      body.sponsoredLists.map((l) => [l.id, l.label]),
      [
        ['sponsored-top', 'Utvalt för dig'],
        ['sponsored-brands', 'Populära märken'],
      ],
    );
  });
});
