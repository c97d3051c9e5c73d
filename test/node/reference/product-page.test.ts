/** S2: the product group, recommendation lists per algorithm, rules, tickets. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ProductPageResultSchema, parseTolerant } from '../../../src/api/schemas/index.ts';
import { SE, start, type CatalogGroup, type CatalogInfo, type Client } from './helpers.ts';

let client: Client;
let catalog: CatalogInfo;
let groupOf: Map<string, CatalogGroup>;
let close: () => Promise<void>;
/** A product whose group has several products, in a category with many groups. */
let base: string;
let baseGroup: CatalogGroup;

before(async () => {
  const started = await start();
  ({ client, catalog, groupOf } = started);
  close = () => started.server.close();
  baseGroup = catalog.groups.find((g) => g.products.length >= 3)!;
  base = baseGroup.products[1]!;
});
after(() => close());

const list = (id: string, algorithm: string, extra: Record<string, unknown> = {}) => ({
  id,
  algorithm,
  ...extra,
});

async function lists(lists: unknown[], query: Record<string, string> = {}, productKey = base) {
  const reply = await client.productPage(
    { ...SE, productKey, ...query },
    { productGroup: { include: true }, recommendationLists: lists },
  );
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const parsed = parseTolerant(ProductPageResultSchema, reply.body);
  assert.ok(parsed.success);
  assert.deepEqual(parsed.dropped, []);
  return reply.body;
}

const mainProducts = (l: any) => l.productGroups.map((g: any) => g.products[0]);

