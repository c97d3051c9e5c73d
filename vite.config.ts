// `npm start`: the demo storefront (demo/) with the reference server mounted on the same origin.
// `npm run build` runs two library builds into dist/:
//   --mode bundle   dist/storefront-elements.js: the shop's single <script type="module"> tag, a
//                   small autoloader (src/autoloader.ts) that loads each element's chunk from
//                   dist/storefront/ when its tag is first used (Lit inlined in the chunks);
//   --mode account-bundle  dist/account-elements.js: the account-page elements, one file too
//                   (src/account-elements.ts: the elements' classes, not the whole client);
//   --mode modules  dist/index.js (the package's main entry), dist/api.js and
//                   dist/elements/<tag>.js: one entry per element for bundler users, with shared chunks and lit/@lit/task/zod left as imports, so the
//                   shop's bundler keeps one copy of each.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The demo's server-rendered product and category pages (examples/ssr/demo-route.ts). */
const SSR_DEMO_PATHS = ['/ssr/product.html', '/ssr/category.html'];
import { autoloaderChunkMap } from './scripts/autoloader-chunks.ts';
import { chunkFiles } from './scripts/chunk-files.ts';
import { minifyTemplateLiterals } from './scripts/minify-literals.ts';
import { SHIPPED_OUTPUT } from './scripts/shipped-output.ts';
import { defineConfig, type Connect, type Plugin, type UserConfig } from 'vite';
import { createReferenceHandler, type ReferenceHandler } from './src/reference/handler.ts';
import { toNodeListener } from './src/reference/node.ts';
import { createEngageProxy, type EngageProxy } from './src/server/engage/proxy.ts';

import type * as DemoRouteModule from './examples/ssr/demo-route.ts';
import { CSP_REPORT_PATH, contentSecurityPolicy } from './test/browser/csp/policy.ts';

/** The value of cookie `name` in a request, or undefined. */
function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

/**
 * The contact engagement proxy of "My pages" (demo/account.html) at `/engage-proxy/`. Its upstream
 * is the in-process reference handler, reached through the proxy's `fetch` option: no extra port.
 *
 * DEMO SESSION ONLY: the signed-in contact is the cookie `sf-test-contact` that the page's "Sign in
 * as" select sets. A shop resolves the contact from its own authenticated session and never from a
 * value the browser chooses.
 */
function engageProxy(reference: ReferenceHandler): EngageProxy {
  return createEngageProxy({
    baseUrl: 'http://in-process-reference/engage',
    apiKey: 'reference-engage-key',
    basePath: '/engage-proxy',
    resolveContactId: (request) => cookieValue(request, 'sf-test-contact'),
    rateLimit: { limit: 600, windowMs: 60_000 },
    fetch: async (input, init) =>
      (await reference(new Request(input, init))) ?? new Response(null, { status: 404 }),
  });
}

function referenceServer(): Plugin {
  return {
    name: 'storefront-reference-server',
    configureServer(server) {
      const latencyMs = Number(process.env.REFERENCE_LATENCY ?? 0);
      // demoPages: shop links of the sample data open the demo's product and category pages.
      const reference = createReferenceHandler({ latencyMs, demoPages: '/' });
      server.middlewares.use(engageProxy(reference).node);
      // The server-rendered product page (docs/ssr.md): /ssr/product.html?product-key=KEY, and
      // the category landing's sponsored pages: /ssr/category.html?page-reference=REF. Loaded
      // through Vite's SSR loader: the elements' decorators need the project's TypeScript options.
      let route: Promise<ReferenceHandler> | undefined;
      server.middlewares.use(
        toNodeListener(async (request) => {
          if (!SSR_DEMO_PATHS.includes(new URL(request.url).pathname)) return undefined;
          route ??= server
            .ssrLoadModule(fileURLToPath(new URL('./examples/ssr/demo-route.ts', import.meta.url)))
            .then((module) =>
              (module as typeof DemoRouteModule).ssrDemoRoute({
                productHtml: 'demo/product.html',
                assetBase: '/',
                reference,
              }),
            );
          return (await route)(request);
        }),
      );
      server.middlewares.use(toNodeListener(reference));
    },
    configurePreviewServer(server) {
      const reference = createReferenceHandler({ demoPages: '/' });
      server.middlewares.use(engageProxy(reference).node);
      server.middlewares.use(toNodeListener(reference));
    },
  };
}

