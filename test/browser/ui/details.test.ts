/**
 * Details axe cannot see: colour-variant links named by their colour, a designed placeholder for a
 * product without an image, gallery images with distinct alt texts and a counter that matches the
 * images shown, and choosing a size that neither adds raw feed attributes nor shifts the detail.
 */
import { expect, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import { renderGallery } from '../../../src/templates/detail/gallery.ts';
import { resolveStrings } from '../../../src/i18n/registry.ts';
import { DEFAULT_STRINGS } from '../../../src/templates/english.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { cleanup, findProduct, mount } from '../controllers/storefront-fixtures.ts';
import { cardData, findGroup, modified } from '../templates/card-data.ts';
import {
  accessibleNames,
  productDetail,
  removeProductDetails,
  sampleList,
  until,
} from './ui.helpers.ts';

const part = (root: Element, name: string) =>
  root.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('details axe cannot see', () => {
  afterEach(() => {
    cleanup();
    removeProductDetails();
  });

  it('names colour-variant links by their colour, not by the product name again', async () => {
    const list = await sampleList(20);
    const { element } = mount<SfRecList>(html`<sf-rec-list></sf-rec-list>`);
    element.list = list;
    await until(() => part(element, 'sibling'), 'a card with siblings');
    const names = await accessibleNames('link');
    const siblings = list.productGroups.flatMap((group) => group.products.slice(1));
    expect(siblings.length, 'siblings in the sample').to.be.at.least(2);
    for (const sibling of siblings) {
      // The reference titles are "<name>, <colour>".
      expect(sibling.title).to.not.equal(sibling.name);
      expect(names, `a link named "${sibling.title}"`).to.include(sibling.title);
    }
  });

  it('shows a designed placeholder with a text alternative for a product without an image', async () => {
    const { locale, currency } = await cardData();
    const group = modified(
      await findGroup('a product with a link', (g) => !!g.products[0]!.link),
      (input) => {
        delete input.products[0]!.imageInfo;
        delete input.products[0]!.link;
      },
    );
    const { element } = mount<SfProductCard>(
      html`<sf-product-card
        locale=${locale}
        currency=${currency}
        .productGroup=${group}
      ></sf-product-card>`,
    );
    await until(() => part(element, 'card'), 'the card');
    const placeholder = part(element, 'image-placeholder');
    expect(placeholder, 'a placeholder in the image box').to.not.equal(null);
    expect(placeholder!.getAttribute('role')).to.equal('img');
    // In the card's own language (sv-SE for the reference's first market).
    const { noImage } = resolveStrings<SfStrings>(locale);
    expect(placeholder!.getAttribute('aria-label')).to.equal(noImage);
    const box = placeholder!.getBoundingClientRect();
    expect(box.width * box.height, 'drawn, not an empty box').to.be.greaterThan(100);
    expect(await accessibleNames('img', 'image')).to.include(noImage);
  });

  it('gives gallery images distinct alt texts, and counts only the images it can show', async () => {
    const group = await findGroup(
      'a GALLERY of four images or more',
      (g) =>
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        g.products[0]!.imageInfo.images.length >= 4,
    );
    // One image without a usable source: it is neither shown nor counted.
    const broken = modified(group, (input) => {
      input.products[0]!.imageInfo!.images[1]!.sources = [{ url: 'javascript:alert(1)' }];
    });
    const images = broken.products[0]!.imageInfo!.images;
    const shown = images.length - 1;
    const container = document.createElement('div');
    document.body.append(container);
    const alts: string[] = [];
    try {
      for (let index = 0; index < shown; index++) {
        render(
          renderGallery({
            imageInfo: broken.products[0]!.imageInfo,
            name: broken.products[0]!.name ?? '',
            index,
            strings: DEFAULT_STRINGS,
            onSelect: () => undefined,
          }),
          container,
        );
        const thumbnails = [...container.querySelectorAll('[part~="thumbnail"]')];
        expect(thumbnails, 'thumbnails of images that can be shown').to.have.length(shown);
        expect(thumbnails.every((thumbnail) => thumbnail.querySelector('img'))).to.equal(true);
        expect(thumbnails[index]!.getAttribute('aria-label')).to.equal(
          DEFAULT_STRINGS.image(index + 1, shown),
        );
        const main = container.querySelector<HTMLImageElement>('[part~="main-image"]')!;
        alts.push(main.alt);
        const position = container.querySelector('[part~="image-position"]');
        expect(position?.textContent?.trim()).to.equal(DEFAULT_STRINGS.slide(index + 1, shown));
      }
    } finally {
      container.remove();
    }
    expect(new Set(alts).size, alts.join(' | ')).to.equal(shown);
  });

  it('choosing a size adds no raw feed attributes and does not move the detail', async () => {
    const { productKey, group } = await findProduct((g) => {
      const variants = g.products[0]!.variants;
      return variants.filter((v) => v.inStock).length >= 2 && !!variants[0]!.custom?.gtin;
    });
    const page = await productDetail(productKey);
    const detail = part(page, 'detail')!;
    const before = detail.getBoundingClientRect().height;
    const more = page.shadowRoot!.querySelector('.more')!.getBoundingClientRect().top;
    const variant = group.products[0]!.variants.find((v) => v.inStock)!;
    page
      .shadowRoot!.querySelector<HTMLInputElement>(`input[type="radio"][value="${variant.key}"]`)!
      .click();
    await until(() => part(page, 'variant-selected'), 'the chosen size');
    await page.updateComplete;
    const gtin = variant.custom!.gtin![0]!.label ?? variant.custom!.gtin![0]!.id;
    expect(detail.textContent).to.not.contain(gtin);
    expect(detail.textContent).to.not.match(/gtin/i);
    expect(detail.getBoundingClientRect().height).to.be.closeTo(before, 0.5);
    expect(page.shadowRoot!.querySelector('.more')!.getBoundingClientRect().top).to.be.closeTo(
      more,
      0.5,
    );
  });
});
