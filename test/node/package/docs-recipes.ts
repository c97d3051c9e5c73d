/**
 * Every fenced block of README.md and docs/*.md is a recipe under test, checked from the docs'
 * own text against the installed package:
 *
 * - `ts`, `tsx`, `js`: type-checked with the repository's TypeScript in the consumer project
 *   (imports such as `storefront-elements/engage` resolve through the installed exports map);
 *   each `ts` and `tsx` recipe as its own program, with only what it imports (checks.ts,
 *   `recipeErrors`), the `js` ones together with the package's element types, as an editor
 *   reads a page's plain script in a project with the package installed. The shop's own objects a recipe mentions (its cart, router, session) are declared in
 *   SHOP_GLOBALS; frameworks that are not installed here are declared by minimal stubs of what the
 *   recipes use (FRAMEWORK_STUBS).
 * - `vue`, `svelte`: the `<script>` type-checked as TypeScript, the markup checked against
 *   custom-elements.json (markup.ts); Angular's inline `template:` likewise.
 * - `html`: the markup checked, then the page loaded in Chromium from the installed package
 *   against the reference server: every `sf-*` element upgrades and loads, no `sf-error`, no
 *   script error. A fragment without a script tag gets the package's bundle; one outside an
 *   `<sf-storefront>` gets a storefront (US, en-US, USD) around it.
 * - `sh`: run by bash with the installed package's bin first on PATH, against the reference
 *   server: the block's own `export STOREFRONT_BASE_URL=… / STOREFRONT_API_KEY=…` lines are
 *   replaced by the reference server's address and key. Every command must succeed.
 * - `css`: every `--sf-*` custom property and every `sf-x::part(y)` exists in
 *   custom-elements.json.
 * - `csp`: every directive is one of the policy the CSP tests enforce
 *   (test/browser/csp/policy.ts), with at least its sources; together the blocks name them all.
 *
 * A block may be left out only with `not-a-recipe: <reason>` in its info string.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { contentSecurityPolicy } from '../../browser/csp/policy.ts';
import { openPage } from './browser.ts';
import { docsBlocks, where, type DocBlock } from './docs-blocks.ts';
import type { InstalledPackage } from './install.ts';
import { checkMarkup, manifestElements, missingRequired, sfTags, type Manifest } from './markup.ts';
import { docsJavaScriptErrors, fileName, recipeErrors } from './checks.ts';
import { runAsync, ROOT } from './install.ts';
import type { ShopServer } from './shop-server.ts';

interface Context {
  installed: InstalledPackage;
  shop: ShopServer;
  browser: Browser;
}

const RECIPE_KINDS = ['ts', 'tsx', 'js', 'vue', 'svelte', 'html', 'sh', 'css', 'csp'];

const withoutScript = (text: string) => text.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');

function cssProblems(css: string, manifest: Manifest): string[] {
  const elements = manifestElements(manifest);
  const properties = new Set(
    [...elements.values()].flatMap((element) =>
      ((element as { cssProperties?: { name: string }[] }).cssProperties ?? []).map((p) => p.name),
    ),
  );
  const problems: string[] = [];
  for (const [property] of css.matchAll(/--sf-[a-z0-9-]+(?=\s*:)/g))
    if (!properties.has(property)) problems.push(`${property} is no element's custom property`);
  const partsOf = (tag: string) =>
    (elements.get(tag) as { cssParts?: { name: string; description?: string }[] } | undefined)
      ?.cssParts ?? [];
  const allParts = new Set([...elements.keys()].flatMap((tag) => partsOf(tag).map((p) => p.name)));
  for (const [, tag = '', part = ''] of css.matchAll(/(sf-[a-z-]+)::part\(([a-z0-9-]+)\)/g)) {
    const own = partsOf(tag);
    // An element that re-exports the parts of the elements inside it (exportparts) says so.
    const reExports = own.some((p) => /re-exported/.test(p.description ?? ''));
    if (!own.some((p) => p.name === part) && !(reExports && allParts.has(part)))
      problems.push(`${tag} has no part ${part}`);
  }
  return problems;
}

const directives = (text: string) =>
  new Map(
    text
      .replace(/^Content-Security-Policy:/i, '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );

/**
 * Elements that fetch nothing before the shopper acts (their `sf-load` follows a submitted form):
 * for these the recipe checks that they upgraded and rendered, not that they loaded.
 */
const ACT_FIRST = ['sf-nps-survey', 'sf-unsubscribe'];

