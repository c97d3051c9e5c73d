/**
 * The error of the browser's proxy client (./engage-client.ts, which exports it): its own module,
 * so that the typed errors of the statuses (./engage-status.ts), loaded only when an answer
 * fails, extend it without importing the client.
 */
/** Why a proxy request failed. `'http'` is any status the proxy does not name. */
export type EngageErrorKind =
  | 'invalid-arguments'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server-error'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-response';

/** A proxy request that was sent (or tried) and did not give a usable result. */
export class EngageProxyError extends Error {
  override name = 'EngageProxyError';
  readonly kind: EngageErrorKind;
  /** The HTTP status, when a response came back. */
  readonly status: number | undefined;
  /** The named condition of the error body (`RetailKpiNotCalculated`, `ContactNotFound`, …). */
  readonly errorCode: string | undefined;
  /** The `message` of the error body, when it had one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: EngageErrorKind,
    message: string,
    init: { status?: number; errorCode?: string; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage;
  }
}
