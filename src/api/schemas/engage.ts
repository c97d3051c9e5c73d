/**
 * Contact engagement resources (contact-engagement-api.md, "Resources and their fields"; the shapes
 * the spec leaves out come from decisions.md beside it, "Contact engagement").
 *
 * Two kinds of schema live here:
 * - responses (`…Schema` of a resource) parse tolerantly: an invalid item of a list is dropped and
 *   reported (`tolerantArray`), `null` reads as absent (`opt`), unknown members are stripped;
 * - requests (`…RequestSchema`, `…QuerySchema`, `CheckpointRowSchema`, the lookups) are strict:
 *   the client refuses to send what the service would reject, and an unknown member is an error.
 *
 * The Node client (src/server/engage/) validates with these on both sides. The account elements
 * check what the secure proxy returns with descriptions derived from them (generated/engage.ts,
 * walked by validate.ts): zod does not ship to the account page.
 */
import * as z from 'zod/mini';
import { crossCheck, int, validate, type Loose, type ValidationResult } from './admin-common.ts';
import { clipped, opt, tolerant, tolerantArray } from './tolerant.ts';
import { MAX_LONG_TEXT_LENGTH, MAX_TEXT_LENGTH } from './issues.ts';
import { GUID_PATTERN, isDateTime, isGuid, isNonEmpty, itemsOf } from './checks.ts';

/** The contract's limits ("Limits"), named once. */
export const ENGAGE_LIMITS = {
  /** Rows of one `POST /challenges/checkpoints` (op 13). */
  checkpointRowsPerRequest: 1000,
  /** Default `count` of ops 11, 12, 24, 25, 26. */
  defaultCount: 100,
  /** Maximum `count` of the message operations 24, 25, 26. */
  maxMessageCount: 500,
  /** Contact ids listed on a 409 MultipleMatches (op 30). */
  multipleMatchesListed: 50,
  minGrade: 1,
  maxGrade: 10,
} as const;

export const CHALLENGE_DEFINITION_STATUSES = ['Active', 'Draft', 'Scheduled', 'Ended'] as const;
/** The definitions list filter (op 11): the states plus `All`, which is not a state. */
export const CHALLENGE_DEFINITION_FILTERS = ['All', ...CHALLENGE_DEFINITION_STATUSES] as const;
export const CHALLENGE_ASSIGNMENT_STATUSES = [
  'Active',
  'Completed',
  'NotCompleted',
  'Unknown',
] as const;
/** The assignments list filter (op 12). */
export const CHALLENGE_FILTERS = ['All', 'Active', 'Completed', 'NotCompleted'] as const;
export const CONTACT_CHANGE_TYPES = ['Created', 'Updated', 'Deleted'] as const;
export const BULK_BATCH_STATUSES = ['Pending', 'Running', 'Completed', 'Failed'] as const;
export const MESSAGE_CHANNELS = ['sms', 'email', 'postal'] as const;
export const LINK_RELS = ['self', 'definition', 'previous', 'next'] as const;

export type ChallengeDefinitionStatus = (typeof CHALLENGE_DEFINITION_STATUSES)[number];
export type ChallengeDefinitionFilter = (typeof CHALLENGE_DEFINITION_FILTERS)[number];
export type ChallengeAssignmentStatus = (typeof CHALLENGE_ASSIGNMENT_STATUSES)[number];
export type ChallengeFilter = (typeof CHALLENGE_FILTERS)[number];
export type ContactChangeType = (typeof CONTACT_CHANGE_TYPES)[number];
export type BulkBatchStatusValue = (typeof BULK_BATCH_STATUSES)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// ---------------------------------------------------------------------------------------------
// Building blocks

// The tests of the refinements live in checks.ts (zod-free): the browser runs the same functions.
export { GUID_PATTERN, isGuid };
export const guid = () => z.string().check(z.refine(isGuid, 'must be a uuid'));

