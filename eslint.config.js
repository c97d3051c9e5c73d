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
  {
    // Browser code never imports server code, nor full zod (browser code uses zod/mini).
    files: [
      'src/api/**/*.ts',
      'src/elements/**/*.ts',
      'src/templates/**/*.ts',
      'src/controllers/**/*.ts',
      'src/notify/**/*.ts',
      'src/react/**/*.ts',
      'src/types/**/*.ts',
      'src/index.ts',
      'src/account.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Browser code imports zod/mini.' }],
          patterns: [
            {
              group: ['**/server/**', '**/reference/**', 'node:*'],
              message: 'Browser code never imports Node or server code.',
            },
          ],
        },
      ],
    },
  },
);
