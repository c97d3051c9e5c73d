/**
 * What only a configured product detail shows loads on demand (docs/decisions.md, "Lean page"):
 * the `price-id` label, the `present-prices` custom prices and the `stores` availability are a
 * chunk of their own (src/templates/detail/detail-extras.ts), and the favourite toggle of `favorites`
 * takes its store and heart from the card extras (src/elements/card-extras.ts). A product page
 * configured for them loads them beside its query. In a tab that holds either chunk's request, as
 * a slow network would (tabs-plugin.ts), the page keeps its skeleton; once it arrives the detail
 * shows with all four, and no detail was ever in the DOM without them, so nothing below them
 * moves. Chunks that cannot load leave the detail without them, but shown.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep, tabState, tabUntil as untilTab } from '../tabs.ts';

const PAGE = '/test/browser/elements/fixtures/detail-extras-page.html';
/** The chunks, each held unanswered in a tab until released. */
const CHUNKS = {
  'the detail extras': '/src/templates/detail/detail-extras.ts',
  'the card extras': '/src/elements/card-extras.ts',
};
const ALL = ['availability', 'price-label', 'custom-prices', 'favorite'];

interface TabState {
  ready: boolean;
  skeleton: boolean;
  detail: boolean;
  extras: string[];
  bare: number;
  firstTop: number | undefined;
  top: number | undefined;
}

const stateOf = tabState<TabState>;
const tabUntil = untilTab<TabState>;

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('detail extras: a configured product page loads them before its detail', () => {
  for (const [name, chunk] of Object.entries(CHUNKS)) {
    it(`keeps the skeleton while ${name} are held; then the detail shows with all at once`, async function () {
      this.timeout(20000);
      const [tab] = await executeServerCommand<number[], { urls: string[]; hold: string[] }>(
        'tabs-open',
        { urls: [PAGE], hold: [chunk] },
      );
      await tabUntil(tab!, (state) => state.ready, 'the page');
      // The page's query answers meanwhile; the detail still waits for the chunk.
      await sleep(800);
      const held = await stateOf(tab!);
      expect(held, 'while the chunk is held').to.deep.include({ skeleton: true, detail: false });

      await executeServerCommand('tabs-release', { id: tab });
      const shown = await tabUntil(tab!, (state) => state.detail, 'the detail');
      expect(shown.extras).to.deep.equal(ALL);
      expect(shown.skeleton, 'the skeleton is gone').to.equal(false);
      expect(shown.bare, 'details ever in the DOM without them').to.equal(0);
      expect(shown.top, 'the add-to-cart button stays where the detail drew it').to.equal(
        shown.firstTop,
      );
    });
  }

  it('chunks that cannot load leave the detail without them, shown', async function () {
    this.timeout(20000);
    const [tab] = await executeServerCommand<number[], { urls: string[]; fail: string[] }>(
      'tabs-open',
      { urls: [PAGE], fail: Object.values(CHUNKS) },
    );
    const shown = await tabUntil(tab!, (state) => state.detail, 'the detail');
    expect(shown.extras).to.deep.equal([]);
    expect(shown.skeleton).to.equal(false);
  });
});
