/**
 * Memory of the pages a single-page app mounts and removes: `<sf-product-page>` with a list
 * inside, `<sf-sponsored-page>`, and `<sf-storefront>` around them, each mounted, loaded and
 * removed many times. After a forced garbage collection Chromium's DOM node and JS listener
 * counters, its detached DOM nodes and the live element instances are back at the baseline, and
 * no ResizeObserver still watches a removed element.
 *
 * A removed element that renders again (a result arriving, a list leaving the page) puts new
 * `<img srcset>` into a tree outside the document; Chromium registers each such image's viewport
 * listener on the document and never unregisters it, so the whole page stays in memory
 * (docs/decisions.md, "Memory on removal").
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import { CarouselController } from '../../../src/controllers/carousel.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import {
  catalog,
  findProduct,
  injectQueryFault,
  market,
  sleep,
  until,
} from '../controllers/storefront-fixtures.ts';
import { expectBackAtBaseline, heapCounts, print, watchResizeObservers } from './heap.ts';
import { CARD } from '../cards.ts';
import { failQueries } from '../network.ts';

const CLASSES = { SfProductPage, SfSponsoredPage, SfRecList, HTMLElement };
/** Rounds per test: each page left behind held about 900 nodes. */
const ROUNDS = 16;
/**
 * Rounds before the baseline: every product and every `HOPS` once, so what Lit parses once and
 * keeps (the templates of what only some products or timings show) is there before it.
 */
const WARM_UP = 8;
/** Products the rounds go through (`ROUNDS` and `WARM_UP` are multiples of it). */
const PRODUCTS = 4;
/** Microtasks between a sponsored page's `sf-load` and its removal, round after round. */
const HOPS = [0, 1, 2, 3, 4, 5, 6, 8];

const observers = watchResizeObservers();

