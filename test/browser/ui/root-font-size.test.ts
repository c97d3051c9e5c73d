/**
 * A shop whose root font size is not its text size: `html { font-size: 62.5% }` (so that
 * `1rem` is 10 px) with body text of `1.6rem`, a common way of writing a shop's CSS. The elements
 * size themselves in the `em` of the text they sit in, never in `rem`, so they look the same as
 * in a page whose root is 16 px. Found by a shop audit of the demo pages: the account elements'
 * text was 10 px in a 16 px page (their host said `font-size: 1rem`), the detail's buttons 27.5 px
 * high, and the product page's skeleton shorter than its content, so its lists were drawn in view
 * and then pushed out of it (CLS 0.02).
 */
import { expect } from '@open-wc/testing';
import { stylesheets } from '../foundation/stylesheets.ts';
import {
  contactsWith,
  mount,
  settled,
  signIn,
  signOut,
  unmountAll,
} from '../engage/engage.helpers.ts';
import { findProduct, market, until } from '../controllers/storefront-fixtures.ts';
import { addFault, uniqueKey } from '../elements/sf-sponsored-page.helpers.ts';
import { box } from './ui.helpers.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';

/** A length in `rem` (not `em`, nor a custom property's name). */
const REM = /(?<![\w-])\d*\.?\d+rem\b/;

/** The page's root font size (`''`: the browser's own, 16 px), with body text of 16 px. */
function setRoot(size: '62.5%' | ''): void {
  document.documentElement.style.fontSize = size;
  document.body.style.fontSize = size ? '1.6rem' : '';
}

/**
 * A product page with a carousel list, drawn in the page as it is: the boxes of its skeleton,
 * and of its detail's buttons and the list's step button once loaded.
 */
async function productPageBoxes(productKey: string) {
  const m = await market();
  // The answer comes after 800 ms: the skeleton is measured meanwhile.
  const sessionKey = uniqueKey('root-font-size');
  await addFault({ delayMs: 800, sessionKey });
  const page = document.createElement('sf-product-page');
  for (const [name, value] of Object.entries({
    'product-key': productKey,
    'include-product-group': '',
    market: m.id,
    locale: m.locale,
    currency: m.currency,
    'session-key': sessionKey,
    favorites: '',
  }))
    page.setAttribute(name, value);
  const list = document.createElement('sf-rec-list');
  for (const [name, value] of Object.entries({
    'list-id': 'alternatives',
    algorithm: 'ALTERNATIVES',
    label: 'You may also like',
    visualization: 'CAROUSEL',
  }))
    list.setAttribute(name, value);
  page.append(list);
  document.body.append(page);
  const part = (root: Element, name: string) => root.shadowRoot?.querySelector(`[part~="${name}"]`);
  try {
    await until(() => part(page, 'skeleton'), 'the skeleton');
    const skeleton = { page: box(page), list: box(list) };
    await until(() => part(page, 'add-to-cart') && part(list, 'next'), 'the detail and its list');
    return {
      skeleton,
      addToCart: box(part(page, 'add-to-cart')),
      favorite: box(part(page, 'favorite')),
      next: box(part(list, 'next')),
    };
  } finally {
    page.remove();
  }
}

/** Account elements of a signed-in contact, loaded: their text size and boxes. */
async function accountLooks() {
  const looks: Record<string, unknown> = {};
  for (const tag of ['sf-challenges', 'sf-consents', 'sf-purchase-summary'] as const) {
    const result = mount(tag, { locale: 'en-US' });
    await settled(result);
    const heading = result.element.shadowRoot!.querySelector('[part~="heading"]');
    looks[tag] = {
      text: getComputedStyle(result.element).fontSize,
      heading: getComputedStyle(heading!).fontSize,
      box: box(result.element),
    };
  }
  unmountAll();
  return looks;
}

describe('a shop with html { font-size: 62.5% } and 16 px body text', () => {
  afterEach(() => {
    setRoot('');
    unmountAll();
    signOut();
  });

  it('no stylesheet of the library sizes anything in rem', () => {
    const sheets = stylesheets();
    expect(sheets.size).to.be.above(20);
    const inRem = [...sheets]
      .flatMap(([name, text]) =>
        text.split(/[;{}]/).map((declaration) => `${name}: ${declaration.trim()}`),
      )
      .filter((declaration) => REM.test(declaration));
    expect(inRem).to.deep.equal([]);
  });

  it('the account elements look as in a page whose root is 16 px', async function () {
    this.timeout(20000);
    const [contact] = await contactsWith(['withConsent']);
    signIn(contact!);
    const usual = await accountLooks();
    expect(Object.values(usual)[0]).to.include({ text: '16px', heading: '20px' });
    setRoot('62.5%');
    expect(await accountLooks()).to.deep.equal(usual);
  });

  it('the product page, its skeleton and its list look as in a page whose root is 16 px', async function () {
    this.timeout(20000);
    const { productKey } = await findProduct((group) => group.products[0]!.variants.length > 1);
    const usual = await productPageBoxes(productKey);
    // Tap targets of 2.75em (detail) and 2.5em (the list's step buttons) of 16 px text.
    expect(usual.addToCart.height).to.be.at.least(44);
    expect(usual.next).to.deep.equal({ width: 40, height: 40 });
    setRoot('62.5%');
    expect(await productPageBoxes(productKey)).to.deep.equal(usual);
  });
});
