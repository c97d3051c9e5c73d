/**
 * Writes a chunk's file into the code that asks for it again (src/api/load-again.ts): each
 * `'sf-chunk:<path under src>'` literal of the built chunks becomes `'./<file>'`, the chunk that
 * holds that module. Such a file is asked for under a URL of its own after a failure (`?retry=n`),
 * a second instance of its modules, so the build fails where that could run a module twice: the
 * chunk is imported statically by another, or dynamically by more than one chunk. The file is
 * written relative to the chunk that resolves it (load-again.ts's, with `import.meta.url`).
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = /(['"`])sf-chunk:([\w./-]+)\1/g;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds?: string[];
  code: string;
}

export function chunkFiles(): Plugin {
  return {
    name: 'storefront-chunk-files',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      ) as unknown as ChunkLike[];
      const holding = (path: string) =>
        chunks.find((chunk) => chunk.moduleIds?.some((id) => id.endsWith(`/src/${path}`)));
      const resolver = holding('api/load-again.ts');
      for (const chunk of chunks) {
        chunk.code = chunk.code.replace(PLACEHOLDER, (_literal, quote: string, path: string) => {
          const target = holding(path);
          const fail = (why: string) => {
            throw new Error(`chunk files: sf-chunk:${path} in ${chunk.fileName}: ${why}`);
          };
          if (!target) return fail('no chunk holds it');
          const staticImporter = chunks.find((other) => other.imports.includes(target.fileName));
          if (staticImporter) fail(`${target.fileName} is imported by ${staticImporter.fileName}`);
          const importers = chunks.filter((other) =>
            other.dynamicImports.includes(target.fileName),
          );
          if (importers.length !== 1)
            fail(`${target.fileName} is imported by ${importers.length} chunks`);
          if (!resolver) return fail('no chunk holds src/api/load-again.ts');
          const file = posix.relative(posix.dirname(resolver.fileName), target.fileName);
          return `${quote}${file.startsWith('.') ? '' : './'}${file}${quote}`;
        });
      }
    },
  };
}
