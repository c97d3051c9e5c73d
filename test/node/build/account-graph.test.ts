/**
 * The account page (dist/account-elements.js) pays only for what it shows: the account elements
 * send no storefront notifications and run no product-discovery query, so the notifier, the
 * outbox and the query's session keys are not in what the page loads before its content
 * (docs/decisions.md, "Account page: no notifier, no query keys"). The modules are read from the
 * build's own module list, after tree-shaking, for the entry and every chunk it imports statically.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build, type Rolldown } from 'vite';
import { ROOT } from '../../../bench/build.ts';

type Chunk = Rolldown.OutputChunk;

/** Source files (relative to the repository) in the entry and its static imports. */
async function accountPageModules(): Promise<string[]> {
  const result = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'account-bundle',
    logLevel: 'silent',
    build: { write: false, sourcemap: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Chunk>();
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = chunks.get('account-elements.js');
  assert.ok(entry, `no account-elements.js among ${[...chunks.keys()].join(', ')}`);
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  const modules: string[] = [];
  for (const chunk of seen)
    for (const [id, info] of Object.entries(chunk.modules))
      if (info.renderedLength > 0) modules.push(id.replace(`${ROOT}/`, ''));
  return modules;
}

describe('the account page loads no storefront notification or query code', () => {
  it('has none of src/notify, src/api/session.ts or src/api/query-params.ts', async () => {
    const modules = await accountPageModules();
    assert.ok(
      modules.some((id) => id.startsWith('src/elements/sf-consents/')),
      `the account elements are there: ${modules.join(', ')}`,
    );
    const storefrontOnly = modules.filter(
      (id) =>
        id.startsWith('src/notify/') ||
        id === 'src/api/session.ts' ||
        id === 'src/api/query-params.ts',
    );
    assert.deepEqual(storefrontOnly, [], 'storefront-only modules on the account page');
  });
});
