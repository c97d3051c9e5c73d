/**
 * Windows' high contrast (`forced-colors: active`) replaces every colour, so a control drawn only
 * by its background colour loses its edges, and a state told only by a colour is gone. The
 * buttons that had no border (the detail's and quick add's "Add to cart", the favourite toggle)
 * get one, and the selected thumbnail an outline, where an accessibility audit of the packed
 * tarball saw only the words "Add to cart" and two identical thumbnails.
 */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import { cleanup, findProduct, market, mount, until } from '../controllers/storefront-fixtures.ts';

before(() => executeServerCommand('emulate-forced-colors', true));
after(() => executeServerCommand('emulate-forced-colors', false));
afterEach(cleanup);

/** Whether `element` has a visible edge of its own: a border or an outline. */
function edged(element: Element): boolean {
  const style = getComputedStyle(element);
  return (
    (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1) ||
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1)
  );
}

describe('forced colours (high contrast)', () => {
  it('buttons keep their edges and the selected thumbnail stands out', async function () {
    this.timeout(30000);
    expect(matchMedia('(forced-colors: active)').matches, 'emulated').to.equal(true);
    const m = await market();
    const { productKey, group } = await findProduct(
      (g) =>
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        (g.products[0]!.imageInfo.images.length ?? 0) > 1 &&
        g.products[0]!.variants.length > 1,
    );
    const { element } = mount(
      html`<sf-storefront market=${m.id} locale=${m.locale} session-key=${crypto.randomUUID()}
        ><sf-product-page
          product-key=${productKey}
          include-product-group
          favorites
        ></sf-product-page
        ><sf-product-card quick-add favorites .productGroup=${group}></sf-product-card
      ></sf-storefront>`,
    );
    const page = element.querySelector('sf-product-page')!.shadowRoot!;
    const card = element.querySelector('sf-product-card')!.shadowRoot!;
    await until(() => page.querySelectorAll('[part~="thumbnail"]').length > 1, 'the thumbnails');
    await until(() => card.querySelector('[part~="favorite"]'), 'the card extras');

    expect(edged(page.querySelector('[part~="add-to-cart"]')!), 'detail add to cart').to.equal(
      true,
    );
    expect(edged(card.querySelector('[part~="favorite"]')!), 'favourite toggle').to.equal(true);
    const quickAdd = card.querySelector('[part~="quick-add"] button, .quick-add .add-to-cart');
    expect(quickAdd, 'the quick add button').to.exist;
    expect(edged(quickAdd!), 'quick add').to.equal(true);

    // Selected and not: not the same edge.
    const [selected, other] = [
      page.querySelector('[part~="thumbnail-selected"]')!,
      page.querySelector('[part~="thumbnail"]:not([part~="thumbnail-selected"])')!,
    ];
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.borderTopWidth}`;
    };
    expect(look(selected)).not.to.equal(look(other));
  });
});

/**
 * The detail of the product page of the first product group `test` accepts and a lone card of
 * it, once each shows `selector`: their shadow roots, and the group.
 */
async function detailAndCard(test: Parameters<typeof findProduct>[0], selector: string) {
  const m = await market();
  const { productKey, group } = await findProduct(test);
  const { element } = mount(
    html`<sf-storefront market=${m.id} locale=${m.locale} session-key=${crypto.randomUUID()}
      ><sf-product-page product-key=${productKey} include-product-group></sf-product-page
      ><sf-product-card .productGroup=${group}></sf-product-card
    ></sf-storefront>`,
  );
  const page = element.querySelector('sf-product-page')!.shadowRoot!;
  const card = element.querySelector('sf-product-card')!.shadowRoot!;
  await until(() => page.querySelector(selector), `${selector} in the detail`);
  await until(() => card.querySelector(selector), `${selector} in the card`);
  return { page, card, group };
}

describe('forced colours: colour swatches', () => {
  it('keep the product colours they show, in the card and in the detail', async function () {
    // The colours of a swatch are what it says: high contrast painted every swatch of the demo's
    // lists and detail as the same empty ring (Tailwind's forced-color-adjust page shows this very
    // case: product colour swatches opt out).
    this.timeout(30000);
    const colored = (product: { swatch?: { type: string; colors: string[] } | undefined }) =>
      product.swatch?.type === 'COLORS' && product.swatch.colors.length > 0;
    const { page, card, group } = await detailAndCard(
      (g) => g.products.length > 2 && g.products.filter(colored).length > 1,
      '[part~="swatch"] .segment',
    );

    // What each colour of the feed computes to where nothing is forced.
    const probe = document.createElement('span');
    probe.style.setProperty('forced-color-adjust', 'none');
    document.body.append(probe);
    const computed = (color: string) => {
      probe.style.backgroundColor = color;
      return getComputedStyle(probe).backgroundColor;
    };
    const feedColors = new Set(
      group.products.flatMap((product) =>
        colored(product) ? product.swatch!.colors.map(computed) : [],
      ),
    );
    probe.remove();
    for (const [where, root] of [
      ['detail', page],
      ['card', card],
    ] as const) {
      const shown = [...root.querySelectorAll('[part~="swatch"] .segment')].map(
        (segment) => getComputedStyle(segment).backgroundColor,
      );
      expect(shown.length, `${where}: swatch segments`).to.be.greaterThan(0);
      for (const color of shown) expect([...feedColors], `${where}: ${color}`).to.include(color);
    }
  });
});

describe('forced colours: rating stars', () => {
  it('keep their fill, in the card and in the detail', async function () {
    // The fill was a background gradient clipped to the stars' text: high contrast removed it and
    // painted every rating as five whole stars (accessibility audit s34, F2).
    this.timeout(30000);
    const { page, card } = await detailAndCard((g) => {
      const rating = g.products[0]!.rating;
      return rating !== undefined && rating > 0 && rating < 5;
    }, '.stars');
    for (const [where, root] of [
      ['detail', page],
      ['card', card],
    ] as const) {
      const style = getComputedStyle(root.querySelector('.stars')!, '::before');
      // A fill in two colours, shown through the transparent text.
      const colors = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
      expect(
        new Set(colors).size,
        `${where}: the fill's colours in ${style.backgroundImage}`,
      ).to.equal(2);
      expect(style.color, `${where}: the stars' text shows the fill`).to.equal('rgba(0, 0, 0, 0)');
    }
  });
});
