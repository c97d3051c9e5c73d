/**
 * A list of an answer that is not a list at all (an object or a text where the array belongs: a
 * broken or hostile service) reads as no items and is reported, and the rest of the answer is
 * drawn (audit s38a D4). Before, `recommendationLists` as an object hid a valid product detail
 * behind the page's error state, and `banners` as an object hid every card of a sponsored page.
 * A list with one member of the wrong type (a `label` that is an array, `visible: "yes"`) keeps its
 * products, the member left out and reported (D5: the list was dropped whole, 16 cards to 0).
 * A price below zero or a rating outside 0 to 5 is left out of its card, reported (D6: "from
 * −$1.00" and "Rated 1e308 out of 5" were shown).
 * The answers are the reference server's own, changed and served back by it
 * (`/__reference/faults` with a `body`).
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import { CARD } from '../cards.ts';
import {
  answerNextQuery,
  catalog,
  cleanup,
  market,
  mount,
  referenceAnswer,
  referenceSponsoredAnswer,
  sponsoredPageDrawn,
  until,
} from '../controllers/storefront-fixtures.ts';

type Json = Record<string, any>;

afterEach(cleanup);

/** The one `dropped` report of `errors`, once its words have come. */
async function droppedReport(errors: { detail: { kind: string; dropped?: unknown[] } }[]) {
  await until(() => errors.some((error) => error.detail.kind === 'dropped'), 'the report');
  expect(errors.map((error) => error.detail.kind)).to.deep.equal(['dropped']);
  return errors[0]!.detail.dropped;
}

/**
 * A product page of the `index`th group's first product with the lists of `settings`, its query
 * answered with the reference's answer to `settings` after `change`. Resolves once it loaded.
 */
async function productPageAnswered(index: number, settings: Json, change: (answer: Json) => void) {
  const m = await market();
  const productKey = (await catalog()).groups[index]!.products[0]!;
  const answer: Json = await referenceAnswer(m, productKey, settings);
  change(answer);
  const sessionKey = `changed-${crypto.randomUUID()}`;
  await answerNextQuery(sessionKey, answer);
  const mounted = mount<SfProductPage>(
    html`<sf-product-page
      product-key=${productKey}
      ?include-product-group=${!!settings.productGroup}
      market=${m.id}
      locale=${m.locale}
      session-key=${sessionKey}
    >
      ${(settings.recommendationLists as Json[]).map(
        ({ id, algorithm, limit }) =>
          html`<sf-rec-list list-id=${id} algorithm=${algorithm} limit=${limit}></sf-rec-list>`,
      )}
    </sf-product-page>`,
  );
  const page = mounted.element;
  await until(() => mounted.loads.some((load) => load.target === page), 'the page to load');
  return { ...mounted, answer };
}

describe('parts of an answer of the wrong type, or out of range', () => {
  it('recommendationLists as an object: the product detail is drawn, the lists are reported', async () => {
    const {
      element: page,
      errors,
      answer,
    } = await productPageAnswered(
      12,
      {
        productGroup: { include: true },
        recommendationLists: [{ id: 'alts', algorithm: 'ALTERNATIVES', limit: 4 }],
      },
      (changed) => (changed.recommendationLists = { alts: [] }),
    );
    await page.updateComplete;
    const root = page.shadowRoot!;
    expect(root.querySelectorAll('[part~="error"]').length, 'the page error state').to.equal(0);
    expect(root.querySelector('[part~="title"]')?.textContent?.trim()).to.equal(
      (answer.productGroup.products[0] as Json).title,
    );
    expect(await droppedReport(errors)).to.deep.equal([
      { path: 'recommendationLists', message: 'expected array, got object' },
    ]);
  });

  it('banners as an object: every sponsored list is drawn, the banners are reported', async () => {
    const answer: Json = await referenceSponsoredAnswer({ id: 'SE', locale: 'sv-SE' }, 'home');
    expect(answer.sponsoredLists.length).to.be.greaterThan(0);
    answer.banners = { hero: answer.banners[0] };
    const { element: page, errors } = await sponsoredPageDrawn(answer as never);
    expect(page.shadowRoot!.querySelectorAll('[part~="banner"]')).to.have.length(0);
    expect(await droppedReport(errors)).to.deep.equal([
      { path: 'banners', message: 'expected array, got object' },
    ]);
  });

  it('a list label that is an array, visible "yes": the lists keep their products', async () => {
    const {
      element: page,
      errors,
      answer,
    } = await productPageAnswered(
      13,
      {
        recommendationLists: [
          { id: 'alts', algorithm: 'ALTERNATIVES', limit: 4 },
          { id: 'top', algorithm: 'TOP_PRODUCTS', limit: 3 },
        ],
      },
      (changed) => {
        changed.recommendationLists[0].label = ['Alternatives'];
        changed.recommendationLists[1].visible = 'yes';
      },
    );
    const lists = [...page.querySelectorAll<SfRecList>('sf-rec-list')];
    for (const [index, list] of lists.entries()) {
      const sent = (answer.recommendationLists as Json[])[index]!.productGroups.length;
      expect(sent).to.be.greaterThan(0);
      await until(
        () => list.shadowRoot!.querySelectorAll(CARD).length === sent,
        `every product of ${list.listId}`,
      );
    }
    expect((await droppedReport(errors))!.map((item) => (item as Json).path)).to.deep.equal([
      'recommendationLists[0].label',
      'recommendationLists[1].visible',
    ]);
  });

  it('a price below zero and a rating of 1e308: left out of the card, reported', async () => {
    const { element: page, errors } = await productPageAnswered(
      14,
      { recommendationLists: [{ id: 'top', algorithm: 'TOP_PRODUCTS', limit: 2 }] },
      (changed) => {
        const product = changed.recommendationLists[0].productGroups[0].products[0] as Json;
        product.sellingPrice = { min: -1, max: -1 };
        product.rating = 1e308;
      },
    );
    const list = page.querySelector<SfRecList>('sf-rec-list')!;
    await until(() => list.shadowRoot!.querySelector(CARD), 'the first card');
    const card = list.shadowRoot!.querySelector(CARD)!;
    // Counts, not elements: chai's message for a Lit-rendered element never finishes.
    expect(card.querySelectorAll('[part~="rating"]').length, 'ratings').to.equal(0);
    expect(card.querySelector('[part~="selling-price"]')?.textContent ?? '').to.not.match(/[-−]/);
    expect(card.textContent).to.not.include('1e+308');
    expect((await droppedReport(errors))!.map((item) => (item as Json).path)).to.deep.equal([
      'recommendationLists[0].productGroups[0].products[0].sellingPrice',
      'recommendationLists[0].productGroups[0].products[0].rating',
    ]);
  });
});
