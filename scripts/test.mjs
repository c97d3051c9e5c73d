#!/usr/bin/env node
// `npm test`: lint, typecheck, Node tests and real-browser tests, then one plain closing line
// `N passed, N failed` that CI reads. Every stage runs even when an earlier one failed, so one run
// shows everything that is wrong. Lint and typecheck count as one test each.
//
//   node scripts/test.mjs                 all stages
//   node scripts/test.mjs node browser    only those stages (lint, types, node, browser)
//   node scripts/test.mjs browser -- --files "test/browser/api/*.test.ts"   extra runner arguments
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSERS, browserPath } from './browsers.mjs';

const root = new URL('..', import.meta.url).pathname;
const separator = process.argv.indexOf('--');
const stageArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const extraArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const allStages = ['lint', 'types', 'node', 'browser'];
const stages = stageArgs.length ? stageArgs : allStages;
const totals = { passed: 0, failed: 0, failures: [] };

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return result.status ?? 1;
}

function check(name, status) {
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    totals.failures.push(name);
  }
}

function addCounts(stage, file, status) {
  if (!existsSync(file)) {
    check(`${stage}: runner produced no results (exit ${status})`, 1);
    return;
  }
  const counts = JSON.parse(readFileSync(file, 'utf8'));
  if (counts.slowest?.length) {
    console.log(`\n${stage}: the slowest files (their tests' own time)`);
    for (const { file: name, ms } of counts.slowest)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name.replace(`${root}`, '')}`);
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.failures.push(...counts.failures.map((name) => `${stage}: ${name}`));
  // A runner that failed without a failing test (a crash, a config error) still fails the run.
  if (status !== 0 && counts.failed === 0) check(`${stage}: runner exited with ${status}`, 1);
}

function findTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A fresh machine has no browser; as root on Debian we can install it, as CI's .ci/run does. */
function ensureBrowser(name) {
  const browser = BROWSERS[name];
  if (browserPath(name)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      `${name} is missing: installing Debian ${browser.pkg} (apt-get install ${browser.pkg})`,
    );
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', browser.pkg]);
  }
  if (browserPath(name)) return true;
  console.error(
    `No ${name} found: install Debian ${browser.pkg} (apt-get install ${browser.pkg}) or set ${browser.variable}.`,
  );
  return false;
}

// Each run counts into its own folder, so two runs at once cannot read each other's results.
const results = mkdtempSync(join(tmpdir(), 'storefront-elements-test-'));
process.on('exit', () => rmSync(results, { recursive: true, force: true }));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Checks run side by side (none of them writes), each one's output printed whole when it ends, in
 * the order given: eslint, prettier and two tsc runs took 87 s one after another.
 */
async function checkAll(checks) {
  const runs = checks.map(
    ([, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ status: 1, output: `${output}${error}\n` }));
        child.on('close', (status) => resolve({ status: status ?? 1, output }));
      }),
  );
  for (const [index, [name, command, args]] of checks.entries()) {
    const { status, output } = await runs[index];
    console.log(`\n$ ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    check(name, status);
  }
}

await checkAll([
  ...(stages.includes('lint')
    ? [
        ['lint (eslint)', bin('eslint'), ['.']],
        ['format (prettier --check)', bin('prettier'), ['--check', '.']],
      ]
    : []),
  ...(stages.includes('types')
    ? [
        ['typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']],
        // The benchmarks import the elements' templates; a type error there went unseen (issue
        // 14 stop).
        [
          'typecheck bench (tsc --noEmit -p bench)',
          bin('tsc'),
          ['--noEmit', '-p', 'bench/tsconfig.json'],
        ],
      ]
    : []),
]);
if (stages.includes('node')) {
  const files = findTests(join(root, 'test', 'node'));
  const out = join(results, 'node.json');
  const status = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    // Two files at a time, not Node's default of one per core but one (a 2-core machine runs one
    // at a time): 233 -> 171-178 s there; three took 197 s.
    '--test-concurrency=2',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts/node-count-reporter.mjs')}`,
    `--test-reporter-destination=${out}`,
    ...files,
  ]);
  addCounts('node', out, status);
}
if (stages.includes('browser')) {
  const chromium = ensureBrowser('Chromium');
  const firefox = ensureBrowser('Firefox');
  if (!chromium) check('browser: Chromium not available', 1);
  if (!firefox) check('browser: Firefox not available', 1);
  if (chromium && firefox) {
    const runner = (name, env) => {
      const out = join(results, `${name}.json`);
      const status = run(
        process.execPath,
        [
          '--import',
          'tsx',
          join(root, 'node_modules/@web/test-runner/dist/bin.js'),
          '--config',
          join(root, 'web-test-runner.config.mjs'),
          ...extraArgs,
        ],
        { SF_TEST_RESULTS: out, ...env },
      );
      addCounts(name, out, status);
    };
    runner('browser', {});
    // The tests that time the page's tasks, alone (QUIET_FILES in web-test-runner.config.mjs); a
    // run given its own files (`-- --files …`) runs those in the one pass above.
    if (!extraArgs.length) runner('browser (alone)', { SF_TEST_QUIET: '1' });
  }
}

if (totals.failures.length) {
  console.log('\nFailed:');
  for (const name of totals.failures) console.log(`  - ${name}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
