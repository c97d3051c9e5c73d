#!/usr/bin/env node
// The `storefront-elements` bin: runs the TypeScript CLI through tsx until the server code has a
// compiled build. Resolves tsx from this package, so it works from a checkout or `npm link`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
