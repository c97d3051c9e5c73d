/**
 * The storefront query client, request building: every parameter and rule, without a server
 * (the queries themselves are in client-queries.test.ts), and the status mapping.
 */
import { expect } from '@open-wc/testing';
import {
  BODY_CONTENT_TYPE,
  StorefrontConfigError,
  StorefrontError,
  buildCommonParams,
  buildProductPageRequest,
  buildSponsoredPageRequest,
  errorForStatus,
  type StorefrontConfig,
  type StorefrontRequest,
} from '../../../src/api/index.ts';
import { sendSponsoredPageQuery } from '../../../src/api/sponsored-query.ts';

const base: StorefrontConfig = {
  apiBase: '',
  market: 'SE',
  locale: 'sv-SE',
  touchpoint: 'DESKTOP',
  customerKey: 'customer-1',
  sessionKey: 'session-1',
};

function paramsOf(request: StorefrontRequest): URLSearchParams {
  return new URL(request.url, location.origin).searchParams;
}

function common(overrides: Partial<StorefrontConfig>): Record<string, string> {
  return Object.fromEntries(buildCommonParams({ ...base, ...overrides }));
}

/** Runs `build` and returns the config error it throws, failing the test when it does not. */
function configError(build: () => unknown): StorefrontConfigError {
  try {
    build();
  } catch (error) {
    expect(error).to.be.instanceOf(StorefrontConfigError);
    return error as StorefrontConfigError;
  }
  return expect.fail('expected a StorefrontConfigError');
}