describe('memory: mounting and removing pages', function () {
  this.timeout(120000);
  let m: Awaited<ReturnType<typeof market>>;
  let keys: string[];
  let group: ProductGroup;

  before(async () => {
    m = await market();
    keys = (await catalog()).groups.slice(0, PRODUCTS).map((each) => each.products[0]!);
    ({ group } = await findProduct((g) => g.products.length > 0));
  });

  function storefront(): HTMLElement {
    const element = document.createElement('sf-storefront');
    element.setAttribute('market', m.id);
    element.setAttribute('locale', m.locale);
    element.setAttribute('currency', m.currency);
    return element;
  }

  /** The element's own `sf-load` (not one of a list inside it). */
  const loaded = (element: Element) =>
    new Promise<void>((resolve) => {
      const listener = (event: Event) => {
        if (event.target !== element) return;
        element.removeEventListener('sf-load', listener);
        resolve();
      };
      element.addEventListener('sf-load', listener);
    });

  /** Runs `action` after `count` microtasks (at once for 0). */
  function afterMicrotasks(count: number, action: () => void): void {
    if (count === 0) action();
    else void Promise.resolve().then(() => afterMicrotasks(count - 1, action));
  }

  /** A shop's product page: the detail, and a carousel of alternatives inside it. */
  function productPage(round: number): SfProductPage {
    const page = document.createElement('sf-product-page');
    page.setAttribute('product-key', keys[round % keys.length]!);
    page.includeProductGroup = true;
    const list = document.createElement('sf-rec-list');
    list.setAttribute('list-id', 'alternatives');
    list.setAttribute('algorithm', 'ALTERNATIVES');
    list.setAttribute('limit', '4');
    page.append(list);
    return page;
  }

  function sponsoredPage(): SfSponsoredPage {
    const page = document.createElement('sf-sponsored-page');
    page.setAttribute('page-reference', 'category/jackets');
    return page;
  }

  /** Mounted, its query answered and rendered, then removed. */
  async function productPageRound(round: number): Promise<void> {
    const host = storefront();
    const page = productPage(round);
    host.append(page);
    const done = loaded(page);
    document.body.append(host);
    await done;
    await until(
      () => page.querySelector('sf-rec-list')!.shadowRoot!.querySelector(CARD),
      'the list inside the page to render its cards',
    );
    host.remove();
  }

  /**
   * Removed `hops` microtasks after its `sf-load` (a router leaving the page at once; 0: in the
   * listener): the page emits `sf-load` from its query, before the result is on the page.
   */
  async function sponsoredRound(hops: number): Promise<void> {
    const host = storefront();
    const page = sponsoredPage();
    host.append(page);
    const removed = new Promise<void>((resolve) =>
      page.addEventListener(
        'sf-load',
        () =>
          afterMicrotasks(hops, () => {
            host.remove();
            resolve();
          }),
        { once: true },
      ),
    );
    document.body.append(host);
    await removed;
    await sleep(50);
  }

  /** Removed while its (slowed) query is in flight; the answer arrives after the removal. */
  async function inFlightRound(round: number): Promise<void> {
    const sessionKey = `memory-${crypto.randomUUID()}`;
    await injectQueryFault({ sessionKey, delayMs: 150 });
    const host = storefront();
    host.setAttribute('session-key', sessionKey);
    const page = productPage(round);
    host.append(page);
    document.body.append(host);
    await sleep(50);
    host.remove();
    await sleep(250);
  }

  /** Everything a shop's page may hold, in one `<sf-storefront>`, removed together. */
  async function storefrontRound(round: number): Promise<void> {
    const host = storefront();
    const page = productPage(round);
    const sponsored = sponsoredPage();
    const list = document.createElement('sf-rec-list');
    list.setAttribute('list-id', 'top');
    list.setAttribute('algorithm', 'TOP_PRODUCTS');
    list.setAttribute('limit', '4');
    list.setAttribute('product-key', keys[(round + 1) % keys.length]!);
    const card = document.createElement('sf-product-card');
    card.productGroup = group;
    host.append(page, sponsored, list, card);
    const done = Promise.all([loaded(page), loaded(sponsored), loaded(list)]);
    document.body.append(host);
    await done;
    await card.updateComplete;
    host.remove();
  }

  async function measure(
    name: string,
    round: (index: number) => Promise<void>,
    what = 'mounted and removed',
  ): Promise<void> {
    // Warm-up: styles, chunks, strings, templates.
    for (let index = 0; index < WARM_UP; index++) await round(index);
    const before = await heapCounts(CLASSES);
    print(`${name} baseline`, before);
    for (let index = 0; index < ROUNDS; index++) await round(index);
    const after = await heapCounts(CLASSES);
    print(`${name} after ${ROUNDS} ${what}`, after);
    expectBackAtBaseline(before, after, ['SfProductPage', 'SfSponsoredPage', 'SfRecList']);
    expect(observers.watchingRemoved(), 'ResizeObservers watching a removed element').to.equal(0);
  }

  it('<sf-product-page> with a list inside, loaded and removed', async () => {
    await measure('product page', productPageRound);
  });

  it('<sf-product-page> removed while its query is in flight', async () => {
    await measure('product page in flight', inFlightRound);
  });

  it('<sf-sponsored-page> removed right after its sf-load', async () => {
    await measure('sponsored page', (index) => sponsoredRound(HOPS[index % HOPS.length]!));
  });

  it('<sf-storefront> holding a product page, a sponsored page, a list and a card', async () => {
    await measure('storefront', storefrontRound);
  });

  it('one <sf-product-page> whose product-key changes keeps only what it shows', async () => {
    const host = storefront();
    // The last product of the warm-up and of the rounds: the same nodes are on the page then.
    const page = productPage(PRODUCTS - 1);
    host.append(page);
    let done = loaded(page);
    document.body.append(host);
    await done;
    const show = async (index: number) => {
      done = loaded(page);
      page.setAttribute('product-key', keys[index % keys.length]!);
      await done;
    };
    await measure('product page', show, 'product-key changes');
    host.remove();
  });

  it('a page whose query failed offline, removed before the browser is back online, is not kept', async () => {
    // A single-page app navigating on while offline: each page's failed query waits for `online`
    // to ask again; a removed page's wait must not keep it.
    await failQueries(true);
    try {
      const failedRound = async (round: number) => {
        const host = storefront();
        const page = productPage(round);
        host.append(page);
        const failed = new Promise((resolve) =>
          page.addEventListener('sf-error', resolve, { once: true }),
        );
        document.body.append(host);
        await failed;
        host.remove();
      };
      for (let index = 0; index < 2; index++) await failedRound(index);
      const before = await heapCounts(CLASSES);
      print('failed offline baseline', before);
      for (let index = 0; index < 4; index++) await failedRound(index);
      const after = await heapCounts(CLASSES);
      print('failed offline after 4 mounted, failed and removed', after);
      expectBackAtBaseline(before, after, ['SfProductPage', 'SfRecList']);
    } finally {
      await failQueries(false);
    }
  });

  it('a carousel behaviour that arrives after its list was removed watches nothing', () => {
    // The chunk of the carousel's behaviour may arrive after its list rendered and was removed.
    const viewport = document.createElement('div');
    const list = document.createElement('div');
    list.append(viewport);
    document.body.append(list);
    list.remove();
    const host = {
      addController() {},
      removeController() {},
      requestUpdate() {},
      updateComplete: Promise.resolve(true),
    };
    const carousel = new CarouselController(host, { value: viewport });
    carousel.hostUpdated();
    expect(observers.watchingRemoved(), 'ResizeObservers watching a removed element').to.equal(0);
    // Back in the document (a move): it watches its viewport again, then lets go on removal.
    const watched = observers.watching();
    document.body.append(list);
    carousel.hostConnected();
    expect(observers.watching()).to.equal(watched + 1);
    list.remove();
    carousel.hostDisconnected();
    expect(observers.watching()).to.equal(watched);
  });
});
