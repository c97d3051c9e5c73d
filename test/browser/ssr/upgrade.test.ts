/**
 * A server-rendered product page (the demo route `/ssr/product.html`, rendered by
 * `storefront-elements/ssr` against the reference server) upgrading in place in Chromium: the
 * page's HTML is put into this document with its declarative shadow roots before any element is
 * defined, then the library is loaded. No product-page query goes out, nothing shifts, no frame
 * lacks the server's content, and a click, an add-to-cart, a favourite and a sponsored card's
 * viewable impression are delivered once each with the keys the server made (first visit: the
 * `sf-visitor` cookie) and the tickets and product keys of the embedded result. (The demo page's
 * "upsell" list asks for a sponsored first position.)
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { delivered, until } from '../notify/fixtures/helpers.ts';
import {
  firstProduct,
  frame,
  insertServerPage,
  observeRequests,
  observeShifts,
  productPageQueries,
  visitorCookie,
  type Keys,
} from './ssr.helpers.ts';

interface Embedded {
  result: {
    productGroup: {
      products: { key: string; variants: { key: string; ticket: string; inStock: boolean }[] }[];
    };
    recommendationLists: {
      id: string;
      productGroups: { products: { key: string; ticket: string; sponsored?: boolean }[] }[];
    }[];
  };
}

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

/** Each card's name in the lists and the detail's name: what a frame must never lack. */
function shownContent(container: Element): string[] {
  const texts: string[] = [];
  const page = container.querySelector('sf-product-page')!;
  texts.push(page.shadowRoot?.querySelector('[part~="name"]')?.textContent?.trim() ?? '');
  for (const list of container.querySelectorAll('sf-rec-list')) {
    for (const name of list.shadowRoot?.querySelectorAll('[part~="card"] [part~="name"]') ?? []) {
      texts.push(name.textContent?.trim() ?? '');
    }
  }
  return texts;
}

function cardBoxes(container: Element): string[] {
  return [...container.querySelectorAll('sf-rec-list')].flatMap((list) =>
    [...(list.shadowRoot?.querySelectorAll('[part~="card"]') ?? [])].map((card) => {
      const box = card.getBoundingClientRect();
      return `${box.x},${box.y},${box.width},${box.height}`;
    }),
  );
}

