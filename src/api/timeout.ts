/**
 * The `timeout` of the public query functions (client.ts, sponsored-query.ts): the caller's signal
 * combined with a timer. The elements' product-page queries have none, so no page loads this
 * before its content (docs/decisions.md, "Lean request").
 */
import { StorefrontConfigError, StorefrontError } from './errors.ts';
import type { Deadline, QueryOptions, SendOptions } from './storefront-request.ts';

/** The caller's signal combined with the timeout; undefined without a timeout. */
function deadline({ signal, timeout }: QueryOptions): Deadline | undefined {
  if (timeout === undefined) return undefined;
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw new StorefrontConfigError('timeout', 'must be a positive number of milliseconds');
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Timed out after ${timeout} ms`, 'TimeoutError')),
    timeout,
  );
  // Hand the caller's abort on unchanged, so the caller sees its own reason.
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    expired: (cause) =>
      controller.signal.aborted && !signal?.aborted
        ? new StorefrontError('timeout', `Storefront query timed out after ${timeout} ms`, {
            cause,
          })
        : undefined,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** The options of a public query function, with their `timeout` kept. */
export const timed = (options: QueryOptions): SendOptions => ({ ...options, deadline });
