/**
 * package.json's `types` and `typesVersions` are what its `exports` imply
 * (scripts/types-versions.ts), so a project on TypeScript's node10 resolution, which ignores
 * `exports`, finds the same types as one on bundler or node16 resolution. The package test
 * type-checks such a project against the installed package.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { typesFromExports } from '../../../scripts/types-versions.ts';

const manifest = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe("package.json's types for node10 resolution", () => {
  it('are derived from the exports map (node --import tsx scripts/types-versions.ts)', () => {
    const derived = typesFromExports(manifest.exports as Parameters<typeof typesFromExports>[0]);
    assert.equal(manifest.types, derived.types);
    assert.deepEqual(manifest.typesVersions, derived.typesVersions);
    assert.ok(Object.keys(derived.typesVersions['*']).length > 30);
  });
});
