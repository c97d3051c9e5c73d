/**
 * What configures and sends a storefront query, as a list or product page loads it before its
 * content (docs/decisions.md, "Lean request"): the code only the public query functions, the
 * sponsored page or a server-rendered page run is not in it, and is still in the build.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  QUERY_PAGES,
  loadedFirst,
  modulesOf,
  shippedChunks,
  withStaticImports,
  type Chunk,
} from './graph.ts';

/** Each module left out of what list and product pages load first, and why it exists. */
const NOT_BEFORE_CONTENT: Record<string, string> = {
  // The public functions check a caller's configuration value by value; the elements' own is
  // parsed from attributes (src/api/config.ts).
  'src/api/checked-params.ts': 'the checks of a public call\u2019s configuration values',
  // Only the public functions take a `timeout` (the sponsored page, the server renderer).
  'src/api/timeout.ts': 'the timeout of a query',
};

/** A text each of those modules keeps after minification. */
const MARKS: Record<string, string> = {
  'src/api/checked-params.ts': 'must be an array of strings',
  'src/api/timeout.ts': 'must be a positive number of milliseconds',
};

describe('what list and product pages load to send their query', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  for (const [page, entries] of QUERY_PAGES)
    for (const [module, what] of Object.entries(NOT_BEFORE_CONTENT)) {
      it(`${page}: not ${what} (${module})`, () => {
        const loaded = loadedFirst(chunks, entries);
        const modules = modulesOf(loaded);
        assert.ok(modules.includes('src/api/storefront-request.ts'), 'it sends queries');
        assert.ok(!modules.includes(module), `${module} is loaded before the content`);
        const code = [...loaded].map((chunk) => chunk.code).join('\n');
        assert.ok(!code.includes(MARKS[module]!), `"${MARKS[module]}" is loaded`);
      });
    }

  // Adopting a server-rendered result into a product page's query is the reader's
  // (src/controllers/embedded.ts, a chunk only such a page loads): the controller calls
  // `adoptQuery` and reads no server state itself (before, it called the reader's `embeddedPage`
  // and `covers`).
  for (const [page, entries] of QUERY_PAGES)
    it(`${page}: no adopting of a server-rendered result before the content`, () => {
      const code = [...loadedFirst(chunks, entries)].map((chunk) => chunk.code).join('\n');
      assert.ok(code.includes('.adoptQuery('), 'the controller hands itself to the reader');
      assert.deepEqual(
        ['.embeddedPage(', '.covers('].filter((call) => code.includes(call)),
        [],
      );
    });

  it('src/api/timeout.ts: still in the build, with the sponsored page (its `timeout`)', () => {
    const module = 'src/api/timeout.ts';
    const sponsored = modulesOf(withStaticImports(chunks, /^storefront\/sf-sponsored-page-/));
    assert.ok(sponsored.includes(module), `the sponsored page loads ${module}`);
    const all = [...chunks.values()].map((chunk) => chunk.code).join('\n');
    assert.ok(all.includes(MARKS[module]!));
  });

  // The sponsored page sends its own call too (`sendSponsoredPageQuery`): the configuration checks
  // are the public functions' only, in the package's modules, not in the script tag's build.
  it("src/api/checked-params.ts: the public functions' only, not in the script tag's build", () => {
    for (const chunk of chunks.values()) {
      assert.ok(!modulesOf([chunk]).includes('src/api/checked-params.ts'), chunk.fileName);
      assert.ok(!chunk.code.includes(MARKS['src/api/checked-params.ts']!), chunk.fileName);
    }
  });
});
