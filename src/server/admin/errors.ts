/**
 * What the admin client throws. Messages never contain the API key: it travels in a header only,
 * and anything the server echoes back is scrubbed of it before it reaches a message.
 */
import { formatValidationErrors, type ValidationError } from '../../api/schemas/admin.ts';

/** A container or an argument breaks a rule of the contract; nothing was sent. */
export class AdminValidationError extends Error {
  constructor(
    /** What was validated, e.g. `PageContainer` or `exportPages options`. */
    readonly subject: string,
    readonly errors: readonly ValidationError[],
  ) {
    super(`invalid ${subject}:\n${indent(formatValidationErrors(errors))}`);
    this.name = 'AdminValidationError';
  }
}

/** The server answered with an error status (after the retries, for 409 and 503). */
export class AdminHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The operation, e.g. `GET /api/admin/v4/export/pages`. */
    readonly operation: string,
    /** The response body as text (scrubbed of the key). */
    readonly body: string,
    /** How many times the request was sent. */
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'AdminHttpError';
  }
}

/** A 200 whose body is not the resource the contract describes. */
export class AdminResponseError extends Error {
  constructor(
    readonly operation: string,
    readonly errors: readonly ValidationError[],
  ) {
    super(
      `${operation}: the server's answer is not valid:\n${indent(formatValidationErrors(errors))}`,
    );
    this.name = 'AdminResponseError';
  }
}

/** No answer at all: DNS, refused connection, reset, TLS. */
export class AdminNetworkError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    const reason = options.cause instanceof Error ? describeCause(options.cause) : 'unknown error';
    super(`${operation}: network error: ${reason}`, options);
    this.name = 'AdminNetworkError';
  }
}

function describeCause(error: Error): string {
  // undici's "fetch failed" hides the reason in `cause`.
  const inner = error.cause instanceof Error ? error.cause : undefined;
  const code = (inner as { code?: unknown } | undefined)?.code;
  return inner
    ? `${error.message} (${typeof code === 'string' ? code : inner.message})`
    : error.message;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
