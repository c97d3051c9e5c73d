/**
 * docs/admin.md stands on its own for a package user (an audit, s24, section 10): it names every
 * value `storefront-elements/admin` exports, points to no source file the package does not ship,
 * and the IDE hover of DEFAULT_RETRY_DELAYS_MS agrees with its value.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as admin from '../../../src/server/admin/index.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('docs/admin.md', () => {
  const doc = read('docs/admin.md');

  it('names every value storefront-elements/admin exports', () => {
    const unnamed = Object.keys(admin).filter((name) => !doc.includes(`\`${name}\``));
    assert.deepEqual(unnamed, []);
  });

  it('points to no source file (the package ships dist/ and docs/ only)', () => {
    const pointers = doc
      .split('\n')
      .filter((line) => /\bsrc\//.test(line) && !line.startsWith('In this repository:'));
    assert.deepEqual(pointers, []);
  });

  it('the doc comment of DEFAULT_RETRY_DELAYS_MS lists its waits', () => {
    const source = read('src/server/admin/client.ts');
    const comment = /\/\*\*((?:(?!\*\/)[^])*)\*\/\s*export const DEFAULT_RETRY_DELAYS_MS/.exec(
      source,
    )?.[1];
    const waits = admin.DEFAULT_RETRY_DELAYS_MS.map((ms) => `${ms / 1000} s`).join(', ');
    assert.ok(comment?.replace(/\s*\*\s*/g, ' ').includes(waits), `${waits} in ${comment}`);
  });
});
