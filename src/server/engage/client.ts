/**
 * The contact engagement client (contact-engagement-api.md, operations 1–36, and op 37 of
 * docs/decisions.md, "Contact engagement"). Node only: it holds the API key, which must never
 * reach a browser (the account elements talk to the secure proxy, which uses this client).
 *
 * Every argument is validated before anything is sent (uuids, enums, limits, the lookup rules of
 * ops 16 and 30), every answer is validated after (tolerantly where it holds a list). Error answers
 * become the typed errors of errors.ts; 429 and 503 are retried with increasing intervals.
 */
import type * as z from 'zod/mini';
import {
  formatPath,
  validate,
  type ValidationError,
  type ValidationResult,
} from '../../api/schemas/admin-common.ts';
import {
  AchievementDefinitionListSchema,
  AchievementValueListSchema,
  BackInStockSubscriptionListSchema,
  BulkBatchStatusSchema,
  BulkContactsSchema,
  BulkCreateQuerySchema,
  BulkUpdateQuerySchema,
  ChallengeAssignmentListSchema,
  ChallengeAssignmentSchema,
  ChallengeDefinitionListSchema,
  ChallengeDefinitionSchema,
  ChallengeDefinitionsQuerySchema,
  ChallengesQuerySchema,
  CheckpointResultSchema,
  CheckpointRowSchema,
  CheckpointRowsSchema,
  ConsentDefinitionListSchema,
  ContactChangesQuerySchema,
  ContactChangesSchema,
  ContactIdLookupSchema,
  ContactOverviewLookupSchema,
  DeleteContactQuerySchema,
  ENGAGE_LIMITS,
  EngageErrorBodySchema,
  isGuid,
  JsonObjectSchema,
  MessageListSchema,
  MessagesQuerySchema,
  NpsResponseRequestSchema,
  PagingQuerySchema,
  ProductRecommendationsSchema,
  PurchaseHistorySummarySchema,
  UnsubscribeQuerySchema,
  type AchievementDefinition,
  type AchievementDefinitionList,
  type AchievementValue,
  type BackInStockSubscription,
  type BulkBatchStatus,
  type BulkCreateQuery,
  type BulkUpdateQuery,
  type ChallengeAssignment,
  type ChallengeAssignmentList,
  type ChallengeDefinition,
  type ChallengeDefinitionList,
  type ChallengeDefinitionsQuery,
  type ChallengesQuery,
  type CheckpointResult,
  type CheckpointRow,
  type ConsentDefinition,
  type Contact,
  type ContactChanges,
  type ContactChangesQuery,
  type ContactIdLookup,
  type ContactOverview,
  type ContactOverviewLookup,
  type ContactPatch,
  type DeleteContactQuery,
  type JsonObject,
  type MessageChannel,
  type MessageList,
  type MessagesQuery,
  type NpsResponseRequest,
  type PagingQuery,
  type ProductRecommendations,
  type PurchaseHistorySummary,
  type UnsubscribeQuery,
} from '../../api/schemas/engage.ts';
import { issueText, parseTolerant, type DroppedItem } from '../../api/schemas/tolerant.ts';
import {
  EngageNetworkError,
  EngageResponseError,
  EngageTimeoutError,
  EngageValidationError,
  engageErrorFor,
  type StatusConditions,
} from './errors.ts';

export * from './errors.ts';

/** 0.5 s, 1 s, 2 s, then the error (429 and 503 only). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];
/** Waits between bulk status polls; the last repeats. */
export const DEFAULT_POLL_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000, 4000];
/** How long `bulkCreateAndWait` / `bulkUpdateAndWait` wait at most. */
export const DEFAULT_BULK_TIMEOUT_MS = 10 * 60 * 1000;
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

interface Call {
  method: Method;
  /** Below `/api/v3`, already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** What an error status means for this operation when the body names no known condition. */
  conditions?: StatusConditions;
}

interface Answer {
  status: number;
  text: string;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const seg = (value: string) => encodeURIComponent(value);
const CONTACT_404: StatusConditions = { 404: 'ContactNotFound' };

/** Collects the argument rules an operation breaks, then throws them all at once. */
class Args {
  readonly errors: ValidationError[] = [];
  constructor(readonly subject: string) {}

