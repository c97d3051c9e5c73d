/**
 * What a shop's bundler takes for one element from the package (bench/page-weight.ts,
 * `shippedElementBuild`: the modules as shipped, then `elements/<tag>.js` bundled with Vite's
 * defaults): the modules it uses, not the tables of answers it does not read (docs/decisions.md,
 * "Pure marks": `<sf-navigation>` took `loadWording` from the storefront queries' module, and
 * with it the product page's table).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from '../../../bench/build.ts';
import { shippedElementBuild } from '../../../bench/page-weight.ts';

/** Every file of a build, as one text. */
const textOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');

describe("an element from the package, bundled by a shop's bundler", () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bundled-elements-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves the product page's answer table out of <sf-navigation>", async () => {
    // A member only the product page's answer has: in the table's source, and in the build of
    // an element that reads that answer.
    const mark = 'typedCustom';
    const table = readFileSync(join(ROOT, 'src/api/schemas/generated/product-page.ts'), 'utf8');
    assert.ok(table.includes(`'${mark}'`), `"${mark}" is not in the product page's table`);
    await shippedElementBuild('sf-rec-list', join(dir, 'list'));
    assert.ok(textOf(join(dir, 'list')).includes(mark), `"${mark}" not in a list's build`);

    await shippedElementBuild('sf-navigation', join(dir, 'navigation'));
    assert.ok(
      !textOf(join(dir, 'navigation')).includes(mark),
      "the navigation carries the product page's answer table",
    );
  });
});
