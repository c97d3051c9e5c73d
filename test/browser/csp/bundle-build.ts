/**
 * The one-file bundle as shipped, for the CSP test of it (bundle.test.ts): built with the project's
 * own `vite.config.ts` in `--mode bundle`, exactly as `npm run build` builds
 * `dist/storefront-elements.js`, but into a temporary folder, so the test needs no earlier build
 * and never tests a stale `dist/`. Node only: mounted by `middleware.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');

let built: Promise<string> | undefined;

async function buildBundle(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-csp-bundle-'));
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'bundle',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    });
    return readFileSync(join(outDir, 'storefront-elements.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The bundle's code, built once per test run on first request. */
export function shippedBundle(): Promise<string> {
  built ??= buildBundle().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