/**
 * The demo's pages under the strict Content-Security-Policy (docs/csp.md), in `npm start` and
 * `vite preview` alike; violations are reported to the terminal. Vite's dev client needs nothing
 * more: it is an external module, its HMR socket is same-origin (`'self'` covers `ws:`), and the
 * demo links its CSS (only CSS imported from JS would be injected as a `<style>`).
 */
function strictCsp(): Plugin {
  const policy = contentSecurityPolicy({ reportUri: CSP_REPORT_PATH });
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://demo').pathname;
    if (path === CSP_REPORT_PATH && req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 64 * 1024)));
      req.on('end', () => {
        console.warn(`CSP violation: ${body}`);
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (path.endsWith('/') || path.endsWith('.html'))
      res.setHeader('Content-Security-Policy', policy);
    next();
  };
  return {
    name: 'storefront-strict-csp',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** Each `src/elements/<tag>/<tag>.ts` (the module that defines the tag) is an entry point. */
function elementEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync('src/elements', { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/${entry.name}.ts`),
      )
      .map((entry) => [`elements/${entry.name}`, `src/elements/${entry.name}/${entry.name}.ts`]),
  );
}

/** Packages a bundler user installs beside this one: kept as imports in the per-element build. */
const DEPENDENCIES = /^(lit|@lit\/task|@lit\/context|zod)(\/|$)/;
/** Emits the file at `source` into the build output as `fileName`. */
function copyDeclaration(source: string, fileName: string): Plugin {
  return {
    name: 'storefront-copy-declaration',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(source, 'utf8') });
    },
  };
}

/** Peer dependencies of the React entry point (`src/react/index.ts`), never bundled. */
const REACT_DEPENDENCIES = /^(react|react-dom|@lit\/react)(\/|$)/;

/** Where the one script tag's chunks go, beside it (the page never names them). */
export const STOREFRONT_CHUNKS = (chunk: { name: string }): string =>
  // An element's chunk is named after its tag (the autoloader imports its class module).
  `storefront/${chunk.name.replace(/\.component$/, '')}-[hash].js`;

/** Where the account bundle's language chunks go, beside it. */
export const ACCOUNT_CHUNKS = 'account/[name]-[hash].js';

/**
 * The chunk of a module of the script tag's build: what a product page or a list needs (Lit, the
 * client, the notifier, the card, the list) in one `core` chunk, since one file compresses better
 * than many small ones and every page with a list needs all of it; each other element on its own.
 */
function storefrontChunk(id: string): string | null {
  const element = /\/src\/elements\/(sf-[a-z-]+)\//.exec(id)?.[1];
  if (element && element !== 'sf-rec-list') return null;
  if (/\/src\/(templates\/(detail|navigation|banner)|api\/schemas\/navigation)/.test(id))
    return null;
  // The navigation's node checks (its derived table, the rules of checks.ts it names and their
  // constructor) go
  // with <sf-navigation>.
  if (/\/src\/api\/schemas\/(generated\/navigation|checks|validate-rule)\.ts$/.test(id))
    return null;
  // No storefront page loads zod (test/node/build/storefront-graph.test.ts): should one import
  // it, it is not put in the core.
  if (
    /\/(node_modules\/zod|src\/api\/schemas\/(admin-common|tolerant))\//.test(
      id.replace(/\.ts$/, '/'),
    )
  )
    return null;
  if (/\/src\/autoloader\.ts$/.test(id)) return null;
  // Lit's decorators and their helper: the list, the product page and <sf-storefront> declare
  // `static properties`; only elements outside those pages still load them (docs/decisions.md,
  // "Lean render").
  if (
    /\/(lit\/decorators|@lit\/reactive-element\/decorators\/|helpers\/esm\/decorate\.js$)/.test(id)
  )
    return null;
  // The outbox's delivery: imported when the page is idle after its content (src/notify/).
  if (/\/src\/notify\/(outbox|outbox-policy|transport)\.ts$/.test(id)) return null;
  // The notification chunk: the outbox front, its storage and viewability, loaded after the
  // content by the capture in the core (src/notify/capture.ts, docs/decisions.md "Lean notify").
  if (/\/src\/notify\/(notifications|outbox-front|outbox-store|viewability|notifier)\.ts$/.test(id))
    return null;
  // Loaded on demand (docs/decisions.md, "Lean list"): the reader of a server-rendered result by
  // a page that holds one (controllers/server-render.ts), the carousel by a list shown as one.
  if (/\/src\/controllers\/(embedded|carousel)\.ts$/.test(id)) return null;
  // What the shopper did in a server render, carried over to the new one: with the two readers
  // of server renders (embedded.ts, and embedded-sponsored.ts in <sf-sponsored-page>'s chunk).
  if (/\/src\/controllers\/carry-over\.ts$/.test(id)) return null;
  // The card extras (quick add, favourite toggle: templates, looks, actions), loaded by an
  // element with `quick-add` or `favorites` before it renders cards (docs/decisions.md, "Lean
  // list: templates, strings and server adoption").
  if (/\/src\/(elements|templates)\/card-extras\.ts$/.test(id)) return null;
  // The favourites and the heart go with them: the product detail's toggle takes both from the
  // card extras, which a product page with `favorites` loads (docs/decisions.md, "Lean page").
  if (/\/src\/(controllers\/favorites|templates\/heart)\.ts$/.test(id)) return null;
  // The reading of a server-rendered sponsored page goes with <sf-sponsored-page>; its lists
  // reach it through controllers/server-render.ts.
  if (/\/src\/controllers\/embedded-sponsored\.ts$/.test(id)) return null;
  // The wording of a failed status, imported by the client when a query fails; the check of a
  // public call's shape, which the elements' own calls skip (the sponsored page still loads it).
  if (/\/src\/api\/(status-error|call-shape)\.ts$/.test(id)) return null;
  // The checks of a public call's configuration values and its timeout: the elements' own
  // configuration is parsed from attributes and their product-page queries have no timeout
  // (docs/decisions.md, "Lean request").
  if (/\/src\/api\/(checked-params|timeout)\.ts$/.test(id)) return null;
  // The words of the validator's reports: loaded only when an answer or a setting holds
  // something to report; the public query functions word at once (docs/decisions.md, "Lean
  // validate (2)").
  if (/\/src\/api\/(schemas\/(issues|wording)|worded)\.ts$/.test(id)) return null;
  // The sponsored-page query, its making from attributes and the shapes of its answer go with
  // <sf-sponsored-page>.
  if (
    /\/src\/(api\/(sponsored-query|schemas\/generated\/sponsored-page)|controllers\/sponsored-page-query)\.ts$/.test(
      id,
    )
  )
    return null;
  // Each language is its own chunk: a page downloads only the one it shows.
  if (/\/src\/i18n\/locales\//.test(id)) return null;
  return 'core';
}

/**
 * Terser runs as a plugin (renderChunk), so Rolldown warns on every build that plugins took most
 * of its time: expected, and not something a build of this repository can act on.
 */
const QUIET = { checks: { bundlerTimings: false } };

const shared: UserConfig['build'] = {
  outDir: 'dist',
  // Vite's library mode leaves ES output unminified unless told. Terser (two passes) first, then
  // Rolldown's own minifier (`SHIPPED_OUTPUT`): 1.4% less gzip than Rolldown's alone
  // (docs/decisions.md, "Terser for the shipped builds").
  minify: 'terser',
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  sourcemap: true,
  target: 'es2022',
  reportCompressedSize: true,
};

function libraryBuild(mode: string): UserConfig {
  if (mode === 'bundle') {
    return {
      plugins: [minifyTemplateLiterals(), autoloaderChunkMap('storefront-elements'), chunkFiles()],
      build: {
        ...shared,
        emptyOutDir: true,
        lib: {
          entry: { 'storefront-elements': 'src/autoloader.ts' },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        // Each element's chunk and the chunks they share, loaded by the autoloader on demand:
        // everything inlined (Lit too), nothing left for the page to resolve.
        rolldownOptions: {
          ...QUIET,
          output: {
            ...SHIPPED_OUTPUT,
            chunkFileNames: STOREFRONT_CHUNKS,
            codeSplitting: { groups: [{ name: storefrontChunk }] },
          },
        },
      },
    };
  }
  if (mode === 'account-bundle') {
    return {
      plugins: [minifyTemplateLiterals(), chunkFiles()],
      build: {
        ...shared,
        // The storefront bundle ran first; keep its file.
        emptyOutDir: false,
        lib: {
          entry: { 'account-elements': 'src/account-elements.ts' },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        // One file, but for the languages (each a chunk beside it that only a page in that
        // language loads, src/i18n/) and the actions (src/elements/account-actions.ts, loaded
        // when the page is idle or at the first action). Those chunks import what they share with
        // the page from this file: its exports may grow by what they need, rather than the
        // shared modules becoming a third file that the page would load before its content.
        rolldownOptions: {
          ...QUIET,
          preserveEntrySignatures: 'allow-extension',
          output: { ...SHIPPED_OUTPUT, chunkFileNames: ACCOUNT_CHUNKS },
        },
      },
    };
  }
  if (mode === 'modules') {
    return {
      // The Vue declarations are a .d.ts (they augment `vue`, which this package does not
      // install): tsc does not emit declaration files, so they are copied beside its output.
      plugins: [
        minifyTemplateLiterals(),
        copyDeclaration('src/types/vue.d.ts', 'types/types/vue.d.ts'),
      ],
      build: {
        ...shared,
        // The bundle build ran first; keep its file.
        emptyOutDir: false,
        lib: {
          entry: {
            // storefront-elements: every class, the client and the templates, for bundlers.
            index: 'src/index.ts',
            api: 'src/api/index.ts',
            notify: 'src/notify/index.ts',
            // storefront-elements/templates: what a shop's own card is written with, alone.
            templates: 'src/templates.ts',
            // storefront-elements/react: React, react-dom and @lit/react are the app's own.
            react: 'src/react/index.ts',
            // storefront-elements/account for bundlers: the account elements on the same Lit
            // (dist/account-elements.js, with Lit inside, is the account page's script tag).
            account: 'src/account.ts',
            ...elementEntries(),
          },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        rolldownOptions: {
          ...QUIET,
          external: (id) => DEPENDENCIES.test(id) || REACT_DEPENDENCIES.test(id),
          output: {
            ...SHIPPED_OUTPUT,
            // A shop's bundler builds these modules again: it can leave out a call marked
            // `@__PURE__` whose result its page never uses (the card skeleton's templates in a
            // lone card) only if the mark is still there (docs/decisions.md, "Pure marks").
            comments: { annotation: true, legal: false, jsdoc: false },
            // One file per source module, as Lit ships: a shop's bundler takes the modules a
            // page uses, not shared chunks of modules that other entries needed together
            // (docs/decisions.md, "One file per module").
            preserveModules: true,
            preserveModulesRoot: 'src',
          },
        },
      },
    };
  }
  throw new Error(`vite build needs --mode bundle, account-bundle or modules, got "${mode}"`);
}

export default defineConfig(({ command, mode }) =>
  command === 'serve'
    ? {
        root: 'demo',
        plugins: [strictCsp(), referenceServer()],
        server: {
          port: Number(process.env.PORT ?? 5173),
          host: process.env.HOST ?? 'localhost',
          open: false,
        },
      }
    : libraryBuild(mode),
);
