/**
 * A page back from the back/forward cache is a new page view (docs/elements.md, "Notifications"):
 * each ad impression in view counts again there, whoever counted it: an element's sponsored card,
 * a shop's own card tracked with `trackViewability`, and the shop's own `notify.adImpression`
 * called again at `pageshow` (shop audit s30, D1: none of them was sent again). A real tab
 * (tabs-plugin.ts) goes to another page and comes Back, as a visitor does; the reference server
 * counts what arrived.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { delivered, fixtureUrl, ticketOf, unique, until } from './fixtures/helpers.ts';

interface Catalog {
  markets: { id: string; locales: string[] }[];
  groups: { products: string[] }[];
}

interface TabState {
  tickets: string[] | undefined;
  restored: number | undefined;
}

const state = (id: number) => executeServerCommand<TabState, { id: number }>('tabs-state', { id });

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('notify: a page back from the back/forward cache', () => {
  it('counts each ad impression in view again, once', async function () {
    this.timeout(40000);
    const catalog = (await (await fetch('/__reference/catalog')).json()) as Catalog;
    const sessionKey = unique('s');
    const query = {
      market: catalog.markets[0]!.id,
      locale: catalog.markets[0]!.locales[0]!,
      sessionKey,
      customerKey: unique('c'),
    };
    const page = `/test/browser/notify/fixtures/impression-page.html?${new URLSearchParams({
      ...query,
      productKey: catalog.groups[2]!.products[0]!,
    })}`;
    const [tab] = await executeServerCommand<number[], { urls: string[]; window: boolean }>(
      'tabs-open',
      { urls: [page], window: true },
    );
    const { tickets } = await until(
      async () => ((await state(tab!))?.tickets ? state(tab!) : undefined),
      'the page to render',
    );
    const counts = async () => {
      const sent = (await delivered(sessionKey))
        .filter((r) => r.endpoint === 'ad-impression')
        .map(ticketOf);
      return tickets!.map((ticket) => sent.filter((each) => each === ticket).length);
    };
    // Told with what arrived and the tab's state (its visibility, its notifier's stats).
    const seen = async () =>
      `${JSON.stringify(await counts())}, ${JSON.stringify(await state(tab!))}`;
    await until(async () => (await counts()).every((n) => n >= 1), 'the first view', 10000).catch(
      async (error: Error) => {
        throw new Error(`${error.message}: ${await seen()}`);
      },
    );
    expect(await counts(), 'first view').to.deep.equal([1, 1, 1]);

    await executeServerCommand('tabs-away-and-back', {
      id: tab,
      url: fixtureUrl({ ...query, role: 'b' }),
    });
    const back = await until(async () => (await state(tab!))?.restored, 'the return');
    expect(back, 'restored from the back/forward cache').to.equal(1);
    await until(async () => (await counts()).every((n) => n >= 2), 'the new view', 10000).catch(
      async (error: Error) => {
        throw new Error(`${error.message}: ${await seen()}`);
      },
    );
    // None more: each counts once in the new view too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await counts(), 'after the return').to.deep.equal([2, 2, 2]);
  });
});
