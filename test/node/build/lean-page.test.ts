/**
 * A product page pays only for the detail it shows (issue 13): in the one script tag's build, the
 * favourites (src/controllers/favorites.ts) and the heart (src/templates/heart.ts) go with the
 * card extras, which the detail's favourite toggle takes them from: no list or product page loads
 * them before its content (docs/decisions.md, "Lean page").
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, QUERY_PAGES, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

const WITH_CARD_EXTRAS = ['src/controllers/favorites.ts', 'src/templates/heart.ts'];

describe('a product page loads what only some details draw on demand', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
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
