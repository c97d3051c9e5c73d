/**
 * A web handler behind `node:http`, the way both of this package's servers take requests (the
 * engage proxy's `proxy.node`, the reference server): the request's body streamed, not read, so a
 * route reads it only after its own checks (credentials first) and only up to its limit; and an
 * answer to a request whose body was left unread (refused early: 413) closes the connection
 * without reading the rest, after giving the client time to read the answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** `req` as a web `Request` for `url`, its body (if any) streamed on demand. */
export function webRequest(req: IncomingMessage, url: URL): Request {
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
      // Cancelled (a limit was reached): the rest stays unread; `sendResponse` closes the
      // connection.
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

/** Writes `response` to `res`; a request whose body was not read whole closes after it. */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!req.complete) {
    res.setHeader('Connection', 'close');
    lingerBeforeClose(req.socket);
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
}
