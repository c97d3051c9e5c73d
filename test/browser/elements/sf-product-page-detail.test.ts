/**
 * The product detail of sf-product-page (include-product-group) against the reference server:
 * gallery effects, identity, prices incl. custom prices, siblings, sizes and stock, per-store
 * availability, measurements, attributes, add to cart (and the tickets map without the group).
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import type { ProductPageResult } from '../../../src/api/schemas/results.ts';
import type { SfAddToCartDetail } from '../../../src/events.ts';
import { formatPrice } from '../../../src/templates/price.ts';
import { resolveStrings } from '../../../src/i18n/registry.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { FAVORITES_STORAGE } from '../../../src/controllers/favorites.ts';

/** The strings the page shows in `locale` (its language module has loaded once it rendered). */
const stringsOf = (locale: string) => resolveStrings<SfStrings>(locale);
import { cleanup, findProduct, market, mount, until } from '../controllers/storefront-fixtures.ts';

type Market = Awaited<ReturnType<typeof market>>;

async function detailPage(
  m: Market,
  productKey: string,
  extra: Record<string, string> = {},
): Promise<SfProductPage> {
  const { element } = mount<SfProductPage>(
    html`<sf-product-page
      product-key=${productKey}
      include-product-group
      market=${m.id}
      locale=${m.locale}
      currency=${m.currency}
    ></sf-product-page>`,
  );
  for (const [name, value] of Object.entries(extra)) element.setAttribute(name, value);
  await until(
    () => element.shadowRoot?.querySelector('[part~="detail"]:not([part~="skeleton"])'),
    'the detail',
  );
  return element;
}

const part = (page: Element, name: string) =>
  page.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (page: Element, name: string) => [
  ...page.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];

