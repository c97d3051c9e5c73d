/**
 * A service adds enum values over time: a response with a visualization, algorithm, swatch type
 * and badge theme this library does not know, and fractional "integers", still renders every list
 * and product, with fallbacks (carousel, plain colours, neutral badge), reported once through
 * `sf-error` `kind: 'dropped'` with each entry's `fallback`. The response is the reference
 * server's own answer, changed and served back by the reference server (`/__reference/faults`
 * with a `body`), so no fetch is stubbed.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { ProductPageResultInput } from '../../../src/api/schemas/results.ts';
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
import { CARD } from '../cards.ts';

type Json = Record<string, any>;

/** The reference's answer for these lists, each product given values from a newer service. */
async function newerServiceAnswer(productKey: string, m: Awaited<ReturnType<typeof market>>) {
  const answer = await referenceAnswer(m, productKey, {
    recommendationLists: [
      { id: 'alts', algorithm: 'ALTERNATIVES', limit: 4 },
      { id: 'top', algorithm: 'TOP_PRODUCTS', limit: 3, visualization: 'GRID' },
    ],
  });
  const [alts, top] = answer.recommendationLists as Json[];
  alts!.visualization = 'CAROUSEL_3D';
  alts!.algorithm = 'QUANTUM_RECS';
  top!.algorithm = 'TRENDING_NOW';
  for (const list of [alts!, top!])
    for (const group of list.productGroups as Json[]) {
      group.remaining = 2.0;
      for (const product of group.products as Json[]) {
        product.badges = { primary: [{ label: 'Hot', theme: 'SPARKLE' }], secondary: [] };
        product.swatch = { type: 'HOLOGRAPHIC', colors: ['#ff0000'] };
        for (const image of product.imageInfo.images as Json[])
          for (const source of image.sources as Json[]) source.width = 400.5;
        for (const variant of product.variants as Json[]) variant.stockNumber = 12.5;
      }
    }
  return answer as ProductPageResultInput;
}

describe('forward-compatible responses', () => {
  afterEach(cleanup);

  it('unknown algorithm, visualization, swatch type and badge theme keep every list and product', async () => {
    const m = await market();
    const groups = (await catalog()).groups;
    const productKey = groups[11]!.products[0]!;
    const answer = await newerServiceAnswer(productKey, m);
    const sessionKey = `newer-${crypto.randomUUID()}`;
    await answerNextQuery(sessionKey, answer);

    const {
      element: page,
      loads,
      errors,
    } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="4"></sf-rec-list>
        <sf-rec-list list-id="top" algorithm="TOP_PRODUCTS" limit="3" visualization="GRID">
        </sf-rec-list>
      </sf-product-page>`,
    );
    await until(() => loads.some((load) => load.target === page), 'the page to load');
    const [alts, top] = [...page.querySelectorAll<SfRecList>('sf-rec-list')];
    const sent = answer.recommendationLists as Json[];
    const cards = (list: SfRecList) => [...list.shadowRoot!.querySelectorAll<HTMLElement>(CARD)];
    await until(
      () =>
        cards(alts!).length === sent[0]!.productGroups.length &&
        cards(top!).length === sent[1]!.productGroups.length,
      'every product of both lists',
    );
    expect(cards(alts!).length).to.be.greaterThan(0);
    // Unknown visualization: the carousel. Known GRID stays a grid.
    expect(alts!.shadowRoot!.querySelector('[part~="carousel"]')).to.exist;
    expect(top!.shadowRoot!.querySelector('[part~="grid"]')).to.exist;
    // Unknown badge theme: a neutral badge, with its label.
    for (const card of [...cards(alts!), ...cards(top!)]) {
      const badge = card.querySelector('[part~="badge"]')!;
      expect(badge.getAttribute('part')).to.equal('badge badge-none');
      expect(badge.textContent).to.equal('Hot');
    }
    // Unknown swatch type: the swatch stays, as its colours without a pattern.
    const swatches = [...cards(alts!), ...cards(top!)].flatMap((card) => [
      ...card.querySelectorAll('[part~="swatch"]'),
    ]);
    for (const swatch of swatches) expect(swatch.className).to.equal('swatch swatch-colors');
    // Reported once, each unknown value with what it was read as (once the report's words
    // arrived: they are a chunk of their own).
    await until(() => errors.some((error) => error.detail.kind === 'dropped'), 'the report');
    const dropped = errors.filter((error) => error.detail.kind === 'dropped');
    expect(dropped).to.have.length(1);
    const fallbacks = new Set(dropped[0]!.detail.dropped!.map((item) => item.fallback));
    expect([...fallbacks].sort()).to.deep.equal(
      ['CAROUSEL', 'COLORS', 'NONE', 'QUANTUM_RECS', 'TRENDING_NOW'].sort(),
    );
    expect(dropped[0]!.detail.message).to.match(/unknown value\(s\) kept with a fallback/);
  });

  it('a sponsored page keeps its lists, products and banners with unknown values and fractional sizes', async () => {
    const answer: Json = await referenceSponsoredAnswer({ id: 'SE', locale: 'sv-SE' }, 'home');
    const lists = answer.sponsoredLists as Json[];
    expect(lists.length).to.be.greaterThan(0);
    for (const list of lists) {
      list.visualization = 'STORIES';
      list.algorithm = 'AUCTION_2';
      for (const group of list.productGroups as Json[])
        for (const product of group.products as Json[])
          product.badges = { primary: [{ label: 'Ad', theme: 'RETAIL_MEDIA' }], secondary: [] };
    }
    for (const banner of answer.banners as Json[]) banner.width += 0.5;
    const { element: page, errors, lists: rendered } = await sponsoredPageDrawn(answer as never);
    for (const list of rendered) {
      const root = list.shadowRoot!;
      expect(root.querySelector('[part~="carousel"]')).to.exist;
      expect(root.querySelector('[part~="badge"]')!.getAttribute('part')).to.equal(
        'badge badge-none',
      );
    }
    expect(page.shadowRoot!.querySelectorAll('[part~="banner"]').length).to.equal(
      (answer.banners as Json[]).length,
    );
    // The page renders at once; the report follows with its words.
    await until(() => errors.some((error) => error.detail.kind === 'dropped'), 'the report');
    const dropped = errors.filter((error) => error.detail.kind === 'dropped');
    expect(dropped).to.have.length(1);
    expect(dropped[0]!.detail.dropped!.every((item) => item.fallback !== undefined)).to.equal(true);
  });
});