/** "date-time is ISO 8601 with a UTC offset" (`Z` or `+02:00`). */
export const dateTime = () => z.iso.datetime({ offset: true, local: false });
/** In answers: any date-time a browser's `Date` can read. */
const answerDateTime = () => z.string().check(z.refine(isDateTime, 'must be a date-time'));

const nonEmpty = () => z.string().check(z.refine(isNonEmpty, 'must not be empty'));
/**
 * Text of an answer that a page shows: a name (`name`, one line) or a longer text (`long`),
 * clipped as the storefront's are (`clipped`: a megabyte name froze an account page for seconds,
 * audit s38a D1). As there, a clip is not reported: what is shown is a valid text.
 */
const name = () => clipped(MAX_TEXT_LENGTH);
const long = () => clipped(MAX_LONG_TEXT_LENGTH);

/** A map from a locale code (language-region) to a text (in answers: clipped, `long`). */
export const LocalizedTextSchema = z.record(z.string(), long());
/** A contact, a contact overview, a trigger answer: fields follow the instance configuration. */
export const JsonObjectSchema = z.record(z.string(), z.unknown());

// ---------------------------------------------------------------------------------------------
// Challenges

export const LinkSchema = z.object({
  href: z.string(),
  method: z.string(),
  rel: z.string(),
  id: opt(z.string()),
});

export const ChallengeAssignmentSchema = z.object({
  id: guid(),
  challengeId: guid(),
  contactId: guid(),
  challengeStart: answerDateTime(),
  challengeEnd: opt(answerDateTime()),
  challengeCompletedOn: opt(answerDateTime()),
  completedCheckpoints: z.number(),
  requiredCheckpoints: z.number(),
  latestCheckpointAddedOn: opt(answerDateTime()),
  isActive: z.boolean(),
  isChallengeCompleted: z.boolean(),
  imageUrl: opt(z.string()),
  /** A status this library does not know reads as `Unknown` rather than dropping the assignment. */
  status: z.catch(z.enum(CHALLENGE_ASSIGNMENT_STATUSES), 'Unknown'),
  links: opt(tolerantArray(LinkSchema, 'links')),
});

export const ChallengeDefinitionSchema = z.object({
  id: guid(),
  name: name(),
  description: opt(long()),
  checkpointAssignOn: opt(z.string()),
  expirationDays: opt(z.number()),
  requiredNumberOfCheckpoints: z.number(),
  isContactConsentRequired: z.boolean(),
  isRecurring: opt(z.boolean()),
  isScheduled: opt(z.boolean()),
  scheduledFrom: opt(answerDateTime()),
  scheduledTo: opt(answerDateTime()),
  status: z.enum(CHALLENGE_DEFINITION_STATUSES),
  createdBy: opt(z.string()),
  modifiedBy: opt(z.string()),
  createdOn: opt(answerDateTime()),
  modifiedOn: opt(answerDateTime()),
  /** Not in the spec's table; the assignments carry it, and a definition may too. */
  imageUrl: opt(z.string()),
  links: opt(tolerantArray(LinkSchema, 'links')),
});

/** An assignment with its definition joined (what the secure proxy's `GET /me/challenges` returns). */
export const ChallengeAssignmentWithDefinitionSchema = z.extend(ChallengeAssignmentSchema, {
  definition: opt(ChallengeDefinitionSchema),
});

/**
 * A list envelope's counts: one that is no number reads as 0, reported, and the list stays
 * (audit s38a: a text `totalCount` put `<sf-challenges>` in its error state).
 */
const envelopeCount = (name: string) => z._default(tolerant(z.number(), name), 0);
const envelope = {
  totalCount: envelopeCount('totalCount'),
  offset: envelopeCount('offset'),
  count: envelopeCount('count'),
};

/** The challenge list envelope (ops 11 and 12): `previous`/`next` links carry the query. */
export function challengeListSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: tolerantArray(item, 'items'),
    ...envelope,
    links: opt(tolerantArray(LinkSchema, 'links')),
  });
}