  uuid(name: string, value: unknown): this {
    if (typeof value !== 'string' || value === '')
      this.errors.push({ path: name, rule: 'is required' });
    else if (!isGuid(value)) this.errors.push({ path: name, rule: 'must be a uuid' });
    return this;
  }

  text(name: string, value: unknown): this {
    if (typeof value !== 'string' || value === '')
      this.errors.push({ path: name, rule: 'is required' });
    else if (value.trim() === '') this.errors.push({ path: name, rule: 'must not be empty' });
    return this;
  }

  object(name: string, value: unknown): this {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      this.errors.push({
        path: name,
        rule: value === undefined ? 'is required' : 'must be a JSON object',
      });
    return this;
  }

  /** Validates `value` with `schema`, its paths under `prefix`. */
  schema<T extends z.ZodMiniType>(prefix: string, schema: T, value: unknown): z.output<T> {
    const result: ValidationResult<z.output<T>> = validate(schema, value);
    if (result.success) return result.data;
    for (const error of result.errors)
      this.errors.push({
        path:
          prefix && error.path
            ? `${prefix}${error.path.startsWith('[') ? '' : '.'}${error.path}`
            : prefix || error.path,
        rule: error.rule,
      });
    return value as z.output<T>;
  }

  done(): void {
    if (this.errors.length) throw new EngageValidationError(this.subject, this.errors);
  }
}

/** Merges checkpoint results: missing ids once each, skipped rows in order. */
export function mergeCheckpointResults(results: readonly CheckpointResult[]): CheckpointResult {
  const contacts = new Set<string>();
  const definitions = new Set<string>();
  const notAccepted: CheckpointResult['notAccepted'] = [];
  for (const result of results) {
    result.missingContactIds.forEach((id) => contacts.add(id));
    result.missingDefinitionIds.forEach((id) => definitions.add(id));
    notAccepted.push(...result.notAccepted);
  }
  return {
    missingContactIds: [...contacts],
    missingDefinitionIds: [...definitions],
    notAccepted,
  };
}

export function createEngageClient(options: EngageClientOptions): EngageClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const delays = options.retry?.delaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const apiKey = options.apiKey;
  const setup = new Args('engage client options');
  if (!/^https?:\/\//.test(base))
    setup.errors.push({ path: 'baseUrl', rule: 'must be an http(s) URL' });
  if (typeof apiKey !== 'string' || apiKey === '')
    setup.errors.push({ path: 'apiKey', rule: 'is required' });
  setup.done();

  /** Anything the server echoes back loses the key before it reaches a message. */
  const scrub = (text: string) => (apiKey.length >= 4 ? text.split(apiKey).join('***') : text);

  async function send(call: Call): Promise<Answer> {
    const url = new URL(base + API_PREFIX + call.path);
    for (const [name, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const headers: Record<string, string> = {
      apikey: apiKey,
      'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT,
      Accept: 'application/json',
    };
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }

    for (let attempt = 0; ; attempt++) {
      let status: number;
      let text: string;
      try {
        const response = await doFetch(url, { method: call.method, headers, body });
        status = response.status;
        text = await response.text();
      } catch (cause) {
        throw new EngageNetworkError(operation, { cause });
      }
      if (status >= 200 && status < 300) return { status, text };

      const delay = delays[attempt];
      if ((status === 429 || status === 503) && delay !== undefined) {
        options.onRetry?.({ operation, status, attempt: attempt + 1, delayMs: delay });
        await sleep(delay);
        continue;
      }
      const scrubbed = scrub(text);
      const parsed = parseJson(scrubbed);
      const errorBody = parsed.ok ? parseTolerant(EngageErrorBodySchema, parsed.value) : undefined;
      const details = errorBody?.success ? errorBody.data : undefined;
      throw engageErrorFor(
        {
          status,
          errorCode: details?.errorCode,
          operation,
          body: details,
          text: scrubbed,
          attempts: attempt + 1,
        },
        call.conditions,
      );
    }
  }

  /** Sends, then validates the JSON answer with `schema` (tolerantly for lists). */
  async function receive<T extends z.ZodMiniType>(call: Call, schema: T): Promise<z.output<T>> {
    const answer = await send(call);
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const parsed = parseJson(answer.text);
    if (!parsed.ok)
      throw new EngageResponseError(operation, [{ path: '', rule: 'the body is not JSON' }]);
    const result = parseTolerant(schema, parsed.value);
    if (result.dropped.length) options.onDropped?.(operation, result.dropped);
    if (!result.success)
      throw new EngageResponseError(
        operation,
        result.error.issues.map((issue) => ({
          path: formatPath(issue.path),
          rule: issueText(issue),
        })),
      );
    return result.data;
  }

  /** An answer that may be empty (200 without a body, 202, 204) or a JSON object. */
  async function receiveOptionalObject(call: Call): Promise<JsonObject | undefined> {
    const answer = await send(call);
    if (answer.text.trim() === '') return undefined;
    const parsed = parseJson(answer.text);
    if (
      parsed.ok &&
      typeof parsed.value === 'object' &&
      parsed.value !== null &&
      !Array.isArray(parsed.value)
    )
      return parsed.value as JsonObject;
    return undefined;
  }

  /** A body that is a string: JSON (`"…"`) or plain text. */
  async function receiveString(
    call: Call,
    rule: (value: string) => string | undefined,
  ): Promise<string> {
    const answer = await send(call);
    const operation = `${call.method} ${API_PREFIX}${call.path}`;
    const parsed = parseJson(answer.text);
    const value = parsed.ok ? parsed.value : answer.text.trim();
    if (typeof value !== 'string')
      throw new EngageResponseError(operation, [{ path: '', rule: 'expected a string' }]);
    const problem = rule(value);
    if (problem) throw new EngageResponseError(operation, [{ path: '', rule: problem }]);
    return value;
  }

  const uuidRule = (value: string) => (isGuid(value) ? undefined : 'must be a uuid');

  async function messages(channel: MessageChannel, contactId: string, query: MessagesQuery = {}) {
    const name = { sms: 'getSmsMessages', email: 'getEmailMessages', postal: 'getPostalMessages' }[
      channel
    ];
    const args = new Args(`${name} arguments`).uuid('contactId', contactId);
    const checked = args.schema('', MessagesQuerySchema, query);
    args.done();
    return receive(
      {
        method: 'GET',
        path: `/contacts/${seg(contactId)}/${channel}messages`,
        query: { count: checked.count },
        conditions: CONTACT_404,
      },
      MessageListSchema,
    );
  }

  async function trigger(triggerId: string, tail: string, body: JsonObject, args: Args) {
    args.text('triggerId', triggerId).object('body', body);
    args.done();
    return receive(
      {
        method: 'POST',
        path: `/automation/customTriggers/${seg(triggerId)}/${tail}`,
        body,
        conditions: CONTACT_404,
      },
      JsonObjectSchema,
    );
  }

  async function waitForBulk(
    batchId: string,
    wait: BulkWaitOptions = {},
  ): Promise<BulkBatchStatus> {
    const pollDelays = wait.pollDelaysMs?.length ? wait.pollDelaysMs : DEFAULT_POLL_DELAYS_MS;
    const timeoutMs = wait.timeoutMs ?? DEFAULT_BULK_TIMEOUT_MS;
    const started = Date.now();
    for (let poll = 0; ; poll++) {
      const status = await client.getBulkStatus(batchId);
      wait.onProgress?.(status);
      if (status.status === 'Completed' || status.status === 'Failed') return status;
      const delay = pollDelays[Math.min(poll, pollDelays.length - 1)] ?? 1000;
      const waited = Date.now() - started;
      if (waited + delay > timeoutMs) throw new EngageTimeoutError(batchId, status, waited);
      await sleep(delay, wait.signal);
    }
  }

  async function* pages<T>(
    fetchPage: (offset: number, count: number) => Promise<{ items: T[]; totalCount: number }>,
    start: number,
    count: number,
  ): AsyncGenerator<T> {
    for (let offset = start; ;) {
      const page = await fetchPage(offset, count);
      yield* page.items;
      offset += page.items.length;
      if (page.items.length === 0 || offset >= page.totalCount) return;
    }
  }

  const client: EngageClient = {
    // -- Achievements ---------------------------------------------------------------------------
    async getContactAchievements(contactId) {
      new Args('getContactAchievements arguments').uuid('contactId', contactId).done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactId)}/achievements`,
          conditions: CONTACT_404,
        },
        AchievementValueListSchema,
      );
    },

    async listAchievementDefinitions(query = {}) {
      const args = new Args('listAchievementDefinitions query');
      const checked = args.schema('', PagingQuerySchema, query);
      args.done();
      return receive(
        {
          method: 'GET',
          path: '/achievements',
          query: { offset: checked.offset, count: checked.count },
        },
        AchievementDefinitionListSchema,
      );
    },

    async setAchievement(contactId, achievementId, body = {}) {
      new Args('setAchievement arguments')
        .uuid('contactId', contactId)
        .text('achievementId', achievementId)
        .object('body', body)
        .done();
      await send({
        method: 'POST',
        path: `/contacts/${seg(contactId)}/achievements/${seg(achievementId)}`,
        body,
        conditions: CONTACT_404,
      });
    },

    async removeAchievement(contactId, achievementId) {
      new Args('removeAchievement arguments')
        .uuid('contactId', contactId)
        .text('achievementId', achievementId)
        .done();
      await send({
        method: 'DELETE',
        path: `/contacts/${seg(contactId)}/achievements/${seg(achievementId)}`,
        conditions: CONTACT_404,
      });
    },

    iterateAchievementDefinitions(query = {}) {
      const args = new Args('iterateAchievementDefinitions query');
      const checked = args.schema('', PagingQuerySchema, query);
      args.done();
      return pages(
        async (offset, count) => client.listAchievementDefinitions({ offset, count }),
        checked.offset ?? 0,
        checked.count ?? ENGAGE_LIMITS.defaultCount,
      );
    },

    // -- Automation triggers --------------------------------------------------------------------
    async triggerByContactId(triggerId, contactId, body = {}) {
      const args = new Args('triggerByContactId arguments').uuid('contactId', contactId);
      return trigger(triggerId, `triggerByContactId/${seg(contactId)}`, body, args);
    },

    async triggerBySocialSecurityNumber(triggerId, ssn, body = {}) {
      const args = new Args('triggerBySocialSecurityNumber arguments').text('ssn', ssn);
      return trigger(triggerId, `triggerBySocialSecurityNumber/${seg(ssn)}`, body, args);
    },

    async triggerByExternalContactId(triggerId, externalId, body = {}) {
      const args = new Args('triggerByExternalContactId arguments').text('externalId', externalId);
      return trigger(triggerId, `triggerByExternalContactId/${seg(externalId)}`, body, args);
    },

    async triggerByContactTypeAndKey(triggerId, contactType, keyValue, body = {}) {
      const args = new Args('triggerByContactTypeAndKey arguments')
        .text('contactType', contactType)
        .text('keyValue', keyValue);
      return trigger(
        triggerId,
        `triggerByContactTypeAndKey/${seg(contactType)}/${seg(keyValue)}`,
        body,
        args,
      );
    },

    // -- Challenges -----------------------------------------------------------------------------
    async getChallenge(assignmentId) {
      new Args('getChallenge arguments').uuid('assignmentId', assignmentId).done();
      return receive(
        {
          method: 'GET',
          path: `/challenges/${seg(assignmentId)}`,
          conditions: { 404: 'ChallengeNotFound' },
        },
        ChallengeAssignmentSchema,
      );
    },

    async getChallengeDefinition(id) {
      new Args('getChallengeDefinition arguments').uuid('id', id).done();
      return receive(
        {
          method: 'GET',
          path: `/challenges/definitions/${seg(id)}`,
          conditions: { 404: 'ChallengeDefinitionNotFound' },
        },
        ChallengeDefinitionSchema,
      );
    },

    async listChallengeDefinitions(query = {}) {
      const args = new Args('listChallengeDefinitions query');
      const checked = args.schema('', ChallengeDefinitionsQuerySchema, query);
      args.done();
      return receive(
        {
          method: 'GET',
          path: '/challenges/definitions',
          query: { offset: checked.offset, count: checked.count, status: checked.status },
        },
        ChallengeDefinitionListSchema,
      );
    },

    async listChallenges(query) {
      const args = new Args('listChallenges query').object('query', query);
      args.done();
      const checked = args.schema('', ChallengesQuerySchema, query);
      args.done();
      return receive(
        {
          method: 'GET',
          path: '/challenges',
          query: {
            contactId: checked.contactId,
            definitionId: checked.definitionId,
            offset: checked.offset,
            count: checked.count,
            filter: checked.filter,
          },
          conditions: CONTACT_404,
        },
        ChallengeAssignmentListSchema,
      );
    },

    async addCheckpoints(rows) {
      const args = new Args('addCheckpoints rows');
      if (!Array.isArray(rows)) args.errors.push({ path: 'rows', rule: 'must be an array' });
      else if (rows.length === 0) args.errors.push({ path: 'rows', rule: 'needs at least 1 item' });
      else if (rows.length > ENGAGE_LIMITS.checkpointRowsPerRequest)
        args.errors.push({
          path: 'rows',
          rule: `allows at most ${ENGAGE_LIMITS.checkpointRowsPerRequest} rows per request, got ${rows.length} (use addCheckpointsInBatches)`,
        });
      else args.schema('rows', CheckpointRowsSchema, rows);
      args.done();
      return receive(
        { method: 'POST', path: '/challenges/checkpoints', body: rows },
        CheckpointResultSchema,
      );
    },

    async addCheckpointsInBatches(
      rows,
      { rowsPerRequest = ENGAGE_LIMITS.checkpointRowsPerRequest } = {},
    ) {
      const args = new Args('addCheckpointsInBatches rows');
      if (
        !Number.isInteger(rowsPerRequest) ||
        rowsPerRequest < 1 ||
        rowsPerRequest > ENGAGE_LIMITS.checkpointRowsPerRequest
      )
        args.errors.push({
          path: 'rowsPerRequest',
          rule: `must be an integer from 1 to ${ENGAGE_LIMITS.checkpointRowsPerRequest}`,
        });
      if (!Array.isArray(rows)) args.errors.push({ path: 'rows', rule: 'must be an array' });
      else rows.forEach((row, index) => args.schema(`rows[${index}]`, CheckpointRowSchema, row));
      // Every row is checked before the first request, so a bad row never leaves half the
      // checkpoints assigned.
      args.done();
      const results: CheckpointResult[] = [];
      for (let start = 0; start < rows.length; start += rowsPerRequest)
        results.push(await client.addCheckpoints(rows.slice(start, start + rowsPerRequest)));
      return mergeCheckpointResults(results);
    },

    async assignChallenge(definitionId, contactId) {
      new Args('assignChallenge arguments')
        .uuid('definitionId', definitionId)
        .uuid('contactId', contactId)
        .done();
      const call: Call = {
        method: 'POST',
        path: `/challenges/definitions/${seg(definitionId)}/assign`,
        query: { contactId },
        conditions: { 404: 'ChallengeDefinitionNotFound' },
      };
      const answer = await send(call);
      const parsed = parseJson(answer.text);
      if (!parsed.ok || parsed.value !== true)
        throw new EngageResponseError(`POST ${API_PREFIX}${call.path}`, [
          { path: '', rule: 'expected true' },
        ]);
      return true;
    },

    iterateChallengeDefinitions(query = {}) {
      const args = new Args('iterateChallengeDefinitions query');
      const checked = args.schema('', ChallengeDefinitionsQuerySchema, query);
      args.done();
      return pages(
        (offset, count) => client.listChallengeDefinitions({ ...checked, offset, count }),
        checked.offset ?? 0,
        checked.count ?? ENGAGE_LIMITS.defaultCount,
      );
    },

    iterateChallenges(query) {
      const args = new Args('iterateChallenges query').object('query', query);
      args.done();
      const checked = args.schema('', ChallengesQuerySchema, query);
      args.done();
      return pages(
        (offset, count) => client.listChallenges({ ...checked, offset, count }),
        checked.offset ?? 0,
        checked.count ?? ENGAGE_LIMITS.defaultCount,
      );
    },

    // -- Consents -------------------------------------------------------------------------------
    async listConsents() {
      return receive({ method: 'GET', path: '/consents' }, ConsentDefinitionListSchema);
    },

    // -- Lookup, overview, contacts -------------------------------------------------------------
    async getContactOverview(lookup) {
      const args = new Args('getContactOverview lookup').object('lookup', lookup);
      args.done();
      const checked = args.schema('', ContactOverviewLookupSchema, lookup);
      args.done();
      return receive(
        { method: 'GET', path: '/contactoverview', query: { ...checked }, conditions: CONTACT_404 },
        JsonObjectSchema,
      );
    },

    async getContact(contactId) {
      new Args('getContact arguments').uuid('contactId', contactId).done();
      return receive(
        { method: 'GET', path: `/contacts/${seg(contactId)}`, conditions: CONTACT_404 },
        JsonObjectSchema,
      );
    },

    async deleteContact(contactId, query = {}) {
      const args = new Args('deleteContact arguments').uuid('contactId', contactId);
      const checked = args.schema('', DeleteContactQuerySchema, query);
      args.done();
      return (
        (await receiveOptionalObject({
          method: 'DELETE',
          path: `/contacts/${seg(contactId)}`,
          query: { source: checked.source },
          conditions: CONTACT_404,
        })) ?? {}
      );
    },

    async patchContact(contactId, changes) {
      // An empty object is sent: the service answers 400 NoData, which names the problem.
      new Args('patchContact arguments')
        .uuid('contactId', contactId)
        .object('changes', changes)
        .done();
      return receive(
        {
          method: 'PATCH',
          path: `/contacts/${seg(contactId)}`,
          body: changes,
          conditions: { ...CONTACT_404, 422: 'ValidationError' },
        },
        JsonObjectSchema,
      );
    },

    async getContactChanges(query) {
      const args = new Args('getContactChanges query').object('query', query);
      args.done();
      const checked = args.schema('', ContactChangesQuerySchema, query);
      if (
        args.errors.length === 0 &&
        checked.toDate !== undefined &&
        Date.parse(checked.toDate) < Date.parse(checked.fromDate)
      )
        args.errors.push({ path: 'toDate', rule: 'must not be before fromDate' });
      args.done();
      return receive(
        {
          method: 'GET',
          path: '/contacts/changes',
          query: {
            changeType: checked.changeType,
            fromDate: checked.fromDate,
            toDate: checked.toDate,
          },
        },
        ContactChangesSchema,
      );
    },

    async findContactId(lookup) {
      const args = new Args('findContactId lookup').object('lookup', lookup);
      args.done();
      const checked = args.schema('', ContactIdLookupSchema, lookup);
      args.done();
      return receiveString(
        { method: 'GET', path: '/contacts/id', query: { ...checked }, conditions: CONTACT_404 },
        uuidRule,
      );
    },

    async getContactByExternalId(contactType, externalId) {
      new Args('getContactByExternalId arguments')
        .text('contactType', contactType)
        .text('externalId', externalId)
        .done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactType)}/byexternalid/${seg(externalId)}`,
          conditions: CONTACT_404,
        },
        JsonObjectSchema,
      );
    },

    async getContactByKey(contactType, keyValue) {
      new Args('getContactByKey arguments')
        .text('contactType', contactType)
        .text('keyValue', keyValue)
        .done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactType)}/bykey`,
          query: { keyValue },
          conditions: CONTACT_404,
        },
        JsonObjectSchema,
      );
    },

    async updateContactType(contactId, contactTypeId) {
      new Args('updateContactType arguments')
        .uuid('contactId', contactId)
        .text('contactTypeId', contactTypeId)
        .done();
      return receiveOptionalObject({
        method: 'POST',
        path: `/contacts/${seg(contactId)}/updateContactType`,
        query: { contactTypeId },
        conditions: { ...CONTACT_404, 422: 'ValidationError' },
      });
    },

    // -- Bulk -----------------------------------------------------------------------------------
    async bulkCreateContacts(contacts, query = {}) {
      const args = new Args('bulkCreateContacts arguments');
      args.schema('contacts', BulkContactsSchema, contacts);
      const checked = args.schema('', BulkCreateQuerySchema, query);
      args.done();
      return receiveString(
        {
          method: 'POST',
          path: '/contacts/bulk',
          query: { contactType: checked.contactType },
          body: contacts,
        },
        uuidRule,
      );
    },

    async bulkUpdateContacts(updates, query = {}) {
      const args = new Args('bulkUpdateContacts arguments');
      args.schema('updates', BulkContactsSchema, updates);
      const checked = args.schema('', BulkUpdateQuerySchema, query);
      args.done();
      return receiveString(
        {
          method: 'PATCH',
          path: '/contacts/bulk',
          query: {
            contactType: checked.contactType,
            avoidTriggeringExport: checked.avoidTriggeringExport,
          },
          body: updates,
        },
        uuidRule,
      );
    },

    async getBulkStatus(batchId) {
      new Args('getBulkStatus arguments').uuid('batchId', batchId).done();
      return receive(
        {
          method: 'GET',
          path: '/contacts/bulk/status',
          query: { batchId },
          conditions: { 404: 'BulkStatusNotFound' },
        },
        BulkBatchStatusSchema,
      );
    },

    async bulkCreateAndWait(contacts, { contactType, ...wait } = {}) {
      const batchId = await client.bulkCreateContacts(contacts, { contactType });
      return waitForBulk(batchId, wait);
    },

    async bulkUpdateAndWait(updates, { contactType, avoidTriggeringExport, ...wait } = {}) {
      const batchId = await client.bulkUpdateContacts(updates, {
        contactType,
        avoidTriggeringExport,
      });
      return waitForBulk(batchId, wait);
    },

    async waitForBulk(batchId, wait) {
      new Args('waitForBulk arguments').uuid('batchId', batchId).done();
      return waitForBulk(batchId, wait);
    },

    // -- Messages, recommendations, summaries ---------------------------------------------------
    getSmsMessages: (contactId, query) => messages('sms', contactId, query),
    getEmailMessages: (contactId, query) => messages('email', contactId, query),
    getPostalMessages: (contactId, query) => messages('postal', contactId, query),
    async getMessages(channel, contactId, query) {
      if (channel !== 'sms' && channel !== 'email' && channel !== 'postal')
        throw new EngageValidationError('getMessages arguments', [
          { path: 'channel', rule: 'expected one of "sms", "email", "postal"' },
        ]);
      return messages(channel, contactId, query);
    },

    async getProductRecommendations(contactId) {
      new Args('getProductRecommendations arguments').text('contactId', contactId).done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactId)}/productrecommendations`,
          conditions: CONTACT_404,
        },
        ProductRecommendationsSchema,
      );
    },

    async getPurchaseHistorySummary(contactId) {
      new Args('getPurchaseHistorySummary arguments').uuid('contactId', contactId).done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactId)}/purchasehistorysummary`,
          conditions: { 404: 'RetailKpiNotCalculated' },
        },
        PurchaseHistorySummarySchema,
      );
    },

    async getBackInStockSubscriptions(contactId) {
      new Args('getBackInStockSubscriptions arguments').uuid('contactId', contactId).done();
      return receive(
        {
          method: 'GET',
          path: `/contacts/${seg(contactId)}/backinstock/subscriptions`,
          conditions: CONTACT_404,
        },
        BackInStockSubscriptionListSchema,
      );
    },

    async removeBackInStockSubscription(contactId, subscriptionId) {
      new Args('removeBackInStockSubscription arguments')
        .uuid('contactId', contactId)
        .text('subscriptionId', subscriptionId)
        .done();
      await send({
        method: 'DELETE',
        path: `/contacts/${seg(contactId)}/backinstock/subscriptions/${seg(subscriptionId)}`,
        conditions: { 404: 'SubscriptionNotFound' },
      });
    },

    // -- Unsubscribe, contact type, NPS ---------------------------------------------------------
    async unsubscribeSms(contactId, query = {}) {
      const args = new Args('unsubscribeSms arguments').uuid('contactId', contactId);
      const checked = args.schema('', UnsubscribeQuerySchema, query);
      args.done();
      return receiveOptionalObject({
        method: 'POST',
        path: `/contacts/${seg(contactId)}/unsubscribeSms`,
        query: { messageId: checked.messageId },
        conditions: { ...CONTACT_404, 400: 'ValidationError' },
      });
    },

    async unsubscribeEmail(contactId, query = {}) {
      const args = new Args('unsubscribeEmail arguments').uuid('contactId', contactId);
      const checked = args.schema('', UnsubscribeQuerySchema, query);
      args.done();
      return receiveOptionalObject({
        method: 'POST',
        path: `/contacts/${seg(contactId)}/unsubscribeEmail`,
        query: { messageId: checked.messageId },
        conditions: { ...CONTACT_404, 400: 'ValidationError' },
      });
    },

    async createNpsResponse(contactId, response) {
      const args = new Args('createNpsResponse arguments')
        .uuid('contactId', contactId)
        .object('response', response);
      args.done();
      const checked = args.schema('', NpsResponseRequestSchema, response);
      args.done();
      return receiveOptionalObject({
        method: 'POST',
        path: `/contacts/${seg(contactId)}/createNpsResponse`,
        query: { grade: checked.grade, storeId: checked.storeId },
        conditions: { ...CONTACT_404, 400: 'InvalidGrade' },
      });
    },
  };
  return client;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
