/**
 * The script tag's `notify` (src/notify/lazy.ts, exported by src/autoloader.ts): the same methods
 * as `storefront-elements/notify`, whose outbox front is part of the notification chunk loaded
 * after the content (docs/decisions.md, "Lean notify"). Before that chunk has loaded its methods
 * still never throw and never block, invalid input is warned at once, `stats()` counts what it
 * holds, and everything arrives exactly once when it loads. This file imports nothing else of the
 * library, so its page has not loaded the chunk.
 */
import { expect } from '@open-wc/testing';
import { notify } from '../../../src/notify/lazy.ts';
import {
  delivered,
  market,
  ofSession,
  received,
  sleep,
  unique,
  until,
} from './fixtures/helpers.ts';

/** The module requests this page has made for the notification chunk so far. */
const chunkRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('/src/notify/notifications.ts'));

describe("the script tag's notify", () => {
  it('works at once before its chunk has loaded, and delivers what it held exactly once', async function () {
    this.timeout(15000);
    const sessionKey = unique('s');
    const [click, product] = [unique('t-tag-click'), unique('P')];
    const id = await market();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(' '));
    try {
      expect(chunkRequests(), 'the chunk is not loaded yet').to.deep.equal([]);
      notify.configure({ market: id, sessionKey, customerKey: unique('c') });
      expect(() => notify.click('')).not.to.throw();
      notify.click(click);
      notify.addFavorite(product);
      // Synchronously, before the chunk can have arrived: held and counted.
      const stats = notify.stats();
      expect(stats.queued).to.equal(2);
      expect([stats.sent, stats.dropped, stats.duplicateAdds]).to.deep.equal([0, 0, 0]);
      expect(warned).to.have.length(1);
      expect(warned[0]).to.match(/notify\.click: ticket: .*; nothing sent/);
    } finally {
      console.warn = warn;
    }

    await notify.flush();
    await until(() => delivered(sessionKey).then((all) => all.length >= 2), 'both delivered');
    await sleep(800);
    const arrived = await received(ofSession(sessionKey));
    expect(arrived.map((r) => [r.endpoint, r.body, r.status])).to.have.deep.members([
      ['click', { ticket: click }, 204],
      ['add-favorite', { productKey: product }, 204],
    ]);
    // Other test files' pages share this origin's storage: its delivery may take over theirs too.
    expect(notify.stats().sent).to.be.at.least(2);
    expect(chunkRequests()).to.have.length(1);
  });
});
