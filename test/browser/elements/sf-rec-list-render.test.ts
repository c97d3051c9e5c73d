/**
 * How sf-rec-list draws a long list: the first screenful in its first render, the rest in a few
 * larger tasks (never one card at a time, never everything in one long task for a hostile answer;
 * the long-task bound itself is in test/browser/sizes/oversize.test.ts).
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { queryProductPage } from '../../../src/api/index.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import { renderProductCard } from '../../../src/templates/card.ts';
import { catalog, cleanup, freshVisitor, mount } from '../controllers/storefront-fixtures.ts';

const cards = (list: Element) =>
  list.shadowRoot!.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length;

/** One task later: a timer queued now runs after the list's own timer queued before it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tasks after the first render until the list holds `count` cards (at most `limit` tried). */
async function tasksUntil(list: SfRecList, count: number, limit: number): Promise<number> {
  let tasks = 0;
  while (cards(list) < count && tasks < limit) {
    await nextTask();
    tasks += 1;
  }
  return tasks;
}

describe('sf-rec-list drawing a long list', () => {
  let groups: ProductGroup[];

  before(async () => {
    const productKey = (await catalog()).groups[0]!.products[0]!;
    const algorithms = ['TOP_PRODUCTS', 'NEWEST_PRODUCTS', 'ALTERNATIVES', 'UPSELL'] as const;
    const { data } = await queryProductPage(await freshVisitor(), {
      productKey,
      settings: {
        recommendationLists: algorithms.map((algorithm, index) => ({
          id: `long-${index}`,
          algorithm,
          limit: 100,
        })),
      },
    });
    const distinct = new Map<string, ProductGroup>();
    for (const list of data.recommendationLists)
      for (const group of list.productGroups) distinct.set(group.key, group);
    groups = [...distinct.values()].slice(0, 100);
    expect(groups, 'distinct product groups of the reference data').to.have.length(100);
  });

  beforeEach(() => setViewport({ width: 1280, height: 900 }));
  afterEach(cleanup);

  function listOf(count: number, visualization: 'GRID' | 'CAROUSEL'): RecommendationProductList {
    return {
      id: 'long',
      algorithm: 'TOP_PRODUCTS',
      label: 'Long',
      visible: true,
      visualization,
      productGroups: groups.slice(0, count),
    };
  }

  async function firstRender(count: number, visualization: 'GRID' | 'CAROUSEL') {
    const { element, loads } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = listOf(count, visualization);
    await element.updateComplete;
    return { element, loads };
  }

  it('fills the viewport with cards in its first render (grid)', async () => {
    const { element } = await firstRender(100, 'GRID');
    const grid = element.shadowRoot!.querySelector<HTMLElement>('[part~="grid"]')!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const cell = grid.firstElementChild!.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(grid).rowGap);
    const rows = Math.ceil((innerHeight - cell.top + gap) / (cell.height + gap));
    expect(columns, 'a grid of several columns at 1280 px').to.be.greaterThan(2);
    expect(cards(element), `${columns} × ${rows} cells in view`).to.be.at.least(columns * rows);
  });

  it('fills the carousel viewport in its first render', async () => {
    const { element } = await firstRender(100, 'CAROUSEL');
    const viewport = element.shadowRoot!.querySelector('[part~="viewport"]')!;
    const slides = element.shadowRoot!.querySelectorAll('[part~="slide"]');
    const last = slides[slides.length - 1]!.getBoundingClientRect();
    expect(last.right).to.be.at.least(viewport.getBoundingClientRect().right);
  });

  /** A grid of `count` cards is whole at most `most` tasks after its first render, then loads. */
  async function expectWholeWithin(count: number, most: number) {
    const { element, loads } = await firstRender(count, 'GRID');
    const tasks = await tasksUntil(element, count, 40);
    expect(cards(element)).to.equal(count);
    expect(tasks, 'tasks after the first render').to.be.at.most(most);
    await nextTask();
    expect(loads).to.have.length(1);
  }

  it('draws a short list (24 cards) whole in one or two tasks, then emits sf-load', () =>
    expectWholeWithin(24, 1));

  // At least 12 cards per task after the first screenful (more when a task's measured cost allows).
  it('draws 100 cards in a few tasks, not a few cards per task', () => expectWholeWithin(100, 7));

  /** A list counting its card renders, given `count` groups as a grid. */
  function counted(count: number) {
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    const counter = { calls: 0 };
    element.renderCard = (group, context) => {
      counter.calls += 1;
      return renderProductCard(group, context);
    };
    element.list = listOf(count, 'GRID');
    return { element, counter };
  }

  it('renders each card of a given list once (no second update from an idle query)', async () => {
    const { element, counter } = counted(6);
    await element.updateComplete;
    for (let task = 0; task < 3; task++) await nextTask();
    expect(cards(element)).to.equal(6);
    expect(counter.calls, 'card renders').to.equal(6);
  });

  it('leaves the cards already drawn alone while it draws more', async () => {
    const { element, counter } = counted(100);
    await element.updateComplete;
    await tasksUntil(element, 100, 40);
    expect(cards(element)).to.equal(100);
    expect(counter.calls, 'card renders').to.equal(100);
  });
});

describe('sf-rec-list keeps its cards in place', () => {
  afterEach(cleanup);

  it('keeps the nodes and focus of the cards drawn while it draws more and renders them again', async () => {
    const productKey = (await catalog()).groups[0]!.products[0]!;
    const { data } = await queryProductPage(await freshVisitor(), {
      productKey,
      settings: { recommendationLists: [{ id: 'kept', algorithm: 'TOP_PRODUCTS', limit: 60 }] },
    });
    const list = data.recommendationLists[0]!;
    expect(list.productGroups.length, 'groups of the reference data').to.be.above(20);
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = { ...list, visualization: 'GRID' };
    await element.updateComplete;
    const cells = () => [...element.shadowRoot!.querySelectorAll('[part~="cell"]')];
    const first = cells();
    expect(first.length).to.be.below(list.productGroups.length);
    const link = first[1]!.querySelector<HTMLAnchorElement>('[part~="link"]')!;
    link.focus();
    await tasksUntil(element, list.productGroups.length, 40);
    expect(cells()).to.have.length(list.productGroups.length);
    expect(cells().slice(0, first.length)).to.deep.equal(first);
    // Another update (the strings) renders every card again, in the same nodes.
    element.strings = { showMore: 'More' };
    await element.updateComplete;
    expect(cells().slice(0, first.length)).to.deep.equal(first);
    expect(element.shadowRoot!.activeElement).to.equal(link);
    expect(first.map((cell) => cell.getAttribute('data-group-key'))).to.deep.equal(
      list.productGroups.slice(0, first.length).map((group) => group.key),
    );
  });
});
