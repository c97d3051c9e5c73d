/** The engage proxy in an Express 5 app, at /engage-proxy. */
import express from 'express';
import { createShopEngageProxy } from './proxy.ts';

export function createShopApp(env: NodeJS.ProcessEnv = process.env) {
  const app = express();
  // Before any body parser: the proxy reads (and limits) the body itself. Requests outside
  // /engage-proxy go on to next().
  app.use(createShopEngageProxy(env).node);
  app.use(express.json());
  app.get('/health', (_request, response) => {
    response.json({ ok: true });
  });
  return app;
}
