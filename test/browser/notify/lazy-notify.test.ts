/**
 * The elements' notifications before the notification chunk has loaded (docs/decisions.md,
 * "Lean notify: the notifier loads after the content"): real tabs (tabs-plugin.ts) whose request
 * for the chunk (`src/notify/notifications.ts`: the outbox front, its storage and viewability) is held,
 * as on a slow network. A card's click and quick add made before it loads are captured in the
 * core at once and arrive exactly once: sent when the chunk loads, or handed to the browser when
 * the page is left first (a product link). This page does not load the library itself.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  delivered,
  fixtureUrl,
  market,
  ofSession,
  openTabs,
  received,
  sleep,
  storedOf,
  ticketOf,
  unique,
  until,
} from './fixtures/helpers.ts';

/** The notification chunk, held unanswered in the tabs that name it. */
const CHUNK = '/src/notify/notifications.ts';

interface Catalog {
  markets: { id: string; locales: string[] }[];
  groups: { products: string[] }[];
}

async function cardUrl(query: Record<string, string>): Promise<string> {
  const catalog = (await (await fetch('/__reference/catalog')).json()) as Catalog;
  const params = new URLSearchParams({
    market: catalog.markets[0]!.id,
    locale: catalog.markets[0]!.locales[0]!,
    customerKey: unique('c'),
    productKey: catalog.groups[2]!.products[0]!,
    ...query,
  });
  return `/test/browser/notify/fixtures/card-page.html?${params.toString()}`;
}

const endpoints = async (sessionKey: string) =>
  (await received(ofSession(sessionKey))).map((r) => [r.endpoint, r.status]);

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('notify: an element’s notifications before the notification chunk loads', () => {
  it('a click and a quick add made before it loads are sent once when it loads', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const [tab] = await openTabs([await cardUrl({ sessionKey, act: 'stay' })], [CHUNK]);
    await sleep(1000);
    expect(await received(ofSession(sessionKey)), 'nothing leaves without the chunk').to.deep.equal(
      [],
    );

    await executeServerCommand('tabs-release', { id: tab });
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 2),
      'both sent once the chunk loads',
    );
    await until(() => storedOf(sessionKey).length === 0, 'the outbox to empty');
    await sleep(1000);
    expect(await endpoints(sessionKey)).to.have.deep.members([
      ['click', 204],
      ['add-to-cart', 204],
    ]);
  });

  it('a card’s product link followed before it loads: the click is handed off and arrives once', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    // Page B (page.html) loads the notifications itself and finds nothing left to send.
    await openTabs([await cardUrl({ sessionKey, act: 'go' })], [CHUNK]);
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 1),
      'the click handed off at pagehide',
    );
    await sleep(2000);
    const clicks = await received(ofSession(sessionKey));
    expect(clicks.map((r) => [r.endpoint, r.status])).to.deep.equal([['click', 204]]);
    expect(ticketOf(clicks[0]!)).to.be.a('string');
    expect(storedOf(sessionKey), 'nothing left stored').to.deep.equal([]);
  });
  it('a click and a quick add made before it loads survive a renderer crash: another tab sends them once', async function () {
    this.timeout(30000);
    const sessionKey = unique('s');
    const [tab] = await openTabs([await cardUrl({ sessionKey, act: 'stay' })], [CHUNK]);
    await sleep(1000);
    expect(await received(ofSession(sessionKey)), 'nothing leaves without the chunk').to.deep.equal(
      [],
    );
    await executeServerCommand('tabs-end', { id: tab, how: 'crash' });
    // Another page of the shop (page.html loads the library and its delivery) takes over what
    // the crashed tab stored, once its lock is released.
    await openTabs([
      fixtureUrl({ market: await market(), customerKey: unique('c'), sessionKey: unique('s') }),
    ]);
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 2),
      'both sent by the other tab',
    );
    await until(() => storedOf(sessionKey).length === 0, 'the outbox to empty');
    await sleep(1000);
    expect(await endpoints(sessionKey)).to.have.deep.members([
      ['click', 204],
      ['add-to-cart', 204],
    ]);
  });
});
