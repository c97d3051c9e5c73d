/**
 * A keyboard user who tabbed to a card in a server-rendered product page's list before the script
 * ran keeps their place when the list upgrades in place (shop audit s28, M4): the last card's
 * link of the "alternatives" carousel is focused (which scrolls it into the carousel's view), the
 * library loads, and the focus is on the new render's link to the same product, with every scroll
 * position as it was.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { firstProduct, insertServerPage } from './ssr.helpers.ts';
import { deepActiveChain, settledScroll, upgradeProductPage } from './upgrade-state.helpers.ts';

describe("a server-rendered list keeps the focus on a card's link through the upgrade", () => {
  const container = document.createElement('main');
  let serverLink: HTMLAnchorElement;
  let href: string;
  let scrolled: string;

  before(async function () {
    // Its import of the whole library may be the run's first: every module compiled.
    this.timeout(60000);
    localStorage.clear();
    container.style.width = '1000px';
    document.body.append(container);
    await insertServerPage(container, await firstProduct());
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    // The last card, out of the carousel's view until the focus scrolls it in (the carousel's
    // viewport, the page too): where the shopper is, which the upgrade must not move.
    const links = list.shadowRoot!.querySelectorAll<HTMLAnchorElement>(
      '[part~="card"] a[part~="link"]',
    );
    serverLink = links[links.length - 1]!;
    href = serverLink.getAttribute('href')!;
    serverLink.focus();
    expect(deepActiveChain()).to.deep.equal(['sf-rec-list', `a[href="${href}"]`]);
    scrolled = await settledScroll(container);

    await upgradeProductPage(container);
  });

  after(() => container.remove());

  it("keeps the focus on the new render's link to the same product, in the same place", async () => {
    expect(serverLink.isConnected, 'the server link is gone').to.equal(false);
    expect(deepActiveChain()).to.deep.equal(['sf-rec-list', `a[href="${href}"]`]);
    expect(await settledScroll(container)).to.equal(scrolled);
  });
});
