/**
 * What each browser entry of the package costs a shop's bundler: the package as a shop installs
 * it (`shippedPackage`: the modules built as shipped, its package.json with `sideEffects`), then each entry of the exports map bundled alone with Vite's
 * defaults (`bundlerBuild`), as a page that imports everything the entry exports would have it.
 * Gzip (level 9, file by file) of what loads first (the entry and its static imports) and of
 * everything including the chunks loaded later (notifications, extras, carousel), but for the
 * languages (a page in another language than English adds one, about 1 kB). Lit, `@lit/task`,
 * `@lit/context` and zod are the shop's copies, counted; React's packages (`react`, `react-dom`,
 * `@lit/react`) are the app's own and not counted. Used by `npm run bench`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSize, ROOT } from './build.ts';
import { bundlerBuild, shippedPackage, weigh } from './page-weight.ts';

export interface EntryImport {
  /** The specifier a shop imports (`storefront-elements/elements/sf-rec-list.js`). */
  specifier: string;
  /** Gzip bytes of what a page loads before it runs the entry. */
  firstGzipBytes: number;
  /** Gzip bytes of every file of the build, later chunks included, but for the languages. */
  allGzipBytes: number;
}

const APP_OWN = /^(react|react-dom|@lit\/react)(\/|$)/;
/** A language's strings (`storefront.sv-….js`, `account.de-….js`): a page loads at most one. */
const LANGUAGE_CHUNK = /\.[a-z]{2}-[\w-]+\.js$/;

/** The browser entries of the exports map: their specifier and built file under `dist/`. */
export function browserEntries(): { specifier: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { default?: string }>;
  };
  return Object.entries(manifest.exports).flatMap(([key, target]) => {
    const file = typeof target === 'string' ? target : target.default;
    // Node entries live under dist/node/; declaration-only and JSON entries have no module.
    if (!file?.endsWith('.js') || file.startsWith('./dist/node/')) return [];
    return [{ specifier: `${manifest.name}${key.slice(1)}`, file: file.slice('./dist/'.length) }];
  });
}

export async function measureEntryImports(): Promise<EntryImport[]> {
  const folder = await shippedPackage();
  const out = mkdtempSync(join(tmpdir(), 'sf-entry-imports-'));
  const rows: EntryImport[] = [];
  try {
    for (const { specifier, file } of browserEntries()) {
      await bundlerBuild(join(folder, 'dist', file), out, { external: APP_OWN });
      const first = weigh(out, 'entry.js', []);
      const all = (readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((name) => name.endsWith('.js') && !LANGUAGE_CHUNK.test(name))
        .reduce((sum, name) => sum + gzipSize(readFileSync(join(out, name))), 0);
      rows.push({
        specifier,
        firstGzipBytes: first.reduce((sum, item) => sum + item.gzipBytes, 0),
        allGzipBytes: all,
      });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}
