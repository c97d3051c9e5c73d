/**
 * `npx storefront-elements-reference` (in this repository `npm run reference-server --`)
 *   `[--port 8787] [--host 127.0.0.1] [--latency 300] [--seed N] [--api-key KEY]`
 *   `[--import-delay 50] [--engage-api-key KEY]`
 */
import { parseArgs } from 'node:util';
import { startReferenceServer } from './node.ts';

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${value}"`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    latency: { type: 'string' },
    seed: { type: 'string' },
    'api-key': { type: 'string' },
    'import-delay': { type: 'string' },
    'engage-api-key': { type: 'string' },
  },
});

const server = await startReferenceServer({
  port: number('port', values.port, 8787),
  host: values.host ?? '127.0.0.1',
  latencyMs: number('latency', values.latency, 0),
  ...(values.seed !== undefined ? { seed: number('seed', values.seed, 0) } : {}),
  ...(values['api-key'] !== undefined ? { apiKey: values['api-key'] } : {}),
  adminImportDelayMs: number('import-delay', values['import-delay'], 50),
  ...(values['engage-api-key'] !== undefined ? { engageApiKey: values['engage-api-key'] } : {}),
});
console.log(`Reference server listening on ${server.url}`);
if (values['api-key'] === '')
  console.warn('--api-key is empty: every administration request will get 403');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => process.exit(0));
  });