export const ChallengeDefinitionListSchema = challengeListSchema(ChallengeDefinitionSchema);
export const ChallengeAssignmentListSchema = challengeListSchema(ChallengeAssignmentSchema);
export const ChallengeAssignmentWithDefinitionListSchema = challengeListSchema(
  ChallengeAssignmentWithDefinitionSchema,
);

/** One row of `POST /challenges/checkpoints` (op 13): a request, strict. */
export const CheckpointRowSchema = z.strictObject({
  definitionId: guid(),
  contactId: guid(),
  checkpointAmount: int().check(z.refine((value) => value > 0, 'must be greater than 0')),
});

/** The body of one op 13 request: at most 1000 rows. */
export const CheckpointRowsSchema = z
  .array(CheckpointRowSchema)
  .check(z.maxLength(ENGAGE_LIMITS.checkpointRowsPerRequest));

/** A row as the service reports it back (skipped rows may be malformed: read loosely). */
const CheckpointRowAnswerSchema = z.object({
  definitionId: z.string(),
  contactId: z.string(),
  checkpointAmount: z.number(),
});

export const CheckpointResultSchema = z.object({
  missingContactIds: z._default(tolerantArray(z.string(), 'missingContactIds'), []),
  missingDefinitionIds: z._default(tolerantArray(z.string(), 'missingDefinitionIds'), []),
  notAccepted: z._default(tolerantArray(CheckpointRowAnswerSchema, 'notAccepted'), []),
});

// ---------------------------------------------------------------------------------------------
// Consents, achievements

export const ConsentDefinitionSchema = z.object({
  id: z.string(),
  name: name(),
  metaData: z.object({
    conditionText: z._default(LocalizedTextSchema, {}),
    displayText: z._default(LocalizedTextSchema, {}),
    linkText: z._default(LocalizedTextSchema, {}),
  }),
  /** The signed-in contact's state, added by the secure proxy where a contact field records it. */
  given: opt(z.boolean()),
});
export const ConsentDefinitionListSchema = tolerantArray(ConsentDefinitionSchema, 'consents');

export const AchievementValueSchema = z.object({
  // Shown when it has no name.
  id: name(),
  name: opt(name()),
  date: opt(answerDateTime()),
});
export const AchievementValueListSchema = tolerantArray(AchievementValueSchema, 'achievements');

export const AchievementDefinitionSchema = z.object({
  id: z.string(),
  name: name(),
  metaData: opt(JsonObjectSchema),
});

/** `{items, totalCount, offset, count}`: achievement definitions and messages. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: tolerantArray(item, 'items'), ...envelope });
}
export const AchievementDefinitionListSchema = pagedSchema(AchievementDefinitionSchema);

/** The body of op 3 (set an achievement): a JSON object (shape not shown by the spec). */
export const SetAchievementRequestSchema = JsonObjectSchema;

// ---------------------------------------------------------------------------------------------
// Messages, purchase summary, back in stock, recommendations

export const MessageSchema = z.object({
  messageId: z.string(),
  name: opt(name()),
  sendDateTime: answerDateTime(),
  type: opt(z.string()),
  source: opt(z.string()),
  isTransactional: opt(z.boolean()),
  status: opt(z.string()),
  messageLink: opt(z.string()),
  messageText: opt(long()),
});
export const MessageListSchema = pagedSchema(MessageSchema);

