/**
 * Every focusable control of a product card shows its whole focus ring (WCAG 2.4.7): no ancestor
 * that clips (`overflow` other than visible) cuts it off. Accessibility audit s33, D1: the name
 * link, the card's main Tab stop, had its 2px ring at a 2px offset entirely outside the name
 * row, which clips its two lines: a focused card looked exactly like the others. Measured by
 * geometry, with the focus moved by the keyboard (`:focus-visible`), in a card with quick add
 * and favourites.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import { cardData, findGroup } from '../templates/card-data.ts';

/** How far the ring of the focused `element` is cut off by a clipping ancestor, in px (0: none). */
function ringClipped(element: Element): number {
  const style = getComputedStyle(element);
  if (style.outlineStyle === 'none') return Infinity;
  const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = element.getBoundingClientRect();
  const ring = {
    left: box.left - reach,
    top: box.top - reach,
    right: box.right + reach,
    bottom: box.bottom + reach,
  };
  let cut = 0;
  for (
    let at: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host;
    at;
    at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)
  ) {
    const { overflowX, overflowY } = getComputedStyle(at);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const clip = at.getBoundingClientRect();
    cut = Math.max(
      cut,
      clip.left - ring.left,
      clip.top - ring.top,
      ring.right - clip.right,
      ring.bottom - clip.bottom,
    );
  }
  return Math.max(0, cut);
}

describe('product card: focus rings are not clipped', () => {
  it('the name link, the image link, the size select, add to cart and the heart', async () => {
    const { locale, currency } = await cardData();
    const group = await findGroup(
      'a group with sizes',
      (candidate) => candidate.products[0]!.variants.length > 1,
    );
    const card = await fixture<SfProductCard>(
      html`<div style="width: 240px; padding: 24px">
        <button id="before">before</button>
        <sf-product-card
          locale=${locale}
          currency=${currency}
          list-id="top"
          quick-add
          favorites
          .productGroup=${group}
        ></sf-product-card>
      </div>`,
    ).then((wrapper) => wrapper.querySelector<SfProductCard>('sf-product-card')!);
    await card.updateComplete;
    const root = card.shadowRoot!;
    const focusable = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, select, input'),
    ].filter((element) => element.getClientRects().length);
    expect(focusable.length, 'the card has its controls').to.be.greaterThan(3);
    (document.getElementById('before') as HTMLButtonElement).focus();
    const cuts: Record<string, number> = {};
    for (let i = 0; i < focusable.length; i++) {
      await sendKeys({ press: 'Tab' });
      const active = root.activeElement as HTMLElement | null;
      if (!active) break;
      expect(active.matches(':focus-visible'), 'focus moved by the keyboard').to.equal(true);
      const name = `${active.localName}[${active.getAttribute('part')}]`;
      cuts[name] = ringClipped(active);
    }
    expect(Object.keys(cuts)).to.include('a[link]');
    expect(cuts, 'px of each ring cut off').to.deep.equal(
      Object.fromEntries(Object.keys(cuts).map((name) => [name, 0])),
    );
  });
});
