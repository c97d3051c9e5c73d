/**
 * The storefront query client: the product-page (S2) query of product-discovery-api.md, and
 * what the sponsored-page (S1) query (sponsored-query.ts) shares with it. Each public function
 * first checks the shape of its call (call-shape.ts); building, sending and reading a request is
 * storefront-request.ts, which the elements use directly with the calls they make themselves.
 */
import type { ProductPageResult } from './schemas/results.ts';
import { ProductPageRequestSettings as ProductPageRequestSettingsShape } from './schemas/generated/product-page.ts';
import { membersOf } from './schemas/validate.ts';
import type { StorefrontConfig } from './query-params.ts';
import { checkCallShape, type CallShape } from './call-shape.ts';
import { checkedConfig } from './checked-params.ts';
import { timed } from './timeout.ts';
import { checkedBody, wordedResult } from './worded.ts';
import {
  productPageParams,
  request,
  sendProductPageQuery,
  type ProductPageQuery,
  type QueryOptions,
  type QueryResult,
  type StorefrontRequest,
} from './storefront-request.ts';

export { checkedBody } from './worded.ts';
export {
  BODY_CONTENT_TYPE,
  STOREFRONT_PATH,
  execute,
  request,
  type ProductPageQuery,
  type QueryOptions,
  type QueryResult,
  type StorefrontRequest,
} from './storefront-request.ts';

const PRODUCT_PAGE: CallShape = {
  name: 'queryProductPage',
  queryFields: ['productKey', 'settings'],
  queryExample: '{ productKey, settings }',
  settingsFields: membersOf(ProductPageRequestSettingsShape),
};

/** The product-page query (S2): always a POST with the settings as its body. */
export function buildProductPageRequest(
  config: StorefrontConfig,
  query: ProductPageQuery,
): StorefrontRequest {
  checkCallShape({ ...PRODUCT_PAGE, name: 'buildProductPageRequest' }, config, query);
  const checked = checkedConfig(config);
  const params = productPageParams(checked, query);
  const settings = checkedBody(ProductPageRequestSettingsShape, query.settings ?? {});
  return request(checked, 'product-page', params, settings);
}

/** The product group of one product and the requested recommendation lists (S2). */
export async function queryProductPage(
  config: StorefrontConfig,
  query: ProductPageQuery,
  options: QueryOptions = {},
): Promise<QueryResult<ProductPageResult>> {
  checkCallShape(PRODUCT_PAGE, config, query, options);
  return wordedResult(await sendProductPageQuery(checkedConfig(config), query, timed(options)));
}
