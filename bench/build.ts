/**
 * One entry point as ONE minified ES module with everything inlined (Lit, zod/mini, @lit/task):
 * what a shop's page downloads for it. Used by `npm run bench` and by the size-budget test.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type PluginOption } from 'vite';
import { SHIPPED_OUTPUT } from '../scripts/shipped-output.ts';

export const ROOT = resolve(import.meta.dirname, '..');

export interface BundleSize {
  bytes: number;
  gzipBytes: number;
}

/** Gzip as `scripts/sizes.mjs` measures it (level 9). */
export function gzipSize(code: Buffer | string): number {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * Builds `entry` (relative to the repo root) into a temporary folder with vite's library mode, as
 * `vite build --mode bundle` does (minified, es2022, no code splitting), and measures it.
 * `define` replaces globals (`process.env.NODE_ENV` for packages that read it), `alias` swaps
 * modules.
 */
export async function buildSingleFile(
  entry: string,
  options: {
    define?: Record<string, string>;
    alias?: Record<string, string>;
    plugins?: PluginOption[];
  } = {},
): Promise<BundleSize> {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-bench-build-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: options.plugins ?? [],
      define: options.define ?? {},
      resolve: { alias: options.alias ?? {} },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        copyPublicDir: false,
        lib: { entry: resolve(ROOT, entry), formats: ['es'], fileName: () => 'bundle.js' },
        // Languages other than English are chunks of their own (src/i18n/), loaded only by a page
        // in that language, as in the shipped builds: not part of the file measured.
        rolldownOptions: { output: { ...SHIPPED_OUTPUT, chunkFileNames: 'locales/[name].js' } },
      },
    });
    const locales = existsSync(join(outDir, 'locales')) ? readdirSync(join(outDir, 'locales')) : [];
    // Other chunks (the carousel controller a carousel list loads after its first render, and
    // what it shares with the entry) count as the entry's: one file's worth, as before the split.
    const others = locales.filter((name) => !/^(storefront|account)\.[a-z]{2}\.js$/.test(name));
    const files = readdirSync(outDir).filter((name) => name.endsWith('.js'));
    if (files.length !== 1) throw new Error(`${entry}: expected one file, got ${files.join(', ')}`);
    const code = Buffer.concat([
      readFileSync(join(outDir, files[0]!)),
      ...others.map((name) => readFileSync(join(outDir, 'locales', name))),
    ]);
    return { bytes: code.length, gzipBytes: gzipSize(code) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
