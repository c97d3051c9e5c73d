/**
 * The contact engagement server side (Node only): the typed client and its errors, and the secure
 * proxy with its rate-limit stores (memory by default; `createRedisRateLimitStore` for several
 * processes, which needs the optional peer dependency `rate-limiter-flexible`).
 */
export * from './client.ts';
export * from './proxy.ts';
export type * from '../../api/schemas/engage.ts';
