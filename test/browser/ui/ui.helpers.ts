/** Shared by the shopper-experience tests: demo pages in frames, deep queries, real lists. */
import { a11ySnapshot } from '@web/test-runner-commands';
import { html } from '@open-wc/testing';
import * as z from 'zod/mini';
import { queryProductPage } from '../../../src/api/index.ts';
import {
  RecommendationProductListSchema,
  type RecommendationProductList,
} from '../../../src/api/schemas/results.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import { catalog, injectQueryFault, market, mount } from '../controllers/storefront-fixtures.ts';
import { CARD } from '../cards.ts';

/** Every element below `root`, through open shadow roots. */
export function* deepElements(root: Document | ShadowRoot | Element): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

export async function until(predicate: () => unknown, what: string, timeout = 15000) {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What each demo page shows once its storefront content is there. */
const RENDERED: Record<string, string> = {
  product: '[part~="add-to-cart"]',
  category: '[part~="banner-image"]',
  theming: '[part~="compact-card"]',
  navigation: '[part~="nav"]',
};

/** A demo page in a frame `width` px wide, once its elements have loaded (no skeleton left). */
export async function loadDemo(page: string, width: number): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.title = page;
  iframe.style.cssText = `display: block; width: ${width}px; height: 800px; border: 0;`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.src = `/demo/${page}.html`;
  document.body.append(iframe);
  await loaded;
  const doc = iframe.contentDocument!;
  const busy = () =>
    [...deepElements(doc)].some((element) =>
      element.matches('[aria-busy="true"], [part~="skeleton"]'),
    );
  const selector = RENDERED[page];
  if (selector) {
    await until(
      () => [...deepElements(doc)].some((element) => element.matches(selector)),
      `${selector} in ${page}.html`,
    );
  }
  await until(() => !busy(), `${page}.html to load`);
  // Late images and fonts settle.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return iframe;
}

/** A real list from the reference server (a few groups with sizes and siblings), as a carousel. */
export async function sampleList(limit = 8): Promise<RecommendationProductList> {
  const m = await market();
  const productKey = (await catalog()).groups[5]!.products[0]!;
  const { data } = await queryProductPage(
    {
      apiBase: '',
      market: m.id,
      locale: m.locale,
      touchpoint: 'MOBILE',
      customerKey: crypto.randomUUID(),
      sessionKey: crypto.randomUUID(),
    },
    {
      productKey,
      settings: {
        recommendationLists: [{ id: 'sample', algorithm: 'TOP_PRODUCTS', limit, label: 'Sample' }],
      },
    },
  );
  return z.parse(RecommendationProductListSchema, {
    ...data.recommendationLists[0]!,
    visualization: 'CAROUSEL',
  });
}

interface A11yNode {
  role: string;
  name: string;
  children?: A11yNode[];
}

/**
 * The accessible names of every node with one of `roles` on the page, from Chromium's
 * accessibility tree (which calls an image `image`, not `img`).
 */
export async function accessibleNames(...roles: string[]): Promise<string[]> {
  const snapshot = (await a11ySnapshot({})) as unknown as A11yNode;
  const names: string[] = [];
  const walk = (node: A11yNode) => {
    if (roles.includes(node.role)) names.push(node.name);
    node.children?.forEach(walk);
  };
  walk(snapshot);
  return names;
}

/** `<sf-product-page include-product-group>` of `productKey` in the first market, once its detail shows. */
export async function productDetail(productKey: string): Promise<SfProductPage> {
  const m = await market();
  const page = document.createElement('sf-product-page');
  Object.entries({
    'product-key': productKey,
    'include-product-group': '',
    market: m.id,
    locale: m.locale,
    currency: m.currency,
  }).forEach(([name, value]) => page.setAttribute(name, value));
  mountedPages.push(page);
  document.body.append(page);
  await until(() => page.shadowRoot?.querySelector('[part~="add-to-cart"]'), 'the product detail');
  return page;
}

const mountedPages: HTMLElement[] = [];

/** Removes the pages `productDetail` mounted. */
export function removeProductDetails(): void {
  for (const page of mountedPages.splice(0)) page.remove();
}

/** Text cut to fit: wider than the box that clips it. */
export const cut = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

/** An element's box, rounded to whole pixels. */
export const box = (element: Element | null | undefined) => {
  const rect = element!.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
};

/**
 * A list on its own (six top products) whose answer comes after 1.5 s: resolves once its cards
 * are drawn, with the box of a skeleton card measured while it waited.
 */
export async function listAfterSkeleton(
  visualization: 'GRID' | 'CAROUSEL',
  options: { quickAdd?: boolean } = {},
): Promise<{ element: HTMLElement; skeleton: ReturnType<typeof box>; cards: HTMLElement[] }> {
  const m = await market();
  const productKey = (await catalog()).groups[1]!.products[0]!;
  const session = crypto.randomUUID();
  await injectQueryFault({ sessionKey: session, delayMs: 1500 });
  const { element } = mount<HTMLElement>(
    html`<sf-rec-list
      list-id="probe"
      product-key=${productKey}
      algorithm="TOP_PRODUCTS"
      visualization=${visualization}
      limit="6"
      label="Probe"
      ?quick-add=${options.quickAdd}
      market=${m.id}
      locale=${m.locale}
      session-key=${session}
    ></sf-rec-list>`,
  );
  const all = (selector: string) => [
    ...element.shadowRoot!.querySelectorAll<HTMLElement>(selector),
  ];
  await until(() => all('[part~="card"][part~="skeleton"]').length, 'the skeleton');
  const skeleton = box(all('[part~="card"][part~="skeleton"]')[0]);
  await until(() => all(CARD).length, 'the cards');
  return { element, skeleton, cards: all('[part~="card"]') };
}
