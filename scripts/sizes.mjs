#!/usr/bin/env node
// Last step of `npm run build`: the size of every entry point in dist/, minified and gzipped,
// so a change that makes the shop's download heavier shows up in review.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const entries = [
  'storefront-elements.js',
  ...(existsSync(join(dist, 'storefront'))
    ? readdirSync(join(dist, 'storefront'))
        .filter((name) => name.endsWith('.js'))
        .sort()
        .map((name) => `storefront/${name}`)
    : []),
  'index.js',
  'account-elements.js',
  'account.js',
  'api.js',
  'notify.js',
  // The package's per-element entries (dist/elements/ also holds the modules they import).
  ...Object.values(
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports,
  )
    .map((target) => (typeof target === 'object' ? target.default : undefined))
    .filter((file) => file?.startsWith('./dist/elements/'))
    .map((file) => file.slice('./dist/'.length))
    .sort(),
];
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('\nentry point                          minified      gzip');
for (const entry of entries) {
  const code = readFileSync(join(dist, entry));
  console.log(
    `${entry.padEnd(36)} ${kB(code.length).padStart(9)} ${kB(gzipSync(code, { level: 9 }).length).padStart(9)}`,
  );
}
console.log(
  '(dist/index.js, dist/elements/*.js and dist/api.js import lit, @lit/task, @lit/context and zod\n' +
    ' and one file per module beside them; dist/storefront-elements.js, the script tag, loads\n' +
    ' dist/storefront/* on demand;\n' +
    ' `npm run bench` prints what each page loads.)',
);
