/**
 * How much an import may hold: the client refuses a container whose JSON passes the documented
 * limit, and the CLI stops reading its input at its own (an audit, s24: 600 MB on stdin crashed it
 * with a stack trace and exit 70 after 1.3 GB of memory; a 42 MB container went to the service).
 */
import assert from 'node:assert/strict';
import { inProcess } from './cli-in-process.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MiB, within } from '../hostile.ts';
import type { PageContainer } from '../../../src/api/schemas/admin.ts';
import * as client from '../../../src/server/admin/client.ts';
import { AdminValidationError, createAdminClient } from '../../../src/server/admin/client.ts';
import * as cli from '../../../src/server/cli.ts';
import { EXIT } from '../../../src/server/cli.ts';

const CLI = fileURLToPath(new URL('../../../src/server/cli.ts', import.meta.url));

/** A valid page container of about `bytes` bytes of JSON (custom data in many locales). */
function containerOf(bytes: number): PageContainer {
  const locales = ['sv-SE', 'en-SE', 'fi-SE', 'de-SE'];
  const perPage = locales.length * 2_900;
  const pages = Math.min(3000, Math.ceil(bytes / perPage));
  return {
    market: 'SE',
    type: 'PARTIAL',
    addOrUpdate: Array.from({ length: pages }, (_, index) => ({
      id: `p${index}`,
      customData: Object.fromEntries(locales.map((locale) => [locale, { t: 'x'.repeat(2_890) }])),
    })),
  };
}

describe('import size limits', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'sf-size-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('documents its limits: 32 MiB of JSON, 64 KiB uncompressed, the CLI reads 64 MiB', () => {
    assert.equal(client.MAX_IMPORT_BYTES, 32 * MiB);
    assert.equal(client.MAX_UNCOMPRESSED_IMPORT_BYTES, 64 * 1024);
    assert.equal(cli.MAX_INPUT_BYTES, 64 * MiB);
  });

  it('the client refuses a container of more than 32 MiB of JSON, sending nothing', async () => {
    let sent = 0;
    const admin = createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'reference-api-key',
      fetch: async () => {
        sent++;
        return new Response(null, { status: 204 });
      },
    });
    const big = containerOf(33 * MiB);
    await assert.rejects(admin.importPages(big), (error: unknown) => {
      assert.ok(error instanceof AdminValidationError, String(error));
      assert.match(error.message, /at most 33554432 bytes \(32 MiB\) of JSON/);
      return true;
    });
    // Sent uncompressed (manual tests of small bodies), the limit is 64 KiB.
    await assert.rejects(
      admin.importPages(containerOf(100 * 1024), { bypassCompression: true }),
      (error: unknown) =>
        error instanceof AdminValidationError &&
        /at most 65536 bytes \(64 KiB\) of JSON uncompressed/.test(error.message),
    );
    assert.equal(sent, 0);
  });

  it('the CLI refuses such a container (exit 1), in a dry run too', async () => {
    const file = join(dir, 'big.json');
    writeFileSync(file, JSON.stringify(containerOf(33 * MiB)));
    const run = await inProcess(['import-pages', file, '--dry-run']);
    assert.equal(run.code, EXIT.validation, run.stderr);
    assert.match(run.stderr, /at most 33554432 bytes \(32 MiB\) of JSON/);
    assert.equal(run.stdout, '');
  });

  it('the CLI stops reading a file at 64 MiB (exit 1, naming the limit)', async () => {
    const file = join(dir, 'huge.json');
    writeFileSync(file, '');
    truncateSync(file, 1024 * MiB); // sparse: 1 GiB of zeros that take no disk
    const heap = process.memoryUsage().arrayBuffers;
    const run = await within(20_000, inProcess(['import-pages', file, '--dry-run']));
    assert.equal(run.code, EXIT.validation, run.stderr);
    assert.match(run.stderr, /holds more than 67108864 bytes \(64 MiB\), the most the CLI reads/);
    assert.doesNotMatch(run.stderr, /\n\s+at /);
    assert.ok(process.memoryUsage().arrayBuffers - heap < 200 * MiB);
  });

  it('the CLI stops reading stdin at 64 MiB, an endless stream too (exit 1)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'import-pages', '--dry-run']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    let written = 0;
    child.stdin.on('error', () => undefined); // EPIPE once the CLI stops reading
    const chunk = Buffer.alloc(MiB, 0x20);
    child.stdin.write('{"market":"SE","type":"FULL","addOrUpdate":[');
    // Up to 1 GiB: a CLI that reads it all fails here rather than in the assertion.
    while (written < 1024 * MiB && child.stdin.writable) {
      if (!child.stdin.write(chunk))
        await new Promise((resolve) => {
          child.stdin.once('drain', resolve);
          child.stdin.once('close', resolve);
        });
      written += MiB;
    }
    child.stdin.end();
    const code = await within(20_000, closed).finally(() => child.kill());
    assert.equal(code, EXIT.validation, stderr);
    assert.match(stderr, /stdin holds more than 67108864 bytes \(64 MiB\), the most the CLI reads/);
    assert.doesNotMatch(stderr, /\n\s+at /);
    assert.ok(written < 100 * MiB, `${written / MiB} MiB written`);
  });
});
