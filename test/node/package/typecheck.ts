/** The repository's TypeScript over files written into the consumer project. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, ROOT } from './install.ts';

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Type-checks `files` (written into the consumer project) with the repository's TypeScript; returns the errors. */
export function typeCheck(
  project: string,
  name: string,
  files: Record<string, string>,
  compilerOptions: Record<string, unknown> = {},
): string {
  const dir = join(project, 'checks', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  const tsconfig = {
    compilerOptions: {
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
      ...compilerOptions,
    },
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
