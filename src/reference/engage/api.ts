/**
 * The contact engagement API (contact-engagement-api.md, operations 1–36, plus 37: back-in-stock
 * removal) over generated contacts, mounted at `/engage/api/v3`; and its test helpers under
 * `/__reference/engage`. See docs/reference-server.md ("Contact engagement").
 */
import { BODY_LIMITS, JsonDepthError, parseJson, readBodyText } from '../body.ts';
import {
  CHALLENGE_DEFINITION_STATUSES,
  CHALLENGE_FILTERS,
  CONTACT_CHANGE_TYPES,
} from '../../api/schemas/engage.ts';
import {
  ENGAGE_OPERATIONS,
  type EngageOperationName,
} from '../../api/schemas/engage-operations.ts';
import type { Catalog } from '../catalog.ts';
import { HttpError } from '../params.ts';
import { MARKETS } from '../vocabulary.ts';
import { imageUrl, productLink, variantPrice } from '../render.ts';
import { hashString } from '../random.ts';
import {
  CONTACT_TYPES,
  DAY_MS,
  DEFAULT_CONTACT_TYPE,
  type AssignmentRecord,
  type Channel,
  type ContactRecord,
  type ContactTypeDef,
  type DefinitionRecord,
  type MessageRecord,
} from './data.ts';
import { describeEngage } from './describe.ts';
import { EngageStore, type Batch, type BatchStatus } from './store.ts';
import {
  asFieldValues,
  contactType,
  fieldErrors,
  isEmail,
  isPhone,
  isRecord,
  isSsn,
  isUuid,
  missingRequired,
  normalizeEmail,
  normalizePhone,
  normalizeSsn,
} from './validate.ts';

export const ENGAGE_PREFIX = '/engage/api/v3';
export const ENGAGE_REFERENCE = '/__reference/engage';
export const DEFAULT_ENGAGE_API_KEY = 'reference-engage-key';
/** A key accepted everywhere except bulk (20, 31, 32) and changes (29), which answer 403. */
export const LIMITED_ENGAGE_API_KEY = 'reference-engage-limited-key';
/** More unfinished bulk batches than this: 503 ServiceUnavailable on 31/32. */
export const MAX_OPEN_BATCHES = 5;
export const MAX_BULK_ITEMS = 5000;
export const MAX_CHECKPOINT_ROWS = 1000;
/** A batch is Running after this long, Completed after twice as long (or after status reads). */
export const BULK_STEP_MS = 250;

export interface EngageReply {
  status: number;
  /** JSON value; undefined: no body. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EngageOptions {
  apiKey?: string;
  /** The clock (tests); default `Date.now`. */
  now?: () => number;
}

interface ErrorBody {
  errorCode: string;
  message: string;
  messageDetails?: { multipleMatchesFound?: string[] };
  validationErrors?: { errorDescription: string }[];
}

class ReferenceEngageFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

function fail(
  status: number,
  errorCode: string,
  message: string,
  extra: Partial<ErrorBody> = {},
): never {
  throw new ReferenceEngageFailure(status, { errorCode, message, ...extra });
}

function validationFail(status: number, errorCode: string, errors: string[]): never {
  fail(status, errorCode, errors.join('; '), {
    validationErrors: errors.map((errorDescription) => ({ errorDescription })),
  });
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The limited key was used. */
  limited: boolean;
}

type Operation = (ctx: Ctx) => EngageReply | Promise<EngageReply>;

interface Route {
  method: string;
  segments: string[];
  run: Operation;
}

const ok = (body: unknown): EngageReply => ({ status: 200, body });
const noContent: EngageReply = { status: 204 };

// The contract's enums, as the schemas declare them.
const DEFINITION_STATUSES: readonly string[] = CHALLENGE_DEFINITION_STATUSES;
const ASSIGNMENT_FILTERS: readonly string[] = CHALLENGE_FILTERS;
const CHANGE_TYPES: readonly string[] = CONTACT_CHANGE_TYPES;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

async function readJson(request: Request): Promise<{ empty: boolean; value?: unknown }> {
  let text: string;
  try {
    text = await readBodyText(request, BODY_LIMITS.engage);
  } catch (error) {
    if (error instanceof HttpError) fail(error.status, 'PayloadTooLarge', error.message);
    throw error;
  }
  if (!text.trim()) return { empty: true };
  try {
    return { empty: false, value: parseJson(text) };
  } catch (error) {
    if (error instanceof JsonDepthError) fail(400, 'InvalidPayload', `body: ${error.message}`);
    return { empty: false };
  }
}

/** `offset` (≥ 0) and `count` (≥ 1, at most `maxCount`) of a paged operation; else 400. */
function paging(query: URLSearchParams, defaultCount: number, maxCount = Infinity) {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    const n = Number(raw);
    if (!/^-?\d+$/.test(raw) || n < min || n > max)
      fail(
        400,
        'InvalidParameter',
        `${name} must be an integer from ${min}${max === Infinity ? '' : ` to ${max}`}, got "${raw}"`,
      );
    return n;
  };
  return {
    offset: read('offset', 0, 0, 2147483647),
    count: read('count', defaultCount, 1, Math.min(maxCount, 2147483647)),
  };
}

export class EngageApi {
  private state: EngageStore | undefined;
  private readonly apiKey: string;
  private readonly routes: Route[];

  constructor(
    private readonly catalog: Catalog,
    private readonly options: EngageOptions = {},
  ) {
    this.apiKey = options.apiKey ?? DEFAULT_ENGAGE_API_KEY;
    this.routes = this.buildRoutes();
  }

  /** Generated on first use, so handlers that never serve engage requests pay nothing. */
  get store(): EngageStore {
    this.state ??= new EngageStore(this.catalog, this.options.now);
    return this.state;
  }

