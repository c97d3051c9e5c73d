/**
 * One page, two libraries: the vendor's official client (from node_modules, its browser build)
 * runs the page's own query and notifications, our `<sf-product-page>` the product page. Both
 * read the visitor from `localStorage` `voyado.session`, so the reference server receives the
 * same keys from both, before and after sign-in and sign-out, whichever library changed them.
 */
import { expect, html } from '@open-wc/testing';
import { elevate, localStorageBackedSession } from '@apptus/esales-api';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { ProductPageResult } from '../../../src/api/schemas/results.ts';
import {
  SESSION_STORAGE_KEY,
  reset,
  sessionKeys,
  updateCustomerKey,
} from '../../../src/notify/index.ts';
import {
  catalog,
  cleanup,
  market,
  mount,
  productPageRequests,
  until,
} from '../controllers/storefront-fixtures.ts';

interface Received {
  endpoint: string;
  query: Record<string, string>;
  body: { ticket?: string } | null;
  status: number;
}

async function receivedTicket(ticket: string): Promise<Received[]> {
  const all = (await (await fetch('/__reference/notifications')).json()) as Received[];
  return all.filter((record) => record.body?.ticket === ticket);
}

/** The keys of the `count` notifications that carried `ticket`, once they all arrived. */
async function keysOfTicket(ticket: string, count = 1) {
  let found: Received[];
  const start = performance.now();
  while ((found = await receivedTicket(ticket)).length < count) {
    if (performance.now() - start > 6000) throw new Error(`no notification with ${ticket}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(found.map((record) => record.status)).to.deep.equal(Array(count).fill(204));
  const keys = found.map(({ query }) => ({
    customerKey: query.customerKey,
    sessionKey: query.sessionKey,
  }));
  return count === 1 ? keys[0] : keys;
}

let saved: string | null;
beforeEach(() => {
  saved = localStorage.getItem(SESSION_STORAGE_KEY);
});
afterEach(() => {
  cleanup();
  if (saved === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, saved);
});

describe('official client and our elements on one page', () => {
  it('send the same keys, before and after sign-in and sign-out, whoever signs in', async () => {
    const m = await market();
    const groups = (await catalog()).groups;
    // A group few other tests use: the tickets it answers are then this test's alone.
    const productKey = groups[30 + Math.floor(Math.random() * 60)]!.products[0]!;
    const officialSession = localStorageBackedSession();
    const api = elevate({
      clusterId: location.origin,
      market: m.id,
      locale: m.locale,
      touchpoint: 'desktop',
      session: officialSession,
    });

    // The page's own query through the official client: a GET, lower-case touchpoint.
    const official = await api.query.productPage({ productKey });
    const [variantKey, officialTicket] = Object.entries(official.tickets)[0]!;

    const { element: page, loads } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
      ></sf-product-page>`,
    );
    await until(() => loads.length, 'sf-load of our product page');
    const ours = loads[0]!.detail.result as ProductPageResult;
    // Both queries answered the same ticket for the variant (the reference's tickets are stable).
    expect(ours.tickets![variantKey]).to.equal(officialTicket);

    // Queries: the official GET and our POST carry the same keys.
    const requests = productPageRequests().map((entry) => new URL(entry.name).searchParams);
    const keysOf = (params: URLSearchParams) =>
      [params.get('customerKey'), params.get('sessionKey')].join(' ');
    const visitor = sessionKeys();
    expect(requests.slice(-2).map(keysOf)).to.deep.equal([
      `${visitor.customerKey} ${visitor.sessionKey}`,
      `${visitor.customerKey} ${visitor.sessionKey}`,
    ]);

    // Notifications: the same keys from both libraries.
    await api.notify.addToCart(officialTicket);
    expect(page.addToCart(variantKey)).to.equal(true);
    expect(await keysOfTicket(officialTicket, 2)).to.deep.equal([visitor, visitor]);

    // Sign-in through our API: the official client on this page follows at once.
    updateCustomerKey(`shopper-${crypto.randomUUID()}`);
    const signedIn = sessionKeys();
    expect(signedIn.sessionKey).to.equal(visitor.sessionKey);
    expect(officialSession()).to.deep.equal(signedIn);
    const clickTicket = `official-${crypto.randomUUID()}`;
    await api.notify.click(clickTicket);
    expect(await keysOfTicket(clickTicket)).to.deep.equal(signedIn);

    // Sign-out through the official client: our elements follow.
    officialSession.reset();
    const signedOut = officialSession();
    expect(sessionKeys()).to.deep.equal(signedOut);
    expect(signedOut.customerKey).to.not.equal(signedIn.customerKey);
    page.productKey = groups[29]!.products[0]!;
    await until(() => loads.length >= 2, 'sf-load after the product changed');
    const after = productPageRequests().map((entry) => new URL(entry.name).searchParams);
    expect(keysOf(after.at(-1)!)).to.equal(`${signedOut.customerKey} ${signedOut.sessionKey}`);
  });

  it('sign-in and sign-out change the keys of our queries and notifications', async () => {
    const m = await market();
    const start = 100 + Math.floor(Math.random() * 50);
    const keys = (await catalog()).groups.slice(start, start + 3).map((g) => g.products[0]!);
    const { element: page, loads } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${keys[0]!}
        market=${m.id}
        locale=${m.locale}
      ></sf-product-page>`,
    );
    await until(() => loads.length, 'first sf-load');
    const lastQueryKeys = () => {
      const params = new URL(productPageRequests().at(-1)!.name).searchParams;
      return { customerKey: params.get('customerKey'), sessionKey: params.get('sessionKey') };
    };
    const addToCart = async () => {
      const result = loads.at(-1)!.detail.result as ProductPageResult;
      const [variantKey, ticket] = Object.entries(result.tickets!)[0]!;
      expect(page.addToCart(variantKey)).to.equal(true);
      return keysOfTicket(ticket);
    };
    const before = sessionKeys();
    expect(lastQueryKeys()).to.deep.equal(before);
    const customer = `signed-in-${crypto.randomUUID()}`;
    updateCustomerKey(customer);
    page.productKey = keys[1]!;
    await until(() => loads.length >= 2, 'sf-load after sign-in');
    expect(lastQueryKeys()).to.deep.equal({ customerKey: customer, sessionKey: before.sessionKey });
    expect(await addToCart()).to.deep.equal({
      customerKey: customer,
      sessionKey: before.sessionKey,
    });
    reset();
    const fresh = sessionKeys();
    expect(fresh.customerKey).to.not.equal(customer);
    expect(fresh.sessionKey).to.not.equal(before.sessionKey);
    page.productKey = keys[2]!;
    await until(() => loads.length >= 3, 'sf-load after sign-out');
    expect(lastQueryKeys()).to.deep.equal(fresh);
    expect(await addToCart()).to.deep.equal(fresh);
  });

  it('a visitor the shop forgets on the page: the official client takes the keys we make next (audit s38b #7)', () => {
    const official = localStorageBackedSession();
    const before = official();
    expect(sessionKeys()).to.deep.equal(before);
    const savedCookie = document.cookie.match(/(?:^|; )sf-visitor=([^;]*)/)?.[1];
    try {
      // The shop's "forget me": the entry and the cookie go; our next read makes new keys.
      localStorage.removeItem(SESSION_STORAGE_KEY);
      document.cookie = 'sf-visitor=; Path=/; Max-Age=0';
      const ours = sessionKeys();
      expect(ours.customerKey).to.not.equal(before.customerKey);
      expect(official(), 'one visitor on the page').to.deep.equal(ours);
    } finally {
      if (savedCookie !== undefined)
        document.cookie = `sf-visitor=${savedCookie}; Path=/; Max-Age=600`;
    }
  });

  // Not the very next page: its request leaves with the old cookie before `pagehide` (audit
  // s38-recheck N1); the docs give the official client `visitorSession` for that.
  it("the official client's sign-out reaches the server of the pages after: the cookie follows when the page is left (audit s38b #2)", async () => {
    const savedCookie = document.cookie.match(/(?:^|; )sf-visitor=([^;]*)/)?.[1];
    const cookieKeys = () =>
      JSON.parse(
        decodeURIComponent(document.cookie.match(/(?:^|; )sf-visitor=([^;]*)/)?.[1] ?? 'null'),
      ) as { customerKey: string; sessionKey: string } | null;
    // A page view of its own, with our session (read by an element) and the official client.
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script type="module">
      window.ours = await import('/src/api/session.ts');
      window.official = await import('/node_modules/@apptus/esales-api/dist/mod.mjs');
    </script>`;
    document.body.append(frame);
    const view = frame.contentWindow as Window & {
      ours?: { sessionKeys(): { customerKey: string; sessionKey: string } };
      official?: { localStorageBackedSession(): { reset(): void; (): { customerKey: string } } };
    };
    try {
      await until(() => view.ours && view.official, 'the frame loaded both clients');
      updateCustomerKey(`member-${crypto.randomUUID()}`);
      const signedIn = view.ours!.sessionKeys();
      expect(cookieKeys()).to.deep.equal(signedIn);
      // Sign-out through the official client, as its docs say: it writes the entry, tells nobody.
      const session = view.official!.localStorageBackedSession();
      session.reset();
      const signedOut = session();
      expect(signedOut.customerKey).to.not.equal(signedIn.customerKey);
      // The shopper goes to the next page (the frame's page view ends).
      view.location.href = 'about:blank';
      await until(
        () => cookieKeys()?.customerKey !== signedIn.customerKey,
        'the cookie changed',
        3000,
      );
      expect(cookieKeys()).to.deep.equal(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!));
    } finally {
      frame.remove();
      document.cookie =
        savedCookie === undefined
          ? 'sf-visitor=; Path=/; Max-Age=0'
          : `sf-visitor=${savedCookie}; Path=/; Max-Age=600`;
    }
  });
});
