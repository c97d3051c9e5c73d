/**
 * Choosing a size, on a card (quick add) and on the product page, by one rule: with several sizes
 * the shopper chooses one before anything is added; with one it is added at once. And on a touch
 * screen, a card's colours show without hover.
 */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfAddToCartDetail } from '../../../src/events.ts';
import { cleanup, findProduct, mount } from '../controllers/storefront-fixtures.ts';
import { productDetail, removeProductDetails, sampleList, until } from './ui.helpers.ts';

const part = (root: Element, name: string) =>
  root.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

function recordAdds(target: EventTarget): SfAddToCartDetail[] {
  const adds: SfAddToCartDetail[] = [];
  target.addEventListener('sf-add-to-cart', (event) => {
    adds.push((event as CustomEvent<SfAddToCartDetail>).detail);
    event.preventDefault();
    // The shop's cart takes it over (and declines): no notification without a session here.
    (event as CustomEvent<SfAddToCartDetail>).detail.handled(false);
  });
  return adds;
}

describe('choosing a size', () => {
  afterEach(() => {
    cleanup();
    removeProductDetails();
  });

  it('a card with several sizes adds nothing until a size is chosen, like the product page', async () => {
    const list = await sampleList(20);
    const { element } = mount<SfRecList>(html`<sf-rec-list quick-add></sf-rec-list>`);
    element.list = list;
    await until(() => part(element, 'add-to-cart'), 'the cards');
    const index = list.productGroups.findIndex(
      (group) => group.products[0]!.variants.filter((variant) => variant.inStock).length >= 2,
    );
    expect(index, 'a card with two sizes in stock').to.be.at.least(0);
    const card = element.shadowRoot!.querySelectorAll('[part~="card"]')[index]!;
    const select = card.querySelector<HTMLSelectElement>('[part~="variant-select"]')!;
    const button = card.querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!;
    const adds = recordAdds(element);
    // Not an error before the shopper tried (a required select on its placeholder was one, on
    // every card, to screen readers: accessibility audit s33, D2).
    expect(select.matches(':invalid'), 'invalid before anything was done').to.equal(false);

    button.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(adds, 'added without a chosen size').to.have.length(0);
    expect(select.validity.valid, 'the size select asks for a choice').to.equal(false);
    // In the page's words: the placeholder's, not the browser's.
    expect(select.validationMessage).to.equal(select.options[0]!.textContent!.trim());

    const product = list.productGroups[index]!.products[0]!;
    const second = product.variants.filter((variant) => variant.inStock)[1]!;
    select.value = second.key;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(select.validity.valid, 'valid once a size is chosen').to.equal(true);
    button.click();
    await until(() => adds.length, 'sf-add-to-cart');
    expect(adds.map((add) => add.variantKey)).to.deep.equal([second.key]);
  });

  it('the product page asks for a size at the add: its button is reachable by Tab before', async () => {
    // Disabled until a size was chosen, the button and its hint were skipped by Tab
    // (accessibility audit s33, D3): now it asks as quick add does, on the sizes themselves.
    const { productKey, group } = await findProduct(
      (group) => group.products[0]!.variants.filter((variant) => variant.inStock).length >= 2,
    );
    const page = await productDetail(productKey);
    const button = part(page, 'add-to-cart') as HTMLButtonElement;
    expect(button.disabled, 'the button before a size is chosen').to.equal(false);
    const radios = [
      ...page.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="variants"] input'),
    ];
    const variants = group.products[0]!.variants;
    const first = variants.findIndex((variant) => variant.inStock);
    radios[first]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(page.shadowRoot!.activeElement, 'Tab from the sizes').to.equal(button);
    const adds = recordAdds(page);
    await sendKeys({ press: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(adds, 'added without a chosen size').to.have.length(0);
    expect(page.shadowRoot!.activeElement, 'focus on the first size in stock').to.equal(
      radios[first],
    );
    expect(radios[first]!.validationMessage).to.equal(part(page, 'stock')!.textContent!.trim());
    radios[first]!.click();
    await page.updateComplete;
    expect(
      radios.every((radio) => radio.validity.valid),
      'valid once a size is chosen',
    ).to.equal(true);
    button.click();
    await until(() => adds.length, 'sf-add-to-cart');
    expect(adds.map((add) => add.variantKey)).to.deep.equal([variants[first]!.key]);
  });
});

describe('on a touch screen', () => {
  before(() => executeServerCommand('emulate-touch', true));
  after(() => executeServerCommand('emulate-touch', false));
  afterEach(cleanup);

  it("shows a card's swatch and sibling colours without hover", async () => {
    expect(matchMedia('(hover: none)').matches, 'touch emulation').to.equal(true);
    const list = await sampleList(20);
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = list;
    await until(() => part(element, 'siblings'), 'a card with siblings');
    // The mouse is nowhere near: nothing hovers.
    const siblings = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part~="siblings"]')];
    for (const list of siblings) {
      const style = getComputedStyle(list);
      expect(style.opacity, 'siblings opacity').to.equal('1');
      expect(style.visibility).to.equal('visible');
    }
    const swatch = part(element, 'swatch')!;
    expect(getComputedStyle(swatch).opacity).to.equal('1');
  });

  it("downloads no card's second (hover) image, which a touch screen never shows", async () => {
    // A phone audit: the SWAP effect's second image (800 px at 3x) was downloaded for every card
    // in view, about 100 kB each with real photos, and never shown.
    const list = await sampleList(20);
    const seconds = new Set(
      list.productGroups.flatMap((group) => {
        const info = group.products[0]!.imageInfo;
        return info?.effect === 'SWAP'
          ? (info.images[1]?.sources ?? []).map((source) => new URL(source.url, location.href).href)
          : [];
      }),
    );
    expect(seconds.size, 'cards with a SWAP effect').to.be.above(0);
    // Earlier tests of this page loaded the same images: only what this list asks for counts.
    const since = performance.now();
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = list;
    const images = () => [
      ...element.shadowRoot!.querySelectorAll<HTMLImageElement>('img[part~="image"]'),
    ];
    await until(
      () =>
        images().length >= 4 &&
        images()
          .slice(0, 4)
          .every((img) => img.complete),
      "the first cards' images",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= since)
      .map((entry) => entry.name)
      .filter((name) => seconds.has(name));
    expect(requested).to.deep.equal([]);
    expect(images().filter((img) => img.matches('[part~="swap-image"]'))).to.have.length(0);
  });
});

describe('with a mouse', () => {
  afterEach(cleanup);

  it("loads a card's second image, shown on hover", async () => {
    // Headless Chromium has no pointer at all; a desktop's is fine. Neither is coarse.
    expect(matchMedia('(pointer: coarse)').matches, 'no touch screen').to.equal(false);
    const list = await sampleList(20);
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = list;
    const swap = () =>
      element.shadowRoot!.querySelector<HTMLImageElement>('img[part~="swap-image"]');
    await until(() => swap(), 'a second image');
    swap()!.scrollIntoView({ block: 'center', inline: 'center' });
    await until(() => swap()!.complete && swap()!.currentSrc, 'the second image loaded', 8000);
  });
});
