import assert from 'node:assert/strict';
import { inProcess, type Run } from './cli-in-process.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { EXIT } from '../../../src/server/cli.ts';

const CLI = fileURLToPath(new URL('../../../src/server/cli.ts', import.meta.url));
const KEY = 'reference-api-key';

function cli(args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  return new Promise<Run>((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, ...options.env };
    if (!options.env?.STOREFRONT_BASE_URL) delete env.STOREFRONT_BASE_URL;
    if (!options.env?.STOREFRONT_API_KEY) delete env.STOREFRONT_API_KEY;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/**
 * The CLI in a process whose reader of `stream` went away before it wrote: `stdout | head` once
 * head has had enough, or `stdout | (exec 0<&-; sleep 1)`.
 */
function cliClosed(
  stream: 'stdout' | 'stderr',
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, ...options.env },
    });
    child[stream].destroy();
    const other = stream === 'stdout' ? child.stderr : child.stdout;
    let text = '';
    other.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve(
        stream === 'stdout'
          ? { code, stdout: '', stderr: text }
          : { code, stdout: text, stderr: '' },
      ),
    );
    child.stdin.end(options.input ?? '');
  });
}

describe('storefront-elements CLI', { concurrency: true }, () => {
  let server: { url: string; close(): Promise<void> };
  let env: Record<string, string>;
  let dir: string;

  before(async () => {
    server = await startReferenceServer({ port: 0, adminImportDelayMs: 0 });
    env = { STOREFRONT_BASE_URL: server.url, STOREFRONT_API_KEY: KEY };
    dir = mkdtempSync(join(tmpdir(), 'sf-cli-'));
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('--help documents the commands and exit codes (0)', async () => {
    const run = await cli(['--help']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /import-navigation/);
    assert.match(run.stdout, /Exit codes:[\s\S]*4 {2}network error/);
  });

  it('--version prints the package version (0)', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const run = await cli(['--version']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, `${version}\n`);
  });

  it('--help lists every exit code, unwritable --out among the usage errors', async () => {
    const run = await inProcess(['--help']);
    assert.match(run.stdout, /2 {2}usage error:[^]*unwritable --out\n +3 {2}HTTP error/);
    assert.match(run.stdout, /--version/);
    assert.match(run.stdout, /141 {2}stdout closed/);
  });

  it('usage errors exit 2', async () => {
    const spawned = await cli(['publish-pages']);
    assert.equal(spawned.code, 2);
    assert.match(spawned.stderr, /unknown command "publish-pages"/);
    const runs = await Promise.all([
      inProcess([]),
      inProcess(['export-pages', '--market', 'SE', '--colour']),
      inProcess(['export-pages', '--market', 'SE', 'extra']),
      inProcess(['export-navigation', '--market', 'SE'], { env }),
      inProcess(['export-pages', '--market', 'SE']),
      inProcess(['import-pages', '--in', join(dir, 'missing.json')], { env }),
      inProcess(['import-pages'], { env }),
    ]);
    assert.deepEqual(
      runs.map((run) => run.code),
      [2, 2, 2, 2, 2, 2, 2],
    );
    assert.match(
      runs[6]?.stderr ?? '',
      /no input: give FILE \(or --in FILE\) or pipe the JSON on stdin/,
    );
    assert.match(runs[3]?.stderr ?? '', /export-navigation needs --locale/);
    assert.match(runs[4]?.stderr ?? '', /no cluster: --base-url or STOREFRONT_BASE_URL/);
  });

  it('an --out it cannot write is a usage error before the export is asked for (audit s35 B8)', async () => {
    // A service that cannot be reached: an export asked for first ends in a network error (4).
    const unreachable = { STOREFRONT_BASE_URL: 'http://127.0.0.1:9', STOREFRONT_API_KEY: KEY };
    for (const out of [join(dir, 'missing-dir', 'x.json'), dir]) {
      for (const args of [
        ['export-pages', '--market', 'SE', '--out', out],
        ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--out', out],
      ]) {
        const run = await inProcess(args, { env: unreachable });
        assert.equal(run.code, EXIT.usage, `${args.join(' ')}: ${run.stderr}`);
        assert.match(
          run.stderr,
          new RegExp(`cannot write ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
      }
    }
  });

  it('an option that does not apply to the command is a usage error (exit 2), naming both', async () => {
    const pages = join(dir, 'pages-options.json');
    writeFileSync(pages, JSON.stringify({ market: 'SE', type: 'PARTIAL', remove: ['p'] }));
    const cases: [string[], RegExp][] = [
      [
        ['import-pages', pages, '--market', 'US'],
        /--market does not apply to import-pages \(an import goes to its container's market\)/,
      ],
      [
        ['import-navigation', pages, '--locale', 'sv-SE'],
        /--locale does not apply to import-navigation/,
      ],
      [
        ['import-pages', pages, '--out', join(dir, 'x.json')],
        /--out does not apply to import-pages/,
      ],
      [
        ['export-pages', '--market', 'SE', '--locale', 'sv-SE'],
        /--locale does not apply to export-pages/,
      ],
      [
        ['export-pages', '--market', 'SE', '--include-app-nodes'],
        /--include-app-nodes does not apply to export-pages/,
      ],
      [
        ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--id-filter', 'a'],
        /--id-filter does not apply to export-navigation/,
      ],
      [['export-pages', '--market', 'SE', '--name', 'n'], /--name does not apply to export-pages/],
      [['export-pages', '--market', 'SE', '--in', pages], /--in does not apply to export-pages/],
      [
        ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--bypass-compression'],
        /--bypass-compression does not apply to export-navigation/,
      ],
    ];
    for (const dryRun of [[], ['--dry-run']]) {
      const runs = await Promise.all(
        cases.map(([args]) => inProcess([...args, ...dryRun], { env })),
      );
      runs.forEach((run, index) => {
        const [args, message] = cases[index]!;
        assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
        assert.match(run.stderr, message);
        assert.equal(run.stdout, '');
      });
    }
  });

  it('--timeout is checked in a dry run too, and must be at least 1 ms', async () => {
    const runs = await Promise.all(
      ['abc', '0.0001', '0', '1e12'].map((timeout) =>
        inProcess(['export-pages', '--market', 'SE', '--dry-run', '--timeout', timeout]),
      ),
    );
    for (const run of runs) {
      assert.equal(run.code, 2, run.stderr);
      assert.match(
        run.stderr,
        /--timeout must be a number of seconds above 0 \(at least 0\.001, at most 2147483\)/,
      );
    }
    const fine = await inProcess([
      'export-pages',
      '--market',
      'SE',
      '--dry-run',
      '--timeout',
      '0.001',
    ]);
    assert.equal(fine.code, 0, fine.stderr);
  });

  it('validation errors exit 1 and list path: rule; --dry-run sends nothing', async () => {
    const file = join(dir, 'bad-pages.json');
    writeFileSync(
      file,
      JSON.stringify({
        market: 'SE',
        type: 'FULL',
        previewOnly: true,
        addOrUpdate: [{ id: 'a', recLists: [{ id: 'r', limit: 500 }] }],
      }),
    );
    const run = await cli(['import-pages', '--in', file, '--dry-run']);
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /addOrUpdate\[0\]\.recLists\[0\]\.limit: must be at most 100/);
    assert.match(run.stderr, /previewOnly: requires type PARTIAL/);

    // An argument that breaks a rule is a validation error too, told before any progress line,
    // and in a dry run as well (which checks, and sends nothing).
    const ids = Array.from({ length: 251 }, (_, index) => `p${index}`).join(',');
    const args = await Promise.all([
      inProcess(['export-pages', '--market', 'SE', '--output-filter', 'ALL'], { env }),
      inProcess(['export-pages', '--market', 'SE', '--id-filter', ids], { env }),
      inProcess(['export-pages', '--market', 'SE', '--id-filter', 'bad id', '--dry-run']),
      inProcess([
        'export-navigation',
        '--market',
        'S'.repeat(21),
        '--locale',
        'sv-SE',
        '--dry-run',
      ]),
    ]);
    assert.deepEqual(
      args.map((run) => run.code),
      [1, 1, 1, 1],
      args.map((run) => run.stderr).join('\n'),
    );
    assert.match(args[0]?.stderr ?? '', /outputFilter: expected one of "PUBLISHED_ONLY"/);
    assert.match(args[1]?.stderr ?? '', /idFilter: allows at most 250 items/);
    assert.match(args[2]?.stderr ?? '', /idFilter\[0\]: must be a page id/);
    assert.match(args[3]?.stderr ?? '', /market: allows at most 20 characters/);
    for (const run of args) {
      assert.doesNotMatch(run.stderr, /exporting/);
      assert.equal(run.stdout, '');
    }

    // An empty --id-filter (`--id-filter "$IDS"` with IDS unset) exported every page, typed FULL.
    for (const ids of ['', ',', ' , ']) {
      const run = await inProcess(['export-pages', '--market', 'SE', '--id-filter', ids], { env });
      assert.equal(run.code, 1, `${JSON.stringify(ids)}: ${run.stderr}`);
      assert.match(run.stderr, /idFilter: needs at least one page id/);
      assert.equal(run.stdout, '');
    }

    const notJson = await inProcess(['import-navigation', '--dry-run'], { input: '{"market":' });
    assert.equal(notJson.code, 1);
    assert.match(notJson.stderr, /stdin is not JSON/);

    const valid = await inProcess(['import-navigation', '--dry-run'], {
      input: JSON.stringify({ market: 'SE', locale: 'sv-SE', type: 'PARTIAL', remove: ['x'] }),
    });
    assert.equal(valid.code, 0);
    assert.deepEqual(JSON.parse(valid.stdout), {
      command: 'import-navigation',
      market: 'SE',
      locale: 'sv-SE',
      type: 'PARTIAL',
      addOrUpdate: 0,
      remove: 1,
      dryRun: true,
    });
  });

  it('a FULL import without pages or nodes warns that it removes them all, in a dry run too', async () => {
    const empty = (container: object, ...args: string[]) =>
      inProcess(['import-pages', ...args], { env, input: JSON.stringify(container) });
    const navigation = (container: object, ...args: string[]) =>
      inProcess(['import-navigation', ...args], { env, input: JSON.stringify(container) });
    const pages = /warning: a FULL import without pages removes every page of market US/;
    for (const run of [
      await empty({ market: 'US', type: 'FULL' }, '--dry-run'),
      await empty({ market: 'US', type: 'FULL', addOrUpdate: [] }, '--dry-run', '--quiet'),
      await empty({ market: 'US', type: 'FULL' }),
    ]) {
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stderr, pages);
    }
    const full = await navigation({ market: 'SE', locale: 'sv-SE', type: 'FULL' }, '--dry-run');
    assert.match(
      full.stderr,
      /warning: a FULL import without nodes removes every node of SE sv-SE that came from an import \(nodes added in the apps stay\)/,
    );
    const force = await navigation({ market: 'SE', locale: 'sv-SE', type: 'FORCE' }, '--dry-run');
    assert.match(
      force.stderr,
      /warning: a FORCE import without nodes removes every node of SE sv-SE, those added in the apps too/,
    );
    // Not when there is something to import, nor for a PARTIAL import.
    for (const run of [
      await empty({ market: 'US', type: 'FULL', addOrUpdate: [{ id: 'home' }] }, '--dry-run'),
      await empty({ market: 'US', type: 'PARTIAL', remove: ['x'] }, '--dry-run'),
    ])
      assert.doesNotMatch(run.stderr, /warning/);
  });

  it('imports take the file as a positional argument as well as --in', async () => {
    const file = join(dir, 'nav-positional.json');
    writeFileSync(
      file,
      JSON.stringify({ market: 'SE', locale: 'sv-SE', type: 'PARTIAL', remove: ['x', 'y'] }),
    );
    const positional = await inProcess(['import-navigation', file, '--dry-run']);
    assert.equal(positional.code, 0, positional.stderr);
    assert.equal(JSON.parse(positional.stdout).remove, 2);
    const pages = join(dir, 'pages-positional.json');
    writeFileSync(pages, JSON.stringify({ market: 'SE', type: 'PARTIAL', remove: ['p'] }));
    const pagesRun = await inProcess(['import-pages', '--dry-run', pages]);
    assert.equal(pagesRun.code, 0, pagesRun.stderr);
    // Both ways at once, two files, or a file for an export: usage errors naming the problem.
    const runs = await Promise.all([
      inProcess(['import-navigation', file, '--in', file, '--dry-run']),
      inProcess(['import-navigation', file, pages, '--dry-run']),
      inProcess(['export-pages', '--market', 'SE', file, '--dry-run']),
      inProcess(['import-navigation', join(dir, 'missing.json'), '--dry-run']),
    ]);
    assert.deepEqual(
      runs.map((run) => run.code),
      [2, 2, 2, 2],
    );
    assert.match(runs[0]!.stderr, /give the file once: as an argument or with --in/);
    assert.match(runs[1]!.stderr, /unexpected argument/);
    assert.match(runs[2]!.stderr, /unexpected argument/);
    assert.match(runs[3]!.stderr, /cannot read .*missing\.json/);
  });

  it('round trip: import navigation, export navigation gives the same tree', async () => {
    const tree = {
      market: 'SE',
      locale: 'sv-SE',
      type: 'FORCE',
      addOrUpdate: [
        { id: 'dam', title: 'Dam', type: 'PAGE', pageId: 'category/shirts' },
        { id: 'dam/skor', title: 'Skor', type: 'PAGE', pageId: 'category/shoes', parentId: 'dam' },
        { id: 'dam-info', title: 'Fri frakt', type: 'LABEL', parentId: 'dam/skor' },
        {
          id: 'rea',
          title: 'Rea',
          type: 'LINK',
          url: 'https://example.com/rea',
          iconPath: '/i/rea.svg',
          customData: { color: 'red' },
        },
      ],
    };
    const file = join(dir, 'navigation.json');
    writeFileSync(file, JSON.stringify(tree));
    const imported = await cli(['import-navigation', '--in', file, '--name', 'cli-test'], { env });
    assert.equal(imported.code, 0, imported.stderr);
    assert.equal(JSON.parse(imported.stdout).addOrUpdate, 4);
    assert.match(imported.stderr, /imported: 4 navigation nodes/);

    const out = join(dir, 'exported.json');
    const exported = await cli(
      ['export-navigation', '--market', 'SE', '--locale', 'sv-SE', '--out', out],
      { env },
    );
    assert.equal(exported.code, 0, exported.stderr);
    assert.equal(exported.stdout, '');
    const tree2 = JSON.parse(readFileSync(out, 'utf8'));
    const normalize = (nodes: any[]) =>
      nodes.map((node) => ({ ...node, parentId: node.parentId ?? null }));
    assert.deepEqual(normalize(tree2.addOrUpdate), normalize(tree.addOrUpdate));
  });

  it('import pages from stdin; the sponsored-page query reflects them; export with filters', async () => {
    const pages = {
      market: 'SE',
      type: 'PARTIAL',
      addOrUpdate: [
        {
          id: 'campaign/cli',
          banners: [{ id: 'cli-banner', type: 'IMAGE', width: 640, height: 200 }],
          sponsoredLists: [{ id: 'cli-ads', limit: 3 }],
        },
      ],
    };
    const imported = await cli(['import-pages'], { env, input: JSON.stringify(pages) });
    assert.equal(imported.code, 0, imported.stderr);

    const query = new URLSearchParams({
      market: 'SE',
      locale: 'sv-SE',
      touchpoint: 'DESKTOP',
      customerKey: 'c',
      sessionKey: 's',
      pageReference: 'campaign/cli',
    });
    const answer = (await (
      await fetch(`${server.url}/api/storefront/v3/queries/sponsored-page?${query}`)
    ).json()) as any;
    assert.deepEqual(
      answer.banners.map((b: any) => b.id),
      ['cli-banner'],
    );
    assert.ok(answer.sponsoredLists.length <= 1);
    assert.ok(answer.sponsoredLists.every((l: any) => l.id === 'cli-ads'));

    const exported = await cli(
      [
        'export-pages',
        '--market',
        'SE',
        '--id-filter',
        'campaign/cli,home',
        '--output-filter',
        'PUBLISHED_ONLY',
      ],
      { env },
    );
    assert.equal(exported.code, 0, exported.stderr);
    const container = JSON.parse(exported.stdout);
    assert.equal(container.type, 'PARTIAL');
    assert.deepEqual(container.addOrUpdate.map((p: any) => p.id).sort(), ['campaign/cli', 'home']);
    assert.deepEqual(container.addOrUpdate.find((p: any) => p.id === 'campaign/cli').banners, [
      { id: 'cli-banner', type: 'IMAGE', width: 640, height: 200 },
    ]);
  });

  it('HTTP and auth errors exit 3, without the key', async () => {
    const secret = 'wrong-key-77c1';
    const [wrongKey, unknownCluster] = await Promise.all([
      cli(['export-pages', '--market', 'SE', '--api-key', secret], { env }),
      inProcess(['export-pages', '--market', 'SE', '--base-url', `${server.url}/elsewhere`], {
        env,
      }),
    ]);
    assert.equal(wrongKey.code, 3);
    assert.match(wrongKey.stderr, /wrong API key/);
    assert.ok(!wrongKey.stderr.includes(secret) && !wrongKey.stdout.includes(secret));
    assert.equal(unknownCluster.code, 3);
    assert.match(unknownCluster.stderr, /unknown cluster/);
  });

  it('stdout closed early (`| head`): exit 141 quietly, no stack trace', async () => {
    const [exported, imported] = await Promise.all([
      cliClosed('stdout', ['export-pages', '--market', 'SE', '--quiet'], { env }),
      cliClosed('stdout', ['import-navigation', '--dry-run', '--quiet'], {
        input: JSON.stringify({ market: 'SE', locale: 'sv-SE', type: 'PARTIAL', remove: ['x'] }),
      }),
    ]);
    for (const run of [exported, imported]) {
      assert.equal(run.code, EXIT.outputClosed, run.stderr);
      assert.equal(run.stderr, '');
    }
    assert.equal(EXIT.outputClosed, 141);
  });

  it('stderr closed early: the exit code is what happened, no crash', async () => {
    const [usage, exported] = await Promise.all([
      cliClosed('stderr', ['import-pages', '--in', join(dir, 'missing.json')]),
      cliClosed('stderr', ['export-pages', '--market', 'SE', '--id-filter', 'home'], { env }),
    ]);
    assert.equal(usage.code, EXIT.usage);
    assert.equal(exported.code, EXIT.ok);
    assert.equal(JSON.parse(exported.stdout).type, 'PARTIAL');
  });

  it('network errors exit 4', async () => {
    const gone = await startReferenceServer({ port: 0 });
    await gone.close();
    const run = await cli(['export-navigation', '--market', 'SE', '--locale', 'sv-SE'], {
      env: { ...env, STOREFRONT_BASE_URL: gone.url },
    });
    assert.equal(run.code, 4);
    assert.match(run.stderr, /network error/);
  });
});
