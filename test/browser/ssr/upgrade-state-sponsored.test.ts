/**
 * What a shopper did in a server-rendered sponsored page before the script ran survives its
 * upgrade in place (shop audit s28, M4). The page's lists are elements in its shadow root: the
 * server's copies upgrade on their own first (`<sf-rec-list>` is loaded before the rest, as an
 * autoloader may deliver it), then the page renders new lists in their place. A sponsored card's
 * link is focused (which scrolls it into the carousel's view) and a size chosen in another card's
 * quick-add select before the library loads; afterwards the focus is on the same link of the new
 * list, the select still shows the size, and every scroll position is as it was.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { frame, insertServerCategory } from './ssr.helpers.ts';
import {
  chooseInSecondCard,
  deepActiveChain,
  settledScroll,
  type Upgradable,
} from './upgrade-state.helpers.ts';

const pagesOf = (container: Element) => [...container.querySelectorAll('sf-sponsored-page')];
const listsOf = (page: Element) => [
  ...(page.shadowRoot?.querySelectorAll<Upgradable>('sf-rec-list') ?? []),
];

describe('a server-rendered sponsored page keeps what the shopper did before the upgrade', () => {
  const container = document.createElement('main');
  let serverLink: HTMLAnchorElement;
  let serverSelect: HTMLSelectElement;
  let href: string;
  let chosenInCard: string;
  let scrolled: string;

  before(async function () {
    // Its import of the whole library may be the run's first: every module compiled.
    this.timeout(60000);
    localStorage.clear();
    container.style.width = '1000px';
    document.body.append(container);
    await insertServerCategory(container);
    const list = listsOf(pagesOf(container)[0]!)[0]!;
    // The last card, out of the carousel's view until the focus scrolls it in (the carousel's
    // viewport, the page too): where the shopper is, which the upgrade must not move.
    const links = list.shadowRoot!.querySelectorAll<HTMLAnchorElement>(
      '[part~="card"] a[part~="link"]',
    );
    serverLink = links[links.length - 1]!;
    href = serverLink.getAttribute('href')!;
    ({ select: serverSelect, chosen: chosenInCard } = chooseInSecondCard(list));
    serverLink.focus();
    expect(deepActiveChain()).to.deep.equal([
      'sf-sponsored-page',
      'sf-rec-list',
      `a[href="${href}"]`,
    ]);
    scrolled = await settledScroll(container);

    await import('../../../src/elements/sf-rec-list/sf-rec-list.ts');
    for (let i = 0; i < 3; i++) await frame();
    await import('../../../src/index.ts');
    for (const tag of ['sf-storefront', 'sf-sponsored-page', 'sf-rec-list']) {
      await customElements.whenDefined(tag);
    }
    for (const page of pagesOf(container)) {
      await (page as Upgradable).updateComplete;
      for (const list of listsOf(page)) await list.updateComplete;
    }
    for (let i = 0; i < 5; i++) await frame();
  });

  after(() => container.remove());

  it('rendered afresh (the server nodes are gone)', () => {
    expect(serverLink.isConnected).to.equal(false);
    expect(serverSelect.isConnected).to.equal(false);
  });

  it("keeps the focus on the new list's link to the same product, in the same place", async () => {
    expect(deepActiveChain()).to.deep.equal([
      'sf-sponsored-page',
      'sf-rec-list',
      `a[href="${href}"]`,
    ]);
    expect(await settledScroll(container)).to.equal(scrolled);
  });

  it("keeps the size chosen in the card's quick-add select", () => {
    const list = listsOf(pagesOf(container)[0]!)[0]!;
    const selects = [
      ...list.shadowRoot!.querySelectorAll<HTMLSelectElement>('select[part~="variant-select"]'),
    ];
    expect(selects.length).to.be.greaterThan(1);
    expect(selects.map((select) => select.value)).to.deep.equal(
      selects.map((_, index) => (index === 1 ? chosenInCard : '')),
    );
  });
});
