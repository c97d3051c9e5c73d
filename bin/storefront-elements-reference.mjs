#!/usr/bin/env node
// The `storefront-elements-reference` bin: the reference server (a local stand-in for the
// product-discovery storefront API, docs/reference-server.md). An installed package runs the
// compiled server (dist/node, written by `npm run build`); a checkout without a build runs the
// TypeScript source through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/node/reference/cli.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/reference/cli.ts');
}
