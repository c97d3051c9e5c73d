/**
 * The secure proxy's routes (docs/decisions.md, "Secure proxy routes"): what each accepts (strict
 * zod/mini schemas: an unknown member or parameter is a 400) and what it asks the service. Every
 * route works on `me`, the contact the shop's session check named; proxy.ts checks the request
 * before a route runs.
 */
import * as z from 'zod/mini';
import { int } from '../../api/schemas/admin-common.ts';
import {
  CHALLENGE_FILTERS,
  ENGAGE_LIMITS,
  guid,
  MESSAGE_CHANNELS,
  NpsResponseRequestSchema,
  type ChallengeAssignment,
  type ChallengeDefinition,
  type ConsentDefinition,
} from '../../api/schemas/engage.ts';
import { EngageServiceError, type EngageClient } from './client.ts';
import { foreignContact, sameId, type ParamKind } from './proxy-guard.ts';
import { invalid, ProxyError } from './proxy-http.ts';

// ---------------------------------------------------------------------------------------------
// What the routes accept (strict: an unknown member or parameter is a 400)

/** Lists of the proxy: at most 500 per page, like the message operations. */
const MAX_COUNT = ENGAGE_LIMITS.maxMessageCount;
const offset = () => z.optional(int().check(z.minimum(0)));
const count = () => z.optional(int().check(z.minimum(1), z.maximum(MAX_COUNT)));
const PAGING: Record<string, ParamKind> = { offset: 'int', count: 'int' };
/** Achievement definitions asked for per page, and the most pages read to name achievements. */
const DEFINITION_PAGE = MAX_COUNT;
const DEFINITION_PAGES = 4;
/** Challenge definitions asked for together (op 10) for one page of assignments. */
const DEFINITION_LOOKUPS = 6;

/** Drafts are the shop's work in progress: a shopper sees Active, Scheduled and Ended ones. */
export const SHOPPER_DEFINITION_STATUSES = ['Active', 'Scheduled', 'Ended'] as const;
export const UNSUBSCRIBE_CHANNELS = ['email', 'sms'] as const;

