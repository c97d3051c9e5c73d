/**
 * The benchmark's pages as a shop would serve them: a production build (minified, Lit's
 * production code) of bench/pages/render.html and demo/product.html, served by `vite preview`
 * with the reference server mounted on the same origin. Its latency can be changed between runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { createReferenceHandler } from '../src/reference/handler.ts';
import { toNodeListener } from '../src/reference/node.ts';
import { minifyTemplateLiterals } from '../scripts/minify-literals.ts';
import { ALGOLIA_ALIAS, ALGOLIA_DEFINE } from './algolia.ts';
import { ROOT } from './build.ts';

export interface BenchServer {
  url: string;
  /** Milliseconds the reference server waits before answering each storefront query. */
  setLatency(latencyMs: number): void;
  close(): Promise<void>;
}

function referenceServer(): { plugin: Plugin; setLatency(ms: number): void } {
  const listeners = new Map<number, ReturnType<typeof toNodeListener>>();
  let current = 0;
  const listener = () => {
    let found = listeners.get(current);
    if (!found) {
      found = toNodeListener(createReferenceHandler({ latencyMs: current }));
      listeners.set(current, found);
    }
    return found;
  };
  return {
    setLatency: (ms) => {
      current = ms;
    },
    plugin: {
      name: 'bench-reference-server',
      configurePreviewServer(server) {
        server.middlewares.use((request, response, next) => listener()(request, response, next));
      },
    },
  };
}

export async function startBenchServer(): Promise<BenchServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-bench-site-'));
  const shared = {
    configFile: false as const,
    root: ROOT,
    logLevel: 'warn' as const,
    define: ALGOLIA_DEFINE,
    resolve: { alias: ALGOLIA_ALIAS },
  };
  await build({
    ...shared,
    // As the shipped builds (vite.config.ts): the template literals' static text minified.
    plugins: [minifyTemplateLiterals()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: {
          render: resolve(ROOT, 'bench/pages/render.html'),
          product: resolve(ROOT, 'demo/product.html'),
        },
      },
    },
  });
  const reference = referenceServer();
  const server = await preview({
    ...shared,
    plugins: [reference.plugin],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  return {
    url: url.replace(/\/$/, ''),
    setLatency: reference.setLatency,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