  /** `/engage/api/v3/...` (key required) and `/__reference/engage/...` (no key). */
  async handle(request: Request, url: URL): Promise<EngageReply> {
    try {
      if (url.pathname.startsWith(ENGAGE_REFERENCE)) return this.reference(request, url);
      const key = request.headers.get('apikey');
      if (key === null || key === '') fail(401, 'Unauthorized', 'the apikey header is required');
      const limited = key === LIMITED_ENGAGE_API_KEY;
      if (key !== this.apiKey && !limited) fail(403, 'Forbidden', 'the apikey is not valid');
      this.advanceBatches();
      const rest = url.pathname.slice(ENGAGE_PREFIX.length);
      const segments = rest.split('/').filter((s) => s !== '');
      const matching = this.routes
        .map((route) => ({ route, params: match(route.segments, segments) }))
        .filter((m): m is { route: Route; params: Record<string, string> } => !!m.params);
      if (!matching.length) fail(404, 'NotFound', `no operation at ${url.pathname}`);
      // The most literal pattern decides: GET /contacts/bulk is 405, not a contact id.
      const literals = (route: Route) => route.segments.filter((s) => !s.startsWith('{')).length;
      const best = Math.max(...matching.map((m) => literals(m.route)));
      const candidates = matching.filter((m) => literals(m.route) === best);
      const chosen = candidates.find((m) => m.route.method === request.method);
      if (!chosen) {
        const allowed = [...new Set(candidates.map((m) => m.route.method))];
        return {
          status: 405,
          body: {
            errorCode: 'MethodNotAllowed',
            message: `method not allowed; use ${allowed.join(' or ')}`,
          },
          headers: { Allow: allowed.join(', ') },
        };
      }
      return await chosen.route.run({
        request,
        url,
        params: chosen.params,
        query: url.searchParams,
        limited,
      });
    } catch (caught) {
      if (caught instanceof ReferenceEngageFailure)
        return { status: caught.status, body: caught.body };
      throw caught;
    }
  }

  // ---------------------------------------------------------------- routing

  /** Routing from the table of operations (engage-operations.ts): its method and path, our handler. */
  private buildRoutes(): Route[] {
    const handlers: Record<EngageOperationName, Operation> = {
      listAchievementDefinitions: (c) => this.achievementDefinitionsList(c),
      getContactAchievements: (c) => this.contactAchievements(c),
      setAchievement: (c) => this.setAchievement(c),
      removeAchievement: (c) => this.removeAchievement(c),
      triggerByContactId: (c) => this.trigger(c, 'contactId'),
      triggerBySocialSecurityNumber: (c) => this.trigger(c, 'socialSecurityNumber'),
      triggerByExternalContactId: (c) => this.trigger(c, 'externalId'),
      triggerByContactTypeAndKey: (c) => this.trigger(c, 'contactTypeAndKey'),
      listChallengeDefinitions: (c) => this.definitionsList(c),
      addCheckpoints: (c) => this.checkpoints(c),
      getChallengeDefinition: (c) => this.definition(c),
      assignChallenge: (c) => this.assign(c),
      getChallenge: (c) => this.assignment(c),
      listChallenges: (c) => this.assignmentsList(c),
      listConsents: () => ok(this.store.consents),
      getContactOverview: (c) => this.overview(c),
      findContactId: (c) => ok(this.lookup(c.query, false).contactId),
      getContactChanges: (c) => this.contactChanges(c),
      getBulkStatus: (c) => this.bulkStatus(c),
      bulkCreateContacts: (c) => this.bulk(c, 'create'),
      bulkUpdateContacts: (c) => this.bulk(c, 'update'),
      getContactByExternalId: (c) => this.byExternalId(c),
      getContactByKey: (c) => this.byKey(c),
      getContact: (c) => ok(this.contactJson(this.contact(c))),
      deleteContact: (c) => this.deleteContact(c),
      patchContact: (c) => this.patchContact(c),
      updateContactType: (c) => this.updateContactType(c),
      getSmsMessages: (c) => this.messagesOf(c, 'sms'),
      getEmailMessages: (c) => this.messagesOf(c, 'email'),
      getPostalMessages: (c) => this.messagesOf(c, 'postal'),
      getProductRecommendations: (c) => this.recommendations(c),
      getPurchaseHistorySummary: (c) => this.purchaseSummary(c),
      getBackInStockSubscriptions: (c) => this.backInStock(c),
      removeBackInStockSubscription: (c) => this.removeBackInStock(c),
      unsubscribeSms: (c) => this.unsubscribe(c, 'sms'),
      unsubscribeEmail: (c) => this.unsubscribe(c, 'email'),
      createNpsResponse: (c) => this.nps(c),
    };
    return Object.entries(ENGAGE_OPERATIONS).map(([name, operation]) => ({
      method: operation.method,
      segments: operation.path.split('/').filter((s) => s !== ''),
      run: handlers[name as EngageOperationName],
    }));
  }

  // ---------------------------------------------------------------- shared

  /** The contact of the `{contactId}` path parameter, or 404 ContactNotFound. */
  private contact(ctx: Ctx): ContactRecord {
    const id = ctx.params.contactId ?? '';
    const contact = isUuid(id) ? this.store.contacts.get(id.toLowerCase()) : undefined;
    if (!contact) fail(404, 'ContactNotFound', `no contact with id "${id}"`);
    return contact;
  }

  contactJson(contact: ContactRecord): Record<string, unknown> {
    return {
      contactId: contact.contactId,
      contactType: contact.contactType,
      ...contact.fields,
      createdOn: iso(contact.createdOn),
      updatedOn: iso(contact.updatedOn),
    };
  }

  private typeOf(id: string | null, name = 'contactType'): ContactTypeDef {
    if (id === null || id === '') fail(400, 'InvalidContactType', `${name} is required`);
    const type = contactType(id);
    if (!type)
      fail(
        400,
        'InvalidContactType',
        `unknown contact type "${id}"; types: ${CONTACT_TYPES.map((t) => t.id).join(', ')}`,
      );
    return type;
  }

