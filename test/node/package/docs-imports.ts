/**
 * A shop copies the engage recipes from the installed package's own docs (docs/engage.md and
 * README.md are in the tarball), so every module a code block of them imports must be there for
 * it: `storefront-elements/…` resolves through the installed exports map; `node:…` is Node's; a
 * relative import (`./session.ts`) names a file that another block of the same doc gives whole
 * (its first line `// <path>`); any other package is one the doc tells the shop to install
 * (`npm install … <name>`). Blocks marked not-a-recipe are checked too: they are copied as well.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { it } from 'node:test';
import { extractBlocks, where, type DocBlock } from './docs-blocks.ts';
import { ROOT, type InstalledPackage } from './install.ts';

const DOCS = ['README.md', 'docs/engage.md'];
const CODE = ['ts', 'tsx', 'js', 'mjs'];

/** The modules a block imports for their values (`import type` is erased). */
export function importedModules(text: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of text.matchAll(
    /^\s*import\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  ))
    found.push(specifier);
  for (const [, specifier = ''] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push(specifier);
  return found;
}

/** The file a block gives whole: its first line `// examples/engage-proxy/proxy.ts`. */
const givenFile = (block: DocBlock) =>
  /^\/\/\s*(\S+\.(?:ts|js|mjs))\s*$/.exec(block.text.split('\n')[0] ?? '')?.[1];

/** Packages a doc tells the shop to install: the names after `npm install`. */
function toInstall(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const [, words = ''] of markdown.replace(/\s+/g, ' ').matchAll(/npm install ([^`]+)`/g))
    for (const word of words.split(' ')) if (word && !word.startsWith('-')) names.add(word);
  return names;
}

export function docsImportTests(context: () => { installed: InstalledPackage }): void {
  for (const doc of DOCS) {
    const markdown = readFileSync(join(ROOT, doc), 'utf8');
    const blocks = extractBlocks(markdown, doc).filter((block) => CODE.includes(block.lang));
    const given = new Set(
      blocks
        .map(givenFile)
        .filter(Boolean)
        .map((path) => basename(path!)),
    );
    const installs = toInstall(markdown);
    it(`${doc}: every module its code blocks import is there for a shop with the package`, () => {
      const require = createRequire(join(context().installed.project, 'package.json'));
      const missing: string[] = [];
      for (const block of blocks)
        for (const specifier of importedModules(block.text)) {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          let ok: boolean;
          if (specifier.startsWith('node:')) ok = true;
          else if (specifier.startsWith('.')) ok = given.has(basename(specifier));
          else if (name === 'storefront-elements') {
            try {
              require.resolve(specifier);
              ok = true;
            } catch {
              ok = false;
            }
          } else ok = installs.has(name);
          if (!ok) missing.push(`${where(block)}: ${specifier}`);
        }
      assert.deepEqual(missing, []);
    });
  }
}
