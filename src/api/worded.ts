/**
 * What the public query functions give their callers, worded at once: a request body checked
 * with its schema, and a result's dropped parts. The elements word the validator's issues only
 * when they report them (storefront-request.ts, `loadWording`), so no page loads this first.
 */
import { describeIssues, wordDropped } from './schemas/issues.ts';
import { Refused, validate, type Described, type Dropped } from './schemas/validate.ts';
import { StorefrontConfigError } from './errors.ts';
import type { QueryResult } from './storefront-request.ts';

/** A request body checked with its schema; an invalid one is the caller's error, not the server's. */
export function checkedBody<T>(schema: Described, value: unknown): T {
  const result = validate<T>(schema, value);
  if (result.success) return result.data;
  throw new StorefrontConfigError('settings', describeIssues(result.issues));
}

/** A result as a public function returns it: its dropped parts worded. */
export const wordedResult = <T>(result: QueryResult<T, Dropped>): QueryResult<T> => ({
  ...result,
  dropped: wordDropped(result.dropped),
});

/** `error` as a caller sees it: a setting its schema refused is a `StorefrontConfigError`. */
export const wordedError = (error: unknown): unknown =>
  error instanceof Refused
    ? new StorefrontConfigError(error.parameter, describeIssues(error.issues))
    : error;
