/**
 * A category landing whose server queries failed: each `<sf-sponsored-page>` arrives with its error
 * state and the embedded error (test/node/ssr/sponsored.test.ts covers the timeout), and in
 * Chromium each page queries once itself (the retry) and shows its banners and lists. Imports
 * nothing of the library at the top.
 */
import { expect } from '@open-wc/testing';
import { until } from '../notify/fixtures/helpers.ts';
import { insertServerCategory, observeRequests, sponsoredPageQueries } from './ssr.helpers.ts';

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

describe('a server-rendered sponsored page whose server query failed', () => {
  const container = document.createElement('main');
  const sessionKey = `ssr-sponsored-retry-${crypto.randomUUID()}`;
  let embedded: { error?: { kind: string } }[];
  let serverErrors: boolean[];
  let requested: string[];

  before(async function () {
    // Its import of the whole library may be the run's first (retry.test.ts).
    this.timeout(60000);
    const keys = { customerKey: crypto.randomUUID(), sessionKey };
    localStorage.setItem('voyado.session', JSON.stringify(keys));
    document.cookie = `sf-visitor=${encodeURIComponent(JSON.stringify(keys))}; Path=/`;
    // The server's two queries (one per sponsored page) fail (a busy cluster: 500, and again
    // when the server asks once more); the browser's retries are answered. A failure asking again
    // cannot change (an unknown page) is not retried: unknown-page.test.ts.
    const fault = await fetch('/__reference/faults', {
      method: 'POST',
      body: JSON.stringify({ queries: { status: 500, count: 4, sessionKey } }),
    });
    expect(fault.status).to.equal(204);
    document.body.append(container);
    embedded = (await insertServerCategory(container)) as typeof embedded;
    const pages = [...container.querySelectorAll('sf-sponsored-page')];
    serverErrors = pages.map((page) => !!page.shadowRoot!.querySelector('[part~="error"]'));
    requested = observeRequests();
    await import('../../../src/index.ts');
    await until(
      () => pages.every((page) => page.shadowRoot?.querySelector('sf-rec-list, [part~="empty"]')),
      'the pages after the retry',
    );
    for (const page of pages) await (page as Upgradable).updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  after(() => {
    container.remove();
    document.cookie = 'sf-visitor=; Max-Age=0; Path=/';
  });

  it('arrives with the error state and the embedded error', () => {
    expect(embedded.map((page) => page.error?.kind)).to.deep.equal([
      'server-error',
      'server-error',
    ]);
    expect(serverErrors, 'each page shows its error state in the HTML').to.deep.equal([true, true]);
  });

  it('queries once per page in the browser and shows the banners and lists', () => {
    expect(sponsoredPageQueries(requested)).to.have.length(2);
    const [featured] = container.querySelectorAll('sf-sponsored-page');
    expect(featured!.shadowRoot!.querySelector('[part~="banner-image"]')).to.not.equal(null);
    const list = featured!.shadowRoot!.querySelector('sf-rec-list')!;
    expect(
      list.shadowRoot!.querySelector('[part~="card"] [part~="name"]')?.textContent?.trim(),
    ).to.not.equal('');
    for (const page of container.querySelectorAll('sf-sponsored-page')) {
      expect(page.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
    }
  });
});
