/**
 * The secure proxy's per-contact rate limit: a fixed window per contact id, kept in memory (one
 * process; a shop running several processes behind a balancer gets a limit per process).
 */

export interface RateLimitOptions {
  /** Requests one contact may make in a window (default 60). */
  limit: number;
  /** Length of the window in milliseconds (default 60 000). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 60, windowMs: 60_000 };

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one request of `key` and says whether it may go on. */
  take(key: string): RateLimitDecision;
}

export function createRateLimiter(
  options: RateLimitOptions = DEFAULT_RATE_LIMIT,
  now: () => number = Date.now,
): RateLimiter {
  const { limit, windowMs } = options;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('rateLimit.limit must be a positive integer');
  if (!Number.isFinite(windowMs) || windowMs <= 0)
    throw new RangeError('rateLimit.windowMs must be a positive number');

  const windows = new Map<string, { start: number; used: number }>();
  let lastSweep = now();

  /** Forgets windows that have ended, so the map does not grow with every contact ever seen. */
  function sweep(time: number): void {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }

  return {
    take(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, used: 0 };
        windows.set(key, window);
      }
      if (window.used >= limit)
        return { allowed: false, retryAfterMs: window.start + windowMs - time };
      window.used += 1;
      return { allowed: true, remaining: limit - window.used };
    },
  };
}
