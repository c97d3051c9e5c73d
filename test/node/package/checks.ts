/**
 * The type checks, run once each and shared by the tests that read them: each TypeScript recipe
 * of the docs on its own, the main program (the consumer programs of consumer-types.ts, React
 * JSX), the global-JSX consumer program, and the docs' plain JavaScript recipes.
 */
import { CONSUMER_PROGRAMS } from './consumer-types.ts';
import { docsBlocks, type DocBlock } from './docs-blocks.ts';
import { ROOT } from './install.ts';
import { typeCheck, typeCheckEach } from './typecheck.ts';

export const fileName = (block: DocBlock, ext: string) =>
  `${block.file.replace(/[^a-z0-9]+/gi, '-')}-${block.line}.${ext}`;

/** The shop's own objects the recipes call (they are not the library's). */
const SHOP_GLOBALS = `
declare global {
  const cart: { add(variantKey: string, quantity: number): Promise<void> };
  const myCart: { add(variantKey: string, quantity: number): Promise<void>; owns(variantKey: string): boolean };
  const router: { push(href: string): void };
  const link: HTMLAnchorElement;
  const card: HTMLElement;
  const product: import('storefront-elements/api').Product;
  function session(request: Request): Promise<{ contactId: string } | undefined>;
  function goto(href: string): void;
}
export {};
`;

/** Frameworks the recipes configure but this repository does not install: what they use of them. */
const FRAMEWORK_STUBS = `
declare module '@vitejs/plugin-vue' {
  interface Options { template?: { compilerOptions?: { isCustomElement?: (tag: string) => boolean } } }
  export default function vue(options?: Options): { name: string };
}
declare module '@angular/core' {
  export const CUSTOM_ELEMENTS_SCHEMA: { name: string };
  export function Component(metadata: { selector: string; standalone?: boolean; schemas?: unknown[]; template: string }): ClassDecorator;
  export function Input(): PropertyDecorator;
}
`;

