/**
 * What the contact engagement client throws. Messages never contain the API key: it travels in a
 * header only, and anything the server echoes back is scrubbed of it before it reaches a message.
 *
 * - `EngageValidationError`: an argument breaks a rule of the contract; nothing was sent.
 * - `EngageServiceError` (formerly `EngageError`) and its subclasses: the service answered with an error status. Each named
 *   condition of the spec's error table has its own class and `code`, so callers can use either
 *   `instanceof ContactNotFoundError` or `switch (error.code)`.
 * - `EngageResponseError`: a success whose body is not what the contract describes.
 * - `EngageNetworkError`: no answer at all; `EngageRequestTimeoutError`, one of them: no complete
 *   answer within the client's `timeoutMs`.
 * - `EngageTimeoutError`: a bulk batch did not finish in time (`bulkCreateAndWait`).
 */
import { formatValidationErrors, type ValidationError } from '../../api/schemas/admin-common.ts';
import { ServiceNetworkError, ServiceResponseError, indent } from '../service-errors.ts';
import type { BulkBatchStatus, EngageErrorBody } from '../../api/schemas/engage.ts';

/** An argument breaks a rule of the contract (a lookup rule, a uuid, a limit); nothing was sent. */
export class EngageValidationError extends Error {
  constructor(
    /** What was validated, e.g. `findContactId lookup` or `addCheckpoints rows`. */
    readonly subject: string,
    readonly errors: readonly ValidationError[],
  ) {
    super(`invalid ${subject}:\n${indent(formatValidationErrors(errors))}`);
    this.name = 'EngageValidationError';
  }
}

/** The named conditions of the spec's error table, plus the ones this project adds. */
export const ENGAGE_ERROR_CODES = [
  'ContactNotFound',
  'MultipleMatches',
  'InvalidEmailAddress',
  'InvalidSocialSecurityNumber',
  'InvalidPhoneNumber',
  'InvalidContactId',
  'InvalidSearchQuery',
  'InvalidContactType',
  'NoData',
  'ValidationError',
  'RetailKpiNotCalculated',
  'BulkStatusNotFound',
  'ChallengeNotFound',
  'ChallengeDefinitionNotFound',
  'ChallengeNotActive',
  'ContactConsentRequired',
  'AchievementNotFound',
  'SubscriptionNotFound',
  'InvalidGrade',
  'InvalidPayload',
  'TooManyItems',
  'InvalidCheckpointAmount',
  'InvalidParameter',
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'UnprocessableEntity',
  'InvalidSystemConfiguration',
  'InternalError',
  'ServiceUnavailable',
] as const;
export type EngageErrorCode = (typeof ENGAGE_ERROR_CODES)[number];

export interface EngageErrorDetails {
  status: number;
  /** The condition name the service sent (`errorCode`), or the one its status implies. */
  errorCode: string;
  /** The operation, e.g. `GET /api/v3/contacts/id`. */
  operation: string;
  /** The error body, when it had the documented shape. */
  body?: EngageErrorBody | undefined;
  /** The response body as text (scrubbed of the key). */
  text: string;
  /** The condition recognised, when it differs from `errorCode` (default: `errorCode`). */
  code?: EngageErrorCode | undefined;
  /** How many times the request was sent. */
  attempts: number;
}

/** The service answered with an error status. */
export class EngageServiceError extends Error {
  /** The named condition: one of `EngageErrorCode` when known, else what the service sent. */
  readonly code: EngageErrorCode | (string & {});
  readonly status: number;
  readonly errorCode: string;
  readonly operation: string;
  readonly body: EngageErrorBody | undefined;
  readonly text: string;
  readonly attempts: number;

  constructor(message: string, details: EngageErrorDetails) {
    super(message);
    this.name = 'EngageServiceError';
    this.code = details.code ?? details.errorCode;
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.operation = details.operation;
    this.body = details.body;
    this.text = details.text;
    this.attempts = details.attempts;
  }
}

/** @deprecated Renamed `EngageServiceError` (the browser side's is `EngageProxyError`). */
export const EngageError = EngageServiceError;
/** @deprecated Renamed `EngageServiceError`. */
export type EngageError = EngageServiceError;

function named<C extends EngageErrorCode>(code: C) {
  const Named = class extends EngageServiceError {
    declare readonly code: C;
    constructor(message: string, details: EngageErrorDetails) {
      super(message, details);
      this.name = `${code}Error`;
    }
  };
  return Named;
}

