/**
 * The contact engagement API (contact-engagement-api.md, operations 1–36, plus 37: back-in-stock
 * removal) over generated contacts, mounted at `/engage/api/v3`; and its test helpers under
 * `/__reference/engage`. Routing and request validation come from the table of operations
 * (router.ts); this file holds the key check and the handler of each operation, by name.
 * See docs/reference-server.md ("Contact engagement").
 */
import type { EngageOperationName } from '../../api/schemas/engage-operations.ts';
import type { Catalog } from '../catalog.ts';
import { advanceBatches, batchStatus, startBatch } from './bulk.ts';
import {
  achievementDefinitionsList,
  assign,
  assignment,
  assignmentsList,
  checkpoints,
  consents,
  contactAchievements,
  definition,
  definitionsList,
  removeAchievement,
  setAchievement,
} from './challenges.ts';
import {
  DEFAULT_ENGAGE_API_KEY,
  ENGAGE_PREFIX,
  ENGAGE_REFERENCE,
  LIMITED_ENGAGE_API_KEY,
} from './config.ts';
import {
  byExternalId,
  byKey,
  contactChanges,
  deleteContact,
  findContactId,
  getContact,
  overview,
  patchContact,
  trigger,
  updateContactType,
} from './contacts.ts';
import { describeEngage } from './describe.ts';
import { ReferenceEngageFailure, fail, type EngageReply } from './reply.ts';
import { checkArguments, route, type Handlers } from './router.ts';
import {
  backInStock,
  messagesOf,
  nps,
  purchaseSummary,
  recommendations,
  removeBackInStock,
  unsubscribe,
} from './services.ts';
import { EngageStore } from './store.ts';
import { testEndpoint } from './test-endpoints.ts';

export * from './config.ts';
export type { EngageReply } from './reply.ts';

export interface EngageOptions {
  apiKey?: string;
  /** The clock (tests); default `Date.now`. */
  now?: () => number;
}

const HANDLERS: Handlers = {
  listAchievementDefinitions: achievementDefinitionsList,
  getContactAchievements: contactAchievements,
  setAchievement,
  removeAchievement,
  triggerByContactId: (c) => trigger(c, 'contactId'),
  triggerBySocialSecurityNumber: (c) => trigger(c, 'socialSecurityNumber'),
  triggerByExternalContactId: (c) => trigger(c, 'externalId'),
  triggerByContactTypeAndKey: (c) => trigger(c, 'contactTypeAndKey'),
  listChallengeDefinitions: definitionsList,
  addCheckpoints: checkpoints,
  getChallengeDefinition: definition,
  assignChallenge: assign,
  getChallenge: assignment,
  listChallenges: assignmentsList,
  listConsents: consents,
  getContactOverview: overview,
  findContactId,
  getContactChanges: contactChanges,
  getBulkStatus: batchStatus,
  bulkCreateContacts: (c) => startBatch(c, 'create'),
  bulkUpdateContacts: (c) => startBatch(c, 'update'),
  getContactByExternalId: byExternalId,
  getContactByKey: byKey,
  getContact,
  deleteContact,
  patchContact,
  updateContactType,
  getSmsMessages: (c) => messagesOf(c, 'sms'),
  getEmailMessages: (c) => messagesOf(c, 'email'),
  getPostalMessages: (c) => messagesOf(c, 'postal'),
  getProductRecommendations: recommendations,
  getPurchaseHistorySummary: purchaseSummary,
  getBackInStockSubscriptions: backInStock,
  removeBackInStockSubscription: removeBackInStock,
  unsubscribeSms: (c) => unsubscribe(c, 'sms'),
  unsubscribeEmail: (c) => unsubscribe(c, 'email'),
  createNpsResponse: nps,
};

/** What the limited key may not do: bulk (20, 31, 32) and changes (29). */
const NOT_FOR_LIMITED_KEY: ReadonlySet<EngageOperationName> = new Set([
  'getBulkStatus',
  'bulkCreateContacts',
  'bulkUpdateContacts',
  'getContactChanges',
]);

export class EngageApi {
  private state: EngageStore | undefined;
  private readonly apiKey: string;

  constructor(
    private readonly catalog: Catalog,
    private readonly options: EngageOptions = {},
  ) {
    this.apiKey = options.apiKey ?? DEFAULT_ENGAGE_API_KEY;
  }

  /** Generated on first use, so handlers that never serve engage requests pay nothing. */
  get store(): EngageStore {
    this.state ??= new EngageStore(this.catalog, this.options.now);
    return this.state;
  }

  /** `/engage/api/v3/...` (key required) and `/__reference/engage/...` (no key). */
  async handle(request: Request, url: URL): Promise<EngageReply> {
    try {
      if (url.pathname.startsWith(ENGAGE_REFERENCE)) return testEndpoint(request, url, this.store);
      const key = request.headers.get('apikey');
      if (key === null || key === '') fail(401, 'Unauthorized', 'the apikey header is required');
      const limited = key === LIMITED_ENGAGE_API_KEY;
      if (key !== this.apiKey && !limited) fail(403, 'Forbidden', 'the apikey is not valid');
      if (this.state) advanceBatches(this.state);
      const routed = route(request.method, url.pathname.slice(ENGAGE_PREFIX.length), HANDLERS);
      if (!('run' in routed)) return routed;
      if (limited && NOT_FOR_LIMITED_KEY.has(routed.name))
        fail(403, 'Forbidden', `this apikey may not call ${routed.name}`);
      checkArguments(routed.name, routed.params, url.searchParams);
      return await routed.run({
        request,
        url,
        params: routed.params,
        query: url.searchParams,
        store: this.store,
        catalog: this.catalog,
      });
    } catch (caught) {
      if (caught instanceof ReferenceEngageFailure)
        return { status: caught.status, body: caught.body };
      throw caught;
    }
  }

  /** Contact ids by role and definition ids by status, for tests and demos. */
  describe() {
    return describeEngage(this.store);
  }
}
