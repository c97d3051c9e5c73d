/**
 * How validation errors read (an audit, s24): a root-level error had no path, 30,000 errors made a
 * 30,000-line message, counts read "1 characters" and "1 pages", and a file saved with a UTF-8 BOM
 * was "not JSON".
 */
import assert from 'node:assert/strict';
import { inProcess } from './cli-in-process.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  formatValidationErrors,
  validateNavigationContainer,
  validatePageContainer,
  type ValidationError,
} from '../../../src/api/schemas/admin.ts';
import { hostile } from '../hostile.ts';
import {
  AdminHttpError,
  AdminValidationError,
  createAdminClient,
} from '../../../src/server/admin/client.ts';
import { EXIT } from '../../../src/server/cli.ts';
import { duplicateMember } from '../../../src/server/json-duplicates.ts';

/** 3000 pages with 10 lists each, every list's limit out of range: 30,000 errors. */
const manyErrors = () => ({
  market: 'SE',
  type: 'FULL',
  addOrUpdate: Array.from({ length: 3000 }, (_, page) => ({
    id: `p${page}`,
    recLists: Array.from({ length: 10 }, (_, list) => ({ id: `l${list}`, limit: 500 })),
  })),
});

const rulesOf = (value: unknown) => {
  const result = validatePageContainer(value);
  return result.success ? [] : result.errors.map((error) => error.rule);
};