describe('product-page (S2)', () => {
  it('returns the requested product first in its group, with descriptions, custom attributes and prices', async () => {
    const body = await lists([], { presentPrices: 'member', stores: 'se-sto-01|se-got-01' });
    const group = body.productGroup;
    assert.equal(group.key, baseGroup.key);
    assert.equal(group.products[0].key, base);
    assert.deepEqual(new Set(group.products.map((p: any) => p.key)), new Set(baseGroup.products));
    assert.equal(group.remaining, 0);
    const main = group.products[0];
    assert.equal(typeof main.description, 'string');
    assert.ok(main.custom.material[0].id);
    assert.equal(typeof main.typedCustom.numbers.recycledShare, 'number');
    const variant = main.variants[0];
    assert.deepEqual(
      variant.prices.map((p: any) => p.id),
      ['member'],
    );
    assert.deepEqual(
      variant.availability.map((a: any) => [a.channel, a.key]),
      [
        ['ONLINE', null],
        ['STORE', 'se-sto-01'],
        ['STORE', 'se-got-01'],
      ],
    );
    assert.equal(
      variant.stockNumber,
      variant.availability.reduce((s: number, a: any) => s + a.stockNumber, 0),
    );
    assert.equal(body.tickets, undefined);
  });

  it('returns a ticket per variant of the group instead of the group when it is not included', async () => {
    const full = await lists([]);
    const reply = await client.productPage({ ...SE, productKey: base }, {});
    assert.equal(reply.status, 200);
    assert.equal(reply.body.productGroup, undefined);
    const variantKeys = full.productGroup.products.flatMap((p: any) =>
      p.variants.map((v: any) => v.key),
    );
    assert.deepEqual(Object.keys(reply.body.tickets).sort(), variantKeys.sort());
    assert.equal(new Set(Object.values(reply.body.tickets)).size, variantKeys.length);
  });

  it('ALTERNATIVES share the category, UPSELL costs more in it, STYLE_WITH comes from other categories', async () => {
    const body = await lists([
      list('alt', 'ALTERNATIVES'),
      list('up', 'UPSELL'),
      list('style', 'STYLE_WITH'),
      list('series', 'MORE_FROM_SERIES'),
    ]);
    const [alt, up, style, series] = body.recommendationLists;
    const basePrice = body.productGroup.products[0].sellingPrice.min;
    assert.ok(alt.productGroups.length > 0);
    for (const p of mainProducts(alt))
      assert.equal(groupOf.get(p.key)!.category, baseGroup.category);
    assert.ok(up.productGroups.length > 0);
    for (const p of mainProducts(up)) {
      assert.equal(groupOf.get(p.key)!.category, baseGroup.category);
      assert.ok(p.sellingPrice.min > basePrice, `${p.sellingPrice.min} > ${basePrice}`);
    }
    assert.ok(style.productGroups.length > 0);
    for (const p of mainProducts(style))
      assert.notEqual(groupOf.get(p.key)!.category, baseGroup.category);
    for (const p of mainProducts(series)) assert.equal(p.series, baseGroup.series);
  });

  it('honours limit (default 20), echoes the list settings and never lists the main group', async () => {
    const body = await lists([
      list('top', 'TOP_PRODUCTS', {
        limit: 5,
        label: 'Top',
        showMoreLink: '/top',
        visualization: 'GRID',
      }),
      list('new', 'NEWEST_PRODUCTS'),
      list('personal', 'PERSONAL', { limit: 7 }),
    ]);
    const [top, newest, personal] = body.recommendationLists;
    assert.equal(top.productGroups.length, 5);
    assert.deepEqual(
      [top.label, top.showMoreLink, top.visualization, top.algorithm, top.visible],
      ['Top', '/top', 'GRID', 'TOP_PRODUCTS', true],
    );
    assert.equal(newest.productGroups.length, 20);
    assert.equal(newest.visualization, 'CAROUSEL');
    assert.equal(personal.productGroups.length, 7);
    for (const l of body.recommendationLists)
      for (const g of l.productGroups) assert.notEqual(g.key, baseGroup.key);
  });

  it('lists carry no descriptions or prices, custom only when presentCustom asks, and unique tickets', async () => {
    const body = await lists([list('a', 'TOP_PRODUCTS'), list('b', 'TOP_PRODUCTS')], {
      presentCustom: 'material|number.recycledShare',
      presentPrices: 'member',
    });
    const products = body.recommendationLists.flatMap((l: any) =>
      l.productGroups.flatMap((g: any) => g.products),
    );
    for (const p of products) {
      assert.equal(p.description, undefined);
      assert.deepEqual(Object.keys(p.custom), ['material']);
      assert.deepEqual(Object.keys(p.typedCustom), ['numbers']);
      for (const v of p.variants) assert.equal(v.prices, undefined);
    }
    const tickets = [
      ...body.productGroup.products.flatMap((p: any) => [
        p.ticket,
        ...p.variants.map((v: any) => v.ticket),
      ]),
      ...products.flatMap((p: any) => [p.ticket, ...p.variants.map((v: any) => v.ticket)]),
    ];
    assert.equal(new Set(tickets).size, tickets.length);
  });

  it('applies productRules: value lists, excl, ranges with -infinity, several clauses', async () => {
    const brands = catalog.brands.slice(0, 2);
    const body = await lists([
      list('incl', 'TOP_PRODUCTS', {
        productRules: `rule incl brand {"${brands[0]}", "${brands[1]}"}`,
      }),
      list('excl', 'TOP_PRODUCTS', { productRules: `rule excl brand {"${brands[0]}"}`, limit: 50 }),
      list('range', 'TOP_PRODUCTS', {
        productRules: 'rule incl selling_price [-infinity, 500]',
        limit: 50,
      }),
      list('both', 'TOP_PRODUCTS', {
        productRules: `rule incl category {"shoes"} rule incl price [500, 1500] excl brand {"${brands[0]}"}`,
        limit: 50,
      }),
    ]);
    const [incl, excl, range, both] = body.recommendationLists;
    assert.ok(incl.productGroups.length > 0);
    for (const p of mainProducts(incl)) assert.ok(brands.includes(p.brand));
    assert.ok(excl.productGroups.length > 0);
    for (const p of mainProducts(excl)) assert.notEqual(p.brand, brands[0]);
    assert.ok(range.productGroups.length > 0);
    for (const g of range.productGroups)
      for (const p of g.products) assert.ok(p.sellingPrice.min <= 500);
    assert.ok(both.productGroups.length > 0);
    for (const p of mainProducts(both)) {
      assert.equal(groupOf.get(p.key)!.category, 'shoes');
      assert.ok(p.sellingPrice.min >= 500 && p.sellingPrice.min <= 1500);
      assert.notEqual(p.brand, brands[0]);
    }
  });

  it('applies catalogEntitlement to every list and to the product group', async () => {
    const brand = catalog.brands[3]!;
    const reply = await client.productPage(
      { ...SE, productKey: base },
      {
        catalogEntitlement: `rule incl brand {"${brand}"} rule excl product_key {"${baseGroup.products[2]}"}`,
        productGroup: { include: true },
        recommendationLists: [
          list('top', 'TOP_PRODUCTS', { limit: 30 }),
          list('new', 'NEWEST_PRODUCTS'),
        ],
      },
    );
    assert.equal(reply.status, 200);
    for (const l of reply.body.recommendationLists) {
      assert.ok(l.productGroups.length > 0);
      for (const g of l.productGroups) for (const p of g.products) assert.equal(p.brand, brand);
    }
    const keys = reply.body.productGroup.products.map((p: any) => p.key);
    assert.equal(keys[0], base, 'the requested product stays');
    assert.ok(!keys.includes(baseGroup.products[2]));
  });

  it('uses params.productKey as the base product and excludes its group too', async () => {
    const other = catalog.groups.find((g) => g.category !== baseGroup.category)!;
    const body = await lists([
      list('alt', 'ALTERNATIVES', { params: { productKey: other.products[0] } }),
    ]);
    const alt = body.recommendationLists[0];
    assert.ok(alt.productGroups.length > 0);
    for (const g of alt.productGroups) {
      assert.equal(groupOf.get(g.products[0].key)!.category, other.category);
      assert.ok(g.key !== other.key && g.key !== baseGroup.key);
    }
  });

  it('CART recommends around the cart and never the cart items', async () => {
    const cart = catalog.groups.slice(5, 8).map((g) => g.products[0]!);
    const body = await lists([list('cart', 'CART', { params: { cart } })]);
    const cartGroups = new Set(cart.map((k) => groupOf.get(k)!.key));
    assert.ok(body.recommendationLists[0].productGroups.length > 0);
    for (const g of body.recommendationLists[0].productGroups) assert.ok(!cartGroups.has(g.key));
  });

  it('hides lists whose id starts with "hidden"', async () => {
    const body = await lists([list('hiddenAlt', 'ALTERNATIVES', { label: 'x' })]);
    assert.deepEqual(
      [
        body.recommendationLists[0].visible,
        body.recommendationLists[0].productGroups,
        body.recommendationLists[0].label,
      ],
      [false, [], 'x'],
    );
  });

  it('marks sponsoredPositions as sponsored and caps cards at 4 products with remaining', async () => {
    const body = await lists([
      list('top', 'TOP_PRODUCTS', { limit: 100, sponsoredPositions: [0] }),
    ]);
    const groups = body.recommendationLists[0].productGroups;
    assert.equal(groups[0].products[0].sponsored, true);
    assert.equal(groups[1].products[0].sponsored, false);
    const big = groups.find((g: any) => groupOf.get(g.products[0].key)!.products.length > 4);
    assert.ok(big, 'a group with more than four products');
    assert.equal(big.products.length, 4);
    assert.equal(big.remaining, groupOf.get(big.products[0].key)!.products.length - 4);
  });

  it('priceId switches the prices to the custom price', async () => {
    const regular = await lists([]);
    const member = await lists([], { priceId: 'member' });
    const a = regular.productGroup.products[0].variants[0];
    const b = member.productGroup.products[0].variants[0];
    assert.ok(b.sellingPrice < a.sellingPrice, `${b.sellingPrice} < ${a.sellingPrice}`);
  });

  it('FAVORITES and RECENTLY_VIEWED follow the notifications received', async () => {
    const query = { ...SE, customerKey: 'fav-customer' };
    const favorite = catalog.groups[40]!.products[0]!;
    assert.equal(
      (
        await client.notify(
          'add-favorite',
          { market: 'SE', customerKey: 'fav-customer', sessionKey: 's' },
          { productKey: favorite },
        )
      ).status,
      204,
    );
    const top = await client.productPage(
      { ...query, productKey: base },
      { recommendationLists: [list('top', 'TOP_PRODUCTS', { limit: 1 })] },
    );
    const clicked = top.body.recommendationLists[0].productGroups[0].products[0];
    assert.equal(
      (
        await client.notify(
          'click',
          { market: 'SE', customerKey: 'fav-customer', sessionKey: 's' },
          { ticket: clicked.ticket },
        )
      ).status,
      204,
    );
    const body = await lists([list('fav', 'FAVORITES'), list('seen', 'RECENTLY_VIEWED')], {
      customerKey: 'fav-customer',
    });
    assert.deepEqual(
      mainProducts(body.recommendationLists[0]).map((p: any) => p.key),
      [favorite],
    );
    assert.deepEqual(
      mainProducts(body.recommendationLists[1]).map((p: any) => p.key),
      [clicked.key],
    );
  });

  it('accepts a variant key as productKey and answers application/json too', async () => {
    const full = await lists([]);
    const variantKey = full.productGroup.products[0].variants[0].key;
    const reply = await client.productPage(
      { ...SE, productKey: variantKey },
      { productGroup: { include: true } },
      'application/json; charset=utf-8',
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.body.productGroup.products[0].key, base);
  });

  it('is deterministic: the same request twice gives the same body', async () => {
    const request = [list('alt', 'ALTERNATIVES'), list('p', 'PERSONAL')];
    assert.deepEqual(await lists(request), await lists(request));
  });

  it('every response validates with zero dropped items, over many products, markets and locales', async () => {
    const markets = catalog.markets;
    let checked = 0;
    for (let i = 0; i < catalog.groups.length; i += 13) {
      const group = catalog.groups[i]!;
      const market = markets[i % markets.length]!;
      const locale = market.locales[(i >> 1) % market.locales.length]!;
      const reply = await client.productPage(
        {
          market: market.id,
          locale,
          touchpoint: 'MOBILE',
          customerKey: 'c',
          sessionKey: 's',
          productKey: group.products.at(-1)!,
          stores: market.stores.join('|'),
          presentPrices: market.priceIds.join('|'),
          presentCustom:
            'material|pattern|variant.gtin|number.recycledShare|length.packageLength|json.care',
        },
        {
          productGroup: { include: true },
          recommendationLists: [
            'ALTERNATIVES',
            'UPSELL',
            'STYLE_WITH',
            'MORE_FROM_SERIES',
            'TOP_PRODUCTS',
            'NEWEST_PRODUCTS',
            'PERSONAL',
            'CART',
            'ADD_TO_CART_RECS',
            'FAVORITES',
          ].map((a, j) =>
            list(`l${j}`, a, { limit: 6, params: { cart: [catalog.groups[j]!.products[0]!] } }),
          ),
        },
      );
      assert.equal(reply.status, 200);
      const parsed = parseTolerant(ProductPageResultSchema, reply.body);
      assert.ok(parsed.success, parsed.success ? '' : parsed.message);
      assert.deepEqual(parsed.dropped, []);
      checked +=
        1 +
        reply.body.recommendationLists.reduce((n: number, l: any) => n + l.productGroups.length, 0);
    }
    assert.ok(checked > 500, `${checked} product groups checked`);
  });
});