/** A figure of the summary: one that is no number is left out, reported; the others show. */
const metric = (name: string) => tolerant(z.number(), name);
export const PurchaseHistorySummarySchema = z.object({
  lastUpdated: opt(answerDateTime()),
  latestReceiptDate: opt(answerDateTime()),
  purchaseAmountAll: metric('purchaseAmountAll'),
  numberOfArticlePurchasesAll: metric('numberOfArticlePurchasesAll'),
  averageReceiptAll: metric('averageReceiptAll'),
  purchaseFrequencyAll: metric('purchaseFrequencyAll'),
  purchaseAmountLastYear: metric('purchaseAmountLastYear'),
  numberOfArticlePurchasesLastYear: metric('numberOfArticlePurchasesLastYear'),
  averageReceiptLastYear: metric('averageReceiptLastYear'),
  purchaseFrequencyLastYear: metric('purchaseFrequencyLastYear'),
  purchaseAmountLastTwoYears: metric('purchaseAmountLastTwoYears'),
  numberOfArticlePurchasesLastTwoYears: metric('numberOfArticlePurchasesLastTwoYears'),
  averageReceiptLastTwoYears: metric('averageReceiptLastTwoYears'),
  purchaseFrequencyLastTwoYears: metric('purchaseFrequencyLastTwoYears'),
});

export const BackInStockSubscriptionSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  // Shown when the shop's lookup does not name the product.
  sku: name(),
  locale: opt(z.string()),
  externalId: opt(z.string()),
  createdOn: opt(answerDateTime()),
});
/** Op 23: the contact's subscriptions (an array; `{items: [...]}` is read too). */
export const BackInStockSubscriptionListSchema = z.pipe(
  z.pipe(z.unknown(), z.transform(itemsOf)),
  tolerantArray(BackInStockSubscriptionSchema, 'subscriptions'),
);

export const RecommendedProductSchema = z.object({
  productKey: z.string(),
  name: name(),
  link: opt(z.string()),
  imageUrl: opt(z.string()),
  price: opt(z.number()),
  currency: opt(z.string()),
});
export const ProductRecommendationsSchema = z.object({
  contactId: z.string(),
  products: tolerantArray(RecommendedProductSchema, 'products'),
});

// ---------------------------------------------------------------------------------------------
// Contacts, bulk, changes, errors

export const ContactSchema = JsonObjectSchema;
export const ContactOverviewSchema = JsonObjectSchema;
/** Op 19: the attributes to change; only those sent change, an empty value is stored as empty. */
export const ContactPatchSchema = JsonObjectSchema;

export const BulkBatchErrorSchema = z.object({
  index: z.number(),
  errorCode: z.string(),
  message: z.string(),
});
export const BulkBatchStatusSchema = z.object({
  batchId: guid(),
  status: z.enum(BULK_BATCH_STATUSES),
  total: z.number(),
  processed: z.number(),
  failed: z.number(),
  errors: z._default(tolerantArray(BulkBatchErrorSchema, 'errors'), []),
});

export const ContactChangesSchema = z.object({
  contactIds: tolerantArray(guid(), 'contactIds'),
});

export const EngageErrorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  messageDetails: opt(
    z.object({
      multipleMatchesFound: opt(tolerantArray(z.string(), 'multipleMatchesFound')),
    }),
  ),
  validationErrors: opt(
    tolerantArray(z.object({ errorDescription: z.string() }), 'validationErrors'),
  ),
});

// ---------------------------------------------------------------------------------------------
// Requests: queries and bodies (strict)

const offset = () => int().check(z.minimum(0));
const count = (max?: number) =>
  max === undefined ? int().check(z.minimum(1)) : int().check(z.minimum(1), z.maximum(max));

/** Ops 2 (achievement definitions): optional paging. */
export const PagingQuerySchema = z.strictObject({
  offset: z.optional(offset()),
  count: z.optional(count()),
});

/** Op 11. */
export const ChallengeDefinitionsQuerySchema = z.strictObject({
  offset: z.optional(offset()),
  count: z.optional(count()),
  status: z.optional(z.enum(CHALLENGE_DEFINITION_FILTERS)),
});

/** Op 12. */
export const ChallengesQuerySchema = z.strictObject({
  contactId: guid(),
  definitionId: z.optional(guid()),
  offset: z.optional(offset()),
  count: z.optional(count()),
  filter: z.optional(z.enum(CHALLENGE_FILTERS)),
});