describe('buildCommonParams', () => {
  it('sends market, locale, touchpoint and both keys by default, in that order', () => {
    expect([...buildCommonParams(base)]).to.deep.equal([
      ['market', 'SE'],
      ['locale', 'sv-SE'],
      ['touchpoint', 'DESKTOP'],
      ['customerKey', 'customer-1'],
      ['sessionKey', 'session-1'],
    ]);
  });

  it('refuses a missing or blank market, locale or touchpoint', () => {
    expect(configError(() => common({ market: '' })).parameter).to.equal('market');
    expect(configError(() => common({ market: '  ' })).parameter).to.equal('market');
    expect(configError(() => common({ locale: '' })).parameter).to.equal('locale');
    expect(
      configError(() => buildCommonParams({ ...base, locale: undefined as unknown as string }))
        .message,
    ).to.equal('locale: is required');
    const touchpoint = configError(() => common({ touchpoint: 'TABLET' as never }));
    expect(touchpoint.parameter).to.equal('touchpoint');
    expect(touchpoint.message).to.contain('DESKTOP, MOBILE');
    expect(common({ touchpoint: 'MOBILE' }).touchpoint).to.equal('MOBILE');
  });

  it('PERSONALIZED (explicit or by default) needs both keys', () => {
    expect(configError(() => common({ customerKey: undefined })).parameter).to.equal('customerKey');
    expect(configError(() => common({ sessionKey: ' ' })).parameter).to.equal('sessionKey');
    const explicit = common({ userContext: 'PERSONALIZED' });
    expect(explicit).to.include({
      customerKey: 'customer-1',
      sessionKey: 'session-1',
      userContext: 'PERSONALIZED',
    });
    expect(
      configError(() => common({ userContext: 'PERSONALIZED', sessionKey: undefined })).parameter,
    ).to.equal('sessionKey');
  });

  it('ANONYMOUS sends neither key', () => {
    const params = common({ userContext: 'ANONYMOUS' });
    expect(params).not.to.have.any.keys('customerKey', 'sessionKey');
    expect(params.userContext).to.equal('ANONYMOUS');
    expect(
      common({ userContext: 'ANONYMOUS', customerKey: undefined, sessionKey: undefined }),
    ).not.to.have.any.keys('customerKey', 'sessionKey');
  });

  it('UNPERSONALIZED sends no customerKey and needs the sessionKey', () => {
    const params = common({ userContext: 'UNPERSONALIZED' });
    expect(params).not.to.have.property('customerKey');
    expect(params.sessionKey).to.equal('session-1');
    expect(
      configError(() => common({ userContext: 'UNPERSONALIZED', sessionKey: undefined })).parameter,
    ).to.equal('sessionKey');
  });

  it('SYNTHETIC makes both keys optional', () => {
    expect(common({ userContext: 'SYNTHETIC' })).to.include({
      customerKey: 'customer-1',
      sessionKey: 'session-1',
    });
    const keyless = common({
      userContext: 'SYNTHETIC',
      customerKey: undefined,
      sessionKey: undefined,
    });
    expect(keyless).not.to.have.any.keys('customerKey', 'sessionKey');
    expect(keyless.userContext).to.equal('SYNTHETIC');
    expect(
      configError(() => common({ userContext: 'SYNTHETIC', customerKey: '' })).parameter,
    ).to.equal('customerKey');
  });

  it('sends userContext only when set, and refuses an unknown one', () => {
    expect(common({})).not.to.have.property('userContext');
    expect(configError(() => common({ userContext: 'GUEST' as never })).parameter).to.equal(
      'userContext',
    );
  });

  it('sends notify=false only, and never with a userContext', () => {
    expect(common({ notify: false }).notify).to.equal('false');
    expect(common({ notify: true })).not.to.have.property('notify');
    expect(common({ notify: true, userContext: 'ANONYMOUS' })).not.to.have.property('notify');
    for (const userContext of [
      'PERSONALIZED',
      'UNPERSONALIZED',
      'ANONYMOUS',
      'SYNTHETIC',
    ] as const) {
      const error = configError(() => common({ notify: false, userContext }));
      expect(error.parameter).to.equal('notify');
      expect(error.message).to.contain('userContext');
    }
  });

  it('joins channels, stores, presentCustom and presentPrices with pipes', () => {
    const params = common({
      channels: ['ONLINE', 'STORE'],
      stores: ['se-sto-01', 'se-got-01'],
      presentCustom: ['material', 'variant.gtin', 'number.recycledShare'],
      presentPrices: ['member', 'outlet'],
    });
    expect(params).to.include({
      channels: 'ONLINE|STORE',
      stores: 'se-sto-01|se-got-01',
      presentCustom: 'material|variant.gtin|number.recycledShare',
      presentPrices: 'member|outlet',
    });
    expect(common({ channels: ['ONLINE'] }).channels).to.equal('ONLINE');
    expect(common({ stores: [], presentCustom: [] })).not.to.have.any.keys(
      'stores',
      'presentCustom',
    );
  });

  it('needs stores when STORE is an explicit channel, and known channels', () => {
    expect(configError(() => common({ channels: ['STORE'] })).parameter).to.equal('stores');
    expect(
      configError(() => common({ channels: ['ONLINE', 'STORE'], stores: [] })).parameter,
    ).to.equal('stores');
    expect(common({ channels: ['STORE'], stores: ['se-sto-01'] }).channels).to.equal('STORE');
    expect(configError(() => common({ channels: ['PHONE' as never] })).parameter).to.equal(
      'channels[0]',
    );
  });

  it('refuses list items that are blank or hold a pipe', () => {
    expect(configError(() => common({ stores: ['a|b'] })).parameter).to.equal('stores[0]');
    expect(configError(() => common({ presentPrices: ['member', ''] })).parameter).to.equal(
      'presentPrices[1]',
    );
    expect(configError(() => common({ presentCustom: 'material' as never })).parameter).to.equal(
      'presentCustom',
    );
  });

  it('sends priceId, templateId and viewId', () => {
    expect(common({ priceId: 'member', templateId: 'compact', viewId: 'PREVIEW' })).to.include({
      priceId: 'member',
      templateId: 'compact',
      viewId: 'PREVIEW',
    });
    expect(common({ viewId: 'PRODUCTION' }).viewId).to.equal('PRODUCTION');
    expect(configError(() => common({ viewId: 'DRAFT' as never })).parameter).to.equal('viewId');
    expect(configError(() => common({ priceId: '' })).parameter).to.equal('priceId');
    expect(configError(() => common({ templateId: ' ' })).parameter).to.equal('templateId');
  });
});

