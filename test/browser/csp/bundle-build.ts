/**
 * The one script tag as shipped, for the CSP test of it (bundle.test.ts): built with the project's
 * own `vite.config.ts` in `--mode bundle`, exactly as `npm run build` builds
 * `dist/storefront-elements.js` and its chunks (`dist/storefront/`), but into a temporary folder,
 * so the test needs no earlier build and never tests a stale `dist/`. Node only: mounted by
 * `middleware.ts`.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Each built JavaScript file by its path under the output folder (`storefront/…` for chunks). */
export type BuiltFiles = Map<string, string>;

let built: Promise<BuiltFiles> | undefined;

async function buildBundle(): Promise<BuiltFiles> {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-csp-bundle-'));
  try {
    // The account page's script tag beside it (`account-elements.js`, `account/…`), as shipped.
    for (const mode of ['bundle', 'account-bundle'])
      await build({
        root: ROOT,
        configFile: join(ROOT, 'vite.config.ts'),
        mode,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: mode === 'bundle',
          sourcemap: false,
          reportCompressedSize: false,
        },
      });
    const files: BuiltFiles = new Map();
    for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.js')) files.set(file, readFileSync(join(outDir, file), 'utf8'));
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The built files, built once per test run on first request. */
export function shippedBundle(): Promise<BuiltFiles> {
  built ??= buildBundle().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