describe('validation output', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'sf-output-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a root-level error is printed with the path (root)', async () => {
    const errors: ValidationError[] = [{ path: '', rule: 'unknown member extra' }];
    assert.equal(formatValidationErrors(errors), '(root): unknown member extra');
    const runs = await Promise.all(
      ['{"market":"SE","type":"FULL","extra":1}', 'null', '[]'].map((input) =>
        inProcess(['import-pages', '--dry-run'], { input }),
      ),
    );
    assert.match(runs[0]!.stderr, /^\(root\): unknown member extra$/m);
    assert.match(runs[1]!.stderr, /^\(root\): expected object, got null$/m);
    assert.match(runs[2]!.stderr, /^\(root\): expected object, got array$/m);
  });

  it('prints the first 50 errors, then how many more; .errors keeps them all', async () => {
    const result = validatePageContainer(manyErrors());
    assert.ok(!result.success);
    assert.equal(result.errors.length, 30_000);
    const lines = formatValidationErrors(result.errors).split('\n');
    assert.equal(lines.length, 51);
    assert.equal(lines[50], '… and 29950 more');

    const client = createAdminClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k-123456' });
    await assert.rejects(client.importPages(manyErrors() as never), (error: unknown) => {
      assert.ok(error instanceof AdminValidationError);
      assert.equal(error.errors.length, 30_000);
      assert.ok(error.message.split('\n').length <= 52, `${error.message.split('\n').length}`);
      assert.match(error.message, /… and 29950 more$/);
      return true;
    });

    const run = await inProcess(['import-pages', '--dry-run'], {
      input: JSON.stringify(manyErrors()),
    });
    assert.equal(run.code, EXIT.validation);
    const printed = run.stderr.trimEnd().split('\n');
    assert.ok(printed.length <= 52, `${printed.length} lines`);
    assert.match(printed[0]!, /30000 errors in the PageContainer; nothing was sent/);
    assert.equal(printed.at(-1), '… and 29950 more');
  });

  it('counts agree with their nouns: 1 character, 1 item, 1 page, 1 error, 1 retry', async () => {
    assert.ok(rulesOf({ market: '', type: 'FULL' }).includes('needs at least 1 character'));
    assert.ok(
      rulesOf({
        market: 'SE',
        type: 'FULL',
        addOrUpdate: [{ id: 'a', primaryList: { sortOrderOverride: { sortOrders: [] } } }],
      }).includes('needs at least 1 item'),
    );
    assert.ok(
      rulesOf({ market: 'S'.repeat(21), type: 'FULL' }).includes('allows at most 20 characters'),
    );

    const one = await inProcess(['import-pages', '--dry-run'], {
      input: JSON.stringify({
        market: 'SE',
        type: 'PARTIAL',
        addOrUpdate: [{ id: 'a' }],
        remove: ['b'],
      }),
    });
    assert.match(one.stderr, /valid: 1 page to add or update, 1 to remove/);
    const bad = await inProcess(['import-pages', '--dry-run'], {
      input: '{"market":"","type":"FULL"}',
    });
    assert.match(bad.stderr, /: 1 error in the PageContainer; nothing was sent/);

    const busy = await hostile((_req, res) => res.writeHead(503).end());
    try {
      const client = createAdminClient({
        baseUrl: busy.url,
        apiKey: 'k-123456',
        retry: { delaysMs: [1] },
      });
      await assert.rejects(
        client.exportPages({ market: 'SE' }),
        (error: unknown) =>
          error instanceof AdminHttpError && /\(503\) \(after 1 retry\)$/.test(error.message),
      );
    } finally {
      await busy.close();
    }
  });

  it('an empty id is reported once, by its length rule, not again by its pattern', async () => {
    const pages = { market: 'SE', type: 'PARTIAL', remove: [''], addOrUpdate: [{ id: '' }] };
    const run = await inProcess(['import-pages', '--dry-run'], { input: JSON.stringify(pages) });
    assert.equal(run.code, EXIT.validation);
    assert.equal(
      run.stderr,
      [
        'storefront-elements: 2 errors in the PageContainer; nothing was sent',
        'addOrUpdate[0].id: needs at least 1 character',
        'remove[0]: needs at least 1 character',
        '',
      ].join('\n'),
    );
    const navigation = {
      market: 'SE',
      locale: 'sv-SE',
      type: 'PARTIAL',
      remove: [''],
      addOrUpdate: [
        { id: '', title: 'T', type: 'PAGE', pageId: 'home' },
        { id: 'x', title: 'X', type: 'LABEL', parentId: '' },
      ],
    };
    const result = validateNavigationContainer(navigation);
    assert.deepEqual(!result.success && result.errors, [
      { path: 'addOrUpdate[0].id', rule: 'needs at least 1 character' },
      { path: 'addOrUpdate[1].parentId', rule: 'needs at least 1 character' },
      { path: 'remove[0]', rule: 'needs at least 1 character' },
    ]);
    // A non-empty id that breaks the pattern still says so.
    const spaced = validatePageContainer({ market: 'SE', type: 'PARTIAL', remove: ['a b'] });
    assert.deepEqual(!spaced.success && spaced.errors, [
      { path: 'remove[0]', rule: 'must match /^[A-Za-z0-9/-]+$/' },
    ]);
  });

  it('a file or stdin that is not UTF-8 is refused, naming the byte, and nothing is sent (audit s35 B1)', async () => {
    // "Café" saved as Latin-1 (a spreadsheet's or an old editor's export): é is the byte 0xE9.
    const latin1 = Buffer.from(
      JSON.stringify({ market: 'SE', type: 'PARTIAL', addOrUpdate: [{ id: 'p', title: 'Café' }] }),
      'latin1',
    );
    const file = join(dir, 'latin1.json');
    writeFileSync(file, latin1);
    const at = latin1.indexOf(0xe9);
    for (const run of [
      await inProcess(['import-pages', file, '--dry-run']),
      await inProcess(['import-pages', '--dry-run'], { input: latin1 }),
    ]) {
      assert.equal(run.code, EXIT.validation, run.stderr);
      assert.match(run.stderr, new RegExp(`is not UTF-8: byte ${at} \\(0xE9\\)`));
      assert.match(run.stderr, /nothing was sent/);
    }
  });

  it('a member named twice in one object is refused, with its path, and nothing is sent (audit s35 B6)', async () => {
    // A merged file: JSON.parse keeps the second list only, and the dry run said "0 to add".
    const merged = `{"market":"SE","type":"FULL",
      "addOrUpdate":[{"id":"a"},{"id":"b"}],
      "addOrUpdate":[]}`;
    const run = await inProcess(['import-navigation', '--dry-run'], { input: merged });
    assert.equal(run.code, EXIT.validation, run.stderr);
    assert.match(run.stderr, /stdin: addOrUpdate: the member is named twice in one object/);
    // Deeper, inside an array's item; names that only look alike are not twice.
    assert.equal(duplicateMember('{"a":[{"x":1},{"x":1,"y":{"x":2},"x":3}]}'), 'a[1].x');
    assert.equal(duplicateMember('{"a\\"":1,"a":2,"b":{"a":1},"c":[{"a":1},{"a":1}]}'), undefined);
    assert.equal(duplicateMember('{"x":"{\\"x\\":1,\\"x\\":2}"}'), undefined);
    assert.equal(duplicateMember('[{"k":1},{"k":2,"k":3}]'), '[1].k');
  });

  it('a file or stdin that starts with a UTF-8 BOM is read without it', async () => {
    const container = JSON.stringify({ market: 'SE', type: 'PARTIAL', remove: ['a'] });
    const file = join(dir, 'bom.json');
    writeFileSync(file, `\uFEFF${container}`);
    const fromFile = await inProcess(['import-pages', file, '--dry-run']);
    assert.equal(fromFile.code, EXIT.ok, fromFile.stderr);
    const fromStdin = await inProcess(['import-pages', '--dry-run'], {
      input: `\uFEFF${container}`,
    });
    assert.equal(fromStdin.code, EXIT.ok, fromStdin.stderr);
  });
});
