/**
 * What a page downloads before its content shows, gzip (level 9, each file on its own, as a
 * browser fetches them), Lit included: the shipped builds of `vite.config.ts` (`--mode bundle`,
 * `--mode account-bundle`) into a temporary folder, and for the script tag the autoloader plus
 * every chunk the page's tags need (the map the build writes into it, src/autoloader.ts); for the
 * card, its module built as a bundler would (chunks split, Lit inlined). Pages are in English:
 * another language adds its strings' chunk (under 1 kB).
 * Used by `npm run bench` and by the size budget (test/node/size-budget.test.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { gzipSize, ROOT } from './build.ts';
import { SHIPPED_OUTPUT } from '../scripts/shipped-output.ts';
import { minifyTemplateLiterals } from '../scripts/minify-literals.ts';

/** The pages of the weight table (issue 13), in its order. */
export const PAGES = {
  'product-page': 'product page: detail + 3 rec lists + notifications, via the one script tag',
  'rec-list': 'a page with one <sf-rec-list>, via the one script tag',
  'product-card': 'storefront-elements/elements/sf-product-card.js alone (bundler users)',
  'sponsored-page': 'a page with one <sf-sponsored-page>, via the one script tag',
  account: 'account page (all account elements)',
} as const;
export type PageName = keyof typeof PAGES;

/** The tags each script-tag page holds. */
const SCRIPT_TAG_PAGES: Partial<Record<PageName, string[]>> = {
  'product-page': ['sf-storefront', 'sf-product-page', 'sf-rec-list'],
  'rec-list': ['sf-rec-list'],
  'sponsored-page': ['sf-sponsored-page'],
};

export interface PageWeight {
  page: PageName;
  gzipBytes: number;
  /** Each file the page loads with its gzip bytes. */
  files: { file: string; gzipBytes: number }[];
}

export async function shippedBuild(
  mode: 'bundle' | 'account-bundle' | 'modules',
  outDir: string,
): Promise<void> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

/** The relative static imports of a built ES module (`import … from`, `export … from`). */
export function staticImports(code: string): string[] {
  return [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w${},\s*]+from\s*)?["'`](\.[^"'`]+)["'`]/g),
  ].map((match) => match[1]!);
}

/**
 * The relative imports a built ES module awaits at its top level (`await (import(…))`): the
 * script tag awaits its exports, in `core` (src/autoloader.ts), so every page that has it loads
 * them.
 */
export function awaitedImports(code: string): string[] {
  return [...code.matchAll(/\bawait\s*\(\s*import\(\s*["'`](\.[^"'`]+)["'`]\s*\)/g)].map(
    (match) => match[1]!,
  );
}

/**
 * `entry` and every chunk it imports statically or awaits, and for the script tag the chunks of
 * `tags`. A chunk only imported dynamically otherwise (another language's strings) is not loaded
 * by an English page.
 */
export function weigh(dir: string, entry: string, tags: string[]): PageWeight['files'] {
  const code = readFileSync(join(dir, entry), 'utf8');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(join(dir, file), 'utf8');
    const base = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const imported of [...staticImports(text), ...awaitedImports(text)])
      visit(join(base, imported).replace(/^\.\//, ''));
  };
  visit(entry);
  if (tags.length === 0) return sized(dir, files);
  const mapText = code.match(/JSON\.parse\('(\{[^']*\})'\)/)?.[1];
  if (!mapText) throw new Error(`${entry}: no chunk map written into the autoloader`);
  const map = JSON.parse(mapText) as Record<string, string[]>;
  for (const tag of tags) {
    if (!map[tag]) throw new Error(`${entry}: no chunks for <${tag}>`);
    for (const file of map[tag]) visit(file.replace(/^\.\//, ''));
  }
  return sized(dir, files);
}

function sized(dir: string, files: Set<string>): PageWeight['files'] {
  return [...files].map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(dir, file))) }));
}

/** `entry` built alone as a bundler would for a page (Lit inlined, chunks split), in `dir`. */
export async function bundlerBuild(
  entry: string,
  dir: string,
  options: { external?: RegExp } = {},
): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [minifyTemplateLiterals()],
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: resolve(ROOT, entry), formats: ['es'], fileName: () => 'entry.js' },
      rolldownOptions: {
        ...(options.external ? { external: options.external } : {}),
        output: { ...SHIPPED_OUTPUT, chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

/**
 * The package as a shop installs it, in a new folder under this repository's node_modules (so
 * that the shop's build finds Lit where an install puts it): the modules built as shipped
 * (`--mode modules`) in `<folder>/dist`, beside a package.json with the package's name, exports
 * and `sideEffects` (what a shop's bundler reads to leave out modules a page does not use).
 * Returns the folder; the caller removes it.
 */
export async function shippedPackage(): Promise<string> {
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'sf-package-'));
  await shippedBuild('modules', join(folder, 'dist'));
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const { name, version, type, exports, sideEffects } = manifest;
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name, version, type, exports, sideEffects }, null, 2),
  );
  return folder;
}

/**
 * `storefront-elements/elements/<tag>.js` as a shop gets it: the package (`shippedPackage`), then
 * that file bundled by a bundler as a shop's build does (`bundlerBuild`), in `dir`.
 */
export async function shippedElementBuild(tag: string, dir: string): Promise<void> {
  const folder = await shippedPackage();
  try {
    await bundlerBuild(join(folder, 'dist', 'elements', `${tag}.js`), dir);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The card row's build: `shippedElementBuild` of `sf-product-card`. */
export const shippedCardBuild = (dir: string) => shippedElementBuild('sf-product-card', dir);

const total = (files: PageWeight['files']) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** Every row of the table, or those named. */
export async function measurePageWeights(
  only: readonly PageName[] = Object.keys(PAGES) as PageName[],
): Promise<PageWeight[]> {
  const rows: PageWeight[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'sf-page-weight-'));
  try {
    if (only.some((page) => SCRIPT_TAG_PAGES[page])) {
      await shippedBuild('bundle', dir);
      for (const page of only) {
        const tags = SCRIPT_TAG_PAGES[page];
        if (!tags) continue;
        const files = weigh(dir, 'storefront-elements.js', tags);
        rows.push({ page, gzipBytes: total(files), files });
      }
    }
    if (only.includes('product-card')) {
      await shippedCardBuild(dir);
      const files = weigh(dir, 'entry.js', []);
      rows.push({ page: 'product-card', gzipBytes: total(files), files });
    }
    if (only.includes('account')) {
      await shippedBuild('account-bundle', dir);
      const files = weigh(dir, 'account-elements.js', []);
      rows.push({ page: 'account', gzipBytes: total(files), files });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return only.map((page) => rows.find((row) => row.page === page)!);
}