const NoQuery = z.strictObject({});
const MyChallengesQuery = z.strictObject({
  filter: z.optional(z.enum(CHALLENGE_FILTERS)),
  offset: offset(),
  count: count(),
});
const DefinitionsQuery = z.strictObject({
  status: z.optional(z.enum(SHOPPER_DEFINITION_STATUSES)),
  offset: offset(),
  count: count(),
});
const MessagesQuery = z.strictObject({ channel: z.enum(MESSAGE_CHANNELS), count: count() });
const UnsubscribeQuery = z.strictObject({
  channel: z.enum(UNSUBSCRIBE_CHANNELS),
  messageId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
/** `POST /me/challenges/{definitionId}/join`: the contact's explicit consent. */
export const JoinRequestSchema = z.strictObject({
  consent: z
    .boolean()
    .check(
      z.refine((value) => value, "must be true: joining needs the contact's explicit consent"),
    ),
});
export const NoBody = z.undefined();
const Id = z.strictObject({ id: guid() });

// ---------------------------------------------------------------------------------------------
// Routes

export interface Call<Q, B> {
  me: string;
  params: Record<string, string>;
  query: Q;
  body: B;
  client: EngageClient;
  /** The contact field recording consent to challenges; undefined: the shop records it. */
  consentField: string | undefined;
  /** The contact field that records a consent definition's state, if any (`consentFields`). */
  consentFieldOf: (consent: ConsentDefinition) => string | undefined;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Segments; `:name` is a uuid parameter. A route under `me` is about the signed-in contact. */
  segments: readonly string[];
  kinds: Readonly<Record<string, ParamKind>>;
  querySchema: z.ZodMiniType;
  bodySchema: z.ZodMiniType;
  run(call: Call<unknown, unknown>): Promise<unknown>;
}

function route<Q extends z.ZodMiniType, B extends z.ZodMiniType>(
  method: Route['method'],
  path: string,
  spec: {
    query?: { schema: Q; kinds: Record<string, ParamKind> };
    body?: B;
    run(call: Call<z.output<Q>, z.output<B>>): Promise<unknown>;
  },
): Route {
  return {
    method,
    segments: path.split('/').filter(Boolean),
    kinds: spec.query?.kinds ?? {},
    querySchema: spec.query?.schema ?? NoQuery,
    bodySchema: spec.body ?? NoBody,
    run: (call) => spec.run(call as Call<z.output<Q>, z.output<B>>),
  };
}

/** Answers with 204 and no body. */
export const NO_CONTENT = Symbol('no content');

/** Links point at the service (which the browser cannot call): they are left out of answers. */
function withoutLinks<T extends object>(value: T): Omit<T, 'links'> {
  const { links: _links, ...rest } = value as T & { links?: unknown };
  return rest;
}

/** The items of the page asked for with `count` (else the service's default): no more are read. */
const pageOf = <T>(items: readonly T[], count: number | undefined): readonly T[] =>
  items.slice(0, count ?? ENGAGE_LIMITS.defaultCount);

/** `run` of each of `items`, at most `limit` at a time; the results in the order of `items`. */
async function fewAtATime<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function definitionOrUndefined(
  client: EngageClient,
  id: string,
): Promise<ChallengeDefinition | undefined> {
  try {
    return await client.getChallengeDefinition(id);
  } catch (error) {
    if (error instanceof EngageServiceError && error.status === 404) return undefined;
    throw error;
  }
}

function withDefinition(
  assignment: ChallengeAssignment,
  definition: ChallengeDefinition | undefined,
) {
  return {
    ...withoutLinks(assignment),
    ...(definition ? { definition: withoutLinks(definition) } : {}),
  };
}

export const ROUTES: readonly Route[] = [
  // The contact's assignments, each with its definition (op 10 per challenge). Only the page asked
  // for is read (a service answering more is not trusted further), and the definitions are asked
  // for DEFINITION_LOOKUPS at a time: one shopper's page must not become a burst at the service.
  route('GET', '/me/challenges', {
    query: { schema: MyChallengesQuery, kinds: { filter: 'text', ...PAGING } },
    async run({ me, query, client }) {
      const list = await client.listChallenges({ contactId: me, ...query });
      const page = pageOf(list.items, query.count);
      const mine = page.filter((item) => sameId(item.contactId, me));
      const ids = [...new Set(mine.map((item) => item.challengeId))];
      const definitions = new Map(
        await fewAtATime(ids, DEFINITION_LOOKUPS, async (id) => [
          id,
          await definitionOrUndefined(client, id),
        ]),
      );
      return {
        items: mine.map((item) => withDefinition(item, definitions.get(item.challengeId))),
        totalCount: list.totalCount,
        offset: list.offset,
        count: list.count,
      };
    },
  }),
  route('GET', '/me/challenges/:assignmentId', {
    async run({ me, params, client }) {
      const assignment = await client.getChallenge(params.assignmentId ?? '');
      // Another contact's assignment answers as an unknown one: no hint that the id exists.
      if (!sameId(assignment.contactId, me)) throw notFound('ChallengeNotFound');
      return withDefinition(
        assignment,
        await definitionOrUndefined(client, assignment.challengeId),
      );
    },
  }),
  route('GET', '/challenge-definitions', {
    query: { schema: DefinitionsQuery, kinds: { status: 'text', ...PAGING } },
    async run({ query, client }) {
      const list = await client.listChallengeDefinitions({ status: 'Active', ...query });
      return {
        // The service filters by status; a draft never reaches a shopper even if it did not. Only
        // the page asked for is read, as for `/me/challenges`.
        items: pageOf(list.items, query.count)
          .filter((item) => item.status !== 'Draft')
          .map(withoutLinks),
        totalCount: list.totalCount,
        offset: list.offset,
        count: list.count,
      };
    },
  }),
  route('POST', '/me/challenges/:definitionId/join', {
    body: JoinRequestSchema,
    async run({ me, params, client, consentField }) {
      const definitionId = params.definitionId ?? '';
      // Joinable first: consent is recorded only for a challenge the contact can join now. A
      // draft is the shop's secret and answers as an unknown id; no definition's name is echoed.
      const definition = await definitionOrUndefined(client, definitionId);
      if (!definition || definition.status === 'Draft')
        throw notFound('ChallengeDefinitionNotFound');
      if (definition.status !== 'Active')
        throw new ProxyError(400, 'ChallengeNotActive', 'this challenge is not open for joining');
      // The body holds the shopper's explicit consent (checked above): record it where the
      // definition needs it, so the service assigns "on the contact's approval".
      if (definition.isContactConsentRequired && consentField)
        await client.patchContact(me, { [consentField]: true });
      try {
        return await client.assignChallenge(definitionId, me);
      } catch (error) {
        // The service's own refusals name the definition: answer with the condition only.
        if (error instanceof EngageServiceError && error.status === 400)
          throw new ProxyError(400, error.code, 'this challenge cannot be joined now');
        throw error;
      }
    },
  }),
  // The names of the contact's achievements, from their definitions (op 2, paged): read beside the
  // contact's achievements, until each is named, at most DEFINITION_PAGES pages (a service whose
  // paging does not end must not hold the shopper's request); one not named by then keeps the
  // name the service gave it, if any.
  route('GET', '/me/achievements', {
    async run({ me, client }) {
      const values = client.getContactAchievements(me);
      const names = new Map<string, string>();
      let unnamed: Set<string> | undefined;
      values.then(
        (list) => (unnamed = new Set(list.map(({ id }) => id).filter((id) => !names.has(id)))),
        () => undefined,
      );
      let read = 0;
      for await (const definition of client.iterateAchievementDefinitions({
        count: DEFINITION_PAGE,
      })) {
        names.set(definition.id, definition.name);
        unnamed?.delete(definition.id);
        if (unnamed?.size === 0 || ++read === DEFINITION_PAGE * DEFINITION_PAGES) break;
      }
      return (await values).map((value) => ({ ...value, name: names.get(value.id) ?? value.name }));
    },
  }),
  // Each definition with `given`, the signed-in contact's state where a contact field records it.
  route('GET', '/consents', {
    async run({ me, client, consentFieldOf }) {
      const consents = await client.listConsents();
      const fields = consents.map(consentFieldOf);
      const contact = fields.some(Boolean) ? await client.getContact(me) : {};
      return consents.map((consent, i) => {
        const value = fields[i] ? contact[fields[i]] : undefined;
        return typeof value === 'boolean' ? { ...consent, given: value } : consent;
      });
    },
  }),
  route('GET', '/me/purchase-summary', {
    run: ({ me, client }) => client.getPurchaseHistorySummary(me),
  }),
  route('GET', '/me/product-recommendations', {
    run: ({ me, client }) => client.getProductRecommendations(me),
  }),
  route('GET', '/me/back-in-stock', {
    async run({ me, client }) {
      const list = await client.getBackInStockSubscriptions(me);
      return list.filter((subscription) => sameId(subscription.contactId, me));
    },
  }),
  route('DELETE', '/me/back-in-stock/:subscriptionId', {
    async run({ me, params, client }) {
      const id = params.subscriptionId ?? '';
      const list = await client.getBackInStockSubscriptions(me);
      const own = list.find((item) => sameId(item.id, id) && sameId(item.contactId, me));
      if (!own) throw notFound('SubscriptionNotFound');
      await client.removeBackInStockSubscription(me, own.id);
      return NO_CONTENT;
    },
  }),
  route('GET', '/me/messages', {
    query: { schema: MessagesQuery, kinds: { channel: 'text', count: 'int' } },
    async run({ me, query, client }) {
      const { channel, ...rest } = query;
      return client.getMessages(channel, me, rest);
    },
  }),
  route('POST', '/me/unsubscribe', {
    query: { schema: UnsubscribeQuery, kinds: { channel: 'text', messageId: 'text' } },
    async run({ me, query, client }) {
      const { channel, messageId } = query;
      if (messageId !== undefined) {
        // The message must be one this contact received (the service's list of the latest).
        const messages = await client.getMessages(channel, me, { count: MAX_COUNT });
        if (!messages.items.some((message) => message.messageId === messageId))
          throw notFound('MessageNotFound', `no ${channel} message with that id was sent to you`);
      }
      const options = messageId === undefined ? {} : { messageId };
      const answer =
        channel === 'sms'
          ? await client.unsubscribeSms(me, options)
          : await client.unsubscribeEmail(me, options);
      return answer ?? { channel, unsubscribed: true };
    },
  }),
  route('POST', '/me/nps', {
    body: NpsResponseRequestSchema,
    async run({ me, body, client }) {
      return (await client.createNpsResponse(me, body)) ?? { created: true };
    },
  }),
];

const NOT_FOUND_MESSAGES: Record<string, string> = {
  NotFound: 'no such route',
  ChallengeNotFound: 'no such challenge',
  ChallengeDefinitionNotFound: 'no such challenge',
  SubscriptionNotFound: 'no such back-in-stock subscription',
};

/** A 404 whose message never depends on the id asked for (so it tells nothing about it). */
export const notFound = (errorCode: string, message = NOT_FOUND_MESSAGES[errorCode]) =>
  new ProxyError(404, errorCode, message ?? 'not found');
export const noRoute = () => notFound('NotFound');

/**
 * The route for `method` and `segments`, its parameters, and whether the path named the contact
 * by an id instead of `me`: `/{contactId}/achievements` is served for the signed-in contact's own
 * id and refused (403) for any other.
 */
export function findRoute(
  method: string,
  segments: readonly string[],
  me: string,
): { route: Route; params: Record<string, string> } {
  for (const candidate of ROUTES) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let fits = true;
    let foreign = false;
    candidate.segments.forEach((pattern, index) => {
      const segment = segments[index] ?? '';
      if (pattern.startsWith(':')) params[pattern.slice(1)] = segment;
      else if (pattern === 'me' && index === 0 && segment !== 'me') {
        if (z.safeParse(guid(), segment).success) foreign ||= !sameId(segment, me);
        else fits = false;
      } else if (pattern !== segment) fits = false;
    });
    if (!fits) continue;
    if (foreign) throw foreignContact();
    if (candidate.method !== method) continue;
    for (const [name, value] of Object.entries(params))
      if (!z.safeParse(Id, { id: value }).success) throw invalid(name, 'must be a uuid');
    return { route: candidate, params };
  }
  throw noRoute();
}
