/**
 * One attempt at a notification whose answer the outbox reads (docs/decisions.md, "Notifications:
 * delivery"); the request itself is made as handoff.ts makes it. No DOM, no storage. Part of the
 * outbox chunk, loaded after the page's content.
 */
import { beacon, init, type NotificationRequest } from './handoff.ts';

export type { NotificationRequest } from './handoff.ts';

/**
 * What became of one attempt. `delivered`: a 2xx answer. `refused`: a 4xx (the service would
 * refuse it again). `failed`: a 5xx, a 408 or 429 (the service takes it later) or a network error,
 * worth retrying; `retryAfterMs` when the answer says when (`Retry-After`). `handed-off`: given to
 * the browser by `sendBeacon`, whose answer the page never sees; taken as delivered.
 */
export type Outcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; status?: number; message: string; retryAfterMs?: number | undefined }
  | { kind: 'handed-off' };

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

/** `Retry-After` (seconds, or an HTTP date) in milliseconds from now, when readable and ahead. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return ms > 0 ? ms : undefined;
}

async function classify(response: Response): Promise<Outcome> {
  const { status } = response;
  if (response.ok) return { kind: 'delivered', status };
  const message = await messageOf(response);
  // 408 (the request took too long) and 429 (too many): not a refusal of this notification.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { kind: 'refused', status, message };
  return { kind: 'failed', status, message, retryAfterMs: retryAfterOf(response) };
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
