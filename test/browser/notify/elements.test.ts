/**
 * What the elements tell the service, read back from the reference server's record
 * (`GET /__reference/notifications`), each test in a session of its own: clicks on cards and
 * banners, add-to-cart (detail, quick add, tickets map, a shop cart's failed add), viewable impressions of
 * sponsored lists and cards (not for a quick pass, not twice, not in a hidden tab), favourites,
 * and nothing at all with `notify="false"` or SYNTHETIC; no keys with ANONYMOUS.
 */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { ProductPageResult, SponsoredPageResult } from '../../../src/api/schemas/results.ts';
import type { SfAddToCartDetail, SfFavoriteDetail } from '../../../src/events.ts';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import { FAVORITES_STORAGE } from '../../../src/controllers/favorites.ts';
import { notify } from '../../../src/notify/index.ts';
import {
  catalog,
  cleanup,
  findProduct,
  injectQueryFault,
  market,
  mount,
  productPageRequests,
  sleep,
  until,
} from '../controllers/storefront-fixtures.ts';

interface Received {
  endpoint: string;
  query: Record<string, string>;
  body: { ticket?: string; productKey?: string } | null;
  status: number;
}

type Market = Awaited<ReturnType<typeof market>>;

async function received(filter: (n: Received) => boolean): Promise<Received[]> {
  const response = await fetch('/__reference/notifications');
  return ((await response.json()) as Received[]).filter(filter);
}

const ofSession = (sessionKey: string) => (n: Received) => n.query.sessionKey === sessionKey;
const named = (endpoint: string) => (n: Received) => n.endpoint === endpoint;

