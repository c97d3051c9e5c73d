/**
 * A server-rendered category landing (the demo route `/ssr/category.html`: demo/category.html's
 * two `<sf-sponsored-page>`s rendered by `storefront-elements/ssr` against the reference server)
 * upgrading in place in Chromium. The page's HTML goes into this document with its declarative
 * shadow roots before any element is defined, then `<sf-rec-list>` alone (as an autoloader may
 * deliver it first), then the rest of the library. No sponsored-page query
 * goes out, nothing shifts, no frame lacks a banner or card the server rendered, no element
 * reports an error, and a product click, an add-to-cart, a banner click and the viewable ad
 * impressions are delivered once each with the keys the server made (first visit: the
 * `sf-visitor` cookie) and the tickets of the embedded results.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { delivered, until, type Received } from '../notify/fixtures/helpers.ts';
import {
  frame,
  insertServerCategory,
  observeRequests,
  observeShifts,
  sponsoredPageQueries,
  visitorCookie,
  type Keys,
} from './ssr.helpers.ts';

interface Product {
  key: string;
  ticket: string;
  sponsored?: boolean;
  notifyImpression?: boolean;
  variants: { key: string; ticket: string; inStock: boolean }[];
}

interface Embedded {
  result: {
    banners: { id: string; images: { ticket: string; link?: string }[] }[];
    sponsoredLists: {
      id: string;
      impressionTicket?: string;
      productGroups: { products: Product[] }[];
    }[];
  };
}

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

const pagesOf = (container: Element) => [...container.querySelectorAll('sf-sponsored-page')];
const listsOf = (page: Element) => [...(page.shadowRoot?.querySelectorAll('sf-rec-list') ?? [])];

/** Each banner image and each card's name: what a frame must never lack. */
function shownContent(container: Element): string[] {
  return pagesOf(container).flatMap((page) => [
    ...[...(page.shadowRoot?.querySelectorAll('[part~="banner-image"]') ?? [])].map(
      (image) => (image as HTMLImageElement).src,
    ),
    ...listsOf(page).flatMap((list) =>
      [...(list.shadowRoot?.querySelectorAll('[part~="card"] [part~="name"]') ?? [])].map(
        (name) => name.textContent?.trim() ?? '',
      ),
    ),
  ]);
}

function boxes(container: Element): string[] {
  const box = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return `${rect.x},${rect.y},${rect.width},${rect.height}`;
  };
  return pagesOf(container).flatMap((page) => [
    ...[...(page.shadowRoot?.querySelectorAll('[part~="banner-image"]') ?? [])].map(box),
    ...listsOf(page).flatMap((list) =>
      [...(list.shadowRoot?.querySelectorAll('[part~="card"]') ?? [])].map(box),
    ),
  ]);
}

