/**
 * The engage proxy as README.md and docs/engage.md show it, from the installed package, mounted in
 * a shop's server beside the shop's own pages: the README's minimal call
 * (`createEngageProxy({ baseUrl, apiKey, resolveContactId })`) serves the account elements at their
 * default `engage-base`, `/engage-proxy`, and leaves every other route of the shop to the shop's
 * handlers — in a plain `node:http` server and in Express (`app.use(proxy.node)`, and mounted at a
 * path, `app.use('/engage-proxy', proxy.node)`).
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { it } from 'node:test';
import express from 'express';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import type { InstalledPackage } from './install.ts';
import { importFromProject } from './shop-server.ts';

type NodeListener = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
interface EngageEntry {
  createEngageProxy(options: {
    baseUrl: string;
    apiKey: string;
    resolveContactId: (request: Request) => string | undefined;
    fetch?: typeof fetch;
  }): ((request: Request) => Promise<Response>) & { node: NodeListener };
}

/** The shop's own pages: what must still answer beside the proxy. */
function shopPage(_req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Content-Type', 'text/plain');
  res.end('the shop');
}

async function listen(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function engageMountTests(context: () => { installed: InstalledPackage }): void {
  /** The README's minimal call, the reference engage API upstream, one contact signed in. */
  async function readmeProxy() {
    const reference = createReferenceHandler({});
    const catalog = (await (
      await reference(new Request('http://shop.test/__reference/engage/catalog'))
    )?.json()) as { roles: Record<string, string[]> };
    const contactId = catalog.roles.withSummary![0]!;
    const { createEngageProxy } = await importFromProject<EngageEntry>(
      context().installed.project,
      'storefront-elements/engage',
    );
    return createEngageProxy({
      baseUrl: 'http://in-process-reference/engage',
      apiKey: 'reference-engage-key',
      resolveContactId: () => contactId,
      fetch: async (input, init) =>
        (await reference(new Request(input, init))) ?? new Response(null, { status: 404 }),
    });
  }

  /** What the shop sees: its own pages answered by itself, the account data by the proxy. */
  async function shopAnswers(url: string) {
    for (const path of ['/', '/cart', '/me/purchase-summary', '/consents']) {
      const response = await fetch(`${url}${path}`);
      assert.equal(
        `${path} ${response.status} ${await response.text()}`,
        `${path} 200 the shop`,
        `${path} is the shop's own page`,
      );
    }
    const summary = await fetch(`${url}/engage-proxy/me/purchase-summary`);
    assert.equal(summary.status, 200, await summary.clone().text());
    assert.equal(typeof (await summary.json()), 'object');
  }

  /** How a shop mounts it, as the docs show: its server built around the proxy's `node`. */
  const mounts: [string, (node: NodeListener) => Server][] = [
    [
      "in a plain node:http server: the shop's routes stay the shop's",
      (node) => createServer((req, res) => node(req, res, () => shopPage(req, res))),
    ],
    [
      "in Express: app.use(proxy.node) passes the shop's routes on",
      (node) => createServer(express().use(node).get('/{*path}', shopPage)),
    ],
    [
      "in Express at a path: app.use('/engage-proxy', proxy.node)",
      (node) => createServer(express().use('/engage-proxy', node).get('/{*path}', shopPage)),
    ],
  ];
  for (const [how, serverOf] of mounts)
    it(`README's minimal proxy ${how}`, async () => {
      const server = await listen(serverOf((await readmeProxy()).node));
      try {
        await shopAnswers(server.url);
      } finally {
        await server.close();
      }
    });
}
