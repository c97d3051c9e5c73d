import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createRateLimiter,
  rateLimitKey,
  type RateLimitStore,
} from '../../../src/server/engage/rate-limit.ts';
import { createRedisRateLimitStore } from '../../../src/server/engage/rate-limit-redis.ts';
import { call, contactWith, startFixture, type Fixture } from './proxy-helpers.ts';

describe('engage proxy: pluggable rate-limit store', () => {
  let f: Fixture;
  let a: string;

  before(async () => {
    f = await startFixture();
    a = contactWith(f.catalog, ['withSummary']);
  });
  after(() => f.close());

  it('counts in the store it is given, under a 43-character hash of the contact id', async () => {
    const keys: string[] = [];
    const counting: RateLimitStore = {
      limiter: ({ limit }) => {
        const memory = createRateLimiter({ limit, windowMs: 60_000 });
        return {
          take(key) {
            keys.push(key);
            return memory.take(key);
          },
        };
      },
    };
    const origin = await f.extra({ rateLimit: { limit: 2, store: counting } });
    const long = `${a}${'x'.repeat(3900)}`;
    assert.equal((await call(origin, 'GET', '/consents', { as: a })).status, 200);
    assert.equal((await call(origin, 'GET', '/consents', { as: a.toUpperCase() })).status, 200);
    assert.equal((await call(origin, 'GET', '/consents', { as: a })).status, 429);
    await call(origin, 'GET', '/consents', { as: long });
    assert.deepEqual(keys.slice(0, 3), [rateLimitKey(a), rateLimitKey(a), rateLimitKey(a)]);
    for (const key of keys) assert.match(key, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(keys[3], keys[0]);
  });

  it('fails closed when the store cannot count: 503 RateLimitUnavailable, onError told', async () => {
    const told: unknown[] = [];
    const broken: RateLimitStore = {
      limiter: () => ({
        take: () => Promise.reject(new Error('connection refused')),
      }),
    };
    const origin = await f.extra({ rateLimit: { store: broken }, onError: (e) => told.push(e) });
    const got = await call(origin, 'GET', '/me/purchase-summary', { as: a });
    assert.equal(got.status, 503);
    assert.equal(got.body.errorCode, 'RateLimitUnavailable');
    assert.equal(got.headers.get('retry-after'), '5');
    assert.equal(told.length, 1);
  });

  it('the Redis store reports a client that does not answer as unavailable (no hang)', async () => {
    // A client whose commands never settle, like ioredis queueing while disconnected.
    const silent = { eval: () => new Promise(() => {}), evalsha: () => new Promise(() => {}) };
    const limiter = createRedisRateLimitStore(silent, { timeoutMs: 50 }).limiter({
      limit: 1,
      windowMs: 1000,
    });
    await assert.rejects(Promise.resolve(limiter.take('k')), { name: 'RateLimitUnavailableError' });
    assert.throws(() => createRedisRateLimitStore(undefined), TypeError);
  });
});
