/**
 * The `timeout` option of the public query functions (client.ts, sponsored-query.ts), checked:
 * a chunk no page loads before its content (docs/decisions.md, "Lean request"). Without one, a
 * query has the default of `execute` (storefront-request.ts).
 */
import { StorefrontConfigError } from './errors.ts';
import {
  deadlineOf,
  type Deadline,
  type QueryOptions,
  type SendOptions,
} from './storefront-request.ts';

/** The caller's signal combined with their `timeout` (checked); without one, the default. */
function deadline({ signal, timeout }: QueryOptions): Deadline | undefined {
  if (timeout === undefined) return undefined;
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw new StorefrontConfigError('timeout', 'must be a positive number of milliseconds');
  }
  return deadlineOf(signal, timeout);
}

/** The options of a public query function, with their `timeout` kept. */
export const timed = (options: QueryOptions): SendOptions => ({ ...options, deadline });