/** 404 ContactNotFound (ops 16–19, 21, 24–28, 30, 33–36). */
export class ContactNotFoundError extends named('ContactNotFound') {}
/** 400 InvalidEmailAddress (ops 16, 28, 30). */
export class InvalidEmailAddressError extends named('InvalidEmailAddress') {}
/** 400 InvalidSocialSecurityNumber (ops 16, 28, 30). */
export class InvalidSocialSecurityNumberError extends named('InvalidSocialSecurityNumber') {}
/** 400 InvalidPhoneNumber (ops 16, 28, 30). */
export class InvalidPhoneNumberError extends named('InvalidPhoneNumber') {}
/** 400 InvalidContactId (ops 16, 21). */
export class InvalidContactIdError extends named('InvalidContactId') {}
/** 400 InvalidSearchQuery (ops 16, 30). */
export class InvalidSearchQueryError extends named('InvalidSearchQuery') {}
/** 400 InvalidContactType (ops 16, 27, 28, 30, 35). */
export class InvalidContactTypeError extends named('InvalidContactType') {}
/** 400 NoData (op 19: nothing to change). */
export class NoDataError extends named('NoData') {}
/** 404 RetailKpiNotCalculated (op 22: no purchase summary for the contact). */
export class RetailKpiNotCalculatedError extends named('RetailKpiNotCalculated') {}
/** 404 BulkStatusNotFound (op 20). */
export class BulkStatusNotFoundError extends named('BulkStatusNotFound') {}
/** 404 on op 9: the challenge (assignment) id does not exist. */
export class ChallengeNotFoundError extends named('ChallengeNotFound') {}
/** 404 on ops 10 and 14: the challenge definition does not exist (on 14 a missing contact is ContactNotFound). */
export class ChallengeDefinitionNotFoundError extends named('ChallengeDefinitionNotFound') {}
/** 400 on op 14: the definition is not Active (reference server's condition). */
export class ChallengeNotActiveError extends named('ChallengeNotActive') {}
/** 400 on op 14: the challenge needs the contact's consent, which the contact has not given. */
export class ContactConsentRequiredError extends named('ContactConsentRequired') {}
/** 404 on ops 3 and 4: no achievement definition with that id. */
export class AchievementNotFoundError extends named('AchievementNotFound') {}
/** 400: the body is not what the operation takes (ops 3, 5–8, 13). */
export class InvalidPayloadError extends named('InvalidPayload') {}
/** 400 on op 13: more than 1000 rows. */
export class TooManyItemsError extends named('TooManyItems') {}
/** 400 on op 13: a checkpoint amount not greater than 0. */
export class InvalidCheckpointAmountError extends named('InvalidCheckpointAmount') {}
/** 400: a query value is malformed (ops 2, 11, 12, 24–26). */
export class InvalidParameterError extends named('InvalidParameter') {}
/** 404 SubscriptionNotFound (op 37, beyond the documented set). */
export class SubscriptionNotFoundError extends named('SubscriptionNotFound') {}
/** 400 InvalidGrade (op 36). */
export class InvalidGradeError extends named('InvalidGrade') {}
/** 400 without a more specific condition (op 13's rejected rows, op 29's bad range, …). */
export class BadRequestError extends named('BadRequest') {}
/** 401: no key was sent. */
export class UnauthorizedError extends named('Unauthorized') {}
/** 403 Forbidden (ops 20, 29, 31, 32; and a wrong key). */
export class ForbiddenError extends named('Forbidden') {}
/** 422 UnprocessableEntity (ops 31, 32). */
export class UnprocessableEntityError extends named('UnprocessableEntity') {}
/** 500 InvalidSystemConfiguration (ops 16, 28, 30: e.g. no custom key configured). */
export class InvalidSystemConfigurationError extends named('InvalidSystemConfiguration') {}
/** 500 without a more specific condition (op 23's internal error). */
export class InternalServerError extends named('InternalError') {}
/** 503 ServiceUnavailable (ops 31, 32), after the retries. */
export class ServiceUnavailableError extends named('ServiceUnavailable') {}

/** 409 MultipleMatches (ops 16, 28, 30): `matches` holds the first 50 contact ids listed. */
export class MultipleMatchesError extends named('MultipleMatches') {
  readonly matches: readonly string[];
  constructor(message: string, details: EngageErrorDetails) {
    super(message, details);
    this.matches = (details.body?.messageDetails?.multipleMatchesFound ?? []).slice(0, 50);
  }
}

/**
 * ValidationError (400 on ops 33, 34; 422 on ops 19, 35): the service's own validation refused the
 * request. `validationErrors` holds its descriptions.
 */
export class ValidationFailedError extends named('ValidationError') {
  readonly validationErrors: readonly string[];
  constructor(message: string, details: EngageErrorDetails) {
    super(message, details);
    this.validationErrors = (details.body?.validationErrors ?? []).map(
      (entry) => entry.errorDescription,
    );
  }
}