describe('product-page (S2) as the official client sends it', () => {
  it('takes enumerated parameters in any letter case, as real clusters do', async () => {
    const upper = await client.productPage(
      { ...SE, productKey: base, channels: 'ONLINE|STORE', stores: 'se-sto-01' },
      { productGroup: { include: true } },
    );
    const lower = await client.productPage(
      {
        ...SE,
        productKey: base,
        touchpoint: 'desktop',
        viewId: 'preview',
        userContext: 'personalized',
        channels: 'online|Store',
        stores: 'se-sto-01',
      },
      { productGroup: { include: true } },
    );
    assert.equal(lower.status, 200, JSON.stringify(lower.body));
    assert.deepEqual(lower.body, upper.body);
    const wrong = await client.productPage({ ...SE, productKey: base, touchpoint: 'tv' }, {});
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /touchpoint: "tv" is not one of DESKTOP, MOBILE/);
  });

  it('answers a GET (no body) like a POST with an empty body', async () => {
    const get = await client.get('/api/storefront/v3/queries/product-page', {
      ...SE,
      productKey: base,
    });
    const post = await client.productPage({ ...SE, productKey: base }, {});
    assert.equal(get.status, 200, JSON.stringify(get.body));
    assert.deepEqual(get.body, post.body);
    assert.ok(Object.keys(get.body.tickets).length > 0);
  });
});
