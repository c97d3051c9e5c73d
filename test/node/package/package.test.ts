/**
 * The product as shipped and as documented: `npm run build` (which must leave the work tree as
 * it found it), `npm pack`, the tarball installed into an empty project, and from there the
 * exports map, the Node entries, the CLI, the public types, the browser entries in Chromium, and
 * every recipe of README.md and docs/*.md (docs-recipes.ts). One build and one install serve all
 * of it, so this is one test file.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { launchChromium, importMap, openPage } from './browser.ts';
import { CONSUMER_PROGRAMS } from './consumer-types.ts';
import { docsBlocks } from './docs-blocks.ts';
import { docsRecipes } from './docs-recipes.ts';
import { engageMountTests } from './engage-mount.ts';
import { docsImportTests } from './docs-imports.ts';
import { lookupRecipeTests } from './lookup-recipe.ts';
import { recipeImportTests, shopBundle } from './recipe-imports.ts';
import {
  changedFiles,
  installPackedPackage,
  run,
  ROOT,
  workTreeState,
  type InstalledPackage,
} from './install.ts';
import { importFromProject, startShopServer, type ShopServer } from './shop-server.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { globalJsxErrors, mainProgramErrors, node10Errors, nodeDefaultsErrors } from './checks.ts';
import { attributeTypeProblems } from './attribute-types.ts';

const execFileAsync = promisify(execFile);

/** What the docs name for each Node entry (docs/admin.md, docs/engage.md, README.md). */
const NODE_ENTRIES: Record<string, { doc: string; names: string[] }> = {
  'storefront-elements/admin': {
    doc: 'docs/admin.md',
    names: [
      'createAdminClient',
      'AdminValidationError',
      'AdminResponseError',
      'AdminHttpError',
      'AdminNetworkError',
      'AdminTimeoutError',
      'validatePageContainer',
      'validateNavigationContainer',
      'exportPagesErrors',
      'exportNavigationErrors',
      'importSizeErrors',
      'adminClientOptionsErrors',
      'formatValidationErrors',
      'DEFAULT_RETRY_DELAYS_MS',
      'DEFAULT_TIMEOUT_MS',
      'DEFAULT_MAX_RESPONSE_BYTES',
      'DEFAULT_USER_AGENT',
      'MAX_IMPORT_BYTES',
      'MAX_UNCOMPRESSED_IMPORT_BYTES',
    ],
  },
  'storefront-elements/engage': {
    doc: 'docs/engage.md',
    names: [
      'createEngageClient',
      'createEngageProxy',
      'EngageError',
      'EngageValidationError',
      'EngageResponseError',
      'EngageNetworkError',
      'EngageTimeoutError',
      'EngageRequestTimeoutError',
      'ContactNotFoundError',
      'RetailKpiNotCalculatedError',
      'SubscriptionNotFoundError',
      'mergeCheckpointResults',
      'ENGAGE_LIMITS',
      'ChallengeAssignmentSchema',
      'PurchaseHistorySummarySchema',
      'EngageErrorBodySchema',
    ],
  },
};

let installed: InstalledPackage;
let buildChanged: string[] = [];
let shop: ShopServer;
let browser: Browser;

/** A new page of the shop's site, the installed package's files served (browser.ts, `openPage`). */
const openShopPage = () => openPage(browser, shop.url, join(installed.packageDir, 'dist'));

/** `url` opened, once `tag`'s shadow root shows a `part` (the caller closes the page). */
async function openShown(url: string, tag: string, part: string) {
  const opened = await openShopPage();
  try {
    await opened.page.goto(url);
    await opened.page.waitForFunction(
      (tag: string, part: string) =>
        (document.querySelector(tag)?.shadowRoot?.querySelectorAll(`[part~="${part}"]`).length ??
          0) > 0,
      { timeout: 15_000, polling: 100 },
      tag,
      part,
    );
    return opened;
  } catch (error) {
    await opened.page.close();
    throw error;
  }
}