/** Ops 24, 25, 26: `count` 1 to 500 (default 100). */
export const MessagesQuerySchema = z.strictObject({
  count: z.optional(count(ENGAGE_LIMITS.maxMessageCount)),
});

/** Op 29: `changeType`, `fromDate` required; `toDate` defaults to now. */
export const ContactChangesQuerySchema = z.strictObject({
  changeType: z.enum(CONTACT_CHANGE_TYPES),
  fromDate: dateTime(),
  toDate: z.optional(dateTime()),
});

/** Op 36 (query only, no body); also the body of the secure proxy's `POST /me/nps`. */
export const NpsResponseRequestSchema = z.strictObject({
  grade: int().check(z.minimum(ENGAGE_LIMITS.minGrade), z.maximum(ENGAGE_LIMITS.maxGrade)),
  storeId: z.optional(nonEmpty()),
});

/** Ops 33, 34. */
export const UnsubscribeQuerySchema = z.strictObject({
  messageId: z.optional(nonEmpty()),
});

/** Op 18. */
export const DeleteContactQuerySchema = z.strictObject({
  source: z.optional(nonEmpty()),
});

/** Op 31. */
export const BulkCreateQuerySchema = z.strictObject({
  contactType: z.optional(nonEmpty()),
});

/** Op 32. */
export const BulkUpdateQuerySchema = z.strictObject({
  contactType: z.optional(nonEmpty()),
  avoidTriggeringExport: z.optional(z.boolean()),
});

/** Ops 31, 32: the contacts (dynamic objects), at least one. */
export const BulkContactsSchema = z.array(JsonObjectSchema).check(z.minLength(1));

/** Ops 5 to 8: the trigger's JSON object (shape not shown by the spec). */
export const TriggerRequestSchema = JsonObjectSchema;

// ---------------------------------------------------------------------------------------------
// Lookups (ops 16 and 30): exactly one way of identifying the contact

/** The identifiers that need `contactType`, in the order `any` tries them. */
export const LOOKUP_KEYS = ['email', 'socialSecurityNumber', 'mobilePhone', 'customKey'] as const;

const lookupMembers = {
  contactType: z.optional(nonEmpty()),
  email: z.optional(nonEmpty()),
  socialSecurityNumber: z.optional(nonEmpty()),
  mobilePhone: z.optional(nonEmpty()),
  customKey: z.optional(nonEmpty()),
  any: z.optional(nonEmpty()),
};

function lookupRule(allowContactId: boolean) {
  return crossCheck((lookup: Loose, issue) => {
    const ways = [...(allowContactId ? ['contactId'] : []), ...LOOKUP_KEYS, 'any'].filter(
      (name) => lookup[name] !== undefined,
    );
    const allWays = allowContactId
      ? 'contactId; or one of email, socialSecurityNumber, mobilePhone, customKey with contactType; or any with contactType'
      : 'one of email, socialSecurityNumber, mobilePhone, customKey with contactType; or any with contactType';
    if (ways.length === 0) {
      issue([], `needs exactly one way of identifying the contact: ${allWays}`);
      return;
    }
    if (ways.length > 1) {
      issue(
        [ways[1] ?? ''],
        `gives ${ways.join(' and ')}: use exactly one way of identifying the contact (${allWays})`,
      );
      return;
    }
    const way = ways[0];
    if (way === 'contactId') {
      if (lookup.contactType !== undefined)
        issue(
          ['contactType'],
          'is not allowed with contactId (contactId identifies the contact alone)',
        );
    } else if (lookup.contactType === undefined) {
      issue(['contactType'], `is required with ${String(way)}`);
    }
  });
}

/** Op 16 `GET /contactoverview`. */
export const ContactOverviewLookupSchema = z
  .strictObject({ ...lookupMembers, contactId: z.optional(guid()) })
  .check(lookupRule(true));