describe('enumerated parameters and cluster ids, as the official client gives them', () => {
  it('takes touchpoint, userContext, channels and viewId in any letter case, sent in upper case', () => {
    expect(
      common({
        touchpoint: 'desktop',
        userContext: 'unpersonalized',
        channels: ['online', 'Store' as never],
        stores: ['s1'],
        viewId: 'preview',
      }),
    ).to.include({
      touchpoint: 'DESKTOP',
      userContext: 'UNPERSONALIZED',
      channels: 'ONLINE|STORE',
      viewId: 'PREVIEW',
    });
    expect(configError(() => common({ touchpoint: 'tablet' as never })).parameter).to.equal(
      'touchpoint',
    );
  });

  it('expands a bare cluster id as the official client does; a URL keeps working', () => {
    const { url } = buildSponsoredPageRequest(
      { ...base, apiBase: 'w00000000' },
      { pageReference: 'p' },
    );
    expect(
      url.startsWith('https://w00000000.api.esales.apptus.cloud/api/storefront/v3/queries/'),
    ).to.equal(true);
    const full = buildProductPageRequest(
      { ...base, apiBase: 'https://w00000000.elevate-api.cloud/' },
      { productKey: 'p', settings: {} },
    );
    expect(full.url.startsWith('https://w00000000.elevate-api.cloud/api/storefront/')).to.equal(
      true,
    );
  });
});

