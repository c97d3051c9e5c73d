/**
 * The words of the browser validator's reports (src/api/schemas/issues.ts: `describeIssues`,
 * `issueText`, `describeDropped`, …) are needed only when an answer or a setting holds something
 * invalid: list, product and account pages load them as a chunk of their own, imported only
 * dynamically (src/api/schemas/wording.ts), never before their content (docs/decisions.md,
 * "Lean validate (2)"). The validator itself (validate.ts) is still loaded first.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { QUERY_PAGES, loadedFirst, modulesOf, shippedChunks, type Chunk } from './graph.ts';

const WORDS = ['src/api/schemas/issues.ts', 'src/api/schemas/wording.ts'];

/** Texts of the wording that minification keeps. */
const MARKS = ['part(s) left out', 'unknown value(s) kept with a fallback', 'needs at least'];

function checkLoadedFirst(chunks: Map<string, Chunk>, entries: readonly RegExp[]) {
  const loaded = loadedFirst(chunks, entries);
  const modules = modulesOf(loaded);
  assert.ok(modules.includes('src/api/schemas/validate.ts'), 'it validates its answers');
  assert.deepEqual(
    WORDS.filter((module) => modules.includes(module)),
    [],
    'the words are loaded before the content',
  );
  const code = [...loaded].map((chunk) => chunk.code).join('\n');
  assert.deepEqual(
    MARKS.filter((mark) => code.includes(mark)),
    [],
    'words loaded before the content',
  );
}

/** The chunk of wording.ts (its only module: it re-exports the words), imported only dynamically. */
function checkOnDemand(chunks: Map<string, Chunk>) {
  const holders = [...chunks.values()].filter((chunk) =>
    chunk.facadeModuleId?.endsWith('/src/api/schemas/wording.ts'),
  );
  assert.equal(holders.length, 1, 'the words in one chunk');
  const wording = holders[0]!.fileName;
  const words = loadedFirst(chunks, [new RegExp(`^${wording.replace(/[.$^]/g, '\\$&')}$`)]);
  assert.ok(modulesOf(words).includes('src/api/schemas/issues.ts'), 'the words come with it');
  for (const chunk of chunks.values())
    assert.ok(!chunk.imports.includes(wording), `${chunk.fileName} imports the words statically`);
  assert.ok(
    [...chunks.values()].some((chunk) => chunk.dynamicImports.includes(wording)),
    'nothing loads the words',
  );
}

describe('the validator\u2019s words are loaded only when there is something to report', () => {
  describe('the script tag', () => {
    let chunks: Map<string, Chunk>;
    before(async () => {
      chunks = await shippedChunks('bundle');
    });
    for (const [page, entries] of QUERY_PAGES)
      it(`${page}: not before its content`, () => checkLoadedFirst(chunks, entries));
    it('a chunk of their own, imported dynamically', () => checkOnDemand(chunks));
  });

  describe('the account page', () => {
    let chunks: Map<string, Chunk>;
    before(async () => {
      chunks = await shippedChunks('account-bundle');
    });
    it('not before its content', () => checkLoadedFirst(chunks, [/^account-elements\.js$/]));
    it('a chunk of their own, imported dynamically', () => checkOnDemand(chunks));
  });
});
