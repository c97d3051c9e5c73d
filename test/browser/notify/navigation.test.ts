/**
 * Across page loads, with fixture pages in iframes (fixtures/page.html): a click on a link that
 * navigates away arrives once; what a failing or unreachable server did not take is delivered by
 * the next page load exactly once; two pages loading at once do not both send a stored entry.
 * This page does not load the library itself, so only the frames take part.
 */
import { expect } from '@open-wc/testing';
import {
  OUTBOX,
  addFault,
  clearFaults,
  delivered,
  fixtureUrl,
  market,
  nextLoad,
  ofSession,
  openFrame,
  received,
  sleep,
  storedOf,
  ticketOf,
  unique,
  until,
  type StoredEntry,
} from './fixtures/helpers.ts';

afterEach(() => {
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('notify: across page loads', () => {
  it('delivers a click on a link that navigates away at once, exactly once', async () => {
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const ticket = unique('t-link');
    // A slow answer: the click is still in flight when the page goes away.
    await addFault({ sessionKey, count: 1, delayMs: 700 });
    const frame = await openFrame(fixtureUrl({ ...query, clickTicket: ticket }));
    const pageB = nextLoad(frame);
    frame.contentDocument!.querySelector<HTMLAnchorElement>('#next')!.click();
    await pageB;
    expect(frame.contentWindow!.location.search).to.include('role=b');
    // Page B's load-time re-send runs once it is idle; give it time to (wrongly) send again.
    await until(() => frame.contentWindow!.sfNotify, 'page B to load the library');
    await sleep(1500);
    const clicks = (await received(ofSession(sessionKey))).filter((r) => r.endpoint === 'click');
    expect(clicks.map((r) => [ticketOf(r), r.status])).to.deep.equal([[ticket, 204]]);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });

  it('delivers the click of a real product card whose link navigates away, exactly once', async () => {
    const sessionKey = unique('s');
    const catalog = (await (await fetch('/__reference/catalog')).json()) as {
      markets: { id: string; locales: string[] }[];
      groups: { products: string[] }[];
    };
    const query = {
      market: catalog.markets[0]!.id,
      locale: catalog.markets[0]!.locales[0]!,
      customerKey: unique('c'),
      sessionKey,
      productKey: catalog.groups[2]!.products[0]!,
    };
    await addFault({ sessionKey, count: 1, delayMs: 700 });
    const frame = await openFrame(
      `/test/browser/notify/fixtures/card-page.html?${new URLSearchParams(query)}`,
    );
    const ticket = await until(() => frame.contentWindow!.sfCardReady, 'the card to render');
    const card = frame.contentDocument!.querySelector('sf-product-card')!;
    const link = card.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="link"]')!;
    const pageB = nextLoad(frame);
    link.click();
    await pageB;
    expect(frame.contentWindow!.location.search).to.include('role=b');
    await until(() => frame.contentWindow!.sfNotify, 'page B to load the library');
    await sleep(1500);
    const clicks = (await received(ofSession(sessionKey))).filter((r) => r.endpoint === 'click');
    expect(clicks.map((r) => [ticketOf(r), r.status])).to.deep.equal([[ticket, 204]]);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });

  for (const [what, fault] of [
    ['unreachable (connection reset)', { reset: true }],
    ['answering 503 more often than the in-page retries', { status: 503 }],
  ] as const)
    it(`keeps what a server ${what} did not take, and the next page load delivers it once`, async function () {
      this.timeout(20000);
      const sessionKey = unique('s');
      const query = { market: await market(), customerKey: unique('c'), sessionKey };
      await addFault({ sessionKey, count: 1000, ...fault });
      const tickets = [unique('t-click'), unique('t-cart'), unique('t-imp')];
      const send = `click:${tickets[0]},addToCart:${tickets[1]},adImpression:${tickets[2]},addFavorite:P-kept`;
      const frame = await openFrame(fixtureUrl({ ...query, backoff: '30,60', send }));
      // Three attempts each (the first and two in-page retries), then no more in this page view.
      const stored = await until(() => {
        const entries = storedOf(sessionKey);
        return (
          entries.length === 4 &&
          entries.every((e) => e.state === 'failed' && e.attempts === 3) &&
          entries
        );
      }, 'four entries stored as failed after three attempts');
      expect(stored.map((e) => JSON.parse(e.body!) as unknown)).to.have.deep.members([
        { ticket: tickets[0] },
        { ticket: tickets[1] },
        { ticket: tickets[2] },
        { productKey: 'P-kept' },
      ]);
      expect(frame.contentWindow!.sfNotify!.stats()).to.include({ sent: 0, queued: 4 });
      await sleep(300);
      expect(await delivered(sessionKey), 'nothing went through yet').to.deep.equal([]);
      const failures = (await received(ofSession(sessionKey))).length;
      if (fault.status) expect(failures, 'three 503s each').to.equal(12);

      await clearFaults(sessionKey);
      const reloaded = nextLoad(frame);
      frame.src = fixtureUrl({ ...query, role: 'next-load' });
      await reloaded;
      const got = await until(
        () => delivered(sessionKey).then((all) => all.length >= 4 && all),
        'the next page load to deliver all four',
      );
      await until(() => storedOf(sessionKey).length === 0, 'the outbox to empty');
      // And never again, not even on a further load.
      const again = nextLoad(frame);
      frame.src = fixtureUrl({ ...query, role: 'another-load' });
      await again;
      await sleep(1500);
      const all = await delivered(sessionKey);
      expect(all.length).to.equal(got.length);
      expect(all.map((r) => [r.endpoint, r.body])).to.have.deep.members([
        ['click', { ticket: tickets[0] }],
        ['add-to-cart', { ticket: tickets[1] }],
        ['ad-impression', { ticket: tickets[2] }],
        ['add-favorite', { productKey: 'P-kept' }],
      ]);
      if (fault.status) {
        const statuses = (await received(ofSession(sessionKey))).map((r) => r.status);
        expect(statuses).to.deep.equal([...Array<number>(12).fill(503), 204, 204, 204, 204]);
      }
    });

  it('leaving offline: what is in flight or not sent yet stays stored, and the next page sends it once', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    // The click's first attempt is held, then not taken, as a request sent offline is not (a
    // connection reset would do, but Chromium sends a request again once after one).
    await addFault({ sessionKey, count: 1, delayMs: 1500, status: 503 });
    const [click, impression] = [unique('t-offline-click'), unique('t-offline-imp')];
    const frame = await openFrame(fixtureUrl({ ...query, send: `click:${click}` }));
    await until(
      () => storedOf(sessionKey).some((entry) => entry.state === 'sending'),
      'the click in flight',
    );
    // The browser goes offline; an impression is made (it waits for its batch) and the shopper
    // leaves, all in one task.
    const page = frame.contentWindow!;
    page.sfNotify!.adImpression(impression);
    Object.defineProperty(page.navigator, 'onLine', { configurable: true, get: () => false });
    const left = nextLoad(frame);
    frame.src = 'about:blank';
    await left;
    // Both stay stored (the tab is closed): nothing was handed to a browser that cannot send.
    expect(
      storedOf(sessionKey).map((entry) => JSON.parse(entry.body!) as unknown),
    ).to.have.deep.members([{ ticket: click }, { ticket: impression }]);
    await until(
      () => received(ofSession(sessionKey)).then((all) => all.some((r) => r.status === 503)),
      'the held attempt to fail',
    );
    const reloaded = nextLoad(frame);
    frame.src = fixtureUrl({ ...query, role: 'next-load' });
    await reloaded;
    await until(
      () => delivered(sessionKey).then((all) => all.length >= 2),
      'the next page to send both',
    );
    await until(() => storedOf(sessionKey).length === 0, 'the outbox to empty');
    await sleep(1000);
    const all = await received(ofSession(sessionKey));
    expect(all.map((r) => [r.endpoint, ticketOf(r), r.status])).to.have.deep.members([
      ['click', click, 503],
      ['click', click, 204],
      ['ad-impression', impression, 204],
    ]);
  });

  it('keeps what exceeds the unload budget for the next page, and delivers all of it once', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    // 15 × 5000 characters: more than the 48 KiB handed to the browser at unload.
    const frame = await openFrame(fixtureUrl({ ...query, bulk: '15x5000' }));
    const pageB = nextLoad(frame);
    // Leave before the impressions' batch goes out: they are all handed off at unload, or kept.
    frame.contentDocument!.querySelector<HTMLAnchorElement>('#next')!.click();
    await pageB;
    await until(
      async () => (await delivered(sessionKey)).length === 15,
      'all 15 impressions to arrive',
      15000,
    );
    await sleep(1000);
    const impressions = (await received(ofSession(sessionKey))).filter(
      (r) => r.endpoint === 'ad-impression',
    );
    const tickets = impressions.map((r) => ticketOf(r)!.slice(0, 8));
    expect(impressions.every((r) => r.status === 204)).to.equal(true);
    expect(new Set(tickets).size).to.equal(15);
    expect(tickets).to.have.length(15);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });

  it('falls back to sendBeacon where fetch is missing, and the notification arrives', async () => {
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const ticket = unique('t-beacon');
    const frame = await openFrame(fixtureUrl({ ...query, nofetch: '1', send: `click:${ticket}` }));
    expect(typeof (frame.contentWindow as Window & { fetch?: unknown }).fetch).to.equal(
      'undefined',
    );
    await until(
      async () => (await delivered(sessionKey)).some((r) => ticketOf(r) === ticket),
      'the beaconed click to arrive',
    );
    const clicks = (await received(ofSession(sessionKey))).filter((r) => r.endpoint === 'click');
    expect(clicks.map((r) => [ticketOf(r), r.status])).to.deep.equal([[ticket, 204]]);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });

  it('sends a stored entry once when two pages load at the same moment', async function () {
    this.timeout(15000);
    const sessionKey = unique('s');
    const id = await market();
    const tickets = Array.from({ length: 8 }, (_, i) => unique(`t-stored-${i}`));
    const entries: StoredEntry[] = tickets.map((ticket, i) => ({
      id: `0-earlier-${i}`,
      url: `/api/storefront/v3/notifications/click?market=${id}&customerKey=c-earlier&sessionKey=${sessionKey}`,
      body: JSON.stringify({ ticket }),
      attempts: 2,
      nextAttemptAt: Date.now(),
      state: 'failed',
      owner: 'an-earlier-page',
    }));
    localStorage.setItem(OUTBOX, JSON.stringify(entries));
    const query = { market: id, sessionKey: unique('s-frame') };
    await Promise.all([openFrame(fixtureUrl(query)), openFrame(fixtureUrl(query))]);
    await until(
      () => delivered(sessionKey).then((all) => all.length >= tickets.length),
      'the stored clicks',
    );
    await sleep(1500);
    const all = await received(ofSession(sessionKey));
    expect(all.map(ticketOf)).to.have.members(tickets);
    expect(all.every((r) => r.status === 204)).to.equal(true);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });
});
