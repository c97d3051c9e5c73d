/**
 * The engage-proxy examples a shop copies (examples/engage-proxy/, quoted in docs/engage.md),
 * mounted as written in Express, Hono and a Next.js route handler, against the reference server.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { sessionCookie } from '../../../examples/engage-proxy/session.ts';

const SECRET = 'example-session-secret';
const root = new URL('../../../', import.meta.url);

describe('engage proxy examples: Express, Hono, Next.js route handler', () => {
  let upstream: { url: string; close(): Promise<void> };
  let contact: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    upstream = await startReferenceServer({ port: 0 });
    const catalog = (await (await fetch(`${upstream.url}/__reference/engage/catalog`)).json()) as {
      roles: Record<string, string[]>;
    };
    contact = catalog.roles.withSummary?.[0] ?? '';
    env = {
      ENGAGE_BASE_URL: `${upstream.url}/engage`,
      ENGAGE_API_KEY: 'reference-engage-key',
      SESSION_SECRET: SECRET,
    };
  });
  after(() => upstream.close());

  /** What every mounting must do: serve the signed-in contact, refuse strangers and forgeries. */
  async function exercise(
    send: (path: string, init?: RequestInit) => Promise<Response>,
    origin: string,
  ) {
    const cookie = sessionCookie(contact, SECRET);
    const summary = await send('/engage-proxy/me/purchase-summary', { headers: { cookie } });
    assert.equal(summary.status, 200);
    assert.equal(typeof (await summary.json()), 'object');
    assert.equal((await send('/engage-proxy/me/purchase-summary')).status, 401);
    const forged = `shop_session=${contact}.forged-signature`;
    assert.equal(
      (await send('/engage-proxy/consents', { headers: { cookie: forged } })).status,
      401,
    );
    const nps = await send('/engage-proxy/me/nps', {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ grade: 9 }),
    });
    assert.equal(nps.status, 200, await nps.clone().text());
    const foreign = await send('/engage-proxy/me/nps', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ grade: 9 }),
    });
    assert.equal(foreign.status, 403);
  }

  it('Express 5: app.use(proxy.node) before the body parser; other routes still served', async () => {
    const { createShopApp } = await import('../../../examples/engage-proxy/express.ts');
    const server: Server = createShopApp(env).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await exercise((path, init) => fetch(`${origin}${path}`, init), origin);
      assert.deepEqual(await (await fetch(`${origin}/health`)).json(), { ok: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('Hono 4: app.all("/engage-proxy/*") hands the raw Request to the proxy', async () => {
    const { createShopApp } = await import('../../../examples/engage-proxy/hono.ts');
    const app = createShopApp(env);
    const origin = 'https://shop.example';
    await exercise(
      (path, init) => Promise.resolve(app.fetch(new Request(`${origin}${path}`, init))),
      origin,
    );
    assert.equal((await app.fetch(new Request(`${origin}/health`))).status, 200);
  });

  it('Next.js route handler: GET, POST and DELETE take Web Requests', async () => {
    Object.assign(process.env, env);
    const route = await import('../../../examples/engage-proxy/next-route.ts');
    const handlers: Record<string, (request: Request) => Promise<Response>> = {
      GET: route.GET,
      POST: route.POST,
      DELETE: route.DELETE,
    };
    const origin = 'https://shop.example';
    await exercise(async (path, init) => {
      const handler = handlers[init?.method ?? 'GET'];
      assert.ok(handler);
      return handler(new Request(`${origin}${path}`, init));
    }, origin);
  });

  it('with REDIS_URL and no Redis: 503, and the lost store told once, not at every reconnect', () => {
    // Nothing listens on port 1; ioredis retries every few hundred milliseconds, then seconds.
    const program = `
      import { createShopEngageProxy } from './examples/engage-proxy/proxy.ts';
      const proxy = createShopEngageProxy({ ...process.env, REDIS_URL: 'redis://127.0.0.1:1' });
      const answer = await proxy(new Request('http://shop.test/engage-proxy/consents', {
        headers: { cookie: process.env.COOKIE },
      }));
      console.log('status', answer.status);
      setTimeout(() => process.exit(0), 2500);
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', program],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...env, COOKIE: sessionCookie(contact, SECRET) },
        timeout: 20_000,
      },
    );
    assert.match(run.stdout, /status 503/, run.stderr);
    assert.doesNotMatch(run.stderr, /Unhandled error event/);
    assert.equal(run.stderr.match(/rate limit store unavailable/g)?.length, 1, run.stderr);
  });

  it('docs/engage.md quotes each example file as it is', () => {
    const docs = readFileSync(new URL('docs/engage.md', root), 'utf8');
    for (const name of ['proxy.ts', 'session.ts', 'express.ts', 'hono.ts', 'next-route.ts'])
      assert.ok(
        docs.includes(readFileSync(new URL(`examples/engage-proxy/${name}`, root), 'utf8').trim()),
        `docs/engage.md quotes examples/engage-proxy/${name}`,
      );
  });
});
