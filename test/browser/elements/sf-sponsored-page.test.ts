/**
 * <sf-sponsored-page> against the reference server: banners, sponsored lists, the parameters it
 * sends, the timeout that resolves to empty, errors, lazy loading, aborts and stale responses.
 */
import { expect, html } from '@open-wc/testing';
import type { SponsoredProductList } from '../../../src/api/index.ts';
import type { SfBannerClickDetail } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import {
  addFault,
  mount,
  parts,
  QUERY_PATH,
  sentQueries,
  settled,
  sponsoredPage,
  uniqueKey,
  until,
  type Mounted,
} from './sf-sponsored-page.helpers.ts';
import type { SfSponsoredPage } from '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import { resolveStrings } from '../../../src/i18n/registry.ts';
import { failQueries, recordRequests, requestsOnTheirWay, sentRequests } from '../network.ts';
import { expectNoAxeViolations } from '../controllers/storefront-fixtures.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { CARD } from '../cards.ts';

const mounted: HTMLElement[] = [];

/** The strings the elements show in sv-SE (its language module is loaded once one rendered). */
const swedish = () => resolveStrings<SfStrings>('sv-SE');

function page(attributes: Record<string, string>): Mounted<SfSponsoredPage> & { key: string } {
  const key = uniqueKey('sp');
  const result = mount(
    sponsoredPage({ market: 'SE', locale: 'sv-SE', 'session-key': key, ...attributes }),
  );
  mounted.push(result.element);
  return { ...result, key };
}

function lists(element: HTMLElement): (HTMLElement & { list?: SponsoredProductList })[] {
  return parts(element, 'list');
}

afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

