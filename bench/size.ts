/** Size: every entry point as one minified file with Lit inlined, gzipped. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALGOLIA_ALIAS, ALGOLIA_DEFINE } from './algolia.ts';
import { buildSingleFile, ROOT, type BundleSize } from './build.ts';

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
    { name: 'storefront-elements.js (all storefront elements)', entry: 'src/index.ts' },
    { name: 'account-elements.js (account elements)', entry: 'src/account.ts' },
  ];
  const rows: SizeRow[] = [];
  for (const { name, entry } of entries) {
    rows.push({ name, entry, ...(await buildSingleFile(entry)) });
  }
  const algolia = 'bench/entries/algolia.ts';
  rows.push({
    name: '@algolia/recommend-js + @algolia/recommend (comparison)',
    entry: algolia,
    ...(await buildSingleFile(algolia, { define: ALGOLIA_DEFINE, alias: ALGOLIA_ALIAS })),
  });
  return rows;
}
