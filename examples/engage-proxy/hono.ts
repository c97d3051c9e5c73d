/** The engage proxy in a Hono 4 app (Node, Bun, Deno or Workers), at /engage-proxy. */
import { Hono } from 'hono';
import { createShopEngageProxy } from './proxy.ts';

export function createShopApp(env: NodeJS.ProcessEnv = process.env) {
  const proxy = createShopEngageProxy(env);
  const app = new Hono();
  // The proxy takes the Web Request as it came (its body unread) and answers a Response.
  app.all('/engage-proxy/*', (c) => proxy(c.req.raw));
  app.get('/health', (c) => c.json({ ok: true }));
  return app;
}