/** Waits for every sf-* element of the page to load (or fail), and reads what happened. */
async function loadPage(context: Context, html: string, name: string) {
  const { page, problems } = await openPage(
    context.browser,
    context.shop.url,
    join(context.installed.packageDir, 'dist'),
  );
  try {
    await page.evaluateOnNewDocument(() => {
      const seen: { tag: string; type: string; detail: string }[] = [];
      const done = new WeakSet<EventTarget>();
      Object.assign(window, { sfSeen: seen, sfDone: done });
      for (const type of ['sf-load', 'sf-error'])
        document.addEventListener(type, (event) => {
          done.add(event.composedPath()[0]!);
          seen.push({
            tag: (event.composedPath()[0] as Element).localName,
            type,
            detail: JSON.stringify((event as CustomEvent).detail).slice(0, 300),
          });
        });
    });
    await page.goto(context.shop.writePage(name, html));
    const tags = [...new Set(sfTags(html).map(({ tag }) => tag))];
    const waiting = page.waitForFunction(
      (expected: string[], actFirst: string[]) =>
        // sf-storefront may stay a plain container: the account bundle does not define it, and
        // the account elements read its attributes all the same.
        expected.every((tag) => tag === 'sf-storefront' || customElements.get(tag)) &&
        [...document.querySelectorAll(expected.join(','))]
          .filter((element) => element.localName !== 'sf-storefront')
          .every((element) =>
            actFirst.includes(element.localName)
              ? !!element.shadowRoot?.childElementCount
              : (window as unknown as { sfDone: WeakSet<Element> }).sfDone.has(element),
          ),
      { timeout: 20_000, polling: 100 },
      tags,
      ACT_FIRST,
    );
    await waiting.catch(async (error: unknown) => {
      const silent = await page.evaluate(
        (expected: string[]) =>
          [...document.querySelectorAll(expected.join(','))]
            .filter((element) => element.localName !== 'sf-storefront')
            .filter(
              (element) => !(window as unknown as { sfDone: WeakSet<Element> }).sfDone.has(element),
            )
            .map((element) => element.outerHTML.slice(0, 200)),
        tags,
      );
      throw new Error(`${String(error)}: no sf-load or sf-error from ${silent.join(', ')}`);
    });
    const seen = (await page.evaluate(() => (window as unknown as { sfSeen: unknown }).sfSeen)) as {
      tag: string;
      type: string;
      detail: string;
    }[];
    return { seen, errors: problems.errors };
  } finally {
    await page.close();
  }
}

function htmlPage(block: DocBlock): string {
  let body = block.text;
  if (!/<sf-storefront[\s>]/.test(body))
    body = `<sf-storefront market="US" locale="en-US" currency="USD">\n${body}\n</sf-storefront>`;
  if (!/<script/.test(body)) {
    const account =
      /<sf-(challenges|achievements|purchase-summary|consents|nps-survey|unsubscribe|back-in-stock)[\s>]/.test(
        body,
      );
    const bundle = account ? 'account-elements.js' : 'storefront-elements.js';
    body = `<script type="module" src="/node_modules/storefront-elements/dist/${bundle}"></script>\n${body}`;
  }
  return `<!doctype html>\n<html lang="en"><body>\n${body}\n</body></html>`;
}

