/**
 * `storefront-elements/engage` (Node only: it holds the API key): the contact engagement client
 * and its errors, the secure proxy the account elements talk to, and the resource schemas.
 */
export * from './client.ts';
export * from './proxy.ts';
export * from '../../api/schemas/engage.ts';
