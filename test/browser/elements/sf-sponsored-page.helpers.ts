/** Shared by the sponsored-page and configuration tests: mounting, waiting, requests seen. */
import type { SfErrorDetail, SfLoadDetail } from '../../../src/events.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';

// The default buffer (250 entries) fills up over a test file; requests are read from it.
performance.setResourceTimingBufferSize(100000);

export const QUERY_PATH = '/api/storefront/v3/queries/sponsored-page';

export function uniqueKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

export interface Mounted<T extends HTMLElement> {
  element: T;
  loads: SfLoadDetail[];
  errors: SfErrorDetail[];
}

/** Appends `element` (built by `build`) to `container` with its events recorded. */
export function mount<T extends HTMLElement>(
  element: T,
  container: HTMLElement = document.body,
): Mounted<T> {
  const mounted: Mounted<T> = { element, loads: [], errors: [] };
  element.addEventListener('sf-load', (event) => mounted.loads.push(event.detail));
  element.addEventListener('sf-error', (event) => mounted.errors.push(event.detail));
  container.append(element);
  return mounted;
}

export function sponsoredPage(attributes: Record<string, string>): SfSponsoredPage {
  const element = document.createElement('sf-sponsored-page');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Resolves when `predicate` holds, polling; fails with `what` after `timeout` ms. */
export async function until(predicate: () => unknown, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!(await predicate())) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function settled(mounted: Mounted<HTMLElement>): Promise<void> {
  return until(
    () => mounted.loads.length + mounted.errors.filter((e) => e.kind !== 'dropped').length > 0,
    'sf-load or sf-error',
  );
}

/** The query strings of the sponsored-page requests this page sent for `sessionKey`. */
export function sentQueries(sessionKey?: string): URLSearchParams[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname === QUERY_PATH)
    .map((url) => url.searchParams)
    .filter((params) => sessionKey === undefined || params.get('sessionKey') === sessionKey);
}

export async function addFault(fault: {
  status?: number;
  delayMs?: number;
  count?: number;
  /** A raw body to answer with (JSON text). */
  body?: string;
  sessionKey: string;
}): Promise<void> {
  const response = await fetch('/__reference/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: { count: 1, ...fault } }),
  });
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`);
}

/** Part elements inside the element's shadow root. */
export function parts(element: HTMLElement, part: string): HTMLElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${part}"]`) ?? [])];
}
