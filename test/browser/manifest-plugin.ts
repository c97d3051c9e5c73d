/**
 * `executeServerCommand('element-manifest')`: custom-elements.json as `npm run analyze` makes it
 * from today's sources (the analyzer and this repository's configuration, nothing written), for
 * tests that compare what the elements render with what they document. The file itself is a
 * build output, absent from a fresh clone.
 */
// @ts-expect-error the analyzer's command line module has no declarations
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { fileURLToPath } from 'node:url';
import type { CommandArgs } from './plugin-cdp.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function manifestPlugin() {
  let manifest: Promise<unknown> | undefined;
  return {
    name: 'element-manifest',
    executeCommand({ command }: CommandArgs) {
      if (command !== 'element-manifest') return undefined;
      manifest ??= cli({
        argv: ['analyze', '--quiet'],
        cwd: ROOT,
        noWrite: true,
      }) as Promise<unknown>;
      return manifest;
    },
  };
}
