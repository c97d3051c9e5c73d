/** The `storefront-elements/api` entry: schemas, their types and the storefront query client. */
export * from './schemas/index.ts';
export * from './errors.ts';
export {
  buildCommonParams,
  facetParams,
  normalizeApiBase,
  type FacetRange,
  type FacetSelection,
  type StorefrontConfig,
} from './query-params.ts';
export * from './client.ts';
