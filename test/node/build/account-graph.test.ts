/**
 * The account page (dist/account-elements.js) pays only for what it shows: the account elements
 * send no storefront notifications and run no product-discovery query, so the notifier, the
 * outbox and the query's session keys are not in what the page loads before its content
 * (docs/decisions.md, "Account page: no notifier, no query keys"). Nor zod: the account elements
 * check the proxy's answers with descriptions derived from the zod schemas (generated/engage.ts,
 * walked by src/api/schemas/validate.ts; docs/decisions.md, "Account page: no zod"). The modules
 * are read from the build's own module list, after tree-shaking, for the entry and every chunk it
 * imports statically.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { modulesOf, shippedChunks, withStaticImports } from './graph.ts';

/** Source files in the account entry and its static imports. */
async function accountPageModules(): Promise<string[]> {
  return modulesOf(
    withStaticImports(await shippedChunks('account-bundle'), /^account-elements\.js$/),
  );
}

describe('the account page loads no storefront notification or query code, and no zod', () => {
  let modules: string[];
  before(async () => {
    modules = await accountPageModules();
  });

  it('has none of src/notify, src/api/session.ts or src/api/query-params.ts', () => {
    assert.ok(
      modules.some((id) => id.startsWith('src/elements/sf-consents/')),
      `the account elements are there: ${modules.join(', ')}`,
    );
    const storefrontOnly = modules.filter(
      (id) =>
        id.startsWith('src/notify/') ||
        id === 'src/api/session.ts' ||
        id === 'src/api/query-params.ts',
    );
    assert.deepEqual(storefrontOnly, [], 'storefront-only modules on the account page');
  });

  it('has neither zod nor the zod-based tolerant parse (nor the zod schemas)', () => {
    const zodParts = modules.filter(
      (id) =>
        id.includes('node_modules/zod/') ||
        id === 'src/api/schemas/tolerant.ts' ||
        id === 'src/api/schemas/engage.ts' ||
        id === 'src/api/schemas/admin-common.ts',
    );
    assert.deepEqual(zodParts, [], 'zod on the account page');
    assert.ok(
      modules.includes('src/api/schemas/validate.ts'),
      `the account page checks answers with the derived validator: ${modules.join(', ')}`,
    );
  });
});
