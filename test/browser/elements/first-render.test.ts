/**
 * The first render of a product page and its lists, as a phone pays for it (docs/decisions.md,
 * "First render on a phone"): nothing in the task that renders the answer that could be done
 * before it or not at all. How long that task is on a phone is `npm run bench:phone`'s to show.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { queryProductPage } from '../../../src/api/index.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import {
  catalog,
  cleanup,
  freshVisitor,
  injectQueryFault,
  market,
  mount,
  productPageRequests,
  until,
} from '../controllers/storefront-fixtures.ts';

const cards = (list: Element) =>
  list.shadowRoot!.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length;

/** The elements whose computed style is read while `run` runs. */
async function computedStyleReads(run: () => Promise<void>): Promise<Element[]> {
  const original = window.getComputedStyle;
  const read: Element[] = [];
  window.getComputedStyle = (element, pseudo) => {
    read.push(element);
    return original.call(window, element, pseudo);
  };
  try {
    await run();
  } finally {
    window.getComputedStyle = original;
  }
  return read;
}

/** A formatter of `Intl.NumberFormat` built while a test ran: its locale, currency and time. */
interface Built {
  locale: unknown;
  currency: unknown;
  at: number;
}

/** The number formatters built while `run` runs (`Intl.NumberFormat` wrapped meanwhile). */
async function formattersBuilt(run: () => Promise<void>): Promise<Built[]> {
  const Original = Intl.NumberFormat;
  const built: Built[] = [];
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built.push({ locale: args[0], currency: args[1]?.currency, at: performance.now() });
      return Reflect.construct(target, args) as Intl.NumberFormat;
    },
  });
  try {
    await run();
  } finally {
    Intl.NumberFormat = Original;
  }
  return built;
}

describe('first render', () => {
  afterEach(cleanup);

  describe('a short list', () => {
    let ten: RecommendationProductList;
    let list: RecommendationProductList;

    before(async () => {
      const productKey = (await catalog()).groups[0]!.products[0]!;
      const { data } = await queryProductPage(await freshVisitor(), {
        productKey,
        settings: { recommendationLists: [{ id: 'short', algorithm: 'TOP_PRODUCTS', limit: 10 }] },
      });
      ten = data.recommendationLists[0]!;
      expect(ten.productGroups, 'groups of the reference data').to.have.length(10);
      list = { ...ten, productGroups: ten.productGroups.slice(0, 9) };
    });

    // A screenful is at least 6 cards, and what would be left of up to 9 is drawn at once: the
    // screenful is not measured. Measuring reads the list's computed style (its card width), which
    // recalculates the style of everything rendered before it in the task (the detail) and, for
    // the window's size on a phone, lays the page out (docs/decisions.md).
    for (const visualization of ['CAROUSEL', 'GRID'] as const) {
      it(`is drawn whole without reading computed style (${visualization})`, async () => {
        let element: SfRecList | undefined;
        const read = await computedStyleReads(async () => {
          ({ element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`));
          element.list = { ...list, visualization };
          await element.updateComplete;
        });
        expect(cards(element!), 'cards of the first render').to.equal(9);
        expect(read.filter((reader) => reader === element)).to.have.length(0);
      });
    }

    it('of 10 cards or more still measures its screenful', async () => {
      let element: SfRecList | undefined;
      const read = await computedStyleReads(async () => {
        ({ element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`));
        element.list = ten;
        await element.updateComplete;
      });
      expect(read.filter((reader) => reader === element)).to.have.length(1);
    });
  });

  it('builds the price formatter of the page while its answer is on the way, once', async () => {
    const m = await market();
    const productKey = (await catalog()).groups[0]!.products[0]!;
    const session = crypto.randomUUID();
    await injectQueryFault({ sessionKey: session, delayMs: 600 });
    // A currency no other test of this file formats in: its formatter is built by this page.
    const currency = 'CHF';
    const built = await formattersBuilt(async () => {
      const { element: page, loads } = mount<HTMLElement>(
        html`<sf-product-page
          product-key=${productKey}
          include-product-group
          market=${m.id}
          locale=${m.locale}
          currency=${currency}
          session-key=${session}
        >
          <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="4"></sf-rec-list>
        </sf-product-page>`,
      );
      await until(() => loads.length === 2, "the page's and the list's sf-load");
      const list = page.querySelector('sf-rec-list')!;
      expect(cards(list), 'the list rendered its cards').to.be.greaterThan(0);
      expect(page.shadowRoot!.textContent, 'a price in francs').to.match(/CHF/);
    });
    const answer = productPageRequests(session)[0]!;
    const formatters = built.filter((entry) => entry.currency === currency);
    // One for the page and its lists (they share a formatter per locale and currency).
    expect(formatters, 'formatters built').to.have.length(1);
    expect(formatters[0]!.locale).to.equal(m.locale);
    expect(formatters[0]!.at, 'built before the answer came').to.be.below(answer.responseStart);
  });

  it('a list on its own builds its price formatter while its answer is on the way', async () => {
    // As the product page does: the first formatter of a locale loads its number data (tens of
    // ms on a phone), which the render of a lone list's answer need not pay.
    const m = await market();
    const productKey = (await catalog()).groups[0]!.products[0]!;
    const session = crypto.randomUUID();
    await injectQueryFault({ sessionKey: session, delayMs: 600 });
    // A currency no other test of this file formats in: its formatter is built by this list.
    const currency = 'NOK';
    const built = await formattersBuilt(async () => {
      const { element: list, loads } = mount<SfRecList>(
        html`<sf-rec-list
          product-key=${productKey}
          list-id="alts"
          algorithm="ALTERNATIVES"
          limit="4"
          market=${m.id}
          locale=${m.locale}
          currency=${currency}
          session-key=${session}
        ></sf-rec-list>`,
      );
      await until(() => loads.length === 1, "the list's sf-load");
      expect(cards(list), 'the list rendered its cards').to.be.greaterThan(0);
    });
    const answer = productPageRequests(session)[0]!;
    const formatters = built.filter((entry) => entry.currency === currency);
    expect(formatters, 'formatters built').to.have.length(1);
    expect(formatters[0]!.at, 'built before the answer came').to.be.below(answer.responseStart);
  });

  it('a sponsored page builds its price formatter while its answer is on the way', async () => {
    const m = await market();
    const session = crypto.randomUUID();
    await injectQueryFault({ sessionKey: session, delayMs: 600 });
    // A currency no other test of this file formats in: its formatter is built by this page.
    const currency = 'DKK';
    const built = await formattersBuilt(async () => {
      const { element: page, loads } = mount<HTMLElement>(
        html`<sf-sponsored-page
          page-reference="home"
          market=${m.id}
          locale=${m.locale}
          currency=${currency}
          session-key=${session}
        ></sf-sponsored-page>`,
      );
      await until(
        () => loads.some((event) => event.target === page),
        "the sponsored page's sf-load",
      );
      const lists = page.shadowRoot!.querySelectorAll('sf-rec-list');
      await until(
        () => [...lists].some((list) => cards(list) > 0),
        'a list of the page rendered its cards',
      );
    });
    const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) =>
        entry.name.includes('/queries/sponsored-page') &&
        new URL(entry.name).searchParams.get('sessionKey') === session,
    )!;
    const formatters = built.filter((entry) => entry.currency === currency);
    expect(formatters, 'formatters built').to.have.length(1);
    expect(formatters[0]!.at, 'built before the answer came').to.be.below(answer.responseStart);
  });
});
