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

  it('one chunk holds all of it, and no chunk imports it statically', () => {
    const holders = [...chunks.values()].filter((chunk) =>
      modulesOf([chunk]).some((id) => AFTER_CONTENT.includes(id)),
    );
    assert.deepEqual(
      holders.map((chunk) => chunk.fileName.replace(/-[\w-]+\.js$/, '')),
      ['storefront/notifications'],
    );
    const holder = holders[0]!.fileName;
    // Delivery (outbox-*.js) takes what it needs of it from the front (`kit`): either chunk can
    // be asked for again under a URL of its own without a second instance (src/api/load-again.ts).
    for (const chunk of chunks.values())
      assert.ok(!chunk.imports.includes(holder), `${chunk.fileName} imports ${holder} statically`);
    assert.ok(
      [...chunks.values()].some((chunk) => chunk.dynamicImports.includes(holder)),
      `something imports ${holder} on demand`,
    );
  });

  it('each chunk asked for again names its file: the front and delivery, by one importer each', () => {
    const named = (file: RegExp) =>
      [...chunks.values()].find((chunk) => file.test(chunk.fileName))!;
    for (const [file, importer] of [
      [/^storefront\/notifications-/, /^storefront\/core-/],
      [/^storefront\/outbox-/, /^storefront\/notifications-/],
    ] as const) {
      const chunk = named(file);
      const base = chunk.fileName.replace('storefront/', './');
      const importers = [...chunks.values()].filter((other) =>
        other.dynamicImports.includes(chunk.fileName),
      );
      assert.deepEqual(
        importers.map((other) => other.fileName),
        [named(importer).fileName],
      );
      assert.ok(named(importer).code.includes(`\`${base}\``), `${base} written in its importer`);
      assert.deepEqual(chunk.imports, [named(/^storefront\/core-/).fileName]);
    }
    for (const chunk of chunks.values())
      assert.ok(!chunk.code.includes('sf-chunk:'), `a placeholder left in ${chunk.fileName}`);
  });
});
