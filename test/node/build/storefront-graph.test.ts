/**
 * zod stays in Node: the storefront pages check answers with descriptions derived from the zod
 * schemas (src/api/schemas/validate.ts, docs/decisions.md), so neither zod nor the zod-based
 * tolerant parse is in any chunk a storefront element loads before its content, `<sf-navigation>`'s
 * included (its node rules are named rules of checks.ts, described like the rest).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

const ZOD_PARTS = (id: string) =>
  id.includes('node_modules/zod/') || id === 'src/api/schemas/tolerant.ts';

describe('storefront pages load no zod (the script tag build)', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  for (const element of [
    'sf-product-page',
    'sf-rec-list',
    'sf-product-card',
    'sf-sponsored-page',
    'sf-navigation',
  ]) {
    it(`${element}: its chunk and what it imports statically`, () => {
      const chunk =
        element === 'sf-rec-list' ? /^storefront\/core-/ : new RegExp(`^storefront/${element}-`);
      const modules = modulesOf(withStaticImports(chunks, chunk));
      assert.ok(
        modules.some((id) => id.startsWith('node_modules/lit-html/')),
        'Lit is there',
      );
      assert.deepEqual(modules.filter(ZOD_PARTS), [], 'zod on a storefront page');
    });
  }
});
