/**
 * The secure proxy's HTTP plumbing: its JSON answers (never cached, never carrying the API key),
 * its own errors, and the `node:http` / connect adapter around the web-standard handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { readCapped } from '../../api/read-capped.ts';
import { sendResponse, webRequest } from '../node-http.ts';

/** Bodies larger than this are refused (413) before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/** An answer the proxy gives itself: `{errorCode, message}` with a status. */
export class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ProxyError';
  }
}

/** The methods the proxy's routes use; any other (TRACE, PUT, …) is a 405 before routing. */
export const SERVED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'DELETE']);

export const methodNotAllowed = () =>
  new ProxyError(405, 'MethodNotAllowed', 'method not allowed; use GET, POST or DELETE', {
    Allow: 'GET, HEAD, POST, DELETE',
  });

/** 400 naming the member and the rule, e.g. `count: must be at most 500`. */
export const invalid = (field: string, rule: string) =>
  new ProxyError(400, 'ValidationError', field ? `${field}: ${rule}` : rule);

const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * Builds the proxy's answers. `scrub` removes the API key from every body it writes: the proxy
 * never sends it, and this keeps it so even if an upstream answer ever echoed it.
 */
export function responder(apiKey: string) {
  const scrub = (text: string) => (apiKey.length >= 4 ? text.split(apiKey).join('***') : text);
  return {
    scrub,
    json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
      return new Response(scrub(JSON.stringify(body)), {
        status,
        headers: { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
      });
    },
    empty(status: number, headers: Record<string, string> = {}): Response {
      return new Response(null, { status, headers: { ...BASE_HEADERS, ...headers } });
    },
    error(error: ProxyError): Response {
      return this.json(
        error.status,
        { errorCode: error.errorCode, message: scrub(error.message) },
        error.headers,
      );
    },
  };
}

/**
 * Reads a request body as text, refusing more than MAX_BODY_BYTES (413): a declared length at
 * once, a streamed body (chunked, no length: a framework's `Request`) as soon as its bytes pass
 * the limit, without reading the rest.
 */
export async function readBody(request: Request, timeoutMs: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  // A body that trickles in is not waited for past `timeoutMs` (408): each such request would
  // hold its connection until the server's own request timeout (Node's: 5 minutes).
  const slow = new ProxyError(
    408,
    'RequestTimeout',
    `the body did not arrive within ${timeoutMs} ms`,
  );
  const bytes = await readCapped(
    request.body,
    MAX_BODY_BYTES,
    AbortSignal.timeout(timeoutMs),
  ).catch((error: unknown) => {
    throw error instanceof DOMException && error.name === 'TimeoutError' ? slow : error;
  });
  if (!bytes) throw tooLarge();
  return new TextDecoder().decode(bytes);
}

const tooLarge = () =>
  new ProxyError(413, 'PayloadTooLarge', `the body is larger than ${MAX_BODY_BYTES} bytes`);

// ---------------------------------------------------------------------------------------------
// node:http / connect adapter (the pattern of src/reference/node.ts)

export type NodeListener = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** The URL of `req` as the browser sent it, with the scheme it used (for the Origin check). */
function urlOf(req: IncomingMessage, path: string): URL {
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return new URL(path, `${scheme}://${req.headers.host ?? 'localhost'}`);
}

/**
 * A connect-style middleware around `handler`. With `basePath`, requests outside it go to
 * `next()` (or get 404 without one); the handler sees the full URL and strips the base itself.
 * The URL is `originalUrl` where the framework keeps one (Express, connect): mounted at a path
 * (`app.use('/engage-proxy', proxy.node)`), `url` has lost that path.
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  basePath: string,
  answer: (error: ProxyError) => Response,
): NodeListener {
  return (req, res, next) => {
    const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = path.split('?')[0] ?? '/';
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      if (next) return next();
    }
    void (async () => {
      try {
        // TRACE and CONNECT cannot even become a `Request`: answered here.
        if (!SERVED_METHODS.has(req.method ?? ''))
          return await sendResponse(req, res, answer(methodNotAllowed()));
        // The body is read by the route after its checks, at most MAX_BODY_BYTES (`readBody`);
        // an answer before the body was read whole closes the connection (node-http.ts).
        await sendResponse(req, res, await handler(webRequest(req, urlOf(req, path))));
      } catch {
        // The handler answers its own errors; this is a broken connection or a bug.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Cache-Control', 'no-store');
        }
        res.end();
      }
    })();
  };
}