/** Polls an async predicate (the fixtures' `until` takes a sync one). */
async function eventually(predicate: () => Promise<boolean>, what: string, timeout = 8000) {
  const start = performance.now();
  while (!(await predicate())) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Waits until `count` notifications match, then lets stragglers arrive and returns them all. */
async function arrived(filter: (n: Received) => boolean, count: number, what: string) {
  await eventually(async () => (await received(filter)).length >= count, what).catch(
    async (error: unknown) => {
      throw new Error(`${String(error)}; got ${JSON.stringify(await received(filter))}`);
    },
  );
  await sleep(400);
  return received(filter);
}

/** Nothing matching arrived: queued notifications are flushed, then given time to land. */
async function nothingArrived(filter: (n: Received) => boolean) {
  await notify.flush();
  await sleep(600);
  expect(await received(filter)).to.deep.equal([]);
}

const uniqueSession = (name: string) => `${name}-${crypto.randomUUID()}`;
/** List ids make tickets unique (`prod:<market>:rec:<listId>:<key>`): 1–20 letters/digits. */
const uniqueListId = () => `t${crypto.randomUUID().replaceAll('-', '').slice(0, 19)}`;

const part = (host: Element, name: string) =>
  host.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (host: Element, name: string) => [
  ...host.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];

/**
 * The links lead to other pages: stop the navigation after the elements have handled it (a
 * listener on the window runs last). Only for links: buttons keep their default action.
 */
function stopNavigation(event: Event) {
  if (event.composedPath().some((target) => target instanceof HTMLAnchorElement)) {
    event.preventDefault();
  }
}

interface ListOptions {
  sessionKey?: string;
  listId?: string;
  storefront?: Record<string, string>;
  attributes?: string[];
  sponsoredPositions?: string;
}

/** A standalone `sf-rec-list` (a GRID of 4) in its own `<sf-storefront>` session. */
async function recList(m: Market, productKey: string, options: ListOptions = {}) {
  const storefront = document.createElement('sf-storefront');
  const settings: Record<string, string> = {
    market: m.id,
    locale: m.locale,
    currency: m.currency,
    ...(options.sessionKey ? { 'session-key': options.sessionKey } : {}),
    ...options.storefront,
  };
  for (const [name, value] of Object.entries(settings)) storefront.setAttribute(name, value);
  const list = document.createElement('sf-rec-list');
  list.setAttribute('list-id', options.listId ?? uniqueListId());
  list.setAttribute('algorithm', 'TOP_PRODUCTS');
  list.setAttribute('visualization', 'GRID');
  list.setAttribute('limit', '4');
  list.setAttribute('product-key', productKey);
  if (options.sponsoredPositions) {
    list.setAttribute('sponsored-positions', options.sponsoredPositions);
  }
  for (const name of options.attributes ?? []) list.setAttribute(name, '');
  storefront.append(list);
  const { container } = mount(html`<div></div>`);
  container.append(storefront);
  await until(() => parts(list, 'card').some((c) => !c.matches('[part~="skeleton"]')), 'cards');
  return { list, storefront, container };
}

/** The main product of each rendered card, from the list's data. */
function shownGroups(list: SfRecList) {
  const shown = (
    list as unknown as { shownList(): ProductPageResult['recommendationLists'][0] }
  ).shownList();
  return shown.productGroups;
}

describe('notifications from the elements', () => {
  let m: Market;
  let productKey: string;
  let categoryPages: string[];

  before(async function () {
    this.timeout(30000);
    m = await market();
    const data = (await catalog()) as unknown as {
      groups: { products: string[] }[];
      markets: { id: string; pages: { id: string; category: string | null }[] }[];
    };
    productKey = data.groups[0]!.products[0]!;
    categoryPages = data.markets
      .find((candidate) => candidate.id === m.id)!
      .pages.filter((page) => page.category)
      .map((page) => page.id);
    localStorage.removeItem(FAVORITES_STORAGE);
  });

  beforeEach(() => {
    window.addEventListener('click', stopNavigation);
    window.addEventListener('auxclick', stopNavigation);
  });

  afterEach(async () => {
    window.removeEventListener('click', stopNavigation);
    window.removeEventListener('auxclick', stopNavigation);
    await executeServerCommand('set-tab-hidden', false);
    window.scrollTo(0, 0);
    cleanup();
  });

  it('sends one click with the product ticket per activation: click, middle click, Enter', async () => {
    const sessionKey = uniqueSession('click');
    const { list } = await recList(m, productKey, { sessionKey });
    const product = shownGroups(list)[0]!.products[0]!;
    const link = parts(list, 'link')[0] as HTMLAnchorElement;
    link.click();
    const first = await arrived(ofSession(sessionKey), 1, 'the click');
    expect(first.map((n) => [n.endpoint, n.body, n.status])).to.deep.equal([
      ['click', { ticket: product.ticket }, 204],
    ]);
    link.scrollIntoView({ block: 'center' });
    const rect = link.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      button: 'middle',
      position: [Math.round(rect.x + 5), Math.round(rect.y + rect.height / 2)],
    });
    link.focus();
    await sendKeys({ press: 'Enter' });
    const all = await arrived(ofSession(sessionKey), 3, 'the middle click and Enter');
    expect(all.map((n) => n.body)).to.deep.equal([
      { ticket: product.ticket },
      { ticket: product.ticket },
      { ticket: product.ticket },
    ]);
  });

  it("a shop's router takes a plain click by cancelling sf-product-click: the link is not followed, the click is sent", async () => {
    // An SPA audit: the framework recipes handed the href to the router, and the browser then
    // loaded the whole page anyway (sf-product-click could not be cancelled).
    const sessionKey = uniqueSession('routed');
    const { list } = await recList(m, productKey, { sessionKey });
    const product = shownGroups(list)[0]!.products[0]!;
    const link = parts(list, 'link')[0] as HTMLAnchorElement;
    const routed: { href: string; cancelable: boolean }[] = [];
    list.addEventListener('sf-product-click', (event) => {
      routed.push({ href: event.detail.href, cancelable: event.cancelable });
      event.preventDefault();
    });
    // Seen below the element, before the test's own window listener stops every navigation.
    const followed: boolean[] = [];
    const onClick = (event: Event) => {
      if (event.composedPath().includes(link)) followed.push(!event.defaultPrevented);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('auxclick', onClick);
    try {
      link.click();
      link.focus();
      await sendKeys({ press: 'Enter' });
      // A modified or middle click opens a tab of its own: the browser's, not the router's.
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
      );
      link.dispatchEvent(
        new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button: 1 }),
      );
    } finally {
      document.removeEventListener('click', onClick);
      document.removeEventListener('auxclick', onClick);
    }
    expect(followed).to.deep.equal([false, false, true, true]);
    expect(routed.map((r) => r.cancelable)).to.deep.equal([true, true, false, false]);
    expect(routed.every((r) => r.href === product.link)).to.equal(true);
    const sent = await arrived(ofSession(sessionKey), 4, 'four clicks');
    expect(sent.map((n) => [n.endpoint, n.body])).to.deep.equal(
      Array(4).fill(['click', { ticket: product.ticket }]),
    );
  });

  it('sends a click with the banner image ticket when a banner is clicked', async () => {
    const sessionKey = uniqueSession('banner');
    const { element } = mount<SfSponsoredPage>(
      html`<sf-sponsored-page
        page-reference=${categoryPages[0]!}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      ></sf-sponsored-page>`,
    );
    await until(() => part(element, 'banner-link'), 'a banner link');
    const banner = part(element, 'banner-link') as HTMLAnchorElement;
    const ticket = banner.dataset.ticket!;
    expect(ticket).to.match(/^ban:/);
    banner.click();
    const clicks = await arrived(
      (n) => ofSession(sessionKey)(n) && named('click')(n),
      1,
      'the banner click',
    );
    expect(clicks.map((n) => n.body)).to.deep.equal([{ ticket }]);
  });

  it('sends add-to-cart with the variant ticket from the detail, nothing when the shop cart failed', async () => {
    const sessionKey = uniqueSession('detail-cart');
    const { productKey: key, group } = await findProduct(
      (g) => g.products[0]!.variants.filter((v) => v.inStock).length >= 2,
    );
    const { element: page } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${key}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      ></sf-product-page>`,
    );
    await until(() => part(page, 'add-to-cart'), 'the add-to-cart button');
    const [cancelled, chosen] = group.products[0]!.variants.filter((v) => v.inStock);
    let cancel = true;
    const events: SfAddToCartDetail[] = [];
    page.addEventListener('sf-add-to-cart', (event) => {
      events.push(event.detail);
      if (cancel) {
        event.preventDefault();
        event.detail.handled(false);
      }
    });
    const choose = async (key: string) => {
      page.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${key}"]`)!.click();
      await page.updateComplete;
    };
    await choose(cancelled!.key);
    part(page, 'add-to-cart')!.click();
    cancel = false;
    await choose(chosen!.key);
    part(page, 'add-to-cart')!.click();
    expect(events.map((e) => e.ticket)).to.deep.equal([cancelled!.ticket, chosen!.ticket]);
    const sent = await arrived(ofSession(sessionKey), 1, 'add-to-cart');
    expect(sent.map((n) => [n.endpoint, n.body])).to.deep.equal([
      ['add-to-cart', { ticket: chosen!.ticket }],
    ]);
  });

  it('sends add-to-cart with the ticket of the tickets map when the group was not requested', async () => {
    const sessionKey = uniqueSession('tickets-map');
    const { element: page, loads } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      ></sf-product-page>`,
    );
    await until(() => loads.length, 'sf-load');
    const tickets = (loads[0]!.detail.result as ProductPageResult).tickets!;
    const [variantKey, ticket] = Object.entries(tickets)[0]!;
    expect(page.addToCart(variantKey)).to.equal(true);
    const sent = await arrived(ofSession(sessionKey), 1, 'add-to-cart');
    expect(sent.map((n) => [n.endpoint, n.body])).to.deep.equal([['add-to-cart', { ticket }]]);
  });

  it('quick-add on a card: sf-add-to-cart with the chosen size, then add-to-cart; failed shop add: nothing', async () => {
    const sessionKey = uniqueSession('quick-add');
    const { list } = await recList(m, productKey, { sessionKey, attributes: ['quick-add'] });
    const groups = shownGroups(list);
    const index = groups.findIndex(
      (g) => g.products[0]!.variants.filter((v) => v.inStock).length >= 2,
    );
    expect(index, 'a card with two sizes in stock').to.be.at.least(0);
    const product = groups[index]!.products[0]!;
    const card = parts(list, 'card')[index]!;
    const select = card.querySelector<HTMLSelectElement>('[part~="variant-select"]')!;
    const button = card.querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!;
    // Sizes out of stock are offered, but disabled.
    const outOfStock = product.variants.filter((v) => !v.inStock).map((v) => v.key);
    expect(
      [...select.options].filter((option) => option.disabled).map((option) => option.value),
    ).to.deep.equal(outOfStock);
    const [first, second] = product.variants.filter((v) => v.inStock);
    const events: SfAddToCartDetail[] = [];
    let cancel = true;
    const onAdd = (event: CustomEvent<SfAddToCartDetail>) => {
      events.push(event.detail);
      if (cancel) {
        event.preventDefault();
        event.detail.handled(false);
      }
    };
    document.addEventListener('sf-add-to-cart', onAdd);
    try {
      select.value = first!.key;
      button.click();
      cancel = false;
      select.value = second!.key;
      select.focus();
      button.focus();
      await sendKeys({ press: 'Enter' });
    } finally {
      document.removeEventListener('sf-add-to-cart', onAdd);
    }
    expect(events).to.have.length(2);
    const { handled, ...shown } = events[1]!;
    expect(handled).to.be.a('function');
    expect(shown).to.deep.equal({
      productKey: product.key,
      variantKey: second!.key,
      ticket: second!.ticket,
      quantity: 1,
      product,
      variant: second,
    });
    const sent = await arrived(ofSession(sessionKey), 1, 'add-to-cart');
    expect(sent.map((n) => [n.endpoint, n.body])).to.deep.equal([
      ['add-to-cart', { ticket: second!.ticket }],
    ]);
  });

  it('quick-add keeps cards and their skeletons the same size, one row taller', async () => {
    const sessionKey = uniqueSession('quick-add-size');
    await injectQueryFault({ sessionKey, delayMs: 1500 });
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', m.id);
    storefront.setAttribute('locale', m.locale);
    storefront.setAttribute('session-key', sessionKey);
    storefront.innerHTML = `<sf-rec-list list-id="${uniqueListId()}" algorithm="TOP_PRODUCTS" limit="4" product-key="${productKey}" quick-add></sf-rec-list><sf-rec-list list-id="${uniqueListId()}" algorithm="TOP_PRODUCTS" limit="4" product-key="${productKey}"></sf-rec-list>`;
    const { container } = mount(html`<div></div>`);
    container.append(storefront);
    const [withQuickAdd, plain] = [...storefront.querySelectorAll('sf-rec-list')] as SfRecList[];
    await until(() => part(withQuickAdd!, 'skeleton'), 'the skeleton');
    const height = (list: SfRecList) => part(list, 'card')!.getBoundingClientRect().height;
    const skeletonHeight = height(withQuickAdd!);
    await until(() => part(withQuickAdd!, 'add-to-cart'), 'the loaded cards', 8000);
    await until(() => !part(plain!, 'skeleton'), 'the plain list', 8000);
    expect(height(withQuickAdd!)).to.be.closeTo(skeletonHeight, 0.5);
    expect(height(withQuickAdd!)).to.be.above(height(plain!) + 20);
  });

  it('sends the impression of a sponsored card after a second in view, once, and not for a quick pass', async function () {
    this.timeout(20000);
    const sessionKey = uniqueSession('impression-card');
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight * 2}px`;
    const { container } = mount(html`<div></div>`);
    container.append(spacer);
    const { list } = await recList(m, productKey, { sessionKey, sponsoredPositions: '0' });
    container.append(list.parentElement!);
    const after = document.createElement('div');
    after.style.height = `${window.innerHeight * 2}px`;
    container.append(after);
    const sponsored = shownGroups(list)[0]!.products[0]!;
    expect(sponsored.sponsored).to.equal(true);
    const card = parts(list, 'card')[0]!;
    const impressions = (n: Received) => ofSession(sessionKey)(n) && named('ad-impression')(n);
    // A quick pass: in view for less than a second.
    card.scrollIntoView({ block: 'center' });
    await sleep(400);
    window.scrollTo(0, 0);
    await sleep(1200);
    await nothingArrived(impressions);
    // Stays in view: counted once.
    card.scrollIntoView({ block: 'center' });
    const sent = await arrived(impressions, 1, 'the impression');
    expect(sent.map((n) => n.body)).to.deep.equal([{ ticket: sponsored.ticket }]);
    // Away and back again: not twice.
    window.scrollTo(0, 0);
    await sleep(200);
    card.scrollIntoView({ block: 'center' });
    await sleep(1500);
    await notify.flush();
    await sleep(400);
    expect(await received(impressions)).to.have.length(1);
  });

  it('a new answer is a new view: a list shown again by a route counts again, a moved one does not', async function () {
    // An SPA audit: back on a page within the app, its sponsored cards sent no impression again
    // (the tickets already sent were the document's, whatever answer showed them).
    this.timeout(30000);
    const sessionKey = uniqueSession('impression-route');
    const impressions = (n: Received) => ofSession(sessionKey)(n) && named('ad-impression')(n);
    const listId = uniqueListId();
    const show = async () => {
      const shown = await recList(m, productKey, { sessionKey, listId, sponsoredPositions: '0' });
      const sponsored = shownGroups(shown.list)[0]!.products[0]!;
      expect(sponsored.sponsored).to.equal(true);
      parts(shown.list, 'card')[0]!.scrollIntoView({ block: 'center' });
      return { ...shown, ticket: sponsored.ticket };
    };
    const first = await show();
    await arrived(impressions, 1, 'the first impression');
    // Moved (out and back in): the same answer, no second impression.
    first.storefront.remove();
    first.container.append(first.storefront);
    parts(first.list, 'card')[0]!.scrollIntoView({ block: 'center' });
    await sleep(1500);
    await notify.flush();
    expect(await received(impressions)).to.have.length(1);
    // The route left and came back: a new list, a new query, a new answer.
    first.container.remove();
    const again = await show();
    const sent = await arrived(impressions, 2, 'the impression of the new answer');
    // The same ticket (the same placement), sent again for the new answer.
    expect(again.ticket).to.equal(first.ticket);
    expect(sent.map((n) => n.body)).to.deep.equal([
      { ticket: first.ticket },
      { ticket: first.ticket },
    ]);
  });

  it("a product page's lists reordered, taken out and put back, or one removed: no new query, each impression once", async function () {
    // A DOM-moves audit (the packed package, the script tag): a framework that reordered the
    // lists of a product page, kept one alive and put it back, or removed one for good made the
    // page query again (the lists in their new order, or fewer), and every new answer counted
    // the unchanged cards' impressions again (2 to 3 times each).
    this.timeout(40000);
    const sessionKey = uniqueSession('page-lists-moved');
    const impressions = (n: Received) => ofSession(sessionKey)(n) && named('ad-impression')(n);
    const { element: page, loads } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
        session-key=${sessionKey}
      >
        <div class="a">
          <sf-rec-list
            list-id=${uniqueListId()}
            algorithm="TOP_PRODUCTS"
            visualization="GRID"
            limit="4"
            sponsored-positions="0|1"
          ></sf-rec-list>
        </div>
        <div class="b">
          <sf-rec-list
            list-id=${uniqueListId()}
            algorithm="NEWEST_PRODUCTS"
            limit="2"
          ></sf-rec-list>
        </div>
      </sf-product-page>`,
    );
    const sponsoredList = page.querySelector<SfRecList>('.a sf-rec-list')!;
    const other = page.querySelector<HTMLElement>('.b')!;
    const pageLoads = () => loads.filter((load) => load.target === page);
    await until(() => pageLoads().length, "the page's sf-load");
    await until(() => parts(sponsoredList, 'card').length === 4, 'the sponsored cards');
    // A card shows its group's first product.
    const tickets = shownGroups(sponsoredList)
      .map((group) => group.products[0]!)
      .filter((product) => product.sponsored)
      .map((product) => product.ticket);
    expect(tickets).to.have.length(2);
    const seeCards = () => parts(sponsoredList, 'card')[0]!.scrollIntoView({ block: 'center' });
    seeCards();
    await arrived(impressions, 2, 'the two impressions');

    // Reordered (the other list's box first), taken out and put back, removed for good.
    const moves: [string, () => Promise<void> | void][] = [
      ['reordered', () => void page.prepend(other)],
      [
        'taken out and put back',
        async () => {
          other.remove();
          await sleep(300);
          page.append(other);
        },
      ],
      ['one removed for good', () => other.remove()],
    ];
    for (const [what, move] of moves) {
      await move();
      seeCards();
      await sleep(1500);
      await notify.flush();
      expect(productPageRequests(sessionKey), `queries, ${what}`).to.have.length(1);
      expect(pageLoads(), `sf-load of the page, ${what}`).to.have.length(1);
      expect(
        (await received(impressions)).map((n) => n.body?.ticket).sort(),
        `impressions, ${what}`,
      ).to.deep.equal([...tickets].sort());
    }
  });

  it("sends a sponsored list's impressionTicket (and its cards') once viewable", async function () {
    this.timeout(20000);
    const sessionKey = uniqueSession('impression-list');
    const { element, loads } = mount<SfSponsoredPage>(
      html`<sf-sponsored-page
        page-reference=${categoryPages[1]!}
        market=${m.id}
        locale=${m.locale}
        session-key=${sessionKey}
      ></sf-sponsored-page>`,
    );
    await until(() => loads.length, 'sf-load');
    const result = loads[0]!.detail.result as SponsoredPageResult;
    const sponsoredList = result.sponsoredLists.find((list) => list.impressionTicket)!;
    expect(sponsoredList, 'a sponsored list with an impression ticket').to.exist;
    const listElement = element.shadowRoot!.querySelector(
      `sf-rec-list[data-list-id="${sponsoredList.id}"]`,
    )!;
    listElement.scrollIntoView({ block: 'center' });
    const tickets = async () =>
      (await received((n) => ofSession(sessionKey)(n) && named('ad-impression')(n))).map(
        (n) => n.body?.ticket,
      );
    await eventually(
      async () => (await tickets()).includes(sponsoredList.impressionTicket!),
      'the list impression',
    );
    const first = sponsoredList.productGroups[0]!.products[0]!;
    await eventually(async () => (await tickets()).includes(first.ticket), "a card's impression");
    const all = await tickets();
    expect(all.filter((t) => t === sponsoredList.impressionTicket)).to.have.length(1);
  });

  it('sends no impression while the tab is hidden, and one once it is shown', async function () {
    this.timeout(20000);
    const sessionKey = uniqueSession('hidden-tab');
    await executeServerCommand('set-tab-hidden', true);
    await until(() => document.visibilityState === 'hidden', 'a hidden tab');
    const { list } = await recList(m, productKey, { sessionKey, sponsoredPositions: '0' });
    parts(list, 'card')[0]!.scrollIntoView({ block: 'center' });
    await sleep(1500);
    expect(document.visibilityState).to.equal('hidden');
    const impressions = (n: Received) => ofSession(sessionKey)(n) && named('ad-impression')(n);
    await nothingArrived(impressions);
    await executeServerCommand('set-tab-hidden', false);
    await until(() => document.visibilityState === 'visible', 'a visible tab');
    const sent = await arrived(impressions, 1, 'the impression once shown');
    expect(sent.map((n) => n.body)).to.deep.equal([
      { ticket: shownGroups(list)[0]!.products[0]!.ticket },
    ]);
  });

  it('favourites: toggles send add/remove-favorite with the product key and persist across renders', async () => {
    const sessionKey = uniqueSession('favorites');
    localStorage.removeItem(FAVORITES_STORAGE);
    const first = await recList(m, productKey, { sessionKey, attributes: ['favorites'] });
    const product = shownGroups(first.list)[0]!.products[0]!;
    const toggle = () => parts(first.list, 'favorite')[0] as HTMLButtonElement;
    expect(toggle().getAttribute('aria-pressed')).to.equal('false');
    expect(toggle().getAttribute('aria-label')).to.contain(product.name ?? '');
    const events: SfFavoriteDetail[] = [];
    document.addEventListener('sf-favorite', (event) => events.push(event.detail));
    toggle().click();
    await first.list.updateComplete;
    expect(toggle().getAttribute('aria-pressed')).to.equal('true');
    expect(events).to.deep.equal([{ productKey: product.key, favorite: true }]);
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE)!)).to.include(product.key);
    const added = await arrived(ofSession(sessionKey), 1, 'add-favorite');
    expect(added.map((n) => [n.endpoint, n.body])).to.deep.equal([
      ['add-favorite', { productKey: product.key }],
    ]);
    // A new render (a new element, as after a reload) shows the stored state.
    first.container.remove();
    const second = await recList(m, productKey, { sessionKey, attributes: ['favorites'] });
    const again = parts(second.list, 'favorite')[0] as HTMLButtonElement;
    expect(again.getAttribute('aria-pressed')).to.equal('true');
    // By keyboard: Space switches it off.
    again.focus();
    await sendKeys({ press: 'Space' });
    await second.list.updateComplete;
    expect(again.getAttribute('aria-pressed')).to.equal('false');
    const both = await arrived(ofSession(sessionKey), 2, 'remove-favorite');
    expect(both.map((n) => [n.endpoint, n.body])[1]).to.deep.equal([
      'remove-favorite',
      { productKey: product.key },
    ]);
  });

  for (const [name, storefront] of [
    ['notify="false"', { notify: 'false' }],
    ['user-context="SYNTHETIC"', { 'user-context': 'SYNTHETIC' }],
  ] as const) {
    it(`${name}: nothing is sent for clicks, add-to-cart or impressions`, async function () {
      this.timeout(15000);
      const sessionKey = uniqueSession('silent');
      const { list } = await recList(m, productKey, {
        sessionKey,
        storefront,
        sponsoredPositions: '0',
        attributes: ['quick-add'],
      });
      let added = 0;
      list.addEventListener('sf-add-to-cart', () => added++);
      (parts(list, 'link')[0] as HTMLAnchorElement).click();
      const enabled = parts(list, 'add-to-cart').find((b) => !(b as HTMLButtonElement).disabled);
      // A product with several sizes needs one chosen first.
      const select = enabled!.closest('form')!.querySelector('select');
      if (select) select.value = [...select.options].find((o) => o.value && !o.disabled)!.value;
      enabled!.click();
      expect(added).to.equal(1);
      parts(list, 'card')[0]!.scrollIntoView({ block: 'center' });
      await sleep(1600);
      await nothingArrived(ofSession(sessionKey));
    });
  }

  it('user-context="ANONYMOUS": notifications carry no customerKey or sessionKey', async () => {
    const listId = uniqueListId();
    const { list } = await recList(m, productKey, {
      listId,
      storefront: { 'user-context': 'ANONYMOUS' },
    });
    const product = shownGroups(list)[0]!.products[0]!;
    expect(product.ticket).to.contain(listId);
    (parts(list, 'link')[0] as HTMLAnchorElement).click();
    const sent = await arrived((n) => n.body?.ticket === product.ticket, 1, 'the click');
    expect(sent).to.have.length(1);
    expect(sent[0]!.query).to.deep.equal({ market: m.id, userContext: 'ANONYMOUS' });
  });
});
