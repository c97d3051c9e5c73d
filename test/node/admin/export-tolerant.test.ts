/**
 * Exports are lossless: an answer of a newer service (a member or an enumerated value this version
 * does not know, a navigation deeper than our 20-level bound) is returned and written exactly as
 * the service sent it, with a warning naming each path and rule, instead of failing the whole
 * export. An answer that is not the container at all (not JSON, not the envelope, nested without
 * bound) still fails. Imports refuse unknown members and values unless told to send them as they
 * are (`allowUnknown`, `--allow-unknown`). Against the reference server; its answers of a newer
 * service are injected with `POST /__reference/faults` (`{"admin": {"body": …}}`).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { startReferenceServer } from '../../../src/reference/node.ts';
import {
  AdminHttpError,
  AdminResponseError,
  AdminValidationError,
  createAdminClient,
  type AdminWarning,
} from '../../../src/server/admin/client.ts';
import { EXIT } from '../../../src/server/cli.ts';
import { inProcess } from './cli-in-process.ts';

const KEY = 'reference-api-key';

/** A page export of a newer service: members and values this version does not know. */
const newerPages = () => ({
  market: 'SE',
  type: 'FULL',
  exportedAt: '2026-11-28T12:00:00Z',
  addOrUpdate: [
    {
      id: 'home',
      badgeStyle: { color: 'gold', shape: { corners: 'round' } },
      recLists: [{ id: 'trend', algorithm: 'TRENDING', limit: 12 }],
    },
    { id: 'category/shoes', headings: { 'sv-SE': 'Skor' } },
  ],
});

/** A navigation export of 22 levels: a chain `n1` ← `n2` ← … ← `n22`. */
const deepNavigation = () => ({
  market: 'SE',
  locale: 'sv-SE',
  type: 'FULL',
  addOrUpdate: Array.from({ length: 22 }, (_, i) => ({
    id: `n${i + 1}`,
    title: `Level ${i + 1}`,
    type: 'PAGE',
    pageId: 'home',
    ...(i ? { parentId: `n${i}` } : {}),
  })),
});

const PAGE_WARNINGS = [
  {
    path: 'addOrUpdate[0].recLists[0].algorithm',
    rule: 'expected one of "TOP_PRODUCTS", "PERSONAL", "NEWEST_PRODUCTS", "FAVORITES", "RECENTLY_VIEWED"',
  },
  { path: 'addOrUpdate[0]', rule: 'unknown member badgeStyle' },
  { path: '', rule: 'unknown member exportedAt' },
];
const DEPTH_WARNING = {
  path: 'addOrUpdate[20].parentId',
  rule: 'puts the node at level 21 or deeper; a navigation tree has at most 20 levels',
};