  private findBy(type: ContactTypeDef, field: string, value: string): ContactRecord[] {
    const normalize =
      field === 'email'
        ? normalizeEmail
        : field === 'mobilePhone'
          ? normalizePhone
          : field === 'socialSecurityNumber'
            ? normalizeSsn
            : (v: string) => v;
    const wanted = normalize(value);
    return [...this.store.contacts.values()].filter((contact) => {
      if (contact.contactType !== type.id) return false;
      const stored = contact.fields[field];
      return typeof stored === 'string' && stored !== '' && normalize(stored) === wanted;
    });
  }

  /** One contact of the matches: 404 none, 409 several (first 50 ids listed). */
  private single(matches: ContactRecord[], what: string): ContactRecord {
    const first = matches[0];
    if (!first) fail(404, 'ContactNotFound', `no contact with ${what}`);
    if (matches.length > 1)
      fail(409, 'MultipleMatches', `${matches.length} contacts match ${what}`, {
        messageDetails: { multipleMatchesFound: matches.slice(0, 50).map((c) => c.contactId) },
      });
    return first;
  }

  /** Lookup rules of 16 and 30. */
  private lookup(query: URLSearchParams, allowContactId: boolean): ContactRecord {
    const identifiers = [
      'contactId',
      'email',
      'socialSecurityNumber',
      'mobilePhone',
      'customKey',
      'any',
    ];
    const given = identifiers.filter((name) => query.has(name));
    if (given.length !== 1)
      fail(
        400,
        'InvalidSearchQuery',
        given.length
          ? `give exactly one of ${identifiers.slice(allowContactId ? 0 : 1).join(', ')}; got ${given.join(', ')}`
          : `give one of ${identifiers.slice(allowContactId ? 0 : 1).join(', ')}`,
      );
    const name = given[0] as string;
    const value = query.get(name) ?? '';
    const typeId = query.get('contactType');
    if (name === 'contactId') {
      if (!allowContactId) fail(400, 'InvalidSearchQuery', 'contactId is not a lookup here');
      if (typeId !== null)
        fail(400, 'InvalidSearchQuery', 'contactId identifies a contact alone: no contactType');
      if (!isUuid(value)) fail(400, 'InvalidContactId', `contactId must be a uuid, got "${value}"`);
      return this.single(
        [this.store.contacts.get(value.toLowerCase())].filter((c): c is ContactRecord => !!c),
        `id "${value}"`,
      );
    }
    if (typeId === null || typeId === '')
      fail(400, 'InvalidSearchQuery', `${name} needs a contactType`);
    const type = this.typeOf(typeId);
    switch (name) {
      case 'email':
        if (!isEmail(value)) fail(400, 'InvalidEmailAddress', `invalid email address "${value}"`);
        return this.single(this.findBy(type, 'email', value), `email "${value}"`);
      case 'socialSecurityNumber':
        if (!isSsn(value))
          fail(400, 'InvalidSocialSecurityNumber', `invalid social security number "${value}"`);
        return this.single(
          this.findBy(type, 'socialSecurityNumber', value),
          `social security number "${value}"`,
        );
      case 'mobilePhone':
        if (!isPhone(value)) fail(400, 'InvalidPhoneNumber', `invalid phone number "${value}"`);
        return this.single(this.findBy(type, 'mobilePhone', value), `mobile phone "${value}"`);
      case 'customKey':
        if (!type.customKey)
          fail(
            500,
            'InvalidSystemConfiguration',
            `no custom key is configured for contact type ${type.id}`,
          );
        return this.single(this.findBy(type, type.customKey, value), `custom key "${value}"`);
      default: {
        // any: email, social security number, mobile phone, custom key, in that order.
        if (value === '') fail(400, 'InvalidSearchQuery', 'any must not be empty');
        const tries: [string, boolean][] = [
          ['email', isEmail(value)],
          ['socialSecurityNumber', isSsn(value)],
          ['mobilePhone', isPhone(value)],
          [type.customKey ?? '', !!type.customKey],
        ];
        for (const [field, applies] of tries) {
          if (!applies || !type.fields[field]) continue;
          const matches = this.findBy(type, field, value);
          if (matches.length) return this.single(matches, `${field} "${value}"`);
        }
        return this.single([], `any "${value}"`);
      }
    }
  }

  private link(ctx: Ctx, rel: string, path: string, id?: string) {
    return {
      href: `${ctx.url.origin}/engage/api/v{version}${path}`,
      method: 'GET',
      rel,
      ...(id ? { id } : {}),
    };
  }

  private pageLinks(
    ctx: Ctx,
    path: string,
    filters: Record<string, string>,
    offset: number,
    count: number,
    total: number,
  ) {
    const href = (at: number) =>
      `${path}?${new URLSearchParams({ ...filters, offset: String(at), count: String(count) })}`;
    const links = [];
    if (offset > 0 && count > 0)
      links.push(this.link(ctx, 'previous', href(Math.max(0, offset - count))));
    if (count > 0 && offset + count < total)
      links.push(this.link(ctx, 'next', href(offset + count)));
    return links;
  }

  // ---------------------------------------------------------------- achievements 1–4

  private contactAchievements(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const set = this.store.achievements.get(contact.contactId) ?? new Map<string, number>();
    return ok(
      [...set].map(([id, date]) => ({
        id,
        name: this.store.achievementDefinitions.find((d) => d.id === id)?.name ?? id,
        date: iso(date),
      })),
    );
  }

  private achievementDefinitionsList(ctx: Ctx): EngageReply {
    const { offset, count } = paging(ctx.query, 100);
    const all = this.store.achievementDefinitions;
    return ok({ items: all.slice(offset, offset + count), totalCount: all.length, offset, count });
  }