type ErrorClass = new (message: string, details: EngageErrorDetails) => EngageServiceError;

const CLASSES: Record<EngageErrorCode, ErrorClass> = {
  ContactNotFound: ContactNotFoundError,
  MultipleMatches: MultipleMatchesError,
  InvalidEmailAddress: InvalidEmailAddressError,
  InvalidSocialSecurityNumber: InvalidSocialSecurityNumberError,
  InvalidPhoneNumber: InvalidPhoneNumberError,
  InvalidContactId: InvalidContactIdError,
  InvalidSearchQuery: InvalidSearchQueryError,
  InvalidContactType: InvalidContactTypeError,
  NoData: NoDataError,
  ValidationError: ValidationFailedError,
  RetailKpiNotCalculated: RetailKpiNotCalculatedError,
  BulkStatusNotFound: BulkStatusNotFoundError,
  ChallengeNotFound: ChallengeNotFoundError,
  ChallengeDefinitionNotFound: ChallengeDefinitionNotFoundError,
  ChallengeNotActive: ChallengeNotActiveError,
  ContactConsentRequired: ContactConsentRequiredError,
  AchievementNotFound: AchievementNotFoundError,
  SubscriptionNotFound: SubscriptionNotFoundError,
  InvalidGrade: InvalidGradeError,
  InvalidPayload: InvalidPayloadError,
  TooManyItems: TooManyItemsError,
  InvalidCheckpointAmount: InvalidCheckpointAmountError,
  InvalidParameter: InvalidParameterError,
  BadRequest: BadRequestError,
  Unauthorized: UnauthorizedError,
  Forbidden: ForbiddenError,
  UnprocessableEntity: UnprocessableEntityError,
  InvalidSystemConfiguration: InvalidSystemConfigurationError,
  InternalError: InternalServerError,
  ServiceUnavailable: ServiceUnavailableError,
};

const isKnownCode = (code: string): code is EngageErrorCode => Object.hasOwn(CLASSES, code);

/** The condition a status implies when the body names none (or one this library does not know). */
export type StatusConditions = Partial<Record<number, EngageErrorCode>>;

const DEFAULT_CONDITIONS: Record<number, EngageErrorCode> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  409: 'MultipleMatches',
  422: 'UnprocessableEntity',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

/**
 * The typed error for an error answer. The body's `errorCode` decides when this library knows it;
 * otherwise the operation's own conditions (`conditions`, e.g. 404 → ChallengeNotFound on op 9),
 * then the status alone. An unknown condition stays an `EngageServiceError` with the service's code.
 */
export function engageErrorFor(
  details: Omit<EngageErrorDetails, 'errorCode'> & { errorCode?: string | undefined },
  conditions: StatusConditions = {},
): EngageServiceError {
  const sent = details.errorCode;
  const implied = conditions[details.status] ?? DEFAULT_CONDITIONS[details.status];
  const code = sent !== undefined && isKnownCode(sent) ? sent : (implied ?? sent);
  const errorCode = sent ?? code ?? `HTTP${details.status}`;
  const known = code !== undefined && isKnownCode(code) ? code : undefined;
  const full: EngageErrorDetails = { ...details, errorCode, code: known };
  const serverMessage = details.body?.message ?? details.text.trim().slice(0, 300);
  const message =
    `${details.operation}: ${details.status} ${errorCode}` +
    (serverMessage ? `: ${serverMessage}` : '') +
    (details.attempts > 1
      ? ` (after ${details.attempts - 1} ${details.attempts === 2 ? 'retry' : 'retries'})`
      : '');
  // `errorCode` keeps what the service said; `code` is the condition this library recognised.
  return known ? new CLASSES[known](message, full) : new EngageServiceError(message, full);
}

/** A success whose body is not the resource the contract describes. */
export class EngageResponseError extends ServiceResponseError {}

/** No answer at all: DNS, refused connection, reset, TLS. */
export class EngageNetworkError extends ServiceNetworkError {}

/** No complete answer within the client's `timeoutMs` (a service that hangs or stalls). */
export class EngageRequestTimeoutError extends EngageNetworkError {
  constructor(
    operation: string,
    readonly timeoutMs: number,
  ) {
    super(operation, { timeoutMs });
  }
}

/** A bulk batch was still running when the wait ran out. */
export class EngageTimeoutError extends Error {
  constructor(
    readonly batchId: string,
    readonly lastStatus: BulkBatchStatus,
    readonly waitedMs: number,
  ) {
    super(
      `bulk batch ${batchId} is still ${lastStatus.status} after ${waitedMs} ms ` +
        `(${lastStatus.processed} of ${lastStatus.total} processed)`,
    );
    this.name = 'EngageTimeoutError';
  }
}
