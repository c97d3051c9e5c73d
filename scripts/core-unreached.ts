/**
 * Which modules of the script tag's `core` chunk (`vite.config.ts --mode bundle`) a page with one
 * `<sf-rec-list>` never reaches by static imports from the list's module: what that page pays
 * for other pages (the list row of the size budget counts all of `core`). Prints each module with
 * its rendered characters; nothing is written.
 *
 *   node --import tsx scripts/core-unreached.ts [element-module-regex]
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const from = new RegExp(process.argv[2] ?? 'src/elements/sf-rec-list/sf-rec-list\\.ts$');
let report: string[] = [];

const probe: Plugin = {
  name: 'storefront-core-unreached',
  generateBundle(_options, bundle) {
    const core = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.fileName.includes('/core-'),
    );
    if (core?.type !== 'chunk') throw new Error('no core chunk in the bundle build');
    const seen = new Set([...this.getModuleIds()].filter((id) => from.test(id)));
    if (!seen.size) throw new Error(`no module matches ${from}`);
    const todo = [...seen];
    while (todo.length) {
      for (const imported of this.getModuleInfo(todo.pop()!)?.importedIds ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        todo.push(imported);
      }
    }
    report = Object.entries(core.modules)
      .filter(([id]) => !seen.has(id))
      .map(
        ([id, module]) =>
          `${String(module.renderedLength).padStart(7)}  ${id.replace(`${ROOT}/`, '')}`,
      );
  },
};

await build({
  root: ROOT,
  configFile: resolve(ROOT, 'vite.config.ts'),
  mode: 'bundle',
  logLevel: 'silent',
  plugins: [probe],
  build: { write: false, reportCompressedSize: false },
});
console.log(
  report.length ? `  chars  module\n${report.join('\n')}` : 'every module of core is reached',
);
