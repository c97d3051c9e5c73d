/**
 * What the engage client tests share: a reference server, its catalog of contact ids by role, and a
 * fetch that records (or, to reach a server-side rule the client never breaks, alters) what the
 * client sends. Every answer comes from the real reference server; nothing is scripted.
 */
import { startReferenceServer } from '../../../src/reference/node.ts';
import {
  createEngageClient,
  type EngageClient,
  type EngageClientOptions,
} from '../../../src/server/engage/index.ts';

export const KEY = 'reference-engage-key';
export const LIMITED_KEY = 'reference-engage-limited-key';
/** A GUID no generated record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The part of `GET /__reference/engage/catalog` the tests read. */
export interface EngageCatalog {
  roles: Record<string, string[]>;
  sharedValues: { mobilePhone: string; mobilePhoneFew: string; subscriberEmail: string };
  definitions: Record<string, string[]>;
  achievementDefinitions: string[];
  consents: string[];
  contacts: {
    contactId: string;
    contactType: string;
    externalId: string | null;
    email: string | null;
    mobilePhone: string | null;
    socialSecurityNumber: string | null;
    memberNumber: string | null;
  }[];
}

export interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export interface Tamper {
  url?: (url: URL) => void;
  headers?: (headers: Headers) => void;
  body?: (body: string | undefined) => string | undefined;
}

/** Node's fetch, recording what the client sent (after an optional alteration). */
export function recordingFetch(sent: Sent[], tamper: Tamper = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    tamper.url?.(url);
    tamper.headers?.(headers);
    let body = typeof init?.body === 'string' ? init.body : undefined;
    if (tamper.body) body = tamper.body(body);
    sent.push({ url, method: init?.method ?? 'GET', headers, body });
    return fetch(url, { ...init, headers, body });
  };
}

export interface Setup {
  url: string;
  catalog: EngageCatalog;
  client(options?: Partial<EngageClientOptions>): EngageClient;
  /** A fresh catalog read (ids by role after the tests changed data). */
  readCatalog(): Promise<EngageCatalog>;
  events(): Promise<{
    triggers: { triggerId: string; contactId: string; identifiedBy: string; body: unknown }[];
    npsResponses: { contactId: string; grade: number; storeId: string | null }[];
    unsubscriptions: { contactId: string; channel: string; messageId: string | null }[];
  }>;
  close(): Promise<void>;
}

export async function setup(): Promise<Setup> {
  const server = await startReferenceServer({ port: 0 });
  const readCatalog = async () =>
    (await (await fetch(`${server.url}/__reference/engage/catalog`)).json()) as EngageCatalog;
  const catalog = await readCatalog();
  return {
    url: server.url,
    catalog,
    client: (options = {}) =>
      createEngageClient({
        baseUrl: `${server.url}/engage`,
        apiKey: KEY,
        retry: { delaysMs: [] },
        ...options,
      }),
    readCatalog,
    events: async () =>
      (await (await fetch(`${server.url}/__reference/engage/events`)).json()) as Awaited<
        ReturnType<Setup['events']>
      >,
    close: () => server.close(),
  };
}

/** The first id of a role, failing loudly when the reference data has none. */
export function first(catalog: EngageCatalog, role: string): string {
  const id = catalog.roles[role]?.[0] ?? catalog.definitions[role]?.[0];
  if (!id) throw new Error(`the reference catalog has no "${role}"`);
  return id;
}

export function contactOf(catalog: EngageCatalog, contactId: string) {
  const contact = catalog.contacts.find((c) => c.contactId === contactId);
  if (!contact) throw new Error(`no contact ${contactId} in the catalog`);
  return contact;
}

/** Resolves with what `promise` rejected with; fails when it resolved. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}
