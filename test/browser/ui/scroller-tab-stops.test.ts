/**
 * Every Tab stop in a carousel and a banner is a control the shopper can name: a link, a button.
 * Firefox puts every element that scrolls into the Tab order, even one that holds links of its
 * own (Chromium 130 on only one that holds no focusable element), so a carousel's viewport and a
 * banner's strip were a stop without a name before the cards in Firefox ("a Firefox run of the
 * suite", docs/decisions.md). Run in Chromium and, in the `firefox` group, in Firefox.
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  catalog,
  cleanup,
  injectQueryFault,
  market,
  mount,
} from '../controllers/storefront-fixtures.ts';
import {
  mount as mountPage,
  settled,
  sponsoredPage,
  uniqueKey,
} from '../elements/sf-sponsored-page.helpers.ts';
import { sampleList, until } from './ui.helpers.ts';

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** What each Tab from `from` reaches, until `to` (its part, or its tag and class). */
async function tabStops(from: HTMLElement, to: HTMLElement): Promise<string[]> {
  from.focus();
  const stops: string[] = [];
  for (let i = 0; i < 200; i++) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive();
    if (!active || active === to) return stops;
    stops.push(
      `${active.localName}${active.getAttribute('part') ? `[${active.getAttribute('part')}]` : ''}`,
    );
  }
  throw new Error(`no way from ${from.id} to ${to.id} in 200 Tabs: ${stops.join(', ')}`);
}

const unnamed = (stops: string[]) => stops.filter((stop) => !/^(a|button)\b/.test(stop));

describe('Tab stops in what scrolls', () => {
  afterEach(cleanup);

  it('a carousel: its controls and cards, never its viewport', async () => {
    const list = await sampleList(6);
    const { element } = mount<HTMLElement>(
      html`<div style="width: 500px">
        <button id="before">before</button>
        <sf-rec-list visualization="CAROUSEL"></sf-rec-list>
        <button id="after">after</button>
      </div>`,
    );
    const recList = element.querySelector<SfRecList>('sf-rec-list')!;
    recList.list = list;
    await until(() => recList.shadowRoot?.querySelector('[part~="next"]'), 'the carousel');
    await recList.updateComplete;
    const viewport = recList.shadowRoot!.querySelector<HTMLElement>('[part~="viewport"]')!;
    expect(viewport.scrollWidth, 'the viewport scrolls').to.be.above(viewport.clientWidth);
    const stops = await tabStops(
      element.querySelector<HTMLElement>('#before')!,
      element.querySelector<HTMLElement>('#after')!,
    );
    expect(stops.length, stops.join(', ')).to.be.at.least(8);
    expect(unnamed(stops)).to.deep.equal([]);
  });

  it('a carousel still loading: no stop in its skeleton', async () => {
    const m = await market();
    const productKey = (await catalog()).groups[0]!.products[0]!;
    const session = crypto.randomUUID();
    await injectQueryFault({ sessionKey: session, delayMs: 5000 });
    const { element } = mount<HTMLElement>(
      html`<div style="width: 500px">
        <button id="before">before</button>
        <sf-rec-list
          product-key=${productKey}
          list-id="alts"
          algorithm="ALTERNATIVES"
          visualization="CAROUSEL"
          limit="8"
          market=${m.id}
          locale=${m.locale}
          session-key=${session}
        ></sf-rec-list>
        <button id="after">after</button>
      </div>`,
    );
    const recList = element.querySelector<SfRecList>('sf-rec-list')!;
    const skeleton = () =>
      recList.shadowRoot?.querySelector<HTMLElement>('[part~="skeleton"] [part~="viewport"]');
    await until(() => skeleton(), 'the skeleton');
    expect(skeleton()!.scrollWidth, 'the skeleton scrolls').to.be.above(skeleton()!.clientWidth);
    const stops = await tabStops(
      element.querySelector<HTMLElement>('#before')!,
      element.querySelector<HTMLElement>('#after')!,
    );
    expect(skeleton(), 'still loading').to.not.equal(null);
    expect(stops).to.deep.equal([]);
  });

  it('a banner of several images: its links and controls, never its strip', async () => {
    const container = document.createElement('div');
    container.style.width = '800px';
    const before = Object.assign(document.createElement('button'), { id: 'before' });
    const after = Object.assign(document.createElement('button'), { id: 'after' });
    document.body.append(before, container, after);
    try {
      const element = sponsoredPage({
        'page-reference': 'campaign/summer',
        market: 'US',
        locale: 'en-US',
        'session-key': uniqueKey('tab-stops'),
      });
      await settled(mountPage(element, container));
      await element.updateComplete;
      const strip = element.shadowRoot!.querySelector<HTMLElement>('[part~="banner-strip"]')!;
      expect(strip.scrollWidth, 'the strip scrolls').to.be.above(strip.clientWidth);
      const stops = await tabStops(before, after);
      expect(stops.filter((stop) => stop.includes('banner-link')).length).to.be.at.least(3);
      expect(unnamed(stops)).to.deep.equal([]);
    } finally {
      before.remove();
      container.remove();
      after.remove();
    }
  });
});
