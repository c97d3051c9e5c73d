/**
 * The outbox in this page: in-page retries after a 5xx deliver each notification exactly once,
 * 4xx answers are dropped with a warning and never retried, and the outbox is bounded.
 */
import { expect } from '@open-wc/testing';
import { createNotifier, notify } from '../../../src/notify/index.ts';
import { OUTBOX_LIMIT, timings } from '../../../src/notify/outbox.ts';
import {
  addFault,
  market,
  ofSession,
  received,
  sleep,
  storedOf,
  ticketOf,
  unique,
  until,
} from './fixtures/helpers.ts';

async function warnings(run: () => unknown): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('notify: the outbox in this page', () => {
  it('retries after 5xx answers with backoff and delivers each notification exactly once', async function () {
    this.timeout(15000);
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    // Two notifications, two 503s each: attempts at 0 s, +1 s, +2 s.
    await addFault({ sessionKey: session.sessionKey, status: 503, count: 4 });
    const notifier = createNotifier(session);
    notifier.click('t-retried-click');
    notifier.adImpression(unique('t-retried-imp'));
    await until(
      () => storedOf(session.sessionKey).filter((e) => e.state === 'failed').length === 2,
      'both stored as failed',
      2000,
    );
    const failed = storedOf(session.sessionKey);
    expect(failed.map((e) => e.attempts)).to.deep.equal([1, 1]);
    const got = await until(
      async () => {
        const all = await received(ofSession(session.sessionKey));
        return all.filter((r) => r.status === 204).length >= 2 && all;
      },
      'both delivered',
      8000,
    );
    await sleep(1500);
    const all = await received(ofSession(session.sessionKey));
    expect(all.length, 'nothing after the confirmation').to.equal(got.length);
    expect(all.map((r) => r.status)).to.deep.equal([503, 503, 503, 503, 204, 204]);
    for (const r of all.filter((r) => r.status === 204)) expect(ticketOf(r)).to.be.a('string');
    expect(new Set(all.filter((r) => r.status === 204).map(ticketOf)).size).to.equal(2);
    const times = all.map((r) => Date.parse(r.receivedAt));
    expect(times[times.length - 1]! - times[0]!, 'backed off 1 s then 2 s').to.be.above(2500);
    expect(storedOf(session.sessionKey)).to.deep.equal([]);
  });

  it('does not retry 4xx answers: removed from the outbox, counted, warned once', async () => {
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    await addFault({ sessionKey: session.sessionKey, status: 400, count: 2 });
    const unknownMarket = { ...session, market: 'NO-SUCH-MARKET' };
    const refusedBefore = notify.stats().refused;
    const warned = await warnings(async () => {
      createNotifier(session).click('t-400-fault');
      await notify.flush();
      createNotifier(session).addFavorite('P-400-fault');
      await notify.flush();
      createNotifier(unknownMarket).addToCart('t-400-market');
      await notify.flush();
      await sleep(1500); // past the first retry a 5xx would get
    });
    const all = await received(ofSession(session.sessionKey));
    expect(all.map((r) => [r.endpoint, r.status])).to.have.deep.members([
      ['click', 400],
      ['add-favorite', 400],
      ['add-to-cart', 400],
    ]);
    expect(storedOf(session.sessionKey)).to.deep.equal([]);
    expect(notify.stats().refused - refusedBefore).to.equal(3);
    // Once per page (an earlier test may have had the one warning already).
    expect(warned.filter((w) => /refused with 400/.test(w))).to.have.length.at.most(1);
    if (refusedBefore === 0)
      expect(warned.join('\n')).to.match(/click refused with 400 \(injected fault/);
    const market400 = all.find((r) => r.endpoint === 'add-to-cart');
    expect(market400?.message).to.match(/market: unknown market/);
  });

  it('retries 429 and 408 answers (the service takes them later): delivered once, none refused', async function () {
    this.timeout(15000);
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    await addFault({ sessionKey: session.sessionKey, status: 429, count: 1 });
    await addFault({ sessionKey: session.sessionKey, status: 408, count: 1 });
    const refusedBefore = notify.stats().refused;
    const ticket = unique('t-429');
    createNotifier(session).click(ticket);
    await until(
      () => received(ofSession(session.sessionKey)).then((all) => all.length === 3),
      'two refusals for now, then the delivery',
      8000,
    );
    await sleep(1500);
    const all = await received(ofSession(session.sessionKey));
    expect(all.map((r) => [ticketOf(r), r.status])).to.deep.equal([
      [ticket, 429],
      [ticket, 408],
      [ticket, 204],
    ]);
    expect(notify.stats().refused - refusedBefore).to.equal(0);
    expect(storedOf(session.sessionKey)).to.deep.equal([]);
  });

  it("waits at least the service's Retry-After before it asks again (up to the late retry's interval)", async function () {
    this.timeout(15000);
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    // The backoff's first step is 1 s; the service asks for 3.
    await addFault({ sessionKey: session.sessionKey, status: 429, count: 1, retryAfter: '3' });
    const ticket = unique('t-retry-after');
    createNotifier(session).click(ticket);
    await until(
      () => received(ofSession(session.sessionKey)).then((all) => all.length === 1),
      'the 429',
    );
    // Back online meanwhile: still not before Retry-After.
    window.dispatchEvent(new Event('online'));
    const [refused, accepted] = await until(
      () => received(ofSession(session.sessionKey)).then((all) => all.length === 2 && all),
      'the retry after Retry-After',
      8000,
    );
    expect([refused!.status, accepted!.status]).to.deep.equal([429, 204]);
    const waited = Date.parse(accepted!.receivedAt) - Date.parse(refused!.receivedAt);
    expect(waited, 'waited for Retry-After').to.be.at.least(2900);
    expect(waited, 'and not much longer').to.be.below(5000);
  });

  it('holds at most 200 entries per tab: the oldest are dropped, counted and warned once', async () => {
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    const droppedBefore = notify.stats().droppedBy.full;
    const tickets = Array.from({ length: OUTBOX_LIMIT + 3 }, (_, i) => unique(`t-bounded-${i}`));
    const warned = await warnings(async () => {
      const notifier = createNotifier(session);
      for (const ticket of tickets) notifier.adImpression(ticket);
      await notify.flush();
    });
    expect(notify.stats().droppedBy.full - droppedBefore).to.equal(3);
    expect(warned.filter((w) => /holds at most 200 notifications/.test(w))).to.have.length(1);
    const got = await until(
      () =>
        received(ofSession(session.sessionKey)).then((all) => all.length >= OUTBOX_LIMIT && all),
      'the 200 kept to arrive',
    );
    expect(got.map(ticketOf)).to.have.members(tickets.slice(3));
  });

  it('sends nothing it counted dropped: 203 add-to-carts (sent at once) in one task', async () => {
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    const droppedBefore = notify.stats().droppedBy.full;
    const tickets = Array.from({ length: OUTBOX_LIMIT + 3 }, (_, i) => unique(`t-urgent-${i}`));
    await warnings(async () => {
      const notifier = createNotifier(session);
      for (const ticket of tickets) notifier.addToCart(ticket);
      await notify.flush();
    });
    expect(notify.stats().droppedBy.full - droppedBefore).to.equal(3);
    const got = await until(
      () =>
        received(ofSession(session.sessionKey)).then((all) => all.length >= OUTBOX_LIMIT && all),
      'the 200 kept to arrive',
    );
    // Stragglers would land within this time.
    await sleep(800);
    const arrived = (await received(ofSession(session.sessionKey))).map(ticketOf);
    expect(arrived).to.have.length(OUTBOX_LIMIT);
    expect(new Set(arrived).size).to.equal(OUTBOX_LIMIT);
    expect(got).to.have.length.at.least(OUTBOX_LIMIT);
  });

  // Past the backoff (none here: the first failure waits for the late retry, 60 s) and in it (a
  // first step of 20 s): both go at once.
  for (const [where, backoff] of [
    ['past its backoff', []],
    ['in its backoff', [20_000]],
  ] as const)
    it(`retries what waits ${where} at once when the browser is back online`, async () => {
      const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
      const saved = timings.backoffMs;
      timings.backoffMs = [...backoff];
      try {
        await addFault({ sessionKey: session.sessionKey, status: 503, count: 1 });
        const ticket = unique('t-online');
        createNotifier(session).click(ticket);
        await until(
          () => received(ofSession(session.sessionKey)).then((all) => all.length === 1),
          'the failed attempt',
        );
        await sleep(300);
        expect((await received(ofSession(session.sessionKey))).map((r) => r.status)).to.deep.equal([
          503,
        ]);
        window.dispatchEvent(new Event('online'));
        const arrived = await until(
          () => received(ofSession(session.sessionKey)).then((all) => all.length === 2 && all),
          'the retry when online',
          3000,
        );
        expect(arrived.map((r) => [ticketOf(r), r.status])).to.deep.equal([
          [ticket, 503],
          [ticket, 204],
        ]);
      } finally {
        timings.backoffMs = saved;
      }
    });

  it('keeps entries in the documented format while they wait', async () => {
    const session = { market: await market(), customerKey: unique('c'), sessionKey: unique('s') };
    const saved = timings.backoffMs;
    timings.backoffMs = [60_000];
    try {
      await addFault({ sessionKey: session.sessionKey, status: 502, count: 1 });
      createNotifier(session).addFavorite({ variantKey: 'V-format' });
      await notify.flush();
      const [entry] = storedOf(session.sessionKey);
      expect(entry).to.include({ attempts: 1, state: 'failed', body: '{"variantKey":"V-format"}' });
      expect(entry!.url).to.equal(
        `/api/storefront/v3/notifications/add-favorite?market=${session.market}&customerKey=${session.customerKey}&sessionKey=${session.sessionKey}`,
      );
      expect(entry!.nextAttemptAt).to.be.above(Date.now() + 50_000);
      expect(entry!.id).to.be.a('string');
      expect(notify.stats().queued).to.be.at.least(1);
    } finally {
      timings.backoffMs = saved;
    }
  });
});
