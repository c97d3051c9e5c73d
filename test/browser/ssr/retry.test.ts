/**
 * A product page whose server query failed: the server's HTML holds the page's error state and
 * the embedded error (test/node/ssr covers the timeout), and in Chromium the page queries once
 * itself (the retry) and shows its detail and lists. Imports nothing of the library at the top.
 */
import { expect } from '@open-wc/testing';
import { until } from '../notify/fixtures/helpers.ts';
import {
  firstProduct,
  insertServerPage,
  observeRequests,
  productPageQueries,
} from './ssr.helpers.ts';

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

describe('a server-rendered product page whose server query failed', () => {
  const container = document.createElement('main');
  const sessionKey = `ssr-retry-${crypto.randomUUID()}`;
  let embedded: { error?: { kind: string } };
  let serverError: boolean;
  let requested: string[];

  before(async function () {
    // Its import of the whole library may be the run's first: every module compiled, on a
    // loaded machine more than mocha's 10 s for the hook (a run of the ssr folder alone).
    this.timeout(60000);
    const keys = { customerKey: crypto.randomUUID(), sessionKey };
    localStorage.setItem('voyado.session', JSON.stringify(keys));
    document.cookie = `sf-visitor=${encodeURIComponent(JSON.stringify(keys))}; Path=/`;
    // The server's query of this visitor fails (a busy cluster: 500, and again when the server
    // asks once more); the browser's retry is answered. A failure asking again cannot change (an
    // unknown product) is not retried: unknown-page.test.ts.
    const fault = await fetch('/__reference/faults', {
      method: 'POST',
      body: JSON.stringify({ queries: { status: 500, count: 2, sessionKey } }),
    });
    expect(fault.status).to.equal(204);
    document.body.append(container);
    embedded = (await insertServerPage(container, await firstProduct())) as typeof embedded;
    const page = container.querySelector('sf-product-page')!;
    serverError = !!page.shadowRoot!.querySelector('[part~="error"]');
    requested = observeRequests();
    await import('../../../src/index.ts');
    await until(
      () =>
        [...container.querySelectorAll('sf-rec-list')].every((list) =>
          list.shadowRoot?.querySelector('[part~="card"]:not([part~="skeleton"])'),
        ),
      'the lists after the retry',
    );
    for (const element of container.querySelectorAll<Upgradable>('sf-product-page, sf-rec-list')) {
      await element.updateComplete;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  after(() => {
    container.remove();
    document.cookie = 'sf-visitor=; Max-Age=0; Path=/';
  });

  it('arrives with the error state and the embedded error', () => {
    expect(embedded.error?.kind).to.equal('server-error');
    expect(serverError, 'the page shows its error state in the HTML').to.equal(true);
  });

  it('queries once in the browser and shows the product', () => {
    expect(productPageQueries(requested)).to.have.length(1);
    const page = container.querySelector('sf-product-page')!;
    expect(page.shadowRoot!.querySelector('[part~="name"]')?.textContent?.trim()).to.not.equal('');
    expect(page.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });
});