  private async setAchievement(ctx: Ctx): Promise<EngageReply> {
    const contact = this.contact(ctx);
    const id = ctx.params.achievementId ?? '';
    if (!this.store.achievementDefinitions.some((d) => d.id === id))
      fail(404, 'AchievementNotFound', `no achievement definition "${id}"`);
    const body = await readJson(ctx.request);
    if (!isRecord(body.value))
      fail(400, 'InvalidPayload', 'the body must be a JSON object, e.g. {} or {"date": "…"}');
    let date = this.store.now();
    if (body.value.date !== undefined) {
      const parsed = typeof body.value.date === 'string' ? Date.parse(body.value.date) : NaN;
      if (Number.isNaN(parsed)) fail(400, 'InvalidPayload', 'date must be an ISO 8601 date-time');
      date = parsed;
    }
    let set = this.store.achievements.get(contact.contactId);
    if (!set) this.store.achievements.set(contact.contactId, (set = new Map()));
    set.set(id, date);
    return noContent;
  }

  private removeAchievement(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const id = ctx.params.achievementId ?? '';
    if (!this.store.achievementDefinitions.some((d) => d.id === id))
      fail(404, 'AchievementNotFound', `no achievement definition "${id}"`);
    this.store.achievements.get(contact.contactId)?.delete(id);
    return noContent;
  }

  // ---------------------------------------------------------------- triggers 5–8

  private async trigger(
    ctx: Ctx,
    by: 'contactId' | 'socialSecurityNumber' | 'externalId' | 'contactTypeAndKey',
  ): Promise<EngageReply> {
    const p = ctx.params;
    const contacts = [...this.store.contacts.values()];
    let contact: ContactRecord;
    if (by === 'contactId') contact = this.contact(ctx);
    else if (by === 'socialSecurityNumber') {
      const ssn = p.ssn ?? '';
      if (!isSsn(ssn))
        fail(400, 'InvalidSocialSecurityNumber', `invalid social security number "${ssn}"`);
      contact = this.single(
        contacts.filter((c) => {
          const stored = c.fields.socialSecurityNumber;
          return typeof stored === 'string' && normalizeSsn(stored) === normalizeSsn(ssn);
        }),
        `social security number "${ssn}"`,
      );
    } else if (by === 'externalId')
      contact = this.single(
        contacts.filter((c) => c.fields.externalId === p.externalId),
        `external id "${p.externalId ?? ''}"`,
      );
    else {
      // The type's single key, or its configured custom key.
      const type = this.typeOf(p.contactType ?? '');
      const field = type.keys.length === 1 ? (type.keys[0] as string) : type.customKey;
      if (!field) fail(400, 'InvalidContactType', `contact type ${type.id} has no single key`);
      contact = this.single(
        this.findBy(type, field, p.keyValue ?? ''),
        `${field} "${p.keyValue ?? ''}"`,
      );
    }
    const body = await readJson(ctx.request);
    if (!isRecord(body.value))
      fail(400, 'InvalidPayload', 'the body must be a JSON object (may be {})');
    const triggerId = p.triggerId ?? '';
    const at = iso(this.store.now());
    this.store.triggers.push({
      triggerId,
      contactId: contact.contactId,
      identifiedBy: by,
      body: body.value,
      at,
    });
    return ok({ triggered: true, triggerId, contactId: contact.contactId, triggeredOn: at });
  }

  // ---------------------------------------------------------------- challenges 9–14

  definitionJson(ctx: Ctx, d: DefinitionRecord) {
    return {
      id: d.id,
      name: d.name,
      description: d.description,
      checkpointAssignOn: d.checkpointAssignOn,
      expirationDays: d.expirationDays,
      requiredNumberOfCheckpoints: d.requiredNumberOfCheckpoints,
      isContactConsentRequired: d.isContactConsentRequired,
      isRecurring: d.isRecurring,
      isScheduled: d.isScheduled,
      scheduledFrom: isoOrNull(d.scheduledFrom),
      scheduledTo: isoOrNull(d.scheduledTo),
      status: d.status,
      createdBy: d.createdBy,
      modifiedBy: d.modifiedBy,
      createdOn: iso(d.createdOn),
      modifiedOn: iso(d.modifiedOn),
      links: [this.link(ctx, 'self', `/challenges/definitions/${d.id}`, d.id)],
    };
  }

  assignmentJson(ctx: Ctx, a: AssignmentRecord) {
    const status = this.store.assignmentStatus(a);
    return {
      id: a.id,
      challengeId: a.challengeId,
      contactId: a.contactId,
      challengeStart: iso(a.challengeStart),
      challengeEnd: isoOrNull(a.challengeEnd),
      challengeCompletedOn: isoOrNull(a.challengeCompletedOn),
      completedCheckpoints: a.completedCheckpoints,
      requiredCheckpoints: a.requiredCheckpoints,
      latestCheckpointAddedOn: iso(a.latestCheckpointAddedOn),
      isActive: status === 'Active',
      isChallengeCompleted: status === 'Completed',
      imageUrl: a.imageUrl,
      status,
      links: [
        this.link(ctx, 'self', `/challenges/${a.id}`, a.id),
        this.link(ctx, 'definition', `/challenges/definitions/${a.challengeId}`, a.challengeId),
      ],
    };
  }

  private uuidParam(ctx: Ctx, name: string, required: boolean): string | undefined {
    const value = ctx.query.get(name);
    if (value === null || value === '') {
      if (required)
        fail(
          400,
          name === 'contactId' ? 'InvalidContactId' : 'InvalidParameter',
          `${name} is required`,
        );
      return undefined;
    }
    if (!isUuid(value))
      fail(
        400,
        name === 'contactId' ? 'InvalidContactId' : 'InvalidParameter',
        `${name} must be a uuid, got "${value}"`,
      );
    return value.toLowerCase();
  }

  private assignment(ctx: Ctx): EngageReply {
    const id = (ctx.params.assignmentId ?? '').toLowerCase();
    const assignment = this.store.assignments.get(id);
    if (!assignment) fail(404, 'ChallengeNotFound', `no challenge (assignment) with id "${id}"`);
    return ok(this.assignmentJson(ctx, assignment));
  }

  private definition(ctx: Ctx): EngageReply {
    const id = (ctx.params.id ?? '').toLowerCase();
    const definition = this.store.definitions.get(id);
    if (!definition)
      fail(404, 'ChallengeDefinitionNotFound', `no challenge definition with id "${id}"`);
    return ok(this.definitionJson(ctx, definition));
  }