/** A `<script …>` element's content, or '' when there is none. */
const scriptOf = (text: string) => /<script[^>]*>([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';

/** The TypeScript a block contributes: [file name, text] (empty for blocks of other kinds). */
function typeScriptOf(block: DocBlock): [string, string][] {
  const asModule = (text: string) => `${text}\nexport {};\n`;
  if (block.lang === 'ts' || block.lang === 'tsx')
    return [[fileName(block, block.lang), asModule(block.text)]];
  if (block.lang === 'vue')
    return [
      [
        fileName(block, 'ts'),
        // `defineProps` is a compiler macro of <script setup>; imported here for plain tsc.
        asModule(`import { defineProps } from 'vue';\n${scriptOf(block.text)}`),
      ],
    ];
  if (block.lang === 'svelte') return [[fileName(block, 'ts'), asModule(scriptOf(block.text))]];
  return [];
}

function memo(compute: (project: string) => string): (project: string) => string {
  let errors: string | undefined;
  return (project) => (errors ??= compute(project));
}

const recipes = () => docsBlocks(ROOT).filter((block) => block.notARecipe === undefined);

/**
 * The errors of each TypeScript recipe (and the script of each Vue and Svelte one) checked on its
 * own, as a shop's file is, with only what it imports: a recipe that uses an element's type
 * without importing its module fails here even when another recipe imports it. A TSX recipe has
 * the React tag types the docs set up once per app (\`import 'storefront-elements/react-jsx'\`).
 */
export const recipeErrors = (() => {
  let errors: Map<string, string> | undefined;
  return (project: string, block: DocBlock): string => {
    if (!errors) {
      const files = (lang: (lang: string) => boolean) =>
        Object.fromEntries(
          recipes()
            .filter((each) => lang(each.lang))
            .flatMap(typeScriptOf),
        );
      const shared = { 'shop.d.ts': SHOP_GLOBALS, 'frameworks.d.ts': FRAMEWORK_STUBS };
      // The strictest setting shops use: an optional member a recipe fills from an optional
      // value (`listId: context.list?.id`) must take `undefined`.
      const options = { jsx: 'react-jsx', exactOptionalPropertyTypes: true };
      errors = new Map([
        ...typeCheckEach(
          project,
          'recipes',
          shared,
          files((lang) => lang !== 'tsx'),
          options,
        ),
        ...typeCheckEach(
          project,
          'recipes-tsx',
          { ...shared, 'env.d.ts': `import 'storefront-elements/react-jsx';\n` },
          files((lang) => lang === 'tsx'),
          options,
        ),
      ]);
    }
    const [file] = typeScriptOf(block)[0] ?? [];
    const found = file === undefined ? undefined : errors.get(file);
    if (found === undefined) throw new Error(`${block.file}:${block.line}: not type-checked`);
    return found;
  };
})();

/** The errors of the main program (tsc's lines name the file they are in). */
export const mainProgramErrors = memo((project) =>
  typeCheck(
    project,
    'main',
    {
      'shop.d.ts': SHOP_GLOBALS,
      'frameworks.d.ts': FRAMEWORK_STUBS,
      'env.d.ts': `import 'storefront-elements/react-jsx';\n`,
      ...Object.assign(
        {},
        ...Object.entries(CONSUMER_PROGRAMS)
          .filter(([name]) => name !== 'jsx')
          .map(([, program]) => program.files),
      ),
    },
    { jsx: 'react-jsx', exactOptionalPropertyTypes: true },
  ),
);

/** Preact, Solid, Stencil…: the global JSX namespace, which React's types would shadow. */
export const globalJsxErrors = memo((project) =>
  typeCheck(project, 'jsx', CONSUMER_PROGRAMS.jsx!.files, { jsx: 'preserve' }),
);

export const docsJavaScriptErrors = memo((project) =>
  typeCheck(
    project,
    'docs-js',
    {
      'shop.d.ts': SHOP_GLOBALS,
      // A plain script of a page (the script tag's, importing nothing) as an editor checks it in
      // a project with the package installed: the elements' types are known.
      'elements.d.ts': `import 'storefront-elements';\n`,
      ...Object.fromEntries(
        recipes()
          .filter((block) => block.lang === 'js')
          .map((block) => [fileName(block, 'js'), block.text]),
      ),
    },
    // As an editor checks a shop's plain JavaScript: types, not null-safety.
    { allowJs: true, checkJs: true, strict: false },
  ),
);

/**
 * A shop's Node server as TypeScript checks it by default: ES modules under `module: Node16` and
 * `skipLibCheck` off, so the package's own declaration files are checked too, with only the
 * entries a server imports (no page entry brings in the elements' event types). Every error
 * counts, in the package's files as in the shop's.
 */
export const nodeDefaultsErrors = memo((project) =>
  typeCheck(
    project,
    'node-defaults',
    {
      'server.mts': `
import { createAdminClient } from 'storefront-elements/admin';
import { createEngageProxy } from 'storefront-elements/engage';
import { renderStorefront } from 'storefront-elements/ssr';
import { buildProductPageRequest } from 'storefront-elements/api';

export async function handle(request: Request): Promise<string> {
  const admin = createAdminClient({ baseUrl: 'https://w1.api.esales.apptus.cloud', apiKey: 'k' });
  const proxy = createEngageProxy({
    baseUrl: 'https://engage.example.com',
    apiKey: 'k',
    basePath: '/engage-proxy',
    resolveContactId: async () => undefined,
  });
  void [admin, proxy, buildProductPageRequest];
  const page = await renderStorefront(request, {
    markup: '<sf-storefront market="US" locale="en-US"></sf-storefront>',
  });
  return page.html;
}
`,
    },
    { module: 'Node16', moduleResolution: 'Node16', skipLibCheck: false },
  ),
);

/**
 * A shop's page script on TypeScript's `moduleResolution: node` (node10: the default with
 * `module: ESNext`, and many projects' setting), which ignores `exports`: every entry a page
 * imports finds its types through `types` and `typesVersions` (scripts/types-versions.ts).
 */
export const node10Errors = memo((project) =>
  typeCheck(
    project,
    'node10',
    {
      'page.ts': `
import { SfProductPage, SfRecList } from 'storefront-elements';
import 'storefront-elements/elements/sf-product-card.js';
import { SfChallenges } from 'storefront-elements/elements/sf-challenges.js';
import { queryProductPage } from 'storefront-elements/api';
import { notify } from 'storefront-elements/notify';
import { renderProductCard } from 'storefront-elements/templates';
import { loadStrings } from 'storefront-elements/account';
import { SfRecList as ReactRecList } from 'storefront-elements/react';
import { createAdminClient } from 'storefront-elements/admin';

const page: SfProductPage = document.createElement('sf-product-page');
// @ts-expect-error productKey is a string
page.productKey = 1;
const list: SfRecList | null = document.querySelector('sf-rec-list');
list?.addEventListener('sf-load', (event) => console.log(event.detail.result));
export const used = [SfChallenges, queryProductPage, notify, renderProductCard, loadStrings, ReactRecList, createAdminClient];
`,
    },
    // As \`tsc --init\` writes it (esModuleInterop), with the declaration files checked.
    {
      module: 'ESNext',
      moduleResolution: 'Node10',
      jsx: 'react-jsx',
      esModuleInterop: true,
      skipLibCheck: false,
    },
  ),
);
