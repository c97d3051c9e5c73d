/**
 * `createAdminClient`'s options are checked when the client is made: a missing or malformed one
 * is an AdminValidationError naming it and its rule (an audit, s24: `baseUrl: undefined` threw a
 * raw TypeError, `timeoutMs: -1` a network error about "delay", `maxResponseBytes: 0` failed every
 * answer, `HTTP://` was refused and a query string broke every path).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hostile, unanswering, within } from '../hostile.ts';
import {
  AdminTimeoutError,
  AdminValidationError,
  createAdminClient,
  type AdminClientOptions,
} from '../../../src/server/admin/client.ts';
import { EXIT, main } from '../../../src/server/cli.ts';

const KEY = 'reference-api-key';

/** The errors `createAdminClient(options)` throws, as `path: rule` lines. */
function refusal(options: Record<string, unknown>): string[] {
  try {
    createAdminClient(options as unknown as AdminClientOptions);
  } catch (error) {
    assert.ok(error instanceof AdminValidationError, String(error));
    assert.equal(error.subject, 'admin client options');
    return error.errors.map(({ path, rule }) => `${path}: ${rule}`);
  }
  assert.fail(`accepted ${JSON.stringify(options)}`);
}

describe('createAdminClient options', () => {
  let server: Awaited<ReturnType<typeof hostile>>;
  let paths: string[];
  before(async () => {
    paths = [];
    server = await hostile((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ market: 'SE', type: 'FULL', addOrUpdate: [] }));
    });
  });
  after(() => server.close());

  it('a missing baseUrl (an unset environment variable) names baseUrl', () => {
    for (const baseUrl of [undefined, '', null])
      assert.deepEqual(refusal({ baseUrl, apiKey: KEY }), ['baseUrl: is required']);
    assert.deepEqual(refusal({ apiKey: KEY }), ['baseUrl: is required']);
  });

  it('a baseUrl that is not an http(s) URL', () => {
    for (const baseUrl of ['w00000000', 'ftp://example.com', 'https://', 42])
      assert.deepEqual(refusal({ baseUrl, apiKey: KEY }), ['baseUrl: must be an http(s) URL']);
  });

  it('a baseUrl with a query or fragment, or with credentials', () => {
    for (const suffix of ['/?x=1', '?', '/#top', '#'])
      assert.deepEqual(refusal({ baseUrl: `${server.url}${suffix}`, apiKey: KEY }), [
        'baseUrl: must have no query (?…) nor fragment (#…): the client appends /api/admin/… to it',
      ]);
    assert.deepEqual(refusal({ baseUrl: 'https://user:secret@example.com', apiKey: KEY }), [
      'baseUrl: must hold no user name or password (the API key is the credential)',
    ]);
  });

  it('accepts an upper-case scheme and keeps a path prefix', async () => {
    const baseUrl = `${server.url.replace('http://', 'HTTP://')}/cluster-a/`;
    const pages = await createAdminClient({ baseUrl, apiKey: KEY }).exportPages({ market: 'SE' });
    assert.equal(pages.type, 'FULL');
    assert.equal(paths.at(-1), '/cluster-a/api/admin/v4/export/pages?market=SE');
  });

  it('timeoutMs must be a positive number of milliseconds, at most 2147483647', () => {
    for (const timeoutMs of [-1, 0, NaN, Infinity, '5000', 2 ** 31])
      assert.deepEqual(refusal({ baseUrl: server.url, apiKey: KEY, timeoutMs }), [
        'timeoutMs: must be a number of milliseconds above 0, at most 2147483647 (about 24.8 days)',
      ]);
  });

  it('a fraction of a millisecond is rounded up', async () => {
    const silent = await unanswering('');
    try {
      const admin = createAdminClient({
        baseUrl: silent.url('silent'),
        apiKey: KEY,
        timeoutMs: 0.4,
      });
      await assert.rejects(
        within(5000, admin.exportPages({ market: 'SE' })),
        (error: unknown) => error instanceof AdminTimeoutError && /within 1 ms/.test(error.message),
      );
    } finally {
      await silent.close();
    }
  });

  it('maxResponseBytes must be a whole number of bytes above 0', () => {
    for (const maxResponseBytes of [0, -1, 1.5, NaN, Infinity, '1000', 2 ** 53])
      assert.match(
        refusal({ baseUrl: server.url, apiKey: KEY, maxResponseBytes }).join('\n'),
        /^maxResponseBytes: must be a whole number of bytes from 1 to \d+$/,
      );
  });

  it('lists every broken option at once', () => {
    assert.deepEqual(
      refusal({ baseUrl: 'x', apiKey: '', timeoutMs: -1, maxResponseBytes: 0 }).map(
        (line) => line.split(':')[0],
      ),
      ['baseUrl', 'apiKey', 'timeoutMs', 'maxResponseBytes'],
    );
  });

  it('the CLI takes the same base URLs, and refuses the others as usage errors (exit 2)', async () => {
    const run = async (baseUrl: string) => {
      let stderr = '';
      const code = await main(['export-pages', '--market', 'SE', '--base-url', baseUrl], {
        stdout: () => undefined,
        stderr: (text) => (stderr += text),
        env: { STOREFRONT_API_KEY: KEY },
      });
      return { code, stderr };
    };
    assert.equal((await run(server.url.replace('http', 'HTTP'))).code, EXIT.ok);
    const query = await run(`${server.url}/?x=1`);
    assert.equal(query.code, EXIT.usage, query.stderr);
    assert.match(query.stderr, /--base-url must have no query \(\?…\) nor fragment/);
    const credentials = await run('https://user:secret@example.com');
    assert.equal(credentials.code, EXIT.usage);
    assert.match(credentials.stderr, /--base-url must hold no user name or password/);
    assert.ok(!credentials.stderr.includes('secret'), credentials.stderr);
  });
});
