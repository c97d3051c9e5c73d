/**
 * A provider defined after an account element connected still reaches it (docs/decisions.md,
 * "Lean account (3)"): the account page loaded the account bundle before the script that defines
 * `<sf-storefront>` (or the shop's own provider). Until then the element reads the container's
 * attributes (its language here); once the provider is there, its context, with the shop's
 * strings; when the element resolves its context again meanwhile (an attribute of its own
 * changed), the container's settings still hold: nothing shows English. Both failed when the
 * document's `ContextRoot` was attached only after the first element's request had gone out.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

const PAGE = '/test/browser/engage/fixtures/late-provider.html';

interface TabState {
  step: string;
  headings: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateOf = (tab: number) =>
  executeServerCommand<TabState, { id: number }>('tabs-state', { id: tab });

async function tabUntil(tab: number, predicate: (state: TabState) => boolean, what: string) {
  const start = performance.now();
  for (;;) {
    const state = await stateOf(tab);
    if (state && predicate(state)) return state;
    if (performance.now() - start > 10000) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function open(provider: 'own' | 'storefront'): Promise<number> {
  const [tab] = await executeServerCommand<number[], { urls: string[] }>('tabs-open', {
    urls: [`${PAGE}?provider=${provider}`],
  });
  return tab!;
}

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('a provider defined after the account element', () => {
  it('<sf-storefront> defined later: its strings reach the element, never English', async function () {
    this.timeout(20000);
    const tab = await open('storefront');
    const done = await tabUntil(
      tab,
      (state) => state.headings.at(-1) === 'Sms från oss',
      "the provider's strings",
    );
    expect(done.headings[0], 'Swedish from the container before').to.equal('Sms');
    expect(done.headings).not.to.include('Text messages');
  });

  it("the shop's own provider: the container's language holds, then the provider's strings", async function () {
    this.timeout(20000);
    const tab = await open('own');
    const defined = await tabUntil(tab, (state) => state.step === 'defined', 'the provider');
    // Defined, and the element resolved its context again (its own `currency`): still Swedish.
    expect(defined.headings[0]).to.equal('Sms');
    expect(defined.headings, 'no English meanwhile').not.to.include('Text messages');
    const done = await tabUntil(
      tab,
      (state) => state.headings.at(-1) === 'Sms från oss',
      "the provider's strings",
    );
    expect(done.headings).not.to.include('Text messages');
  });
});
