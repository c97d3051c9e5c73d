/**
 * A product page pays only for the detail it shows (issue 13): in the one script tag's build, what
 * only a detail configured for it draws — the `price-id` label, the `present-prices` custom
 * prices, the `stores` availability, and their looks (src/templates/detail/detail-extras.ts) — is a chunk
 * of its own that no chunk imports statically; `<sf-product-page>` loads it beside its query when
 * its configuration sets one of them. The favourites (src/controllers/favorites.ts) and the heart
 * (src/templates/heart.ts) go with the card extras, which the detail's toggle takes them from: no
 * list or product page loads them before its content (docs/decisions.md, "Lean page").
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, QUERY_PAGES, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

const EXTRAS = 'src/templates/detail/detail-extras.ts';
const WITH_CARD_EXTRAS = ['src/controllers/favorites.ts', 'src/templates/heart.ts'];

/** Texts only the extras hold: their parts and their looks' classes. */
const EXTRAS_MARKS = ['part="custom-prices"', 'part="availability"', '.availability-entry'];

describe('a product page loads its detail extras only when configured for them', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  it('none of them is in what a product page loads before its content', () => {
    const first = withStaticImports(chunks, /^storefront\/sf-product-page-/);
    assert.ok(!modulesOf(first).includes(EXTRAS), `${EXTRAS} is loaded before the content`);
    const code = [...first].map((chunk) => chunk.code).join('\n');
    assert.deepEqual(
      EXTRAS_MARKS.filter((mark) => code.includes(mark)),
      [],
    );
  });

  it('they are one chunk, imported only on demand, by the product page', () => {
    const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(EXTRAS));
    assert.equal(holders.length, 1, `one chunk holds ${EXTRAS}`);
    const holder = holders[0]!;
    assert.ok(
      EXTRAS_MARKS.every((mark) => holder.code.includes(mark)),
      'the chunk has them',
    );
    for (const chunk of chunks.values())
      assert.ok(
        !chunk.imports.includes(holder.fileName),
        `${chunk.fileName} imports it statically`,
      );
    const importers = [...chunks.values()].filter((chunk) =>
      chunk.dynamicImports.includes(holder.fileName),
    );
    assert.deepEqual(
      importers.map((chunk) => /^storefront\/sf-product-page-/.test(chunk.fileName)),
      [true],
    );
  });

  for (const [page, entries] of QUERY_PAGES) {
    it(`${page}: no favourites and no heart before its content`, () => {
      const first = modulesOf(entries.flatMap((entry) => [...withStaticImports(chunks, entry)]));
      assert.deepEqual(
        first.filter((id) => WITH_CARD_EXTRAS.includes(id)),
        [],
      );
    });
  }

  it('the favourites and the heart are in the card extras chunk', () => {
    const holder = [...chunks.values()].find((chunk) =>
      modulesOf([chunk]).includes('src/elements/card-extras.ts'),
    );
    assert.ok(holder, 'a chunk holds the card extras');
    assert.deepEqual(
      WITH_CARD_EXTRAS.filter((id) => !modulesOf([holder]).includes(id)),
      [],
    );
  });
});
