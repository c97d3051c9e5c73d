/**
 * The contact engagement client's public surface: its options and the `EngageClient` interface
 * (one method per operation of the table in src/api/schemas/engage-operations.ts, plus helpers).
 */
import type { DroppedItem } from '../../api/schemas/tolerant.ts';
import type {
  AchievementDefinition,
  AchievementDefinitionList,
  AchievementValue,
  BackInStockSubscription,
  BulkBatchStatus,
  BulkCreateQuery,
  BulkUpdateQuery,
  ChallengeAssignment,
  ChallengeAssignmentList,
  ChallengeDefinition,
  ChallengeDefinitionList,
  ChallengeDefinitionsQuery,
  ChallengesQuery,
  CheckpointResult,
  CheckpointRow,
  ConsentDefinition,
  Contact,
  ContactChanges,
  ContactChangesQuery,
  ContactIdLookup,
  ContactOverview,
  ContactOverviewLookup,
  ContactPatch,
  DeleteContactQuery,
  JsonObject,
  MessageChannel,
  MessageList,
  MessagesQuery,
  NpsResponseRequest,
  PagingQuery,
  ProductRecommendations,
  PurchaseHistorySummary,
  UnsubscribeQuery,
} from '../../api/schemas/engage.ts';

/** 0.5 s, 1 s, 2 s, then the error (429 and 503 only). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];
/** Waits between bulk status polls; the last repeats. */
export const DEFAULT_POLL_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000, 4000];
/** How long `bulkCreateAndWait` / `bulkUpdateAndWait` wait at most. */
export const DEFAULT_BULK_TIMEOUT_MS = 10 * 60 * 1000;
/**
 * How long one request may take, from sending to the last byte of the answer: the admin client's
 * 60 s (a bulk body of 5,000 contacts is megabytes to send).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/** The most an answer may hold (a page of 1,000 contacts or messages stays far below). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_USER_AGENT = 'storefront-elements-engage';
export const API_PREFIX = '/api/v3';

export interface RetryEvent {
  operation: string;
  status: number;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
}

export interface EngageClientOptions {
  /** The service's `{base_url}` (paths start with `/api/v3` below it), e.g. `<origin>/engage`. */
  baseUrl: string;
  /** Sent as the `apikey` header only; never part of an error message. */
  apiKey: string;
  fetch?: typeof fetch;
  /** Sent as `User-Agent` (default `storefront-elements-engage`). */
  userAgent?: string;
  /** Waits before each retry of a 429 or 503; `[]` disables retries. */
  retry?: { delaysMs?: readonly number[] };
  /**
   * Each request's time limit, answer included (default 60 s): then `EngageRequestTimeoutError`.
   * Each retry has its own.
   */
  timeoutMs?: number;
  /** The most an answer may hold (default 64 MiB): more is an `EngageResponseError`. */
  maxResponseBytes?: number;
  /** Told before each retry. */
  onRetry?: (event: RetryEvent) => void;
  /** Told about list items a response held that did not match their schema (and were dropped). */
  onDropped?: (operation: string, dropped: readonly DroppedItem[]) => void;
}

export interface BulkWaitOptions {
  /** Called with every status read, the last one included. */
  onProgress?: (status: BulkBatchStatus) => void;
  /** Waits before each poll; the last repeats (default 250 ms doubling to 4 s). */
  pollDelaysMs?: readonly number[];
  /** Gives up with `EngageTimeoutError` after this long (default 10 minutes). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface CheckpointBatchOptions {
  /** Rows per request, at most (and by default) 1000. */
  rowsPerRequest?: number;
}

