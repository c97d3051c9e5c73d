/**
 * Shared by the account element tests: the reference server's engage catalog (contact ids by
 * role), signing in through the demo cookie the test server's proxy reads, mounting an element
 * with its events recorded, waiting, parts, reading the proxy directly, and axe-core.
 */
import type { AxeResults } from 'axe-core';
import type { SfErrorDetail, SfLoadDetail } from '../../../src/events.ts';

export const PROXY = '/engage-proxy';
const COOKIE = 'sf-test-contact';

export interface EngageCatalog {
  roles: Record<string, string[]>;
  definitions: Record<string, string[]>;
  consents: string[];
  contacts: { contactId: string; contactType: string; email: string | null }[];
  /** By channel and contact id, the newest message sent more than three months ago. */
  olderMessages: Record<'email' | 'sms', Record<string, string>>;
}

let catalogPromise: Promise<EngageCatalog> | undefined;

/** `/__reference/engage/catalog`, fetched once per test file. */
export function catalog(): Promise<EngageCatalog> {
  catalogPromise ??= fetch('/__reference/engage/catalog').then((response) => {
    if (!response.ok) throw new Error(`engage catalog: HTTP ${response.status}`);
    return response.json() as Promise<EngageCatalog>;
  });
  return catalogPromise;
}

/** Ids in the first role that are in every other role, and in none of `not`. */
export async function contactsWith(roles: string[], not: string[] = []): Promise<string[]> {
  const { roles: byRole } = await catalog();
  const [first = '', ...rest] = roles;
  const ids = (byRole[first] ?? []).filter(
    (id) =>
      rest.every((role) => byRole[role]?.includes(id)) &&
      not.every((role) => !byRole[role]?.includes(id)),
  );
  if (!ids.length) throw new Error(`no contact with ${roles.join(' + ')}`);
  return ids;
}

/** Signs in as `contactId` for the proxy (the test session cookie). */
export function signIn(contactId: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(contactId)}; path=/; SameSite=Lax`;
}

export function signOut(): void {
  document.cookie = `${COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** The proxy's answer for the signed-in contact, read directly (what the element should show). */
export async function proxyJson<T = any>(path: string): Promise<T> {
  const response = await fetch(`${PROXY}${path}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function referenceEvents(): Promise<{
  npsResponses: { contactId: string; grade: number; storeId: string | null }[];
  unsubscriptions: { contactId: string; channel: string; messageId: string | null }[];
}> {
  return (await fetch('/__reference/engage/events')).json();
}

export interface Mounted<E extends HTMLElement> {
  element: E;
  loads: SfLoadDetail[];
  errors: SfErrorDetail[];
  /** Every other `sf-*` event, in order: `[type, detail]`. */
  events: [string, unknown][];
}

const mounted: HTMLElement[] = [];

/** Creates `<tag>` with `attributes` inside `parent` (default body), recording its events. */
export function mount<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
): Mounted<HTMLElementTagNameMap[K]> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const result: Mounted<HTMLElementTagNameMap[K]> = { element, loads: [], errors: [], events: [] };
  const target: HTMLElement = element;
  target.addEventListener('sf-load', (event) => result.loads.push(event.detail));
  target.addEventListener('sf-error', (event) => result.errors.push(event.detail));
  for (const type of [
    'sf-challenge-join',
    'sf-nps-submit',
    'sf-unsubscribe',
    'sf-back-in-stock-remove',
  ] as const) {
    target.addEventListener(type, (event) => result.events.push([type, event.detail]));
  }
  parent.append(element);
  mounted.push(parent === document.body ? element : parent);
  return result;
}

export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

export async function until(predicate: () => unknown, what: string, timeout = 8000) {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function parts(element: HTMLElement, name: string): HTMLElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

export function part(element: HTMLElement, name: string): HTMLElement {
  const found = parts(element, name)[0];
  if (!found) throw new Error(`no part "${name}" in <${element.localName}>`);
  return found;
}

/** Waits for the first load or error to be reported and rendered. */
export async function settled(result: Mounted<HTMLElement>): Promise<void> {
  await until(
    () => result.loads.length + result.errors.length > 0,
    `sf-load or sf-error from <${result.element.localName}>`,
  );
  await (result.element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  await until(
    () => !result.element.hasAttribute('aria-busy'),
    `<${result.element.localName}> not busy`,
  );
}

export const text = (element: Element | undefined): string =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

interface AxeWindow extends Window {
  axe?: { run(context: Element, options?: object): Promise<AxeResults> };
}

/** axe-core over the element (its shadow root included); resolves with the violations. */
export async function axeViolations(element: Element): Promise<string> {
  const win = window as AxeWindow;
  if (!win.axe) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', reject, { once: true });
    });
    document.head.append(script);
    await loaded;
  }
  const results = await win.axe!.run(element, { resultTypes: ['violations'] });
  return results.violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(' ')}`,
    )
    .join('\n');
}
