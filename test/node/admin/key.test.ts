/**
 * The API key never reaches a message, `.body`, `.cause`, `.stack` or the CLI's output (docs/admin.md,
 * "The key"), whatever the key and however a server echoes it. Found by an audit (s24): a key with
 * a line break ended up in undici's "invalid header value" message, and a server that echoed the
 * key JSON-escaped got it past the scrub.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inspect } from 'node:util';
import { hostile } from '../hostile.ts';
import {
  AdminHttpError,
  AdminNetworkError,
  AdminValidationError,
  createAdminClient,
  type AdminWarning,
} from '../../../src/server/admin/client.ts';
import { EXIT, main } from '../../../src/server/cli.ts';

/** Where `key` appears in `value`: its message, stack, own properties, cause chain, inspection. */
export function leaks(value: unknown, key: string): string[] {
  const hits: string[] = [];
  const seen = new Set<unknown>();
  const scan = (item: unknown, path: string) => {
    if (typeof item === 'string') {
      if (item.includes(key)) hits.push(path);
      return;
    }
    if ((typeof item !== 'object' && typeof item !== 'function') || item === null) return;
    if (seen.has(item)) return;
    seen.add(item);
    for (const name of Reflect.ownKeys(item)) {
      let member: unknown;
      try {
        member = (item as Record<PropertyKey, unknown>)[name];
      } catch {
        continue;
      }
      scan(member, `${path}.${String(name)}`);
    }
  };
  scan(value, 'error');
  if (inspect(value, { depth: 10 }).includes(key)) hits.push('util.inspect');
  return hits;
}

/** Keys that are not a valid header value: sending them failed inside fetch, quoting the key. */
const UNSENDABLE = {
  'a line break': 'first-line\nsecond-line-secret',
  'a trailing line break': 'secret-key-from-env-file\n',
  'a carriage return': 'secret-key\r-part-two',
  'a leading space': ' secret-key-1234',
  'a tab': 'secret\tkey-1234',
  'a NUL': 'secret\u0000key-1234',
  'a character beyond Latin-1': 'k€y-secret-1234',
};

describe('admin client: the API key stays secret', () => {
  let server: Awaited<ReturnType<typeof hostile>>;
  let requests = 0;
  before(async () => {
    server = await hostile((_req, res) => {
      requests++;
      res.writeHead(403).end();
    });
  });
  after(() => server.close());

  for (const [what, apiKey] of Object.entries(UNSENDABLE))
    it(`refuses a key with ${what} up front, naming apiKey and the rule, not the key`, () => {
      const before = requests;
      assert.throws(
        () => createAdminClient({ baseUrl: server.url, apiKey }),
        (error: unknown) => {
          assert.ok(error instanceof AdminValidationError, String(error));
          assert.deepEqual(
            error.errors.map((e) => e.path),
            ['apiKey'],
          );
          assert.match(error.message, /apiKey: may hold only visible ASCII characters/);
          assert.deepEqual(leaks(error, apiKey.trim().slice(0, 8)), []);
          return true;
        },
      );
      assert.equal(requests, before);
    });

  it('a network error whose cause quotes the key (a fetch wrapper, say) is scrubbed', async () => {
    const apiKey = 'secret-key-in-a-cause';
    const quoting: typeof fetch = async (_url, init) => {
      const key = new Headers(init?.headers).get('api-key');
      throw new TypeError('fetch failed', { cause: new Error(`cannot send key ${key}`) });
    };
    await assert.rejects(
      createAdminClient({ baseUrl: server.url, apiKey, fetch: quoting }).exportPages({
        market: 'SE',
      }),
      (error: unknown) => {
        assert.ok(error instanceof AdminNetworkError, String(error));
        assert.match(error.message, /network error: fetch failed/);
        assert.deepEqual(leaks(error, apiKey), []);
        return true;
      },
    );
  });

  it('the CLI refuses such a key as a validation error (exit 1), without printing it', async () => {
    let stdout = '';
    let stderr = '';
    const code = await main(['export-pages', '--market', 'SE'], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env: {
        STOREFRONT_BASE_URL: server.url,
        STOREFRONT_API_KEY: 'first-line\nsecond-line-secret',
      },
    });
    assert.equal(code, EXIT.validation, stderr);
    assert.match(stderr, /apiKey: may hold only visible ASCII characters/);
    assert.ok(!stderr.includes('second-line') && !stdout.includes('second-line'), stderr);
  });
});

/** A JSON text with every character of its strings written as `\uXXXX`. */
const allEscaped = (value: unknown) =>
  JSON.stringify(value).replace(/"((?:[^"\\]|\\.)*)"/g, (_, body: string) => {
    const text = JSON.parse(`"${body}"`) as string;
    return `"${[...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  });

/**
 * A cluster that echoes the `Api-Key` it received in an error answer, encoded the way the first
 * path segment says: `plain`, `json` (JSON.stringify: `"` and `\` escaped), `slashes` (as PHP's
 * json_encode writes it: `/` as `\/`) or `unicode` (every character as `\uXXXX`).
 */
