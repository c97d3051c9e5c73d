/**
 * Nothing dropped silently, with fixture pages in iframes (fixtures/page.html): a page whose
 * localStorage throws still retries in memory; every notification the library abandons on
 * purpose is counted by kind in `stats()` and warned once per kind. This page does not load the
 * library itself, so only the frames take part.
 */
import { expect } from '@open-wc/testing';
import { OUTBOX_PREFIX, addFault, delivered, fixtureUrl, market } from './fixtures/helpers.ts';
import { ofSession, openFrame, received, sleep, storedOf } from './fixtures/helpers.ts';
import { ticketOf, unique, until, type StoredEntry } from './fixtures/helpers.ts';

type FrameWindow = Window & {
  sfNotify?: {
    stats(): { sent: number; dropped: number; droppedBy: Record<string, number> };
  };
};

afterEach(() => {
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

/** Records the frame's `console.warn` calls from now on. */
function warningsOf(frame: HTMLIFrameElement): string[] {
  const seen: string[] = [];
  const view = frame.contentWindow as Window & { console: Console };
  view.console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  return seen;
}

describe('notify: no drop is silent', () => {
  it('retries in memory for the page’s life when localStorage throws', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const tickets = Array.from({ length: 6 }, (_, i) => unique(`t-mem-${i}`));
    // Three failures each: one in-page retry, then the late retries (every 100 ms here).
    await addFault({ sessionKey, status: 503, count: 18 });
    const send = tickets.map((ticket, i) => `${i % 2 ? 'addToCart' : 'click'}:${ticket}`).join(',');
    const frame = await openFrame(
      fixtureUrl({ ...query, nostorage: '1', backoff: '50', late: '100', send }),
    );
    expect(() => frame.contentWindow!.localStorage.getItem('x')).to.throw();
    const got = await until(
      () => delivered(sessionKey).then((all) => all.length >= 6 && all),
      'all six delivered from memory',
      15000,
    );
    await sleep(500);
    expect((await delivered(sessionKey)).length).to.equal(got.length);
    expect(got.map(ticketOf)).to.have.members(tickets);
    const statuses = (await received(ofSession(sessionKey))).map((r) => r.status);
    expect(statuses.filter((s) => s === 503)).to.have.length(18);
    expect((frame.contentWindow as FrameWindow).sfNotify!.stats()).to.include({
      sent: 6,
      dropped: 0,
    });
  });

  it('a storage that takes writes but cannot be read is no storage: what waits is handed off as the page goes (audit s35 A1)', async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    const tickets = Array.from({ length: 3 }, (_, i) => unique(`t-unread-${i}`));
    // Each click fails once and waits for its retry (10 s away) when the page goes.
    await addFault({ sessionKey, status: 503, count: 3 });
    const send = tickets.map((ticket) => `click:${ticket}`).join(',');
    const frame = await openFrame(
      fixtureUrl({ ...query, nostorage: 'get', backoff: '10000', send }),
    );
    const warned = warningsOf(frame);
    await until(
      () => received(ofSession(sessionKey)).then((all) => all.length === 3),
      'the three 503s',
    );
    await sleep(200);
    const stranded = () =>
      Object.keys(localStorage).filter(
        (key) =>
          key.startsWith(OUTBOX_PREFIX) && (localStorage.getItem(key) ?? '').includes(sessionKey),
      );
    frame.remove();
    // Before: stored at the page's end where no page could read them; 0 of 3 ever arrived.
    await until(
      () => delivered(sessionKey).then((all) => all.length === 3),
      'the three handed off',
    );
    expect((await delivered(sessionKey)).map(ticketOf)).to.have.members(tickets);
    expect(stranded(), 'left in storage').to.deep.equal([]);
    // Had the service failed them once more, nothing would try again: said, once.
    expect(
      warned.filter((w) => /3 notification\(s\) that the service had failed/.test(w)),
    ).to.have.length(1);
  });

  it('counts and warns once what cannot leave at unload when nothing can be stored', async () => {
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    // 15 × 5000 characters: 9 fit the 48 KiB unload budget, 6 neither leave nor stay.
    const frame = await openFrame(fixtureUrl({ ...query, nostorage: '1', bulk: '15x5000' }));
    const warned = warningsOf(frame);
    const view = frame.contentWindow as FrameWindow;
    view.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    const stats = view.sfNotify!.stats();
    expect(stats.sent).to.equal(9);
    expect(stats.droppedBy.unload).to.equal(6);
    expect(stats.dropped).to.equal(6);
    expect(warned.filter((w) => /unload budget/.test(w))).to.have.length(1);
    await until(() => delivered(sessionKey).then((all) => all.length === 9), 'the nine handed off');
  });

  it('counts and warns what the capture cannot hand off at a pagehide before its chunk', async () => {
    const sessionKey = unique('s');
    const query = { market: await market(), customerKey: unique('c'), sessionKey };
    // The script tag's notify, left in the task that sent: 9 of 15 × 5000 characters fit the
    // 48 KiB unload budget; the browser would refuse the rest of its keepalive requests unseen.
    const frame = await openFrame(
      `/test/browser/notify/fixtures/lazy-page.html?${new URLSearchParams({ ...query, bulk: '15x5000', nostorage: '1' })}`,
    );
    const { stats, warned } = (frame.contentWindow as Window).sfLazy!;
    expect(stats.sent).to.equal(9);
    expect(stats.droppedBy.unload).to.equal(6);
    expect(stats.dropped).to.equal(6);
    expect(warned.filter((w) => /unload budget/.test(w))).to.have.length(1);
    await until(() => delivered(sessionKey).then((all) => all.length === 9), 'the nine handed off');
    await sleep(500);
    expect(await delivered(sessionKey)).to.have.length(9);
  });

  it("a page that takes a gone page's outbox over waits for the service's Retry-After (audit s35 A4)", async function () {
    this.timeout(20000);
    const sessionKey = unique('s');
    const id = await market();
    const ticket = unique('t-retry-after');
    await addFault({ sessionKey, status: 429, count: 1, retryAfter: '3' });
    // Page A clicks and is answered 429, Retry-After 3 s; then it goes.
    const first = await openFrame(
      fixtureUrl({ market: id, customerKey: unique('c'), sessionKey, send: `click:${ticket}` }),
    );
    const [refused] = await until(
      () => received(ofSession(sessionKey)).then((all) => all.length === 1 && all),
      'the 429',
    );
    first.remove();
    // Page B takes A's outbox over: it re-sent at once (0.8 s after the 429).
    await openFrame(fixtureUrl({ market: id, sessionKey: unique('s-taker') }));
    await until(() => delivered(sessionKey).then((all) => all.length === 1), 'the retry', 8000);
    const [, accepted] = await received(ofSession(sessionKey));
    expect([refused!.status, accepted!.status]).to.deep.equal([429, 204]);
    const waited = Date.parse(accepted!.receivedAt) - Date.parse(refused!.receivedAt);
    expect(waited, 'waited for Retry-After').to.be.at.least(2900);
    expect(waited, 'and not much longer').to.be.below(5000);
    await sleep(300);
    expect((await received(ofSession(sessionKey))).map(ticketOf)).to.deep.equal([ticket, ticket]);
  });

  it('counts by kind and warns once per kind what a gone tab left that is not to be sent', async function () {
    this.timeout(15000);
    const sessionKey = unique('s');
    const id = await market();
    const url = (name: string) =>
      `/api/storefront/v3/notifications/${name}?market=${id}&customerKey=c-gone&sessionKey=${sessionKey}`;
    const entry = (ticket: string, fields: Partial<StoredEntry & { createdAt: number }>) => ({
      id: `0-gone-${ticket}`,
      url: url('click'),
      body: JSON.stringify({ ticket }),
      attempts: 1,
      nextAttemptAt: Date.now(),
      state: 'failed',
      owner: 'gone',
      createdAt: Date.now(),
      ...fields,
    });
    const week = 7 * 24 * 3600_000;
    const gone = `${OUTBOX_PREFIX}gone-${unique('tab')}`;
    localStorage.setItem(
      gone,
      JSON.stringify({
        savedAt: Date.now(),
        entries: [
          entry('t-keep', {}),
          entry('t-in-flight-1', { state: 'sending' }),
          entry('t-in-flight-2', { state: 'sending' }),
          entry('t-old-1', { createdAt: Date.now() - week - 1000 }),
          entry('t-old-2', { createdAt: Date.now() - week - 1000 }),
          entry('t-tried-1', { attempts: 100 }),
          entry('t-tried-2', { attempts: 100 }),
          { not: 'an entry' },
          'nor this',
        ],
      }),
    );
    const frame = await openFrame(fixtureUrl({ market: id, sessionKey: unique('s-frame') }));
    const warned = warningsOf(frame);
    await until(() => localStorage.getItem(gone) === null, 'the gone tab to be taken over');
    await until(() => delivered(sessionKey).then((all) => all.length >= 1), 'the kept entry');
    await sleep(500);
    expect((await received(ofSession(sessionKey))).map(ticketOf)).to.deep.equal(['t-keep']);
    const stats = (frame.contentWindow as FrameWindow).sfNotify!.stats();
    expect(stats.droppedBy).to.deep.equal({
      full: 0,
      expired: 2,
      retries: 2,
      unload: 0,
      'in-flight': 2,
      corrupt: 2,
    });
    expect(stats.dropped).to.equal(8);
    expect(warned).to.have.length(4);
    for (const kind of ['expired', 'retries', 'in-flight', 'corrupt'])
      expect(warned.filter((w) => w.includes(`droppedBy['${kind}']`))).to.have.length(1);
    expect(storedOf(sessionKey)).to.deep.equal([]);
  });
});
