/**
 * Navigation trees of hostile depth: the schemas (client side) and the reference server refuse
 * more than ADMIN_LIMITS.navigationLevels levels, naming the member and the rule, and every check,
 * import and export is linear and iterative, so a 10,000-level chain is refused at once and leaves
 * the server working.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADMIN_LIMITS,
  formatValidationErrors,
  validateNavigationContainer,
  type NavigationContainer,
  type NavigationNode,
} from '../../../src/api/schemas/admin.ts';
import { AdminValidationError, createAdminClient } from '../../../src/server/admin/client.ts';
import { main } from '../../../src/server/cli.ts';
import { adminForSuite } from './admin-helpers.ts';

const LEVELS = ADMIN_LIMITS.navigationLevels;

/** `n0` at the top, each next node the child of the one before. */
function chain(length: number, prefix = 'n', parent?: string): NavigationNode[] {
  return Array.from({ length }, (_, i) => ({
    id: `${prefix}${i}`,
    title: `Level ${i + 1}`,
    type: 'PAGE' as const,
    pageId: 'home',
    ...(i > 0 ? { parentId: `${prefix}${i - 1}` } : parent ? { parentId: parent } : {}),
  }));
}

const container = (type: string, addOrUpdate: NavigationNode[]) => ({
  market: 'SE',
  locale: 'sv-SE',
  type,
  addOrUpdate,
});

const timed = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
};

describe('navigation depth: the schema', () => {
  it('allows 20 levels', () => {
    assert.equal(LEVELS, 20);
    const result = validateNavigationContainer(container('FULL', chain(LEVELS)));
    assert.ok(result.success, JSON.stringify(!result.success && result.errors));
  });

  it('refuses a 10,000-level chain at the first node too deep, in under 1 s', async () => {
    const [result, ms] = await timed(() =>
      validateNavigationContainer(container('FULL', chain(10_000))),
    );
    assert.ok(ms < 1000, `${ms} ms`);
    assert.ok(!result.success);
    assert.deepEqual(
      result.errors.map((error) => error.path),
      [`addOrUpdate[${LEVELS}].parentId`],
    );
    assert.match(formatValidationErrors(result.errors), /at most 20 levels/);
  });

  it('counts a parent outside a PARTIAL import as a level above it', () => {
    const result = validateNavigationContainer(container('PARTIAL', chain(LEVELS, 'n', 'stored')));
    assert.ok(!result.success);
    assert.deepEqual(
      result.errors.map((error) => error.path),
      [`addOrUpdate[${LEVELS - 1}].parentId`],
    );
  });

  it('finds a 10,000-node cycle once, in under 1 s', async () => {
    const nodes = chain(10_000);
    nodes[0] = { ...nodes[0]!, parentId: 'n9999' };
    const [result, ms] = await timed(() => validateNavigationContainer(container('FULL', nodes)));
    assert.ok(ms < 1000, `${ms} ms`);
    assert.ok(!result.success);
    assert.deepEqual(result.errors, [
      { path: 'addOrUpdate[0].parentId', rule: 'forms a cycle of 10000 nodes' },
    ]);
  });

  it('the admin client refuses it before sending, naming the member and the rule', async () => {
    let sent = 0;
    const admin = createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'key-never-used',
      fetch: async () => {
        sent++;
        return new Response(null, { status: 204 });
      },
    });
    await assert.rejects(
      admin.importNavigation(container('FULL', chain(10_000)) as NavigationContainer),
      (error: unknown) => {
        assert.ok(error instanceof AdminValidationError);
        assert.match(error.message, /addOrUpdate\[20\]\.parentId: .*at most 20 levels/);
        return true;
      },
    );
    assert.equal(sent, 0);
  });

  it('the CLI refuses it before sending, naming the member and the rule (exit 1, under 1 s)', async () => {
    let stderr = '';
    const [code, ms] = await timed(() =>
      main(['import-navigation', '--dry-run'], {
        stdout: () => undefined,
        stderr: (text) => (stderr += text),
        env: {},
        stdinIsTty: false,
        readStdin: async () => JSON.stringify(container('FULL', chain(10_000))),
      }),
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, /addOrUpdate\[20\]\.parentId: .*at most 20 levels/);
    assert.ok(ms < 1000, `${ms} ms`);
  });
});

describe('navigation depth: the reference server', () => {
  const suite = adminForSuite();

  const exportedIds = async () => {
    const reply = await suite.admin.exportNavigation({ includeAppNodes: 'true' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return (reply.body.addOrUpdate as NavigationNode[]).map((node) => node.id);
  };

  it('refuses a FULL import 10,000 levels deep with 400 in under 2 s (HTTP and gzip included), and keeps working', async () => {
    const before = await exportedIds();
    const [reply, ms] = await timed(() =>
      suite.admin.importNavigation(container('FULL', chain(10_000))),
    );
    assert.equal(reply.status, 400, JSON.stringify(reply.body));
    assert.match(reply.body.message, /addOrUpdate\[20\]\.parentId: .*at most 20 levels/);
    assert.ok(ms < 2000, `${ms} ms`);
    assert.deepEqual(await exportedIds(), before);
    assert.equal((await fetch(`${suite.admin.base}/__reference/catalog`)).status, 200);
  });

  it('takes and exports 20 levels; refuses a PARTIAL import that would nest deeper', async () => {
    const nodes = [...chain(LEVELS), ...chain(12, 'm')];
    const reply = await suite.admin.importNavigation(container('FORCE', nodes));
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    const stored = await exportedIds();
    assert.deepEqual(
      stored,
      nodes.map((node) => node.id),
    );
    // Valid on its own (two levels under a parent the body does not hold), too deep on the server.
    const deeper = await suite.admin.importNavigation(container('PARTIAL', chain(2, 'x', 'n18')));
    assert.equal(deeper.status, 400, JSON.stringify(deeper.body));
    assert.match(deeper.body.message, /addOrUpdate\[1\]\.parentId: puts node "x1" at level 21/);
    assert.deepEqual(await exportedIds(), stored, 'nothing changed');
    // Moving a stored subtree (n10 … n19) under a deep node (m11, level 12) is refused the same way.
    const moved = await suite.admin.importNavigation(
      container('PARTIAL', [
        { id: 'n10', title: 'Moved', type: 'PAGE', pageId: 'home', parentId: 'm11' },
      ]),
    );
    assert.equal(moved.status, 400, JSON.stringify(moved.body));
    assert.match(
      moved.body.message,
      /addOrUpdate\[0\]\.parentId: puts node "n18" at level 21; .* at most 20 levels/,
    );
    assert.deepEqual(await exportedIds(), stored, 'nothing changed');
  });

  it('imports and exports 30,000 sibling nodes in linear time', async () => {
    const nodes = Array.from({ length: 30_000 }, (_, i) => ({
      id: `s${i}`,
      title: 'Sibling',
      type: 'LINK' as const,
      url: '/x',
    }));
    const [reply, ms] = await timed(() => suite.admin.importNavigation(container('FORCE', nodes)));
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    const [partial, partialMs] = await timed(() =>
      suite.admin.importNavigation(container('PARTIAL', nodes.slice(0, 15_000).reverse())),
    );
    assert.equal(partial.status, 204, JSON.stringify(partial.body));
    const ids = await exportedIds();
    assert.equal(ids.length, 30_000);
    assert.equal(ids[0], 's14999');
    assert.ok(ms + partialMs < 4000, `${ms} + ${partialMs} ms`);
  });
});