describe('buildSponsoredPageRequest', () => {
  it('is a GET to the same origin with the page reference, without a body or credentials', () => {
    const request = buildSponsoredPageRequest(base, { pageReference: '/women/shoes' });
    expect(request.url.startsWith('/api/storefront/v3/queries/sponsored-page?')).to.equal(true);
    expect(paramsOf(request).get('pageReference')).to.equal('/women/shoes');
    expect(paramsOf(request).get('market')).to.equal('SE');
    expect(request.init).to.deep.equal({ method: 'GET', credentials: 'omit' });
  });

  it('prefixes apiBase, ignoring trailing slashes', () => {
    for (const apiBase of [
      'https://w123.api.esales.apptus.cloud',
      'https://w123.api.esales.apptus.cloud///',
    ]) {
      const { url } = buildSponsoredPageRequest({ ...base, apiBase }, { pageReference: 'start' });
      expect(
        url.startsWith(
          'https://w123.api.esales.apptus.cloud/api/storefront/v3/queries/sponsored-page?',
        ),
      ).to.equal(true);
    }
    const proxied = buildSponsoredPageRequest(
      { ...base, apiBase: 'https://shop.example/esales/' },
      { pageReference: 'p' },
    );
    expect(proxied.url.startsWith('https://shop.example/esales/api/storefront/v3/')).to.equal(true);
    const same = buildSponsoredPageRequest({ ...base, apiBase: undefined }, { pageReference: 'p' });
    expect(same.url.startsWith('/api/storefront/')).to.equal(true);
    for (const apiBase of ['shop.example', 'w 123', 'w123?x']) {
      expect(
        configError(() => buildSponsoredPageRequest({ ...base, apiBase }, { pageReference: 'p' }))
          .parameter,
      ).to.equal('apiBase');
    }
    expect(
      configError(() =>
        buildSponsoredPageRequest({ ...base, apiBase: 'ftp://host' }, { pageReference: 'p' }),
      ).parameter,
    ).to.equal('apiBase');
  });

  it('needs a page reference', () => {
    expect(
      configError(() => buildSponsoredPageRequest(base, { pageReference: '' })).parameter,
    ).to.equal('pageReference');
    expect(configError(() => buildSponsoredPageRequest(base, {} as never)).parameter).to.equal(
      'pageReference',
    );
  });

  it('turns a facet map into f. parameters: values, checkbox and ranges', () => {
    const params = paramsOf(
      buildSponsoredPageRequest(base, {
        pageReference: 'p',
        facets: {
          color: ['red', 'blue'],
          brand: 'Acme',
          onSale: true,
          price: { min: 10, max: 99.5 },
          rating: { min: 4 },
          size: [],
        },
      }),
    );
    expect(Object.fromEntries([...params].filter(([name]) => name.startsWith('f.')))).to.deep.equal(
      {
        'f.color': 'red|blue',
        'f.brand': 'Acme',
        'f.onSale': 'true',
        'f.price.min': '10',
        'f.price.max': '99.5',
        'f.rating.min': '4',
      },
    );
  });

  it('refuses unusable facet values', () => {
    const build = (facets: never) => () =>
      buildSponsoredPageRequest(base, { pageReference: 'p', facets });
    expect(configError(build({ price: {} } as never)).parameter).to.equal('facets.price');
    expect(configError(build({ price: { min: 5, max: 1 } } as never)).parameter).to.equal(
      'facets.price',
    );
    expect(configError(build({ price: { min: Number.NaN } } as never)).parameter).to.equal(
      'facets.price.min',
    );
    expect(configError(build({ color: ['red|blue'] } as never)).parameter).to.equal(
      'facets.color[0]',
    );
    expect(configError(build({ '': 'x' } as never)).parameter).to.equal('facets');
  });

  it('accepts facets as a query string or URLSearchParams of f. parameters only', () => {
    const fromString = paramsOf(
      buildSponsoredPageRequest(base, {
        pageReference: 'p',
        facets: 'f.color=red|blue&f.price.min=10&f.onSale=true',
      }),
    );
    expect(fromString.get('f.color')).to.equal('red|blue');
    expect(fromString.get('f.price.min')).to.equal('10');
    expect(fromString.get('f.onSale')).to.equal('true');
    const withQuestionMark = paramsOf(
      buildSponsoredPageRequest(base, { pageReference: 'p', facets: '?f.size=M' }),
    );
    expect(withQuestionMark.get('f.size')).to.equal('M');
    const fromParams = paramsOf(
      buildSponsoredPageRequest(base, {
        pageReference: 'p',
        facets: new URLSearchParams({ 'f.brand': 'Acme' }),
      }),
    );
    expect(fromParams.get('f.brand')).to.equal('Acme');

    const smuggled = configError(() =>
      buildSponsoredPageRequest(base, { pageReference: 'p', facets: 'f.color=red&market=US' }),
    );
    expect(smuggled.parameter).to.equal('facets');
    expect(smuggled.message).to.contain('market');
    expect(
      configError(() => buildSponsoredPageRequest(base, { pageReference: 'p', facets: 'f.=x' }))
        .parameter,
    ).to.equal('facets');
  });

  it('sends winner when given', () => {
    expect(
      paramsOf(buildSponsoredPageRequest(base, { pageReference: 'p', winner: 'Acme' })).get(
        'winner',
      ),
    ).to.equal('Acme');
    expect(
      paramsOf(buildSponsoredPageRequest(base, { pageReference: 'p' })).has('winner'),
    ).to.equal(false);
    expect(
      configError(() => buildSponsoredPageRequest(base, { pageReference: 'p', winner: '' }))
        .parameter,
    ).to.equal('winner');
  });

  it('is a POST with a text/plain JSON body when settings have members', () => {
    const settings = { catalogEntitlement: 'rule incl brand {"Acme"}' };
    const request = buildSponsoredPageRequest(base, { pageReference: 'p', settings });
    expect(request.init).to.deep.equal({
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(settings),
    });
    expect(BODY_CONTENT_TYPE).to.equal('text/plain;charset=UTF-8');
    expect(
      buildSponsoredPageRequest(base, { pageReference: 'p', settings: {} }).init.method,
    ).to.equal('GET');
    expect(
      configError(() =>
        buildSponsoredPageRequest(base, { pageReference: 'p', settings: { other: 1 } as never }),
      ).parameter,
    ).to.equal('settings');
  });
});

describe("sendSponsoredPageQuery (<sf-sponsored-page>'s own call)", () => {
  it('refuses settings its schema refuses, worded and naming them, before anything is sent', async () => {
    const sent = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/storefront/v3/queries/sponsored-page?'))
        .length;
    const before = sent();
    const error = await sendSponsoredPageQuery(
      base,
      { pageReference: 'p', settings: { other: 1 } as never },
      {},
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).to.be.instanceOf(StorefrontConfigError);
    expect((error as StorefrontConfigError).parameter).to.equal('settings');
    expect((error as StorefrontConfigError).message).to.equal('settings: unknown member other');
    expect(sent()).to.equal(before);
  });
});

