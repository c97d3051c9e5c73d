/**
 * How one notification leaves the page (docs/decisions.md, "Notifications: delivery"): as the
 * official client sends it, a `fetch` POST with `keepalive` and a `text/plain` JSON body, and
 * `navigator.sendBeacon` when `fetch` cannot take the request. No DOM, no storage.
 */

/** A request as stored in the outbox: the full URL (session in the query) and the JSON text. */
export interface NotificationRequest {
  url: string;
  /** JSON text, or null for `end`, which takes no body. */
  body: string | null;
}

/**
 * What became of one attempt. `delivered`: a 2xx answer. `refused`: a 4xx (the service would
 * refuse it again). `failed`: a 5xx or a network error, worth retrying. `handed-off`: given to
 * the browser by `sendBeacon`, whose answer the page never sees; taken as delivered.
 */
export type Outcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; status?: number; message: string }
  | { kind: 'handed-off' };

const CONTENT_TYPE = 'text/plain;charset=utf-8';

function init(request: NotificationRequest): RequestInit {
  return {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    // `text/plain` keeps a cross-origin request simple: no preflight to lose at unload.
    headers: request.body === null ? {} : { 'Content-Type': CONTENT_TYPE },
    body: request.body,
  };
}

/** `sendBeacon` with a text/plain Blob; true when the browser queued the request. */
export function beacon(request: NotificationRequest): boolean {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function')
      return false;
    const data = request.body === null ? null : new Blob([request.body], { type: CONTENT_TYPE });
    return navigator.sendBeacon(request.url, data);
  } catch {
    return false;
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string') return message;
    }
    return text;
  } catch {
    return '';
  }
}

async function classify(response: Response): Promise<Outcome> {
  if (response.ok) return { kind: 'delivered', status: response.status };
  const message = await messageOf(response);
  if (response.status >= 400 && response.status < 500)
    return { kind: 'refused', status: response.status, message };
  return { kind: 'failed', status: response.status, message };
}

/**
 * Starts one attempt at once (synchronously: a navigation may follow) and resolves with its
 * outcome. Never rejects.
 */
export function send(request: NotificationRequest): Promise<Outcome> {
  let pending: Promise<Response>;
  try {
    if (typeof fetch !== 'function') throw new TypeError('fetch is not available');
    pending = fetch(request.url, init(request));
  } catch (caught) {
    if (beacon(request)) return Promise.resolve({ kind: 'handed-off' });
    return Promise.resolve({ kind: 'failed', message: String(caught) });
  }
  return pending.then(classify, (caught: unknown) => ({
    kind: 'failed',
    message: caught instanceof Error ? caught.message : String(caught),
  }));
}

/**
 * At unload: hands the request to the browser (keepalive fetch, else beacon) without waiting
 * for an answer. True when the browser took it.
 */
export function handOff(request: NotificationRequest): boolean {
  try {
    if (typeof fetch !== 'function') throw new TypeError('fetch is not available');
    // The answer arrives after the page is gone, if at all; a rejection must not surface.
    fetch(request.url, init(request)).catch(() => undefined);
    return true;
  } catch {
    return beacon(request);
  }
}