export interface EngageClient {
  // Achievements
  /** Op 1 `GET /contacts/{contactId}/achievements`. */
  getContactAchievements(contactId: string): Promise<AchievementValue[]>;
  /** Op 2 `GET /achievements`. */
  listAchievementDefinitions(query?: PagingQuery): Promise<AchievementDefinitionList>;
  /** Op 3 `POST /contacts/{contactId}/achievements/{achievementId}` (204). */
  setAchievement(contactId: string, achievementId: string, body?: JsonObject): Promise<void>;
  /** Op 4 `DELETE /contacts/{contactId}/achievements/{achievementId}` (204). */
  removeAchievement(contactId: string, achievementId: string): Promise<void>;
  /** Pages through op 2. */
  iterateAchievementDefinitions(query?: PagingQuery): AsyncGenerator<AchievementDefinition>;

  // Automation custom triggers
  /** Op 5. */
  triggerByContactId(triggerId: string, contactId: string, body?: JsonObject): Promise<JsonObject>;
  /** Op 6. */
  triggerBySocialSecurityNumber(
    triggerId: string,
    ssn: string,
    body?: JsonObject,
  ): Promise<JsonObject>;
  /** Op 7. */
  triggerByExternalContactId(
    triggerId: string,
    externalId: string,
    body?: JsonObject,
  ): Promise<JsonObject>;
  /** Op 8. */
  triggerByContactTypeAndKey(
    triggerId: string,
    contactType: string,
    keyValue: string,
    body?: JsonObject,
  ): Promise<JsonObject>;

  // Challenges
  /** Op 9 `GET /challenges/{id}` (the assignment id). */
  getChallenge(assignmentId: string): Promise<ChallengeAssignment>;
  /** Op 10 `GET /challenges/definitions/{id}`. */
  getChallengeDefinition(id: string): Promise<ChallengeDefinition>;
  /** Op 11 `GET /challenges/definitions`. */
  listChallengeDefinitions(query?: ChallengeDefinitionsQuery): Promise<ChallengeDefinitionList>;
  /** Op 12 `GET /challenges`. */
  listChallenges(query: ChallengesQuery): Promise<ChallengeAssignmentList>;
  /** Op 13 `POST /challenges/checkpoints`: at most 1000 rows (see `addCheckpointsInBatches`). */
  addCheckpoints(rows: readonly CheckpointRow[]): Promise<CheckpointResult>;
  /** Op 13 in requests of at most 1000 rows, the results merged. */
  addCheckpointsInBatches(
    rows: readonly CheckpointRow[],
    options?: CheckpointBatchOptions,
  ): Promise<CheckpointResult>;
  /** Op 14 `POST /challenges/definitions/{id}/assign?contactId=` (true, also when assigned). */
  assignChallenge(definitionId: string, contactId: string): Promise<true>;
  /** Pages through op 11. */
  iterateChallengeDefinitions(
    query?: ChallengeDefinitionsQuery,
  ): AsyncGenerator<ChallengeDefinition>;
  /** Pages through op 12. */
  iterateChallenges(query: ChallengesQuery): AsyncGenerator<ChallengeAssignment>;

  // Consents
  /** Op 15 `GET /consents`. */
  listConsents(): Promise<ConsentDefinition[]>;

  // Lookup, overview, contacts
  /** Op 16 `GET /contactoverview`: exactly one way of identifying the contact. */
  getContactOverview(lookup: ContactOverviewLookup): Promise<ContactOverview>;
  /** Op 17 `GET /contacts/{contactId}`. */
  getContact(contactId: string): Promise<Contact>;
  /** Op 18 `DELETE /contacts/{contactId}`. */
  deleteContact(contactId: string, query?: DeleteContactQuery): Promise<JsonObject>;
  /** Op 19 `PATCH /contacts/{contactId}`: only the fields sent change; empty is stored as empty. */
  patchContact(contactId: string, changes: ContactPatch): Promise<Contact>;
  /** Op 29 `GET /contacts/changes`. */
  getContactChanges(query: ContactChangesQuery): Promise<ContactChanges>;
  /** Op 30 `GET /contacts/id`: the contact id. */
  findContactId(lookup: ContactIdLookup): Promise<string>;
  /** Op 27 `GET /contacts/{contactType}/byexternalid/{externalId}`. */
  getContactByExternalId(contactType: string, externalId: string): Promise<Contact>;
  /** Op 28 `GET /contacts/{contactType}/bykey?keyValue=` (types with exactly one key). */
  getContactByKey(contactType: string, keyValue: string): Promise<Contact>;
  /** Op 35 `POST /contacts/{contactId}/updateContactType?contactTypeId=`. */
  updateContactType(contactId: string, contactTypeId: string): Promise<JsonObject | undefined>;

