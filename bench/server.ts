/**
 * The benchmark's pages as a shop would serve them: a production build (minified, Lit's
 * production code) of bench/pages/render.html and demo/product.html, served by `vite preview`
 * with the reference server mounted on the same origin, and the same product page rendered on the
 * server at /ssr/product.html. The reference's latency can be changed between runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { ssrDemoRoute } from '../examples/ssr/demo-route.ts';
import { createReferenceHandler, type ReferenceHandler } from '../src/reference/handler.ts';
import { toNodeListener } from '../src/reference/node.ts';
import { minifyTemplateLiterals } from '../scripts/minify-literals.ts';
import { ALGOLIA_ALIAS, ALGOLIA_DEFINE } from './algolia.ts';
import { ROOT } from './build.ts';

export interface BenchServer {
  url: string;
  /** The built site's folder (with `sourcemap: true`, each script's map beside it). */
  outDir: string;
  /** Milliseconds the reference server waits before answering each storefront query. */
  setLatency(latencyMs: number): void;
  close(): Promise<void>;
}

function referenceServer(): {
  plugin: Plugin;
  setLatency(ms: number): void;
  handler: ReferenceHandler;
} {
  const handlers = new Map<number, ReferenceHandler>();
  let current = 0;
  const handler: ReferenceHandler = (request) => {
    let found = handlers.get(current);
    if (!found) {
      found = createReferenceHandler({ latencyMs: current });
      handlers.set(current, found);
    }
    return found(request);
  };
  const listener = toNodeListener(handler);
  return {
    setLatency: (ms) => {
      current = ms;
    },
    handler,
    plugin: {
      name: 'bench-reference-server',
      configurePreviewServer(server) {
        server.middlewares.use(listener);
      },
    },
  };
}

/**
 * The demo's server-rendered product page, `/ssr/product.html`, and category landing,
 * `/ssr/category.html` (examples/ssr/demo-route.ts), on the built demo pages, their queries
 * answered by the reference server at the same latency.
 */
function ssrRoute(productHtml: string, reference: ReferenceHandler): Plugin {
  const listener = toNodeListener(ssrDemoRoute({ productHtml, assetBase: '/demo/', reference }));
  return {
    name: 'bench-ssr-route',
    configurePreviewServer(server) {
      server.middlewares.use(listener);
    },
  };
}

/** The demo product page's tags (demo/product.html) on the one script tag, as the README has it. */
const SCRIPT_TAG_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Product page on the script tag</title>
    <script type="module" src="./storefront-elements.js"></script>
    <style>
      sf-product-page:not(:defined),
      sf-rec-list:not(:defined),
      sf-sponsored-page:not(:defined) {
        display: block;
        min-block-size: 34rem;
      }
    </style>
  </head>
  <body>
    <main>
      <sf-storefront api-base="" market="US" locale="en-US" currency="USD">
        <sf-product-page product-key="P1001-1" include-product-group favorites>
          <sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES" label="You may also like"
            visualization="CAROUSEL" limit="8" quick-add favorites></sf-rec-list>
          <sf-rec-list list-id="style-with" algorithm="STYLE_WITH" label="Complete the look"
            visualization="GRID" limit="4"></sf-rec-list>
          <sf-rec-list list-id="upsell" algorithm="UPSELL" label="Upgrade your pick"
            visualization="CAROUSEL" limit="6" sponsored-positions="0"></sf-rec-list>
        </sf-product-page>
      </sf-storefront>
    </main>
  </body>
</html>
`;

/**
 * `sourcemap`: also writes each script's source map beside it, without a `sourceMappingURL`
 * comment (`hidden`), so the scripts served are byte for byte the ones measured without it.
 * `root`: builds the demo product page alone from another copy of the repository's `src/` and
 * `demo/` (bench/phone.ts `--against`: an earlier commit, served beside this one).
 * `scriptTag`: also builds that copy's one script tag as shipped (`vite build --mode bundle` with
 * its own vite.config.ts) and serves `/script-tag/product.html`: the demo product page's tags
 * and the README's reserve, loaded by `<script type="module" src="storefront-elements.js">`.
 */
export async function startBenchServer(
  options: { sourcemap?: boolean; root?: string; scriptTag?: boolean } = {},
): Promise<BenchServer> {
  const root = options.root ?? ROOT;
  const outDir = mkdtempSync(join(tmpdir(), 'sf-bench-site-'));
  const shared = {
    configFile: false as const,
    root,
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
      sourcemap: options.sourcemap ? 'hidden' : false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: options.root
          ? { product: resolve(root, 'demo/product.html') }
          : {
              render: resolve(ROOT, 'bench/pages/render.html'),
              product: resolve(ROOT, 'demo/product.html'),
              category: resolve(ROOT, 'demo/category.html'),
            },
      },
    },
  });
  if (options.scriptTag) {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'bundle',
      logLevel: 'warn',
      build: {
        outDir: join(outDir, 'script-tag'),
        emptyOutDir: true,
        sourcemap: options.sourcemap ? 'hidden' : false,
        reportCompressedSize: false,
      },
    });
    writeFileSync(join(outDir, 'script-tag', 'product.html'), SCRIPT_TAG_PAGE);
  }
  const reference = referenceServer();
  const server = await preview({
    ...shared,
    plugins: [ssrRoute(join(outDir, 'demo/product.html'), reference.handler), reference.plugin],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  return {
    url: url.replace(/\/$/, ''),
    outDir,
    setLatency: reference.setLatency,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
