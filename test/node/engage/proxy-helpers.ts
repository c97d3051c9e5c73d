/**
 * Shared set-up of the secure proxy tests: a reference server (the upstream), the proxy served by
 * node:http at `/engage-proxy`, a cookie session like a shop's, and a log of every answer the
 * proxy gave so a test can prove the API key is never in one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReferenceServer } from '../../../src/reference/node.ts';
import { createEngageClient, type EngageClient } from '../../../src/server/engage/client.ts';
import {
  createEngageProxy,
  type EngageProxy,
  type EngageProxyOptions,
} from '../../../src/server/engage/proxy.ts';

export const KEY = 'reference-engage-key';
export const BASE = '/engage-proxy';
const COOKIE = 'sf-test-contact';

export interface Got {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** Every answer any proxy of the test file gave (status, headers, body text). */
export const answers: { what: string; status: number; headers: Headers; text: string }[] = [];

/** The shop's session check of the tests: the contact id in a cookie. */
export function cookieSession(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

export async function serve(proxy: EngageProxy): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => proxy.node(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export interface CallOptions {
  /** The signed-in contact (the session cookie); none when undefined. */
  as?: string | undefined;
  query?: Record<string, string | number>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request to a proxy served at `origin` + BASE; the answer is logged in `answers`. */
export async function call(
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Got> {
  const url = new URL(`${origin}${BASE}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {}))
    url.searchParams.append(name, String(value));
  // A browser sends Origin with every POST and DELETE: so do the tests, unless they say otherwise.
  const headers: Record<string, string> = {
    ...(method === 'GET' || method === 'HEAD' ? {} : { origin }),
    ...options.headers,
  };
  if (options.as !== undefined) headers.cookie = `${COOKIE}=${options.as}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  answers.push({ what: `${method} ${url.pathname}${url.search}`, ...pick(response), text });
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

const pick = (response: Response) => ({ status: response.status, headers: response.headers });

export interface Catalog {
  roles: Record<string, string[]>;
  definitions: Record<string, string[]>;
  contacts: { contactId: string }[];
}

/** A contact in every one of `roles`, other than `except`. */
export function contactWith(catalog: Catalog, roles: string[], except: string[] = []): string {
  const [first, ...rest] = roles.map((role) => new Set(catalog.roles[role] ?? []));
  for (const id of first ?? [])
    if (rest.every((set) => set.has(id)) && !except.includes(id)) return id;
  throw new Error(`no contact with ${roles.join(', ')}`);
}

export interface Fixture {
  upstream: { url: string; close(): Promise<void> };
  /** The proxy at `origin` + BASE, limit 1000 a minute. */
  origin: string;
  catalog: Catalog;
  /** A client straight to the upstream, to look at (and set up) the service's own state. */
  direct: EngageClient;
  close(): Promise<void>;
  /** Another proxy on the same upstream with other options; closed with the fixture. */
  extra(options: Partial<EngageProxyOptions>): Promise<string>;
}

export async function startFixture(): Promise<Fixture> {
  const upstream = await startReferenceServer({ port: 0 });
  const closers: (() => Promise<void>)[] = [];
  const baseUrl = `${upstream.url}/engage`;
  const extra = async (options: Partial<EngageProxyOptions>) => {
    const served = await serve(
      createEngageProxy({
        baseUrl,
        apiKey: KEY,
        resolveContactId: cookieSession,
        basePath: BASE,
        rateLimit: { limit: 1000, windowMs: 60_000 },
        ...options,
      }),
    );
    closers.push(served.close);
    return served.url;
  };
  const origin = await extra({});
  const catalog = (await (
    await fetch(`${upstream.url}/__reference/engage/catalog`)
  ).json()) as Catalog;
  return {
    upstream,
    origin,
    catalog,
    direct: createEngageClient({ baseUrl, apiKey: KEY }),
    extra,
    async close() {
      for (const close of closers) await close();
      await upstream.close();
    },
  };
}