async function echoingCluster() {
  return hostile((req, res) => {
    const key = String(req.headers['api-key']);
    const mode = req.url?.split('/')[1];
    const answer = { message: `cluster busy for key ${key}`, key };
    const body =
      mode === 'plain'
        ? `cluster busy for key ${key}`
        : mode === 'slashes'
          ? JSON.stringify(answer).replaceAll('/', '\\/')
          : mode === 'unicode'
            ? allEscaped(answer)
            : JSON.stringify(answer);
    res.writeHead(mode === 'json' ? 400 : 500, { 'Content-Type': 'application/json' });
    res.end(body);
  });
}

describe('admin client: an echoed key is scrubbed in every encoding', () => {
  let server: Awaited<ReturnType<typeof echoingCluster>>;
  before(async () => {
    server = await echoingCluster();
  });
  after(() => server.close());

  const keys = {
    // A short key is scrubbed too (it was not below 4 characters).
    short: 'Q7z',
    base64: 'sk_live/AUDIT+key=42',
    quotes: 'key"with"quotes-1234',
    backslash: 'key\\with\\backslashes',
    plain: 'reference-api-key',
  };
  for (const mode of ['plain', 'json', 'slashes', 'unicode'])
    for (const [kind, apiKey] of Object.entries(keys))
      it(`${mode} echo of a ${kind} key`, async () => {
        const admin = createAdminClient({ baseUrl: `${server.url}/${mode}`, apiKey });
        await assert.rejects(admin.exportPages({ market: 'SE' }), (error: unknown) => {
          assert.ok(error instanceof AdminHttpError, String(error));
          assert.deepEqual(leaks(error, apiKey), [], error.message);
          assert.match(error.message, /cluster busy for key \*\*\*/);
          if (mode !== 'plain') assert.deepEqual(leaks(JSON.parse(error.body), apiKey), []);
          return true;
        });
      });

  it('the CLI prints the message without the key', async () => {
    const apiKey = 'sk_live/AUDIT+key=42';
    let stderr = '';
    const code = await main(['export-pages', '--market', 'SE'], {
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
      env: { STOREFRONT_BASE_URL: `${server.url}/slashes`, STOREFRONT_API_KEY: apiKey },
    });
    assert.equal(code, EXIT.http);
    assert.match(stderr, /500: cluster busy for key \*\*\*/);
    assert.ok(!stderr.includes(apiKey), stderr);
  });
});

describe('admin client: a 200 whose body quotes the key', () => {
  let server: Awaited<ReturnType<typeof hostile>>;
  before(async () => {
    // A body that breaks the schemas where the rules quote it: a value, a member name, a path.
    server = await hostile((req, res) => {
      const key = String(req.headers['api-key']);
      const body = req.url?.includes('/navigation')
        ? {
            market: 'SE',
            locale: 'sv-SE',
            type: 'FULL',
            addOrUpdate: [{ id: 'a', title: 'A', type: 'PAGE', pageId: 'a', parentId: key }],
          }
        : {
            market: 'SE',
            type: 'FULL',
            [key]: true,
            addOrUpdate: [{ id: 'a', customData: { 'sv-SE': { [key]: 1 } } }],
          };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  after(() => server.close());

  const apiKey = 'reference-api-key';
  // Exports are lossless (the answer is returned as sent); the warnings that name what breaks
  // the import rules quote the answer, and are scrubbed.
  for (const call of ['exportPages', 'exportNavigation'] as const)
    it(`${call}: the warnings are scrubbed (rules, paths)`, async () => {
      const warnings: AdminWarning[] = [];
      const admin = createAdminClient({
        baseUrl: server.url,
        apiKey,
        onWarning: (warning) => warnings.push(warning),
      });
      await (call === 'exportPages'
        ? admin.exportPages({ market: 'SE' })
        : admin.exportNavigation({ market: 'SE', locale: 'sv-SE' }));
      assert.equal(warnings.length, 1);
      assert.match(JSON.stringify(warnings), /\*\*\*/);
      assert.deepEqual(leaks(warnings, apiKey), [], JSON.stringify(warnings));
    });

  it('the CLI prints the warnings without the key', async () => {
    let stderr = '';
    const code = await main(['export-navigation', '--market', 'SE', '--locale', 'sv-SE'], {
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
      env: { STOREFRONT_BASE_URL: server.url, STOREFRONT_API_KEY: apiKey },
    });
    assert.equal(code, EXIT.ok);
    assert.match(stderr, /parentId: refers to no node in addOrUpdate \("\*\*\*"\)/);
    assert.ok(!stderr.includes(apiKey), stderr);
  });
});
