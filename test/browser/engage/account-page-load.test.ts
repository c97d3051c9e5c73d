/**
 * How many requests one load of the demo's "My pages" (demo/account.html, every account element)
 * sends to the engage proxy, counted by the browser's own network (network-plugin.ts): the figure
 * the proxy's default rate limit is sized from (account-page-load.ts).
 */
import { expect } from '@open-wc/testing';
import { recordRequests, sentRequests } from '../network.ts';
import { ACCOUNT_PAGE_LOAD_MAX, ACCOUNT_PAGE_LOAD_REQUESTS } from './account-page-load.ts';
import { contactsWith, PROXY, signIn, signOut } from './engage.helpers.ts';

const TAGS = [
  'sf-purchase-summary',
  'sf-achievements',
  'sf-back-in-stock',
  'sf-consents',
  'sf-challenges',
];

afterEach(() => signOut());

describe('one load of the demo account page', () => {
  it('asks the proxy what account-page-load.ts lists, at most ACCOUNT_PAGE_LOAD_MAX requests', async function () {
    this.timeout(30000);
    signIn((await contactsWith(['withAssignments', 'withSummary']))[0]!);
    await recordRequests();
    const iframe = document.createElement('iframe');
    iframe.style.cssText = 'width: 1280px; height: 1400px; border: 0;';
    const done = new Set<EventTarget>();
    iframe.addEventListener('load', () => {
      for (const type of ['sf-load', 'sf-error'])
        iframe.contentDocument!.addEventListener(type, (event) =>
          done.add(event.composedPath()[0]!),
        );
    });
    iframe.src = '/demo/account.html';
    document.body.append(iframe);
    const start = performance.now();
    while (done.size < TAGS.length) {
      if (performance.now() - start > 20000) throw new Error(`only ${done.size} elements loaded`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Anything a late element or a second read would still send.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = await sentRequests(`${PROXY}/`, ACCOUNT_PAGE_LOAD_REQUESTS.length);
    iframe.remove();
    const asked = sent.map(({ method, url }) => `${method} ${url.split(PROXY)[1]}`).sort();
    expect([...new Set(asked)]).to.deep.equal([...ACCOUNT_PAGE_LOAD_REQUESTS].sort());
    expect(asked.length, asked.join(', ')).to.be.at.most(ACCOUNT_PAGE_LOAD_MAX);
  });
});