export function docsRecipes(context: () => Context): void {
  const blocks = docsBlocks(ROOT);
  const manifest = () =>
    JSON.parse(
      readFileSync(join(context().installed.packageDir, 'custom-elements.json'), 'utf8'),
    ) as Manifest;
  const typeErrorsFor = (block: DocBlock) =>
    block.lang === 'js'
      ? docsJavaScriptErrors(context().installed.project)
      : recipeErrors(context().installed.project, block);

  for (const block of blocks) {
    const name = `${where(block)} (${block.lang || 'no language'})`;
    if (block.notARecipe !== undefined) {
      it(`${name}: marked not-a-recipe with a reason`, () => {
        assert.ok(block.notARecipe!.length >= 10, `${where(block)}: give a reason`);
      });
      continue;
    }
    it(name, { timeout: 120_000 }, async () => {
      assert.ok(
        RECIPE_KINDS.includes(block.lang),
        `${where(block)}: a block needs one of the languages ${RECIPE_KINDS.join(', ')}, or ` +
          '`not-a-recipe: <reason>` in its info string',
      );
      const problems: string[] = [];
      if (['ts', 'tsx', 'js', 'vue', 'svelte'].includes(block.lang)) {
        const file = fileName(
          block,
          block.lang === 'js' ? 'js' : block.lang === 'tsx' ? 'tsx' : 'ts',
        );
        const errors = typeErrorsFor(block)
          .split('\n')
          .filter((line) => line.includes(file));
        problems.push(...errors);
      }
      if (block.lang === 'tsx') problems.push(...missingRequired(block.text));
      if (block.lang === 'vue' || block.lang === 'svelte')
        problems.push(...checkMarkup(withoutScript(block.text), manifest()));
      if (block.lang === 'ts') {
        const template = /template:\s*`([\s\S]*?)`/.exec(block.text)?.[1];
        if (template) problems.push(...checkMarkup(template, manifest()));
      }
      if (block.lang === 'css') problems.push(...cssProblems(block.text, manifest()));
      if (block.lang === 'csp') {
        const enforced = directives(contentSecurityPolicy({ trustedTypes: true }));
        for (const [directive, sources] of directives(block.text)) {
          const expected = enforced.get(directive);
          if (!expected) problems.push(`${directive} is not in the tested policy`);
          else if (!expected.every((source) => sources.includes(source)))
            problems.push(`${directive} lacks some of ${expected.join(' ')}`);
        }
      }
      if (block.lang === 'html') {
        problems.push(...checkMarkup(block.text, manifest()));
        await exportNavigation(context());
        const { seen, errors } = await loadPage(
          context(),
          htmlPage(block),
          fileName(block, 'html'),
        );
        problems.push(...errors);
        problems.push(
          ...seen
            .filter((event) => event.type === 'sf-error')
            .map((e) => `${e.tag} sf-error ${e.detail}`),
        );
      }
      if (block.lang === 'sh') problems.push(...(await runShell(block, context())));
      assert.deepEqual(problems, [], `${where(block)}:\n${problems.join('\n')}`);
    });
  }

  it('the csp blocks of docs/csp.md name every directive of the tested policy', () => {
    const named = new Set(
      blocks.filter((b) => b.lang === 'csp').flatMap((b) => [...directives(b.text).keys()]),
    );
    const missing = [...directives(contentSecurityPolicy({ trustedTypes: true })).keys()].filter(
      (directive) => directive !== 'report-uri' && !named.has(directive),
    );
    assert.deepEqual(missing, []);
  });
}

let navigationExported: Promise<unknown> | undefined;

/**
 * The navigation `<sf-navigation src>` reads, exported as docs/elements.md tells a shop's build
 * to: `storefront-elements export-navigation … --out`, into the site's static files.
 */
async function exportNavigation(context: Context) {
  const { project } = context.installed;
  mkdirSync(join(context.shop.site, 'navigation'), { recursive: true });
  navigationExported ??= Promise.all(
    (
      [
        ['US', 'en-US'],
        ['SE', 'sv-SE'],
      ] as const
    ).map(([market, locale]) =>
      runAsync(
        join(project, 'node_modules', '.bin', 'storefront-elements'),
        [
          'export-navigation',
          '--market',
          market,
          '--locale',
          locale,
          '--quiet',
          '--out',
          join(context.shop.site, 'navigation', `${market}-${locale}.json`),
        ],
        {
          env: { STOREFRONT_BASE_URL: context.shop.url, STOREFRONT_API_KEY: 'reference-api-key' },
        },
      ),
    ),
  );
  await navigationExported;
  // The shop serves the icons its navigation names (iconPath); a placeholder stands for each.
  for (const file of ['US-en-US.json', 'SE-sv-SE.json']) {
    const exported = readFileSync(join(context.shop.site, 'navigation', file), 'utf8');
    for (const [, icon = ''] of exported.matchAll(/"iconPath":\s*"(\/[^"]+\.svg)"/g))
      context.shop.writePage(
        icon.slice(1),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      );
  }
}

async function runShell(block: DocBlock, context: Context): Promise<string[]> {
  const { project } = context.installed;
  const dir = join(project, 'sh', `${block.file.replace(/\W+/g, '-')}-${block.line}`);
  mkdirSync(dir, { recursive: true });
  const script = block.text
    .split('\n')
    .filter((line) => !/^export STOREFRONT_(BASE_URL|API_KEY)=/.test(line))
    .join('\n');
  try {
    await runAsync('bash', ['-e', '-o', 'pipefail', '-c', script], {
      cwd: dir,
      env: {
        PATH: `${join(project, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
        STOREFRONT_BASE_URL: context.shop.url,
        STOREFRONT_API_KEY: 'reference-api-key',
      },
    });
    return [];
  } catch (caught) {
    return [(caught as Error).message];
  }
}
