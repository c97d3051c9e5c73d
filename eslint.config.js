import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'test/browser/**/*.ts', 'demo/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/browser/**/*.ts', 'demo/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read JSON bodies loosely and use chai's property assertions (`.to.be.empty`).
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  // Browser code never imports server code, nor full zod (browser code uses zod/mini). And one
  // import direction (docs/architecture.md): elements → controllers → context → notify → api;
  // templates render and import no behaviour. Each layer below lists what it must not import.
  ...layers([
    {
      files: ['src/api/**/*.ts'],
      below: ['notify', 'context', 'controllers', 'templates', 'elements', 'react'],
    },
    {
      files: ['src/notify/**/*.ts'],
      below: ['context', 'controllers', 'templates', 'elements', 'react'],
    },
    { files: ['src/context/**/*.ts'], below: ['controllers', 'elements', 'react'] },
    { files: ['src/controllers/**/*.ts'], below: ['elements', 'react'] },
    // The events' types, which elements, controllers and templates name by import.
    {
      files: ['src/events.ts'],
      below: ['notify', 'context', 'controllers', 'templates', 'elements', 'react'],
    },
    // Templates may name the navigation tree they render (types only).
    {
      files: ['src/templates/**/*.ts'],
      below: ['controllers', 'context', 'notify', 'react'],
      types: ['elements'],
    },
    // The detail's lazily loaded extras draw beside the detail's templates but import only their
    // types: a value import made a shop's bundle of `elements/sf-product-page.js` load 0.7 kB
    // more at first (docs/decisions.md, "The availability heading imports no value").
    {
      files: ['src/templates/detail/detail-extras.ts'],
      below: ['controllers', 'context', 'notify', 'react'],
      types: ['elements'],
      typeModules: '^\\./(detail|gallery|info|purchase|specs)\\.ts$',
    },
    {
      files: [
        'src/elements/**/*.ts',
        'src/react/**/*.ts',
        'src/types/**/*.ts',
        'src/index.ts',
        'src/account.ts',
        'src/account-elements.ts',
      ],
      below: [],
    },
  ]),
);

/** One `no-restricted-imports` per layer: the browser rules plus the layers it must not import. */
function layers(list) {
  const browser = [
    {
      group: ['**/server/**', '**/reference/**', 'node:*'],
      message: 'Browser code never imports Node or server code.',
    },
  ];
  const folder = (names) => `(^|/)(${names.join('|')})/`;
  const rule = (below, types, zodFree, typeModules) => ({
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Browser code imports zod/mini.' },
            ...(zodFree
              ? [
                  {
                    name: 'zod/mini',
                    allowTypeImports: true,
                    message:
                      'Browser code validates with descriptions derived from the zod schemas (src/api/schemas/validate.ts), not with zod.',
                  },
                ]
              : []),
          ],
          patterns: [
            ...browser,
            ...(zodFree
              ? [
                  {
                    regex: zodSchemaModules,
                    allowTypeImports: true,
                    message:
                      'The zod schemas stay in Node: browser code validates with their derived descriptions (src/api/schemas/generated/, validate.ts); import only their types.',
                  },
                ]
              : []),
            ...(below.length
              ? [
                  {
                    regex: folder(below),
                    message: 'Imports go one way: elements → controllers → context → notify → api.',
                  },
                ]
              : []),
            ...(typeModules
              ? [
                  {
                    regex: typeModules,
                    allowTypeImports: true,
                    message:
                      "Only types from the detail's templates: a value import pulls them into this chunk's first load.",
                  },
                ]
              : []),
            ...(types.length
              ? [
                  {
                    regex: folder(types),
                    allowTypeImports: true,
                    message: 'Only types may be imported from this layer.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  });
  // The zod schemas themselves, and browser modules not moved to the derived validators yet.
  const zodSchemaModules =
    '(^|/)schemas/(tolerant|product|results|requests|navigation|engage|engage-operations|admin|admin-common)\\.ts$';
  const zodUsers = [
    'src/api/schemas/{tolerant,product,results,requests,navigation,engage,engage-operations,admin,admin-common}.ts',
    'src/elements/sf-navigation/navigation-tree.ts',
  ];
  return list.flatMap(({ files, below, types = [], typeModules }) => [
    { files, ignores: zodUsers, ...rule(below, types, true, typeModules) },
    {
      files: files.flatMap((f) => zodUsers.map((z) => [f, z])),
      ...rule(below, types, false, typeModules),
    },
  ]);
}
