/**
 * The two ways a storefront query fails: the caller's configuration breaks a rule of the API
 * (`StorefrontConfigError`, thrown before anything is sent), or the query was sent and did not
 * succeed (`StorefrontError`, with a kind per status of product-discovery-api.md, "Errors"; the
 * error of a failed status comes from ./status-error.ts).
 */

import type * as StatusErrorModule from './status-error.ts';

/** Why a sent query failed. `'http'` is any status the API does not name. */
export type StorefrontErrorKind =
  | 'invalid-arguments'
  | 'not-found'
  | 'unsupported-media-type'
  | 'server-error'
  | 'no-products'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-response';

/** A storefront query that was sent (or tried) and did not give a usable result. */
export class StorefrontError extends Error {
  override name = 'StorefrontError';
  /** The HTTP status, when a response came back. */
  readonly status: number | undefined;
  readonly kind: StorefrontErrorKind;
  /** The `message` of the server's JSON error body, when it had one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: StorefrontErrorKind,
    message: string,
    init: { status?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
  }
}

/** A configuration or query the API would refuse; nothing was sent. */
export class StorefrontConfigError extends Error {
  override name = 'StorefrontConfigError';
  /** The parameter at fault, e.g. `customerKey`, `stores[1]`, `facets.price` or `settings` (the body). */
  readonly parameter: string;

  constructor(parameter: string, rule: string) {
    super(`${parameter}: ${rule}`);
    this.parameter = parameter;
  }
}

/**
 * The typed error of a response that was not a success (`errorForStatus`, ./status-error.ts),
 * whose wording loads only when a query fails. Should it not load, the error still carries the
 * status, with the kind `'http'`.
 */
export async function statusError(status: number, body: string): Promise<StorefrontError> {
  let module: typeof StatusErrorModule;
  try {
    module = await import('./status-error.ts');
  } catch {
    return new StorefrontError('http', `Storefront query failed with ${status}`, { status });
  }
  return module.errorForStatus(status, body);
}
