/** Shared set-up of the contact-engagement reference tests: a server, raw fetch, schema checks. */
import assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import { EngageErrorBodySchema } from '../../../src/api/schemas/engage.ts';
import { parseTolerant } from '../../../src/api/schemas/tolerant.ts';
import { startReferenceServer } from '../../../src/reference/node.ts';

export const KEY = 'reference-engage-key';
export const LIMITED_KEY = 'reference-engage-limited-key';
export const BASE = '/engage/api/v3';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** A raw body, sent as it is. */
  raw?: string;
  /** The apikey header; null sends none. */
  key?: string | null;
}

export class Engage {
  constructor(readonly origin: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) params.set(name, value);
    const qs = params.toString();
    const headers: Record<string, string> = {};
    const key = options.key === undefined ? KEY : options.key;
    if (key !== null) headers.apikey = key;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.origin}${path.startsWith('/__') ? '' : BASE}${path}${qs ? `?${qs}` : ''}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get(path: string, query?: Record<string, string | undefined>, key?: string | null) {
    return this.request('GET', path, { query, key });
  }

  post(path: string, options: RequestOptions = {}) {
    return this.request('POST', path, options);
  }
}

export interface EngageCatalog {
  now: string;
  roles: Record<string, string[]>;
  sharedValues: { mobilePhone: string; mobilePhoneFew: string; subscriberEmail: string };
  definitions: Record<string, string[]>;
  achievementDefinitions: string[];
  consents: string[];
  contacts: {
    contactId: string;
    contactType: string;
    externalId: string;
    email: string;
    mobilePhone: string | null;
    socialSecurityNumber: string | null;
    memberNumber: string | null;
  }[];
}

export async function startEngage(options: { engageApiKey?: string } = {}) {
  const server = await startReferenceServer({ port: 0, ...options });
  const api = new Engage(server.url);
  const catalog = (await api.get('/__reference/engage/catalog', {}, null)).body as EngageCatalog;
  const contact = (id: string) => {
    const found = catalog.contacts.find((c) => c.contactId === id);
    assert.ok(found, `contact ${id} in the catalog`);
    return found;
  };
  /** The first id of a role, or the n-th. */
  const role = (name: string, n = 0): string => {
    const id = catalog.roles[name]?.[n];
    assert.ok(id, `role ${name}[${n}] in the catalog`);
    return id;
  };
  return { server, api, catalog, contact, role };
}

/** The body parses with the schema and nothing in it was dropped as invalid. */
export function valid<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = parseTolerant(schema, body);
  assert.ok(result.success, result.success ? '' : result.message);
  assert.deepEqual(result.dropped, [], 'nothing dropped');
  return result.data;
}

/** An error answer with that status and errorCode, in the documented error body shape. */
export function assertError(reply: Reply, status: number, errorCode: string): void {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  valid(EngageErrorBodySchema, reply.body);
  assert.equal(reply.body.errorCode, errorCode, JSON.stringify(reply.body));
  assert.equal(typeof reply.body.message, 'string');
}
