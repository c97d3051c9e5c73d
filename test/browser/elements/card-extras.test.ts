/**
 * Quick add and the favourite toggle are a chunk of their own (src/elements/card-extras.ts,
 * docs/decisions.md "Lean list: templates, strings and server adoption"), loaded by an element
 * with `quick-add` or `favorites` before it renders its cards. In a tab that holds the chunk's
 * request, as a slow network would (tabs-plugin.ts), a list keeps its skeleton and a lone card
 * renders nothing; once the chunk arrives both show their cards, each with its quick add and
 * toggle, and no card was ever in the DOM without them. A chunk that cannot load leaves the cards
 * without both, but shown.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep, tabState, tabUntil as untilTab } from '../tabs.ts';

const PAGE = '/test/browser/elements/fixtures/extras-page.html';
/** The card extras' chunk, held unanswered in the tab until released. */
const CHUNK = '/src/elements/card-extras.ts';

interface TabState {
  listCards: number;
  listSkeletons: number;
  listComplete: number;
  cardCards: number;
  cardComplete: number;
  bare: number;
}

const stateOf = tabState<TabState>;

const tabUntil = untilTab<TabState>;

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('card extras: quick add and favourites load before the cards that show them', () => {
  it('a list keeps its skeleton and a lone card waits while the chunk is held; then every card has both', async function () {
    this.timeout(20000);
    const [tab] = await executeServerCommand<number[], { urls: string[]; hold: string[] }>(
      'tabs-open',
      { urls: [PAGE], hold: [CHUNK] },
    );
    await tabUntil(tab!, (state) => state.listSkeletons > 0, 'the list skeleton');
    await sleep(500);
    const held = await stateOf(tab!);
    expect(held, 'while the chunk is held').to.deep.include({
      listCards: 0,
      cardCards: 0,
      bare: 0,
    });
    expect(held.listSkeletons).to.be.above(0);

    await executeServerCommand('tabs-release', { id: tab });
    const shown = await tabUntil(
      tab!,
      (state) => state.listCards > 0 && state.cardCards > 0,
      'the cards',
    );
    expect(shown.listComplete, 'list cards with quick add and toggle').to.equal(shown.listCards);
    expect(shown.cardComplete, 'the lone card with quick add and toggle').to.equal(1);
    expect(shown.listSkeletons, 'the skeleton is gone').to.equal(0);
    expect(shown.bare, 'cards ever in the DOM without them').to.equal(0);
  });

  it('a chunk that cannot load leaves the cards without them, shown once the load failed', async function () {
    this.timeout(20000);
    const [tab] = await executeServerCommand<number[], { urls: string[]; fail: string[] }>(
      'tabs-open',
      { urls: [PAGE], fail: [CHUNK] },
    );
    const shown = await tabUntil(
      tab!,
      (state) => state.listCards > 0 && state.cardCards > 0,
      'the cards',
    );
    expect(shown.listComplete, 'list cards with quick add and toggle').to.equal(0);
    expect(shown.listSkeletons, 'the skeleton is gone').to.equal(0);
  });
});
