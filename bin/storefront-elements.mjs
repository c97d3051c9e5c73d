#!/usr/bin/env node
// The `storefront-elements` bin. An installed package runs the compiled CLI (dist/node, written
// by `npm run build`); a checkout without a build runs the TypeScript source through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/node/server/cli.js', import.meta.url);
let main;
if (existsSync(compiled)) {
  ({ main } = await import(compiled.href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/server/cli.ts'));
}
process.exitCode = await main(process.argv.slice(2));
