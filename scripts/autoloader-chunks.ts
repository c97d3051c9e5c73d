/**
 * Writes into the built autoloader (src/autoloader.ts) the chunks each tag needs: the chunk of the
 * tag's module and every chunk it imports, transitively, less what every page loads anyway: what
 * the autoloader imports and what it awaits (its exports, in `core`). With it the autoloader requests them all at once (`modulepreload`) instead
 * of discovering them one import at a time.
 *
 * It also hides the autoloader's one top-level `await` (of its exports, asked for again if they
 * fail: `.catch(exportsAgain)`) from Rolldown's chunking
 * and puts it back in the built file. Rolldown turns its chunk optimisation off for a build that
 * holds a top-level `await`: its dynamic imports then go through facade files (a request more)
 * and the notification chunk splits in two. The `await` is safe to hide: it is in the entry, which
 * no chunk imports, so no chunk can wait on it in a cycle. Built, it is the same code as the
 * source's.
 */
import type { Plugin } from 'vite';

const PLACEHOLDER = '__SF_CHUNK_MAP__';

/** The autoloader's await of its exports, in source and while Rolldown chunks the build. */
const AWAIT_IN_SOURCE =
  /\bawait\s+import\(\s*(['"])\.\/autoloader-exports\.ts\1\s*\)\.catch\(exportsAgain\)/;
/** A call of an undeclared global: kept as written by Rolldown's and Terser's minifiers. */
const HIDDEN_AWAIT = '__sfAwait(';
/** What the built entry gets back: `await`, padded to the same length so its source map holds. */
const AWAIT_BUILT = 'await'.padEnd(HIDDEN_AWAIT.length - 1, ' ') + '(';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId?: string | null;
  moduleIds?: string[];
  code: string;
}

/** `elements/<tag>/<tag>.component.ts` → `<tag>`: the class modules the autoloader imports per tag. */
const TAG_MODULE = /\/src\/elements\/(sf-[a-z-]+)\/\1(?:\.component)?\.ts$/;

export function autoloaderChunkMap(entryName: string): Plugin {
  return {
    name: 'storefront-autoloader-chunk-map',
    transform(code, id) {
      if (!/\/src\/autoloader\.ts$/.test(id)) return null;
      if (!AWAIT_IN_SOURCE.test(code))
        throw new Error(
          'autoloader chunk map: no await of ./autoloader-exports.ts (with .catch(exportsAgain)) in ' +
            id,
        );
      return {
        code: code.replace(
          AWAIT_IN_SOURCE,
          `${HIDDEN_AWAIT}import('./autoloader-exports.ts').catch(exportsAgain))`,
        ),
      };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      ) as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.fileName === `${entryName}.js`);
      if (!entry) throw new Error(`autoloader chunk map: no ${entryName}.js in the bundle`);
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      // Loaded by every page: the entry, what it imports, and what it awaits at its end (its
      // exports, in `core`), which it asks for in the same task as the tags' chunks.
      const awaited = chunks.find((chunk) =>
        chunk.moduleIds?.some((id) => id.endsWith('/src/autoloader-exports.ts')),
      );
      if (!awaited) throw new Error('autoloader chunk map: no chunk holds autoloader-exports.ts');
      const loaded = closure(awaited.fileName, closure(entry.fileName));
      const map: Record<string, string[]> = {};
      for (const chunk of chunks) {
        if (chunk === entry) continue;
        // A tag's module may share its chunk with others (sf-rec-list's, which the pages import).
        for (const id of chunk.moduleIds ?? []) {
          const tag = id.match(TAG_MODULE)?.[1];
          if (!tag) continue;
          // None for a tag whose class is in what every page loads (the list's, in `core`).
          if (loaded.has(chunk.fileName)) {
            map[tag] = [];
            continue;
          }
          // The autoloader asks for a failed tag's chunk again under a URL of its own (`again`):
          // imported by another chunk too, it could run twice.
          const importer = chunks.find((other) => other.imports.includes(chunk.fileName));
          const tags = new Set(chunk.moduleIds?.map((each) => each.match(TAG_MODULE)?.[1]));
          tags.delete(undefined);
          if (importer || tags.size > 1)
            throw new Error(
              `autoloader chunk map: ${chunk.fileName} (<${tag}>) is ` +
                (importer
                  ? `imported by ${importer.fileName}`
                  : `shared by ${[...tags].join(', ')}`),
            );
          map[tag] = [...closure(chunk.fileName)]
            .filter((file) => !loaded.has(file))
            .map((file) => `./${file}`);
        }
      }
      const literal = new RegExp(`(['"\`])"${PLACEHOLDER}"\\1`);
      if (!literal.test(entry.code))
        throw new Error(`autoloader chunk map: no ${PLACEHOLDER} literal in ${entry.fileName}`);
      const json = JSON.stringify(JSON.stringify(map)).replace(/^"|"$/g, "'");
      entry.code = entry.code.replace(literal, json.replace(/\\"/g, '"'));
      if (entry.code.split(HIDDEN_AWAIT).length !== 2)
        throw new Error(`autoloader chunk map: not one ${HIDDEN_AWAIT} in ${entry.fileName}`);
      entry.code = entry.code.replace(HIDDEN_AWAIT, AWAIT_BUILT);
    },
  };
}