  // Bulk
  /** Op 31 `POST /contacts/bulk`: the batch id. */
  bulkCreateContacts(contacts: readonly JsonObject[], query?: BulkCreateQuery): Promise<string>;
  /** Op 32 `PATCH /contacts/bulk`: the batch id. */
  bulkUpdateContacts(updates: readonly JsonObject[], query?: BulkUpdateQuery): Promise<string>;
  /** Op 20 `GET /contacts/bulk/status?batchId=`. */
  getBulkStatus(batchId: string): Promise<BulkBatchStatus>;
  /** Op 31, then op 20 with backoff until `Completed` or `Failed` (the last status). */
  bulkCreateAndWait(
    contacts: readonly JsonObject[],
    options?: BulkWaitOptions & BulkCreateQuery,
  ): Promise<BulkBatchStatus>;
  /** Op 32, then op 20 with backoff until `Completed` or `Failed` (the last status). */
  bulkUpdateAndWait(
    updates: readonly JsonObject[],
    options?: BulkWaitOptions & BulkUpdateQuery,
  ): Promise<BulkBatchStatus>;
  /** Op 20 with backoff until the batch is `Completed` or `Failed`. */
  waitForBulk(batchId: string, options?: BulkWaitOptions): Promise<BulkBatchStatus>;

  // Messages, recommendations, summaries
  /** Op 24: the latest SMS (count 1–500, default 100; at most three months back). */
  getSmsMessages(contactId: string, query?: MessagesQuery): Promise<MessageList>;
  /** Op 25: the latest emails. */
  getEmailMessages(contactId: string, query?: MessagesQuery): Promise<MessageList>;
  /** Op 26: the latest postal messages. */
  getPostalMessages(contactId: string, query?: MessagesQuery): Promise<MessageList>;
  /** Ops 24–26 by channel. */
  getMessages(
    channel: MessageChannel,
    contactId: string,
    query?: MessagesQuery,
  ): Promise<MessageList>;
  /** Op 21 (`contactId` is a plain string here). */
  getProductRecommendations(contactId: string): Promise<ProductRecommendations>;
  /** Op 22 (404 RetailKpiNotCalculated when there is none). */
  getPurchaseHistorySummary(contactId: string): Promise<PurchaseHistorySummary>;
  /** Op 23. */
  getBackInStockSubscriptions(contactId: string): Promise<BackInStockSubscription[]>;
  /**
   * Op 37 `DELETE /contacts/{contactId}/backinstock/subscriptions/{subscriptionId}` (204): beyond
   * the documented set (docs/decisions.md, "Back-in-stock removal").
   */
  removeBackInStockSubscription(contactId: string, subscriptionId: string): Promise<void>;

  // Unsubscribe, contact type, NPS
  /** Op 33: on `messageId`, or on the last SMS sent. */
  unsubscribeSms(contactId: string, query?: UnsubscribeQuery): Promise<JsonObject | undefined>;
  /** Op 34: on `messageId`, or on the last email sent. */
  unsubscribeEmail(contactId: string, query?: UnsubscribeQuery): Promise<JsonObject | undefined>;
  /** Op 36 `POST /contacts/{contactId}/createNpsResponse?grade=&storeId=` (query only). */
  createNpsResponse(
    contactId: string,
    response: NpsResponseRequest,
  ): Promise<JsonObject | undefined>;
}
