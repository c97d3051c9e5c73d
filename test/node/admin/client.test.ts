import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { NavigationContainer, PageContainer } from '../../../src/api/schemas/admin.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';
import {
  AdminHttpError,
  AdminNetworkError,
  AdminResponseError,
  AdminValidationError,
  createAdminClient,
  type AdminClientOptions,
  type RetryEvent,
} from '../../../src/server/admin/client.ts';

const KEY = 'reference-api-key';
const FAST = { delaysMs: [20, 40, 80, 160, 320] };

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: Uint8Array | undefined;
}

/** Node's fetch, recording what the client sent. */
function recordingFetch(sent: Sent[], tweak?: (headers: Headers) => void): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    tweak?.(headers);
    const body = init?.body instanceof Uint8Array ? init.body : undefined;
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers, body });
    return fetch(input, { ...init, headers });
  };
}

const navigation = (): NavigationContainer => ({
  market: 'SE',
  locale: 'en-SE',
  type: 'FORCE',
  addOrUpdate: [
    { id: 'women', title: 'Women', type: 'PAGE', pageId: 'category/shirts' },
    { id: 'shoes', title: 'Shoes', type: 'PAGE', pageId: 'category/shoes', parentId: 'women' },
    { id: 'sale', title: 'Sale', type: 'LINK', url: '/sale', parentId: 'women' },
  ],
});

