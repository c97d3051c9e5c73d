/**
 * A page pays only for what it shows (issue 13): in the one script tag's build, the code that reads
 * a server-rendered result (src/controllers/embedded.ts), the carousel's behaviour
 * (src/controllers/carousel.ts) and the card extras (quick add, favourite toggle) are chunks of
 * their own that no chunk imports statically. A page
 * without a server render never loads the first, a page whose lists are all grids never the second
 * (docs/decisions.md, "Lean list: the server-render reader and the carousel load on demand"). The
 * sponsored-page query (src/api/sponsored-query.ts) and the shapes of its answer
 * (src/api/schemas/generated/sponsored-page.ts) go with `<sf-sponsored-page>` alone.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, shippedChunks, withStaticImports, type Chunk } from './graph.ts';

const ON_DEMAND = [
  'src/controllers/embedded.ts',
  'src/controllers/carousel.ts',
  // Quick add and the favourite toggle, loaded by an element with either before its cards
  // (docs/decisions.md, "Lean list: templates, strings and server adoption").
  'src/elements/card-extras.ts',
  'src/templates/card-extras.ts',
];

const SPONSORED_SHAPES = 'src/api/schemas/generated/sponsored-page.ts';

/** Strings only the sponsored-page query's code holds (its facet rules). */
// The facets of a public call's other forms (a map, ranges) are not even the sponsored page's
// (its attribute is a query string; docs/decisions.md, "Lean sponsored page").
const SPONSORED_QUERY_MARKS = ['only f.<id> parameters are allowed'];

describe('list and product pages load only what they show', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  for (const [page, entry] of [
    ['a page with one <sf-rec-list>', /^storefront\/core-/],
    ['a product page', /^storefront\/sf-product-page-/],
  ] as const) {
    it(`${page}: neither is in what it loads before its content`, () => {
      const modules = modulesOf(withStaticImports(chunks, entry));
      assert.ok(modules.includes('src/elements/sf-rec-list/sf-rec-list.component.ts'));
      assert.deepEqual(
        modules.filter((id) => ON_DEMAND.includes(id)),
        [],
      );
    });

    it(`${page}: no sponsored-page query (it goes with <sf-sponsored-page>)`, () => {
      const code = [...withStaticImports(chunks, entry)].map((chunk) => chunk.code).join('\n');
      assert.deepEqual(
        SPONSORED_QUERY_MARKS.filter((mark) => code.includes(mark)),
        [],
      );
      const sponsored = [...withStaticImports(chunks, /^storefront\/sf-sponsored-page-/)];
      const its = sponsored.map((chunk) => chunk.code).join('\n');
      assert.ok(
        SPONSORED_QUERY_MARKS.every((mark) => its.includes(mark)),
        'the sponsored page has it',
      );
      // Making the query from the page's attributes goes with it too.
      const making = 'src/controllers/sponsored-page-query.ts';
      assert.ok(modulesOf(sponsored).includes(making), 'the sponsored page makes its query');
      assert.ok(!modulesOf(withStaticImports(chunks, entry)).includes(making));
    });

    it(`${page}: no carrying over of a server render's focus and choices (it goes with the readers)`, () => {
      const carrying = 'src/controllers/carry-over.ts';
      assert.ok(!modulesOf(withStaticImports(chunks, entry)).includes(carrying));
      const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(carrying));
      assert.equal(holders.length, 1, `one chunk holds ${carrying}`);
      // Imported by the two readers of a server render: statically by the chunk a
      // server-rendered product page loads (embedded.ts), on demand by <sf-sponsored-page>'s
      // (only a server-rendered sponsored page loads it), and on demand by the core when it
      // asks for the reader (server-render.ts: both at once, not one after the other).
      const name = (chunk: Chunk) =>
        /^storefront\/(embedded|sf-sponsored-page|core)-/.exec(chunk.fileName)?.[1];
      const holder = holders[0]!.fileName;
      const chunkList = [...chunks.values()];
      assert.deepEqual(chunkList.filter((chunk) => chunk.imports.includes(holder)).map(name), [
        'embedded',
      ]);
      assert.deepEqual(
        chunkList
          .filter((chunk) => chunk.dynamicImports.includes(holder))
          .map(name)
          .sort(),
        ['core', 'sf-sponsored-page'],
      );
    });

    it(`${page}: no reading of a server-rendered sponsored page (it goes with <sf-sponsored-page>)`, () => {
      const reading = 'src/controllers/embedded-sponsored.ts';
      assert.ok(!modulesOf(withStaticImports(chunks, entry)).includes(reading));
      const sponsored = withStaticImports(chunks, /^storefront\/sf-sponsored-page-/);
      assert.ok(modulesOf(sponsored).includes(reading), 'the sponsored page has it');
    });

    it(`${page}: no shapes of sponsored-page answers (they go with <sf-sponsored-page>)`, () => {
      assert.ok(!modulesOf(withStaticImports(chunks, entry)).includes(SPONSORED_SHAPES));
      const sponsored = withStaticImports(chunks, /^storefront\/sf-sponsored-page-/);
      assert.ok(modulesOf(sponsored).includes(SPONSORED_SHAPES), 'the sponsored page has them');
    });
  }

  for (const module of ON_DEMAND) {
    it(`${module}: in a chunk that is only imported dynamically`, () => {
      const holders = [...chunks.values()].filter((chunk) => modulesOf([chunk]).includes(module));
      assert.equal(holders.length, 1, `one chunk holds ${module}`);
      const holder = holders[0]!.fileName;
      for (const chunk of chunks.values()) {
        assert.ok(
          !chunk.imports.includes(holder),
          `${chunk.fileName} imports ${holder} statically`,
        );
      }
      assert.ok(
        [...chunks.values()].some((chunk) => chunk.dynamicImports.includes(holder)),
        `something imports ${holder} on demand`,
      );
    });
  }
});

