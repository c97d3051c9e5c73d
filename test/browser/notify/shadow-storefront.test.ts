/**
 * The default notifier (`notify`, which the script tag exports for a shop's own cards) takes its
 * session from the page's `<sf-storefront>`, also when that is in a shop component's shadow root,
 * where `document.querySelector` does not look.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import { notify } from '../../../src/notify/index.ts';
import { market, ofSession, received, ticketOf, unique, until } from './fixtures/helpers.ts';

describe("notify: an <sf-storefront> in a shop component's shadow root", () => {
  it('gives the session to a click the shop sends itself', async () => {
    // A shop-components audit: the shop's app component held the `<sf-storefront>` and the lists
    // in its shadow root; its own card's `notify.click(ticket)` sent nothing, and the warning
    // told it to add the `<sf-storefront>` it had.
    const sessionKey = unique('s');
    const host = document.createElement('div');
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', await market());
    storefront.setAttribute('session-key', sessionKey);
    storefront.setAttribute('customer-key', 'c-shadow');
    host.attachShadow({ mode: 'open' }).append(storefront);
    document.body.append(host);
    try {
      notify.click('t-shadow');
      const got = await until(
        () => received(ofSession(sessionKey)).then((r) => r.length && r),
        'the click',
      );
      expect(got.map(ticketOf)).to.deep.equal(['t-shadow']);
    } finally {
      host.remove();
    }
  });
});
