/** Shared set-up of the reference-server tests: a server per test file and request shortcuts. */
import { startReferenceServer } from '../../../src/reference/node.ts';

export const SE = {
  market: 'SE',
  locale: 'sv-SE',
  touchpoint: 'DESKTOP',
  customerKey: 'cust-1',
  sessionKey: 'sess-1',
};

export type Query = Record<string, string | undefined>;

export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  return params.toString();
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

export class Client {
  constructor(readonly base: string) {}

  async get(path: string, query: Query = {}): Promise<Reply> {
    const qs = queryString(query);
    return reply(await fetch(`${this.base}${path}${qs ? `?${qs}` : ''}`));
  }

  async post(
    path: string,
    query: Query,
    body: unknown,
    contentType = 'text/plain;charset=UTF-8',
  ): Promise<Reply> {
    const qs = queryString(query);
    return reply(
      await fetch(`${this.base}${path}${qs ? `?${qs}` : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  }

  productPage(query: Query, body: unknown = {}, contentType?: string) {
    return this.post('/api/storefront/v3/queries/product-page', query, body, contentType);
  }

  sponsoredPage(query: Query) {
    return this.get('/api/storefront/v3/queries/sponsored-page', query);
  }

  notify(name: string, query: Query, body?: unknown, contentType?: string) {
    return this.post(`/api/storefront/v3/notifications/${name}`, query, body ?? '', contentType);
  }
}

export interface CatalogGroup {
  key: string;
  category: string;
  brand: string;
  series: string;
  products: string[];
}

export interface CatalogInfo {
  markets: {
    id: string;
    locales: string[];
    stores: string[];
    priceIds: string[];
    pages: {
      id: string;
      paths: Record<string, string>;
      previewOnly: boolean;
      sponsoredLists: string[];
    }[];
  }[];
  categories: string[];
  brands: string[];
  groups: CatalogGroup[];
  productCount: number;
}

export async function start(options: { latencyMs?: number } = {}) {
  const server = await startReferenceServer({ port: 0, ...options });
  const client = new Client(server.url);
  const catalog = (await client.get('/__reference/catalog')).body as CatalogInfo;
  const groupOf = new Map<string, CatalogGroup>();
  for (const group of catalog.groups) for (const key of group.products) groupOf.set(key, group);
  return { server, client, catalog, groupOf };
}
