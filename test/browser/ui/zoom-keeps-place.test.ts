/**
 * Zooming in (or resizing) across the 767 px line keeps the shopper's place: a low-vision
 * shopper at 1280 px who zooms to about 183 % (a 700 px viewport) keeps the chosen size, the
 * gallery image and the focus on "Add to cart". The touchpoint is the visit's device, decided when
 * the element connects; it used to follow the viewport, so the zoom re-queried and the detail went
 * through its placeholder: focus on `<body>`, the size cleared, image 1 again (an accessibility
 * audit of the packed tarball).
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import {
  cleanup,
  findProduct,
  market,
  mount,
  productPageRequests,
  until,
} from '../controllers/storefront-fixtures.ts';

afterEach(async () => {
  cleanup();
  await setViewport({ width: 800, height: 600 });
});

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('zoom keeps the shopper’s place', () => {
  it('a zoom across 767 px keeps the chosen size, the image and the focus, with no new query', async function () {
    this.timeout(30000);
    await setViewport({ width: 1280, height: 900 });
    const m = await market();
    const { productKey, group } = await findProduct(
      (g) =>
        g.products[0]!.variants.filter((variant) => variant.inStock).length > 1 &&
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        (g.products[0]!.imageInfo.images.length ?? 0) > 1,
    );
    const sessionKey = crypto.randomUUID();
    const { element } = mount(
      html`<sf-storefront market=${m.id} locale=${m.locale} session-key=${sessionKey}
        ><sf-product-page product-key=${productKey} include-product-group></sf-product-page
      ></sf-storefront>`,
    );
    const page = element.querySelector('sf-product-page')!;
    const root = () => page.shadowRoot!;
    await until(() => root().querySelector('h1'), 'the detail', 15000);
    expect(productPageRequests(sessionKey)).to.have.length(1);
    expect(
      new URL(productPageRequests(sessionKey)[0]!.name).searchParams.get('touchpoint'),
    ).to.equal('DESKTOP');

    // A size, the second image, focus on Add to cart.
    const size = group.products[0]!.variants.filter((variant) => variant.inStock)[1]!.key;
    const radio = root().querySelector<HTMLInputElement>(`input[value="${size}"]`)!;
    radio.click();
    const thumbnails = () => [...root().querySelectorAll<HTMLElement>('[part~="thumbnail"]')];
    await until(() => thumbnails().length > 1, 'the thumbnails');
    thumbnails()[1]!.click();
    await page.updateComplete;
    const add = root().querySelector<HTMLButtonElement>('[part~="add-to-cart"]')!;
    add.focus();
    await sendKeys({ press: 'Shift' });
    expect(deepActive()).to.equal(add);

    await setViewport({ width: 700, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await page.updateComplete;

    expect(productPageRequests(sessionKey), 'no query for a zoom').to.have.length(1);
    expect(root().querySelector<HTMLInputElement>(`input[value="${size}"]`)!.checked).to.equal(
      true,
    );
    expect(root().querySelector('[part~="thumbnail-selected"]')).to.equal(
      root().querySelectorAll('[part~="thumbnail"]')[1],
    );
    expect(deepActive(), 'focus stays on Add to cart').to.equal(
      root().querySelector('[part~="add-to-cart"]'),
    );
  });
});