describe('<sf-sponsored-page>', () => {
  it('renders the banners of the page with their size reserved, linked, and labelled', async () => {
    const { element, loads } = page({ 'page-reference': 'campaign/summer' });
    await settled({ element, loads, errors: [] });
    await element.updateComplete;

    const banners = parts(element, 'banner');
    expect(banners.map((banner) => banner.dataset.bannerId)).to.deep.equal([
      'summer-1',
      'summer-2',
    ]);
    const images = parts(element, 'banner-image') as HTMLImageElement[];
    expect(images).to.have.length(4);
    const first = images[0]!;
    expect(first.getAttribute('width')).to.equal('1200');
    expect(first.getAttribute('height')).to.equal('400');
    expect(first.src).to.contain('/__reference/images/banner-campaign-summer-summer-1-1.svg');
    // The image is decorative inside a link that carries the name.
    expect(first.alt).to.equal('');
    const link = first.closest('a')!;
    expect(link.getAttribute('part')).to.equal('banner-link');
    expect(link.getAttribute('href')).to.equal('/sv-se/kategori/solglasogon');
    // Named by where it leads, in the page's language.
    expect(link.getAttribute('aria-label')).to.equal(swedish().bannerDestination('Solglasogon'));
    // Reserved by aspect ratio: the rendered box follows width/height before the image loads.
    const box = first.getBoundingClientRect();
    expect(box.height / box.width).to.be.closeTo(400 / 1200, 0.01);
  });

  it('emits sf-load once its result is rendered (a listener sees the banners and lists)', async () => {
    // The memory audit's follow-up: sf-load came from inside the query, before the result was
    // on the page, though the docs say "rendered".
    const element = sponsoredPage({
      market: 'SE',
      locale: 'sv-SE',
      'session-key': uniqueKey('sp-load'),
      'page-reference': 'campaign/summer',
    });
    const seen: number[][] = [];
    element.addEventListener('sf-load', () =>
      seen.push([parts(element, 'banner').length, parts(element, 'list').length]),
    );
    mounted.push(element);
    document.body.append(element);
    await until(() => seen.length > 0, 'sf-load');
    await element.updateComplete;
    expect(seen).to.deep.equal([[parts(element, 'banner').length, parts(element, 'list').length]]);
    expect(seen[0]![0]).to.be.above(0);
  });

  it('names a banner linked to a start page by its place, not by the locale in its path', async () => {
    const links = [
      '/sv-se/',
      '/en-us/',
      'https://shop.example/sv-se/',
      '/sv/',
      '/',
      '/sv-se/kategori/skor',
    ];
    const key = uniqueKey('banner-names');
    const image = (index: number) => `/__reference/images/banner-x-${index}.svg?w=800&h=200`;
    const body = {
      banners: links.map((link, index) => ({
        id: `b${index}`,
        width: 800,
        height: 200,
        images: [{ url: image(index), link, ticket: `ban:${index}` }],
      })),
      sponsoredLists: [],
    };
    await addFault({ sessionKey: key, body: JSON.stringify(body) });
    const { element, loads } = page({ 'page-reference': 'home', 'session-key': key });
    await settled({ element, loads, errors: [] });
    await element.updateComplete;
    const names = parts(element, 'banner-link').map((link) => link.getAttribute('aria-label'));
    const strings = swedish();
    expect(names).to.deep.equal([
      strings.bannerLink(1, 1),
      strings.bannerLink(1, 1),
      strings.bannerLink(1, 1),
      strings.bannerLink(1, 1),
      strings.bannerLink(1, 1),
      strings.bannerDestination('Skor'),
    ]);
  });

  it('renders each visible sponsored list through <sf-rec-list> with its list and winners', async () => {
    const mountedPage = page({ 'page-reference': 'campaign/summer' });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    const rendered = lists(mountedPage.element);
    // campaign/summer also has a hidden list: it is not rendered.
    expect(rendered.map((list) => list.list?.id)).to.deep.equal(['summer']);
    const list = rendered[0]!.list!;
    expect(list.winners).to.have.length(2);
    expect(list.productGroups.length).to.be.greaterThan(0);
    expect(rendered[0]!.localName).to.equal('sf-rec-list');
    // B's list renders it: label, the sponsored marking with the winners, and cards.
    const listRoot = rendered[0]!.shadowRoot!;
    await until(() => listRoot.querySelector(CARD), 'cards in the list');
    expect(listRoot.querySelector('[part~="label"]')?.textContent).to.equal(list.label);
    const marking = listRoot.querySelector('[part~="sponsored-by"]')?.textContent ?? '';
    for (const brand of list.winners) expect(marking).to.contain(brand);
    expect(mountedPage.loads).to.have.length(1);
    expect(
      (mountedPage.loads[0]!.result as { sponsoredLists: unknown[] }).sponsoredLists,
    ).to.have.length(2);
  });

  it('sends page reference, facets and winner as query parameters (a GET without cookies)', async () => {
    await recordRequests();
    // The shop's own cookie stays with the shop: a storefront query carries no credential.
    document.cookie = 'sf-shop-session=1; path=/';
    const mountedPage = page({
      'page-reference': 'category/shoes',
      facets: 'f.color=red|blue&f.price.min=10',
      winner: 'Boreal',
    });
    await settled(mountedPage);
    const [params] = sentQueries(mountedPage.key);
    expect(params?.get('pageReference')).to.equal('category/shoes');
    expect(params?.get('f.color')).to.equal('red|blue');
    expect(params?.get('f.price.min')).to.equal('10');
    expect(params?.get('winner')).to.equal('Boreal');
    expect(params?.get('market')).to.equal('SE');
    const sent = await sentRequests(mountedPage.key);
    document.cookie = 'sf-shop-session=; path=/; max-age=0';
    expect(sent.map((request) => [request.method, request.body, request.cookie])).to.deep.equal([
      ['GET', undefined, undefined],
    ]);
    expect(mountedPage.errors).to.deep.equal([]);
  });

  it('sends catalog-entitlement as a POST body, and the lists keep to it', async () => {
    await recordRequests();
    const rule = 'rule incl in_stock {"true"}';
    const mountedPage = page({ 'page-reference': 'home', 'catalog-entitlement': rule });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    const sent = await sentRequests(mountedPage.key);
    expect(sent.map((request) => request.method)).to.deep.equal(['POST']);
    expect(JSON.parse(sent[0]!.body!)).to.deep.equal({ catalogEntitlement: rule });
    const products = lists(mountedPage.element).flatMap((list) =>
      list.list!.productGroups.flatMap((group) => group.products),
    );
    expect(products.length).to.be.greaterThan(0);
    expect(products.every((product) => product.inStock)).to.equal(true);
  });

  it('emits a cancelable sf-banner-click with the image ticket and href', async () => {
    const mountedPage = page({ 'page-reference': 'category/shoes' });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    const clicks: SfBannerClickDetail[] = [];
    let defaultPrevented = false;
    mountedPage.element.addEventListener('sf-banner-click', (event) => {
      clicks.push(event.detail);
      event.preventDefault();
    });
    // A listener after ours sees whether the navigation was stopped.
    document.addEventListener(
      'click',
      (event) => {
        defaultPrevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    parts(mountedPage.element, 'banner-link')[0]!.click();
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.ticket).to.equal('ban:SE:category/shoes:category-top:1');
    expect(clicks[0]!.href).to.equal('/sv-se/kategori/skor');
    expect(clicks[0]!.banner.id).to.equal('category-top');
    expect(clicks[0]!.image.ticket).to.equal(clicks[0]!.ticket);
    expect(defaultPrevented).to.equal(true);

    // A ctrl-click opens a tab of its own: the event still comes, and cannot stop it.
    document.addEventListener(
      'click',
      (event) => {
        defaultPrevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    parts(mountedPage.element, 'banner-link')[0]!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
    );
    expect(clicks).to.have.length(2);
    expect(defaultPrevented).to.equal(false);
  });

  it('resolves to its empty state, quietly, when bidding outlasts timeout', async () => {
    const key = uniqueKey('sp-slow');
    await addFault({ delayMs: 1500, sessionKey: key });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key, timeout: '200' });
    const empty = document.createElement('p');
    empty.slot = 'empty';
    empty.textContent = 'Nothing sponsored today';
    mountedPage.element.append(empty);
    const start = performance.now();
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(performance.now() - start).to.be.lessThan(1200);
    expect(mountedPage.errors).to.deep.equal([]);
    expect(mountedPage.loads[0]!.result).to.deep.equal({ banners: [], sponsoredLists: [] });
    expect(mountedPage.element.timedOut).to.equal(true);
    const emptyPart = parts(mountedPage.element, 'empty');
    expect(emptyPart).to.have.length(1);
    const slot = emptyPart[0]!.querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([empty]);
    expect(parts(mountedPage.element, 'error')).to.have.length(0);
  });

  it('shows its empty state for a page without sponsored content', async () => {
    const mountedPage = page({ 'page-reference': 'home', notify: 'false' });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    // notify=false: no bidding, banners only.
    expect(parts(mountedPage.element, 'banner').length).to.be.greaterThan(0);
    expect(lists(mountedPage.element)).to.have.length(0);
    expect(parts(mountedPage.element, 'lists')).to.have.length(0);
  });

  it('shows an error state and emits sf-error with status for a failed query', async () => {
    const key = uniqueKey('sp-fail');
    // Twice: one 500 is asked again.
    await addFault({ status: 500, count: 2, sessionKey: key });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(mountedPage.errors).to.have.length(1);
    expect(mountedPage.errors[0]).to.include({ kind: 'server-error', status: 500 });
    const error = parts(mountedPage.element, 'error');
    expect(error).to.have.length(1);
    expect(error[0]!.getAttribute('role')).to.equal('alert');
    expect(parts(mountedPage.element, 'empty')).to.have.length(0);
    expect(mountedPage.loads).to.have.length(0);
  });

  it('asks again when the browser is back online after its query failed for the network', async function () {
    // As a product page does: a page opened in a dead zone shows its banners once the network
    // is back, without a reload. The waits are generous: the reference server shares the runner's
    // process with the other test files, which a loaded CI machine can stall for seconds.
    this.timeout(25000);
    await failQueries(true);
    try {
      const mountedPage = page({ 'page-reference': 'home' });
      await settled(mountedPage);
      expect(mountedPage.errors.map((error) => error.kind)).to.deep.equal(['network']);
      await failQueries(false);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(mountedPage.loads, 'no query asked by itself meanwhile').to.have.length(0);
      dispatchEvent(new Event('online'));
      await until(() => mountedPage.loads.length > 0, 'the page loaded after online', 10000);
      await mountedPage.element.updateComplete;
      expect(parts(mountedPage.element, 'error')).to.have.length(0);
      expect(parts(mountedPage.element, 'banner').length).to.be.greaterThan(0);
      // Once: a second online (a flaky network) asks nothing more.
      dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answered = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes(QUERY_PATH) &&
            entry.name.includes(mountedPage.key) &&
            (entry as PerformanceResourceTiming).responseStatus === 200,
        );
      expect(answered).to.have.length(1);
      expect(mountedPage.loads).to.have.length(1);
    } finally {
      await failQueries(false);
    }
  });

  it('reports an answer of another shape (members, none of its own) as invalid-response', async () => {
    // A wrong `api-base` (another service's JSON) was an empty page without a word.
    const key = uniqueKey('sp-shape');
    await addFault({ status: 200, body: '{"hello":"world"}', sessionKey: key });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(mountedPage.errors).to.have.length(1);
    expect(mountedPage.errors[0]!.kind).to.equal('invalid-response');
    expect(mountedPage.errors[0]!.message).to.include('hello');
    expect(parts(mountedPage.element, 'error')).to.have.length(1);
    expect(mountedPage.loads).to.have.length(0);
  });

  it('shows an empty answer ({}) as its empty state, without an error', async () => {
    const key = uniqueKey('sp-empty');
    await addFault({ status: 200, body: '{}', sessionKey: key });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    await settled(mountedPage);
    expect(mountedPage.errors).to.deep.equal([]);
    expect(mountedPage.loads).to.have.length(1);
  });

  it('reports an unknown page as not-found', async () => {
    const mountedPage = page({ 'page-reference': 'no/such/page' });
    await settled(mountedPage);
    expect(mountedPage.errors[0]).to.include({ kind: 'not-found', status: 404 });
  });

  it('reports invalid configuration as kind config and sends nothing', async () => {
    const mountedPage = page({ 'page-reference': 'home', facets: 'color=red' });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(mountedPage.errors[0]?.kind).to.equal('config');
    expect(mountedPage.errors[0]?.message).to.contain('facets');
    expect(sentQueries(mountedPage.key)).to.have.length(0);
    expect(parts(mountedPage.element, 'error')).to.have.length(1);
  });

  it('shows a skeleton that reserves --sf-banner-min-height while loading', async () => {
    const key = uniqueKey('sp-skeleton');
    await addFault({ delayMs: 800, sessionKey: key });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    mountedPage.element.style.setProperty('--sf-banner-min-height', '123px');
    await mountedPage.element.updateComplete;
    await until(() => mountedPage.element.hasAttribute('aria-busy'), 'aria-busy');
    // "true": an empty value is no busy state to assistive technology (audit s34, F5).
    expect(mountedPage.element.getAttribute('aria-busy')).to.equal('true');
    const skeleton = mountedPage.element.shadowRoot!.querySelector(
      'div.skeleton[part="skeleton"]',
    )!;
    const banner = skeleton.querySelector('.banner-skeleton')!;
    expect(banner.getBoundingClientRect().height).to.equal(123);
    // The list placeholder is a row of card skeletons, as tall as a loaded carousel row.
    expect(skeleton.querySelectorAll('[part~="list"][part~="skeleton"]')).to.have.length(1);
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(parts(mountedPage.element, 'skeleton')).to.have.length(0);
    expect(mountedPage.element.hasAttribute('aria-busy')).to.equal(false);
  });

  it('aborts the request in flight when an attribute changes; the stale answer never shows', async () => {
    const key = uniqueKey('sp-abort');
    await addFault({ delayMs: 700, sessionKey: key });
    await recordRequests();
    const mountedPage = page({ 'page-reference': 'campaign/summer', 'session-key': key });
    await requestsOnTheirWay(key);
    mountedPage.element.setAttribute('page-reference', 'category/shoes');
    await until(() => mountedPage.loads.length === 1, 'the second page');
    const sent = await sentRequests(key, 2);
    expect(
      sent.map((request) => new URL(request.url).searchParams.get('pageReference')),
    ).to.deep.equal(['campaign/summer', 'category/shoes']);
    expect(sent.map((request) => request.canceled)).to.deep.equal([true, false]);
    // Wait past the first request's delay: nothing may replace the newer page.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await mountedPage.element.updateComplete;
    expect(mountedPage.loads).to.have.length(1);
    expect(parts(mountedPage.element, 'banner').map((b) => b.dataset.bannerId)).to.deep.equal([
      'category-top',
    ]);
  });

  it('stops its query when removed before the answer came; moved meanwhile, it asks again', async () => {
    const statuses = (key: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).searchParams.get('sessionKey') === key)
        .map((entry) => entry.responseStatus);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** A page whose answer is 1.5 s away, taken out of the document 300 ms after it asked. */
    const removedAsking = async (name: string) => {
      const key = uniqueKey(name);
      await addFault({ delayMs: 1500, sessionKey: key });
      const mountedPage = page({ 'page-reference': 'home', 'session-key': key, timeout: '3000' });
      await sleep(300);
      mountedPage.element.remove();
      return { ...mountedPage, key };
    };
    const removed = await removedAsking('sp-removed');
    await sleep(1800);
    expect(statuses(removed.key), 'a removed page').to.deep.equal([0]);
    expect(removed.errors).to.deep.equal([]);
    expect(removed.loads).to.deep.equal([]);

    const moved = await removedAsking('sp-moved');
    await sleep(50);
    document.body.append(moved.element);
    await settled(moved);
    expect(statuses(moved.key), 'a moved page').to.deep.equal([0, 200]);
    expect(moved.errors).to.deep.equal([]);
    expect(moved.element.timedOut).to.equal(false);
    expect(parts(moved.element, 'banner').length).to.be.greaterThan(0);
  });

  it('with lazy, queries only once it comes within 400px of the viewport', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.body.append(spacer);
    mounted.push(spacer);
    const mountedPage = page({ 'page-reference': 'category/shoes', lazy: '' });
    await mountedPage.element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentQueries(mountedPage.key)).to.have.length(0);
    expect(parts(mountedPage.element, 'skeleton').length).to.be.greaterThan(0);

    mountedPage.element.scrollIntoView();
    await settled(mountedPage);
    expect(sentQueries(mountedPage.key)).to.have.length(1);
    window.scrollTo(0, 0);
  });

  it('drops invalid parts (reported as kind dropped) and never links an unsafe URL', async () => {
    // The reference server answers this page's next query with the hostile body.
    const key = uniqueKey('sp-unsafe');
    await addFault({
      status: 200,
      sessionKey: key,
      body: JSON.stringify({
        banners: [
          {
            id: 'unsafe',
            width: 600,
            height: 200,
            images: [
              // An image that loads (one that does not is drawn as a box with its name).
              {
                url: '/__reference/images/banner-home-hero-1.svg?w=600&h=200',
                link: 'javascript:alert(1)',
                ticket: 't-1',
              },
              { url: 'javascript:alert(2)', link: '/ok', ticket: 't-2' },
            ],
          },
          { id: 'broken', width: 'wide', height: 200, images: [] },
        ],
        sponsoredLists: [],
      }),
    });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    // The page renders at once; the report follows with its words.
    await until(() => mountedPage.errors.length, 'the report');
    expect(mountedPage.errors.map((error) => error.kind)).to.deep.equal(['dropped']);
    // The unsafe link and image are reported too, not only the invalid banner.
    expect(mountedPage.errors[0]!.dropped!.map((item) => item.path)).to.deep.equal([
      'banners[0].images[0].link',
      'banners[0].images[1]',
      'banners[1]',
    ]);
    const root = mountedPage.element.shadowRoot!;
    expect(root.querySelectorAll('a')).to.have.length(0);
    const images = parts(mountedPage.element, 'banner-image') as HTMLImageElement[];
    expect(images).to.have.length(1);
    // Not a link: the image carries the name itself.
    expect(images[0]!.alt).to.equal(swedish().bannerImage(1, 1));
    expect(root.innerHTML).to.not.contain('javascript:');
  });

  it('has no axe violations with two banner carousels (one name for both)', async () => {
    // Each banner of several images is named "Banners": as landmarks, two were one name twice.
    const key = uniqueKey('sp-banners');
    const banner = (id: string) => ({
      id,
      width: 600,
      height: 200,
      images: [1, 2].map((n) => ({
        url: `/img/${id}-${n}.svg`,
        link: `/c/${id}-${n}`,
        ticket: `${id}-${n}`,
      })),
    });
    await addFault({
      status: 200,
      sessionKey: key,
      body: JSON.stringify({ banners: [banner('a'), banner('b')], sponsoredLists: [] }),
    });
    const mountedPage = page({ 'page-reference': 'home', 'session-key': key });
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(parts(mountedPage.element, 'banner')).to.have.length(2);
    await expectNoAxeViolations(mountedPage.element);
  });

  it('re-exports the parts of its lists and cards', async () => {
    const style = document.createElement('style');
    style.textContent = `
      sf-sponsored-page::part(card) { outline: 3px solid rgb(1, 2, 3); }
      sf-sponsored-page::part(label) { color: rgb(4, 5, 6); }
      sf-sponsored-page::part(banner-image) { border-radius: 7px; }`;
    document.head.append(style);
    try {
      const mountedPage = page({ 'page-reference': 'category/shoes' });
      await settled(mountedPage);
      await mountedPage.element.updateComplete;
      const listRoot = lists(mountedPage.element)[0]!.shadowRoot!;
      await until(() => listRoot.querySelector(CARD), 'cards in the list');
      const card = listRoot.querySelector(CARD)!;
      // The card may be inside a nested element: find the element that carries the part.
      expect(getComputedStyle(card).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(listRoot.querySelector('[part~="label"]')!).color).to.equal(
        'rgb(4, 5, 6)',
      );
      expect(
        getComputedStyle(parts(mountedPage.element, 'banner-image')[0]!).borderRadius,
      ).to.equal('7px');
    } finally {
      style.remove();
    }
  });

  it('hands renderCard to its lists, with the list and its winners in the context', async () => {
    const mountedPage = page({ 'page-reference': 'category/shoes' });
    const seen: string[][] = [];
    mountedPage.element.renderCard = (group, context) => {
      seen.push((context.list as SponsoredProductList | undefined)?.winners ?? []);
      return html`<p class="custom-card">${group.key}</p>`;
    };
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    const listRoot = lists(mountedPage.element)[0]!.shadowRoot!;
    await until(() => listRoot.querySelector('.custom-card'), 'custom cards');
    expect(listRoot.querySelectorAll('[part~="card"]')).to.have.length(0);
    expect(seen.length).to.be.greaterThan(0);
    expect(seen[0]).to.have.length(2);
  });

  it('takes banner strings from the strings property', async () => {
    const mountedPage = page({ 'page-reference': 'category/shoes' });
    mountedPage.element.strings = { bannerDestination: (to) => `Kampanj: ${to}` };
    await settled(mountedPage);
    await mountedPage.element.updateComplete;
    expect(parts(mountedPage.element, 'banner-link')[0]!.getAttribute('aria-label')).to.match(
      /^Kampanj: /,
    );
  });
});
