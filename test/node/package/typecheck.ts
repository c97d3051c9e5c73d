/** The repository's TypeScript over files written into the consumer project. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { run, ROOT } from './install.ts';

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** A shop's TypeScript settings (tsconfig.json's `compilerOptions`), before a check's own. */
const CONSUMER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  strict: true,
  noEmit: true,
  // As most shops build: declaration files are trusted (checking every one of node_modules
  // triples the time); what the package declares is still checked where it is used.
  skipLibCheck: true,
  experimentalDecorators: true,
};

/** Writes `files` into a fresh folder `checks/<name>` of the consumer project; returns it. */
function writeChecks(project: string, name: string, files: Record<string, string>): string {
  const dir = join(project, 'checks', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** Type-checks `files` (written into the consumer project) with the repository's TypeScript; returns the errors. */
export function typeCheck(
  project: string,
  name: string,
  files: Record<string, string>,
  compilerOptions: Record<string, unknown> = {},
): string {
  const dir = writeChecks(project, name, files);
  const tsconfig = {
    compilerOptions: { ...CONSUMER_OPTIONS, ...compilerOptions },
    include: ['./**/*'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  return spawnTsc(dir);
}

function spawnTsc(dir: string): string {
  try {
    run(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], {
      cwd: dir,
    });
    return '';
  } catch (caught) {
    const output = (caught as Error).message;
    // A failure that names no file (a bad tsconfig, a crash) must not pass as "no errors here".
    if (!/^\S+\(\d+,\d+\): error /m.test(output)) throw caught;
    return output;
  }
}

/**
 * Type-checks each of `each` (file name → text) as its own program beside `shared` (written
 * into the consumer project), as a shop's file is checked with only what it imports: a global
 * that another file declares (an element's tag in `HTMLElementTagNameMap`) does not leak in.
 * One process, the unchanged files' syntax trees kept from program to program. Returns each
 * file's errors, as tsc prints them.
 */
export function typeCheckEach(
  project: string,
  name: string,
  shared: Record<string, string>,
  each: Record<string, string>,
  compilerOptions: Record<string, unknown> = {},
): Map<string, string> {
  const dir = writeChecks(project, name, { ...shared, ...each });
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    { ...CONSUMER_OPTIONS, ...compilerOptions },
    dir,
  );
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, formatHost(dir)));
  const host = ts.createCompilerHost(options);
  const trees = new Map<string, ts.SourceFile | undefined>();
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    if (!trees.has(file)) trees.set(file, read(file, language, ...rest));
    return trees.get(file);
  };
  const result = new Map<string, string>();
  let previous: ts.Program | undefined;
  for (const file of Object.keys(each)) {
    const roots = [...Object.keys(shared), file].map((root) => join(dir, root));
    const program = ts.createProgram(roots, options, host, previous);
    previous = program;
    const diagnostics = ts.getPreEmitDiagnostics(program);
    // A problem of the options or of no file (a crash, a bad setting) is not a file's error.
    const homeless = diagnostics.filter((diagnostic) => !diagnostic.file);
    if (homeless.length) throw new Error(ts.formatDiagnostics(homeless, formatHost(dir)));
    result.set(file, ts.formatDiagnostics(diagnostics, formatHost(dir)));
  }
  return result;
}

const formatHost = (dir: string): ts.FormatDiagnosticsHost => ({
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => dir,
  getNewLine: () => '\n',
});
