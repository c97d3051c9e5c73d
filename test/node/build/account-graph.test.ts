/**
 * The account page (dist/account-elements.js) pays only for what it shows: the account elements
 * send no storefront notifications and run no product-discovery query, so the notifier, the
 * outbox and the query's session keys are not in what the page loads before its content
 * (docs/decisions.md, "Account page: no notifier, no query keys"). Nor zod: the account elements
 * check the proxy's answers with descriptions derived from the zod schemas (generated/engage.ts,
 * walked by src/api/schemas/validate.ts; docs/decisions.md, "Account page: no zod"). Nor the
 * actions (joining, removing, answering, unsubscribing: src/elements/account-actions.ts), which
 * are a chunk of their own that the page imports only dynamically, when idle after its content or
 * at the first action (docs/decisions.md, "Lean account page"); the page's weight
 * (bench/page-weight.ts, which follows static imports) rightly leaves that chunk out, and the last
 * test keeps it honest: any other chunk would have to be counted or explained. Nor the parse of
 * the storefront settings (`parseConfig`): the account elements parse only theirs
 * (`parseEngageConfig`). The modules are
 * read from the build's own module list, after tree-shaking, for the entry and every chunk it
 * imports statically.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

/** Source files in the account entry and its static imports. */
const ACTIONS = 'src/elements/account-actions.ts';

describe('the account page loads no storefront notification or query code, and no zod', () => {
  let chunks: Map<string, Chunk>;
  let modules: string[];
  before(async () => {
    chunks = await shippedChunks('account-bundle');
    modules = modulesOf(withStaticImports(chunks, /^account-elements\.js$/));
  });

  it('has none of src/notify, src/api/session.ts or src/api/query-params.ts', () => {
    assert.ok(
      modules.some((id) => id.startsWith('src/elements/sf-consents/')),
      `the account elements are there: ${modules.join(', ')}`,
    );
    const storefrontOnly = modules.filter(
      (id) =>
        id.startsWith('src/notify/') ||
        id === 'src/api/session.ts' ||
        id === 'src/api/query-params.ts',
    );
    assert.deepEqual(storefrontOnly, [], 'storefront-only modules on the account page');
  });

  it('has neither zod nor the zod-based tolerant parse (nor the zod schemas)', () => {
    const zodParts = modules.filter(
      (id) =>
        id.includes('node_modules/zod/') ||
        id === 'src/api/schemas/tolerant.ts' ||
        id === 'src/api/schemas/engage.ts' ||
        id === 'src/api/schemas/admin-common.ts',
    );
    assert.deepEqual(zodParts, [], 'zod on the account page');
    assert.ok(
      modules.includes('src/api/schemas/validate.ts'),
      `the account page checks answers with the derived validator: ${modules.join(', ')}`,
    );
  });
});

describe('the account page parses only the settings its elements read', () => {
  it('has no storefront setting parse (parseConfig: enums, lists, notify)', async () => {
    const chunks = withStaticImports(
      await shippedChunks('account-bundle'),
      /^account-elements\.js$/,
    );
    const modules = modulesOf(chunks);
    assert.ok(modules.includes('src/api/config.ts'), 'parseEngageConfig is there');
    assert.ok(!modules.includes('src/api/schemas/enums.ts'), 'the storefront enums are there');
    const code = [...chunks].map((chunk) => chunk.code).join('\n');
    // A message of parseConfig's that minification keeps (its `notify` rule).
    assert.ok(!code.includes('must be "true" or "false"'), "parseConfig's rules are there");
  });
});