  private definitionsList(ctx: Ctx): EngageReply {
    const { offset, count } = paging(ctx.query, 100);
    const status = ctx.query.get('status') || 'All';
    if (status !== 'All' && !DEFINITION_STATUSES.includes(status))
      fail(400, 'InvalidParameter', `status must be All, ${DEFINITION_STATUSES.join(', ')}`);
    const all = [...this.store.definitions.values()].filter(
      (d) => status === 'All' || d.status === status,
    );
    return ok({
      items: all.slice(offset, offset + count).map((d) => this.definitionJson(ctx, d)),
      totalCount: all.length,
      offset,
      count,
      links: this.pageLinks(ctx, '/challenges/definitions', { status }, offset, count, all.length),
    });
  }

  private assignmentsList(ctx: Ctx): EngageReply {
    const contactId = this.uuidParam(ctx, 'contactId', true) as string;
    const definitionId = this.uuidParam(ctx, 'definitionId', false);
    const { offset, count } = paging(ctx.query, 100);
    const filter = ctx.query.get('filter') || 'All';
    if (!ASSIGNMENT_FILTERS.includes(filter))
      fail(400, 'InvalidParameter', `filter must be one of ${ASSIGNMENT_FILTERS.join(', ')}`);
    const all = this.store
      .assignmentsOf(contactId)
      .filter((a) => !definitionId || a.challengeId === definitionId)
      .filter((a) => filter === 'All' || this.store.assignmentStatus(a) === filter)
      .sort((a, b) => b.challengeStart - a.challengeStart);
    const filters: Record<string, string> = { contactId, filter };
    if (definitionId) filters.definitionId = definitionId;
    return ok({
      items: all.slice(offset, offset + count).map((a) => this.assignmentJson(ctx, a)),
      totalCount: all.length,
      offset,
      count,
      links: this.pageLinks(ctx, '/challenges', filters, offset, count, all.length),
    });
  }

  private async checkpoints(ctx: Ctx): Promise<EngageReply> {
    const body = await readJson(ctx.request);
    if (!Array.isArray(body.value))
      fail(400, 'InvalidPayload', 'the body must be a JSON array of checkpoint rows');
    const rows = body.value as unknown[];
    if (rows.length > MAX_CHECKPOINT_ROWS)
      fail(
        400,
        'TooManyItems',
        `at most ${MAX_CHECKPOINT_ROWS} rows per request, got ${rows.length}`,
      );
    const errors: string[] = [];
    const valid: { definitionId: string; contactId: string; checkpointAmount: number }[] = [];
    rows.forEach((row, index) => {
      if (!isRecord(row)) return void errors.push(`[${index}]: expected an object`);
      const { definitionId, contactId, checkpointAmount } = row;
      if (typeof definitionId !== 'string' || !isUuid(definitionId))
        errors.push(`[${index}].definitionId: expected a uuid`);
      if (typeof contactId !== 'string' || !isUuid(contactId))
        errors.push(`[${index}].contactId: expected a uuid`);
      if (typeof checkpointAmount !== 'number' || !Number.isInteger(checkpointAmount))
        errors.push(`[${index}].checkpointAmount: expected an integer`);
      else if (checkpointAmount <= 0)
        errors.push(`[${index}].checkpointAmount: must be greater than 0`);
      valid.push({
        definitionId: String(definitionId),
        contactId: String(contactId),
        checkpointAmount: Number(checkpointAmount),
      });
    });
    if (errors.length) {
      const amount = errors.every((e) => e.includes('greater than 0'));
      validationFail(400, amount ? 'InvalidCheckpointAmount' : 'InvalidPayload', errors);
    }
    const missingContactIds = new Set<string>();
    const missingDefinitionIds = new Set<string>();
    const notAccepted: typeof valid = [];
    const now = this.store.now();
    for (const row of valid) {
      const contactId = row.contactId.toLowerCase();
      const definitionId = row.definitionId.toLowerCase();
      const contactMissing = !this.store.contacts.has(contactId);
      const definitionMissing = !this.store.definitions.has(definitionId);
      if (contactMissing) missingContactIds.add(row.contactId);
      if (definitionMissing) missingDefinitionIds.add(row.definitionId);
      const assignment = this.store
        .assignmentsOf(contactId)
        .find((a) => a.challengeId === definitionId && this.store.assignmentStatus(a) === 'Active');
      if (contactMissing || definitionMissing || !assignment) {
        notAccepted.push(row);
        continue;
      }
      assignment.completedCheckpoints = Math.min(
        assignment.requiredCheckpoints,
        assignment.completedCheckpoints + row.checkpointAmount,
      );
      assignment.latestCheckpointAddedOn = now;
      if (assignment.completedCheckpoints >= assignment.requiredCheckpoints)
        assignment.challengeCompletedOn = now;
    }
    return ok({
      missingContactIds: [...missingContactIds],
      missingDefinitionIds: [...missingDefinitionIds],
      notAccepted,
    });
  }

  private assign(ctx: Ctx): EngageReply {
    const contactId = this.uuidParam(ctx, 'contactId', true) as string;
    const id = (ctx.params.definitionId ?? '').toLowerCase();
    const definition = this.store.definitions.get(id);
    if (!definition)
      fail(404, 'ChallengeDefinitionNotFound', `no challenge definition with id "${id}"`);
    const contact = this.store.contacts.get(contactId);
    if (!contact) fail(404, 'ContactNotFound', `no contact with id "${contactId}"`);
    const existing = this.store
      .assignmentsOf(contactId)
      .find((a) => a.challengeId === definition.id && this.store.assignmentStatus(a) === 'Active');
    if (existing) return ok(true);
    if (definition.status !== 'Active')
      fail(
        400,
        'ChallengeNotActive',
        `challenge definition "${definition.name}" is ${definition.status}; only Active ones can be assigned`,
      );
    if (definition.isContactConsentRequired && contact.fields.challengeConsent !== true)
      fail(
        400,
        'ContactConsentRequired',
        "the challenge requires the contact's consent (contact field challengeConsent: true)",
      );
    const now = this.store.now();
    const assignment: AssignmentRecord = {
      id: this.store.newId(),
      challengeId: definition.id,
      contactId,
      challengeStart: now,
      challengeEnd: Math.min(
        now + definition.expirationDays * DAY_MS,
        definition.scheduledTo ?? Infinity,
      ),
      challengeCompletedOn: null,
      completedCheckpoints: 0,
      requiredCheckpoints: definition.requiredNumberOfCheckpoints,
      latestCheckpointAddedOn: now,
      imageUrl: definition.imageUrl,
      ended: false,
    };
    this.store.assignments.set(assignment.id, assignment);
    return ok(true);
  }

