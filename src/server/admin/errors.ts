/**
 * What the admin client throws. Messages never contain the API key: it travels in a header only,
 * and anything the server echoes back is scrubbed of it before it reaches a message.
 */
import { formatValidationErrors, type ValidationError } from '../../api/schemas/admin.ts';
import { ServiceNetworkError, ServiceResponseError, indent } from '../service-errors.ts';

/** A container or an argument breaks a rule of the contract; nothing was sent. */
export class AdminValidationError extends Error {
  constructor(
    /** What was validated, e.g. `PageContainer` or `exportPages options`. */
    readonly subject: string,
    readonly errors: readonly ValidationError[],
    /** What to do about it, when the errors alone do not say (a line after them). */
    readonly hint?: string,
  ) {
    super(
      `invalid ${subject}:\n${indent(formatValidationErrors(errors))}${hint ? `\n${hint}` : ''}`,
    );
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

/** A success whose body is not the resource the contract describes. */
export class AdminResponseError extends ServiceResponseError {}

/** No answer at all: DNS, refused connection, reset, TLS. */
export class AdminNetworkError extends ServiceNetworkError {}

/**
 * No complete answer within the time limit (`timeoutMs`, CLI `--timeout`). A network error too:
 * an import may or may not have arrived, so it is not retried.
 */
export class AdminTimeoutError extends AdminNetworkError {
  constructor(
    operation: string,
    readonly timeoutMs: number,
  ) {
    super(operation, { timeoutMs });
  }
}
