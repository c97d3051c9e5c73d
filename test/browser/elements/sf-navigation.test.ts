/**
 * <sf-navigation>: what it renders from an exported NavigationContainer (a static JSON file or
 * the `navigation` property), hrefs, the current page, templates, states and events.
 */
import { expect, html } from '@open-wc/testing';
import { render } from 'lit';
import type { NavigationNode } from '../../../src/api/schemas/admin.ts';
import type { NavigationItemContext } from '../../../src/templates/navigation.ts';
import {
  button,
  control,
  fixture,
  mount,
  parts,
  settled,
  submenuOf,
  unmountAll,
  until,
} from './sf-navigation.helpers.ts';
import { holdRequests, recordRequests, requestsOnTheirWay, sentRequests } from '../network.ts';

afterEach(async () => {
  await holdRequests(null);
  unmountAll();
});

/** The fixture with one more node, mounted and settled. */
async function mountWithNode(node: NavigationNode) {
  const navigation = fixture();
  navigation.addOrUpdate!.push(node);
  const result = mount({}, { navigation });
  await settled(result);
  return result;
}

describe('<sf-navigation> data', () => {
  it('renders the exported JSON from src, filling {market} and {locale} from <sf-storefront>', async () => {
    await recordRequests();
    document.cookie = 'sf-navigation-test=1; path=/';
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', 'US');
    storefront.setAttribute('locale', 'en-US');
    document.body.append(storefront);
    // A query of its own: the file comes over the network, not from an earlier test's cache.
    const src = `/demo/navigation/{market}-{locale}.json?case=${crypto.randomUUID()}`;
    const result = mount({ src }, {}, storefront);
    await import('../../../src/elements/sf-storefront/sf-storefront.ts');
    await settled(result);
    const { element } = result;

    // With the page's cookies (credentials 'same-origin'), as the shop's own files are fetched.
    // The protocol may report the request's cookies after its answer: wait for them.
    await until(
      async () => (await sentRequests('/demo/navigation/'))[0]?.cookie,
      "the request's Cookie header",
      2000,
    ).catch(() => undefined);
    const sent = await sentRequests('/demo/navigation/');
    expect(sent.map((request) => new URL(request.url).pathname)).to.deep.equal([
      '/demo/navigation/US-en-US.json',
    ]);
    expect(sent[0]!.cookie ?? '(none)', JSON.stringify(sent)).to.contain('sf-navigation-test=1');
    document.cookie = 'sf-navigation-test=; path=/; max-age=0';
    expect(result.errors).to.deep.equal([]);
    expect(result.loads).to.have.length(1);
    const loaded = result.loads[0]!.result as { market: string; addOrUpdate: NavigationNode[] };
    expect(loaded.market).to.equal('US');
    expect(loaded.addOrUpdate.length).to.be.greaterThan(5);

    const nav = parts(element, 'nav')[0]!;
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Main');
    const topLevel = [...parts(element, 'list')[0]!.children].map((item) =>
      item.querySelector('a, button')?.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(topLevel).to.deep.equal(['Categories', 'Summer New', 'Customer service', 'Gift cards']);
    // A top-level parent is a button whose submenu starts with the parent's own link.
    const categories = button(element, 'Categories');
    const submenu = submenuOf(element, categories);
    const links = [...submenu.querySelectorAll('a')];
    expect(links[0]!.textContent?.trim()).to.equal('All Categories');
    expect(links[0]!.getAttribute('href')).to.equal('/home');
    expect(links.map((link) => link.getAttribute('href'))).to.include('/category/jackets');
    // The external app link opens no window handle back to the shop.
    expect(control(element, 'Gift cards').getAttribute('rel')).to.equal('noopener');
    expect(control(element, 'Customer service').hasAttribute('rel')).to.be.false;
    storefront.remove();
  });

  it('renders the tree from the navigation property: submenus, links, labels', async () => {
    const result = mount({}, { navigation: fixture() });
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);

    const list = parts(element, 'list')[0]!;
    expect([...list.children].map((item) => item.getAttribute('part'))).to.deep.equal(
      Array(5).fill('item'),
    );
    const clothing = button(element, 'Clothing');
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
    const submenu = submenuOf(element, clothing);
    expect(submenu.getAttribute('part')).to.equal('submenu');
    expect(submenu.hidden).to.be.true;
    // Submenu: overview link, Tops (link + toggle), Jackets with its badge, the LABEL, Summer.
    const items = [...submenu.children].map((item) =>
      item.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(items[0]).to.equal('All Clothing');
    expect(items[1]).to.match(/^Tops/);
    expect(items.slice(2)).to.deep.equal(['Jackets New', 'Seasonal', 'Summer']);
    // Tops is a deeper parent: its link stays, a toggle button with its own name sits next to it.
    const tops = button(element, 'Tops: more pages');
    expect(control(element, 'Tops').getAttribute('href')).to.equal('/department/tops');
    expect(submenuOf(element, tops).querySelectorAll('a')).to.have.length(2);
    // LABEL nodes are not interactive: a badge inside the leaf's link, or a text item.
    const seasonal = control(element, 'Seasonal');
    expect(seasonal.localName).to.equal('span');
    expect(seasonal.getAttribute('part')).to.equal('label');
    expect(seasonal.closest('a, button')).to.equal(null);
    const badge = parts(element, 'label').find((label) => label.textContent === 'New')!;
    expect(badge.closest('a')?.getAttribute('href')).to.equal('/category/jackets');
    expect(control(element, 'Stores').getAttribute('href')).to.equal('https://stores.example.com/');
  });

  it('builds PAGE hrefs with customData.path or / + pageId, or with a pagePath override', async () => {
    const result = await mountWithNode({
      id: 'sneaky',
      title: 'Sneaky',
      type: 'PAGE',
      pageId: '//evil.example/x',
    });
    const { element } = result;
    expect(control(element, 'Home').getAttribute('href')).to.equal('/');
    expect(control(element, 'Shirts').getAttribute('href')).to.equal('/en-us/category/shirts');
    expect(control(element, 'Jackets New').getAttribute('href')).to.equal('/category/jackets');
    // A page id never makes a protocol-relative link to another host.
    expect(control(element, 'Sneaky').getAttribute('href')).to.equal('/evil.example/x');

    element.pagePath = (node) =>
      node.pageId === 'home' ? 'javascript:alert(1)' : `/shop/${node.pageId}`;
    await element.updateComplete;
    expect(control(element, 'Shirts').getAttribute('href')).to.equal('/shop/category/shirts');
    expect(control(element, 'All Clothing').getAttribute('href')).to.equal(
      '/shop/department/clothing',
    );
    // The override's result is checked like any URL: unsafe renders as text.
    expect(control(element, 'Home').localName).to.equal('span');
  });

  it('marks the current page with aria-current and its ancestors as the current branch', async () => {
    const result = mount({ 'current-path': '/en-us/category/shirts/' }, { navigation: fixture() });
    await settled(result);
    const { element } = result;
    const current = [...element.shadowRoot!.querySelectorAll('[aria-current]')];
    expect(current).to.have.length(1);
    expect(current[0]!.textContent?.trim()).to.equal('Shirts');
    expect(current[0]!.getAttribute('aria-current')).to.equal('page');
    expect(current[0]!.getAttribute('part')).to.equal('link current');
    const clothing = button(element, 'Clothing');
    const tops = button(element, 'Tops: more pages');
    expect(clothing.getAttribute('part')).to.equal('button current-branch');
    expect(tops.getAttribute('part')).to.equal('button current-branch');
    expect(submenuOf(element, clothing).getAttribute('part')).to.equal('submenu current-branch');
    expect(control(element, 'Tops').getAttribute('part')).to.equal('link current-branch');
    expect(button(element, 'Accessories').getAttribute('part')).to.equal('button');

    element.currentPath = '/category/bags';
    await element.updateComplete;
    expect(control(element, 'Bags').getAttribute('aria-current')).to.equal('page');
    expect(control(element, 'Shirts').hasAttribute('aria-current')).to.be.false;
    expect(button(element, 'Accessories').getAttribute('part')).to.equal('button current-branch');
    expect(clothing.getAttribute('part')).to.equal('button');
  });

  it('defaults the current page to location.pathname', async () => {
    const navigation = fixture();
    // Home's path is `/`: keep it from matching a test page served at the root.
    navigation.addOrUpdate = navigation.addOrUpdate!.filter((node) => node.id !== 'home');
    navigation.addOrUpdate.push({
      id: 'here',
      title: 'Here',
      type: 'PAGE',
      pageId: 'here',
      customData: { path: location.pathname },
    });
    const result = mount({}, { navigation });
    await settled(result);
    expect(control(result.element, 'Here').getAttribute('aria-current')).to.equal('page');
  });

  it('leaves out an icon that does not load, instead of the broken image', async () => {
    // Seen on the demo's navigation with its icons answered 404: the browser's broken-image icon
    // before "Summer", although the icon is decorative (alt="").
    const missing = `/__reference/no-such-icon-${crypto.randomUUID()}.svg`;
    const result = await mountWithNode({
      id: 'broken-icon',
      title: 'Broken icon',
      type: 'PAGE',
      pageId: 'broken-icon',
      iconPath: missing,
    });
    const broken = () => control(result.element, 'Broken icon').querySelector('img');
    await until(() => broken() === null, 'the failed icon to go');
    // The icons that load stay: the Clothing button's and its overview link's.
    expect(parts(result.element, 'icon')).to.have.length(2);
  });

  it('hands renderItem the node, href, level, current state, customData and iconPath', async () => {
    const seen: { id: string; context: NavigationItemContext }[] = [];
    const result = mount(
      { 'current-path': '/en-us/category/shirts' },
      {
        navigation: fixture(),
        renderItem: (node, context) => {
          seen.push({ id: node.id, context });
          return html`<a
            part="link custom"
            href=${context.href ?? '#'}
            data-tone=${context.customData['tone'] ?? ''}
            data-level=${context.level}
            data-icon=${context.iconPath ?? ''}
            @click=${context.onNavigate}
            >${node.title}${context.current ? ' (here)' : ''}</a
          >`;
        },
      },
    );
    await settled(result);
    const { element } = result;
    const custom = parts(element, 'custom');
    expect(custom.length).to.be.greaterThan(10);
    const shirts = custom.find((link) => link.textContent?.startsWith('Shirts'))!;
    expect(shirts.textContent).to.equal('Shirts (here)');
    expect(shirts.dataset.tone).to.equal('sale');
    expect(shirts.dataset.level).to.equal('2');
    const overview = seen.find((entry) => entry.id === 'clothing' && entry.context.overview)!;
    expect(overview.context.iconPath).to.equal('/__reference/images/nav-clothing.svg?w=40&h=40');
    expect(overview.context.level).to.equal(1);
    expect(overview.context.children.map((node) => node.id)).to.deep.equal([
      'tops',
      'jackets',
      'seasonal',
      'summer',
    ]);
    expect(
      seen.find((entry) => entry.id === 'jackets')!.context.labels.map((n) => n.title),
    ).to.deep.equal(['New']);
    expect(seen.find((entry) => entry.id === 'stores')!.context.external).to.be.true;
    // The context's onNavigate emits sf-navigate from a custom link too.
    shirts.click();
    expect(result.navigations.map((detail) => detail.node.id)).to.deep.equal(['shirts']);
  });

  it('shows an icon from iconPath in the default template, decorative and checked', async () => {
    const result = await mountWithNode({
      id: 'bad-icon',
      title: 'Bad icon',
      type: 'PAGE',
      pageId: 'bad-icon',
      iconPath: 'javascript:alert(1)',
    });
    const icons = parts(result.element, 'icon') as HTMLImageElement[];
    // The Clothing button and its overview link; the unsafe one is left out.
    expect(icons).to.have.length(2);
    expect(icons.every((icon) => icon.alt === '')).to.be.true;
    expect(icons[0]!.getAttribute('src')).to.equal(
      '/__reference/images/nav-clothing.svg?w=40&h=40',
    );
    expect(control(result.element, 'Bad icon').querySelector('img')).to.equal(null);
  });

  it('emits sf-navigate {node, href}: cancelable for a SPA router; submenus close', async () => {
    const result = mount({}, { navigation: fixture() });
    await settled(result);
    const { element } = result;
    button(element, 'Clothing').click();
    await element.updateComplete;
    const jackets = control(element, 'Jackets New');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    jackets.dispatchEvent(click);
    expect(result.navigations).to.have.length(1);
    expect(result.navigations[0]!.node.id).to.equal('jackets');
    expect(result.navigations[0]!.href).to.equal('/category/jackets');
    expect(click.defaultPrevented).to.be.true;
    await element.updateComplete;
    expect(button(element, 'Clothing').getAttribute('aria-expanded')).to.equal('false');
    // A modified click opens a tab of its own: no event, nothing prevented.
    let preventedBefore: boolean | undefined;
    element.addEventListener(
      'click',
      (event) => {
        preventedBefore = event.defaultPrevented;
        event.preventDefault(); // the test page stays
      },
      { once: true },
    );
    const ctrl = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      ctrlKey: true,
    });
    jackets.dispatchEvent(ctrl);
    expect(result.navigations).to.have.length(1);
    expect(preventedBefore).to.be.false;
  });

  it('drops invalid nodes and nodes that do not fit the tree, reports them, renders the rest', async () => {
    const navigation = {
      market: 'US',
      locale: 'en-US',
      type: 'FULL',
      addOrUpdate: [
        { id: 'home', title: 'Home', type: 'PAGE', pageId: 'home', addedLater: true },
        { id: 'no-title', title: '', type: 'PAGE', pageId: 'x' },
        { id: 'no-page-id', title: 'No page id', type: 'PAGE' },
        { id: 'link', title: 'Link', type: 'LINK', url: '/x' },
        { id: 'under-link', title: 'Under link', type: 'PAGE', pageId: 'y', parentId: 'link' },
        { id: 'orphan', title: 'Orphan', type: 'PAGE', pageId: 'z', parentId: 'nowhere' },
        { id: 'home', title: 'Home again', type: 'PAGE', pageId: 'home' },
        { id: 'a', title: 'A', type: 'PAGE', pageId: 'a', parentId: 'b' },
        { id: 'b', title: 'B', type: 'PAGE', pageId: 'b', parentId: 'a' },
        'not a node',
        { id: 'evil', title: 'Evil', type: 'LINK', url: ' JavaScript:alert(1)' },
      ],
    };
    const result = mount({}, { navigation: navigation as never });
    await settled(result);
    const dropped = result.errors.filter((error) => error.kind === 'dropped');
    expect(dropped).to.have.length(1);
    expect(dropped[0]!.dropped!.map((item) => item.path)).to.deep.equal([
      'addOrUpdate[1]',
      'addOrUpdate[2]',
      'addOrUpdate[4]',
      'addOrUpdate[5]',
      'addOrUpdate[6]',
      'addOrUpdate[7]',
      'addOrUpdate[8]',
      'addOrUpdate[9]',
      'addOrUpdate[10]',
    ]);
    expect(dropped[0]!.dropped![1]!.message).to.contain('pageId');
    expect(dropped[0]!.dropped![2]!.message).to.contain('PAGE');
    // A LINK that would run script is left out and reported (it used to render as plain text).
    expect(dropped[0]!.dropped![8]!.message).to.equal(
      'url: must be a web address, not a javascript:, vbscript: or data: URL',
    );
    const hrefs = [...result.element.shadowRoot!.querySelectorAll('a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs.some((href) => /script/i.test(href ?? ''))).to.be.false;
    expect(result.element.shadowRoot!.textContent).not.to.contain('Evil');
    // A member the schema does not know does not cost the node its place.
    const items = [...parts(result.element, 'list')[0]!.children].map((item) =>
      item.textContent?.trim(),
    );
    expect(items).to.deep.equal(['Home', 'Link']);
    const loaded = result.loads[0]!.result as { addOrUpdate: NavigationNode[] };
    expect(loaded.addOrUpdate.map((node) => node.id)).to.deep.equal(['home', 'link']);
  });

  it('shows the error state and reports the status when src answers 404', async () => {
    const result = mount({ src: '/demo/navigation/XX-xx-XX.json' });
    await settled(result);
    const error = parts(result.element, 'error')[0]!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent?.trim()).to.equal('The menu could not be loaded.');
    expect(result.errors).to.have.length(1);
    expect(result.errors[0]!.status).to.equal(404);
    expect(result.errors[0]!.kind).to.equal('not-found');
    expect(result.loads).to.have.length(0);
  });

  it('reports a response that is not JSON, or not a NavigationContainer, as invalid-response', async () => {
    const notJson = mount({ src: '/demo/index.html' });
    await settled(notJson);
    expect(notJson.errors.map((error) => error.kind)).to.deep.equal(['invalid-response']);
    expect(parts(notJson.element, 'error')).to.have.length(1);

    const notContainer = mount({}, { navigation: [] as never });
    await settled(notContainer);
    expect(notContainer.errors.map((error) => error.kind)).to.deep.equal(['invalid-response']);

    // A 200 with some other object (a CDN's or proxy's message) is not an empty menu.
    for (const other of [{ foo: 1 }, { message: 'Service unavailable' }]) {
      const result = mount({}, { navigation: other as never });
      await settled(result);
      expect(result.errors.map((error) => error.kind)).to.deep.equal(['invalid-response']);
      expect(result.loads).to.have.length(0);
      expect(parts(result.element, 'error')).to.have.length(1);
    }
    // An export without nodes still is one: the empty state.
    const empty = mount(
      {},
      { navigation: { market: 'US', locale: 'en-US', type: 'FULL' } as never },
    );
    await settled(empty);
    expect(empty.errors).to.deep.equal([]);
    expect(empty.loads).to.have.length(1);
  });

  it('leaves out what lies deeper than 20 levels, reported, and renders the rest', async () => {
    // A chain of 1,500 PAGE nodes (hand-written or hostile: exports have at most 20 levels).
    const chain = Array.from({ length: 1500 }, (_, index) => ({
      id: `n${index}`,
      title: `Level ${index + 1}`,
      type: 'PAGE',
      pageId: `p${index}`,
      ...(index ? { parentId: `n${index - 1}` } : {}),
    }));
    const navigation = {
      market: 'US',
      locale: 'en-US',
      type: 'FULL',
      addOrUpdate: [...chain, { id: 'ok', title: 'OK', type: 'LINK', url: '/ok' }],
    };
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.message);
    window.addEventListener('error', onError);
    try {
      const result = mount({}, { navigation: navigation as never });
      await settled(result);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).to.deep.equal([]);
      const loaded = result.loads[0]!.result as { addOrUpdate: { id: string }[] };
      expect(loaded.addOrUpdate).to.have.length(21);
      const dropped = result.errors.filter((error) => error.kind === 'dropped');
      expect(dropped).to.have.length(1);
      // The top of what was cut, once, with the rule; not 1,480 "cycles".
      expect(dropped[0]!.dropped!.map((item) => item.path)).to.deep.equal(['addOrUpdate[20]']);
      expect(dropped[0]!.dropped![0]!.message).to.contain('20 levels');
      expect(result.errors.filter((error) => error.kind !== 'dropped')).to.deep.equal([]);
      // Every level that renders, and the link beside the chain.
      const links = [...result.element.shadowRoot!.querySelectorAll('a')].map((a) =>
        a.textContent?.trim(),
      );
      expect(links).to.include('OK');
      expect(links).to.include('Level 20');
      expect(links).not.to.include('Level 21');
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('reports a missing market for a {market} placeholder as a config error, sending nothing', async () => {
    await recordRequests();
    const result = mount({ src: '/demo/navigation/{market}-en-US.json' });
    await settled(result);
    // Waits its 5 s for a request that should not come.
    expect(await sentRequests('/demo/navigation/')).to.have.length(0);
    expect(result.errors[0]!.kind).to.equal('config');
    expect(result.errors[0]!.message).to.contain('market');
  });

  it('aborts the request in flight when src changes; only the newer navigation renders', async () => {
    await recordRequests();
    // Held far longer than the test takes: the src changes while the first request waits, however
    // slowly this page runs (held 1.5 s, it had once finished by then in a slow CI run). The
    // change aborts it.
    await holdRequests({ contains: 'US-en-US', ms: 10000 });
    const result = mount({ src: '/demo/navigation/US-en-US.json' });
    await requestsOnTheirWay('/demo/navigation/');
    result.element.src = '/demo/navigation/SE-sv-SE.json';
    await settled(result);
    const sent = await sentRequests('/demo/navigation/', 2);
    expect(sent.map((request) => new URL(request.url).pathname)).to.deep.equal([
      '/demo/navigation/US-en-US.json',
      '/demo/navigation/SE-sv-SE.json',
    ]);
    expect(sent.map((request) => request.canceled)).to.deep.equal([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.loads).to.have.length(1);
    expect((result.loads[0]!.result as { market: string }).market).to.equal('SE');
    expect(result.errors).to.deep.equal([]);
    expect(button(result.element, 'Kategorier')).to.exist;
  });

  it('reserves one row with a skeleton while loading, and shows the empty state for no nodes', async () => {
    // Held until the loading state was checked, however slowly this page runs.
    await holdRequests({ contains: 'US-en-US', ms: 10000 });
    const result = mount({ src: '/demo/navigation/US-en-US.json' });
    await result.element.updateComplete;
    const skeleton = parts(result.element, 'skeleton')[0]!;
    expect(skeleton.getAttribute('aria-hidden')).to.equal('true');
    const reserved = result.element.getBoundingClientRect().height;
    expect(reserved).to.be.closeTo(44, 1);
    // "true": an empty value is no busy state to assistive technology (audit s34, F5).
    expect(result.element.getAttribute('aria-busy')).to.equal('true');
    await holdRequests(null);
    await settled(result);
    expect(result.element.hasAttribute('aria-busy')).to.be.false;
    expect(parts(result.element, 'skeleton')).to.have.length(0);
    // The loaded bar has the reserved height: nothing below it moves.
    expect(result.element.getBoundingClientRect().height).to.be.closeTo(reserved, 1);

    const empty = mount(
      {},
      { navigation: { market: 'US', locale: 'en-US', type: 'FULL', addOrUpdate: [] } },
    );
    await settled(empty);
    expect(parts(empty.element, 'empty')[0]!.textContent?.trim()).to.equal('No pages to show.');
  });

  it('takes its label and strings from attributes and the strings property', async () => {
    const result = mount({ label: 'Shop' }, { navigation: fixture() });
    result.element.strings = { navigationOverview: (title) => `Alles in ${title}` };
    await settled(result);
    expect(parts(result.element, 'nav')[0]!.getAttribute('aria-label')).to.equal('Shop');
    expect(control(result.element, 'Alles in Clothing')).to.exist;
    render(html``, document.createElement('div'));
  });
});