  // ---------------------------------------------------------------- lookups 16, 27, 28

  private overview(ctx: Ctx): EngageReply {
    const contact = this.lookup(ctx.query, true);
    const assignments = this.store.assignmentsOf(contact.contactId);
    return ok({
      ...this.contactJson(contact),
      overview: {
        activeChallenges: assignments.filter((a) => this.store.assignmentStatus(a) === 'Active')
          .length,
        completedChallenges: assignments.filter(
          (a) => this.store.assignmentStatus(a) === 'Completed',
        ).length,
        achievements: this.store.achievements.get(contact.contactId)?.size ?? 0,
        hasPurchaseSummary: this.store.summaries.has(contact.contactId),
        backInStockSubscriptions: this.store.backInStock.get(contact.contactId)?.length ?? 0,
      },
    });
  }

  private byExternalId(ctx: Ctx): EngageReply {
    const type = this.typeOf(ctx.params.contactType ?? '');
    const externalId = ctx.params.externalId ?? '';
    const matches = [...this.store.contacts.values()].filter(
      (c) => c.contactType === type.id && c.fields.externalId === externalId,
    );
    return ok(this.contactJson(this.single(matches, `external id "${externalId}"`)));
  }

  private byKey(ctx: Ctx): EngageReply {
    const type = this.typeOf(ctx.params.contactType ?? '');
    if (type.keys.length !== 1)
      fail(
        400,
        'InvalidContactType',
        `contact type ${type.id} has ${type.keys.length} keys; bykey works only for a type with one key`,
      );
    const key = type.keys[0] as string;
    const value = ctx.query.get('keyValue');
    if (value === null || value === '') fail(400, 'InvalidSearchQuery', 'keyValue is required');
    const kind = type.fields[key];
    if (kind === 'email' && !isEmail(value))
      fail(400, 'InvalidEmailAddress', `invalid email address "${value}"`);
    if (kind === 'phone' && !isPhone(value))
      fail(400, 'InvalidPhoneNumber', `invalid phone number "${value}"`);
    if (kind === 'ssn' && !isSsn(value))
      fail(400, 'InvalidSocialSecurityNumber', `invalid social security number "${value}"`);
    return ok(this.contactJson(this.single(this.findBy(type, key, value), `${key} "${value}"`)));
  }

  // ---------------------------------------------------------------- contacts 17–19, 29, 35

  private deleteContact(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    this.store.deleteContact(contact.contactId);
    return ok({ contactId: contact.contactId, deleted: true, source: ctx.query.get('source') });
  }

  private async patchContact(ctx: Ctx): Promise<EngageReply> {
    const contact = this.contact(ctx);
    const body = await readJson(ctx.request);
    if (body.empty) fail(400, 'NoData', 'the body must hold the attributes to change');
    if (body.value === undefined) fail(400, 'NoData', 'the body is not JSON');
    if (!isRecord(body.value))
      validationFail(422, 'ValidationError', ['body: expected a JSON object of attributes']);
    if (!Object.keys(body.value).length) fail(400, 'NoData', 'no attributes to change');
    const type = contactType(contact.contactType) as ContactTypeDef;
    const errors = fieldErrors(type, body.value);
    if (errors.length) validationFail(422, 'ValidationError', errors);
    Object.assign(contact.fields, asFieldValues(body.value));
    contact.updatedOn = this.store.now();
    this.store.record(contact.contactId, 'Updated');
    return ok(this.contactJson(contact));
  }

  private contactChanges(ctx: Ctx): EngageReply {
    if (ctx.limited) fail(403, 'Forbidden', 'this apikey may not read contact changes');
    const changeType = ctx.query.get('changeType');
    if (!changeType || !CHANGE_TYPES.includes(changeType))
      fail(400, 'BadRequest', `changeType is required: one of ${CHANGE_TYPES.join(', ')}`);
    const date = (name: string): number | undefined => {
      const raw = ctx.query.get(name);
      if (raw === null || raw === '') return undefined;
      const parsed = DATE_TIME.test(raw) ? Date.parse(raw) : NaN;
      if (Number.isNaN(parsed))
        fail(400, 'BadRequest', `${name} must be an ISO 8601 date-time, got "${raw}"`);
      return parsed;
    };
    const from = date('fromDate');
    if (from === undefined) fail(400, 'BadRequest', 'fromDate is required');
    const to = date('toDate') ?? this.store.now();
    if (from > to) fail(400, 'BadRequest', 'fromDate must not be after toDate');
    const ids = new Set<string>();
    for (const change of this.store.changes)
      if (change.type === changeType && change.at >= from && change.at <= to)
        ids.add(change.contactId);
    return ok({ contactIds: [...ids] });
  }

  private updateContactType(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const target = this.typeOf(ctx.query.get('contactTypeId'), 'contactTypeId');
    if (target.id === contact.contactType) return ok(this.contactJson(contact));
    const missing = missingRequired(target, contact.fields);
    if (missing.length)
      validationFail(
        422,
        'ValidationError',
        missing.map((name) => `${name}: is required for contact type ${target.id}`),
      );
    const fields = Object.fromEntries(
      Object.entries(contact.fields).filter(([name]) => name in target.fields),
    );
    if (target.customKey && !fields[target.customKey])
      fields[target.customKey] = `M${String((hashString(contact.contactId) % 900000) + 100000)}`;
    contact.fields = fields;
    contact.contactType = target.id;
    contact.updatedOn = this.store.now();
    this.store.record(contact.contactId, 'Updated');
    return ok(this.contactJson(contact));
  }

