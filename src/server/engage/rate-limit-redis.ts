/**
 * A rate-limit store in Redis, so that every process of a shop shares one limit per contact. Built
 * on `rate-limiter-flexible` (an optional peer dependency: only shops that use this store install
 * it, with their own Redis client, `ioredis` or `redis`).
 */
import {
  checkRateLimitOptions,
  RateLimitUnavailableError,
  type RateLimitDecision,
  type RateLimitStore,
} from './rate-limit.ts';

export interface RedisRateLimitStoreOptions {
  /** Prefix of the store's keys (default `sf-engage-rl`). */
  keyPrefix?: string;
  /**
   * How long one count may take before the store counts as unreachable (default 500 ms): a client
   * that queues commands while disconnected would otherwise hold every request.
   */
  timeoutMs?: number;
  /** Set for a `redis` (node-redis 4+) client; leave unset for `ioredis`. */
  useRedisPackage?: boolean;
}

interface Consumer {
  consume(key: string): Promise<{ remainingPoints: number }>;
}

/** A rejection of `consume` that is a refusal (over the limit), not a failure of the store. */
const isRefusal = (value: unknown): value is { msBeforeNext: number } =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `client` is the shop's own connected Redis client. With `ioredis`, create it with
 * `enableOfflineQueue: false` so that a lost connection fails at once instead of queueing.
 */
export function createRedisRateLimitStore(
  client: unknown,
  options: RedisRateLimitStoreOptions = {},
): RateLimitStore {
  if (typeof client !== 'object' || client === null)
    throw new TypeError('createRedisRateLimitStore: a Redis client is required');
  const timeoutMs = options.timeoutMs ?? 500;
  return {
    limiter(limits) {
      checkRateLimitOptions(limits);
      let consumer: Promise<Consumer> | undefined;
      const load = async (): Promise<Consumer> => {
        const { RateLimiterRedis } = await import('rate-limiter-flexible').catch(
          (cause: unknown) => {
            throw new RateLimitUnavailableError(
              'the Redis rate-limit store needs the package rate-limiter-flexible',
              { cause },
            );
          },
        );
        return new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: options.useRedisPackage,
          keyPrefix: options.keyPrefix ?? 'sf-engage-rl',
          points: limits.limit,
          // Redis expires keys in whole seconds.
          duration: Math.max(1, Math.ceil(limits.windowMs / 1000)),
        });
      };
      return {
        async take(key): Promise<RateLimitDecision> {
          consumer ??= load();
          const limiter = await consumer;
          try {
            const result = await withTimeout(limiter.consume(key), timeoutMs);
            return { allowed: true, remaining: result.remainingPoints };
          } catch (outcome) {
            if (isRefusal(outcome)) return { allowed: false, retryAfterMs: outcome.msBeforeNext };
            throw new RateLimitUnavailableError('the rate-limit store did not answer', {
              cause: outcome,
            });
          }
        },
      };
    },
  };
}
