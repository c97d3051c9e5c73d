/**
 * The two ways a storefront query fails: the caller's configuration breaks a rule of the API
 * (`StorefrontConfigError`, thrown before anything is sent), or the query was sent and did not
 * succeed (`StorefrontError`, with a kind per status of product-discovery-api.md, "Errors").
 */

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

/** The meaning the API gives each status of a storefront query. */
const STATUS_KINDS: Readonly<Record<number, { kind: StorefrontErrorKind; meaning: string }>> = {
  400: { kind: 'invalid-arguments', meaning: 'invalid or missing required arguments' },
  404: {
    kind: 'not-found',
    meaning: 'endpoint or resource not found (unknown product key, page reference or cluster)',
  },
  415: {
    kind: 'unsupported-media-type',
    meaning: 'incorrect headers or body encoding cannot be parsed',
  },
  500: {
    kind: 'server-error',
    meaning: 'server error (cluster unavailable, busy or internal error)',
  },
  503: { kind: 'no-products', meaning: 'no products found in the cluster' },
};

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

/** The `message` of an error body `{"message": "..."}`, given as text or already parsed. */
export function serverMessageOf(body: unknown): string | undefined {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  const message = (value as { message: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The typed error for a response that was not a success. `body` is its text or parsed JSON. */
export function errorForStatus(status: number, body?: unknown): StorefrontError {
  const known = STATUS_KINDS[status];
  const kind = known?.kind ?? 'http';
  const meaning = known?.meaning ?? 'unexpected response status';
  const serverMessage = serverMessageOf(body);
  const message = `Storefront query failed with ${status}: ${meaning}${serverMessage ? `: ${serverMessage}` : ''}`;
  return new StorefrontError(
    kind,
    message,
    serverMessage === undefined ? { status } : { status, serverMessage },
  );
}
