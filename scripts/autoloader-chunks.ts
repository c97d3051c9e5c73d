/**
 * Writes into the built autoloader (src/autoloader.ts) the chunks each tag needs: the chunk of the
 * tag's module and every chunk it imports, transitively, less what the autoloader itself imports
 * (already loaded). With it the autoloader requests them all at once (`modulepreload`) instead
 * of discovering them one import at a time.
 */
import type { Plugin } from 'vite';

const PLACEHOLDER = '__SF_CHUNK_MAP__';

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
      const loaded = closure(entry.fileName);
      const map: Record<string, string[]> = {};
      for (const chunk of chunks) {
        if (chunk === entry) continue;
        // A tag's module may share its chunk with others (sf-rec-list's, which the pages import).
        for (const id of chunk.moduleIds ?? []) {
          const tag = id.match(TAG_MODULE)?.[1];
          if (!tag) continue;
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
    },
  };
}
