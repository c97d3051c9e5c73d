/**
 * The reference engage API's helpers for tests and demos, under `/__reference/engage` (no key):
 * `GET /catalog` (contact ids by role, definition ids by status) and `GET /events` (what the
 * write-only operations recorded: triggers, NPS responses, unsubscriptions).
 */
import { advanceBatches } from './bulk.ts';
import { ENGAGE_REFERENCE } from './config.ts';
import { describeEngage } from './describe.ts';
import { fail, ok, type EngageReply } from './reply.ts';
import type { EngageStore } from './store.ts';

const ENDPOINTS: Record<string, (store: EngageStore) => unknown> = {
  '/catalog': describeEngage,
  '/events': (store) => ({
    triggers: store.triggers,
    npsResponses: store.npsResponses,
    unsubscriptions: store.unsubscriptions,
  }),
};

export function testEndpoint(request: Request, url: URL, store: EngageStore): EngageReply {
  const run = ENDPOINTS[url.pathname.slice(ENGAGE_REFERENCE.length)];
  if (!run) fail(404, 'NotFound', `no endpoint ${url.pathname}`);
  if (request.method !== 'GET')
    return {
      status: 405,
      body: { errorCode: 'MethodNotAllowed', message: 'method not allowed; use GET' },
      headers: { Allow: 'GET' },
    };
  advanceBatches(store);
  return ok(run(store));
}