describe('admin client against the reference server', () => {
  let server: { url: string; close(): Promise<void> };
  let slow: { url: string; close(): Promise<void> };
  const client = (options: Partial<AdminClientOptions> = {}) =>
    createAdminClient({ baseUrl: server.url, apiKey: KEY, retry: FAST, ...options });

  /** Makes the reference server answer the next admin requests as a misbehaving cluster would. */
  const injectFault = async (fault: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/__reference/faults`, {
      method: 'POST',
      body: JSON.stringify({ admin: fault }),
    });
    assert.equal(response.status, 204);
  };

  before(async () => {
    server = await startReferenceServer({ port: 0, adminImportDelayMs: 0 });
    slow = await startReferenceServer({ port: 0, adminImportDelayMs: 150 });
  });
  after(async () => {
    await server.close();
    await slow.close();
  });

  it('exports the pages of a market as a validated FULL container', async () => {
    const sent: Sent[] = [];
    const pages = await client({ fetch: recordingFetch(sent) }).exportPages({ market: 'SE' });
    assert.equal(pages.type, 'FULL');
    assert.ok((pages.addOrUpdate?.length ?? 0) > 3);
    assert.equal(sent[0]?.headers.get('api-key'), KEY);
    assert.equal(sent[0]?.headers.get('accept-encoding'), 'gzip');
    assert.equal(sent[0]?.url.pathname, '/api/admin/v4/export/pages');
  });

  it('the exports come back gzip-encoded (raw request)', async () => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const url = new URL('/api/admin/v3/export/navigation?market=SE&locale=sv-SE', server.url);
        httpRequest(url, { headers: { 'Api-Key': KEY, 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
    assert.equal(raw.encoding, 'gzip');
    assert.deepEqual([...raw.body.subarray(0, 2)], [0x1f, 0x8b]);
    assert.equal(JSON.parse(gunzipSync(raw.body).toString('utf8')).market, 'SE');
  });

  it('gunzips a gzip body that does not say Content-Encoding', async () => {
    const container: PageContainer = { market: 'SE', type: 'FULL', addOrUpdate: [{ id: 'home' }] };
    await injectFault({ count: 1, body: JSON.stringify(container), unlabelledGzip: true });
    const pages = await client().exportPages({ market: 'SE' });
    assert.deepEqual(pages, container);
  });

  it('exports only the pages of idFilter (joined with |) as a PARTIAL container', async () => {
    const sent: Sent[] = [];
    const pages = await client({ fetch: recordingFetch(sent) }).exportPages({
      market: 'SE',
      idFilter: ['home', 'category/shoes', 'no-such-page'],
    });
    assert.equal(sent[0]?.url.searchParams.get('idFilter'), 'home|category/shoes|no-such-page');
    assert.equal(pages.type, 'PARTIAL');
    assert.deepEqual(pages.addOrUpdate?.map((page) => page.id).sort(), ['category/shoes', 'home']);
  });

  it('refuses more than 250 idFilter ids and bad arguments without sending', async () => {
    const sent: Sent[] = [];
    const admin = client({ fetch: recordingFetch(sent) });
    await assert.rejects(
      admin.exportPages({
        market: '',
        idFilter: Array.from({ length: 251 }, (_, i) => `p${i}`),
        outputFilter: 'ALL' as never,
      }),
      (error: unknown) => {
        assert.ok(error instanceof AdminValidationError);
        assert.deepEqual(
          error.errors.map((e) => e.path),
          ['market', 'idFilter', 'outputFilter'],
        );
        assert.match(error.message, /idFilter: allows at most 250 items/);
        return true;
      },
    );
    assert.equal(sent.length, 0);
  });

  it('refuses an empty idFilter (it would export every page) without sending', async () => {
    const sent: Sent[] = [];
    await assert.rejects(
      client({ fetch: recordingFetch(sent) }).exportPages({ market: 'SE', idFilter: [] }),
      (error: unknown) => {
        assert.ok(error instanceof AdminValidationError);
        assert.deepEqual(
          error.errors.map((e) => e.path),
          ['idFilter'],
        );
        assert.match(error.message, /idFilter: needs at least one page id/);
        return true;
      },
    );
    assert.equal(sent.length, 0);
  });

  it('imports pages (gzip) and the storefront answers with them; outputFilter shows previews', async () => {
    const sent: Sent[] = [];
    const admin = client({ fetch: recordingFetch(sent) });
    await admin.importPages(
      {
        market: 'SE',
        type: 'PARTIAL',
        addOrUpdate: [
          {
            id: 'campaign/summer',
            paths: { 'sv-SE': '/sv-se/sommar' },
            banners: [{ id: 'summer-hero', type: 'IMAGE', width: 1000, height: 400 }],
            sponsoredLists: [{ id: 'summer-ads', limit: 4 }],
          },
        ],
      },
      { name: 'summer campaign' },
    );
    const post = sent[0];
    assert.equal(post?.url.pathname, '/api/admin/v4/import/pages');
    assert.equal(post?.url.searchParams.get('name'), 'summer campaign');
    assert.equal(post?.headers.get('content-encoding'), 'gzip');
    assert.equal(post?.headers.get('content-type'), 'application/json');
    assert.deepEqual([...(post?.body ?? []).slice(0, 2)], [0x1f, 0x8b]);

    const query = new URLSearchParams({
      market: 'SE',
      locale: 'sv-SE',
      touchpoint: 'DESKTOP',
      customerKey: 'c1',
      sessionKey: 's1',
      pageReference: 'campaign/summer',
    });
    const answer = await fetch(`${server.url}/api/storefront/v3/queries/sponsored-page?${query}`);
    assert.equal(answer.status, 200);
    const result = (await answer.json()) as any;
    assert.deepEqual(
      result.banners.map((b: any) => b.id),
      ['summer-hero'],
    );
    assert.ok(result.sponsoredLists.every((l: any) => l.id === 'summer-ads'));

    await admin.importPages({
      market: 'SE',
      type: 'PARTIAL',
      previewOnly: true,
      addOrUpdate: [{ id: 'campaign/next-season' }],
    });
    const published = await admin.exportPages({ market: 'SE', idFilter: ['campaign/next-season'] });
    assert.deepEqual(published.addOrUpdate ?? [], []);
    const unpublished = await admin.exportPages({
      market: 'SE',
      idFilter: ['campaign/next-season'],
      outputFilter: 'INCLUDE_UNPUBLISHED',
    });
    assert.deepEqual(
      unpublished.addOrUpdate?.map((page) => page.id),
      ['campaign/next-season'],
    );
  });

  it('imports navigation gzip-encoded (204) and exports the same tree', async () => {
    const sent: Sent[] = [];
    const admin = client({ fetch: recordingFetch(sent) });
    await admin.importNavigation(navigation(), { name: 'nav' });
    assert.equal(sent[0]?.headers.get('content-encoding'), 'gzip');
    assert.equal(
      JSON.parse(gunzipSync(sent[0]?.body ?? new Uint8Array()).toString('utf8')).type,
      'FORCE',
    );
    const exported = await admin.exportNavigation({ market: 'SE', locale: 'en-SE' });
    assert.deepEqual(
      exported.addOrUpdate?.map(({ id, parentId }) => [id, parentId ?? null]),
      [
        ['women', null],
        ['shoes', 'women'],
        ['sale', 'women'],
      ],
    );
  });

  it('sends uncompressed with bypassCompression and the manual-test parameter', async () => {
    const sent: Sent[] = [];
    await client({ fetch: recordingFetch(sent) }).importNavigation(navigation(), {
      bypassCompression: true,
    });
    assert.equal(sent[0]?.headers.get('content-encoding'), null);
    assert.equal(sent[0]?.url.searchParams.get('bypass-compression-for-manual-test'), 'true');
    assert.equal(JSON.parse(new TextDecoder().decode(sent[0]?.body)).market, 'SE');
  });

  it('retries a 409 (another navigation import running) within increasing intervals', async () => {
    const events: RetryEvent[] = [];
    const ceilings = [50, 100, 200, 400, 800];
    const admin = createAdminClient({
      baseUrl: slow.url,
      apiKey: KEY,
      retry: { delaysMs: ceilings },
      onRetry: (event) => events.push(event),
    });
    await Promise.all([admin.importNavigation(navigation()), admin.importNavigation(navigation())]);
    assert.ok(events.length >= 1, 'one import waited for the other');
    assert.equal(events[0]?.status, 409);
    // Full jitter: each wait is a random share of its interval.
    events.forEach((event, i) => {
      assert.equal(event.attempt, i + 1);
      assert.ok(event.delayMs >= 0 && event.delayMs <= (ceilings[i] ?? 0), String(event.delayMs));
    });
  });

  it('gives up on 409 after the last retry with an AdminHttpError', async () => {
    const admin = createAdminClient({ baseUrl: slow.url, apiKey: KEY, retry: { delaysMs: [10] } });
    const results = await Promise.allSettled([
      admin.importNavigation(navigation()),
      admin.importNavigation(navigation()),
    ]);
    const failed = results.find((r) => r.status === 'rejected');
    assert.ok(failed && failed.status === 'rejected');
    assert.ok(failed.reason instanceof AdminHttpError);
    assert.equal(failed.reason.status, 409);
    assert.equal(failed.reason.attempts, 2);
    assert.match(failed.reason.message, /another import is in progress \(409\) \(after 1 retry\)/);
  });

  it('retries a 503, then succeeds', async () => {
    await injectFault({ count: 2, status: 503, message: 'busy' });
    const sent: Sent[] = [];
    const pages = await client({ fetch: recordingFetch(sent) }).exportPages({ market: 'SE' });
    assert.equal(pages.market, 'SE');
    assert.ok((pages.addOrUpdate ?? []).length > 0);
    assert.equal(sent.length, 3);
  });

  it('gives up on a 503 after the last retry, saying how often it tried', async () => {
    await injectFault({ count: 10, status: 503, message: 'busy' });
    try {
      await assert.rejects(client().exportPages({ market: 'SE' }), (error: unknown) => {
        assert.ok(error instanceof AdminHttpError);
        assert.equal(error.status, 503);
        assert.equal(error.attempts, FAST.delaysMs.length + 1);
        return true;
      });
    } finally {
      await fetch(`${server.url}/__reference/faults`, { method: 'DELETE' });
    }
  });

  it('403: "wrong API key", without the key in the message', async () => {
    const apiKey = 'not-the-key-5f2a9';
    await assert.rejects(client({ apiKey }).exportPages({ market: 'SE' }), (error: unknown) => {
      assert.ok(error instanceof AdminHttpError);
      assert.equal(error.status, 403);
      assert.match(error.message, /wrong API key/);
      assert.ok(!error.message.includes(apiKey) && !error.body.includes(apiKey));
      return true;
    });
  });

  it('scrubs the key from anything the server echoes back', async () => {
    await injectFault({ count: 1, status: 500, message: `bad key ${KEY}` });
    await assert.rejects(
      client().exportPages({ market: 'SE' }),
      (error: unknown) =>
        error instanceof AdminHttpError &&
        error.message.endsWith('500: bad key ***') &&
        !error.body.includes(KEY),
    );
  });

  it('404: "unknown cluster (check the base URL)"', async () => {
    await assert.rejects(
      client({ baseUrl: `${server.url}/other-cluster` }).exportNavigation({
        market: 'SE',
        locale: 'sv-SE',
      }),
      (error: unknown) =>
        error instanceof AdminHttpError &&
        error.status === 404 &&
        /unknown cluster \(check the base URL\)/.test(error.message),
    );
  });

  it('406: "the server wants gzip" when the request does not accept gzip', async () => {
    const identity = recordingFetch([], (headers) => headers.set('Accept-Encoding', 'identity'));
    await assert.rejects(
      client({ fetch: identity }).exportPages({ market: 'SE' }),
      (error: unknown) =>
        error instanceof AdminHttpError &&
        error.status === 406 &&
        /the server wants gzip/.test(error.message),
    );
  });

  it("other statuses carry the body's message", async () => {
    await assert.rejects(
      client().exportNavigation({ market: 'SE', locale: 'xx-XX' }),
      (error: unknown) =>
        error instanceof AdminHttpError &&
        error.status === 400 &&
        /400: locale: "xx-XX" is not a locale of market SE/.test(error.message),
    );
  });

  it('validates answers with the schemas', async () => {
    await injectFault({ count: 1, body: JSON.stringify({ market: 'SE', type: 'SOME' }) });
    await assert.rejects(
      client().exportPages({ market: 'SE' }),
      (error: unknown) =>
        error instanceof AdminResponseError && /type: expected one of "FULL"/.test(error.message),
    );
  });

  it('validates containers before sending and lists every error', async () => {
    const sent: Sent[] = [];
    const container = navigation() as any;
    container.addOrUpdate[1].parentId = 'nowhere';
    container.addOrUpdate[2].url = undefined;
    await assert.rejects(
      client({ fetch: recordingFetch(sent) }).importNavigation(container),
      (error: unknown) => {
        assert.ok(error instanceof AdminValidationError);
        assert.equal(
          error.message,
          [
            'invalid NavigationContainer:',
            '  addOrUpdate[2].url: is required for LINK nodes',
            '  addOrUpdate[1].parentId: refers to no node in addOrUpdate ("nowhere")',
          ].join('\n'),
        );
        return true;
      },
    );
    assert.equal(sent.length, 0);
  });

  it('refuses a LINK whose url would run script, before sending', async () => {
    // An audit: `javascript:alert(1)` went to the service as a menu link (the contract asks only
    // for 1 to 200 characters); a shop's own menu that renders it as a link runs it.
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'data:text/html,<b>',
      'vbscript:x',
    ]) {
      const sent: Sent[] = [];
      const container = navigation() as any;
      container.addOrUpdate[2].url = url;
      await assert.rejects(
        client({ fetch: recordingFetch(sent) }).importNavigation(container),
        (error: unknown) => {
          assert.ok(error instanceof AdminValidationError);
          assert.equal(
            error.message,
            [
              'invalid NavigationContainer:',
              '  addOrUpdate[2].url: must be a web address, not a javascript:, vbscript: or data: URL',
            ].join('\n'),
            JSON.stringify(url),
          );
          return true;
        },
      );
      assert.equal(sent.length, 0);
    }
    // Relative, http(s), mailto: and tel: links go as before.
    for (const url of [
      '/sv-se/kampanj',
      'https://example.com/a',
      'mailto:kund@example.com',
      'tel:+4612345',
    ]) {
      const container = navigation() as any;
      container.addOrUpdate[2].url = url;
      const sent: Sent[] = [];
      await client({ fetch: recordingFetch(sent) })
        .importNavigation(container)
        .catch(() => {});
      assert.equal(sent.length, 1, url);
    }
  });

  it('a server that does not answer is an AdminNetworkError', async () => {
    const gone = await startReferenceServer({ port: 0 });
    await gone.close();
    await assert.rejects(
      createAdminClient({ baseUrl: gone.url, apiKey: KEY }).exportPages({ market: 'SE' }),
      (error: unknown) => error instanceof AdminNetworkError && /network error/.test(error.message),
    );
  });
});
