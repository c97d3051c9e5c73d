/**
 * What `storefront-elements/elements/sf-product-card.js` alone loads, as a shop gets it (the
 * package's module built as shipped, then bundled as a shop's bundler does: bench/page-weight.ts,
 * `shippedCardBuild`) leaves out what only other elements need (docs/decisions.md, "The card
 * alone"). Each part is found by a text minification keeps, and each text is checked to be in the
 * whole library's build, so a renamed text cannot make the test pass by itself.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../../../bench/build.ts';
import { bundlerBuild, shippedCardBuild, staticImports } from '../../../bench/page-weight.ts';

/** What the card does not need, and a text only that part holds. */
const LEFT_OUT: Record<string, string> = {
  'the card skeleton styles (lists and pages show skeletons)': 'sf-skeleton-pulse',
  'the card skeleton template': 'part="card skeleton"',
  "@lit/context's ContextProvider (the card provides nothing)": 'onProviderRequest',
  'the query configuration (the card queries nothing)':
    'set it on the element or on <sf-storefront>',
  'the default `notify` (the card sends through its context notifier)': 'duplicateAdds',
  // What only a shop's notifier needs (src/notify/shop-notifier.ts; docs/decisions.md, "Lean
  // notify (2)"): the card's session is its parsed configuration, its adds are its own, and it
  // marks product keys as favourites.
  'the checks of a hand-written session (`notify.configure`, `createNotifier`)':
    'must be a non-empty string when given',
  "the shop's own addToCart absorbed by an element's add": "repeats an element's add",
  'the favourite body of either key (the card sends product keys)':
    '{ productKey } or { variantKey }',
  "the English words of the product page's detail": 'Product images',
  "the English words of the sponsored page's banners": 'Campaign image',
  'the English words of the navigation': 'The menu could not be loaded.',
  // Only the card extras (a chunk) and the product detail draw it (docs/decisions.md, "Lean card 2").
  "the favourite toggle's heart": '4.2 12.9a4.9 4.9',
};

/** Parts that no shipped element loads: their text is checked in their source instead. */
const IN_SOURCE: Record<string, [string, string]> = {
  'the body checks of notifications the card never sends (remove-recently-viewed)': [
    'src/notify/bodies.ts',
    '{ productKeys } or { removeAll: true }',
  ],
};

/** The text of `entry` and of every file it imports statically: what a page loads. */
function loaded(dir: string, entry: string): string {
  const seen = new Set<string>();
  let text = '';
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    text += code;
    for (const imported of staticImports(code)) visit(join(dirname(file), imported));
  };
  visit(join(dir, entry));
  return text;
}

describe('sf-product-card.js alone loads only what a card needs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-card-alone-'));
  let card: string;
  let cardBuild: string;
  let libraryBuild: string;
  before(async () => {
    await shippedCardBuild(join(dir, 'card'));
    card = loaded(join(dir, 'card'), 'entry.js');
    cardBuild = readdirSync(join(dir, 'card'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, 'card', file), 'utf8'))
      .join('\n');
    await bundlerBuild('src/index.ts', join(dir, 'library'));
    libraryBuild = readdirSync(join(dir, 'library'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, 'library', file), 'utf8'))
      .join('\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const [part, mark] of Object.entries(LEFT_OUT)) {
    it(`leaves out ${part}`, () => {
      // In the library's build, not necessarily in what it loads first: the heart, say, goes
      // with the card extras (docs/decisions.md, "Lean page").
      assert.ok(libraryBuild.includes(mark), `"${mark}" is not in the library build: not a mark`);
      assert.ok(!card.includes(mark), `the card loads ${part} ("${mark}")`);
    });
  }

  for (const [part, [source, mark]] of Object.entries(IN_SOURCE)) {
    it(`leaves out ${part}`, () => {
      assert.ok(
        readFileSync(join(ROOT, source), 'utf8').includes(mark),
        `"${mark}" not in ${source}`,
      );
      assert.ok(!card.includes(mark), `the card loads ${part} ("${mark}")`);
    });
  }

  it('has no Lit decorators: no element declares its properties with them, so no build holds them', () => {
    for (const build of [card, cardBuild, libraryBuild])
      assert.ok(!build.includes('Unsupported decorator location'), "Lit's decorators are built in");
  });

  it('loads the quick add and the favourite toggle only with a card that has them (a chunk)', () => {
    for (const mark of ['class="quick-add"', 'sf-add-to-cart']) {
      assert.ok(cardBuild.includes(mark), `the card build lacks "${mark}"`);
      assert.ok(!card.includes(mark), `the card loads "${mark}" before its content`);
    }
  });

  it('still carries the card itself and its notifier; its viewability comes after the content', () => {
    for (const mark of ['sf-product-card', '/api/storefront/v3/notifications/'])
      assert.ok(card.includes(mark), `the card lacks "${mark}"`);
    // Viewability is part of the notification chunk (docs/decisions.md, "Lean notify").
    assert.ok(!card.includes('IntersectionObserver'), 'the card loads viewability before it shows');
    assert.ok(cardBuild.includes('IntersectionObserver'), 'the card build lacks viewability');
  });
});
