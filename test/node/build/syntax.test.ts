/**
 * Which browsers can run the shipped files at all: every JavaScript file of the three shipped
 * builds (the script tag's, the account page's and the package's modules, built as `npm run build`
 * builds them) parses as ES2022, the syntax README.md's "Browsers" names. A file of newer syntax
 * (a hashbang, a regular expression's `v` flag, `using`) would stop the script in every browser
 * older than that syntax, with no element defined and no error an element could report.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'acorn';
import { ROOT } from '../../../bench/build.ts';
import { shippedBuild } from '../../../bench/page-weight.ts';

const MODES = ['bundle', 'account-bundle', 'modules'] as const;

/** Every `.js` file under `dir`, relative to it. */
function scripts(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const path = join(base, entry.name);
    if (entry.isDirectory()) return scripts(dir, path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The syntax error `code` has as ES2022, or undefined. */
function es2022Error(code: string): string | undefined {
  try {
    parse(code, { ecmaVersion: 2022, sourceType: 'module' });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('shipped syntax', () => {
  const dirs = new Map<string, string>();
  before(async () => {
    for (const mode of MODES) {
      const dir = mkdtempSync(join(tmpdir(), `sf-syntax-${mode}-`));
      dirs.set(mode, dir);
      await shippedBuild(mode, dir);
    }
  });
  after(() => {
    for (const dir of dirs.values()) rmSync(dir, { recursive: true, force: true });
  });

  it('the check tells ES2022 apart from newer syntax', () => {
    assert.equal(
      es2022Error('class A { static { this.x = 1; } #y; has(o) { return #y in o; } }'),
      undefined,
    );
    assert.match(es2022Error('#!/usr/bin/env node\nexport {};') ?? '', /Unexpected/);
    assert.match(es2022Error('export const r = /[\\p{L}--[a-z]]/v;') ?? '', /flag/i);
  });

  for (const mode of MODES) {
    it(`--mode ${mode}: every file parses as ES2022`, () => {
      const dir = dirs.get(mode)!;
      const files = scripts(dir);
      assert.ok(files.length > 0, 'the build wrote files');
      const errors = files.flatMap((file) => {
        const error = es2022Error(readFileSync(join(dir, file), 'utf8'));
        return error ? [`${file}: ${error}`] : [];
      });
      assert.deepEqual(errors, []);
    });
  }

  it('README.md names the syntax and the browsers it needs', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Browsers')).replace(/\s+/g, ' ');
    assert.ok(readme.includes('## Browsers'), 'a Browsers section');
    assert.match(section, /ES2022/);
    // Class static blocks (ES2022) parse from these versions on (MDN: Baseline since March 2023).
    assert.match(section, /Chrome and Edge 94, Firefox 93 and Safari 16\.4/);
  });
});
