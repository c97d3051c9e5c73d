/**
 * Errors both Node clients (admin and contact engagement) raise the same way: an answer that is
 * not what the contract describes, and no answer at all. Each client names its own subclasses.
 */
import { formatValidationErrors, type ValidationError } from '../api/schemas/admin-common.ts';

/** A success whose body is not the resource the contract describes. */
export class ServiceResponseError extends Error {
  constructor(
    readonly operation: string,
    readonly errors: readonly ValidationError[],
  ) {
    super(
      `${operation}: the server's answer is not valid:\n${indent(formatValidationErrors(errors))}`,
    );
    this.name = new.target.name;
  }
}

/** No answer at all: DNS, refused connection, reset, TLS. */
export class ServiceNetworkError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    const reason = options.cause instanceof Error ? describeCause(options.cause) : 'unknown error';
    super(`${operation}: network error: ${reason}`, options);
    this.name = new.target.name;
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

/** Each line indented by two spaces, for lists under a message. */
export function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
