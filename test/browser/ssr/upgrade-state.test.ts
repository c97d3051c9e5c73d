/**
 * What a shopper did in a server-rendered product page before the script ran survives its upgrade
 * in place (shop audit s28, M4): with the page's HTML in this document and no element defined yet,
 * size 30 is chosen on the detail (its radio checked and focused, as a keyboard user leaves it)
 * and a size in the second card's quick-add select; then the library loads and every element
 * renders afresh in place of the server's nodes. Afterwards the focus is on the new render's
 * radio for size 30, the page's chosen variant is that size (its part, its stock, the add-to-cart
 * sends it) and the card's select still shows the size. The shopper had scrolled on, the radio out
 * of view: nothing scrolls back to it.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { firstProduct, insertServerPage } from './ssr.helpers.ts';
import {
  chooseInSecondCard,
  deepActiveChain,
  settledScroll,
  upgradeProductPage,
  type Upgradable,
} from './upgrade-state.helpers.ts';

interface Embedded {
  result: {
    productGroup: {
      products: {
        key: string;
        variants: { key: string; ticket: string; inStock: boolean; stockNumber?: number }[];
      }[];
    };
  };
}

describe('a server-rendered product page keeps what the shopper did before the upgrade', () => {
  const container = document.createElement('main');
  let embedded: Embedded;
  let variant: Embedded['result']['productGroup']['products'][0]['variants'][0];
  let serverRadio: HTMLInputElement;
  let serverSelect: HTMLSelectElement;
  let chosenInCard: string;
  let scrolled: string;

  before(async function () {
    // Its import of the whole library may be the run's first: every module compiled.
    this.timeout(60000);
    localStorage.clear();
    window.scrollTo({ top: 0, behavior: 'instant' });
    container.style.width = '1000px';
    document.body.append(container);
    embedded = (await insertServerPage(container, await firstProduct())) as Embedded;
    const product = embedded.result.productGroup.products[0]!;
    // Not the first size, and one in stock: a choice the page would not make by itself.
    variant = product.variants.filter((candidate) => candidate.inStock)[1]!;
    const page = container.querySelector('sf-product-page')!;
    serverRadio = page.shadowRoot!.querySelector<HTMLInputElement>(
      `input[name="variant"][value="${variant.key}"]`,
    )!;
    // The shopper's choice: what a click (or an arrow key) does to the server's radio.
    serverRadio.click();
    serverRadio.focus({ preventScroll: true });
    expect(serverRadio.checked).to.equal(true);

    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    ({ select: serverSelect, chosen: chosenInCard } = chooseInSecondCard(list));
    expect(deepActiveChain()).to.deep.equal(['sf-product-page', `input[value="${variant.key}"]`]);
    // Then the shopper scrolls on, to the lists: the focused radio is out of view, and the
    // upgrade must not bring it back.
    window.scrollTo({
      top: serverRadio.getBoundingClientRect().bottom + window.scrollY + 50,
      behavior: 'instant',
    });
    expect(serverRadio.getBoundingClientRect().bottom, 'the radio out of view').to.be.below(0);
    scrolled = await settledScroll(container);

    await upgradeProductPage(container);
    for (const element of container.querySelectorAll<Upgradable>('sf-product-page, sf-rec-list')) {
      await element.updateComplete;
    }
  });

  after(() => container.remove());

  it('rendered afresh (the server nodes are gone)', () => {
    expect(serverRadio.isConnected).to.equal(false);
    expect(serverSelect.isConnected).to.equal(false);
  });

  it("keeps the focus on the new render's radio of the chosen size, without scrolling", async () => {
    expect(deepActiveChain()).to.deep.equal(['sf-product-page', `input[value="${variant.key}"]`]);
    expect(await settledScroll(container)).to.equal(scrolled);
  });

  it('makes the chosen size the page\'s chosen variant: checked, "variant-selected", its stock', () => {
    const root = container.querySelector('sf-product-page')!.shadowRoot!;
    const checked = [...root.querySelectorAll<HTMLInputElement>('input[name="variant"]')]
      .filter((radio) => radio.checked)
      .map((radio) => radio.value);
    expect(checked).to.deep.equal([variant.key]);
    const selected = [...root.querySelectorAll('[part~="variant-selected"]')].map(
      (label) => label.querySelector('input')?.value,
    );
    expect(selected).to.deep.equal([variant.key]);
    const stock = root.querySelector('[part~="stock"]')!.textContent!;
    expect(stock).to.include(String(variant.stockNumber));
    expect(root.querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!.disabled).to.equal(
      false,
    );
  });

  it('adds the chosen size to the cart, with its ticket', () => {
    const page = container.querySelector('sf-product-page')!;
    const added: { variantKey: string; ticket: string }[] = [];
    const take = (event: Event) => {
      added.push((event as CustomEvent<{ variantKey: string; ticket: string }>).detail);
      // The shop's cart takes it: nothing more is sent from this test.
      event.preventDefault();
    };
    page.addEventListener('sf-add-to-cart', take);
    page.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!.click();
    page.removeEventListener('sf-add-to-cart', take);
    expect(added.map(({ variantKey, ticket }) => ({ variantKey, ticket }))).to.deep.equal([
      { variantKey: variant.key, ticket: variant.ticket },
    ]);
  });

  it("keeps the size chosen in the card's quick-add select", () => {
    const list = container.querySelector('sf-rec-list[list-id="alternatives"]')!;
    const selects = [
      ...list.shadowRoot!.querySelectorAll<HTMLSelectElement>('select[part~="variant-select"]'),
    ];
    expect(selects.map((select) => select.value)).to.deep.equal(
      selects.map((_, index) => (index === 1 ? chosenInCard : '')),
    );
  });
});
