/**
 * `storefront-elements/engage` (Node only: it holds the API key): the contact engagement client
 * and its errors, the secure proxy the account elements talk to with its rate-limit stores (memory
 * by default; `createRedisRateLimitStore` for several processes, which needs the optional peer
 * dependency `rate-limiter-flexible`), and the resource schemas.
 */
export * from './client.ts';
export * from './proxy.ts';
export * from '../../api/schemas/engage.ts';
