/**
 * `storefront-elements/admin` (Node only: it holds the API key): the page and navigation
 * administration client, its errors, and the validation it runs before sending.
 */
export * from './client.ts';
export {
  formatValidationErrors,
  validateNavigationContainer,
  validatePageContainer,
} from '../../api/schemas/admin.ts';
export type * from '../../api/schemas/admin.ts';
