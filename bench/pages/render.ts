/**
 * The render benchmark's page (driven by bench/render.ts through puppeteer-core): the same product
 * groups from the reference server rendered as a grid by `sf-rec-list` (its `list` property), by
 * the hand-written renderer of bench/vanilla-card.ts, and by `@algolia/recommend-js`. Each run
 * times from the start of the render until the cards are in the DOM and a forced layout is done.
 */
import { relatedProducts } from '@algolia/recommend-js';
import type { CSSResultGroup } from 'lit';
import { queryProductPage } from '../../src/api/client.ts';
import type { ProductGroup } from '../../src/api/schemas/product.ts';
import type { RecommendationProductList } from '../../src/api/schemas/results.ts';
import '../../src/elements/sf-storefront/sf-storefront.ts';
import { recListStyles } from '../../src/elements/sf-rec-list/sf-rec-list.styles.ts';
import '../../src/elements/sf-rec-list/sf-rec-list.ts';
import { DEFAULT_STRINGS } from '../../src/templates/strings.ts';
import { algoliaItemComponent, type Hit } from '../algolia-card.ts';
import { vanillaGrid, type VanillaContext } from '../vanilla-card.ts';

const LABEL = 'You may also like';
const stage = document.querySelector<HTMLElement>('#stage')!;

/** Up to `count` distinct product groups from a few product-page lists of the reference data. */
async function loadGroups(count: number): Promise<ProductGroup[]> {
  const catalog = (await (await fetch('/__reference/catalog')).json()) as {
    groups: { products: string[] }[];
  };
  const algorithms = ['TOP_PRODUCTS', 'NEWEST_PRODUCTS', 'ALTERNATIVES', 'UPSELL'] as const;
  const { data } = await queryProductPage(
    { apiBase: '', market: 'US', locale: 'en-US', touchpoint: 'DESKTOP', userContext: 'ANONYMOUS' },
    {
      productKey: catalog.groups[0]!.products[0]!,
      settings: {
        productGroup: { include: false },
        recommendationLists: algorithms.map((algorithm, index) => ({
          id: `bench-${index}`,
          algorithm,
          limit: 100,
        })),
      },
    },
  );
  const groups = new Map<string, ProductGroup>();
  for (const list of data.recommendationLists) {
    for (const group of list.productGroups)
      if (!groups.has(group.key)) groups.set(group.key, group);
  }
  return [...groups.values()].slice(0, count);
}

const groups = await loadGroups(200);

function listOf(count: number): RecommendationProductList {
  return {
    id: 'bench',
    label: LABEL,
    visible: true,
    visualization: 'GRID',
    productGroups: groups.slice(0, count),
  };
}

const context: VanillaContext = {
  locale: 'en-US',
  currency: 'USD',
  strings: DEFAULT_STRINGS,
  onProductClick: () => {},
};

/** The same stylesheets as `sf-rec-list`, adopted by the other renderers' shadow roots. */
const sheets = [recListStyles as CSSResultGroup]
  .flat(Infinity as 1)
  .map((style) => (style as { styleSheet: CSSStyleSheet }).styleSheet);

function shadowHost(): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  host.style.display = 'block';
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = sheets;
  return { host, root };
}

/** Renders `count` cards into the stage; `start` when the clock started inside (after setup). */
type Renderer = (count: number) => Promise<{ host: HTMLElement; start?: number }>;

const renderers: Record<string, Renderer> = {
  async lit(count) {
    const element = document.createElement('sf-rec-list');
    element.list = listOf(count);
    stage.append(element);
    await element.updateComplete;
    // The list draws its cards a few per task (no long task on a phone): the clock stops when the
    // last one is in, as for recommend-js below.
    const root = element.shadowRoot!;
    const cards = () => root.querySelectorAll('article.card').length;
    if (cards() < count)
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (cards() < count) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { childList: true, subtree: true });
      });
    return { host: element };
  },
  async vanilla(count) {
    const { host, root } = shadowHost();
    root.append(vanillaGrid(listOf(count), context));
    stage.append(host);
    return { host };
  },
  async algolia(count) {
    // Hits are made before the clock starts: recommend-core writes into them.
    const hits: Hit[] = groups.slice(0, count).map((group) => ({ ...group, objectID: group.key }));
    const { host, root } = shadowHost();
    const container = document.createElement('div');
    root.append(container);
    const answer = () => Promise.resolve({ results: [{ hits, queryID: 'bench' }] });
    // An in-page client: recommend-core calls these with its queries, no network.
    const recommendClient = {
      addAlgoliaAgent() {},
      getRelatedProducts: answer,
      getRecommendations: answer,
      getFrequentlyBoughtTogether: answer,
    };
    const rendered = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (container.querySelectorAll('article.card').length >= count) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    const start = performance.now();
    stage.append(host);
    relatedProducts<Hit>({
      container,
      recommendClient: recommendClient as never,
      indexName: 'bench',
      objectIDs: ['base'],
      maxRecommendations: count,
      classNames: { root: 'list list--grid', list: 'grid', item: 'cell' },
      translations: { title: LABEL },
      itemComponent: algoliaItemComponent(context) as never,
    });
    await rendered;
    return { host, start };
  },
};

/** One timed render of `count` cards; the stage is emptied first (not timed). */
async function run(name: string, count: number): Promise<number> {
  stage.replaceChildren();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const before = performance.now();
  const { host, start = before } = await renderers[name]!(count);
  void host.offsetHeight;
  const end = performance.now();
  const cards = host.shadowRoot!.querySelectorAll('article.card').length;
  if (cards !== count) throw new Error(`${name}: ${cards} cards rendered, expected ${count}`);
  return end - start;
}

declare global {
  interface Window {
    bench: { groups: number; run: typeof run };
  }
}

window.bench = { groups: groups.length, run };
