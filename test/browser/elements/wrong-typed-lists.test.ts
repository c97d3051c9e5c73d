/**
 * A list of an answer that is not a list at all (an object or a text where the array belongs: a
 * broken or hostile service) reads as no items and is reported, and the rest of the answer is
 * drawn (audit s38a D4). Before, `recommendationLists` as an object hid a valid product detail
 * behind the page's error state, and `banners` as an object hid every card of a sponsored page.
 * The answers are the reference server's own, changed and served back by it
 * (`/__reference/faults` with a `body`).
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
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

describe('a list of an answer that is not a list', () => {
  it('recommendationLists as an object: the product detail is drawn, the lists are reported', async () => {
    const m = await market();
    const productKey = (await catalog()).groups[12]!.products[0]!;
    const answer: Json = await referenceAnswer(m, productKey, { productGroup: { include: true } });
    answer.recommendationLists = { alts: [] };
    const sessionKey = `not-a-list-${crypto.randomUUID()}`;
    await answerNextQuery(sessionKey, answer);
    const {
      element: page,
      loads,
      errors,
    } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="4"></sf-rec-list>
      </sf-product-page>`,
    );
    await until(() => loads.some((load) => load.target === page), 'the page to load');
    await page.updateComplete;
    const root = page.shadowRoot!;
    expect(root.querySelector('[part~="error"]'), 'the page error state').to.equal(null);
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
});
