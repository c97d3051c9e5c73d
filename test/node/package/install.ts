/**
 * The package as a shop gets it: `npm run build`, `npm pack`, and the tarball installed with plain
 * npm into an empty project of its own (its own node_modules), together with the optional peers a
 * React shop adds (react, @lit/react), the vendor's official client a shop may run beside the
 * elements, and the type packages a TypeScript shop has.
 *
 * The install is offline: the consumer project gets a lockfile whose entries (version and
 * integrity) are copied from this repository's package-lock.json, so `npm ci --offline` takes
 * every tarball from the npm cache that `npm ci` in the repository filled. No registry call, and
 * the versions are the ones the repository tests with.
 */
import { execFile, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../../', import.meta.url).pathname;

/** What a React and TypeScript shop installs beside the package (versions from our lockfile). */
const CONSUMER_EXTRAS = [
  'react',
  'react-dom',
  '@lit/react',
  '@types/react',
  '@types/node',
  'vue',
  'preact',
  '@apptus/esales-api',
];

export interface InstalledPackage {
  /** The consumer project (package.json, node_modules). */
  project: string;
  /** node_modules/storefront-elements inside it. */
  packageDir: string;
  /** The package's own package.json, as installed. */
  manifest: PackageManifest;
}

export interface PackageManifest {
  name: string;
  version: string;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface LockEntry {
  version: string;
  integrity?: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optionalDependencies?: Record<string, string>;
  [member: string]: unknown;
}

export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}\n` +
        `${String(result.stdout).slice(-4000)}\n${String(result.stderr).slice(-4000)}`,
    );
  }
  return String(result.stdout);
}

/**
 * `run` without blocking: for commands that talk to a server of this same process (the shop
 * server), which a synchronous spawn would starve.
 */
export function runAsync(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, FORCE_COLOR: '0', ...options.env },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${error.code ?? error.signal}\n` +
              `${stdout.slice(-4000)}\n${stderr.slice(-4000)}`,
          ),
        );
      },
    );
  });
}

/** Tracked and untracked (not ignored) files with their content hashes: what `git status` sees. */
export function workTreeState(): Map<string, string> {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
  });
  const state = new Map<string, string>();
  for (const path of listed.split('\0').filter(Boolean)) {
    let hash = 'deleted';
    try {
      hash = createHash('sha1')
        .update(readFileSync(join(ROOT, path)))
        .digest('hex');
    } catch {
      // a tracked file that is gone stays "deleted"
    }
    state.set(path, hash);
  }
  return state;
}

/** The files whose content differs between two work tree states. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/**
 * The lockfile entries that install `names` (and everything they need), copied from the
 * repository's lockfile with Node's resolution: a package's dependency is looked up in its own
 * node_modules, then in each parent's, up to the top.
 */
function lockEntriesFor(names: string[], extraRoots: Record<string, string>) {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries: Record<string, LockEntry> = {};
  const resolveFrom = (from: string, name: string): string => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) throw new Error(`package-lock.json has no ${name} (needed by ${from || 'root'})`);
      const parent = base.lastIndexOf('/node_modules/');
      base = parent === -1 ? '' : base.slice(0, parent);
    }
  };
  const visit = (from: string, wanted: Record<string, string>) => {
    for (const wantedName of Object.keys(wanted)) {
      const path = resolveFrom(from, wantedName);
      if (entries[path]) continue;
      const { dev, devOptional, optional, peer, ...entry } = lock.packages[path]!;
      (void dev, void devOptional, void optional, void peer);
      // With the registry's tarball address npm needs no package document: the integrity finds
      // the tarball in the cache.
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const file = `${name.split('/').pop()}-${entry.version}.tgz`;
      entries[path] = { resolved: `https://registry.npmjs.org/${name}/-/${file}`, ...entry };
      const required = Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(
          ([peerName]) => !entry.peerDependenciesMeta?.[peerName]?.optional,
        ),
      );
      visit(path, { ...entry.dependencies, ...required });
    }
  };
  visit('', { ...Object.fromEntries(names.map((name) => [name, '*'])), ...extraRoots });
  return entries;
}

/** Builds, packs and installs the package into a new temporary consumer project. */
export function installPackedPackage(): InstalledPackage {
  const project = mkdtempSync(join(tmpdir(), 'sf-consumer-'));
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', project], { cwd: ROOT }),
  ) as { filename: string; integrity: string; version: string; name: string }[];
  const { filename, integrity, version, name } = packed[0]!;
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageManifest;

  const entries = lockEntriesFor(CONSUMER_EXTRAS, own.dependencies);
  const extras = Object.fromEntries(
    CONSUMER_EXTRAS.map((extra) => [extra, entries[`node_modules/${extra}`]!.version]),
  );
  const dependencies = { [name]: `file:${filename}`, ...extras };
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'sf-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  const lockfile = {
    name: 'sf-consumer',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'sf-consumer', dependencies },
      [`node_modules/${name}`]: {
        version,
        resolved: `file:${filename}`,
        integrity,
        license: 'MIT',
        dependencies: own.dependencies,
        peerDependencies: own.peerDependencies,
        peerDependenciesMeta: (own as unknown as LockEntry).peerDependenciesMeta,
        bin: own.bin,
        engines: (own as unknown as LockEntry).engines,
      },
      ...entries,
    },
  };
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lockfile, null, 2));
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: project,
  });
  const packageDir = join(project, 'node_modules', name);
  const manifest = JSON.parse(
    readFileSync(join(packageDir, 'package.json'), 'utf8'),
  ) as PackageManifest;
  return { project, packageDir, manifest };
}
