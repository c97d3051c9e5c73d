/**
 * The type checks, run once each and shared by the tests that read them: the main program (the
 * consumer programs of consumer-types.ts and every TypeScript recipe of the docs, React JSX), the
 * global-JSX consumer program, and the docs' plain JavaScript recipes.
 */
import { CONSUMER_PROGRAMS } from './consumer-types.ts';
import { docsBlocks, type DocBlock } from './docs-blocks.ts';
import { ROOT } from './install.ts';
import { typeCheck } from './typecheck.ts';

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
  const product: import('storefront-elements').Product;
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
      ...Object.fromEntries(recipes().flatMap(typeScriptOf)),
    },
    // The strictest setting shops use: an optional member a recipe fills from an optional value
    // (`listId: context.list?.id`) must take `undefined`.
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
