/**
 * The demo behaves like a shop: the links its elements render (product cards, colour siblings,
 * campaign banners, "show more") lead to the demo's own page for that product or category, not
 * to the home page. The links keep the shop paths the reference server generates
 * (`/en-us/product/<slug>/<key>`, `/en-us/category/<slug>`); the demo's server maps them.
 */
import { expect } from '@open-wc/testing';
import { deepQueryAll, until } from '../csp/helpers.ts';

interface Catalog {
  categories: string[];
  groups: { key: string; category: string; products: string[] }[];
}

const PRODUCT_LINK =
  '[part~="image-link"], [part~="link"], [part~="sibling"], [part~="compact-card"]';
const CATEGORY_LINK = '[part~="banner-link"], [part~="show-more"]';

let catalog: Catalog;

async function loadFrame(path: string): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.title = path;
  iframe.style.cssText = 'width: 1280px; height: 1400px; border: 0;';
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.src = path;
  document.body.append(iframe);
  await loaded;
  return iframe;
}

async function settled(document: Document, selector: string): Promise<void> {
  // Generous: the first page of a run compiles every module, files run side by side.
  await until(() => deepQueryAll(document, selector).length > 0, `${selector} to render`, 30000);
  await until(
    () => !deepQueryAll(document, '[aria-busy="true"], [part~="skeleton"]').length,
    'no skeletons left',
  );
}

/** Where a link of the frame lands once its redirects are followed. */
async function landing(document: Document, link: Element): Promise<URL> {
  const href = new URL(link.getAttribute('href')!, document.baseURI);
  const response = await fetch(href);
  expect(response.ok, `${href.pathname} answers ${response.status}`).to.equal(true);
  return new URL(response.url);
}

function uniqueByHref(links: Element[]): Element[] {
  const seen = new Map<string, Element>();
  for (const link of links) seen.set(link.getAttribute('href') ?? '', link);
  return [...seen.values()];
}

async function expectProductPages(document: Document, links: Element[]): Promise<void> {
  const keys = new Set(catalog.groups.flatMap((group) => group.products));
  for (const link of uniqueByHref(links)) {
    const url = await landing(document, link);
    expect(url.pathname, link.getAttribute('href')!).to.equal('/demo/product.html');
    const key = url.searchParams.get('product-key') ?? '';
    // A variant link lands on its product with that variant (`P1001-1-M` of `P1001-1`).
    expect(keys.has(key) || keys.has(key.replace(/-[^-]+$/, '')), `product-key ${key}`).to.equal(
      true,
    );
    expect(link.getAttribute('href')).to.contain(key.split('-').slice(0, 2).join('-'));
  }
}

async function expectCategoryPages(document: Document, links: Element[]): Promise<void> {
  for (const link of uniqueByHref(links)) {
    const url = await landing(document, link);
    expect(url.pathname, link.getAttribute('href')!).to.equal('/demo/category.html');
    const page = url.searchParams.get('page-reference') ?? '';
    expect(catalog.categories.map((id) => `category/${id}`)).to.include(page);
  }
}

/** Clicks `link` in the frame as a shopper would and waits for the page it leads to. */
async function follow(iframe: HTMLIFrameElement, link: HTMLElement): Promise<Document> {
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  link.click();
  await loaded;
  return iframe.contentDocument!;
}

before(async () => {
  catalog = (await (await fetch('/__reference/catalog')).json()) as Catalog;
});

describe('demo links: product.html', () => {
  let iframe: HTMLIFrameElement;
  after(() => iframe.remove());

  it('card and colour links lead to product.html for that product', async function () {
    this.timeout(60000);
    iframe = await loadFrame('/demo/product.html');
    const document = iframe.contentDocument!;
    await settled(document, '[part~="card"]:not([part~="skeleton"])');
    const links = deepQueryAll(document, PRODUCT_LINK).filter((a) => a.hasAttribute('href'));
    expect(links.length).to.be.at.least(8);
    await expectProductPages(document, links);
  });

  it('a clicked card opens that product on the product page', async function () {
    this.timeout(60000);
    const document = iframe.contentDocument!;
    const card = deepQueryAll(document, '[part~="card"]:not([part~="skeleton"])')[0]!;
    const name = card.querySelector('[part~="name"]')!.textContent!.trim();
    const link = card.querySelector<HTMLElement>('[part~="link"]')!;
    const next = await follow(iframe, link);
    expect(next.location.pathname).to.equal('/demo/product.html');
    await settled(next, 'sf-product-page');
    await until(
      () => deepQueryAll(next, '[part~="detail"] [part~="name"]')[0]?.textContent?.trim(),
      'the product name',
    );
    expect(deepQueryAll(next, '[part~="detail"] [part~="name"]')[0]!.textContent!.trim()).to.equal(
      name,
    );
  });
});

describe('demo links: category.html', () => {
  let iframe: HTMLIFrameElement;
  after(() => iframe.remove());

  it('banner and "show more" links lead to category.html for that category', async function () {
    this.timeout(60000);
    iframe = await loadFrame('/demo/category.html');
    const document = iframe.contentDocument!;
    await settled(document, '[part~="banner-link"]');
    await settled(document, '[part~="card"]:not([part~="skeleton"])');
    const banners = deepQueryAll(document, '[part~="banner-link"]');
    const showMore = deepQueryAll(document, '[part~="show-more"]');
    expect(banners.length, 'banner links').to.be.at.least(1);
    expect(showMore.length, '"show more" links').to.be.at.least(1);
    await expectCategoryPages(document, deepQueryAll(document, CATEGORY_LINK));
    const products = deepQueryAll(document, PRODUCT_LINK).filter((a) => a.hasAttribute('href'));
    expect(products.length).to.be.at.least(4);
    await expectProductPages(document, products);
  });

  it('a clicked banner opens its category on the category page', async function () {
    this.timeout(60000);
    const banner = deepQueryAll(iframe.contentDocument!, '[part~="banner-link"]')[0] as HTMLElement;
    const target = await landing(iframe.contentDocument!, banner);
    const next = await follow(iframe, banner);
    expect(next.location.pathname).to.equal('/demo/category.html');
    const page = target.searchParams.get('page-reference')!;
    const category = page.replace('category/', '');
    await settled(next, '[part~="card"]:not([part~="skeleton"])');
    expect(next.querySelector('#category-heading')!.textContent!.toLowerCase()).to.contain(
      category,
    );
    const element = next.querySelector('sf-sponsored-page[data-demo-category]')!;
    expect(element.getAttribute('page-reference')).to.equal(page);
  });
});

describe('demo links: theming.html', () => {
  it('custom cards lead to product.html for that product', async function () {
    this.timeout(60000);
    const iframe = await loadFrame('/demo/theming.html');
    const document = iframe.contentDocument!;
    await settled(document, '[part~="compact-card"]');
    const links = deepQueryAll(document, PRODUCT_LINK).filter((a) => a.hasAttribute('href'));
    expect(links.length).to.be.at.least(2);
    await expectProductPages(document, links);
    iframe.remove();
  });
});