/**
 * Code that neither a list nor a product page runs before its content, in the core or a page
 * chunk (docs/decisions.md, "Lean render"): Lit's decorators (the elements declare
 * `static properties`), the `ref` directive and the async directive it rests on (the carousel
 * finds its viewport in the rendered DOM), the `repeat` directive and its helpers (a list's
 * cards change only by more being drawn at its end, which positions reuse as keys did:
 * docs/decisions.md, "Lean list: templates, strings and server adoption").
 */
const NOT_BEFORE_CONTENT = [
  'node_modules/@lit/reactive-element/decorators/',
  '/helpers/esm/decorate.js',
  'node_modules/lit-html/directives/ref.js',
  'node_modules/lit-html/async-directive.js',
  'node_modules/lit-html/directives/repeat.js',
  'node_modules/lit-html/directive-helpers.js',
];

/**
 * Texts of code a list or product page never needs before its content, each checked to be in the
 * build: the wording of a failed query's status (src/api/status-error.ts, a chunk loaded when a
 * query fails) and the card's part names as one text (`exportparts` of `<sf-sponsored-page>`
 * only).
 */
const TEXTS_NOT_BEFORE_CONTENT = {
  'the wording of failed statuses': [
    'cluster unavailable, busy or internal error',
    'unexpected response status',
  ],
  // Only <sf-sponsored-page> re-exports the card's parts (docs/decisions.md, "Lean list 2").
  "the card's part names for exportparts": ['image-placeholder, swap-image'],
};

describe('what list and product pages load before their content', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });

  for (const [page, entries] of [
    ['a page with one <sf-rec-list>', [/^storefront\/core-/]],
    ['a product page', [/^storefront\/sf-product-page-/, /^storefront\/sf-storefront-/]],
  ] as const) {
    const loaded = () => new Set(entries.flatMap((entry) => [...withStaticImports(chunks, entry)]));

    it(`${page}: no decorators, no ref or repeat directive`, () => {
      const modules = modulesOf(loaded());
      assert.ok(modules.includes('src/elements/sf-rec-list/sf-rec-list.component.ts'));
      assert.deepEqual(
        modules.filter((id) => NOT_BEFORE_CONTENT.some((mark) => id.includes(mark))),
        [],
      );
    });

    for (const [part, marks] of Object.entries(TEXTS_NOT_BEFORE_CONTENT)) {
      it(`${page}: not ${part}`, () => {
        const code = [...loaded()].map((chunk) => chunk.code).join('\n');
        assert.deepEqual(
          marks.filter((mark) => code.includes(mark)),
          [],
        );
        const all = [...chunks.values()].map((chunk) => chunk.code).join('\n');
        assert.ok(
          marks.every((mark) => all.includes(mark)),
          'the build has it',
        );
      });
    }
  }
});

