/** The `storefront-elements/api` entry: schemas, their types and the storefront query client. */
export * from './schemas/index.ts';
export { StorefrontConfigError, StorefrontError, type StorefrontErrorKind } from './errors.ts';
export { errorForStatus, serverMessageOf } from './status-error.ts';
export { normalizeApiBase, type StorefrontConfig } from './query-params.ts';
export { buildCommonParams } from './checked-params.ts';
export {
  BODY_CONTENT_TYPE,
  STOREFRONT_PATH,
  buildProductPageRequest,
  queryProductPage,
  type ProductPageQuery,
  type QueryOptions,
  type QueryResult,
  type StorefrontRequest,
} from './client.ts';
export * from './sponsored-query.ts';
