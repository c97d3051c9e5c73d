/**
 * How a notification is handed to the browser without waiting for an answer (docs/decisions.md,
 * "Notifications: delivery"): as the official client sends it, a `fetch` POST with `keepalive` and
 * a `text/plain` JSON body, and `navigator.sendBeacon` when `fetch` cannot take the request. The
 * always-loaded part of the notifier needs this at `pagehide` before the outbox has loaded;
 * transport.ts adds the attempt that reads the answer. No DOM, no storage.
 */

/** A request as stored in the outbox: the full URL (session in the query) and the JSON text. */
export interface NotificationRequest {
  url: string;
  /** JSON text, or null for `end`, which takes no body. */
  body: string | null;
}

export const CONTENT_TYPE = 'text/plain;charset=utf-8';

export function init(request: NotificationRequest): RequestInit {
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
  // Without `navigator` or `sendBeacon` the call throws: false, as when the browser refuses.
  try {
    const data = request.body === null ? null : new Blob([request.body], { type: CONTENT_TYPE });
    return navigator.sendBeacon(request.url, data);
  } catch {
    return false;
  }
}

/**
 * Browsers give the keepalive requests and beacons of a page 64 KiB of body in flight (Chrome);
 * what would pass that at unload is not handed off: the outbox front stores it for the next page
 * load, the capture before it (capture.ts) has no storage and drops it, counted and warned.
 */
export const UNLOAD_BUDGET_BYTES = 48 * 1024;

/**
 * At unload: hands the request to the browser (keepalive fetch, else beacon) without waiting
 * for an answer. True when the browser took it.
 */
export function handOff(request: NotificationRequest): boolean {
  // Without `fetch` the call throws, and the beacon is tried.
  try {
    // The answer arrives after the page is gone, if at all; a rejection must not surface.
    fetch(request.url, init(request)).catch(() => undefined);
    return true;
  } catch {
    return beacon(request);
  }
}

/** Whether the browser knows it has no network (`navigator.onLine` false): nothing can leave. */
export const offline = (): boolean => globalThis.navigator?.onLine === false;

/**
 * A page's hand-off at `pagehide`: each call hands one request to the browser (`handOff`) while
 * the bodies handed so far leave room in the unload budget, and answers whether it did. Offline
 * it hands nothing: a request the browser cannot send is lost with the page, where a stored one
 * is sent by the next page.
 */
export function unloadHandOff(): (request: NotificationRequest) => boolean {
  let budget = offline() ? -1 : UNLOAD_BUDGET_BYTES;
  return (request) => {
    const size = request.body?.length ?? 0;
    if (size > budget || !handOff(request)) return false;
    budget -= size;
    return true;
  };
}
