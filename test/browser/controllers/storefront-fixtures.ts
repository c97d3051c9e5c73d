/**
 * Shared by the product-page, rec-list and controller tests: the reference catalog, products
 * picked by what their product group holds (never hard-coded keys), request counting, faults,
 * event recording and axe.
 */
import { expect } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { queryProductPage, type StorefrontConfig } from '../../../src/api/index.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import type { SfErrorDetail, SfLoadDetail } from '../../../src/events.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { CARD } from '../cards.ts';

// The default buffer (250 entries) fills up over a test file; requests are read from it.
performance.setResourceTimingBufferSize(100000);

export const PRODUCT_PAGE_PATH = '/api/storefront/v3/queries/product-page';

export interface Catalog {
  markets: { id: string; locales: string[]; currency: string; stores: string[] }[];
  groups: { key: string; products: string[] }[];
}

let catalogPromise: Promise<Catalog> | undefined;

export function catalog(): Promise<Catalog> {
  catalogPromise ??= fetch('/__reference/catalog').then((r) => r.json() as Promise<Catalog>);
  return catalogPromise;
}

export async function market() {
  const found = (await catalog()).markets[0]!;
  return {
    id: found.id,
    locale: found.locales[0]!,
    currency: found.currency,
    stores: found.stores,
  };
}

/** The query of a reference answer a test captures: a session of its own, in market `m`. */
const captureQuery = (m: { id: string; locale: string }, more: Record<string, string>) =>
  new URLSearchParams({
    market: m.id,
    locale: m.locale,
    touchpoint: 'DESKTOP',
    customerKey: 'c',
    sessionKey: `capture-${crypto.randomUUID()}`,
    ...more,
  });

/**
 * The reference server's own product-page answer for `settings` (`productKey` in market `m`),
 * asked with a session of its own: a test changes it and serves it back (`answerNextQuery`).
 */
export async function referenceAnswer(
  m: Awaited<ReturnType<typeof market>>,
  productKey: string,
  settings: unknown,
): Promise<Record<string, any>> {
  const query = captureQuery(m, { productKey });
  const response = await fetch(`${PRODUCT_PAGE_PATH}?${query}`, {
    method: 'POST',
    body: JSON.stringify(settings),
  });
  return (await response.json()) as Record<string, any>;
}

/**
 * The reference server's own sponsored-page answer for `pageReference` in market `m`, asked with a
 * session of its own: a test changes it and serves it back (`answerNextQuery`).
 */
export async function referenceSponsoredAnswer(
  m: { id: string; locale: string },
  pageReference: string,
): Promise<Record<string, any>> {
  const query = captureQuery(m, { pageReference });
  const response = await fetch(`/api/storefront/v3/queries/sponsored-page?${query}`);
  return (await response.json()) as Record<string, any>;
}

/** The reference server answers this session's next query with `answer`. */
export async function answerNextQuery(sessionKey: string, answer: unknown): Promise<void> {
  const fault = await fetch('/__reference/faults', {
    method: 'POST',
    body: JSON.stringify({ queries: { count: 1, sessionKey, body: JSON.stringify(answer) } }),
  });
  expect(fault.status).to.equal(204);
}

/** Client options for a query of the reference server as a fresh visitor (new session keys). */
export async function freshVisitor() {
  const m = await market();
  return {
    apiBase: '',
    market: m.id,
    locale: m.locale,
    touchpoint: 'DESKTOP' as const,
    customerKey: crypto.randomUUID(),
    sessionKey: crypto.randomUUID(),
  };
}

/** The product-page requests this page sent (optionally of one session). */
export function productPageRequests(sessionKey?: string): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) =>
      entry.name.includes(PRODUCT_PAGE_PATH) &&
      (sessionKey === undefined ||
        new URL(entry.name).searchParams.get('sessionKey') === sessionKey),
  );
}

/** The product-page query bodies the reference server received in a session, oldest first. */
export async function productPageBodies(sessionKey: string): Promise<any[]> {
  const records = (await (await fetch('/__reference/queries')).json()) as {
    endpoint: string;
    query: Record<string, string>;
    body: unknown;
  }[];
  return records
    .filter(
      (record) => record.endpoint === 'product-page' && record.query.sessionKey === sessionKey,
    )
    .map((record) => record.body);
}

/** The reference server's next query of this session answers late, fails, or is inflated. */
export async function injectQueryFault(fault: {
  sessionKey: string;
  delayMs?: number;
  status?: number;
  count?: number;
  oversize?: { groups?: number; stringLength?: number };
}): Promise<void> {
  const response = await fetch('/__reference/faults', {
    method: 'POST',
    body: JSON.stringify({ queries: { count: 1, ...fault } }),
  });
  expect(response.status).to.equal(204);
}

