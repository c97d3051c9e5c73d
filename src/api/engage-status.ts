/**
 * The typed errors of the proxy's statuses, exported by ./engage-client.ts with the rest of the
 * client. A module of its own: the client loads it when an answer is not a success, so a page
 * whose answers succeed does not load it before its content (docs/decisions.md, "Account page
 * under 20 kB").
 */
import { EngageProxyError } from './engage-error.ts';

/** 401: no signed-in contact (the shop's session check found none). */
export class EngageUnauthorizedError extends EngageProxyError {
  override name = 'EngageUnauthorizedError';
}
/** 403: the request named something that is not the signed-in contact's. */
export class EngageForbiddenError extends EngageProxyError {
  override name = 'EngageForbiddenError';
}
/** 404: no such resource (or, for the purchase summary, `RetailKpiNotCalculated`). */
export class EngageNotFoundError extends EngageProxyError {
  override name = 'EngageNotFoundError';
}
/** 429: over the per-contact rate limit; `retryAfter` in seconds when the proxy said. */
export class EngageRateLimitError extends EngageProxyError {
  override name = 'EngageRateLimitError';
  retryAfter: number | undefined;
}
/** 5xx: the proxy or the service behind it failed. */
export class EngageServerError extends EngageProxyError {
  override name = 'EngageServerError';
}

interface ErrorBody {
  errorCode?: string;
  message?: string;
}

function errorBodyOf(text: string): ErrorBody {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const { errorCode, message, error } = value as Record<string, unknown>;
    const body: ErrorBody = {};
    if (typeof errorCode === 'string' && errorCode) body.errorCode = errorCode;
    if (typeof message === 'string' && message.trim()) body.message = message;
    else if (typeof error === 'string' && error.trim()) body.message = error;
    return body;
  } catch {
    return {};
  }
}

/** The typed error for a response that was not a success; `text` is its body. */
export function engageErrorForStatus(
  status: number,
  text: string,
  what: string,
  retryAfter?: string | null,
): EngageProxyError {
  const body = errorBodyOf(text);
  const detail = [body.errorCode, body.message].filter(Boolean).join(': ');
  const message = `${what} failed with ${status}${detail ? `: ${detail}` : ''}`;
  const init = {
    status,
    ...(body.errorCode ? { errorCode: body.errorCode } : {}),
    ...(body.message ? { serverMessage: body.message } : {}),
  };
  if (status === 400) return new EngageProxyError('invalid-arguments', message, init);
  if (status === 401) return new EngageUnauthorizedError('unauthorized', message, init);
  if (status === 403) return new EngageForbiddenError('forbidden', message, init);
  if (status === 404) return new EngageNotFoundError('not-found', message, init);
  if (status === 429) {
    const error = new EngageRateLimitError('rate-limited', message, init);
    const seconds = Number(retryAfter);
    if (retryAfter && Number.isFinite(seconds)) error.retryAfter = seconds;
    return error;
  }
  if (status >= 500) return new EngageServerError('server-error', message, init);
  return new EngageProxyError('http', message, init);
}
