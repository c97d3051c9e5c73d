/**
 * The shop's engage proxy, configured from the environment. Every process of the shop shares one
 * rate limit when REDIS_URL is set; without it each process counts on its own.
 */
import { Redis } from 'ioredis';
import { createEngageProxy, createRedisRateLimitStore } from 'storefront-elements/engage';
import { contactIdFromSession } from './session.ts';

export function createShopEngageProxy(env: NodeJS.ProcessEnv = process.env) {
  const secret = env.SESSION_SECRET ?? '';
  const redisUrl = env.REDIS_URL;
  return createEngageProxy({
    baseUrl: env.ENGAGE_BASE_URL ?? '',
    apiKey: env.ENGAGE_API_KEY ?? '',
    basePath: '/engage-proxy',
    resolveContactId: (request) => contactIdFromSession(request, secret),
    // Behind a TLS-terminating balancer the proxy sees http://: name the public origin here.
    allowedOrigins: env.SHOP_ORIGIN ? [env.SHOP_ORIGIN] : [],
    rateLimit: {
      limit: 60,
      windowMs: 60_000,
      // enableOfflineQueue: false makes a lost connection fail at once (503) instead of queueing.
      store: redisUrl
        ? createRedisRateLimitStore(new Redis(redisUrl, { enableOfflineQueue: false }))
        : undefined,
    },
  });
}