describe('sf-product-page detail', () => {
  let m: Market;
  before(async () => {
    m = await market();
  });
  afterEach(cleanup);

  it('GALLERY: main image, captions and thumbnail buttons that select it (also by keyboard)', async () => {
    const { productKey, group } = await findProduct(
      (g) =>
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        g.products[0]!.imageInfo.images.length >= 3,
    );
    const images = group.products[0]!.imageInfo!.images;
    const page = await detailPage(m, productKey);
    const thumbnails = parts(page, 'thumbnail');
    expect(thumbnails).to.have.length(images.length);
    expect(thumbnails[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(thumbnails[1]!.getAttribute('aria-label')).to.equal(
      stringsOf(m.locale).image(2, images.length),
    );
    expect(part(page, 'caption')!.textContent!.trim()).to.equal(images[0]!.caption);
    // A 48 px thumbnail loads the smallest source (a phone audit: the 400 px one for each).
    const thumbImages = thumbnails.map((thumbnail) => thumbnail.querySelector('img')!);
    await until(() => thumbImages.every((img) => img.complete && img.currentSrc), 'thumbnails');
    const smallest = (image: (typeof images)[number]) =>
      [...image.sources].sort((a, b) => (a.width ?? 0) - (b.width ?? 0))[0]!.url;
    expect(thumbImages.map((img) => new URL(img.currentSrc).search)).to.deep.equal(
      images.map((image) => new URL(smallest(image), location.href).search),
    );
    thumbnails[1]!.click();
    await page.updateComplete;
    expect(part(page, 'main-image')!.getAttribute('src')).to.contain(
      images[1]!.sources[0]!.url.split('?')[0],
    );
    expect(part(page, 'caption')!.textContent!.trim()).to.equal(images[1]!.caption);
    expect(thumbnails[1]!.getAttribute('aria-pressed')).to.equal('true');
    // Arrow keys move between thumbnails and select.
    thumbnails[1]!.focus();
    thumbnails[1]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
    );
    await page.updateComplete;
    expect(part(page, 'caption')!.textContent!.trim()).to.equal(images[2]!.caption);
    expect(page.shadowRoot!.activeElement).to.equal(parts(page, 'thumbnail')[2]);
  });

  it('GALLERY in right-to-left text: ArrowLeft selects the next thumbnail, ArrowRight the one before', async () => {
    // The thumbnails run from the right there: the next lies on the left.
    const { productKey, group } = await findProduct(
      (g) =>
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        g.products[0]!.imageInfo.images.length >= 3,
    );
    const images = group.products[0]!.imageInfo!.images;
    const page = await detailPage(m, productKey, { dir: 'rtl' });
    const thumbnails = parts(page, 'thumbnail');
    expect(thumbnails[1]!.getBoundingClientRect().left).to.be.below(
      thumbnails[0]!.getBoundingClientRect().left,
    );
    thumbnails[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await page.updateComplete;
    expect(part(page, 'caption')!.textContent!.trim()).to.equal(images[1]!.caption);
    expect(page.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal(
      thumbnails[1]!.getAttribute('aria-label'),
    );
    await sendKeys({ press: 'ArrowRight' });
    await page.updateComplete;
    expect(part(page, 'caption')!.textContent!.trim()).to.equal(images[0]!.caption);
  });

  it('SWAP shows two images and NONE one, without thumbnails', async () => {
    const swap = await findProduct((g) => g.products[0]!.imageInfo?.effect === 'SWAP');
    const swapPage = await detailPage(m, swap.productKey);
    expect(parts(swapPage, 'main-image')).to.have.length(1);
    expect(parts(swapPage, 'swap-image')).to.have.length(1);
    expect(parts(swapPage, 'thumbnail')).to.have.length(0);
    const none = await findProduct(
      (g) =>
        g.products[0]!.imageInfo?.effect === 'NONE' && g.products[0]!.imageInfo.images.length === 1,
    );
    const nonePage = await detailPage(m, none.productKey);
    expect(parts(nonePage, 'main-image')).to.have.length(1);
    expect(parts(nonePage, 'swap-image')).to.have.length(0);
    expect(parts(nonePage, 'thumbnail')).to.have.length(0);
  });

  it('renders name, title, brand, series, description as text, rating, badges and siblings', async () => {
    const { productKey, group } = await findProduct(
      (g) => g.products.length > 1 && !!g.products[0]!.badges?.primary.length,
    );
    const product = group.products[0]!;
    const page = await detailPage(m, productKey);
    expect(part(page, 'name')!.localName).to.equal('h1');
    expect(part(page, 'name')!.textContent!.trim()).to.equal(product.name);
    expect(part(page, 'title')!.textContent!.trim()).to.equal(product.title);
    expect(part(page, 'brand')!.textContent!.trim()).to.equal(product.brand);
    expect(part(page, 'series')!.textContent!.trim()).to.equal(product.series);
    expect(part(page, 'description')!.textContent!.trim()).to.equal(product.description!.trim());
    expect(part(page, 'description')!.children).to.have.length(0);
    expect(part(page, 'rating')!.textContent!.trim()).to.equal(
      stringsOf(m.locale).rating(product.rating!),
    );
    expect(parts(page, 'badge').map((b) => b.textContent!.trim())).to.include.members(
      product.badges!.primary.map((b) => b.label),
    );
    const siblings = parts(page, 'sibling');
    expect(siblings).to.have.length(group.products.length - 1);
    expect(siblings.map((s) => s.getAttribute('href'))).to.deep.equal(
      group.products.slice(1).map((p) => p.link),
    );
  });

  it('picks sizes: out-of-stock disabled and marked, add to cart asks for a size until one is chosen, with the variant ticket', async () => {
    const { productKey, group } = await findProduct((g) => {
      const variants = g.products[0]!.variants;
      return (
        variants.length >= 3 && variants.some((v) => !v.inStock) && variants.some((v) => v.inStock)
      );
    });
    const variants = group.products[0]!.variants;
    const page = await detailPage(m, productKey);
    const radios = [
      ...page.shadowRoot!.querySelectorAll<HTMLInputElement>(
        '[part~="variants"] input[type="radio"]',
      ),
    ];
    expect(radios).to.have.length(variants.length);
    expect(part(page, 'variants')!.querySelector('legend')!.textContent).to.equal(
      stringsOf(m.locale).size,
    );
    variants.forEach((variant, i) => expect(radios[i]!.disabled).to.equal(!variant.inStock));
    expect(parts(page, 'variant-out-of-stock')).to.have.length(
      variants.filter((v) => !v.inStock).length,
    );
    const button = part(page, 'add-to-cart') as HTMLButtonElement;
    // Enabled, so Tab reaches it; without a size it asks for one and adds nothing.
    expect(button.disabled).to.equal(false);
    const asked: Event[] = [];
    page.addEventListener('sf-add-to-cart', (e) => asked.push(e), { once: true });
    button.click();
    expect(asked).to.have.length(0);
    const index = variants.findIndex((v) => v.inStock);
    radios[index]!.click();
    await page.updateComplete;
    expect(button.disabled).to.equal(false);
    expect(part(page, 'stock')!.textContent).to.contain(String(variants[index]!.stockNumber));
    const events: CustomEvent<SfAddToCartDetail>[] = [];
    page.addEventListener('sf-add-to-cart', (e) => events.push(e));
    button.click();
    expect(events).to.have.length(1);
    expect(events[0]!.cancelable).to.equal(true);
    expect(events[0]!.detail.variantKey).to.equal(variants[index]!.key);
    expect(events[0]!.detail.variant?.key).to.equal(variants[index]!.key);
    expect(events[0]!.detail.ticket).to.equal(variants[index]!.ticket);
    expect(events[0]!.detail.productKey).to.equal(productKey);
    expect(events[0]!.detail.product?.key).to.equal(productKey);
    expect(events[0]!.detail.quantity).to.equal(1);
    // A shop whose own cart takes the add cancels the event; addToCart tells.
    page.addEventListener('sf-add-to-cart', (e) => e.preventDefault(), { once: true });
    expect(page.addToCart(undefined, 2)).to.equal(false);
    expect(events[1]!.detail.quantity).to.equal(2);
    expect(page.addToCart()).to.equal(true);
    expect(page.addToCart('no-such-variant')).to.equal(false);
  });

  it('sizes are one radio group: arrow keys move the choice, Enter submits nothing', async () => {
    const { productKey, group } = await findProduct(
      (g) => g.products[0]!.variants.filter((v) => v.inStock).length >= 2,
    );
    const variants = group.products[0]!.variants;
    const page = await detailPage(m, productKey);
    const radios = [
      ...page.shadowRoot!.querySelectorAll<HTMLInputElement>(
        '[part~="variants"] input[type="radio"]',
      ),
    ];
    const first = variants.findIndex((v) => v.inStock);
    const next = variants.findIndex((v, i) => i > first && v.inStock);
    radios[first]!.focus();
    radios[first]!.click();
    await page.updateComplete;
    const submits: Event[] = [];
    // Recorded and stopped: a submitted form would leave the test's page.
    page.shadowRoot!.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        submits.push(event);
      },
      true,
    );
    await sendKeys({ press: 'ArrowRight' });
    await page.updateComplete;
    expect(radios[next]!.checked, 'the next size in stock').to.equal(true);
    expect(part(page, 'stock')!.textContent).to.contain(String(variants[next]!.stockNumber));
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(0);
  });

  it('shows per-store availability when stores are set', async () => {
    const { productKey, group } = await findProduct((g) => g.products[0]!.variants.length === 1);
    const page = await detailPage(m, productKey, { stores: m.stores.join('|') });
    await until(() => part(page, 'availability'), 'availability');
    const entries = parts(page, 'availability-entry');
    expect(entries).to.have.length(1 + m.stores.length);
    expect(entries[0]!.textContent).to.contain(stringsOf(m.locale).online);
    expect(entries[1]!.textContent).to.contain(stringsOf(m.locale).store(m.stores[0]!));
    // The only variant is chosen by itself.
    const variant = group.products[0]!.variants[0]!;
    expect((part(page, 'add-to-cart') as HTMLButtonElement).disabled).to.equal(!variant.inStock);
  });

  it('shows no availability without stores', async () => {
    const { productKey } = await findProduct((g) => g.products[0]!.variants.length === 1);
    const page = await detailPage(m, productKey);
    expect(part(page, 'availability')).to.equal(null);
  });

  it('labels custom prices: price-id on the price, present-prices listed with their ids', async () => {
    const { productKey, group } = await findProduct(
      (g) =>
        g.products[0]!.variants.length === 1 &&
        !!g.products[0]!.variants[0]!.prices?.some((p) => p.id === 'outlet'),
      { presentPrices: ['member', 'outlet'] },
    );
    const page = await detailPage(m, productKey, {
      'present-prices': 'member|outlet',
      'price-id': 'member',
    });
    await until(() => part(page, 'custom-prices') && part(page, 'price-label'), 'custom prices');
    expect(part(page, 'price-label')!.textContent!.trim()).to.equal('Member');
    const labels = parts(page, 'custom-price-label').map((l) => l.textContent!.trim());
    expect(labels).to.deep.equal(['Member', 'Outlet']);
    const outlet = group.products[0]!.variants[0]!.prices!.find((p) => p.id === 'outlet')!;
    const row = page.shadowRoot!.querySelector('[data-price-id="outlet"]')!;
    expect(row.textContent).to.contain(formatPrice(outlet.sellingPrice, m));
  });

  it('lists measurements and custom attributes (custom values, typed numbers and lengths)', async () => {
    const { productKey, group } = await findProduct(
      (g) => !!g.products[0]!.weight || !!g.products[0]!.height || !!g.products[0]!.width,
    );
    const product = group.products[0]!;
    const page = await detailPage(m, productKey);
    const rows = [...part(page, 'measurements')!.querySelectorAll<HTMLElement>('[data-key]')];
    for (const name of ['depth', 'height', 'length', 'volume', 'weight', 'width'] as const) {
      const measurement =
        product.variants.length === 1
          ? (product.variants[0]![name] ?? product[name])
          : product[name];
      const row = rows.find((r) => r.dataset.key === name);
      if (measurement) expect(row!.textContent).to.contain(measurement.unit);
      else expect(row).to.equal(undefined);
    }
    const attributes = part(page, 'attributes')!;
    const material = product.custom!.material![0]!;
    expect(attributes.querySelector('[data-key="material"]')!.textContent).to.contain(
      material.label ?? material.id,
    );
    expect(attributes.querySelector('[data-key="recycledShare"]')!.textContent).to.contain(
      String(product.typedCustom!.numbers!.recycledShare),
    );
    expect(attributes.querySelector('[data-key="packageLength"]')!.textContent).to.contain('cm');
  });

  it('favorites: a toggle beside add to cart, pressed when the product is a favourite', async () => {
    const { productKey, group } = await findProduct((g) => g.products[0]!.variants.length >= 1);
    const product = group.products[0]!;
    localStorage.removeItem(FAVORITES_STORAGE);
    const page = await detailPage(m, productKey, { favorites: '' });
    // The detail is drawn once its toggle is there: never without it.
    const toggle = part(page, 'favorite')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.getAttribute('aria-label')).to.equal(
      stringsOf(m.locale).favorite(product.name ?? product.title ?? ''),
    );
    expect(toggle.querySelector('svg path')!.getAttribute('fill')).to.equal('none');
    expect(toggle.parentElement!.querySelector('[part~="add-to-cart"]')).to.not.equal(null);
    const events: unknown[] = [];
    page.addEventListener('sf-favorite', (event) => events.push(event.detail));
    toggle.click();
    await page.updateComplete;
    expect(part(page, 'favorite')!.getAttribute('aria-pressed')).to.equal('true');
    expect(part(page, 'favorite')!.querySelector('svg path')!.getAttribute('fill')).to.equal(
      'currentColor',
    );
    expect(events).to.deep.equal([{ productKey: product.key, favorite: true }]);
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE)!)).to.deep.equal([product.key]);
    localStorage.removeItem(FAVORITES_STORAGE);
  });

  it('takes the add-to-cart ticket from the tickets map when the group is not requested', async () => {
    const { productKey } = await findProduct((g) => g.products[0]!.variants.length >= 1);
    const { element: page, loads } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        market=${m.id}
        locale=${m.locale}
      ></sf-product-page>`,
    );
    await until(() => loads.length === 1, 'sf-load');
    const result = loads[0]!.detail.result as ProductPageResult;
    expect(result.productGroup).to.equal(undefined);
    const [variantKey, ticket] = Object.entries(result.tickets!)[0]!;
    const events: CustomEvent<SfAddToCartDetail>[] = [];
    page.addEventListener('sf-add-to-cart', (e) => events.push(e));
    expect(page.addToCart(variantKey, 3)).to.equal(true);
    const { handled, ...shown } = events[0]!.detail;
    expect(handled).to.be.a('function');
    expect(shown).to.deep.equal({ productKey, variantKey, ticket, quantity: 3 });
    expect(page.addToCart('unknown-variant')).to.equal(false);
    expect(page.shadowRoot!.querySelector('[part~="detail"]')).to.equal(null);
  });

  it('shows a skeleton with the gallery box while loading', async () => {
    const { productKey } = await findProduct((g: ProductGroup) => g.products.length >= 1);
    const { element: page } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
      ></sf-product-page>`,
    );
    await page.updateComplete;
    const skeleton = part(page, 'skeleton');
    expect(skeleton).to.exist;
    const box = skeleton!.querySelector('.frame')!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    await until(() => part(page, 'main-image'), 'the detail');
    const frame = part(page, 'frame')!.getBoundingClientRect();
    expect(Math.round(frame.height)).to.equal(Math.round(box.height));
  });
});
