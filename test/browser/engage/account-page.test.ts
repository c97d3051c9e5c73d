/**
 * Account pages as a shopper sees them (issue 15): consents show their state and their link texts
 * are links; challenges that need consent show the terms; back-in-stock alerts name the product
 * (through the shop's `productLookup`, here the storefront product-page query); no large empty
 * reserved area once loaded; the demo's "My pages" fits a phone (no horizontal scroll at 360 and
 * 390 px, tap targets at least 24 × 24 px). Real Chromium against the reference server.
 */
import { expect } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import { storefrontProductLookup } from '../../../demo/product-lookup.ts';
import '../../../src/elements/sf-back-in-stock/sf-back-in-stock.ts';
import '../../../src/elements/sf-challenges/sf-challenges.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import '../../../src/elements/sf-achievements/sf-achievements.ts';
import '../../../src/elements/sf-purchase-summary/sf-purchase-summary.ts';
import {
  contactsWith,
  mount,
  PROXY,
  parts,
  proxyJson,
  settled,
  signIn,
  text,
  unmountAll,
  until,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

interface AxNode {
  role?: string;
  name?: string;
  children?: AxNode[];
}

function axNodes(node: AxNode | null | undefined): AxNode[] {
  if (!node) return [];
  return [node, ...(node.children ?? []).flatMap(axNodes)];
}

/**
 * The page's accessibility tree (shadow content included), flattened; each test mounts only the
 * element under test, so the page is that element.
 */
async function axTree(): Promise<AxNode[]> {
  return axNodes((await a11ySnapshot({})) as unknown as AxNode);
}

const CONSENT_LINKS = ['Read the terms', 'Privacy policy', 'How your data is used'];

describe('account pages: consents', () => {
  it('show whether the contact gave each consent, and their link texts are links', async () => {
    const [given] = await contactsWith(['withConsent']);
    signIn(given!);
    const result = mount('sf-consents', {
      id: 'consents-under-test',
      locale: 'en-US',
      'consent-href': '/terms#{name}',
    });
    await settled(result);
    const items = parts(result.element, 'consent');
    expect(items.length).to.equal(3);
    const challenges = items.find((item) => text(item).includes('Join challenges'))!;
    expect(text(challenges.querySelector('[part~="consent-state"]')!)).to.equal('Given');
    const tree = await axTree();
    const links = tree.filter((node) => node.role === 'link').map((node) => node.name);
    expect(links).to.deep.equal(CONSENT_LINKS);
    const href = challenges.querySelector<HTMLAnchorElement>('a')!.getAttribute('href');
    expect(href).to.equal('/terms#Challenges');
  });

  it('say "Not given" for a contact who has not consented', async () => {
    const [without] = await contactsWith(['withoutConsent', 'member']);
    signIn(without!);
    const result = mount('sf-consents', { locale: 'en-US' });
    await settled(result);
    const challenges = parts(result.element, 'consent').find((item) =>
      text(item).includes('Join challenges'),
    )!;
    expect(text(challenges.querySelector('[part~="consent-state"]')!)).to.equal('Not given');
  });
});

// Every request of this page stays in the Resource Timing buffer (250 by default).
performance.setResourceTimingBufferSize(10_000);

/** The proxy paths the page fetched since `since` (Resource Timing: real requests). */
const proxyPaths = (since: number): string[] =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith(`${PROXY}/`))
    .map((path) => path.slice(PROXY.length));

describe('account pages: one request for what elements share', () => {
  it('<sf-challenges> and <sf-consents> made together fetch /consents once', async () => {
    const [contact] = await contactsWith(['withConsent']);
    signIn(contact!);
    const since = performance.now();
    const consentRequests = () => proxyPaths(since).filter((path) => path === '/consents');
    const challenges = mount('sf-challenges', { locale: 'en-US' });
    const consents = mount('sf-consents', { locale: 'en-US' });
    await settled(challenges);
    await settled(consents);
    expect(challenges.errors).to.deep.equal([]);
    expect(consents.errors).to.deep.equal([]);
    // Both show what the one answer holds.
    const definitions = await proxyJson<{ id: string }[]>('/consents');
    expect(parts(consents.element, 'consent')).to.have.length(definitions.length);
    await until(() => proxyPaths(since).length >= 4, 'the first requests recorded');
    // proxyJson above asked once more.
    expect(consentRequests()).to.have.length(2);
    // A refresh later asks again: requests are shared while in flight, not cached.
    await consents.element.refresh();
    await until(() => consentRequests().length === 3, 'the refresh to ask again');
  });

  it('a run that is aborted while the shared request is in flight does not cancel it for the other', async () => {
    const [contact] = await contactsWith(['withConsent']);
    signIn(contact!);
    const challenges = mount('sf-challenges', { locale: 'en-US' });
    const consents = mount('sf-consents', { locale: 'en-US' });
    // Both runs started (same task); a new engage-base aborts the challenges' run.
    await challenges.element.updateComplete;
    challenges.element.setAttribute('engage-base', `${location.origin}/engage-proxy`);
    await settled(consents);
    expect(consents.errors).to.deep.equal([]);
    expect(consents.loads).to.have.length(1);
    await settled(challenges);
    expect(challenges.errors).to.deep.equal([]);
  });
});