/**
 * The check of a public query call's shape (src/api/call-shape.ts) and the words of the
 * validator's reports are the public query functions': the elements send calls they make
 * themselves, <sf-sponsored-page> too (`sendSponsoredPageQuery`, docs/decisions.md, "Lean
 * sponsored page"), so the script tag's build has no call-shape check at all, and the sponsored
 * page, like the list and the product page, declares `static properties` and loads no words
 * before its content.
 */
describe('what a sponsored page loads before its content, and what no page of the script tag loads', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });
  const loaded = () => withStaticImports(chunks, /^storefront\/sf-sponsored-page-/);

  it('no decorators, no ref or repeat directive', () => {
    const modules = modulesOf(loaded());
    assert.ok(modules.includes('src/elements/sf-sponsored-page/sf-sponsored-page.component.ts'));
    assert.deepEqual(
      modules.filter((id) => NOT_BEFORE_CONTENT.some((mark) => id.includes(mark))),
      [],
    );
  });

  it('no words of the validator\u2019s reports (they load when there is something to report)', () => {
    const modules = modulesOf(loaded());
    assert.ok(modules.includes('src/api/schemas/validate.ts'), 'it validates its answers');
    assert.deepEqual(
      ['src/api/schemas/issues.ts', 'src/api/worded.ts'].filter((id) => modules.includes(id)),
      [],
    );
    const code = [...loaded()].map((chunk) => chunk.code).join('\n');
    assert.ok(!code.includes('part(s) left out'), 'the words of a report are loaded');
  });

  it("no decorator code anywhere in the script tag's build (every element declares static properties)", () => {
    for (const chunk of chunks.values())
      assert.deepEqual(
        modulesOf([chunk]).filter((id) =>
          NOT_BEFORE_CONTENT.slice(0, 2).some((mark) => id.includes(mark)),
        ),
        [],
        chunk.fileName,
      );
  });

  it("no check of a public call's shape, anywhere in the script tag's build", () => {
    for (const chunk of chunks.values()) {
      assert.ok(!modulesOf([chunk]).includes('src/api/call-shape.ts'), chunk.fileName);
      assert.ok(!chunk.code.includes('belongs in options, the third argument'), chunk.fileName);
    }
  });
});

/**
 * The English words of the detail, the banners and the navigation are registered by their own
 * elements (docs/decisions.md, "Lean list: templates, strings and server adoption"): a page
 * carries those of the elements it shows, every page those of cards and lists.
 */
const ENGLISH_OF = {
  '<sf-product-page>': { mark: 'Product images', chunk: /^storefront\/sf-product-page-/ },
  '<sf-sponsored-page>': { mark: 'Campaign image', chunk: /^storefront\/sf-sponsored-page-/ },
  '<sf-navigation>': {
    mark: 'The menu could not be loaded.',
    chunk: /^storefront\/sf-navigation-/,
  },
};

describe('the English words a page carries', () => {
  let chunks: Map<string, Chunk>;
  before(async () => {
    chunks = await shippedChunks('bundle');
  });
  const text = (entry: RegExp) =>
    [...withStaticImports(chunks, entry)].map((chunk) => chunk.code).join('\n');

  it('a page with one <sf-rec-list>: those of cards and lists only', () => {
    const core = text(/^storefront\/core-/);
    assert.ok(core.includes('No products to show.'), 'the list words are there');
    for (const [element, { mark }] of Object.entries(ENGLISH_OF))
      assert.ok(!core.includes(mark), `the words of ${element} ("${mark}")`);
  });

  for (const [element, { mark, chunk }] of Object.entries(ENGLISH_OF)) {
    it(`${element}: its own words, and no other element's`, () => {
      const its = text(chunk);
      assert.ok(its.includes(mark), `"${mark}" is not in what ${element} loads`);
      for (const [other, { mark: theirs }] of Object.entries(ENGLISH_OF))
        if (other !== element)
          assert.ok(!its.includes(theirs), `${element} loads the words of ${other}`);
    });
  }
});