describe('a server-rendered sponsored page upgrades in place', () => {
  const container = document.createElement('main');
  let keys: Keys;
  let requested: string[] = [];
  let embedded: Embedded[];
  let initial: { content: string[]; boxes: string[] };
  let shifts: number[] = [];
  const missing: string[][] = [];
  const errors: unknown[] = [];
  const loads: unknown[] = [];
  const passing: EventTarget[] = [];

  before(async () => {
    localStorage.clear();
    document.cookie = 'sf-visitor=; Max-Age=0; Path=/';
    container.style.width = '1000px';
    // Card and banner links must not take the test page away; the click still counts.
    container.addEventListener('click', (event) => {
      if (event.composedPath().some((node) => (node as Element).localName === 'a')) {
        event.preventDefault();
      }
    });
    container.addEventListener('sf-error', (event) => errors.push((event as CustomEvent).detail));
    container.addEventListener('sf-load', (event) => loads.push(event.target));
    // The lists' own stop at their page; a capturing listener above it sees them pass.
    container.addEventListener('sf-load', (event) => passing.push(event.composedPath()[0]!), {
      capture: true,
    });
    document.body.append(container);
    embedded = (await insertServerCategory(container)) as Embedded[];
    keys = visitorCookie()!;
    expect(keys?.customerKey, 'server-made customer key').to.be.a('string');
    await frame();
    initial = { content: shownContent(container), boxes: boxes(container) };
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
    // The lists first, as an autoloader may deliver them (a product page's chunk) before the
    // sponsored page's: the server's copies inside the pages upgrade on their own for a while.
    await import('../../../src/elements/sf-rec-list/sf-rec-list.ts');
    for (let i = 0; i < 3; i++) await frame();
    await import('../../../src/index.ts');
    await fetch('/__reference/catalog');
    for (const tag of ['sf-storefront', 'sf-sponsored-page', 'sf-rec-list']) {
      await customElements.whenDefined(tag);
    }
    for (const page of pagesOf(container)) {
      await (page as Upgradable).updateComplete;
      for (const list of listsOf(page)) await (list as Upgradable).updateComplete;
    }
    for (let i = 0; i < 10; i++) await frame();
    sampling = false;
  });

  after(() => container.remove());

  it('sends no sponsored-page query and reports no error', () => {
    expect(
      requested.some((url) => url.includes('/catalog')),
      'requests are observed',
    ).to.equal(true);
    expect(sponsoredPageQueries(requested)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    expect(
      loads.filter((target) => (target as Element).localName === 'sf-sponsored-page'),
    ).to.have.length(2);
  });

  it('each list it shows reports its sf-load once, as on a page rendered in the browser', () => {
    // Shop audit s28, L4: the lists of a server-rendered sponsored page reported none.
    const lists = pagesOf(container).flatMap(listsOf);
    expect(lists.length).to.be.greaterThan(0);
    const listLoads = passing.filter((target) => (target as Element).localName === 'sf-rec-list');
    expect(listLoads).to.have.length(lists.length);
    expect(lists.every((list) => listLoads.includes(list))).to.equal(true);
  });

  it('shows the server content in every frame, in the same place (CLS 0)', () => {
    expect(missing, 'frames without the server content').to.deep.equal([]);
    expect(shownContent(container)).to.deep.equal(initial.content);
    expect(boxes(container)).to.deep.equal(initial.boxes);
    expect(shifts.reduce((sum, value) => sum + value, 0)).to.equal(0);
  });

  it('adopts the keys the server made for this first visit', () => {
    const stored = JSON.parse(localStorage.getItem('voyado.session')!) as Keys;
    expect(stored).to.deep.equal({ customerKey: keys.customerKey, sessionKey: keys.sessionKey });
  });

  it('delivers a product click, an add-to-cart and a banner click once each, with the embedded tickets', async () => {
    const [featured] = pagesOf(container);
    const data = embedded[0]!.result;
    const [list] = listsOf(featured!);
    const listData = data.sponsoredLists.find((l) => l.id === list!.getAttribute('data-list-id'))!;
    const cards = [...list!.shadowRoot!.querySelectorAll('[part~="card"]')];
    cards[0]!.querySelector<HTMLAnchorElement>('a[part~="link"]')!.click();
    const clicked = listData.productGroups[0]!.products[0]!;

    const index = listData.productGroups.findIndex((g) =>
      g.products[0]!.variants.some((v) => v.inStock),
    );
    const product = listData.productGroups[index]!.products[0]!;
    const variant = product.variants.find((v) => v.inStock)!;
    const select = cards[index]!.querySelector<HTMLSelectElement>('[part~="variant-select"]');
    if (select) select.value = variant.key;
    cards[index]!.querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!.click();

    const banner =
      featured!.shadowRoot!.querySelector<HTMLAnchorElement>('a[part~="banner-link"]')!;
    const bannerTicket = banner.dataset['ticket'];
    expect(data.banners.flatMap((b) => b.images.map((i) => i.ticket))).to.include(bannerTicket);
    banner.click();

    const sent = async () =>
      (await delivered(keys.sessionKey)).filter((r) => /(click|add-to-cart)$/.test(r.endpoint));
    await until(async () => (await sent()).length >= 3, 'the three notifications');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = await sent();
    const ticket = (r: Received) => (r.body as { ticket: string }).ticket;
    expect(
      settled
        .filter((r) => r.endpoint.endsWith('click'))
        .map(ticket)
        .sort(),
    ).to.deep.equal([clicked.ticket, bannerTicket].sort());
    expect(settled.filter((r) => r.endpoint.endsWith('add-to-cart')).map(ticket)).to.deep.equal([
      variant.ticket,
    ]);
    for (const received of settled) expect(received.query.customerKey).to.equal(keys.customerKey);
  });

  it('sends the viewable ad impressions once each, with the embedded tickets', async function () {
    this.timeout(15000);
    const [featured] = pagesOf(container);
    const data = embedded[0]!.result;
    const [list] = listsOf(featured!);
    const listData = data.sponsoredLists.find((l) => l.id === list!.getAttribute('data-list-id'))!;
    expect(listData.impressionTicket, 'the sponsored list has an impression ticket').to.be.a(
      'string',
    );
    list!.scrollIntoView({ block: 'center' });
    const impressions = async () =>
      (await delivered(keys.sessionKey)).filter((r) => r.endpoint.endsWith('ad-impression'));
    await until(
      async () =>
        (await impressions()).some(
          (r) => (r.body as { ticket: string }).ticket === listData.impressionTicket,
        ),
      'the list impression',
      8000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tickets = (await impressions()).map((r) => (r.body as { ticket: string }).ticket);
    expect(new Set(tickets).size, `no ticket twice: ${tickets.join(', ')}`).to.equal(
      tickets.length,
    );
    const known = embedded.flatMap((page) =>
      page.result.sponsoredLists.flatMap((l) => [
        l.impressionTicket,
        ...l.productGroups.map((g) => g.products[0]!.ticket),
      ]),
    );
    for (const ticket of tickets) expect(known, 'an embedded ticket').to.include(ticket);
    const sponsoredCard = listData.productGroups[0]!.products[0]!;
    if (sponsoredCard.sponsored || sponsoredCard.notifyImpression) {
      expect(tickets).to.include(sponsoredCard.ticket);
    }
  });
});
