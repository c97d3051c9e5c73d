/**
 * An image that does not load (a 404 from the shop's image host, a feed ahead of its images) is
 * drawn as the placeholder of a product without an image. Before, the browser's broken image
 * showed: the alt text in link colour over an empty box (seen on the demo's product page with
 * every other image answered 404). A banner's image that does not load is a box of its size with
 * its link's name. (Counts go to `expect`, not elements: chai's message for a Lit-rendered element
 * that failed an assertion never finished, and the page hung.)
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import '../../../src/elements/sf-sponsored-page/sf-sponsored-page.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import {
  answerNextQuery,
  catalog,
  cleanup,
  findProduct,
  market,
  mount,
  referenceAnswer,
  referenceSponsoredAnswer,
  until,
} from '../controllers/storefront-fixtures.ts';

afterEach(cleanup);

/** Every image of `product` at an address that answers 404, and no thumbnail. */
function breakImages(product: Record<string, any>): void {
  for (const image of product.imageInfo?.images ?? [])
    for (const source of image.sources) source.url = `/no-such-image-${crypto.randomUUID()}.jpg`;
  if (product.imageInfo) delete product.imageInfo.thumbnail;
}

/** What the card or detail at `root` draws for its image: `img`, `placeholder` or both. */
function drawn(root: Element): string[] {
  return [
    ...(root.querySelector('img[part~="image"], img[part~="main-image"]') ? ['img'] : []),
    ...(root.querySelector('[part~="image-placeholder"]') ? ['placeholder'] : []),
  ];
}

/**
 * A product page of `productKey` answered with the reference server's own answer after `change`
 * (which breaks some of its images).
 */
async function detailAnswered(productKey: string, change: (answer: Record<string, any>) => void) {
  const m = await market();
  const answer = await referenceAnswer(m, productKey, { productGroup: { include: true } });
  change(answer);
  const session = crypto.randomUUID();
  await answerNextQuery(session, answer);
  const { element } = mount(
    html`<sf-product-page
      product-key=${productKey}
      include-product-group
      market=${m.id}
      locale=${m.locale}
      session-key=${session}
    ></sf-product-page>`,
  );
  return { answer, element };
}