describe('the account page loads its actions after its content', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('account-bundle');
  });

  it('has the actions in a chunk of their own, imported only dynamically', () => {
    const modules = modulesOf(withStaticImports(chunks, /^account-elements\.js$/));
    assert.ok(!modules.includes(ACTIONS), 'the actions are in what the page loads first');
    const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(ACTIONS));
    assert.equal(holders.length, 1, `the actions in one chunk: ${holders.map((c) => c.fileName)}`);
    const actions = holders[0]!;
    assert.match(actions.fileName, /^account\/account-actions-[\w-]+\.js$/);
    for (const chunk of chunks.values())
      assert.ok(
        !chunk.imports.includes(actions.fileName),
        `${chunk.fileName} imports it statically`,
      );
    const entry = chunks.get('account-elements.js')!;
    assert.deepEqual(
      entry.dynamicImports.filter((file) => file === actions.fileName),
      [actions.fileName],
    );
    // Asked for again under a URL of its own after a failure (src/api/load-again.ts): the entry
    // names the file, and no other chunk imports it.
    assert.ok(entry.code.includes(`\`./${actions.fileName}\``), 'the entry names its file');
    assert.deepEqual(
      [...chunks.values()]
        .filter((chunk) => chunk.dynamicImports.includes(actions.fileName))
        .map((chunk) => chunk.fileName),
      ['account-elements.js'],
    );
    assert.ok(!entry.code.includes('sf-chunk:'), 'a placeholder left in the entry');
  });

  it('has the write routes (join, remove, unsubscribe, NPS) in the actions chunk only', () => {
    const WRITES = 'src/api/engage-writes.ts';
    const modules = modulesOf(withStaticImports(chunks, /^account-elements\.js$/));
    assert.ok(!modules.includes(WRITES), 'the write routes are in what the page loads first');
    const actions = [...chunks.values()].find((chunk) => modulesOf([chunk]).includes(ACTIONS))!;
    assert.ok(modulesOf([actions]).includes(WRITES), 'the write routes come with the actions');
    const entry = chunks.get('account-elements.js')!;
    for (const name of ['fetchMyChallenges', 'engageFetch', 'joinChallenge', 'loadStrings'])
      assert.ok(!entry.exports.includes(name), `the script tag exports ${name}`);
    assert.ok(entry.exports.includes('SfChallenges'), 'the script tag exports the element classes');
  });

  it('has the typed errors of failed statuses in a chunk loaded only when an answer fails', () => {
    const STATUSES = 'src/api/engage-status.ts';
    const first = withStaticImports(chunks, /^account-elements\.js$/);
    assert.ok(
      !modulesOf(first).includes(STATUSES),
      'the status errors are in what the page loads first',
    );
    const code = [...first].map((chunk) => chunk.code).join('\n');
    assert.ok(
      !code.includes('EngageUnauthorizedError'),
      'a subclass is in what the page loads first',
    );
    const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(STATUSES));
    assert.equal(holders.length, 1, `in one chunk: ${holders.map((chunk) => chunk.fileName)}`);
    assert.match(holders[0]!.fileName, /^account\/engage-failure-[\w-]+\.js$/);
    assert.ok(chunks.get('account-elements.js')!.dynamicImports.includes(holders[0]!.fileName));
  });

  it("has the outcomes' English words (joined, removed, …) in the actions chunk only", () => {
    const OUTCOMES = 'src/i18n/account-outcomes.ts';
    const first = withStaticImports(chunks, /^account-elements\.js$/);
    assert.ok(
      !modulesOf(first).includes(OUTCOMES),
      'the outcomes are in what the page loads first',
    );
    const code = [...first].map((chunk) => chunk.code).join('\n');
    for (const words of ['You joined', 'Thank you for your answer', 'was removed'])
      assert.ok(!code.includes(words), `"${words}" is in what the page loads first`);
    assert.ok(code.includes('This could not be loaded'), 'the error state keeps its words');
    const actions = [...chunks.values()].find((chunk) => modulesOf([chunk]).includes(ACTIONS))!;
    assert.ok(modulesOf([actions]).includes(OUTCOMES), 'the outcomes come with the actions');
  });

  it('has the storefront context consumer (@lit/context) in a chunk loaded only under a provider', () => {
    const CONSUME = 'src/controllers/consume.ts';
    // The consumer and its request event (`createContext`, the identity function, comes with the key).
    const consumer = (id: string) =>
      /node_modules\/@lit\/context\/lib\/(controllers\/context-consumer|context-request-event)\.js$/.test(
        id,
      ) || id === CONSUME;
    const first = modulesOf(withStaticImports(chunks, /^account-elements\.js$/));
    const context = first.filter(consumer);
    assert.deepEqual(context, [], '@lit/context is in what the page loads first');
    const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(CONSUME));
    assert.equal(holders.length, 1, `in one chunk: ${holders.map((chunk) => chunk.fileName)}`);
    assert.match(holders[0]!.fileName, /^account\/consume-[\w-]+\.js$/);
    assert.ok(
      modulesOf(holders).filter(consumer).length === 3,
      `the consumer chunk holds @lit/context's consumer: ${modulesOf(holders).join(', ')}`,
    );
    assert.ok(chunks.get('account-elements.js')!.dynamicImports.includes(holders[0]!.fileName));
  });

  // The validator's words (`wording-*.js`) load only when an answer holds something to report
  // (lean-validate.test.ts).
  it('has no other chunk than the entry, the languages, the actions, the validator\u2019s words, the failed statuses\u2019 errors and the context consumer (all else is counted)', () => {
    const others = [...chunks.keys()].filter(
      (file) =>
        file !== 'account-elements.js' &&
        !/^account\/account\.[a-z]{2}-[\w-]+\.js$/.test(file) &&
        !/^account\/account-actions-[\w-]+\.js$/.test(file) &&
        !/^account\/wording-[\w-]+\.js$/.test(file) &&
        !/^account\/engage-failure-[\w-]+\.js$/.test(file) &&
        !/^account\/consume-[\w-]+\.js$/.test(file),
    );
    assert.deepEqual(others, [], 'chunks the page weight does not explain');
    assert.deepEqual(chunks.get('account-elements.js')!.imports, [], 'the entry imports nothing');
  });
});