  // ---------------------------------------------------------------- bulk 31, 32, 20

  private async bulk(ctx: Ctx, kind: 'create' | 'update'): Promise<EngageReply> {
    if (ctx.limited) fail(403, 'Forbidden', 'this apikey may not run bulk operations');
    const typeId = ctx.query.get('contactType');
    if (typeId !== null && !contactType(typeId))
      fail(422, 'UnprocessableEntity', `unknown contact type "${typeId}"`);
    const avoid = ctx.query.get('avoidTriggeringExport');
    if (kind === 'update' && avoid !== null && avoid !== 'true' && avoid !== 'false')
      fail(422, 'UnprocessableEntity', 'avoidTriggeringExport must be true or false');
    const body = await readJson(ctx.request);
    if (!Array.isArray(body.value))
      fail(422, 'UnprocessableEntity', 'the body must be a JSON array of contacts');
    const items = body.value as unknown[];
    if (!items.length) fail(422, 'UnprocessableEntity', 'the array is empty');
    if (items.length > MAX_BULK_ITEMS)
      fail(422, 'UnprocessableEntity', `at most ${MAX_BULK_ITEMS} contacts per batch`);
    const open = [...this.store.batches.values()].filter((b) => b.processed < b.items.length);
    if (open.length >= MAX_OPEN_BATCHES)
      fail(503, 'ServiceUnavailable', `${open.length} batches are still running; try again later`);
    const batch: Batch = {
      batchId: this.store.newId(),
      kind,
      contactType: typeId ?? undefined,
      items,
      createdAt: this.store.now(),
      polls: 0,
      processed: 0,
      errors: [],
    };
    this.store.batches.set(batch.batchId, batch);
    return { status: 202, body: batch.batchId };
  }

  private bulkStatus(ctx: Ctx): EngageReply {
    if (ctx.limited) fail(403, 'Forbidden', 'this apikey may not read bulk status');
    const batchId = ctx.query.get('batchId') ?? '';
    const batch = isUuid(batchId) ? this.store.batches.get(batchId.toLowerCase()) : undefined;
    if (!batch) fail(404, 'BulkStatusNotFound', `no batch with id "${batchId}"`);
    const stage = this.batchStage(batch);
    batch.polls += 1;
    const total = batch.items.length;
    let status: BatchStatus = stage === 0 ? 'Pending' : stage === 1 ? 'Running' : 'Completed';
    if (stage === 2 && batch.errors.length === total) status = 'Failed';
    return ok({
      batchId: batch.batchId,
      status,
      total,
      processed: batch.processed,
      failed: batch.errors.length,
      errors: batch.errors,
    });
  }

  /** 0 Pending, 1 Running (half processed), 2 done: by status reads or by time. */
  private batchStage(batch: Batch): number {
    const elapsed = this.store.now() - batch.createdAt;
    const byTime = elapsed >= 2 * BULK_STEP_MS ? 2 : elapsed >= BULK_STEP_MS ? 1 : 0;
    const stage = Math.min(2, Math.max(byTime, batch.polls));
    const target =
      stage === 0 ? 0 : stage === 1 ? Math.ceil(batch.items.length / 2) : batch.items.length;
    while (batch.processed < target) this.applyItem(batch, batch.processed++);
    return stage;
  }

  private advanceBatches(): void {
    if (!this.state) return;
    for (const batch of this.state.batches.values())
      if (batch.processed < batch.items.length) this.batchStage(batch);
  }

  private applyItem(batch: Batch, index: number): void {
    const item = batch.items[index];
    const error = (errorCode: string, message: string) =>
      void batch.errors.push({ index, errorCode, message });
    if (!isRecord(item)) return error('ValidationError', 'expected a JSON object');
    const now = this.store.now();
    if (batch.kind === 'create') {
      const type = contactType(batch.contactType ?? DEFAULT_CONTACT_TYPE) as ContactTypeDef;
      const problems = [
        ...fieldErrors(type, item),
        ...missingRequired(type, item).map((n) => `${n}: is required`),
      ];
      if (problems.length) return error('ValidationError', problems.join('; '));
      const contactId = this.store.newId();
      const fields = asFieldValues(item);
      if (type.customKey && !fields[type.customKey])
        fields[type.customKey] = `M${String((hashString(contactId) % 900000) + 100000)}`;
      this.store.contacts.set(contactId, {
        contactId,
        contactType: type.id,
        fields,
        createdOn: now,
        updatedOn: now,
      });
      this.store.record(contactId, 'Created');
      return;
    }
    const id = item.contactId;
    if (typeof id !== 'string' || !isUuid(id))
      return error('ValidationError', 'contactId: a uuid is required');
    const contact = this.store.contacts.get(id.toLowerCase());
    if (!contact) return error('ContactNotFound', `no contact with id "${id}"`);
    if (batch.contactType && contact.contactType !== batch.contactType)
      return error(
        'InvalidContactType',
        `contact "${id}" is a ${contact.contactType}, not a ${batch.contactType}`,
      );
    const type = contactType(contact.contactType) as ContactTypeDef;
    const problems = fieldErrors(type, item, ['contactId']);
    if (problems.length) return error('ValidationError', problems.join('; '));
    const { contactId: _id, ...attributes } = item;
    Object.assign(contact.fields, asFieldValues(attributes));
    contact.updatedOn = now;
    this.store.record(contact.contactId, 'Updated');
  }

  // ---------------------------------------------------------------- messages 24–26

