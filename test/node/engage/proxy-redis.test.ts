/**
 * The rate limit across processes: two proxy processes share one limit (60 a minute per contact in
 * total) through a real Redis, keys are bounded hashes, and an unreachable Redis fails closed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { call, contactWith, type Catalog } from './proxy-helpers.ts';
import {
  findRedisServer,
  NO_REDIS,
  startProxyProcess,
  startRedis,
  type ProxyProcess,
  type RunningRedis,
} from './redis-helpers.ts';

const binary = findRedisServer();

describe(
  'engage proxy: one rate limit across processes in Redis',
  { skip: binary ? false : NO_REDIS },
  () => {
    let redis: RunningRedis;
    let upstream: { url: string; close(): Promise<void> };
    let proxies: ProxyProcess[] = [];
    let catalog: Catalog;

    before(async () => {
      redis = await startRedis(binary ?? '');
      upstream = await startReferenceServer({ port: 0 });
      catalog = (await (
        await fetch(`${upstream.url}/__reference/engage/catalog`)
      ).json()) as Catalog;
      const env = { REDIS_PORT: String(redis.port), UPSTREAM: upstream.url };
      proxies = await Promise.all([startProxyProcess(env), startProxyProcess(env)]);
    });
    after(async () => {
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      await upstream?.close();
      await redis?.stop();
    });

    it('allows 60 requests a minute per contact in total, whichever process serves them', async () => {
      const a = contactWith(catalog, ['withSummary']);
      const b = contactWith(catalog, ['withSummary'], [a]);
      const statuses: number[] = [];
      // Ten rounds of seven at once, spread over both processes.
      for (let round = 0; round < 10; round++)
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: 7 }, async (_, n) => {
              const proxy = proxies[(round * 7 + n) % proxies.length];
              return (await call(proxy?.url ?? '', 'GET', '/consents', { as: a })).status;
            }),
          )),
        );
      assert.equal(statuses.filter((status) => status === 200).length, 60);
      assert.equal(statuses.filter((status) => status === 429).length, 10);
      const limited = await call(proxies[1]?.url ?? '', 'GET', '/consents', { as: a });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 1, 'the window is a minute long');
      // Another contact has a limit of its own, on both processes.
      for (const proxy of proxies)
        assert.equal((await call(proxy.url, 'GET', '/consents', { as: b })).status, 200);
    });

    it('counts under a bounded key: a hash of the contact id, never the id itself', async () => {
      const long = `${'x'.repeat(3900)}-contact`;
      // The session names a contact the service does not know: the limit is counted first.
      await call(proxies[0]?.url ?? '', 'GET', '/consents', { as: long });
      const client = new Redis({ port: redis.port, host: '127.0.0.1', lazyConnect: true });
      await client.connect();
      const keys = await client.keys('*');
      client.disconnect();
      assert.ok(keys.length >= 3, keys.join(', '));
      for (const key of keys) {
        assert.match(key, /^sf-engage-rl:[A-Za-z0-9_-]{43}$/);
        assert.ok(!key.includes('xxxx'));
      }
    });

    it('fails closed when Redis is unreachable: 503 RateLimitUnavailable, at once', async () => {
      const c = contactWith(catalog, ['withSummary'], []);
      await redis.stop();
      for (const proxy of proxies) {
        const started = Date.now();
        const got = await call(proxy.url, 'GET', '/me/purchase-summary', { as: c });
        assert.equal(got.status, 503, got.text);
        assert.equal(got.body.errorCode, 'RateLimitUnavailable');
        assert.equal(got.headers.get('retry-after'), '5');
        assert.ok(Date.now() - started < 2000, 'answered at once, not after a queue');
      }
    });
  },
);
