/**
 * The full fuzz path: a real `<sf-product-page>` (product detail and three lists) or
 * `<sf-sponsored-page>` fetches its query, and the reference server answers that one query with a
 * raw body (`POST /__reference/faults`, one fault per element, keyed by its own session key).
 */
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfErrorDetail, SfLoadDetail } from '../../../src/events.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { pollution, unsafeDom, within } from './checks.ts';
import { LIST_IDS, type Samples } from './samples.ts';

export type PageKind = 'product-page' | 'sponsored-page';

export interface Fault {
  body?: string;
  status?: number;
  delayMs?: number;
  reset?: boolean;
  count?: number;
}

export async function addQueryFault(sessionKey: string, fault: Fault): Promise<void> {
  const response = await fetch('/__reference/faults', {
    method: 'POST',
    body: JSON.stringify({ queries: { count: 1, ...fault, sessionKey } }),
  });
  if (response.status !== 204) throw new Error(`fault refused: ${await response.text()}`);
}

export function clearQueryFaults(sessionKey: string): Promise<Response> {
  return fetch(`/__reference/faults?sessionKey=${encodeURIComponent(sessionKey)}`, {
    method: 'DELETE',
  });
}

export interface Mounted<T extends HTMLElement = HTMLElement> {
  element: T;
  sessionKey: string;
  loads: SfLoadDetail[];
  /** `sf-error` of the element itself (the lists' own stay apart). */
  errors: SfErrorDetail[];
  /** The element's query failed or it loaded: not `dropped` reports. */
  settled(): boolean;
}

function recordEvents<T extends HTMLElement>(element: T, sessionKey: string): Mounted<T> {
  const mounted: Mounted<T> = {
    element,
    sessionKey,
    loads: [],
    errors: [],
    settled: () =>
      mounted.loads.length > 0 || mounted.errors.some((error) => error.kind !== 'dropped'),
  };
  element.addEventListener('sf-load', (event) => {
    if (event.target === element) mounted.loads.push(event.detail);
  });
  element.addEventListener('sf-error', (event) => {
    if (event.target === element) mounted.errors.push(event.detail);
  });
  return mounted;
}

/** A product page with the detail and the sample's three lists, of a new session. */
export function productPage(samples: Samples, attributes: Record<string, string> = {}) {
  const sessionKey = `fuzz-${crypto.randomUUID()}`;
  const page = document.createElement('sf-product-page');
  const all: Record<string, string> = {
    'product-key': samples.productKey,
    market: samples.market.id,
    locale: samples.market.locale,
    currency: samples.market.currency,
    'session-key': sessionKey,
    'customer-key': sessionKey,
    notify: 'false',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) page.setAttribute(name, value);
  page.toggleAttribute('include-product-group', true);
  const algorithms = ['ALTERNATIVES', 'TOP_PRODUCTS', 'UPSELL'];
  LIST_IDS.forEach((id, index) => {
    const list = document.createElement('sf-rec-list');
    list.setAttribute('list-id', id);
    list.setAttribute('algorithm', algorithms[index]!);
    list.setAttribute('limit', '3');
    if (index === 1) list.setAttribute('visualization', 'GRID');
    page.append(list);
  });
  return recordEvents(page, sessionKey);
}

export function sponsoredPage(samples: Samples, attributes: Record<string, string> = {}) {
  const sessionKey = `fuzz-${crypto.randomUUID()}`;
  const page = document.createElement('sf-sponsored-page');
  const all: Record<string, string> = {
    'page-reference': samples.pageReference,
    market: samples.market.id,
    locale: samples.market.locale,
    currency: samples.market.currency,
    'session-key': sessionKey,
    'customer-key': sessionKey,
    notify: 'false',
    // Far beyond any answer here: a loaded test machine must not turn a case into the timeout's
    // empty state (network.test.ts sets its own to test exactly that).
    timeout: '10000',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) page.setAttribute(name, value);
  return recordEvents(page, sessionKey);
}

export function makePage(kind: PageKind, samples: Samples, attributes?: Record<string, string>) {
  return kind === 'product-page'
    ? productPage(samples, attributes)
    : sponsoredPage(samples, attributes);
}

export async function until(predicate: () => unknown, what: string, timeout = 8000) {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const has = (root: ParentNode | null | undefined, part: string) =>
  !!root?.querySelector(`[part~="${part}"]:not([part~="skeleton"])`);

/** Waits until nothing in the page has an update pending. */
async function quiet(mounted: Mounted): Promise<void> {
  const elements = [mounted.element, ...mounted.element.querySelectorAll('sf-rec-list')];
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(
      elements.map((el) => within((el as SfRecList).updateComplete, 5000, el.localName)),
    );
  }
}

/**
 * What the page must show once settled. Loaded: the product page shows its detail or its empty
 * state and each list a list, its empty state or nothing (hidden); the sponsored page its banners
 * and lists or its empty state. Failed: the error part (`role="alert"`), and each list of a product
 * page its own error part.
 */
export function pageState(kind: PageKind, mounted: Mounted): string[] {
  const root = mounted.element.shadowRoot;
  if (!root) return ['no shadow root'];
  const failed = !mounted.loads.length;
  const problems: string[] = [];
  if (failed) {
    if (!has(root, 'error')) problems.push('failed without its error part');
    if (root.querySelector('[part~="skeleton"]')) problems.push('failed, still a skeleton');
  } else if (kind === 'product-page') {
    if (!has(root, 'detail') && !has(root, 'empty')) problems.push('loaded: no detail, no empty');
  } else if (!root.querySelector('.page') && !has(root, 'empty')) {
    problems.push('loaded: no banners or lists, no empty state');
  }
  if (kind === 'product-page') {
    for (const list of mounted.element.querySelectorAll<SfRecList>('sf-rec-list')) {
      const listRoot = list.shadowRoot;
      const ok = failed
        ? has(listRoot, 'error')
        : list.hidden || has(listRoot, 'list') || has(listRoot, 'empty');
      if (!ok)
        problems.push(`list ${list.listId}: not in a ${failed ? 'error' : 'rendered'} state`);
    }
  }
  return problems;
}

/** Mounts the page into `container`, waits for it to settle and checks everything. */
export async function runPage(
  kind: PageKind,
  mounted: Mounted,
  container: HTMLElement,
): Promise<string[]> {
  const problems: string[] = [];
  try {
    container.append(mounted.element);
    await until(mounted.settled, `${kind} to load or fail`);
    await quiet(mounted);
    problems.push(...pageState(kind, mounted));
    problems.push(...unsafeDom(mounted.element));
  } catch (error) {
    problems.push(`threw ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    mounted.element.remove();
  }
  problems.push(...pollution());
  return problems;
}

export type { SfProductPage, SfSponsoredPage };
