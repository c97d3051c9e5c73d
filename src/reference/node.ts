/**
 * Node adapters: the handler as a connect/Vite middleware, and a standalone HTTP server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReferenceHandler, type ReferenceHandler } from './handler.ts';
import { ConnectionReset } from './notifications.ts';

async function toRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(url, { method, headers, body: body as BodyInit | undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
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
        const response = await handler(await toRequest(req));
        if (response) return await send(res, response);
        if (next) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(
          JSON.stringify({ message: `no endpoint ${req.method ?? 'GET'} ${req.url ?? '/'}` }),
        );
      } catch (caught) {
        // A `reset` fault: no answer, so the client sees a network error.
        if (caught instanceof ConnectionReset) return void req.socket.destroy();
        if (!res.headersSent) res.statusCode = 500;
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
