/** Size: every entry point as one minified file with Lit inlined, gzipped. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALGOLIA_ALIAS, ALGOLIA_DEFINE } from './algolia.ts';
import { buildSingleFile, ROOT, type BundleSize } from './build.ts';
import { minifyTemplateLiterals } from '../scripts/minify-literals.ts';

export interface SizeRow extends BundleSize {
  name: string;
  entry: string;
}

/** Each `src/elements/<tag>/<tag>.ts`, the module that defines the tag. */
function elementEntries(): { name: string; entry: string }[] {
  const dir = join(ROOT, 'src/elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, `${item.name}.ts`)))
    .map((item) => ({ name: item.name, entry: `src/elements/${item.name}/${item.name}.ts` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function measureSizes(): Promise<SizeRow[]> {
  const entries = [
    ...elementEntries(),
    {
      name: 'product page (storefront + product-page + rec-list)',
      entry: 'bench/entries/product-page.ts',
    },
    { name: 'every storefront element in one file (src/index.ts)', entry: 'src/index.ts' },
    { name: 'account-elements.js (account elements)', entry: 'src/account-elements.ts' },
  ];
  const rows: SizeRow[] = [];
  // Our entries with the literal minification of the shipped builds (vite.config.ts).
  const plugins = [minifyTemplateLiterals()];
  for (const { name, entry } of entries) {
    rows.push({ name, entry, ...(await buildSingleFile(entry, { plugins })) });
  }
  rows.push({
    name: 'Lit + @lit/task (comparison: the floor)',
    entry: 'bench/entries/lit-task.ts',
    ...(await buildSingleFile('bench/entries/lit-task.ts')),
  });
  rows.push({
    name: '@nosto/web-components, every element (comparison)',
    entry: 'bench/entries/nosto.ts',
    ...(await buildSingleFile('bench/entries/nosto.ts', { define: ALGOLIA_DEFINE })),
  });
  const algolia = 'bench/entries/algolia.ts';
  rows.push({
    name: '@algolia/recommend-js + @algolia/recommend (comparison)',
    entry: algolia,
    ...(await buildSingleFile(algolia, { define: ALGOLIA_DEFINE, alias: ALGOLIA_ALIAS })),
  });
  return rows;
}
