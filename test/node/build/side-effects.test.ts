/**
 * `sideEffects` in package.json tells a bundler which modules do something when imported; it may
 * leave out every other module whose exports a page does not use (with what only it imports).
 * A shop's bundler reads it for the package's `dist/` files, and this repository's own builds
 * read it for `src/` (Vite and Rolldown honour only a package's root package.json: a
 * `dist/package.json` of its own was ignored). A module that runs code on import but is missing
 * from the list would be left out, and what it does (define a tag, register words) would silently
 * not happen. So every module with a top-level statement that runs code (a call, an `if`, a
 * loop: anything but imports, exports and declarations) must match the list, in the modules
 * build as shipped (`--mode modules`) and in `src/`. And the list is not everything: the helpers
 * a shop imports alone (`storefront-elements/templates`, the query client) stay out of it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../../../bench/build.ts';
import { shippedPackage } from '../../../bench/page-weight.ts';

/** A `sideEffects` pattern (`./dist/elements/sf-*.js`, `./src/**`) as a regular expression. */
function sideEffectsPattern(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The top-level statements of a module that run code when it is imported. */
function runsOnImport(code: string, name: string): string[] {
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, false);
  return file.statements
    .filter(
      (statement) =>
        !ts.isImportDeclaration(statement) &&
        !ts.isImportEqualsDeclaration(statement) &&
        !ts.isExportDeclaration(statement) &&
        !ts.isExportAssignment(statement) &&
        !ts.isVariableStatement(statement) &&
        !ts.isFunctionDeclaration(statement) &&
        !ts.isClassDeclaration(statement) &&
        !ts.isInterfaceDeclaration(statement) &&
        !ts.isTypeAliasDeclaration(statement) &&
        !ts.isEnumDeclaration(statement) &&
        !ts.isModuleDeclaration(statement) &&
        !ts.isEmptyStatement(statement),
    )
    .map((statement) => statement.getText(file).replace(/\s+/g, ' ').slice(0, 80));
}

const filesUnder = (dir: string, extension: RegExp) =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => extension.test(file) && !file.endsWith('.d.ts'));

describe('package.json sideEffects (what a bundler may leave out)', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  };
  const patterns = manifest.sideEffects.map(sideEffectsPattern);
  const listed = (path: string) => patterns.some((pattern) => pattern.test(path));
  // The package as a shop installs it (bench/page-weight.ts): the modules in `<folder>/dist`.
  let folder = '';
  let dir = '';
  let modules: string[] = [];
  const running = (file: string) =>
    runsOnImport(readFileSync(join(dir, file), 'utf8'), file).length > 0;

  before(async () => {
    folder = await shippedPackage();
    dir = join(folder, 'dist');
    modules = filesUnder(dir, /\.js$/);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('lists every module of the package that runs code when imported', () => {
    const unlisted = modules
      .map((file) => ({ file, runs: runsOnImport(readFileSync(join(dir, file), 'utf8'), file) }))
      .filter(({ file, runs }) => runs.length > 0 && !listed(`./dist/${file}`));
    assert.deepEqual(
      unlisted.map(({ file, runs }) => `dist/${file}: ${runs.join(' | ')}`),
      [],
      'modules that run code on import but a bundler may leave out',
    );
  });

  it('lists every source module that runs code when imported (the repository builds src/)', () => {
    const unlisted = filesUnder(join(ROOT, 'src'), /\.tsx?$/)
      .map((file) => ({
        file,
        runs: runsOnImport(readFileSync(join(ROOT, 'src', file), 'utf8'), file),
      }))
      .filter(({ file, runs }) => runs.length > 0 && !listed(`./src/${file}`));
    assert.deepEqual(
      unlisted.map(({ file, runs }) => `src/${file}: ${runs.join(' | ')}`),
      [],
      'source modules that run code on import but a build may leave out',
    );
  });

  it("is in the package's package.json, as installed", () => {
    const installed = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    assert.deepEqual(installed.sideEffects, manifest.sideEffects);
  });

  it('finds what runs on import: the tags, the words', () => {
    // The checks above see these; if they saw nothing they would pass without checking.
    for (const file of [
      'elements/sf-rec-list.js',
      'elements/sf-consents.js',
      'i18n/storefront.js',
      'i18n/account.js',
      'elements/sf-product-page/sf-product-page.component.js',
    ])
      assert.ok(running(file), `dist/${file} runs nothing on import`);
  });

  it('leaves the helpers a shop imports alone out of the list', () => {
    for (const file of [
      'templates.js',
      'templates/url.js',
      'templates/card.js',
      'api.js',
      'api/client.js',
      'notify.js',
    ]) {
      assert.ok(modules.includes(file), `dist/${file} is not in the build`);
      assert.ok(!listed(`./dist/${file}`), `dist/${file} is listed as running code on import`);
    }
  });
});
