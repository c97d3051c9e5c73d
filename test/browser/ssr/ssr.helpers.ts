/**
 * Shared by the server-rendering browser tests: the demo route's page put into this document
 * (its storefront, with declarative shadow roots) before the library is loaded, the requests the
 * page makes, and the visitor cookie. Imports nothing of the library.
 */
export interface Keys {
  customerKey: string;
  sessionKey: string;
}

export const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export function visitorCookie(): Keys | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('sf-visitor='));
  return value ? (JSON.parse(decodeURIComponent(value.slice(11))) as Keys) : undefined;
}

/** The first product of the reference catalog. */
export async function firstProduct(): Promise<string> {
  const catalog = (await (await fetch('/__reference/catalog')).json()) as {
    groups: { products: string[] }[];
  };
  return catalog.groups[0]!.products[0]!;
}

/**
 * Fetches `/ssr/product.html` for `productKey` (answered `status`) and puts its storefront into
 * `container` (after `change`, if given: the page's HTML as a server could have sent it); returns
 * the page's embedded JSON (`data-sf-result`).
 */
export async function insertServerPage(
  container: HTMLElement,
  productKey: string,
  change: (html: string) => string = (html) => html,
  status = 200,
) {
  const response = await fetch(`/ssr/product.html?product-key=${productKey}`);
  if (response.status !== status) throw new Error(`/ssr/product.html: ${response.status}`);
  const html = change(await response.text());
  container.setHTMLUnsafe(html.slice(html.indexOf('<sf-storefront'), html.indexOf('</main>')));
  const script = container
    .querySelector('sf-product-page')!
    .shadowRoot!.querySelector('script[data-sf-result]')!;
  return JSON.parse(script.textContent!) as unknown;
}

/** A `<main>` 1,000 px wide, added to the document, holding the server's first product page. */
export async function serverProductPage(): Promise<HTMLElement> {
  const container = document.createElement('main');
  container.style.width = '1000px';
  document.body.append(container);
  await insertServerPage(container, await firstProduct());
  return container;
}

/** The layout shifts from now on, each its value (their sum: the page's CLS). */
export function observeShifts(): number[] {
  const shifts: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: 'layout-shift' });
  return shifts;
}

/** The URLs requested from now on (an observer: the timing buffer may be full). */
export function observeRequests(): string[] {
  const requested: string[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) requested.push(entry.name);
  }).observe({ type: 'resource' });
  return requested;
}

export const productPageQueries = (requested: string[]) =>
  requested.filter((url) => url.includes('/queries/product-page'));

/**
 * Fetches `/ssr/category.html` (for `pageReference`, else the demo's; answered `status`) and puts
 * its storefront (two sponsored pages) into `container`; returns each page's embedded JSON
 * (`data-sf-result`), in document order.
 */
export async function insertServerCategory(
  container: HTMLElement,
  { pageReference, status = 200 }: { pageReference?: string; status?: number } = {},
) {
  const query = pageReference ? `?page-reference=${encodeURIComponent(pageReference)}` : '';
  const response = await fetch(`/ssr/category.html${query}`);
  if (response.status !== status) throw new Error(`/ssr/category.html: ${response.status}`);
  const html = await response.text();
  container.setHTMLUnsafe(html.slice(html.indexOf('<sf-storefront'), html.indexOf('</main>')));
  return [...container.querySelectorAll('sf-sponsored-page')].map((page) => {
    const script = [...page.shadowRoot!.children].find((child) =>
      child.matches('script[data-sf-result]'),
    )!;
    return JSON.parse(script.textContent!) as unknown;
  });
}

export const sponsoredPageQueries = (requested: string[]) =>
  requested.filter((url) => url.includes('/queries/sponsored-page'));
