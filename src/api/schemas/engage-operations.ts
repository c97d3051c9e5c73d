/**
 * The contact engagement API's operations, each described once (contact-engagement-api.md, ops
 * 1–36, and op 37 of docs/decisions.md): method, path, the arguments a caller gives with their
 * rules and where they travel, the response and the named error per status. The Node client's
 * methods and validation (src/server/engage/client.ts) and the reference server's routing and
 * request validation (src/reference/engage/router.ts) are derived from this table; the secure
 * proxy reaches the service only through the client. No DOM, no Node: plain data and zod/mini
 * schemas.
 */
import type * as z from 'zod/mini';
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
  ConsentDefinitionListSchema,
  ContactChangesQuerySchema,
  ContactChangesSchema,
  ContactIdLookupSchema,
  ContactOverviewLookupSchema,
  DeleteContactQuerySchema,
  JsonObjectSchema,
  MessageListSchema,
  MessagesQuerySchema,
  NpsResponseRequestSchema,
  PagingQuerySchema,
  ProductRecommendationsSchema,
  PurchaseHistorySummarySchema,
  UnsubscribeQuerySchema,
} from './engage.ts';

export type EngageMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One argument of an operation, in the order the client method takes them.
 * - `uuid` / `text`: a required string (a uuid; any non-blank text), sent in the path (by its
 *   `{name}`) or as a query parameter (`in: 'query'`).
 * - `object`: a JSON object sent as the body (`required`, or `{}` when omitted).
 * - `schema`: a value checked with `schema`; its members are the query (`in: 'query'`) or it is
 *   the body (`in: 'body'`). `required`: it must be an object (`{}` is the default otherwise).
 *   A query that breaks its rules is answered with the operation's 400 error (else its 422,
 *   else `InvalidParameter`); a `contactId` member with `InvalidContactId`.
 * `invalid`: the error the service names when a `uuid`/`text` argument is missing or malformed
 * (default: the operation's 404 error for one in the path, `InvalidParameter` in the query).
 */
export type EngageArg =
  | { name: string; rule: 'uuid'; in?: 'path' | 'query'; invalid?: string }
  | { name: string; rule: 'text'; in?: 'path' | 'query'; invalid?: string }
  | { name: string; rule: 'object'; required?: boolean }
  | {
      name: string;
      rule: 'schema';
      schema: z.ZodMiniType;
      in: 'query' | 'body';
      required?: boolean;
      /** Where its errors are reported (default: at the top, e.g. `count`). */
      prefix?: string;
    };

/**
 * What a success holds: a JSON value `schema` checks (tolerantly for lists), or `none` (ignored),
 * `object` (an object, `{}` when empty),
 * `object?` (an object or nothing), `uuid` (a uuid string, JSON or plain), `true` (the JSON true).
 */
export type EngageResponse = z.ZodMiniType | 'none' | 'object' | 'object?' | 'uuid' | 'true';

export interface EngageOperation {
  op: number;
  method: EngageMethod;
  /** Below `/api/v3`; `{name}` is an argument of the same name. */
  path: string;
  args: readonly EngageArg[];
  response: EngageResponse;
  /** The condition a status means for this operation when the error body names none it knows. */
  errors?: Readonly<Partial<Record<number, string>>>;
}

const uuid = (name: string, where: 'path' | 'query' = 'path', invalid?: string): EngageArg => ({
  name,
  rule: 'uuid',
  in: where,
  ...(invalid ? { invalid } : {}),
});
const text = (name: string, where: 'path' | 'query' = 'path', invalid?: string): EngageArg => ({
  name,
  rule: 'text',
  in: where,
  ...(invalid ? { invalid } : {}),
});
const query = (schema: z.ZodMiniType, required = false, name = 'query'): EngageArg => ({
  name,
  rule: 'schema',
  schema,
  in: 'query',
  required,
});
const body = (required = false): EngageArg => ({ name: 'body', rule: 'object', required });
const contact = uuid('contactId');

const CONTACT_404 = { 404: 'ContactNotFound' } as const;
const PAGING_400 = { 400: 'InvalidParameter' } as const;
const LOOKUP_400 = { 400: 'InvalidSearchQuery', 404: 'ContactNotFound' } as const;
const MESSAGES_ERRORS = { 400: 'InvalidParameter', 404: 'ContactNotFound' } as const;
const CONTACT_OR_VALIDATION = { 404: 'ContactNotFound', 422: 'ValidationError' } as const;

/** Every operation, by the client method that calls it. */
export const ENGAGE_OPERATIONS = {
  // Achievements 1–4
  getContactAchievements: {
    op: 1,
    method: 'GET',
    path: '/contacts/{contactId}/achievements',
    args: [contact],
    response: AchievementValueListSchema,
    errors: CONTACT_404,
  },
  listAchievementDefinitions: {
    op: 2,
    method: 'GET',
    path: '/achievements',
    args: [query(PagingQuerySchema)],
    response: AchievementDefinitionListSchema,
    errors: PAGING_400,
  },
  setAchievement: {
    op: 3,
    method: 'POST',
    path: '/contacts/{contactId}/achievements/{achievementId}',
    args: [contact, text('achievementId'), body()],
    response: 'none',
    errors: CONTACT_404,
  },
  removeAchievement: {
    op: 4,
    method: 'DELETE',
    path: '/contacts/{contactId}/achievements/{achievementId}',
    args: [contact, text('achievementId')],
    response: 'none',
    errors: CONTACT_404,
  },
  // Automation custom triggers 5–8
  triggerByContactId: {
    op: 5,
    method: 'POST',
    path: '/automation/customTriggers/{triggerId}/triggerByContactId/{contactId}',
    args: [text('triggerId'), contact, body()],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  triggerBySocialSecurityNumber: {
    op: 6,
    method: 'POST',
    path: '/automation/customTriggers/{triggerId}/triggerBySocialSecurityNumber/{ssn}',
    args: [text('triggerId'), text('ssn'), body()],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  triggerByExternalContactId: {
    op: 7,
    method: 'POST',
    path: '/automation/customTriggers/{triggerId}/triggerByExternalContactId/{externalId}',
    args: [text('triggerId'), text('externalId'), body()],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  triggerByContactTypeAndKey: {
    op: 8,
    method: 'POST',
    path: '/automation/customTriggers/{triggerId}/triggerByContactTypeAndKey/{contactType}/{keyValue}',
    args: [text('triggerId'), text('contactType'), text('keyValue'), body()],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  // Challenges 9–14
  getChallenge: {
    op: 9,
    method: 'GET',
    path: '/challenges/{assignmentId}',
    args: [uuid('assignmentId')],
    response: ChallengeAssignmentSchema,
    errors: { 404: 'ChallengeNotFound' },
  },
  getChallengeDefinition: {
    op: 10,
    method: 'GET',
    path: '/challenges/definitions/{id}',
    args: [uuid('id')],
    response: ChallengeDefinitionSchema,
    errors: { 404: 'ChallengeDefinitionNotFound' },
  },
  listChallengeDefinitions: {
    op: 11,
    method: 'GET',
    path: '/challenges/definitions',
    args: [query(ChallengeDefinitionsQuerySchema)],
    response: ChallengeDefinitionListSchema,
    errors: PAGING_400,
  },
  listChallenges: {
    op: 12,
    method: 'GET',
    path: '/challenges',
    args: [query(ChallengesQuerySchema, true)],
    response: ChallengeAssignmentListSchema,
    errors: { 400: 'InvalidParameter', 404: 'ContactNotFound' },
  },
  // The rows' own rules (at most 1000, each a checkpoint row) are the client's (client.ts).
  addCheckpoints: {
    op: 13,
    method: 'POST',
    path: '/challenges/checkpoints',
    args: [],
    response: CheckpointResultSchema,
  },
  assignChallenge: {
    op: 14,
    method: 'POST',
    path: '/challenges/definitions/{definitionId}/assign',
    args: [uuid('definitionId'), uuid('contactId', 'query', 'InvalidContactId')],
    response: 'true',
    errors: { 404: 'ChallengeDefinitionNotFound' },
  },
  // Consents 15
  listConsents: {
    op: 15,
    method: 'GET',
    path: '/consents',
    args: [],
    response: ConsentDefinitionListSchema,
  },
  // Lookup, overview, contacts
  getContactOverview: {
    op: 16,
    method: 'GET',
    path: '/contactoverview',
    args: [query(ContactOverviewLookupSchema, true, 'lookup')],
    response: JsonObjectSchema,
    errors: LOOKUP_400,
  },
  getContact: {
    op: 17,
    method: 'GET',
    path: '/contacts/{contactId}',
    args: [contact],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  deleteContact: {
    op: 18,
    method: 'DELETE',
    path: '/contacts/{contactId}',
    args: [contact, query(DeleteContactQuerySchema)],
    response: 'object',
    errors: CONTACT_404,
  },
  // An empty object is sent: the service answers 400 NoData, which names the problem.
  patchContact: {
    op: 19,
    method: 'PATCH',
    path: '/contacts/{contactId}',
    args: [contact, { name: 'changes', rule: 'object', required: true }],
    response: JsonObjectSchema,
    errors: CONTACT_OR_VALIDATION,
  },
  getBulkStatus: {
    op: 20,
    method: 'GET',
    path: '/contacts/bulk/status',
    args: [uuid('batchId', 'query', 'BulkStatusNotFound')],
    response: BulkBatchStatusSchema,
    errors: { 404: 'BulkStatusNotFound' },
  },
  // Op 21's contact id is a plain string in the contract.
  getProductRecommendations: {
    op: 21,
    method: 'GET',
    path: '/contacts/{contactId}/productrecommendations',
    args: [text('contactId')],
    response: ProductRecommendationsSchema,
    errors: CONTACT_404,
  },
  getPurchaseHistorySummary: {
    op: 22,
    method: 'GET',
    path: '/contacts/{contactId}/purchasehistorysummary',
    args: [contact],
    response: PurchaseHistorySummarySchema,
    errors: { 404: 'RetailKpiNotCalculated' },
  },
  getBackInStockSubscriptions: {
    op: 23,
    method: 'GET',
    path: '/contacts/{contactId}/backinstock/subscriptions',
    args: [contact],
    response: BackInStockSubscriptionListSchema,
    errors: CONTACT_404,
  },
  getSmsMessages: {
    op: 24,
    method: 'GET',
    path: '/contacts/{contactId}/smsmessages',
    args: [contact, query(MessagesQuerySchema)],
    response: MessageListSchema,
    errors: MESSAGES_ERRORS,
  },
  getEmailMessages: {
    op: 25,
    method: 'GET',
    path: '/contacts/{contactId}/emailmessages',
    args: [contact, query(MessagesQuerySchema)],
    response: MessageListSchema,
    errors: MESSAGES_ERRORS,
  },
  getPostalMessages: {
    op: 26,
    method: 'GET',
    path: '/contacts/{contactId}/postalmessages',
    args: [contact, query(MessagesQuerySchema)],
    response: MessageListSchema,
    errors: MESSAGES_ERRORS,
  },
  getContactByExternalId: {
    op: 27,
    method: 'GET',
    path: '/contacts/{contactType}/byexternalid/{externalId}',
    args: [text('contactType'), text('externalId')],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  getContactByKey: {
    op: 28,
    method: 'GET',
    path: '/contacts/{contactType}/bykey',
    args: [text('contactType'), text('keyValue', 'query', 'InvalidSearchQuery')],
    response: JsonObjectSchema,
    errors: CONTACT_404,
  },
  // toDate not before fromDate is the client's rule too (client.ts).
  getContactChanges: {
    op: 29,
    method: 'GET',
    path: '/contacts/changes',
    args: [query(ContactChangesQuerySchema, true)],
    response: ContactChangesSchema,
    errors: { 400: 'BadRequest' },
  },
  findContactId: {
    op: 30,
    method: 'GET',
    path: '/contacts/id',
    args: [query(ContactIdLookupSchema, true, 'lookup')],
    response: 'uuid',
    errors: LOOKUP_400,
  },
  bulkCreateContacts: {
    op: 31,
    method: 'POST',
    path: '/contacts/bulk',
    args: [
      {
        name: 'contacts',
        rule: 'schema',
        schema: BulkContactsSchema,
        in: 'body',
        prefix: 'contacts',
      },
      query(BulkCreateQuerySchema),
    ],
    response: 'uuid',
    errors: { 422: 'UnprocessableEntity' },
  },
  bulkUpdateContacts: {
    op: 32,
    method: 'PATCH',
    path: '/contacts/bulk',
    args: [
      {
        name: 'updates',
        rule: 'schema',
        schema: BulkContactsSchema,
        in: 'body',
        prefix: 'updates',
      },
      query(BulkUpdateQuerySchema),
    ],
    response: 'uuid',
    errors: { 422: 'UnprocessableEntity' },
  },
  unsubscribeSms: {
    op: 33,
    method: 'POST',
    path: '/contacts/{contactId}/unsubscribeSms',
    args: [contact, query(UnsubscribeQuerySchema)],
    response: 'object?',
    errors: { 404: 'ContactNotFound', 400: 'ValidationError' },
  },
  unsubscribeEmail: {
    op: 34,
    method: 'POST',
    path: '/contacts/{contactId}/unsubscribeEmail',
    args: [contact, query(UnsubscribeQuerySchema)],
    response: 'object?',
    errors: { 404: 'ContactNotFound', 400: 'ValidationError' },
  },
  updateContactType: {
    op: 35,
    method: 'POST',
    path: '/contacts/{contactId}/updateContactType',
    args: [contact, text('contactTypeId', 'query', 'InvalidContactType')],
    response: 'object?',
    errors: CONTACT_OR_VALIDATION,
  },
  createNpsResponse: {
    op: 36,
    method: 'POST',
    path: '/contacts/{contactId}/createNpsResponse',
    args: [contact, query(NpsResponseRequestSchema, true, 'response')],
    response: 'object?',
    errors: { 404: 'ContactNotFound', 400: 'InvalidGrade' },
  },
  removeBackInStockSubscription: {
    op: 37,
    method: 'DELETE',
    path: '/contacts/{contactId}/backinstock/subscriptions/{subscriptionId}',
    args: [contact, text('subscriptionId')],
    response: 'none',
    errors: { 404: 'SubscriptionNotFound' },
  },
} as const satisfies Record<string, EngageOperation>;

export type EngageOperationName = keyof typeof ENGAGE_OPERATIONS;
