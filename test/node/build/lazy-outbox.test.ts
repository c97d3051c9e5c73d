/**
 * The outbox's delivery (src/notify/outbox.ts: attempts, retries, take-over, transport) is a chunk
 * of its own in the shipped builds, which no file imports statically: a page loads it when idle
 * after its content, or at its first click (docs/decisions.md, "Notifications: the outbox loads
 * after the content"). So the page weights (bench/page-weight.ts, which follows static imports)
 * rightly leave it out, and this test keeps them honest.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { shippedBuild, shippedCardBuild, staticImports } from '../../../bench/page-weight.ts';

/** A property of the delivery's `timings` that minification keeps and nothing else has. */
const DELIVERY_MARK = 'unlockedAbandonMs';

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

function assertLazyDelivery(dir: string): void {
  const files = scripts(dir);
  const holders = files.filter((file) => readFileSync(file, 'utf8').includes(DELIVERY_MARK));
  assert.equal(holders.length, 1, `delivery in one file: ${holders.join(', ')}`);
  const chunk = holders[0]!;
  assert.match(basename(chunk), /^outbox-/);
  let dynamic = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const imported of staticImports(text))
      assert.notEqual(
        join(dirname(file), imported),
        chunk,
        `${relative(dir, file)} imports the delivery statically`,
      );
    if (text.includes(`import(\`./${basename(chunk)}\`)`)) dynamic++;
  }
  assert.equal(dynamic, 1, 'one dynamic import of the delivery');
}

describe('the outbox delivery is a chunk loaded on demand', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-lazy-outbox-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('in the one script tag (vite.config.ts --mode bundle)', async () => {
    await shippedBuild('bundle', join(dir, 'bundle'));
    assertLazyDelivery(join(dir, 'bundle'));
  });

  it("in sf-product-card.js, the package's module bundled by a shop's bundler", async () => {
    await shippedCardBuild(join(dir, 'card'));
    assertLazyDelivery(join(dir, 'card'));
  });
});
