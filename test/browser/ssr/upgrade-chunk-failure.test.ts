/**
 * A server-rendered product page whose carry-over chunk (src/controllers/carry-over.ts) fails to
 * load: the reader of the server's result imports it, so the reader fails too. The page is not
 * left as dead server HTML: it asks its own query and renders it, and its add to cart works.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in,
 * and this file's page must not have loaded either chunk.
 */
import { expect } from '@open-wc/testing';
import { holdRequests } from '../network.ts';
import { until } from '../notify/fixtures/helpers.ts';
import { observeRequests, productPageQueries, serverProductPage } from './ssr.helpers.ts';
import { upgradeProductPage } from './upgrade-state.helpers.ts';

const CARRY_OVER = '/src/controllers/carry-over.ts';

afterEach(() => holdRequests(null));

describe('a server-rendered product page whose carry-over chunk fails', () => {
  it('asks its own query and works', async function () {
    this.timeout(60000);
    const container = await serverProductPage();
    const requested = observeRequests();
    await holdRequests({ contains: CARRY_OVER, ms: 50, fail: true });
    await upgradeProductPage(container);
    const page = container.querySelector('sf-product-page')!;
    const root = page.shadowRoot!;
    await until(
      () =>
        productPageQueries(requested).length &&
        root.querySelector('[part~="detail"]') &&
        !root.querySelector('[part~="skeleton"]'),
      'the page rendered from its own query',
      20000,
    );
    expect(
      requested.filter((url) => new URL(url).pathname === CARRY_OVER).length,
      'the carry-over was asked for',
    ).to.be.at.least(1);
    expect(productPageQueries(requested), 'its own query, once').to.have.length(1);
    // Its controls are the element's: a size chosen is the page's.
    const radio = root.querySelector<HTMLInputElement>('input[name="variant"]:enabled')!;
    radio.click();
    await until(
      () => radio.closest('[part~="variant-selected"]'),
      'the chosen size marked by the element',
    );
    container.remove();
  });
});
