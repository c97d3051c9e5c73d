/**
 * The notification layer loads after the content (issue 13; docs/decisions.md, "Lean notify: the
 * notifier loads after the content"): in the one script tag's build the outbox front, its storage
 * and viewability (src/notify/notifications.ts and what it imports) are a chunk that no chunk
 * imports statically. What stays in `core` is the capture (src/notify/capture.ts), the notifier's
 * methods and the hand-off at `pagehide`.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

const AFTER_CONTENT = [
  'src/notify/notifications.ts',
  'src/notify/outbox-front.ts',
  'src/notify/outbox-store.ts',
  'src/notify/viewability.ts',
];

describe('the notification chunk loads after the content', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  for (const [page, entry] of [
    ['a page with one <sf-rec-list>', /^storefront\/core-/],
    ['a product page', /^storefront\/sf-product-page-/],
    ['a lone card', /^storefront\/sf-product-card-/],
    ['the script tag itself (its `notify`)', /^storefront-elements\.js$/],
  ] as const) {
    it(`${page}: none of it before the content, the capture is there`, () => {
      const modules = modulesOf(withStaticImports(chunks, entry));
      assert.ok(modules.includes('src/notify/capture.ts'), 'the capture is in what it loads');
      assert.deepEqual(
        modules.filter((id) => AFTER_CONTENT.includes(id)),
        [],
      );
    });
  }

  it('one chunk holds all of it, and only delivery (itself loaded on demand) imports it statically', () => {
    const holders = [...chunks.values()].filter((chunk) =>
      modulesOf([chunk]).some((id) => AFTER_CONTENT.includes(id)),
    );
    assert.deepEqual(
      holders.map((chunk) => chunk.fileName.replace(/-[\w-]+\.js$/, '')),
      ['storefront/notifications'],
    );
    const holder = holders[0]!.fileName;
    for (const chunk of chunks.values())
      if (!/^storefront\/outbox-/.test(chunk.fileName))
        assert.ok(
          !chunk.imports.includes(holder),
          `${chunk.fileName} imports ${holder} statically`,
        );
    assert.ok(
      [...chunks.values()].some((chunk) => chunk.dynamicImports.includes(holder)),
      `something imports ${holder} on demand`,
    );
  });
});