describe('a server-rendered product page upgrades in place', () => {
  const container = document.createElement('main');
  let keys: Keys;
  let requested: string[] = [];
  let embedded: Embedded;
  let initial: { content: string[]; boxes: string[] };
  let shifts: number[] = [];
  const missing: string[][] = [];

  // One page for every case: the library is defined once per document.
  before(async () => {
    localStorage.clear();
    document.cookie = 'sf-visitor=; Max-Age=0; Path=/';
    container.style.width = '1000px';
    // The card links must not take the test page away; the click still counts.
    container.addEventListener('click', (event) => {
      if (event.composedPath().some((node) => (node as Element).localName === 'a')) {
        event.preventDefault();
      }
    });
    document.body.append(container);
    embedded = (await insertServerPage(container, await firstProduct())) as Embedded;
    // First visit: the server made the keys and set them in the cookie.
    keys = visitorCookie()!;
    expect(keys?.customerKey, 'server-made customer key').to.be.a('string');
    await frame();
    initial = { content: shownContent(container), boxes: cardBoxes(container) };
    expect(initial.content.length).to.be.greaterThan(4);

    shifts = observeShifts();
    let sampling = true;
    const sample = () => {
      const now = shownContent(container);
      if (now.join('|') !== initial.content.join('|')) missing.push(now);
      if (sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);

    requested = observeRequests();
    await import('../../../src/index.ts');
    // A request after the observer started: proof that it sees this page's requests.
    await fetch('/__reference/catalog');
    for (const tag of ['sf-storefront', 'sf-product-page', 'sf-rec-list']) {
      await customElements.whenDefined(tag);
    }
    for (const element of container.querySelectorAll<Upgradable>('sf-product-page, sf-rec-list')) {
      await element.updateComplete;
    }
    for (let i = 0; i < 10; i++) await frame();
    sampling = false;
  });

  after(() => container.remove());

  it('sends no product-page query', () => {
    expect(
      requested.some((url) => url.includes('/catalog')),
      'requests are observed',
    ).to.equal(true);
    expect(productPageQueries(requested)).to.deep.equal([]);
  });

  it('shows the server content in every frame, in the same place (CLS 0)', () => {
    expect(missing, 'frames without the server content').to.deep.equal([]);
    expect(shownContent(container)).to.deep.equal(initial.content);
    expect(cardBoxes(container)).to.deep.equal(initial.boxes);
    expect(shifts.reduce((sum, value) => sum + value, 0)).to.equal(0);
  });

  it('adopts the keys the server made for this first visit', () => {
    const stored = JSON.parse(localStorage.getItem('voyado.session')!) as Keys;
    expect(stored).to.deep.equal({ customerKey: keys.customerKey, sessionKey: keys.sessionKey });
  });

  it('delivers a click and an add-to-cart once each, with the server keys and embedded tickets', async () => {
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    const link = list.shadowRoot!.querySelector<HTMLAnchorElement>(
      '[part~="card"] a[part~="link"]',
    )!;
    link.click();
    const clickTicket = embedded.result.recommendationLists.find((l) => l.id === 'alternatives')!
      .productGroups[0]!.products[0]!.ticket;

    const page = container.querySelector('sf-product-page')! as Upgradable;
    const product = embedded.result.productGroup.products[0]!;
    const variant = product.variants.find((candidate) => candidate.inStock)!;
    if (product.variants.length > 1) {
      page.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${variant.key}"]`)!.click();
      await page.updateComplete;
    }
    const button = page.shadowRoot!.querySelector<HTMLButtonElement>(
      'button[part~="add-to-cart"]',
    )!;
    button.click();

    const clickOrAdd = async () =>
      (await delivered(keys.sessionKey)).filter((r) => /(click|add-to-cart)$/.test(r.endpoint));
    const all = await until(async () => {
      const found = await clickOrAdd();
      return found.length >= 2 && found;
    }, 'both notifications');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = await clickOrAdd();
    expect(settled.length, 'nothing sent twice').to.equal(all.length);
    const clicks = settled.filter((r) => r.endpoint.endsWith('click'));
    const adds = settled.filter((r) => r.endpoint.endsWith('add-to-cart'));
    expect(clicks.map((r) => (r.body as { ticket: string }).ticket)).to.deep.equal([clickTicket]);
    expect(adds.map((r) => (r.body as { ticket: string }).ticket)).to.deep.equal([variant.ticket]);
    for (const received of [...clicks, ...adds]) {
      expect(received.query.customerKey).to.equal(keys.customerKey);
    }
  });
  it('sends a favourite toggled on a server-rendered card once, with its product key', async () => {
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    const toggle = list.shadowRoot!.querySelector<HTMLButtonElement>('[part~="favorite"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await (list as Upgradable).updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const productKey = embedded.result.recommendationLists.find((l) => l.id === 'alternatives')!
      .productGroups[0]!.products[0]!.key;
    const favourites = async () =>
      (await delivered(keys.sessionKey)).filter((r) => r.endpoint.endsWith('add-favorite'));
    await until(async () => (await favourites()).length >= 1, 'the add-favorite');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = await favourites();
    expect(sent.map((r) => r.body)).to.deep.equal([{ productKey }]);
    expect(sent[0]!.query.customerKey).to.equal(keys.customerKey);
  });

  it("sends a sponsored server-rendered card's viewable impression once, with its embedded ticket", async function () {
    this.timeout(15000);
    const upsell = embedded.result.recommendationLists.find((l) => l.id === 'upsell')!;
    const sponsored = upsell.productGroups[0]!.products[0]!;
    expect(sponsored.sponsored, 'the upsell list has a sponsored first card').to.equal(true);
    const list = container.querySelector('sf-rec-list[list-id="upsell"]')!;
    list.shadowRoot!.querySelector('[part~="card"]')!.scrollIntoView({ block: 'center' });
    const impressions = async () =>
      (await delivered(keys.sessionKey)).filter((r) => r.endpoint.endsWith('ad-impression'));
    await until(async () => (await impressions()).length >= 1, 'the impression', 8000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = await impressions();
    expect(sent.map((r) => r.body)).to.deep.equal([{ ticket: sponsored.ticket }]);
    expect(sent[0]!.query.customerKey).to.equal(keys.customerKey);
  });

  it("asks only for a list added after the upgrade, and keeps the server's detail and lists", async () => {
    const page = container.querySelector<Upgradable>('sf-product-page')!;
    const shown = shownContent(container);
    const later = document.createElement('sf-rec-list') as Upgradable;
    later.setAttribute('list-id', 'later');
    later.setAttribute('algorithm', 'TOP_PRODUCTS');
    later.setAttribute('limit', '2');
    page.append(later);
    const cards = () =>
      later.shadowRoot?.querySelectorAll('[part~="card"]:not([part~="skeleton"])').length ?? 0;
    await until(async () => cards() === 2, 'the list added later');
    expect(productPageQueries(requested)).to.have.length(1);
    const records = (await (await fetch('/__reference/queries')).json()) as {
      endpoint: string;
      query: Record<string, string>;
      body: unknown;
    }[];
    const asked = records.filter(
      (record) => record.endpoint === 'product-page' && record.query.sessionKey === keys.sessionKey,
    );
    // The server's own query is in the record too; the browser's is the last.
    expect(asked.at(-1)?.body).to.deep.equal({
      recommendationLists: [{ id: 'later', algorithm: 'TOP_PRODUCTS', limit: 2 }],
    });
    expect(shownContent(container).slice(0, shown.length)).to.deep.equal(shown);
  });
});