before(() => {
  const beforeBuild = workTreeState();
  run('npm', ['run', 'build', '--silent'], { cwd: ROOT });
  buildChanged = changedFiles(beforeBuild, workTreeState());
  installed = installPackedPackage();
});

after(async () => {
  await browser?.close();
  await shop?.close();
  if (installed) rmSync(installed.project, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('leaves the work tree as it found it (generated files are committed as generated)', () => {
    assert.deepEqual(buildChanged, [], `npm run build changed ${buildChanged.join(', ')}`);
  });
});

describe('the installed package', () => {
  it('has a file for every target of its exports map (JS and types)', () => {
    const missing: string[] = [];
    for (const [entry, target] of Object.entries(installed.manifest.exports)) {
      const targets = typeof target === 'string' ? { default: target } : target;
      assert.ok(typeof target === 'string' || targets.types, `${entry} has no types`);
      for (const [condition, file] of Object.entries(targets)) {
        if (!existsSync(join(installed.packageDir, file)))
          missing.push(`${entry} (${condition}): ${file}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  for (const [entry, { doc, names }] of Object.entries(NODE_ENTRIES)) {
    it(`${entry} exports what ${doc} names`, async () => {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const module = await importFromProject<Record<string, unknown>>(installed.project, entry);
      for (const name of names) {
        assert.ok(text.includes(name), `${doc} no longer names ${name}: update this list`);
        assert.ok(module[name] !== undefined, `${entry} does not export ${name}`);
      }
    });
  }

  // Most Express servers are CommonJS: `require` of an ES module works from Node 20.19 (the
  // package's `engines`), as long as the exports map gives the `require` condition a target.
  for (const [entry, { names }] of Object.entries(NODE_ENTRIES)) {
    it(`${entry} loads with require() in a CommonJS program`, () => {
      const program = join(installed.project, `require-${entry.replace(/[^a-z0-9]+/gi, '-')}.cjs`);
      writeFileSync(
        program,
        `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(entry)}))));\n`,
      );
      const exported = JSON.parse(run(process.execPath, [program], { cwd: installed.project }));
      for (const name of names) assert.ok(exported.includes(name), `${entry} lacks ${name}`);
    });
  }

  it('holds its licence and the docs its README and docs link to', () => {
    assert.match(readFileSync(join(installed.packageDir, 'LICENSE'), 'utf8'), /MIT License/);
    const broken: string[] = [];
    for (const file of [
      'README.md',
      ...readdirSync(join(installed.packageDir, 'docs')).map((name) => `docs/${name}`),
    ]) {
      const text = readFileSync(join(installed.packageDir, file), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = join(installed.packageDir, file, '..', target);
        if (!existsSync(resolved)) broken.push(`${file} -> ${target}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('runs the storefront-elements bin (--help, --version, exit 0)', () => {
    const bin = join(installed.project, 'node_modules', '.bin', 'storefront-elements');
    assert.equal(run(bin, ['--version']).trim(), installed.manifest.version);
    const help = run(bin, ['--help']);
    for (const command of [
      'export-pages',
      'import-pages',
      'import-navigation',
      'export-navigation',
    ])
      assert.match(help, new RegExp(command));
  });

  it('runs the storefront-elements-reference bin: the reference server the docs describe', async () => {
    // A shop audit: README and docs/reference-server.md named `npm run reference-server`, a
    // script of this repository; the installed package had no way to start the server.
    const bin = join(installed.project, 'node_modules', '.bin', 'storefront-elements-reference');
    const server = spawn(bin, ['--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(out)?.[1];
          if (found) resolve(found);
        });
        server.on('error', reject);
        server.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const query = await fetch(
        `${url}/api/storefront/v3/queries/product-page?market=US&locale=en-US&touchpoint=DESKTOP` +
          '&customerKey=c&sessionKey=s&productKey=P1001-1',
        { method: 'POST', body: JSON.stringify({ productGroup: { include: true } }) },
      );
      assert.equal(query.status, 200);
      const answer = (await query.json()) as { productGroup?: { key?: string } };
      assert.equal(answer.productGroup?.key, 'G1001');
      assert.equal((await fetch(`${url}/__reference/notifications`)).status, 200);
    } finally {
      server.kill();
    }
    // A shop audit: `--help` threw Node's ERR_PARSE_ARGS_UNKNOWN_OPTION with a stack trace. It
    // prints the options (and an unknown option a usage error), without starting a server.
    for (const flag of ['--help', '-h']) {
      const help = run(bin, [flag]);
      for (const option of ['--port', '--host', '--latency', '--seed', '--api-key'])
        assert.match(help, new RegExp(option), `${flag} names ${option}`);
    }
    const wrong = spawnSync(bin, ['--no-such-option'], { encoding: 'utf8' });
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /--no-such-option/);
    assert.doesNotMatch(wrong.stderr, /\n\s+at /, 'no stack trace');
  });

  it("its CLI writes a newer service's export as sent, warning on stderr; imports it only with --allow-unknown", async () => {
    const bin = join(installed.project, 'node_modules', '.bin', 'storefront-elements');
    const server = await startReferenceServer({ port: 0 });
    const newer = {
      market: 'SE',
      type: 'FULL',
      addOrUpdate: [
        {
          id: 'home',
          badgeStyle: { color: 'gold' },
          recLists: [{ id: 't', algorithm: 'TRENDING' }],
        },
      ],
    };
    const cli = (args: string[]) =>
      execFileAsync(bin, args, {
        cwd: installed.project,
        env: {
          ...process.env,
          STOREFRONT_BASE_URL: server.url,
          STOREFRONT_API_KEY: 'reference-api-key',
        },
      });
    try {
      const fault = await fetch(`${server.url}/__reference/faults`, {
        method: 'POST',
        body: JSON.stringify({ admin: { count: 1, body: JSON.stringify(newer) } }),
      });
      assert.equal(fault.status, 204);
      const file = join(installed.project, 'newer-pages.json');
      const exported = await cli(['export-pages', '--market', 'SE', '--out', file]);
      assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), newer);
      assert.match(exported.stderr, /warning: the answer holds 2 parts/);
      assert.match(exported.stderr, /addOrUpdate\[0\]: unknown member badgeStyle/);
      await assert.rejects(
        cli(['import-pages', file, '--dry-run']),
        (error: { code?: number; stderr?: string }) => {
          assert.equal(error.code, 1);
          assert.match(String(error.stderr), /import with --allow-unknown/);
          return true;
        },
      );
      const allowed = await cli(['import-pages', file, '--dry-run', '--allow-unknown']);
      assert.match(allowed.stderr, /2 unknown members or values would be sent as they are/);
    } finally {
      await server.close();
    }
  });

  for (const [name, program] of Object.entries(CONSUMER_PROGRAMS)) {
    it(`type-checks a consumer program against its public types: ${name}`, () => {
      const errors = (name === 'jsx' ? globalJsxErrors : mainProgramErrors)(installed.project)
        .split('\n')
        .filter((line) => Object.keys(program.files).some((file) => line.startsWith(file)));
      assert.deepEqual(errors, []);
    });
  }

  it("type-checks a Node server in TypeScript's defaults: Node16 modules, declaration files checked", () => {
    assert.equal(nodeDefaultsErrors(installed.project).trim(), '');
  });

  it('type-checks a page script on node10 resolution, which ignores exports (types, typesVersions)', () => {
    assert.equal(node10Errors(installed.project).trim(), '');
  });

  it("types every attribute of its custom-elements.json for a shop's JSX, and no other", () => {
    const problems = attributeTypeProblems(
      join(installed.packageDir, 'custom-elements.json'),
      join(installed.packageDir, 'dist/types/types/attributes.d.ts'),
    );
    assert.deepEqual(problems, []);
  });
});