describe('account pages: challenges that need consent', () => {
  it('show the terms they ask the shopper to accept, with the terms link', async () => {
    const [contact] = await contactsWith(['withoutConsent', 'member']);
    signIn(contact!);
    const result = mount('sf-challenges', {
      id: 'challenges-under-test',
      locale: 'en-US',
      'consent-href': '/terms#{name}',
    });
    await settled(result);
    const needing = parts(result.element, 'available-challenge').filter((item) =>
      item.querySelector('[part~="consent-text"]'),
    );
    expect(needing.length).to.be.greaterThan(0);
    const terms = text(needing[0]!.querySelector('[part~="consent-text"]')!);
    expect(terms).to.include('I agree that my purchases count towards challenges.');
    const name = text(needing[0]!.querySelector('[part~="challenge-name"]')!);
    const tree = await axTree();
    // Its checkbox names the terms; one of a challenge without terms does not (sf-challenges.test.ts).
    const checkboxes = tree.filter((node) => node.role === 'checkbox').map((node) => node.name);
    expect(checkboxes).to.include(`I agree to the terms above and want to join ${name}`);
    expect(tree.some((node) => node.role === 'link' && node.name === 'Read the terms')).to.equal(
      true,
    );
  });
});

/** The shop's lookup in this test: the demo's, the storefront's product-page query by SKU. */
const productLookup = storefrontProductLookup('account-test');

describe('account pages: back-in-stock alerts', () => {
  it("name the product with its image (the shop's lookup), not the SKU", async () => {
    const candidates = await contactsWith(['withBackInStock'], ['backInStockFailure']);
    signIn(candidates.at(-1)!);
    const expected = await proxyJson<{ sku: string }[]>('/me/back-in-stock');
    const names = await Promise.all(
      expected.map(async (s) => (await productLookup(s.sku, new AbortController().signal))!.name),
    );
    const result = mount('sf-back-in-stock', { id: 'bis-under-test', locale: 'en-US' });
    result.element.productLookup = productLookup;
    await settled(result);
    await until(
      () => parts(result.element, 'subscription-image').length === expected.length,
      'product images',
    );
    const tree = await axTree();
    const buttons = tree.filter((node) => node.role === 'button').map((node) => node.name);
    expect(buttons).to.deep.equal(names.map((name) => `Remove ${name}`));
    const shown = result.element.shadowRoot!.textContent ?? '';
    for (const s of expected) expect(shown).not.to.include(s.sku);
    const images = parts(result.element, 'subscription-image') as HTMLImageElement[];
    expect(images.map((image) => image.alt)).to.deep.equal(names.map(() => ''));
    expect(images.every((image) => image.getAttribute('src'))).to.equal(true);
  });
});

describe('account pages: no large empty reserved area once loaded', () => {
  for (const tag of ['sf-consents', 'sf-back-in-stock', 'sf-achievements'] as const) {
    it(`<${tag}> is as tall as its content once loaded`, async () => {
      const candidates = await contactsWith(
        ['withBackInStock', 'withAchievements'],
        ['backInStockFailure'],
      );
      signIn(candidates[0]!);
      const host = document.createElement('div');
      host.style.cssText = `--sf-consents-min-height: 40rem; --sf-back-in-stock-min-height: 40rem;
        --sf-achievements-min-height: 40rem; width: 600px;`;
      document.body.append(host);
      const result = mount(tag, { locale: 'en-US' }, host);
      await settled(result);
      const children = [...result.element.shadowRoot!.children].filter(
        (child) => !(child instanceof HTMLStyleElement),
      );
      const bottom = Math.max(...children.map((child) => child.getBoundingClientRect().bottom));
      const box = result.element.getBoundingClientRect();
      expect(box.bottom - bottom, 'empty space below the content (px)').to.be.below(32);
    });
  }
});

describe('demo: My pages on a phone', () => {
  for (const width of [360, 390]) {
    it(`has no horizontal scroll at ${width} px and tap targets of at least 24 × 24 px`, async function () {
      this.timeout(30000);
      const iframe = document.createElement('iframe');
      iframe.title = 'account';
      iframe.style.cssText = `width: ${width}px; height: 800px; border: 0;`;
      const loaded = new Promise((resolve) =>
        iframe.addEventListener('load', resolve, { once: true }),
      );
      iframe.src = '/demo/account.html';
      document.body.append(iframe);
      try {
        await loaded;
        const doc = iframe.contentDocument!;
        const all = () => deepElements(doc);
        await until(
          () => all().filter((e) => e.matches('[part~="table"], [part~="consent"]')).length >= 2,
          'the account elements',
          15000,
        );
        await until(
          () => !all().some((e) => e.matches('[aria-busy="true"], [aria-busy=""]')),
          'loaded',
          15000,
        );
        const root = doc.documentElement;
        expect(root.scrollWidth, 'document width').to.be.at.most(root.clientWidth);
        const small = all()
          .filter((e) => e.matches('button, input, select, a[href]') && !isInline(e))
          .map((e) => [e, e.getBoundingClientRect()] as const)
          .filter(([, box]) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(([e, box]) => `${e.localName}.${e.className} ${box.width}×${box.height}`);
        expect(small, 'tap targets under 24 × 24 px').to.deep.equal([]);
      } finally {
        iframe.remove();
      }
    });
  }
});

/** Every element below `root`, through open shadow roots. */
function deepElements(root: Document | ShadowRoot): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [
    element,
    ...(element.shadowRoot ? deepElements(element.shadowRoot) : []),
  ]);
}

/** A link inside a sentence (WCAG 2.5.8's inline exception). */
function isInline(element: Element): boolean {
  if (element.localName !== 'a') return false;
  const parent = element.parentElement;
  return !!parent && text(parent) !== text(element);
}
