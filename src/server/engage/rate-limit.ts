/**
 * The secure proxy's per-contact rate limit. The limit is counted in a store: in memory by default
 * (one process: a shop running several processes behind a balancer gets a limit per process), or
 * a shared one such as the Redis store (rate-limit-redis.ts), which holds across processes.
 */
import { createHash } from 'node:crypto';

export interface RateLimitOptions {
  /** Requests one contact may make in a window (default 120). */
  limit: number;
  /** Length of the window in milliseconds (default 60 000). */
  windowMs: number;
}

/**
 * 120 requests a minute per contact. One load of an account page with all seven elements sends 6
 * or 7 (docs/engage.md, "Rate limit"): ten loads a minute (reloads, a few tabs) and the actions
 * and re-reads they bring fit; a script is held to two requests a second.
 */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 120, windowMs: 60_000 };

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one request of `key` and says whether it may go on. */
  take(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

/** Where the counts live: it makes a limiter for the proxy's limit and window. */
export interface RateLimitStore {
  limiter(options: RateLimitOptions): RateLimiter;
}

/**
 * The store could not count (e.g. Redis is unreachable). The proxy then refuses the request with
 * 503 `RateLimitUnavailable`: it fails closed, so an outage never lifts the limit.
 */
export class RateLimitUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateLimitUnavailableError';
  }
}

/**
 * The key a contact is counted under: a SHA-256 of the lower-cased id, base64url (43 characters)
 * however long the id the session check returned, so a store's memory per contact is bounded.
 */
export function rateLimitKey(contactId: string): string {
  return createHash('sha256').update(contactId.toLowerCase()).digest('base64url');
}

export function checkRateLimitOptions({ limit, windowMs }: RateLimitOptions): void {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('rateLimit.limit must be a positive integer');
  if (!Number.isFinite(windowMs) || windowMs <= 0)
    throw new RangeError('rateLimit.windowMs must be a positive number');
}

/** A fixed window per key, in this process's memory. */
export function createRateLimiter(
  options: RateLimitOptions = DEFAULT_RATE_LIMIT,
  now: () => number = Date.now,
): RateLimiter & { take(key: string): RateLimitDecision } {
  checkRateLimitOptions(options);
  const { limit, windowMs } = options;
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

/** The default store: each process counts on its own. */
export const memoryRateLimitStore: RateLimitStore = {
  limiter: (options) => createRateLimiter(options),
};
