/**
 * The query client refuses a wrongly shaped call before anything is sent, with an error naming
 * what is wrong (docs: README, "The query client works on its own too"): arguments in the wrong
 * order, a missing configuration or query, unknown fields (a misspelt `apiBase`, settings put
 * beside `productKey` instead of in `settings`), options in the place of the query. A right call
 * reaches the reference server.
 */
import { expect } from '@open-wc/testing';
import {
  StorefrontConfigError,
  queryProductPage,
  querySponsoredPage,
  type StorefrontConfig,
} from '../../../src/api/index.ts';
import { catalog, market } from '../controllers/storefront-fixtures.ts';

type AnyCall = (...args: unknown[]) => Promise<unknown>;
const productPage = queryProductPage as unknown as AnyCall;
const sponsoredPage = querySponsoredPage as unknown as AnyCall;

async function refusal(call: Promise<unknown>): Promise<StorefrontConfigError> {
  try {
    await call;
  } catch (error) {
    expect(error).to.be.instanceOf(StorefrontConfigError);
    return error as StorefrontConfigError;
  }
  return expect.fail('expected the call to be refused');
}

describe('query client: wrongly shaped calls', () => {
  let config: StorefrontConfig;
  let productKey: string;

  before(async () => {
    const m = await market();
    config = {
      apiBase: '',
      market: m.id,
      locale: m.locale,
      touchpoint: 'DESKTOP',
      customerKey: 'shape-customer',
      sessionKey: 'shape-session',
    };
    productKey = (await catalog()).groups[0]!.products[0]!;
  });

  it('a right call reaches the reference server', async () => {
    const result = await queryProductPage(config, {
      productKey,
      settings: { productGroup: { include: true } },
    });
    expect(result.status).to.equal(200);
    expect(result.data.productGroup?.products[0]?.key).to.equal(productKey);
  });

  it('refuses arguments in the wrong order', async () => {
    const error = await refusal(productPage({ productKey, settings: {} }, config));
    expect(error.message).to.contain('(queryProductPage(config, query, options?))');
    expect(error.message).to.contain('wrong order');
  });

  it('refuses a missing configuration or query', async () => {
    expect((await refusal(productPage())).message).to.contain('config: is required');
    expect((await refusal(productPage(config))).message).to.contain('query: is required');
    expect((await refusal(productPage(config, productKey))).message).to.contain(
      'query: must be an object such as { productKey, settings }, got a string',
    );
    expect((await refusal(sponsoredPage(config, 'home'))).message).to.contain(
      'query: must be an object such as { pageReference',
    );
  });

  it('refuses unknown fields, naming them and where they belong', async () => {
    const misspelt = await refusal(
      productPage({ ...config, apiBaseUrl: 'https://x.example' }, { productKey, settings: {} }),
    );
    expect(misspelt.parameter).to.equal('config.apiBaseUrl');
    expect(misspelt.message).to.contain('unknown field');
    const beside = await refusal(
      productPage(config, { productKey, productGroup: { include: true } }),
    );
    expect(beside.parameter).to.equal('query.productGroup');
    expect(beside.message).to.contain('belongs in query.settings');
    const options = await refusal(productPage(config, { productKey, settings: {} }, { timout: 5 }));
    expect(options.parameter).to.equal('options.timout');
  });

  it('refuses options where the query belongs', async () => {
    const error = await refusal(sponsoredPage(config, { signal: new AbortController().signal }));
    expect(error.parameter).to.equal('query.signal');
    expect(error.message).to.contain('belongs in options');
  });
});
