/**
 * The render benchmark's page (driven by bench/render.ts through puppeteer-core): the same product
 * groups from the reference server rendered as grids by `sf-rec-list` (its `list` property), by
 * the hand-written renderer of bench/vanilla-card.ts, and by `@algolia/recommend-js`, each list of
 * at most 100 cards in its own shadow root (200 cards: two lists). Each run times from the start
 * of the render until every card is in the DOM and a forced layout is done.
 */
import { relatedProducts } from '@algolia/recommend-js';
import type { CSSResultGroup } from 'lit';
import { queryProductPage } from '../../src/api/client.ts';
import type { ProductGroup } from '../../src/api/schemas/product.ts';
import type { RecommendationProductList } from '../../src/api/schemas/results.ts';
import '../../src/elements/sf-storefront/sf-storefront.ts';
import { recListStyles } from '../../src/elements/sf-rec-list/sf-rec-list.styles.ts';
import '../../src/elements/sf-rec-list/sf-rec-list.ts';
import { DEFAULT_STRINGS } from '../../src/templates/english.ts';
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

/** A list shows at most this many groups (`MAX_LIST_LIMIT`): more cards are more lists. */
const PER_LIST = 100;

/** `count` cards as lists of at most `PER_LIST` (200 cards: two lists of 100, as on a page). */
function listsOf(count: number): RecommendationProductList[] {
  const lists: RecommendationProductList[] = [];
  for (let first = 0; first < count; first += PER_LIST) {
    lists.push({
      id: `bench-${lists.length}`,
      algorithm: 'TOP_PRODUCTS',
      label: LABEL,
      visible: true,
      visualization: 'GRID',
      productGroups: groups.slice(first, Math.min(count, first + PER_LIST)),
    });
  }
  return lists;
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

const cardsIn = (root: ParentNode) => root.querySelectorAll('article.card').length;

/** Resolves once `root` (observed for changes) holds `count` cards. */
function whenCards(root: Node & ParentNode, count: number): Promise<void> {
  if (cardsIn(root) >= count) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (cardsIn(root) < count) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** Renders the lists into the stage, one host each; `start` when the clock started inside. */
type Renderer = (lists: RecommendationProductList[]) => Promise<{
  hosts: HTMLElement[];
  start?: number;
}>;

const renderers: Record<string, Renderer> = {
  async lit(lists) {
    const elements = lists.map((list) => {
      const element = document.createElement('sf-rec-list');
      element.list = list;
      return element;
    });
    stage.append(...elements);
    await Promise.all(elements.map((element) => element.updateComplete));
    // A long list draws a screenful first and the rest in later tasks: the clock stops when the
    // last card is in, as for recommend-js below.
    await Promise.all(
      elements.map((element, i) => whenCards(element.shadowRoot!, lists[i]!.productGroups.length)),
    );
    return { hosts: elements };
  },
  async vanilla(lists) {
    const hosts = lists.map((list) => {
      const { host, root } = shadowHost();
      root.append(vanillaGrid(list, context));
      return host;
    });
    stage.append(...hosts);
    return { hosts };
  },
  async algolia(lists) {
    // Hits are made before the clock starts: recommend-core writes into them.
    const prepared = lists.map((list) => {
      const hits: Hit[] = list.productGroups.map((group) => ({ ...group, objectID: group.key }));
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
      return { host, container, hits, recommendClient };
    });
    const rendered = prepared.map(({ container, hits }) => whenCards(container, hits.length));
    const start = performance.now();
    for (const { host, container, hits, recommendClient } of prepared) {
      stage.append(host);
      relatedProducts<Hit>({
        container,
        recommendClient: recommendClient as never,
        indexName: 'bench',
        objectIDs: ['base'],
        maxRecommendations: hits.length,
        classNames: { root: 'list list--grid', list: 'grid', item: 'cell' },
        translations: { title: LABEL },
        itemComponent: algoliaItemComponent(context) as never,
      });
    }
    await Promise.all(rendered);
    return { hosts: prepared.map(({ host }) => host), start };
  },
};

/** One timed render of `count` cards; the stage is emptied first (not timed). */
async function run(name: string, count: number): Promise<number> {
  stage.replaceChildren();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const lists = listsOf(count);
  const before = performance.now();
  const { hosts, start = before } = await renderers[name]!(lists);
  void stage.offsetHeight;
  const end = performance.now();
  const cards = hosts.reduce((sum, host) => sum + cardsIn(host.shadowRoot!), 0);
  if (cards !== count) throw new Error(`${name}: ${cards} cards rendered, expected ${count}`);
  return end - start;
}

declare global {
  interface Window {
    bench: { groups: number; run: typeof run };
  }
}

window.bench = { groups: groups.length, run };
