/**
 * Memory: 1000 product cards, and one recommendation list of 1000 product groups, created,
 * rendered and removed leave nothing behind: after a forced garbage collection Chromium's DOM
 * node and JS event-listener counters, its detached DOM nodes and the live element instances are
 * back at the baseline (within a small tolerance for the harness's own allocations).
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import { MAX_LIST_LIMIT } from '../../../src/api/schemas/requests.ts';
import { findProduct, market, until } from '../controllers/storefront-fixtures.ts';
import { expectBackAtBaseline, heapCounts, print } from './heap.ts';

const COUNT = 1000;
const CLASSES = { SfProductCard, SfRecList, HTMLElement };

/** `count` distinct product groups (keys made unique) from one real group. */
function groups(group: ProductGroup, count: number): ProductGroup[] {
  return Array.from({ length: count }, (_, i) => ({
    ...group,
    key: `${group.key}-${i}`,
    products: group.products.map((product) => ({ ...product, key: `${product.key}-${i}` })),
  }));
}

describe('memory: creating and removing 1000 cards', function () {
  this.timeout(60000);
  let group: ProductGroup;
  let m: Awaited<ReturnType<typeof market>>;

  before(async () => {
    ({ group } = await findProduct((g) => g.products.length > 0));
    m = await market();
  });

  function storefront(): HTMLElement {
    const element = document.createElement('sf-storefront');
    element.setAttribute('market', m.id);
    element.setAttribute('locale', m.locale);
    element.setAttribute('currency', m.currency);
    document.body.append(element);
    return element;
  }

  /** 1000 `<sf-product-card quick-add favorites>`, rendered, then removed. */
  async function cardsRound(count: number): Promise<void> {
    const host = storefront();
    const cards = groups(group, count).map((productGroup) => {
      const card = document.createElement('sf-product-card');
      card.productGroup = productGroup;
      card.quickAdd = true;
      card.favorites = true;
      return card;
    });
    host.append(...cards);
    await Promise.all(cards.map((card) => card.updateComplete));
    expect(cards.every((card) => card.shadowRoot!.querySelector('[part~="card"]'))).to.equal(true);
    host.remove();
  }

  /**
   * One `<sf-rec-list>` given a list of `count` groups (GRID), rendered, then removed. A list
   * renders at most `MAX_LIST_LIMIT` cards (its `limit`, 100 without one), so that is what is
   * waited for.
   */
  async function listRound(count: number): Promise<void> {
    const shown = Math.min(count, MAX_LIST_LIMIT);
    const host = storefront();
    const list: RecommendationProductList = {
      id: 'memory',
      algorithm: 'TOP_PRODUCTS',
      label: 'Memory',
      productGroups: groups(group, count),
      visible: true,
      visualization: 'GRID',
    };
    const element = document.createElement('sf-rec-list');
    element.quickAdd = true;
    element.list = list;
    host.append(element);
    await until(
      () => element.shadowRoot?.querySelectorAll('[part~="card"]').length === shown,
      `${shown} cards in the list`,
      20000,
    );
    host.remove();
  }

  it('leaves no sf-product-card elements, nodes or listeners behind', async () => {
    await cardsRound(10); // warm-up: styles, strings, controllers' shared state
    const before = await heapCounts(CLASSES);
    print('cards baseline', before);
    await cardsRound(COUNT);
    const after = await heapCounts(CLASSES);
    print(`cards after ${COUNT} created and removed`, after);
    expectBackAtBaseline(before, after, ['SfProductCard', 'SfRecList']);
  });

  it('leaves nothing behind after a rec-list answered with 1000 groups is removed', async () => {
    await listRound(10);
    const before = await heapCounts(CLASSES);
    print('rec-list baseline', before);
    await listRound(COUNT);
    const after = await heapCounts(CLASSES);
    print(`rec-list after ${COUNT} groups rendered and removed`, after);
    expectBackAtBaseline(before, after, ['SfProductCard', 'SfRecList']);
  });

  it('sees what is created: the counters move while the cards are in the page', async () => {
    const before = await heapCounts(CLASSES);
    const host = storefront();
    const cards = groups(group, COUNT).map((productGroup) => {
      const card = document.createElement('sf-product-card');
      card.productGroup = productGroup;
      return card;
    });
    host.append(...cards);
    await Promise.all(cards.map((card) => card.updateComplete));
    const during = await heapCounts(CLASSES);
    print(`while ${COUNT} cards are in the page`, during);
    host.remove();
    expect(during.instances.SfProductCard! - before.instances.SfProductCard!).to.equal(COUNT);
    expect(during.nodes - before.nodes).to.be.greaterThan(COUNT * 5);
  });
});
