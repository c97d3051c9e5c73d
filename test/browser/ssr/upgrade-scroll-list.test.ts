/**
 * A shopper who scrolled a server-rendered product page's carousel (a swipe, the wheel) before
 * the script ran finds it where they left it after the upgrade. In Firefox it went back to its
 * first card (a Firefox audit, s36b F2: 472 → 0 px): the product page's first render takes its
 * server nodes away, the `<slot>` of its lists among them, and Firefox forgets how far the lists'
 * boxes were scrolled while they are not drawn (Chromium keeps it). Run in the `firefox` group too.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { frame, serverProductPage } from './ssr.helpers.ts';
import { settledScroll, upgradeProductPage } from './upgrade-state.helpers.ts';

describe('a server-rendered list scrolled before the script keeps its place through the upgrade', () => {
  let container: HTMLElement;
  let scrolled: string;

  before(async function () {
    // Its import of the whole library may be the run's first: every module compiled.
    this.timeout(60000);
    localStorage.clear();
    container = await serverProductPage();
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    const viewport = list.shadowRoot!.querySelector<HTMLElement>('[part~="viewport"]')!;
    viewport.scrollTo({ left: 300, behavior: 'instant' });
    scrolled = await settledScroll(container);
    expect(scrolled).to.match(/viewport:[1-9]/);

    // The lists first, the product page a few frames later, as the script tag defines them (its
    // `core`, then the product page's chunk): the lists wait for their page, and read what they
    // show after its first render took its server nodes (and their slot) away.
    await import('../../../src/elements/sf-rec-list/sf-rec-list.ts');
    for (let i = 0; i < 3; i++) await frame();
    await upgradeProductPage(container);
  });

  after(() => container.remove());

  it('shows the list scrolled as it was', async () => {
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    expect(list.shadowRoot!.querySelector('template, [data-server]')).to.equal(null);
    expect(await settledScroll(container)).to.equal(scrolled);
  });
});
