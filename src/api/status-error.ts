/**
 * The typed error of a storefront response that was not a success, worded with the meaning the
 * API gives its status (product-discovery-api.md, "Errors"). A module of its own: the query
 * client imports it only when a query fails, so no page loads the wording before its content
 * (docs/decisions.md, "Lean render").
 */
import { StorefrontError, type StorefrontErrorKind } from './errors.ts';

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
