/**
 * A shop's server for the installed package: one origin serving
 * - the reference server (the product-discovery and contact engagement APIs),
 * - the installed package's secure engage proxy at /engage-proxy (imported by its package name
 *   from the consumer project, as a shop imports it), with the reference engage API upstream,
 * - the consumer project's files (its node_modules, so pages load the installed dist/), and
 * - the shop's pages, written by the tests into a site folder.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createReferenceHandler } from '../../../src/reference/handler.ts';
import { toNodeListener } from '../../../src/reference/node.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Imports `specifier` as the consumer project resolves it (its node_modules, the exports map). */
export async function importFromProject<T>(project: string, specifier: string): Promise<T> {
  const shim = join(project, `import-${specifier.replace(/[^a-z0-9]+/gi, '-')}.mjs`);
  writeFileSync(shim, `export * from ${JSON.stringify(specifier)};\n`);
  return (await import(pathToFileURL(shim).href)) as T;
}

interface EngageEntry {
  createEngageProxy(options: {
    baseUrl: string;
    apiKey: string;
    basePath: string;
    resolveContactId: (request: Request) => string | undefined;
    rateLimit: { limit: number; windowMs: number };
    fetch: typeof fetch;
  }): { node: (req: IncomingMessage, res: ServerResponse, next?: () => void) => void };
}

export interface ShopServer {
  url: string;
  site: string;
  /** The contact the shop's session has signed in. */
  contactId: string;
  /** Writes a page (or any file) of the shop's site; returns its URL. */
  writePage(path: string, content: string): string;
  close(): Promise<void>;
}

export async function startShopServer(project: string): Promise<ShopServer> {
  const site = join(project, 'site');
  mkdirSync(site, { recursive: true });
  const reference = createReferenceHandler({});
  const referenceListener = toNodeListener(reference);
  const catalog = (await (
    await reference(new Request('http://shop.test/__reference/engage/catalog'))
  )?.json()) as { contacts: { contactId: string }[] };
  const contactId = catalog.contacts[0]!.contactId;

  const { createEngageProxy } = await importFromProject<EngageEntry>(
    project,
    'storefront-elements/engage',
  );
  const proxy = createEngageProxy({
    baseUrl: 'http://in-process-reference/engage',
    apiKey: 'reference-engage-key',
    basePath: '/engage-proxy',
    // The test shop's session: every visitor is signed in as one contact of the sample data, or
    // as the contact a test names in the cookie `sf-test-contact`.
    resolveContactId: (request) =>
      /(?:^|;\s*)sf-test-contact=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ??
      contactId,
    rateLimit: { limit: 100_000, windowMs: 60_000 },
    fetch: async (input, init) =>
      (await reference(new Request(input, init))) ?? new Response(null, { status: 404 }),
  });

  const serveFile = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const relative = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const file = relative.startsWith('/node_modules/')
      ? join(project, relative)
      : join(site, relative);
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      return res.end(`no file ${path}`);
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/engage-proxy' || path.startsWith('/engage-proxy/')) return proxy.node(req, res);
    referenceListener(req, res, () => serveFile(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    site,
    contactId,
    writePage(path, content) {
      const file = join(site, path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, content);
      return `${url}/${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
