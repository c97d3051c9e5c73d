/**
 * Node adapters: the handler as a connect/Vite middleware, and a standalone HTTP server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createReferenceHandler, servesPath, type ReferenceHandler } from './handler.ts';
import { ConnectionReset } from './notifications.ts';

/** Methods a web `Request` cannot carry; answered 405 here instead of failing (500). */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The request with its body streamed, not read: each route reads it only after its own checks
 * (credentials first) and only up to its limit (body.ts).
 */
function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? lazyBody(req) : undefined,
    // Required by fetch's Request for a streamed body.
    duplex: 'half',
  } as RequestInit);
}

/**
 * The body as a web stream that reads from `req` only when asked: a route that refuses the request
 * (or a path the handler does not serve, left to the next middleware) reads none of it.
 */
function lazyBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      // Cancelled (a limit was reached): the rest stays unread; `send` closes the connection.
    },
    { highWaterMark: 0 },
  );
}

/** How long a refused request's connection stays half-open after the answer. */
const LINGER_MS = 500;

/**
 * Node closes a `Connection: close` socket as soon as the answer is written; with the client's
 * body still arriving, that close resets the connection and the client may never read the answer
 * (it sees EPIPE or ECONNRESET instead of the 413). So: send FIN after the answer, and cut the
 * connection when the client has closed it or LINGER_MS later. Whatever arrives meanwhile is
 * never kept: Node drops it as it comes, or, once the route began reading, it is left unread.
 */
function lingerBeforeClose(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // The route answered without reading the whole body (refused it early): the rest is not read,
  // the connection closes after the answer.
  if (!req.complete) {
    res.setHeader('Connection', 'close');
    lingerBeforeClose(req.socket);
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
}

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
          : await handler(toRequest(req, url));
        if (response) return await send(req, res, response);
        if (next) return next();
        sendJson(res, 404, { message: `no endpoint ${req.method ?? 'GET'} ${req.url ?? '/'}` });
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
