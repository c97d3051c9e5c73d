/** Every rule of the spec with the status it answers, one failing example each. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SE, queryString, start, type Client, type Query } from './helpers.ts';

let client: Client;
let close: () => Promise<void>;
let productKey: string;

before(async () => {
  const started = await start();
  client = started.client;
  close = () => started.server.close();
  productKey = started.catalog.groups[0]!.products[0]!;
});
after(() => close());

const without = (name: keyof typeof SE): Query => ({ ...SE, [name]: undefined });

interface Case {
  name: string;
  query?: (q: Query) => Query;
  body?: unknown;
  contentType?: string;
  status: number;
  message: RegExp;
}

const commonCases: Case[] = [
  {
    name: 'missing market',
    query: () => without('market'),
    status: 400,
    message: /^market: is required/,
  },
  {
    name: 'unknown market',
    query: (q) => ({ ...q, market: 'XX' }),
    status: 400,
    message: /market: unknown market "XX"/,
  },
  {
    name: 'missing locale',
    query: () => without('locale'),
    status: 400,
    message: /^locale: is required/,
  },
  {
    name: 'locale of another market',
    query: (q) => ({ ...q, locale: 'en-US' }),
    status: 400,
    message: /locale: "en-US" is not a locale of market SE/,
  },
  {
    name: 'missing touchpoint',
    query: () => without('touchpoint'),
    status: 400,
    message: /^touchpoint: is required/,
  },
  {
    name: 'bad touchpoint',
    query: (q) => ({ ...q, touchpoint: 'TV' }),
    status: 400,
    message: /touchpoint: "TV" is not one of DESKTOP, MOBILE/,
  },
  {
    name: 'missing customerKey',
    query: () => without('customerKey'),
    status: 400,
    message: /^customerKey: is required/,
  },
  {
    name: 'missing sessionKey',
    query: () => without('sessionKey'),
    status: 400,
    message: /^sessionKey: is required/,
  },
  {
    name: 'ANONYMOUS with customerKey',
    query: (q) => ({ ...q, sessionKey: undefined, userContext: 'ANONYMOUS' }),
    status: 400,
    message: /customerKey: is not allowed with userContext ANONYMOUS/,
  },
  {
    name: 'ANONYMOUS with sessionKey',
    query: (q) => ({ ...q, customerKey: undefined, userContext: 'ANONYMOUS' }),
    status: 400,
    message: /sessionKey: is not allowed with userContext ANONYMOUS/,
  },
  {
    name: 'UNPERSONALIZED with customerKey',
    query: (q) => ({ ...q, userContext: 'UNPERSONALIZED' }),
    status: 400,
    message: /customerKey: is not allowed with userContext UNPERSONALIZED/,
  },
  {
    name: 'UNPERSONALIZED without sessionKey',
    query: (q) => ({
      ...q,
      customerKey: undefined,
      sessionKey: undefined,
      userContext: 'UNPERSONALIZED',
    }),
    status: 400,
    message: /sessionKey: is required/,
  },
  {
    name: 'unknown userContext',
    query: (q) => ({ ...q, userContext: 'ROBOT' }),
    status: 400,
    message: /userContext: "ROBOT" is not one of/,
  },
  {
    name: 'notify with userContext',
    query: (q) => ({ ...q, notify: 'false', userContext: 'SYNTHETIC' }),
    status: 400,
    message: /notify: may not be combined with userContext/,
  },
  {
    name: 'notify not boolean',
    query: (q) => ({ ...q, notify: 'maybe' }),
    status: 400,
    message: /notify: must be true or false/,
  },
  {
    name: 'unknown channel',
    query: (q) => ({ ...q, channels: 'ONLINE|MAIL' }),
    status: 400,
    message: /channels: "MAIL" is not one of ONLINE, STORE/,
  },
  {
    name: 'explicit STORE without stores',
    query: (q) => ({ ...q, channels: 'STORE' }),
    status: 400,
    message: /stores: must not be empty when channels includes STORE/,
  },
  {
    name: 'unknown store',
    query: (q) => ({ ...q, stores: 'us-nyc-01' }),
    status: 400,
    message: /stores: unknown store "us-nyc-01" in market SE/,
  },
  {
    name: 'unknown presentPrices id',
    query: (q) => ({ ...q, presentPrices: 'member|vip' }),
    status: 400,
    message: /presentPrices: unknown price id "vip"/,
  },
  {
    name: 'unknown priceId',
    query: (q) => ({ ...q, priceId: 'vip' }),
    status: 400,
    message: /priceId: unknown price id "vip"/,
  },
  {
    name: 'bad viewId',
    query: (q) => ({ ...q, viewId: 'DRAFT' }),
    status: 400,
    message: /viewId: "DRAFT" is not one of PRODUCTION, PREVIEW/,
  },
  {
    name: 'unknown presentCustom',
    query: (q) => ({ ...q, presentCustom: 'material|number.nope' }),
    status: 400,
    message: /presentCustom: unknown custom attribute "number.nope"/,
  },
];

describe('product-page (S2) rejects', () => {
  const cases: Case[] = [
    ...commonCases,
    {
      name: 'missing productKey',
      query: (q) => ({ ...q, productKey: undefined }),
      status: 400,
      message: /^productKey: is required/,
    },
    {
      name: 'unknown productKey',
      query: (q) => ({ ...q, productKey: 'NOPE-1' }),
      status: 404,
      message: /productKey: unknown product "NOPE-1"/,
    },
    {
      name: 'facets',
      query: (q) => ({ ...q, 'f.brand': 'Boreal' }),
      status: 400,
      message: /f\.brand: facets are not allowed on product-page/,
    },
    {
      name: 'pageReference',
      query: (q) => ({ ...q, pageReference: 'home' }),
      status: 400,
      message: /pageReference: is not allowed/,
    },
    {
      name: 'winner',
      query: (q) => ({ ...q, winner: 'Boreal' }),
      status: 400,
      message: /winner: is not allowed/,
    },
    {
      name: 'wrong content type',
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=1',
      status: 415,
      message: /content-type: expected text\/plain or application\/json/,
    },
    {
      name: 'unparsable JSON',
      body: '{"recommendationLists": [',
      status: 415,
      message: /body encoding cannot be parsed/,
    },
    {
      name: 'unknown body member',
      body: { sorting: 1 },
      status: 400,
      message: /^body: unknown member sorting/,
    },
    {
      name: 'bad algorithm',
      body: { recommendationLists: [{ id: 'a', algorithm: 'RANDOM' }] },
      status: 400,
      message: /body: recommendationLists\[0\]\.algorithm: expected one of/,
    },
    {
      name: 'bad list id',
      body: { recommendationLists: [{ id: 'no spaces', algorithm: 'TOP_PRODUCTS' }] },
      status: 400,
      message: /recommendationLists\[0\]\.id: must match/,
    },
    {
      name: 'limit above 100',
      body: { recommendationLists: [{ id: 'a', algorithm: 'TOP_PRODUCTS', limit: 101 }] },
      status: 400,
      message: /limit: must be at most 100/,
    },
    {
      name: 'duplicate list ids',
      body: {
        recommendationLists: [
          { id: 'a', algorithm: 'TOP_PRODUCTS' },
          { id: 'a', algorithm: 'UPSELL' },
        ],
      },
      status: 400,
      message: /recommendation list ids must be unique/,
    },
    {
      name: 'more than 10 lists',
      body: {
        recommendationLists: Array.from({ length: 11 }, (_, i) => ({
          id: `l${i}`,
          algorithm: 'TOP_PRODUCTS',
        })),
      },
      status: 400,
      message: /recommendationLists: allows at most 10 items/,
    },
    {
      name: 'more than 250 cart items',
      body: {
        recommendationLists: [
          {
            id: 'c',
            algorithm: 'CART',
            params: { cart: Array.from({ length: 251 }, (_, i) => `K${i}`) },
          },
        ],
      },
      status: 400,
      message: /params\.cart: allows at most 250 items/,
    },
    {
      name: 'malformed productRules',
      body: {
        recommendationLists: [
          { id: 'a', algorithm: 'TOP_PRODUCTS', productRules: 'rule incl brand ["x"]' },
        ],
      },
      status: 400,
      message: /^recommendationLists\[0\]\.productRules: expected a lower bound/,
    },
    {
      name: 'unknown rule attribute',
      body: {
        recommendationLists: [
          { id: 'a', algorithm: 'TOP_PRODUCTS', productRules: 'rule incl colour {"red"}' },
        ],
      },
      status: 400,
      message: /productRules: unknown attribute "colour"/,
    },
    {
      name: 'malformed catalogEntitlement',
      body: { catalogEntitlement: 'rule brand {"x"}' },
      status: 400,
      message: /^catalogEntitlement: expected "incl" or "excl"/,
    },
    {
      name: 'unknown params.productKey',
      body: {
        recommendationLists: [
          { id: 'a', algorithm: 'ALTERNATIVES', params: { productKey: 'NOPE' } },
        ],
      },
      status: 400,
      message: /recommendationLists\[0\]\.params\.productKey: unknown product "NOPE"/,
    },
  ];
  for (const c of cases)
    it(`${c.name} with ${c.status}`, async () => {
      const query = (c.query ?? ((q) => q))({ ...SE, productKey });
      const reply = await client.productPage(query, c.body ?? {}, c.contentType);
      assert.equal(reply.status, c.status, JSON.stringify(reply.body));
      assert.match(reply.body.message, c.message);
    });

  it('PUT with 405 (GET without a body and POST are the query)', async () => {
    const response = await fetch(
      `${client.base}/api/storefront/v3/queries/product-page?${queryString({ ...SE, productKey })}`,
      { method: 'PUT', body: '{}' },
    );
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, POST');
  });
});

describe('sponsored-page (S1) rejects', () => {
  const cases: Case[] = [
    ...commonCases,
    {
      name: 'missing pageReference',
      query: (q) => ({ ...q, pageReference: undefined }),
      status: 400,
      message: /^pageReference: is required/,
    },
    {
      name: 'unknown page',
      query: (q) => ({ ...q, pageReference: 'nowhere' }),
      status: 404,
      message: /pageReference: unknown page "nowhere"/,
    },
    {
      name: 'preview page in PRODUCTION',
      query: (q) => ({ ...q, pageReference: 'campaign/preview' }),
      status: 404,
      message: /unknown page/,
    },
    {
      name: 'unknown facet',
      query: (q) => ({ ...q, 'f.colour': 'red' }),
      status: 400,
      message: /f\.colour: unknown facet "colour"/,
    },
    {
      name: 'checkbox facet not boolean',
      query: (q) => ({ ...q, 'f.on_sale': 'yes' }),
      status: 400,
      message: /f\.on_sale: a checkbox facet takes true or false/,
    },
    {
      name: 'range bound not a number',
      query: (q) => ({ ...q, 'f.price.min': 'cheap' }),
      status: 400,
      message: /f\.price\.min: must be a number/,
    },
    {
      name: 'range of a value facet',
      query: (q) => ({ ...q, 'f.brand.min': '1' }),
      status: 400,
      message: /f\.brand\.min: "brand" is not a range facet/,
    },
    {
      name: 'range facet given values',
      query: (q) => ({ ...q, 'f.price': '10' }),
      status: 400,
      message: /f\.price: "price" is a range facet/,
    },
    {
      name: 'unknown winner brand',
      query: (q) => ({ ...q, winner: 'Acme' }),
      status: 400,
      message: /winner: unknown brand "Acme"/,
    },
  ];
  for (const c of cases)
    it(`${c.name} with ${c.status}`, async () => {
      const reply = await client.sponsoredPage(
        (c.query ?? ((q) => q))({ ...SE, pageReference: 'home' }),
      );
      assert.equal(reply.status, c.status, JSON.stringify(reply.body));
      assert.match(reply.body.message, c.message);
    });

  const post = (body: unknown, contentType?: string) =>
    client.post(
      '/api/storefront/v3/queries/sponsored-page',
      { ...SE, pageReference: 'home' },
      body,
      contentType,
    );

  it('POST with a wrong content type with 415', async () => {
    const reply = await post('<x/>', 'application/xml');
    assert.equal(reply.status, 415);
    assert.match(reply.body.message, /content-type/);
  });
  it('POST with unparsable JSON with 415', async () => {
    const reply = await post('{nope');
    assert.equal(reply.status, 415);
    assert.match(reply.body.message, /body encoding cannot be parsed/);
  });
  it('POST with an unknown body member with 400', async () => {
    const reply = await post({ recommendationLists: [] });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /body: unknown member recommendationLists/);
  });
  it('POST with a malformed catalogEntitlement with 400', async () => {
    const reply = await post({ catalogEntitlement: 'rule incl brand {"a",}' });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /^catalogEntitlement: expected a quoted value/);
  });
  it('DELETE with 405', async () => {
    const response = await fetch(`${client.base}/api/storefront/v3/queries/sponsored-page`, {
      method: 'DELETE',
    });
    assert.equal(response.status, 405);
  });
});

describe('routing', () => {
  it('answers 404 with a message for unknown storefront paths', async () => {
    const reply = await client.get('/api/storefront/v3/queries/search-page', SE);
    assert.equal(reply.status, 404);
    assert.match(reply.body.message, /no endpoint GET \/api\/storefront\/v3\/queries\/search-page/);
  });
  it('answers 404 for unknown reference paths', async () => {
    const reply = await client.get('/__reference/nothing');
    assert.equal(reply.status, 404);
    assert.ok(reply.body.message);
  });
});

describe('user contexts that are allowed', () => {
  for (const [name, query] of [
    [
      'ANONYMOUS without keys',
      { ...SE, customerKey: undefined, sessionKey: undefined, userContext: 'ANONYMOUS' },
    ],
    [
      'UNPERSONALIZED with a sessionKey',
      { ...SE, customerKey: undefined, userContext: 'UNPERSONALIZED' },
    ],
    [
      'SYNTHETIC without keys',
      { ...SE, customerKey: undefined, sessionKey: undefined, userContext: 'SYNTHETIC' },
    ],
    ['SYNTHETIC with keys', { ...SE, userContext: 'SYNTHETIC' }],
    ['notify=false without userContext', { ...SE, notify: 'false' }],
    ['explicit STORE with stores', { ...SE, channels: 'STORE', stores: 'se-sto-01' }],
  ] as const)
    it(name, async () => {
      const reply = await client.productPage({ ...query, productKey });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
    });
});