export interface Recorded {
  loads: { target: EventTarget | null; detail: SfLoadDetail }[];
  errors: { target: EventTarget | null; detail: SfErrorDetail }[];
}

/** Records `sf-load` and `sf-error` reaching `element` (from it or from inside it). */
export function record(element: HTMLElement): Recorded {
  const recorded: Recorded = { loads: [], errors: [] };
  element.addEventListener('sf-load', (event) =>
    recorded.loads.push({ target: event.target, detail: event.detail }),
  );
  element.addEventListener('sf-error', (event) =>
    recorded.errors.push({ target: event.target, detail: event.detail }),
  );
  return recorded;
}

export async function until(predicate: () => unknown, what: string, timeout = 6000) {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A query config of its own session, for picking products; these requests are not counted. */
async function discoveryConfig(extra: Partial<StorefrontConfig> = {}): Promise<StorefrontConfig> {
  const m = await market();
  return {
    apiBase: '',
    market: m.id,
    locale: m.locale,
    touchpoint: 'DESKTOP',
    customerKey: crypto.randomUUID(),
    sessionKey: `discovery-${crypto.randomUUID()}`,
    ...extra,
  };
}

/** The first catalog product whose product-page group satisfies `wanted`. */
export async function findProduct(
  wanted: (group: ProductGroup) => boolean,
  extra: Partial<StorefrontConfig> = {},
): Promise<{ productKey: string; group: ProductGroup }> {
  const config = await discoveryConfig(extra);
  for (const group of (await catalog()).groups.slice(0, 120)) {
    const productKey = group.products[0]!;
    const { data } = await queryProductPage(config, {
      productKey,
      settings: { productGroup: { include: true } },
    });
    if (data.productGroup && wanted(data.productGroup)) {
      return { productKey, group: data.productGroup };
    }
  }
  throw new Error('no catalog product fits the test');
}

/** axe-core, loaded as the classic script it is. */
export async function axe(): Promise<{
  run: (
    context: Element,
  ) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
}> {
  const global = window as unknown as { axe?: unknown };
  if (!global.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core could not be loaded'));
      document.head.append(script);
    });
  }
  return global.axe as Awaited<ReturnType<typeof axe>>;
}

export async function expectNoAxeViolations(element: Element): Promise<void> {
  const result = await (await axe()).run(element);
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary, summary.join('\n')).to.deep.equal([]);
}

const mountedContainers: HTMLElement[] = [];

/**
 * Renders `template` into a fresh container with its events recorded from the start (before any
 * element connects). `cleanup()` removes every container mounted so far.
 */
export function mount<T extends Element>(
  template: TemplateResult,
): { element: T; container: HTMLElement } & Recorded {
  const container = document.createElement('div');
  document.body.append(container);
  mountedContainers.push(container);
  const recorded = record(container);
  render(template, container);
  return { element: container.firstElementChild as T, container, ...recorded };
}

export function cleanup(): void {
  for (const container of mountedContainers.splice(0)) container.remove();
}

/**
 * The home page's `<sf-sponsored-page>` of the SE market answered with `answer` (the reference's
 * answer, changed): resolves once it loaded and each of its lists, in the answer's order, drew
 * every product group it was sent. Needs `<sf-sponsored-page>` defined.
 */
export async function sponsoredPageDrawn(answer: {
  sponsoredLists: { id: string; productGroups: unknown[] }[];
}) {
  const sessionKey = `sponsored-${crypto.randomUUID()}`;
  await answerNextQuery(sessionKey, answer);
  const mounted = mount<SfSponsoredPage>(
    html`<sf-sponsored-page
      page-reference="home"
      market="SE"
      locale="sv-SE"
      session-key=${sessionKey}
    ></sf-sponsored-page>`,
  );
  const page = mounted.element;
  await until(
    () => mounted.loads.some((load) => load.target === page),
    'the sponsored page to load',
  );
  const lists = [...page.shadowRoot!.querySelectorAll<SfRecList>('[part~="list"]')];
  const sent = answer.sponsoredLists;
  expect(lists.map((list) => list.list?.id)).to.deep.equal(sent.map((list) => list.id));
  for (const [index, list] of lists.entries())
    await until(
      () => list.shadowRoot!.querySelectorAll(CARD).length === sent[index]!.productGroups.length,
      `every product of ${list.list?.id}`,
    );
  return { ...mounted, lists };
}
