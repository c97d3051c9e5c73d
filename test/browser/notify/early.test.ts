/**
 * Notifications made before the outbox's delivery chunk has loaded (docs/decisions.md,
 * "Notifications: the outbox loads after the content"): real tabs (tabs-plugin.ts) whose request
 * for the chunk is held, as on a slow network, share this page's storage and Web Locks. Each
 * notification is stored at once, and arrives exactly once: sent by its page when the chunk
 * loads, handed to the browser when the page is left first, or taken over by exactly one other
 * tab when the page dies. This page does not load the library itself.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  delivered,
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

const EARLY_PAGE = '/test/browser/notify/fixtures/early-page.html';
/** The delivery chunk, held unanswered in the tabs that name it. */
const DELIVERY = '/src/notify/outbox.ts';

const earlyUrl = (query: Record<string, string>) =>
  `${EARLY_PAGE}?${new URLSearchParams(query).toString()}`;

/** What reached the service for a session: endpoint, ticket and status of each request. */
const arrivals = async (sessionKey: string) =>
  (await received(ofSession(sessionKey))).map((r) => [r.endpoint, ticketOf(r), r.status]);

afterEach(async () => {
  await executeServerCommand('tabs-close-all');
});

describe('notify: before the delivery chunk loads', () => {
  it('stores what is made at once, and the page sends it once when the chunk loads', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const [click, impression] = [unique('t-early-click'), unique('t-early-imp')];
    const [tab] = await openTabs(
      [earlyUrl({ ...query, send: `click:${click},adImpression:${impression}` })],
      [DELIVERY],
    );
    const stored = await until(
      () => storedOf(sessionKey).length === 2 && storedOf(sessionKey),
      'both stored',
    );
    expect(stored.map((entry) => entry.state)).to.deep.equal(['pending', 'pending']);
    await sleep(500);
    expect(await received(ofSession(sessionKey)), 'nothing leaves without delivery').to.deep.equal(
      [],
    );

    await executeServerCommand('tabs-release', { id: tab });
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 2),
      'both sent once the chunk loads',
    );
    await until(() => storedOf(sessionKey).length === 0, 'the outbox to empty');
    await sleep(1000);
    expect(await arrivals(sessionKey)).to.have.deep.members([
      ['click', click, 204],
      ['ad-impression', impression, 204],
    ]);
  });

  it('hands a click to the browser when its page navigates away first: it arrives once', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const click = unique('t-click-and-go');
    // Page B, in the same tab, holds the chunk too: nothing of it can send the click.
    const [tab] = await openTabs([earlyUrl({ ...query, clickAndGo: click })], [DELIVERY]);
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 1),
      'the click handed off at pagehide',
    );
    expect(storedOf(sessionKey), 'nothing left stored').to.deep.equal([]);
    // Page B's delivery loads and finds nothing to send again.
    await executeServerCommand('tabs-release', { id: tab });
    await sleep(1500);
    expect(await arrivals(sessionKey)).to.deep.equal([['click', click, 204]]);
  });

  it('what a tab stored before its chunk loaded is taken over by exactly one other tab when it dies', async function () {
    this.timeout(30000);
    const id = await market();
    const sessionKey = unique('s');
    const query = { market: id, customerKey: unique('c'), sessionKey };
    const [click, cart] = [unique('t-crash-click'), unique('t-crash-cart')];
    const [early] = await openTabs(
      [earlyUrl({ ...query, send: `click:${click},addToCart:${cart}` })],
      [DELIVERY],
    );
    await until(() => storedOf(sessionKey).length === 2, 'both stored');
    // Two live tabs whose delivery has loaded: both wait for the early tab's lock.
    const others = [unique('s-other'), unique('s-other')].map((other) =>
      earlyUrl({ market: id, sessionKey: other, send: `adImpression:${unique('t-other')}` }),
    );
    await openTabs(others);
    await sleep(1500);
    expect(await received(ofSession(sessionKey)), 'a live tab keeps its entries').to.deep.equal([]);

    await executeServerCommand('tabs-end', { id: early, how: 'crash' });
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 2),
      'both sent by a tab that took them over',
      10000,
    );
    await until(() => storedOf(sessionKey).length === 0, 'the dead tab’s key removed');
    await sleep(2000);
    expect(await arrivals(sessionKey)).to.have.deep.members([
      ['click', click, 204],
      ['add-to-cart', cart, 204],
    ]);
  });
});
