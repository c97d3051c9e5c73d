/** Raw `fetch` + `node:zlib` access to the administration endpoints of the reference server. */
import { after, before } from 'node:test';
import { gzipSync } from 'node:zlib';
import { startReferenceServer } from '../../../src/reference/node.ts';

export const KEY = 'reference-api-key';
export const BASE_QUERY = {
  market: 'SE',
  locale: 'sv-SE',
  touchpoint: 'DESKTOP',
  customerKey: 'cust-admin',
  sessionKey: 'sess-admin',
};

export interface AdminReply {
  status: number;
  headers: Headers;
  body: any;
}

async function toReply(response: Response): Promise<AdminReply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body };
}

export interface ImportOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Default true: gzip the body and send `Content-Encoding: gzip`. */
  gzip?: boolean;
}

export class Admin {
  constructor(readonly base: string) {}

  url(path: string, query: Record<string, string | undefined> = {}): string {
    const qs = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) qs.set(name, value);
    return `${this.base}${path}${qs.size ? `?${qs}` : ''}`;
  }

  async get(
    path: string,
    query: Record<string, string | undefined>,
    headers: Record<string, string> = {},
  ): Promise<AdminReply> {
    return toReply(
      await fetch(this.url(path, query), {
        headers: { 'Api-Key': KEY, 'Accept-Encoding': 'gzip', ...headers },
      }),
    );
  }

  exportPages(query: Record<string, string | undefined> = {}, headers?: Record<string, string>) {
    return this.get('/api/admin/v4/export/pages', { market: 'SE', ...query }, headers);
  }

  exportNavigation(
    query: Record<string, string | undefined> = {},
    headers?: Record<string, string>,
  ) {
    return this.get(
      '/api/admin/v3/export/navigation',
      { market: 'SE', locale: 'sv-SE', ...query },
      headers,
    );
  }

  async post(path: string, body: unknown, options: ImportOptions = {}): Promise<AdminReply> {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const gzip = options.gzip ?? true;
    return toReply(
      await fetch(this.url(path, options.query), {
        method: 'POST',
        headers: {
          'Api-Key': KEY,
          'Content-Type': 'application/json',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          ...options.headers,
        },
        body: gzip ? new Uint8Array(gzipSync(text)) : text,
      }),
    );
  }

  importPages(body: unknown, options?: ImportOptions) {
    return this.post('/api/admin/v4/import/pages', body, options);
  }

  importNavigation(body: unknown, options?: ImportOptions) {
    return this.post('/api/admin/v4/import/navigation', body, options);
  }

  async sponsoredPage(query: Record<string, string | undefined>): Promise<AdminReply> {
    return toReply(
      await fetch(
        this.url('/api/storefront/v3/queries/sponsored-page', { ...BASE_QUERY, ...query }),
      ),
    );
  }
}

export async function startAdmin(options: { adminImportDelayMs?: number; apiKey?: string } = {}) {
  const server = await startReferenceServer({ port: 0, adminImportDelayMs: 0, ...options });
  return { server, admin: new Admin(server.url) };
}

/** A server for the enclosing `describe` (started before its tests, closed after them). */
export function adminForSuite(options: Parameters<typeof startAdmin>[0] = {}): { admin: Admin } {
  const suite = {} as { admin: Admin };
  let close = async () => {};
  before(async () => {
    const started = await startAdmin(options);
    suite.admin = started.admin;
    close = () => started.server.close();
  });
  after(() => close());
  return suite;
}