describe('an image that does not load', () => {
  it("is the placeholder in a list's card; the other cards keep their images", async function () {
    this.timeout(30000);
    const m = await market();
    const productKey = (await catalog()).groups[3]!.products[0]!;
    const answer = await referenceAnswer(m, productKey, {
      recommendationLists: [{ id: 'alt', algorithm: 'ALTERNATIVES' }],
    });
    const groups = answer.recommendationLists[0].productGroups as Record<string, any>[];
    expect(groups.length, 'cards in the answer').to.be.greaterThan(1);
    breakImages(groups[0]!.products[0]);
    const session = crypto.randomUUID();
    await answerNextQuery(session, answer);
    const { element } = mount(
      html`<sf-rec-list
        product-key=${productKey}
        list-id="alt"
        algorithm="ALTERNATIVES"
        market=${m.id}
        locale=${m.locale}
        session-key=${session}
      ></sf-rec-list>`,
    );
    const cards = () => [
      ...(element.shadowRoot?.querySelectorAll('[part~="card"]:not([part~="skeleton"])') ?? []),
    ];
    await until(() => cards().length > 1, 'the cards');
    await until(() => drawn(cards()[0]!).join() === 'placeholder', 'the placeholder', 5000).catch(
      () => undefined,
    );
    expect(drawn(cards()[0]!), 'the card whose image failed').to.deep.equal(['placeholder']);
    expect(drawn(cards()[1]!), 'the next card').to.deep.equal(['img']);
  });

  it("is the placeholder in the product detail's gallery", async function () {
    this.timeout(30000);
    const productKey = (await catalog()).groups[2]!.products[0]!;
    const { element } = await detailAnswered(productKey, (answer) =>
      breakImages(answer.productGroup.products[0]),
    );
    const gallery = () => element.shadowRoot?.querySelector('[part~="gallery"]');
    await until(() => element.shadowRoot?.querySelector('h1') && gallery(), 'the detail');
    await until(() => drawn(gallery()!).join() === 'placeholder', 'the placeholder', 5000).catch(
      () => undefined,
    );
    expect(drawn(gallery()!)).to.deep.equal(['placeholder']);
  });

  it("is a colour sibling's swatch in the product detail, in place of its thumbnail", async function () {
    this.timeout(30000);
    const { productKey } = await findProduct(
      (g) => g.products.length > 1 && g.products.slice(1).every((p) => !!p.imageInfo?.thumbnail),
    );
    const { answer, element } = await detailAnswered(productKey, (answer) => {
      for (const sibling of answer.productGroup.products.slice(1))
        sibling.imageInfo.thumbnail = `/no-such-image-${crypto.randomUUID()}.jpg`;
    });
    const siblings = () => element.shadowRoot?.querySelector('[part~="siblings"]');
    await until(() => siblings(), 'the siblings');
    await until(() => !siblings()!.querySelector('img'), 'the thumbnails gone', 5000).catch(
      () => undefined,
    );
    expect(siblings()!.querySelectorAll('img').length, 'thumbnails left').to.equal(0);
    expect(siblings()!.querySelectorAll('[part~="swatch"]').length, 'swatches').to.equal(
      answer.productGroup.products.length - 1,
    );
  });

  it("is the placeholder in a lone <sf-product-card>, and a sibling's thumbnail its swatch", async function () {
    this.timeout(30000);
    const { group } = await findProduct(
      (g) =>
        (g.products[0]!.imageInfo?.images.length ?? 0) > 0 &&
        g.products.length > 1 &&
        g.products.slice(1).every((p) => !!p.imageInfo?.thumbnail),
    );
    const broken = structuredClone(group) as ProductGroup;
    breakImages(broken.products[0] as Record<string, any>);
    // A sibling without colours shows its thumbnail: one that does not load.
    for (const sibling of broken.products.slice(1) as Record<string, any>[]) {
      delete sibling.swatch;
      sibling.imageInfo.thumbnail = `/no-such-image-${crypto.randomUUID()}.jpg`;
    }
    const { element } = mount(html`<sf-product-card .productGroup=${broken}></sf-product-card>`);
    const card = () => element.shadowRoot?.querySelector('[part~="card"]');
    const thumbnails = () => card()!.querySelectorAll('.sibling-thumbnail').length;
    await until(() => card(), 'the card');
    await until(
      () => drawn(card()!).join() === 'placeholder' && thumbnails() === 0,
      'the placeholder and swatches',
      5000,
    ).catch(() => undefined);
    expect(drawn(card()!)).to.deep.equal(['placeholder']);
    expect(thumbnails(), 'sibling thumbnails left').to.equal(0);
    expect(card()!.querySelectorAll('[part~="sibling"] [part~="swatch"]').length).to.be.greaterThan(
      0,
    );
  });

  it("is a banner's box with where it leads, in place of its image", async function () {
    // Banners carry no text in the API: a banner whose image failed was an empty grey box with
    // the browser's broken-image icon, a link no one could see.
    this.timeout(30000);
    const m = await market();
    const answer = await referenceSponsoredAnswer(m, 'home');
    const banner = answer.banners[0];
    expect(banner, 'a banner').to.exist;
    for (const image of banner.images) image.url = `/no-such-image-${crypto.randomUUID()}.jpg`;
    answer.banners = [banner];
    const session = crypto.randomUUID();
    await answerNextQuery(session, answer);
    const { element } = mount(
      html`<sf-sponsored-page
        page-reference="home"
        market=${m.id}
        locale=${m.locale}
        session-key=${session}
      ></sf-sponsored-page>`,
    );
    const box = () => element.shadowRoot?.querySelector('[part~="banner"]');
    await until(() => box(), 'the banner');
    await until(() => !box()!.querySelector('img'), 'the image gone', 5000).catch(() => undefined);
    const link = box()!.querySelector('a[part~="banner-link"]')!;
    expect(box()!.querySelectorAll('img').length, 'images left').to.equal(0);
    const label = link.getAttribute('aria-label')!;
    expect(link.textContent!.trim(), 'the words shown').to.equal(label);
    // The box keeps the banner's proportions: nothing below it moves.
    const { width, height } = link.getBoundingClientRect();
    expect(height / width).to.be.closeTo(banner.height / banner.width, 0.02);
  });
});
