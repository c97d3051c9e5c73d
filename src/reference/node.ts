/**
 * Node adapters: the handler as a connect/Vite middleware, and a standalone HTTP server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendResponse, webRequest } from '../server/node-http.ts';
import { createReferenceHandler, servesPath, type ReferenceHandler } from './handler.ts';
import { ConnectionReset } from './notifications.ts';

/** Methods a web `Request` cannot carry; answered 405 here instead of failing (500). */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function sendJson(res: ServerResponse, status: number, value: unknown, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(value));
}

/**
 * Connect-style middleware: answers what the handler serves, calls `next()` for anything else
 * (or answers 404 when there is no `next`).
 */
export function toNodeListener(
  handler: ReferenceHandler,
): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  return (req, res, next) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        if (UNSUPPORTED_METHODS.has(req.method ?? '') && servesPath(url.pathname))
          return sendJson(
            res,
            405,
            { message: `method not allowed: ${req.method ?? ''}` },
            { Allow: 'GET, POST, PATCH, PUT, DELETE, OPTIONS', Connection: 'close' },
          );
        const response = UNSUPPORTED_METHODS.has(req.method ?? '')
          ? undefined
          : await handler(webRequest(req, url));
        if (response) return await sendResponse(req, res, response);
        if (next) return next();
        // The body of a request it does not serve is never read: the connection closes after
        // the answer, as after every refusal, instead of draining what the client goes on sending.
        sendJson(
          res,
          404,
          { message: `no endpoint ${req.method ?? 'GET'} ${req.url ?? '/'}` },
          { Connection: 'close' },
        );
      } catch (caught) {
        // A `reset` fault: no answer, so the client sees a network error.
        if (caught instanceof ConnectionReset) return void req.socket.destroy();
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Connection', 'close');
        }
        res.end(
          JSON.stringify({
            message: `internal error: ${caught instanceof Error ? caught.message : String(caught)}`,
          }),
        );
      }
    })();
  };
}

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  latencyMs?: number;
  seed?: number;
  /** `Api-Key` of the administration endpoints; default `reference-api-key`. */
  apiKey?: string;
  /** How long an import takes (default 50 ms); a concurrent import of the same kind gets 409. */
  adminImportDelayMs?: number;
  /** `apikey` of the contact engagement API (`/engage/api/v3`); default `reference-engage-key`. */
  engageApiKey?: string;
}

export async function startReferenceServer(
  options: StartOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const handlerOptions = {
    latencyMs: options.latencyMs,
    seed: options.seed,
    apiKey: options.apiKey,
    adminImportDelayMs: options.adminImportDelayMs,
    engageApiKey: options.engageApiKey,
  };
  const server = createServer(toNodeListener(createReferenceHandler(handlerOptions)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
