/**
 * The shipped build's chunks, with the source modules tree-shaking left in each: what a page
 * loads is read from the build's own module list, not guessed from imports.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { ROOT } from '../../../bench/build.ts';

export type Chunk = Rolldown.OutputChunk;

const built = new Map<string, Promise<Map<string, Chunk>>>();

/**
 * Every chunk `vite build --mode <mode>` writes, by file name (nothing is written). Built once
 * per mode in a test file's process: its tests read the same build.
 */
export function shippedChunks(mode: string): Promise<Map<string, Chunk>> {
  let chunks = built.get(mode);
  if (!chunks) {
    chunks = buildChunks(mode);
    built.set(mode, chunks);
  }
  return chunks;
}

async function buildChunks(mode: string): Promise<Map<string, Chunk>> {
  const result = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { write: false, sourcemap: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Chunk>();
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/**
 * The files a chunk imports and awaits at its top level (the script tag awaits its exports, in
 * `core`, src/autoloader.ts): loaded with it as surely as its static imports.
 */
export function awaitedImports(chunk: Chunk): string[] {
  const base = chunk.fileName.includes('/')
    ? chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1)
    : '';
  return [...chunk.code.matchAll(/\bawait\s*\(\s*import\(\s*[`'"]\.\/([^`'"]+)[`'"]\s*\)/g)].map(
    (match) => base + match[1]!,
  );
}

/** The chunk whose file name matches, and those it imports statically or awaits (above). */
export function withStaticImports(chunks: Map<string, Chunk>, name: RegExp): Set<Chunk> {
  const entry = [...chunks.values()].find((chunk) => name.test(chunk.fileName));
  assert.ok(entry, `no chunk matching ${name} among ${[...chunks.keys()].join(', ')}`);
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of [...chunk.imports, ...awaitedImports(chunk)]) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return seen;
}

/** Source files (relative to the repository, or `node_modules/…`) that the chunks render. */
export function modulesOf(chunks: Iterable<Chunk>): string[] {
  const modules: string[] = [];
  for (const chunk of chunks)
    for (const [id, info] of Object.entries(chunk.modules))
      if (info.renderedLength > 0) modules.push(id.replace(`${ROOT}/`, ''));
  return modules;
}

/** The pages whose weight rows hold a query, with the entry chunks each loads (the script tag). */
export const QUERY_PAGES = [
  ['a page with one <sf-rec-list>', [/^storefront\/core-/]],
  ['a product page', [/^storefront\/sf-product-page-/, /^storefront\/sf-storefront-/]],
] as const;

/** The chunks `entries` match and those they import statically: what a page loads first. */
export function loadedFirst(chunks: Map<string, Chunk>, entries: readonly RegExp[]): Set<Chunk> {
  return new Set(entries.flatMap((entry) => [...withStaticImports(chunks, entry)]));
}