  private messagesOf(ctx: Ctx, channel: Channel): EngageReply {
    const contact = this.contact(ctx);
    const { count } = paging(ctx.query, 100, 500);
    const since = new Date(this.store.now());
    since.setUTCMonth(since.getUTCMonth() - 3);
    const all = (this.store.messages.get(contact.contactId)?.[channel] ?? []).filter(
      (m) => m.sendDateTime >= since.getTime(),
    );
    const items = all.slice(0, count).map((m: MessageRecord) => ({
      ...m,
      sendDateTime: iso(m.sendDateTime),
    }));
    return ok({ items, totalCount: all.length, offset: 0, count });
  }

  // ---------------------------------------------------------------- 21, 22, 23, 37

  private recommendations(ctx: Ctx): EngageReply {
    const id = ctx.params.contactId ?? '';
    if (!isUuid(id)) fail(400, 'InvalidContactId', `contactId must be a uuid, got "${id}"`);
    const contact = this.contact(ctx);
    const locale = String(contact.fields.preferredLocale || 'sv-SE');
    const market =
      MARKETS.find((m) => m.locales.includes(locale)) ?? (MARKETS[0] as (typeof MARKETS)[number]);
    const groups = this.catalog.groups;
    const start = hashString(contact.contactId) % groups.length;
    const products = [];
    for (let n = 0; n < 6; n++) {
      const group = groups[(start + n * 37) % groups.length];
      const product = group?.products[0];
      const variant = product?.variants[0];
      if (!product || !variant) continue;
      products.push({
        productKey: product.key,
        name: product.names[locale.startsWith('sv') ? 'sv' : locale.startsWith('es') ? 'es' : 'en'],
        link: productLink(product, locale),
        imageUrl: imageUrl(ctx.url.origin, `${product.key}-1`, 400, 500),
        price: variantPrice(product, variant, market).selling,
        currency: market.currency,
      });
    }
    return ok({ contactId: contact.contactId, products });
  }

  private purchaseSummary(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const summary = this.store.summaries.get(contact.contactId);
    if (!summary)
      fail(
        404,
        'RetailKpiNotCalculated',
        'the purchase history summary is not calculated for this contact',
      );
    return ok({
      ...summary,
      lastUpdated: iso(summary.lastUpdated),
      latestReceiptDate: iso(summary.latestReceiptDate),
    });
  }

  private backInStock(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    if (contact.contactId === this.store.roles.backInStockFailure)
      fail(500, 'InternalError', 'the back-in-stock service failed (simulated for this contact)');
    return ok(
      (this.store.backInStock.get(contact.contactId) ?? []).map((s) => ({
        ...s,
        createdOn: iso(s.createdOn),
      })),
    );
  }

  private removeBackInStock(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const id = (ctx.params.subscriptionId ?? '').toLowerCase();
    const list = this.store.backInStock.get(contact.contactId) ?? [];
    const index = list.findIndex((s) => s.id === id);
    if (index < 0)
      fail(404, 'SubscriptionNotFound', `contact has no back-in-stock subscription "${id}"`);
    list.splice(index, 1);
    return noContent;
  }

  // ---------------------------------------------------------------- 33, 34, 36

  private unsubscribe(ctx: Ctx, channel: 'sms' | 'email'): EngageReply {
    const contact = this.contact(ctx);
    const messages = this.store.messages.get(contact.contactId)?.[channel] ?? [];
    const messageId = ctx.query.get('messageId');
    let message: MessageRecord | undefined;
    if (messageId !== null) {
      message = messages.find((m) => m.messageId === messageId);
      if (!message)
        validationFail(400, 'ValidationError', [
          `messageId: no ${channel} message "${messageId}" was sent to this contact`,
        ]);
    } else message = messages[0];
    const field = channel === 'sms' ? 'smsOptIn' : 'emailOptIn';
    const type = contactType(contact.contactType) as ContactTypeDef;
    if (type.fields[field]) contact.fields[field] = false;
    contact.updatedOn = this.store.now();
    this.store.record(contact.contactId, 'Updated');
    const at = iso(this.store.now());
    this.store.unsubscriptions.push({
      contactId: contact.contactId,
      channel,
      messageId: message?.messageId ?? null,
      at,
    });
    return ok({
      contactId: contact.contactId,
      channel,
      unsubscribed: true,
      messageId: message?.messageId ?? null,
      unsubscribedOn: at,
    });
  }

  private nps(ctx: Ctx): EngageReply {
    const contact = this.contact(ctx);
    const raw = ctx.query.get('grade') ?? '';
    const grade = Number(raw);
    if (!/^\d+$/.test(raw) || grade < 1 || grade > 10)
      fail(400, 'InvalidGrade', `grade must be an integer from 1 to 10, got "${raw}"`);
    const response = {
      id: this.store.newId(),
      contactId: contact.contactId,
      grade,
      storeId: ctx.query.get('storeId') || null,
      createdOn: iso(this.store.now()),
    };
    this.store.npsResponses.push(response);
    return ok(response);
  }

  // ---------------------------------------------------------------- /__reference/engage

  private reference(request: Request, url: URL): EngageReply {
    const path = url.pathname.slice(ENGAGE_REFERENCE.length);
    const routes: Record<string, () => unknown> = {
      '/catalog': () => this.describe(),
      '/events': () => ({
        triggers: this.store.triggers,
        npsResponses: this.store.npsResponses,
        unsubscriptions: this.store.unsubscriptions,
      }),
    };
    const run = routes[path];
    if (!run) fail(404, 'NotFound', `no endpoint ${url.pathname}`);
    if (request.method !== 'GET')
      return {
        status: 405,
        body: { errorCode: 'MethodNotAllowed', message: 'method not allowed; use GET' },
        headers: { Allow: 'GET' },
      };
    this.advanceBatches();
    return ok(run());
  }

  /** Contact ids by role and definition ids by status, for tests and demos. */
  describe() {
    return describeEngage(this.store);
  }
}

/** Path parameters when `segments` fit the pattern, else undefined. */
function match(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const s = segments[i] as string;
    if (p.startsWith('{')) {
      let value: string;
      try {
        value = decodeURIComponent(s);
      } catch {
        return undefined;
      }
      params[p.slice(1, -1)] = value;
    } else if (p !== s) return undefined;
  }
  return params;
}