/** Op 30 `GET /contacts/id`: no `contactId`. */
export const ContactIdLookupSchema = z.strictObject(lookupMembers).check(lookupRule(false));

export function validateContactOverviewLookup(
  value: unknown,
): ValidationResult<ContactOverviewLookup> {
  return validate(ContactOverviewLookupSchema, value);
}
export function validateContactIdLookup(value: unknown): ValidationResult<ContactIdLookup> {
  return validate(ContactIdLookupSchema, value);
}

// ---------------------------------------------------------------------------------------------
// Types

export type Link = z.output<typeof LinkSchema>;
export type ChallengeAssignment = z.output<typeof ChallengeAssignmentSchema>;
export type ChallengeDefinition = z.output<typeof ChallengeDefinitionSchema>;
export type ChallengeAssignmentWithDefinition = z.output<
  typeof ChallengeAssignmentWithDefinitionSchema
>;
export interface ChallengeList<T> {
  items: T[];
  totalCount: number;
  offset: number;
  count: number;
  links?: Link[] | undefined;
}
export type ChallengeDefinitionList = z.output<typeof ChallengeDefinitionListSchema>;
export type ChallengeAssignmentList = z.output<typeof ChallengeAssignmentListSchema>;
export type ChallengeAssignmentWithDefinitionList = z.output<
  typeof ChallengeAssignmentWithDefinitionListSchema
>;
export type CheckpointRow = z.output<typeof CheckpointRowSchema>;
export type CheckpointResult = z.output<typeof CheckpointResultSchema>;
export type LocalizedText = z.output<typeof LocalizedTextSchema>;
export type ConsentDefinition = z.output<typeof ConsentDefinitionSchema>;
export type AchievementValue = z.output<typeof AchievementValueSchema>;
export type AchievementDefinition = z.output<typeof AchievementDefinitionSchema>;
export interface Paged<T> {
  items: T[];
  totalCount: number;
  offset: number;
  count: number;
}
export type AchievementDefinitionList = z.output<typeof AchievementDefinitionListSchema>;
export type Message = z.output<typeof MessageSchema>;
export type MessageList = z.output<typeof MessageListSchema>;
export type PurchaseHistorySummary = z.output<typeof PurchaseHistorySummarySchema>;
export type BackInStockSubscription = z.output<typeof BackInStockSubscriptionSchema>;
export type RecommendedProduct = z.output<typeof RecommendedProductSchema>;
export type ProductRecommendations = z.output<typeof ProductRecommendationsSchema>;
export type JsonObject = z.output<typeof JsonObjectSchema>;
export type Contact = JsonObject;
export type ContactOverview = JsonObject;
export type ContactPatch = JsonObject;
export type BulkBatchError = z.output<typeof BulkBatchErrorSchema>;
export type BulkBatchStatus = z.output<typeof BulkBatchStatusSchema>;
export type ContactChanges = z.output<typeof ContactChangesSchema>;
export type EngageErrorBody = z.output<typeof EngageErrorBodySchema>;
export type PagingQuery = z.input<typeof PagingQuerySchema>;
export type ChallengeDefinitionsQuery = z.input<typeof ChallengeDefinitionsQuerySchema>;
export type ChallengesQuery = z.input<typeof ChallengesQuerySchema>;
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;
export type ContactChangesQuery = z.input<typeof ContactChangesQuerySchema>;
export type NpsResponseRequest = z.input<typeof NpsResponseRequestSchema>;
export type UnsubscribeQuery = z.input<typeof UnsubscribeQuerySchema>;
export type DeleteContactQuery = z.input<typeof DeleteContactQuerySchema>;
export type BulkCreateQuery = z.input<typeof BulkCreateQuerySchema>;
export type BulkUpdateQuery = z.input<typeof BulkUpdateQuerySchema>;
export type ContactOverviewLookup = z.input<typeof ContactOverviewLookupSchema>;
export type ContactIdLookup = z.input<typeof ContactIdLookupSchema>;
