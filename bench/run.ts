/**
 * `npm run bench`: size, render cost and page cost, printed as tables (not part of `npm test`).
 * `npm run bench -- --write` also writes the tables and the machine into docs/benchmarks.md,
 * between its `bench:start` / `bench:end` markers (the interpretation around them is hand-written).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser.ts';
import { ROOT } from './build.ts';
import { measurePage, type PageResult } from './page.ts';
import { measureRender, type RenderResult } from './render.ts';
import { startBenchServer } from './server.ts';
import { measurePageWeights, PAGES, type PageWeight } from './page-weight.ts';
import { measureSizes, type SizeRow } from './size.ts';
import { measureEntryImports, type EntryImport } from './entry-imports.ts';
import { measureSsr, type SsrResult } from './ssr.ts';

// A list shows at most 100 groups (MAX_LIST_LIMIT): 200 cards are two lists of 100 (every renderer).
const RENDER = { counts: [24, 100, 200], warmups: 3, runs: 15 };
const PAGE = { latencies: [0, 300], warmups: 1, runs: 5 };

/** A Markdown table, its columns padded (numbers right-aligned) so it reads in a terminal too. */
function table(head: string[], rows: string[][], numeric: boolean[]): string {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (numeric[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const ms = (value: number) => value.toFixed(1);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

function sizeTable(rows: SizeRow[]): string {
  return table(
    ['entry point (one file, Lit included)', 'minified kB', 'gzip kB', 'gzip bytes'],
    rows.map((row) => [row.name, kB(row.bytes), kB(row.gzipBytes), String(row.gzipBytes)]),
    [false, true, true, true],
  );
}

function entryTable(rows: EntryImport[]): string {
  return table(
    ['import (bundled alone from the package, Lit included)', 'first gzip kB', 'all gzip kB'],
    rows.map((row) => [`\`${row.specifier}\``, kB(row.firstGzipBytes), kB(row.allGzipBytes)]),
    [false, true, true],
  );
}

/**
 * Issue 13's table: gzip bytes before the work, and the goal. The sponsored page is not in the
 * issue's table (no goal); its "before" is its weight when it was added to the table (2026-11-29).
 */
const WEIGHT_BEFORE: Record<PageWeight['page'], number> = {
  'product-page': 56494,
  'rec-list': 56494,
  'product-card': 29971,
  'sponsored-page': 42968,
  account: 35123,
};
const WEIGHT_GOAL: Partial<Record<PageWeight['page'], number>> = {
  'product-page': 24000,
  'rec-list': 16000,
  'product-card': 12000,
  account: 20000,
};

function weightTable(rows: PageWeight[], peers: SizeRow[]): string {
  return table(
    [
      'page (all JS before content, gzip, Lit included)',
      'files',
      'before kB',
      'now kB',
      'goal kB',
      '',
    ],
    [
      ...rows.map((row) => {
        const goal = WEIGHT_GOAL[row.page];
        return [
          PAGES[row.page],
          String(row.files.length),
          kB(WEIGHT_BEFORE[row.page]),
          kB(row.gzipBytes),
          goal === undefined ? '' : `≤ ${kB(goal)}`,
          goal === undefined ? '' : row.gzipBytes <= goal ? 'met' : 'not met',
        ];
      }),
      ...peers.map((peer) => [peer.name, '1', '', kB(peer.gzipBytes), '', 'peer']),
    ],
    [false, true, true, true, true, false],
  );
}

function renderTable(results: RenderResult[]): string {
  return table(
    [
      'cards',
      'sf-rec-list ms',
      'vanilla DOM ms',
      'recommend-js ms',
      'ours/vanilla',
      'ours/algolia',
    ],
    results.map(({ cards, median: m }) => [
      String(cards),
      ms(m.lit),
      ms(m.vanilla),
      ms(m.algolia),
      ratio(m.lit, m.vanilla),
      ratio(m.lit, m.algolia),
    ]),
    [true, true, true, true, true, true],
  );
}

function pageTable(results: PageResult[]): string {
  return table(
    [
      'query latency',
      'product-page queries',
      'first card ms',
      'all 3 lists ms',
      'CLS',
      'long tasks',
      'long task ms',
    ],
    results.map((row) => [
      `${row.latencyMs} ms`,
      String(row.queries),
      ms(row.firstCardMs),
      ms(row.allListsMs),
      row.cls.toFixed(3),
      String(row.longTasks),
      ms(row.longTaskMs),
    ]),
    [false, true, true, true, true, true, true],
  );
}

function ssrTable(results: SsrResult[]): string {
  return table(
    [
      'page',
      'query latency',
      'rendered on',
      'HTML first byte ms',
      'first card ms',
      'LCP ms',
      'FCP ms',
      'storefront queries (browser)',
      'CLS',
      'JS files',
      'JS gzip kB',
    ],
    results.map((row) => [
      row.page,
      `${row.latencyMs} ms`,
      row.rendering,
      ms(row.ttfbMs),
      ms(row.firstCardMs),
      ms(row.lcpMs),
      ms(row.fcpMs),
      String(row.queries),
      row.cls.toFixed(3),
      String(row.scriptFiles),
      kB(row.scriptGzipBytes),
    ]),
    [false, false, false, true, true, true, true, true, true, true, true],
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('Size: building each entry point as one minified file …');
  const sizes = await measureSizes();
  console.log(`\n${sizeTable(sizes)}\n`);
  console.log('Page weight: the shipped builds (vite.config.ts), what each page loads …');
  const weights = await measurePageWeights();
  const peers = sizes.filter((row) => row.name.includes('comparison'));
  console.log(`\n${weightTable(weights, peers)}\n`);
  console.log("Bundler imports: each entry of the exports map, bundled alone by a shop's Vite …");
  const entries = await measureEntryImports();
  console.log(`\n${entryTable(entries)}\n`);

  console.log('Render and page cost: production build of the bench and demo pages, Chromium …');
  const server = await startBenchServer();
  const browser = await launchChromium();
  let render: RenderResult[];
  let page: PageResult[];
  let ssr: SsrResult[];
  let version: string;
  try {
    version = await browser.version();
    render = await measureRender(browser, server.url, RENDER);
    console.log(
      `\nRender (median of ${RENDER.runs} runs after ${RENDER.warmups} warm-ups, GRID):\n\n${renderTable(render)}\n`,
    );
    page = await measurePage(browser, server, PAGE);
    console.log(
      `\nDemo product page (median of ${PAGE.runs} cold loads each):\n\n${pageTable(page)}\n`,
    );
    ssr = await measureSsr(browser, server, PAGE);
    console.log(
      `\nServer-rendered vs client-rendered product and sponsored pages (median of ${PAGE.runs} cold loads each):\n\n${ssrTable(ssr)}\n`,
    );
  } finally {
    await browser.close();
    await server.close();
  }

  const machine = `Node ${process.version}, ${version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${process.platform}/${process.arch}`;
  console.log(`Machine: ${machine}`);
  console.log(`Bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);

  if (process.argv.includes('--write')) {
    const file = join(ROOT, 'docs/benchmarks.md');
    const doc = readFileSync(file, 'utf8');
    const block = [
      '<!-- bench:start (written by `npm run bench -- --write`) -->',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on: ${machine}.`,
      '',
      '### Page weight',
      '',
      weightTable(weights, peers),
      '',
      "### A bundler's imports (each entry of the package, everything it exports)",
      '',
      entryTable(entries),
      '',
      '### Size',
      '',
      sizeTable(sizes),
      '',
      `### Render cost (median of ${RENDER.runs} runs after ${RENDER.warmups} warm-ups)`,
      '',
      renderTable(render),
      '',
      `### Demo product page (median of ${PAGE.runs} cold loads each)`,
      '',
      pageTable(page),
      '',
      `### Server-rendered vs client-rendered product and sponsored pages (median of ${PAGE.runs} cold loads each)`,
      '',
      ssrTable(ssr),
      '',
      '<!-- bench:end -->',
    ].join('\n');
    const updated = doc.replace(/<!-- bench:start[^]*?<!-- bench:end -->/, block);
    if (updated === doc && !doc.includes(block)) {
      throw new Error('docs/benchmarks.md has no bench:start / bench:end markers');
    }
    writeFileSync(file, updated);
    console.log('Wrote docs/benchmarks.md');
  }
}

await main();
