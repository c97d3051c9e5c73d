/**
 * The script tag's notification chunks that fail once (audits s36a F1, s36b F1): the outbox front
 * with viewability (`storefront/notifications-*.js`) and delivery (`storefront/outbox-*.js`). Each
 * is asked for again until it loads, and the page's notifications arrive exactly once, without the
 * shopper leaving the page. Run three times: in the default Chromium, which fetches a failed
 * module anew; in the group `kept-failures`, whose Chromium keeps a failed module for the page's
 * life as Safari and Firefox do; and in the group `firefox` (web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import { received, sleep, unique, until, type Received } from '../notify/fixtures/helpers.ts';
import { newRun, setFault } from './faults.ts';

/** The fixture `notify-fault.html` (a sponsored page) of `run` in a visible iframe, as `session`. */
function notifyPage(run: string, session: string) {
  const iframe = document.createElement('iframe');
  // Inside the test page's viewport (800 × 600), as the impressions count there.
  iframe.style.cssText = 'width: 600px; height: 560px; border: 0';
  iframe.src = `/test/browser/autoloader/fixtures/notify-fault.html?run=${run}&session=${session}`;
  document.body.prepend(iframe);
  return iframe;
}

/** The session's ad impressions the service received, by ticket: times each arrived. */
async function impressions(session: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  const ofSession = (r: Received) => r.query.sessionKey === session && r.status === 204;
  for (const r of await received(ofSession))
    if (r.endpoint.endsWith('ad-impression')) {
      const ticket = (r.body as { ticket?: string } | null)?.ticket ?? '';
      times.set(ticket, (times.get(ticket) ?? 0) + 1);
    }
  return times;
}

/**
 * The impressions of the page in view, once the control page (nothing failing) has sent `expected`
 * of them: waits until as many arrived, then a while longer for any sent twice.
 */
async function arrived(session: string, expected: number, ms: number) {
  const deadline = performance.now() + ms;
  let times = await impressions(session);
  while (times.size < expected && performance.now() < deadline) {
    await sleep(250);
    times = await impressions(session);
  }
  await sleep(1500);
  return impressions(session);
}

let inView = 0;

describe('the script tag: a notification chunk that cannot load', () => {
  before(async function () {
    // The control: the same page, nothing failing (the first load of the bundle waits for its
    // build). Its impressions are what the faulted pages must send.
    this.timeout(120000);
    const session = unique('control');
    const iframe = notifyPage(newRun(), session);
    try {
      await until(
        async () => (await impressions(session)).size,
        "the control page's impressions",
        90000,
      );
      await sleep(1500);
      const times = await impressions(session);
      inView = times.size;
      expect(inView, 'impressions of the control page').to.be.above(0);
      expect([...times.values()], 'each once').to.deep.equal([...times.values()].map(() => 1));
    } finally {
      iframe.remove();
    }
  });

  for (const [chunk, what] of [
    ['notifications-', 'the outbox front and viewability'],
    ['outbox-', 'delivery'],
  ] as const)
    it(`${what} (${chunk}*.js) failing once: the page's impressions arrive once, the page open`, async function () {
      this.timeout(60000);
      const run = newRun();
      const session = unique('s');
      await setFault(run, chunk, 1);
      const iframe = notifyPage(run, session);
      try {
        const times = await arrived(session, inView, 30000);
        expect(times.size, 'impressions received, of those of the control page').to.equal(inView);
        expect([...times.values()], 'each once').to.deep.equal([...times.values()].map(() => 1));
      } finally {
        iframe.remove();
        await setFault(run, chunk, 0);
      }
    });

  it('a chunk that does not load in 31 s is warned; what delivery would send stays stored', async function () {
    this.timeout(90000);
    const pages = (['notifications-', 'outbox-'] as const).map((chunk) => {
      const run = newRun();
      return { chunk, run, session: unique('s'), warnings: [] as string[] };
    });
    for (const page of pages) await setFault(page.run, page.chunk, 100);
    const iframes = pages.map((page) => {
      const iframe = notifyPage(page.run, page.session);
      iframe.addEventListener('load', () => {
        const console = (iframe.contentWindow as Window & typeof globalThis).console;
        const warn = console.warn.bind(console);
        console.warn = (...args: unknown[]) => {
          page.warnings.push(String(args[0]));
          warn(...args);
        };
      });
      return iframe;
    });
    try {
      // Each round starts when the page is idle (within 2 s of its load) and lasts 31 s.
      await sleep(40000);
      const [front, delivery] = pages;
      expect(front!.warnings.filter((text) => text.includes('did not load'))).to.deep.equal([
        'notify: the notification chunk did not load (6 tries in 31 s)',
      ]);
      expect(delivery!.warnings.filter((text) => text.includes('did not load'))).to.deep.equal([
        'notify: delivery did not load (6 tries in 31 s)',
      ]);
      // The impressions in view were tracked (the front loaded) and wait in the tab's key.
      const storage = iframes[1]!.contentWindow!.localStorage;
      const stored = Object.keys(storage)
        .filter((key) => key.startsWith('sf-notifications-outbox:'))
        .flatMap(
          (key) => (JSON.parse(storage.getItem(key)!) as { entries: { url: string }[] }).entries,
        );
      expect(
        stored.filter((entry) => entry.url.includes('ad-impression')),
        'impressions stored',
      ).to.have.length(inView);
      expect(await impressions(delivery!.session), 'none sent').to.have.property('size', 0);
    } finally {
      for (const iframe of iframes) iframe.remove();
      for (const page of pages) await setFault(page.run, page.chunk, 0);
    }
  });
});