describe('buildProductPageRequest', () => {
  const lists = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `l${i}`, algorithm: 'UPSELL' as const }));

  it('is always a POST with productKey in the query and the settings as a text/plain body', () => {
    const settings = {
      productGroup: { include: true },
      recommendationLists: [{ id: 'alt', algorithm: 'ALTERNATIVES' as const, limit: 8 }],
    };
    const request = buildProductPageRequest(base, { productKey: 'p-1', settings });
    expect(request.url.startsWith('/api/storefront/v3/queries/product-page?')).to.equal(true);
    expect(paramsOf(request).get('productKey')).to.equal('p-1');
    expect(request.init.method).to.equal('POST');
    expect(request.init.credentials).to.equal('omit');
    expect(request.init.headers).to.deep.equal({ 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(JSON.parse(request.init.body as string)).to.deep.equal(settings);
    expect(buildProductPageRequest(base, { productKey: 'p-1', settings: {} }).init.body).to.equal(
      '{}',
    );
  });

  it('never sends pageReference, facets, winner or any credential header', () => {
    const request = buildProductPageRequest(
      { ...base, notify: false },
      { productKey: 'p-1', settings: {} },
    );
    const names = [...paramsOf(request).keys()];
    expect(names).to.deep.equal([
      'market',
      'locale',
      'touchpoint',
      'customerKey',
      'sessionKey',
      'notify',
      'productKey',
    ]);
    const headers = Object.keys(request.init.headers ?? {}).map((name) => name.toLowerCase());
    expect(headers).to.deep.equal(['content-type']);
  });

  it('needs a product key', () => {
    expect(
      configError(() => buildProductPageRequest(base, { productKey: ' ', settings: {} })).parameter,
    ).to.equal('productKey');
  });

  it('checks the body with its schema before sending', () => {
    const tooMany = configError(() =>
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: lists(11) },
      }),
    );
    expect(tooMany.parameter).to.equal('settings');
    expect(tooMany.message).to.equal('settings: recommendationLists: allows at most 10 items');
    expect(
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: lists(10) },
      }).init.method,
    ).to.equal('POST');

    const cart = Array.from({ length: 251 }, (_, i) => `v${i}`);
    const bigCart = configError(() =>
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: [{ id: 'cart', algorithm: 'CART', params: { cart } }] },
      }),
    );
    expect(bigCart.message).to.contain('recommendationLists[0].params.cart');

    const badId = configError(() =>
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: [{ id: 'no spaces', algorithm: 'UPSELL' }] },
      }),
    );
    expect(badId.message).to.contain('recommendationLists[0].id');

    const duplicate = configError(() =>
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: [lists(1)[0]!, lists(1)[0]!] },
      }),
    );
    expect(duplicate.message).to.contain('unique');
    const badLimit = configError(() =>
      buildProductPageRequest(base, {
        productKey: 'p',
        settings: { recommendationLists: [{ id: 'a', algorithm: 'UPSELL', limit: 0 }] },
      }),
    );
    expect(badLimit.message).to.contain('limit');
  });
});

describe('errorForStatus', () => {
  it('maps every status of the spec to its kind and meaning, with the server message', () => {
    const cases: [number, string, string][] = [
      [400, 'invalid-arguments', 'invalid or missing required arguments'],
      [404, 'not-found', 'unknown product key'],
      [415, 'unsupported-media-type', 'body encoding cannot be parsed'],
      [500, 'server-error', 'server error'],
      [503, 'no-products', 'no products found in the cluster'],
      [502, 'http', '502'],
      [401, 'http', '401'],
    ];
    for (const [status, kind, meaning] of cases) {
      const error = errorForStatus(status, JSON.stringify({ message: `detail ${status}` }));
      expect(error).to.be.instanceOf(StorefrontError);
      expect(error.kind, String(status)).to.equal(kind);
      expect(error.status).to.equal(status);
      expect(error.message).to.contain(meaning).and.to.contain(`detail ${status}`);
      expect(error.serverMessage).to.equal(`detail ${status}`);
    }
  });

  it('reads the message from parsed JSON too, and copes without one', () => {
    expect(errorForStatus(400, { message: 'market: unknown' }).serverMessage).to.equal(
      'market: unknown',
    );
    const plain = errorForStatus(500, '<html>Bad gateway</html>');
    expect(plain.serverMessage).to.equal(undefined);
    expect(plain.message).to.contain('500');
    expect(errorForStatus(503).serverMessage).to.equal(undefined);
  });
});
