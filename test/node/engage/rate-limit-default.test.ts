/**
 * The proxy's default rate limit lets a shopper use the account page as shoppers do and still
 * stops a script. One load of the demo's "My pages" sends at most ACCOUNT_PAGE_LOAD_MAX requests
 * (measured in Chromium: test/browser/engage/account-page-load.test.ts); ten loads in a minute
 * (reloads, a few tabs) must all be answered, and a contact hammering the proxy is still refused.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import { createEngageProxy, DEFAULT_RATE_LIMIT } from '../../../src/server/engage/proxy.ts';
import {
  ACCOUNT_PAGE_LOAD_MAX,
  ACCOUNT_PAGE_LOAD_REQUESTS,
} from '../../browser/engage/account-page-load.ts';

/** A proxy with the default rate limit over the reference engage API, and a signed-in contact. */
async function defaultProxy() {
  const reference = createReferenceHandler({});
  const catalog = (await (
    await reference(new Request('http://shop.test/__reference/engage/catalog'))
  )?.json()) as { roles: Record<string, string[]> };
  const proxy = createEngageProxy({
    baseUrl: 'http://in-process-reference/engage',
    apiKey: 'reference-engage-key',
    resolveContactId: () => catalog.roles.withSummary![0],
    fetch: async (input, init) =>
      (await reference(new Request(input, init))) ?? new Response(null, { status: 404 }),
  });
  return (route: string) => {
    const [method = 'GET', path = '/'] = route.split(' ');
    return proxy(new Request(`http://shop.test/engage-proxy${path}`, { method }));
  };
}

/** One load of the account page, as many requests as the most one load sends. */
const PAGE_LOAD = [...ACCOUNT_PAGE_LOAD_REQUESTS, 'GET /consents'];

describe('engage proxy: the default rate limit', () => {
  it('is sized from what one load of the account page sends', () => {
    assert.equal(PAGE_LOAD.length, ACCOUNT_PAGE_LOAD_MAX);
  });

  it('answers ten loads of the account page in a minute (reloads, a few tabs)', async () => {
    const ask = await defaultProxy();
    const refused: string[] = [];
    for (let load = 1; load <= 10; load += 1)
      for (const route of PAGE_LOAD) {
        const response = await ask(route);
        if (response.status === 429) refused.push(`load ${load}: ${route}`);
      }
    assert.deepEqual(refused, [], `default ${JSON.stringify(DEFAULT_RATE_LIMIT)}`);
  });

  it('still stops a contact that hammers the proxy: 429 past the limit, with Retry-After', async () => {
    const ask = await defaultProxy();
    let answered = 0;
    let refused: Response | undefined;
    for (let sent = 0; sent < 1000 && !refused; sent += 1) {
      const response = await ask('GET /consents');
      if (response.status === 429) refused = response;
      else answered += 1;
    }
    assert.ok(refused, 'a thousand requests in a moment were all answered');
    assert.equal(answered, DEFAULT_RATE_LIMIT.limit);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    // Abuse protection: no more than four requests a second on average, per contact.
    assert.ok(DEFAULT_RATE_LIMIT.limit / (DEFAULT_RATE_LIMIT.windowMs / 1000) <= 4);
  });
});
