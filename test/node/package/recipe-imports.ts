/**
 * What a docs recipe's imports cost a shop that bundles them: every value a `ts`, `tsx`, `js`,
 * `vue` or `svelte` block of README.md and docs/*.md imports from the package's browser entries,
 * bundled by Vite in the consumer project from the installed tarball. The bundle may define only
 * the elements the block names (a tag `sf-…`, or its React component `Sf…`): a page pays for what
 * it shows, and a shop copies our imports as they are written. Importing `notify` from the main
 * entry, or one React component from the module of all of them, defined every element.
 *
 * An element is defined by the shop's bundle when the package's module that defines it
 * (`dist/elements/<tag>.js`, the `define` call) renders code into it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { it } from 'node:test';
import { docsBlocks, where } from './docs-blocks.ts';
import type { InstalledPackage } from './install.ts';
import { ROOT } from './install.ts';

/** Entries that are not for a browser page (Node, declarations only). */
const NOT_BROWSER = /^storefront-elements\/(engage|admin|jsx|react-jsx|vue|custom-elements\.json)$/;

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());

/** The value imports of a block from the package's browser entries, as one module's source. */
export function recipeImports(text: string): string | undefined {
  const lines: string[] = [];
  const used: string[] = [];
  const pattern =
    /^\s*import\s+(?!type\s)(?:([^;'"]*?)\s+from\s+)?['"](storefront-elements(?:\/[^'"]*)?)['"]/gm;
  for (const [, clause, specifier = ''] of text.matchAll(pattern)) {
    if (NOT_BROWSER.test(specifier)) continue;
    if (!clause) {
      lines.push(`import '${specifier}';`);
      continue;
    }
    const names = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!);
    const namespace = /\*\s+as\s+(\w+)/.exec(clause)?.[1];
    if (namespace) {
      lines.push(`import * as ${namespace} from '${specifier}';`);
      used.push(namespace);
    }
    if (values.length) {
      const local = values.map((name, index) => `${name} as v${used.length + index}`);
      lines.push(`import { ${local.join(', ')} } from '${specifier}';`);
      used.push(...values.map((_, index) => `v${used.length + index}`));
    }
  }
  if (!lines.length) return undefined;
  return `${lines.join('\n')}\nconsole.log(${used.join(', ')});\n`;
}

/** The tags a block names: `sf-…` in its text, and React components `SfRecList` → `sf-rec-list`. */
export function namedTags(text: string, tags: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const [tag] of text.matchAll(/\bsf-[a-z]+(?:-[a-z]+)*/g)) named.add(tag);
  for (const [name] of text.matchAll(/\bSf[A-Z][A-Za-z]*/g)) named.add(kebab(name));
  return new Set(tags.filter((tag) => named.has(tag)));
}

export interface ShopBundle {
  /** Every chunk's code, joined. */
  code: string;
  /** Gzip of the minified chunks, each on its own. */
  gzipBytes: number;
  /** The modules that rendered code into the bundle (absolute paths). */
  rendered: Set<string>;
  /** The entry's file, written into the consumer project (for `import()`). */
  file: string;
}

/**
 * `source` (a module of the shop's) bundled by Vite in the consumer project with its defaults,
 * minified, written to a folder of the project that the caller removes with `dispose`.
 */
export async function shopBundle(
  installed: InstalledPackage,
  source: string,
): Promise<ShopBundle & { dispose: () => void }> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(installed.project, 'bundle-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    root: installed.project,
    logLevel: 'silent',
    build: {
      outDir: join(dir, 'out'),
      minify: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'entry.js' },
      // React and @lit/react are the app's own (peer dependencies); a recipe's React is not ours.
      rolldownOptions: { external: [/^react(-dom)?(\/|$)/, /^@lit\/react/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; code?: string; modules?: Record<string, { renderedLength: number }> }[];
  }[];
  const rendered = new Set<string>();
  const codes: string[] = [];
  let gzipBytes = 0;
  for (const output of outputs)
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      codes.push(item.code ?? '');
      gzipBytes += gzipSync(item.code ?? '', { level: 9 }).length;
      for (const [id, module] of Object.entries(item.modules ?? {}))
        if (module.renderedLength > 0) rendered.add(id.replace(/\\/g, '/').replace(/^\0/, ''));
    }
  return {
    code: codes.join('\n'),
    gzipBytes,
    rendered,
    file: join(dir, 'out', 'entry.js'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The tags whose defining module renders code into a bundle built from `source`. */
async function definedTags(
  installed: InstalledPackage,
  source: string,
  tags: readonly string[],
): Promise<{ defined: string[]; bytes: number }> {
  const bundle = await shopBundle(installed, source);
  try {
    const defined = tags.filter((tag) =>
      [...bundle.rendered].some((id) =>
        id.endsWith(`/storefront-elements/dist/elements/${tag}.js`),
      ),
    );
    return { defined, bytes: bundle.gzipBytes };
  } finally {
    bundle.dispose();
  }
}

export function recipeImportTests(context: () => { installed: InstalledPackage }): void {
  const blocks = docsBlocks(ROOT).filter(
    (block) =>
      ['ts', 'tsx', 'js', 'vue', 'svelte'].includes(block.lang) &&
      block.notARecipe === undefined &&
      recipeImports(block.text) !== undefined,
  );
  it('finds the recipes that import from the package', () => {
    assert.ok(blocks.length >= 5, `only ${blocks.length} recipes import values from the package`);
  });
  for (const block of blocks)
    it(`${where(block)}: its imports define only the elements it names`, async () => {
      const { installed } = context();
      const tags = Object.keys(installed.manifest.exports)
        .map((key) => /^\.\/elements\/(sf-[a-z-]+)\.js$/.exec(key)?.[1])
        .filter((tag): tag is string => tag !== undefined);
      assert.ok(tags.includes('sf-rec-list'), 'no element entries in the exports map');
      const { defined, bytes } = await definedTags(installed, recipeImports(block.text)!, tags);
      const named = namedTags(block.text, tags);
      const extra = defined.filter((tag) => !named.has(tag));
      assert.deepEqual(
        extra,
        [],
        `${where(block)} imports ${extra.length} element(s) it does not use (${bytes} B gzip of JS): ` +
          `${extra.join(', ')}\n${recipeImports(block.text)}`,
      );
    });
}