describe('the installed browser entries in Chromium, against the reference server', () => {
  before(async () => {
    shop = await startShopServer(installed.project);
    browser = await launchChromium();
  });

  const productPage = `
<sf-storefront market="US" locale="en-US" currency="USD" api-base="">
  <sf-product-page product-key="P1001-1" include-product-group>
    <sf-rec-list list-id="alternatives" algorithm="ALTERNATIVES"></sf-rec-list>
  </sf-product-page>
</sf-storefront>`;

  /** What a shop maps without a bundler: the package, its dependencies, Lit's own packages. */
  const shopImportMap = () =>
    importMap(installed.project, [
      'storefront-elements',
      ...Object.keys(installed.manifest.dependencies),
      'lit-html',
      'lit-element',
      '@lit/reactive-element',
    ]);

  async function renderedNames(url: string) {
    const { page, problems } = await openShown(url, 'sf-rec-list', 'name');
    try {
      return {
        problems: problems.errors,
        detail: await page.evaluate(
          () =>
            document.querySelector('sf-product-page')?.shadowRoot?.querySelector('h1')
              ?.textContent ?? '',
        ),
        names: await page.evaluate(() =>
          [
            ...(document
              .querySelector('sf-rec-list')
              ?.shadowRoot?.querySelectorAll('[part~="name"]') ?? []),
          ].map((name) => name.textContent?.trim()),
        ),
      };
    } finally {
      await page.close();
    }
  }

  it(
    'dist/storefront-elements.js (one script tag) renders a product page',
    { timeout: 60_000 },
    async () => {
      const url = shop.writePage(
        'bundle.html',
        `<!doctype html><script type="module" src="/node_modules/storefront-elements/dist/storefront-elements.js"></script>${productPage}`,
      );
      const { names, detail, problems } = await renderedNames(url);
      assert.ok(detail.trim().length > 0, 'the product detail has no name');
      assert.ok(names.length > 0 && names.every(Boolean), `names: ${names.join(', ')}`);
      assert.deepEqual(problems, []);
    },
  );

  it(
    'the per-element modules (import map from the exports maps) render a product page',
    { timeout: 60_000 },
    async () => {
      const map = shopImportMap();
      const url = shop.writePage(
        'modules.html',
        `<!doctype html><script type="importmap">${map}</script>
<script type="module">
  import 'storefront-elements/elements/sf-storefront.js';
  import 'storefront-elements/elements/sf-product-page.js';
  import 'storefront-elements/elements/sf-rec-list.js';
</script>${productPage}`,
      );
      const { names, problems } = await renderedNames(url);
      assert.ok(names.length > 0 && names.every(Boolean), `names: ${names.join(', ')}`);
      assert.deepEqual(problems, []);
    },
  );

  it(
    'every element module of the exports map defines its element (import map, one file per module)',
    { timeout: 60_000 },
    async () => {
      const specifiers = Object.keys(installed.manifest.exports)
        .filter((key) => key.startsWith('./elements/'))
        .map((key) => `storefront-elements${key.slice(1)}`);
      const tags = specifiers.map((specifier) =>
        specifier.slice(specifier.lastIndexOf('/') + 1, -3),
      );
      assert.ok(tags.includes('sf-navigation') && tags.includes('sf-consents'), tags.join(', '));
      const url = shop.writePage(
        'elements.html',
        `<!doctype html><script type="importmap">${shopImportMap()}</script>
<script type="module">${specifiers.map((specifier) => `import '${specifier}';`).join('\n')}</script>`,
      );
      const { page, problems } = await openShopPage();
      try {
        await page.goto(url);
        await page.waitForFunction(
          (tags: string[]) => tags.every((tag) => customElements.get(tag)),
          { timeout: 15_000, polling: 100 },
          tags,
        );
        assert.deepEqual(problems.errors, []);
      } finally {
        await page.close();
      }
    },
  );

  it(
    'the "Your own cards" recipe of docs/elements.md, as written, sends its click from a page without <sf-storefront>',
    { timeout: 60_000 },
    async () => {
      const recipe = docsBlocks(ROOT).find(
        (block) =>
          block.file === 'docs/elements.md' && block.text.includes('notify.click(product.ticket)'),
      );
      assert.ok(recipe, 'docs/elements.md has no "Your own cards" recipe');
      const ticket = `own-card-${Date.now()}`;
      const url = shop.writePage(
        'own-cards.html',
        `<!doctype html><script type="importmap">${shopImportMap()}</script>
<a id="link" href="#card">A card of the shop's own</a><div id="card"></div>
<script type="module">
const product = { ticket: ${JSON.stringify(ticket)} };
const link = document.getElementById('link');
const card = document.getElementById('card');
${recipe.text}
window.recipeRan = true;
</script>`,
      );
      const { page, problems } = await openShopPage();
      try {
        await page.goto(url);
        await page.waitForFunction(() => (window as { recipeRan?: boolean }).recipeRan, {
          timeout: 15_000,
        });
        await page.click('#link');
        const clicks = async () => {
          const log = (await (await fetch(`${shop.url}/__reference/notifications`)).json()) as {
            endpoint: string;
            body?: { ticket?: string };
          }[];
          return log
            .filter((entry) => entry.body?.ticket === ticket && /click$/.test(entry.endpoint))
            .map((entry) => entry.endpoint);
        };
        const deadline = Date.now() + 10_000;
        while ((await clicks()).length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.equal((await clicks()).length, 1, `sent: ${(await clicks()).join(', ')}`);
        // The page saw the answers: sent, none failed.
        const stats = (await page.evaluate(
          `import('storefront-elements/notify').then((module) => module.notify.stats())`,
        )) as { sent: number; failed: number };
        assert.deepEqual([stats.failed, stats.sent > 0], [0, true]);
        // Chromium reports a keepalive request as aborted to DevTools' request interception even
        // when it was answered (the server logged it, and `stats()` counts it sent).
        const keepalive = /^failed: POST \S+\/notifications\/\S+ net::ERR_ABORTED$/;
        assert.deepEqual(
          problems.errors.filter((error) => !keepalive.test(error)),
          [],
        );
      } finally {
        await page.close();
      }
    },
  );

  /** The page at `url` shows the signed-in contact's consents, without errors. */
  async function assertConsentsShown(url: string) {
    const { page, problems } = await openShown(url, 'sf-consents', 'consent');
    try {
      assert.deepEqual(problems.errors, []);
    } finally {
      await page.close();
    }
  }

  it(
    'dist/account-elements.js renders the signed-in contact through the installed proxy',
    { timeout: 60_000 },
    async () => {
      await assertConsentsShown(
        shop.writePage(
          'account.html',
          `<!doctype html><script type="module" src="/node_modules/storefront-elements/dist/account-elements.js"></script>
<sf-consents locale="en-US"></sf-consents>`,
        ),
      );
    },
  );

  it(
    'storefront-elements/account (import map from the exports maps) renders the signed-in contact',
    { timeout: 60_000 },
    async () => {
      const map = shopImportMap();
      await assertConsentsShown(
        shop.writePage(
          'account-modules.html',
          `<!doctype html><script type="importmap">${map}</script>
<script type="module">import 'storefront-elements/account';</script>
<sf-consents locale="en-US"></sf-consents>`,
        ),
      );
    },
  );
});

describe("the installed package in a shop's bundler build (Vite's defaults)", () => {
  /** The shop's bundle, built once into its site (served by the shop server). */
  let code = '';
  before(async () => {
    const { build } = await import('vite');
    const entry = join(installed.project, 'shop-page.js');
    writeFileSync(
      entry,
      "import 'storefront-elements/elements/sf-rec-list.js';\nimport 'storefront-elements/account';\n",
    );
    const outDir = join(shop.site, 'bundled');
    await build({
      configFile: false,
      root: installed.project,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        reportCompressedSize: false,
        copyPublicDir: false,
        lib: { entry, formats: ['es'], fileName: () => 'shop-page.js' },
      },
    });
    code = (readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
  });

  it('gives a page with a list and the account elements one copy of Lit', () => {
    // A text of Lit's css tag (lit's production build keeps it), once per copy of Lit.
    const copies = code.split('CSSResult is not constructable').length - 1;
    assert.equal(copies, 1, `${copies} copies of Lit in the shop's build`);
    assert.ok(code.includes('sf-consents') && code.includes('sf-rec-list'));
  });

  it(
    'runs: a Swedish carousel list (its language and carousel chunks) and the signed-in contact',
    { timeout: 60_000 },
    async () => {
      const url = shop.writePage(
        'bundled/page.html',
        `<!doctype html><html lang="sv"><script type="module" src="./shop-page.js"></script>
<sf-rec-list api-base="" market="SE" locale="sv-SE" currency="SEK" product-key="P1001-1"
  list-id="top" algorithm="TOP_PRODUCTS" visualization="CAROUSEL" limit="12"></sf-rec-list>
<sf-consents locale="sv-SE"></sf-consents></html>`,
      );
      const { page, problems } = await openShown(url, 'sf-consents', 'consent');
      try {
        // Swedish words come from a language chunk, the enabled button from the carousel chunk.
        await page.waitForFunction(
          () => {
            const next = document
              .querySelector('sf-rec-list')
              ?.shadowRoot?.querySelector('[part~="next"]');
            return (
              next?.getAttribute('aria-label') === 'Nästa' &&
              next.getAttribute('aria-disabled') === 'false'
            );
          },
          { timeout: 15_000, polling: 100 },
        );
        assert.deepEqual(problems.errors, []);
      } finally {
        await page.close();
      }
    },
  );
});

describe("a shop's bundler leaves out what its page does not use (package.json sideEffects)", () => {
  // Names only Lit's code has (lit-html's template marker, the css tag's message) and only zod's.
  const LIT = ['_$litType$', 'CSSResult is not constructable'];
  const ZOD = '_zod';

  it('storefront-elements/templates: safeSrc alone brings no Lit', async () => {
    const bundle = await shopBundle(
      installed,
      "export { safeSrc } from 'storefront-elements/templates';\n",
    );
    try {
      const lit = LIT.filter((text) => bundle.code.includes(text));
      assert.deepEqual(lit, [], `Lit in a bundle of safeSrc (${bundle.gzipBytes} B)`);
      const { safeSrc } = (await import(bundle.file)) as { safeSrc: (url: string) => unknown };
      assert.equal(safeSrc('javascript:alert(1)'), undefined);
      assert.equal(safeSrc('https://cdn.example/a.jpg'), 'https://cdn.example/a.jpg');
    } finally {
      bundle.dispose();
    }
  });

  it('storefront-elements/api: queryProductPage brings no zod, and checks the answer', async () => {
    const bundle = await shopBundle(
      installed,
      "export { queryProductPage } from 'storefront-elements/api';\n",
    );
    try {
      assert.ok(
        !bundle.code.includes(ZOD),
        `zod in a bundle of queryProductPage (${bundle.gzipBytes} B)`,
      );
      const { queryProductPage } = (await import(bundle.file)) as {
        queryProductPage: (...args: unknown[]) => Promise<{ data: { productGroup?: unknown } }>;
      };
      const { data } = await queryProductPage(
        {
          apiBase: shop.url,
          market: 'US',
          locale: 'en-US',
          touchpoint: 'DESKTOP',
          customerKey: 'c1',
          sessionKey: 's1',
        },
        { productKey: 'P1001-1', settings: { productGroup: { include: true } } },
      );
      assert.ok(data.productGroup, 'no product group in the answer');
    } finally {
      bundle.dispose();
    }
  });
});

describe("the installed engage proxy in a shop's server, as README.md shows it", () => {
  engageMountTests(() => ({ installed }));
});

describe('the engage docs import only what a shop with the installed package has', () => {
  docsImportTests(() => ({ installed }));
});

describe("every docs recipe's imports, bundled by a shop's Vite", () => {
  recipeImportTests(() => ({ installed }));
});

describe("docs/engage.md's back-in-stock lookup, as a plain ES module", () => {
  lookupRecipeTests(() => ({ installed, shop, browser }));
});

describe('every recipe in README.md and docs/*.md', () => {
  docsRecipes(() => ({ installed, shop, browser }));
});
