/**
 * The words of the validator's reports are a chunk loaded only when an answer holds something to
 * report (src/api/schemas/wording.ts; docs/decisions.md, "Lean validate (2)"). Here a product
 * page gets a partly invalid answer from the reference server (its own answer with one product
 * group broken, served back through `/__reference/faults`), in a real tab that holds the request
 * for that chunk as a slow network would (tabs-plugin.ts): the valid part is shown at once, and
 * the `sf-error` report, with the same message and items as before the words became a chunk,
 * follows once they arrive, exactly once. Settings the schema refuses are reported with the
 * same words as before, after they arrive, and nothing is sent.
 */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep, tabState, tabUntil as untilTab } from '../tabs.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  answerNextQuery,
  catalog,
  cleanup,
  market,
  mount,
  productPageRequests,
  referenceAnswer,
  until,
} from '../controllers/storefront-fixtures.ts';

const PAGE = '/test/browser/elements/fixtures/report-page.html';
/** The validator's words, held unanswered in the tab until released. */
const CHUNK = '/src/api/schemas/wording.ts';

interface TabState {
  events: unknown[][];
  cards: number;
}

const stateOf = tabState<TabState>;

const tabUntil = untilTab<TabState>;

/**
 * A product page in a real tab, its next answer the reference's own with its second group broken,
 * the words' chunk held (`hold`) or failing (`fail`): the tab and how many groups were answered.
 */
async function pageWithBrokenGroup(group: number, words: 'hold' | 'fail') {
  const m = await market();
  const productKey = (await catalog()).groups[group]!.products[0]!;
  const sessionKey = `report-${words}-${crypto.randomUUID()}`;
  const answer = await referenceAnswer(m, productKey, {
    productGroup: { include: false },
    recommendationLists: [{ id: 'alts', algorithm: 'ALTERNATIVES', limit: 4 }],
  });
  const groups = answer.recommendationLists[0].productGroups as Record<string, unknown>[];
  expect(groups.length, 'the reference answers several groups').to.be.greaterThan(1);
  groups[1]!.key = 42;
  await answerNextQuery(sessionKey, answer);
  const url = `${PAGE}?${new URLSearchParams({ productKey, market: m.id, locale: m.locale, sessionKey })}`;
  const [tab] = await executeServerCommand<number[], Record<string, string[]>>('tabs-open', {
    urls: [url],
    [words]: [CHUNK],
  });
  return { tab, groups };
}

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('a partly invalid answer: shown at once, reported when the words arrive', () => {
  it('the product page shows the valid groups while the words are held, then reports them', async function () {
    this.timeout(30000);
    const { tab, groups } = await pageWithBrokenGroup(11, 'hold');
    const shown = await tabUntil(
      tab!,
      (state) => state.cards === groups.length - 1 && state.events.length > 0,
      'the valid groups',
    );
    await sleep(500);
    const held = await stateOf(tab!);
    expect(held.cards, 'the valid groups are shown').to.equal(groups.length - 1);
    expect(held.events, 'no report without its words').to.deep.equal([['sf-load']]);
    expect(shown.events).to.deep.equal([['sf-load']]);

    await executeServerCommand('tabs-release', { id: tab });
    const reported = await tabUntil(tab!, (state) => state.events.length > 1, 'the report');
    await sleep(300);
    const path = 'recommendationLists[0].productGroups[1]';
    const message = 'key: expected string, got number';
    expect((await stateOf(tab!)).events).to.deep.equal([
      ['sf-load'],
      [
        'sf-error',
        'dropped',
        `1 part(s) left out (invalid, or beyond what is shown): ${path} (${message})`,
        [{ path, message }],
      ],
    ]);
    expect(reported.cards).to.equal(groups.length - 1);
  });
});

describe('a partly invalid answer when the words cannot load', () => {
  it('is still reported once, naming the parts left out', async function () {
    this.timeout(30000);
    const { tab, groups } = await pageWithBrokenGroup(12, 'fail');
    await tabUntil(tab!, (state) => state.events.length > 1, 'the report');
    await sleep(300);
    const { events, cards } = await stateOf(tab!);
    expect(cards, 'the valid groups are shown').to.equal(groups.length - 1);
    expect(events).to.have.length(2);
    const [, report] = events as [unknown, [string, string, string, { path: string }[]]];
    expect(report.slice(0, 2)).to.deep.equal(['sf-error', 'dropped']);
    const path = 'recommendationLists[0].productGroups[1]';
    expect(report[2]).to.equal(`1 invalid or unknown part(s), words not loaded: ${path}`);
    expect(report[3].map((item) => item.path)).to.deep.equal([path]);
  });
});

describe('settings the schema refuses: the same configuration error, worded when reported', () => {
  afterEach(cleanup);

  it('a list whose cart is longer than a query takes', async () => {
    const m = await market();
    const sessionKey = `refused-${crypto.randomUUID()}`;
    const cart = Array.from({ length: 251 }, (_, i) => `v${i}`).join(',');
    const { element: list, errors } = mount<SfRecList>(
      html`<sf-rec-list
        list-id="cart"
        algorithm="CART"
        product-key="p"
        cart=${cart}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      ></sf-rec-list>`,
    );
    await until(() => errors.length > 0, 'the error');
    expect(errors.map((error) => [error.target, error.detail])).to.deep.equal([
      [list, { kind: 'config', message: 'list cart: params.cart: allows at most 250 items' }],
    ]);
    expect(list.shadowRoot!.querySelector('[part~="error"]')).to.exist;
    expect(productPageRequests(sessionKey)).to.have.length(0);
  });

  it('a product page whose lists share an id: the copy is left out and says why', async () => {
    // Before, the schema refused the whole query ("recommendation list ids must be unique"),
    // and the page, its detail and both lists showed the error: page-list-faults.test.ts.
    const m = await market();
    const productKey = (await catalog()).groups[11]!.products[0]!;
    const sessionKey = `refused-${crypto.randomUUID()}`;
    const { element: page, errors } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES"></sf-rec-list>
        <sf-rec-list list-id="alts" algorithm="TOP_PRODUCTS"></sf-rec-list>
      </sf-product-page>`,
    );
    await until(() => errors.length > 0, 'the error');
    const copy = page.querySelectorAll('sf-rec-list')[1];
    expect(errors.map((error) => [error.target, error.detail])).to.deep.equal([
      [
        copy,
        {
          kind: 'config',
          message: `list-id: "alts" is another list's in this product page: give each its own`,
        },
      ],
    ]);
    await until(() => productPageRequests(sessionKey).length, 'the query of the first list');
    await sleep(100);
    expect(productPageRequests(sessionKey)).to.have.length(1);
  });
});
