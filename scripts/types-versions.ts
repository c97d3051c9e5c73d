/**
 * `typesVersions` of package.json, derived from its `exports`: TypeScript's `moduleResolution:
 * node` (node10, still the default with `module: ESNext` and the setting of many shops' projects)
 * ignores `exports`, so without it `import 'storefront-elements/api'` has no types there. Each
 * subpath maps to the `types` of its export; the root has the top-level `types`.
 *
 *   node --import tsx scripts/types-versions.ts          writes them into package.json
 *   test/node/build/types-versions.test.ts                fails when they differ from exports
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('../package.json', import.meta.url));

type Exports = Record<string, string | { types?: string; default?: string }>;

/** The top-level `types` and the `typesVersions` the exports map implies. */
export function typesFromExports(exports: Exports): {
  types: string;
  typesVersions: { '*': Record<string, string[]> };
} {
  const typesOf = (target: Exports[string]) =>
    typeof target === 'string' ? undefined : target.types;
  const root = typesOf(exports['.']!);
  if (!root) throw new Error('package.json: exports["."] has no types');
  const paths: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    const types = typesOf(target);
    if (subpath === '.' || !types) continue;
    paths[subpath.replace(/^\.\//, '')] = [types];
  }
  return { types: root, typesVersions: { '*': paths } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(PACKAGE, 'utf8')) as Record<string, unknown>;
  const { types, typesVersions } = typesFromExports(manifest.exports as Exports);
  // Beside `exports`, in the order npm shows them.
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(manifest)) {
    if (key === 'types' || key === 'typesVersions') continue;
    out[key] = value;
    if (key === 'exports') Object.assign(out, { types, typesVersions });
  }
  writeFileSync(PACKAGE, `${JSON.stringify(out, null, 2)}\n`);
}
