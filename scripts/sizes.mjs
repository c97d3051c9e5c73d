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
  'api.js',
  'notify.js',
  ...(existsSync(join(dist, 'elements'))
    ? readdirSync(join(dist, 'elements'))
        .filter((name) => name.endsWith('.js'))
        .sort()
        .map((name) => `elements/${name}`)
    : []),
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
  '(dist/index.js, dist/elements/* and dist/api.js import lit, @lit/task and zod and share chunks\n' +
    ' in dist/chunks/; dist/storefront-elements.js, the script tag, loads dist/storefront/* on demand;\n' +
    ' `npm run bench` prints what each page loads.)',
);
