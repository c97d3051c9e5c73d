/** Shared by the sf-navigation tests: a navigation fixture, mounting, waiting, parts. */
import type { NavigationContainer } from '../../../src/api/schemas/admin.ts';
import type { SfErrorDetail, SfLoadDetail } from '../../../src/events.ts';
import type {
  SfNavigateDetail,
  SfNavigation,
} from '../../../src/elements/sf-navigation/sf-navigation.ts';
import '../../../src/elements/sf-navigation/sf-navigation.ts';

/**
 * Three levels: Clothing › Tops › Shirts; LABEL nodes as a badge (Jackets › New) and as a text
 * item (Clothing › Seasonal); a same-origin and an external LINK, and one with an unsafe URL.
 */
export function fixture(): NavigationContainer {
  return {
    market: 'US',
    locale: 'en-US',
    type: 'FULL',
    addOrUpdate: [
      { id: 'home', title: 'Home', type: 'PAGE', pageId: 'home', customData: { path: '/' } },
      {
        id: 'clothing',
        title: 'Clothing',
        type: 'PAGE',
        pageId: 'department/clothing',
        iconPath: '/__reference/images/nav-clothing.svg?w=40&h=40',
      },
      { id: 'tops', title: 'Tops', type: 'PAGE', pageId: 'department/tops', parentId: 'clothing' },
      {
        id: 'shirts',
        title: 'Shirts',
        type: 'PAGE',
        pageId: 'category/shirts',
        parentId: 'tops',
        customData: { path: '/en-us/category/shirts', tone: 'sale' },
      },
      {
        id: 't-shirts',
        title: 'T-shirts',
        type: 'PAGE',
        pageId: 'category/t-shirts',
        parentId: 'tops',
      },
      {
        id: 'jackets',
        title: 'Jackets',
        type: 'PAGE',
        pageId: 'category/jackets',
        parentId: 'clothing',
      },
      { id: 'jackets-new', title: 'New', type: 'LABEL', parentId: 'jackets' },
      { id: 'seasonal', title: 'Seasonal', type: 'LABEL', parentId: 'clothing' },
      {
        id: 'summer',
        title: 'Summer',
        type: 'PAGE',
        pageId: 'campaign/summer',
        parentId: 'clothing',
      },
      { id: 'accessories', title: 'Accessories', type: 'PAGE', pageId: 'department/accessories' },
      { id: 'bags', title: 'Bags', type: 'PAGE', pageId: 'category/bags', parentId: 'accessories' },
      { id: 'stores', title: 'Stores', type: 'LINK', url: 'https://stores.example.com/' },
      { id: 'service', title: 'Customer service', type: 'LINK', url: '/en-us/customer-service' },
    ],
  };
}

export interface Mounted {
  element: SfNavigation;
  loads: SfLoadDetail[];
  errors: SfErrorDetail[];
  navigations: SfNavigateDetail[];
}

const mounted: HTMLElement[] = [];

/** Mounts an `<sf-navigation>` with attributes and properties; every `sf-navigate` is cancelled. */
export function mount(
  attributes: Record<string, string> = {},
  properties: Partial<Pick<SfNavigation, 'navigation' | 'pagePath' | 'renderItem'>> = {},
  container: HTMLElement = document.body,
): Mounted {
  const element = document.createElement('sf-navigation');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  const result: Mounted = { element, loads: [], errors: [], navigations: [] };
  element.addEventListener('sf-load', (event) => result.loads.push(event.detail));
  element.addEventListener('sf-error', (event) => result.errors.push(event.detail));
  // The test page must never navigate away.
  element.addEventListener('sf-navigate', (event) => {
    result.navigations.push(event.detail);
    event.preventDefault();
  });
  container.append(element);
  mounted.push(container === document.body ? element : container);
  return result;
}

export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/** Resolves when `predicate` holds, polling; fails with `what` after `timeout` ms. */
export async function until(predicate: () => unknown, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!(await predicate())) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for `sf-load` (or a non-`dropped` `sf-error`) and the render after it. */
export async function settled(result: Mounted): Promise<void> {
  await until(
    () => result.loads.length + result.errors.filter((e) => e.kind !== 'dropped').length > 0,
    'sf-load or sf-error',
  );
  await result.element.updateComplete;
}

/** Elements with `part` (one of their part names) inside the element's shadow root. */
export function parts(element: HTMLElement, part: string): HTMLElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${part}"]`)];
}

/** The link, button or text of the top-level item or submenu item with this text. */
export function control(element: HTMLElement, text: string): HTMLElement {
  const found = [
    ...element.shadowRoot!.querySelectorAll<HTMLElement>(
      'a, button, [part~="text"], [part~="label"]',
    ),
  ].find(
    (candidate) =>
      candidate.textContent?.trim() === text || candidate.getAttribute('aria-label') === text,
  );
  if (!found) throw new Error(`no control "${text}"`);
  return found;
}

export function button(element: HTMLElement, title: string): HTMLButtonElement {
  const found = parts(element, 'button').find(
    (candidate) =>
      candidate.textContent?.trim() === title || candidate.getAttribute('aria-label') === title,
  );
  if (!(found instanceof HTMLButtonElement)) throw new Error(`no button "${title}"`);
  return found;
}

export function submenuOf(element: HTMLElement, toggle: HTMLElement): HTMLElement {
  const id = toggle.getAttribute('aria-controls');
  const submenu = element.shadowRoot!.getElementById(id ?? '');
  if (!submenu) throw new Error(`no submenu #${id}`);
  return submenu;
}

/** Visible: rendered with a box (not `hidden`, not `display: none` anywhere up the tree). */
export function visible(node: HTMLElement): boolean {
  return node.getClientRects().length > 0;
}

export function focused(element: HTMLElement): Element | null {
  return element.shadowRoot!.activeElement;
}
