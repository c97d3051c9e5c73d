/**
 * One request of a Node client (admin, contact engagement) and its whole answer, within a time
 * limit and a size limit: a server reads nothing unbounded and waits for nothing for ever. The
 * answer is counted as it streams in (Node's fetch inflates a labelled gzip answer on the fly), so
 * one past `maxBytes` is cut off instead of filling memory; the time limit covers the answer's
 * last byte, also with a `fetch` option that ignores its signal.
 */
import { readCapped } from '../api/read-capped.ts';

/** The request did not complete within its time limit (the client names its own error). */
export class TimedOut extends Error {}

/**
 * Sends `init` to `url` and reads the answer: `bytes` is undefined when the answer passed
 * `maxBytes`. Rejects with `TimedOut` after `timeoutMs`, else with what `fetch` or the read threw.
 */
export async function boundedExchange(
  doFetch: typeof fetch,
  url: URL,
  init: RequestInit,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<{ response: Response; bytes: Uint8Array | undefined }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const expired = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  expired.catch(() => undefined);
  try {
    const response = await Promise.race([doFetch(url, { ...init, signal }), expired]);
    const bytes = await Promise.race([readCapped(response.body, maxBytes), expired]);
    return { response, bytes };
  } catch (cause) {
    throw signal.aborted ? new TimedOut(`no complete answer within ${timeoutMs} ms`) : cause;
  }
}
