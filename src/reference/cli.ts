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

const USAGE = `Usage: storefront-elements-reference [options]

The reference server: the product-discovery storefront API, its administration API and the
contact engagement API, with a sample catalogue (docs/reference-server.md).

Options:
  --port N              port to listen on (default 8787; 0 picks a free one)
  --host HOST           address to listen on (default 127.0.0.1)
  --latency MS          delay every storefront answer by MS (default 0)
  --seed N              seed of the sample data (default 20250601)
  --api-key KEY         administration API key (default reference-api-key)
  --import-delay MS     how long an administration import takes (default 50)
  --engage-api-key KEY  contact engagement API key (default reference-engage-key)
  -h, --help            print this and exit`;

function options() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        latency: { type: 'string' },
        seed: { type: 'string' },
        'api-key': { type: 'string' },
        'import-delay': { type: 'string' },
        'engage-api-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const values = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

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
