/**
 * The shop's engage proxy, configured from the environment. Every process of the shop shares one
 * rate limit when REDIS_URL is set; without it each process counts on its own.
 */
import { Redis } from 'ioredis';
import { createEngageProxy, createRedisRateLimitStore } from 'storefront-elements/engage';
import { contactIdFromSession } from './session.ts';

/** The shared rate limit's Redis: told once when it goes away, once when it is back. */
function rateLimitRedis(url: string): Redis {
  // enableOfflineQueue: false makes a lost connection fail at once (503) instead of queueing.
  const redis = new Redis(url, { enableOfflineQueue: false });
  // Without an 'error' listener ioredis logs every failed reconnect (every few seconds).
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) console.error(`rate limit store unavailable: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) console.error('rate limit store back');
    down = false;
  });
  return redis;
}

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
      limit: 120,
      windowMs: 60_000,
      store: redisUrl ? createRedisRateLimitStore(rateLimitRedis(redisUrl)) : undefined,
    },
  });
}