describe('tolerant exports and imports of what a newer service sends', () => {
  let server: { url: string; close(): Promise<void> };
  const dir = mkdtempSync(join(tmpdir(), 'sf-export-tolerant-'));
  const env = () => ({ STOREFRONT_BASE_URL: server.url, STOREFRONT_API_KEY: KEY });

  /** The next admin answer is `body` (raw text, or JSON of a value). */
  const answerNext = async (body: unknown) => {
    const response = await fetch(`${server.url}/__reference/faults`, {
      method: 'POST',
      body: JSON.stringify({
        admin: { count: 1, body: typeof body === 'string' ? body : JSON.stringify(body) },
      }),
    });
    assert.equal(response.status, 204);
  };

  before(async () => {
    server = await startReferenceServer({ port: 0, adminImportDelayMs: 0 });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('client', () => {
    const client = (warnings: AdminWarning[]) =>
      createAdminClient({
        baseUrl: server.url,
        apiKey: KEY,
        retry: { delaysMs: [] },
        onWarning: (warning) => warnings.push(warning),
      });

    it('exportPages returns unknown members and values as sent, and warns of each', async () => {
      const warnings: AdminWarning[] = [];
      await answerNext(newerPages());
      const pages = await client(warnings).exportPages({ market: 'SE' });
      assert.deepEqual(pages, newerPages());
      assert.deepEqual(warnings, [
        { operation: 'GET /api/admin/v4/export/pages', warnings: PAGE_WARNINGS },
      ]);
    });

    it('exportNavigation returns a tree deeper than 20 levels as sent, and warns once', async () => {
      const warnings: AdminWarning[] = [];
      await answerNext(deepNavigation());
      const tree = await client(warnings).exportNavigation({ market: 'SE', locale: 'sv-SE' });
      assert.deepEqual(tree, deepNavigation());
      assert.deepEqual(warnings, [
        { operation: 'GET /api/admin/v3/export/navigation', warnings: [DEPTH_WARNING] },
      ]);
    });

    it(
      'without onWarning, the warnings are a Node process warning, never silent',
      { timeout: 10_000 },
      async () => {
        await answerNext(newerPages());
        const warned = new Promise<Error & { code?: string }>((resolve) =>
          process.once('warning', resolve),
        );
        const pages = await createAdminClient({ baseUrl: server.url, apiKey: KEY }).exportPages({
          market: 'SE',
        });
        assert.deepEqual(pages, newerPages());
        const warning = await warned;
        assert.equal(warning.code, 'STOREFRONT_ELEMENTS_ADMIN_WARNING');
        assert.match(warning.message, /^GET \/api\/admin\/v4\/export\/pages: not recognised:\n/);
        assert.match(warning.message, /\naddOrUpdate\[0\]: unknown member badgeStyle\n/);
      },
    );

    it('an answer the client fully knows gives no warning', async () => {
      const warnings: AdminWarning[] = [];
      const pages = await client(warnings).exportPages({ market: 'SE' });
      assert.ok((pages.addOrUpdate?.length ?? 0) > 3);
      assert.deepEqual(warnings, []);
    });

    it('still fails for an answer that is not the container: not JSON, not the envelope, nested without bound', async () => {
      const cases: [unknown, RegExp][] = [
        ['<html>busy</html>', /\(root\): the body is not JSON/],
        [[], /\(root\): must be a JSON object \(a PageContainer\)/],
        [{ message: 'maintenance' }, /market: is required[^]*type: expected one of "FULL"/],
        [{ market: 'SE', type: 'FULL', addOrUpdate: {} }, /addOrUpdate: must be an array/],
        [
          { market: 'SE', type: 'FULL', addOrUpdate: ['home'] },
          /addOrUpdate\[0\]: must be an object/,
        ],
        [
          `{"market": "SE", "type": "FULL", "deep": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
          /\(root\): nests arrays and objects more than 64 levels deep/,
        ],
      ];
      for (const [body, message] of cases) {
        await answerNext(body);
        await assert.rejects(client([]).exportPages({ market: 'SE' }), (error: unknown) => {
          assert.ok(error instanceof AdminResponseError, String(error));
          assert.match(error.message, message);
          return true;
        });
      }
      await answerNext({ market: 'SE', type: 'FULL', addOrUpdate: [] });
      await assert.rejects(
        client([]).exportNavigation({ market: 'SE', locale: 'sv-SE' }),
        (error: unknown) =>
          error instanceof AdminResponseError && /locale: is required/.test(error.message),
      );
    });

    it('importPages refuses unknown members and values, naming each and how to proceed', async () => {
      await assert.rejects(client([]).importPages(newerPages() as never), (error: unknown) => {
        assert.ok(error instanceof AdminValidationError);
        assert.deepEqual(error.errors, PAGE_WARNINGS);
        assert.match(error.message, /allowUnknown: true/);
        return true;
      });
    });

    it('importPages with allowUnknown sends them as they are, with warnings', async () => {
      const warnings: AdminWarning[] = [];
      const sent: unknown[] = [];
      const admin = createAdminClient({
        baseUrl: server.url,
        apiKey: KEY,
        retry: { delaysMs: [] },
        onWarning: (warning) => warnings.push(warning),
        fetch: async (input, init) => {
          sent.push(JSON.parse(gunzipSync(init?.body as Uint8Array).toString('utf8')));
          return fetch(input, init);
        },
      });
      // The reference server is a service of this version: it refuses what it does not know,
      // naming it; a newer service that exported the members takes them.
      await assert.rejects(
        admin.importPages(newerPages() as never, { allowUnknown: true }),
        (error: unknown) =>
          error instanceof AdminHttpError &&
          error.status === 400 &&
          /unknown member badgeStyle/.test(error.message),
      );
      assert.deepEqual(sent, [newerPages()]);
      assert.deepEqual(warnings, [
        { operation: 'POST /api/admin/v4/import/pages', warnings: PAGE_WARNINGS },
      ]);
    });

    it('allowUnknown does not let other rules pass: depth and limits still refuse', async () => {
      const admin = client([]);
      await assert.rejects(
        admin.importNavigation(deepNavigation() as never, { allowUnknown: true }),
        (error: unknown) =>
          error instanceof AdminValidationError &&
          error.errors.length === 1 &&
          error.errors[0]?.path === DEPTH_WARNING.path,
      );
      const pages = newerPages();
      const home = pages.addOrUpdate[0] as { recLists: { limit: number }[] };
      home.recLists[0]!.limit = 500;
      await assert.rejects(
        admin.importPages(pages as never, { allowUnknown: true }),
        (error: unknown) =>
          error instanceof AdminValidationError &&
          error.errors.map((e) => e.path).join() === 'addOrUpdate[0].recLists[0].limit',
      );
    });
  });

  describe('CLI', () => {
    it('export-pages writes the answer as sent (exit 0) and warns on stderr, with --quiet too', async () => {
      await answerNext(newerPages());
      const run = await inProcess(['export-pages', '--market', 'SE', '--quiet'], { env: env() });
      assert.equal(run.code, EXIT.ok, run.stderr);
      assert.deepEqual(JSON.parse(run.stdout), newerPages());
      assert.match(
        run.stderr,
        /warning: the answer holds 3 parts that this version's import rules refuse; written as the service sent them:\n/,
      );
      for (const { path, rule } of PAGE_WARNINGS)
        assert.ok(run.stderr.includes(`${path || '(root)'}: ${rule}\n`), run.stderr);
    });

    it('export-navigation --out writes a 22-level tree as sent and warns of the depth', async () => {
      await answerNext(deepNavigation());
      const out = join(dir, 'deep.json');
      const run = await inProcess(
        ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--out', out],
        { env: env() },
      );
      assert.equal(run.code, EXIT.ok, run.stderr);
      assert.deepEqual(JSON.parse(readFileSync(out, 'utf8')), deepNavigation());
      assert.ok(run.stderr.includes(`${DEPTH_WARNING.path}: ${DEPTH_WARNING.rule}`), run.stderr);
      assert.match(run.stderr, /exported 22 navigation nodes/);
    });

    it('export still exits 3 for an answer that is not the container', async () => {
      await answerNext({ message: 'maintenance' });
      const run = await inProcess(['export-pages', '--market', 'SE'], { env: env() });
      assert.equal(run.code, EXIT.http);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /market: is required/);
    });

    it('import of such an export: exit 1 with how to proceed; --allow-unknown sends it as it is', async () => {
      const file = join(dir, 'newer-pages.json');
      writeFileSync(file, JSON.stringify(newerPages(), null, 2));
      const refused = await inProcess(['import-pages', file, '--dry-run']);
      assert.equal(refused.code, EXIT.validation);
      assert.ok(refused.stderr.includes('addOrUpdate[0]: unknown member badgeStyle'));
      assert.match(refused.stderr, /--allow-unknown/);

      const dry = await inProcess(['import-pages', file, '--dry-run', '--allow-unknown']);
      assert.equal(dry.code, EXIT.ok, dry.stderr);
      assert.match(
        dry.stderr,
        /warning: 3 unknown members or values would be sent as they are \(--allow-unknown\):\n/,
      );
      assert.equal(JSON.parse(dry.stdout).addOrUpdate, 2);

      // The reference server (this version's service) names what it does not know: it arrived.
      const sent = await inProcess(['import-pages', file, '--allow-unknown'], { env: env() });
      assert.equal(sent.code, EXIT.http);
      assert.match(sent.stderr, /400: invalid PageContainer: .*unknown member badgeStyle/);
    });
  });
});
