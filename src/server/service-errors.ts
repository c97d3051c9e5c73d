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

/**
 * No answer at all: DNS, refused connection, reset, TLS; or (`timeoutMs`) no complete answer
 * within the client's time limit.
 */
export class ServiceNetworkError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown } | { timeoutMs: number },
  ) {
    const [reason, cause] =
      'timeoutMs' in options
        ? timedOut(options.timeoutMs)
        : [`network error: ${describeCause(options.cause)}`, options.cause];
    super(`${operation}: ${reason}`, { cause });
    this.name = new.target.name;
  }
}

function timedOut(timeoutMs: number): [string, Error] {
  const cause = new Error(`no complete answer within ${timeoutMs} ms`);
  return [`timed out: ${cause.message}`, cause];
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
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
