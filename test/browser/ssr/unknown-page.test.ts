/**
 * Server-rendered pages the service does not know: a product page for an unknown product and a
 * category landing whose first sponsored page names an unknown page reference. The shop's server
 * answers 404 (the recipe, examples/ssr/page.ts), each page arrives in its error state with the
 * embedded `not-found`, and in Chromium it stays so: no query of its own (asking again cannot
 * find it; shop audit s28, M3: it was asked once more), one `sf-error` saying `not-found`. The
 * landing's other sponsored page is adopted as usual. Imports nothing of the library at the top.
 */
import { expect } from '@open-wc/testing';
import {
  frame,
  insertServerCategory,
  insertServerPage,
  observeRequests,
  observeShifts,
  productPageQueries,
  sponsoredPageQueries,
} from './ssr.helpers.ts';

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

describe('server-rendered pages the service does not know', () => {
  const product = document.createElement('main');
  const category = document.createElement('main');
  let embedded: { error?: { kind: string; status?: number } };
  let embeddedCategory: { error?: { kind: string } }[];
  let requested: string[];
  const errors: { tag: string; kind: string; status?: number }[] = [];
  /** Each animation frame's unknown pages and lists that showed a skeleton, from the import on. */
  const skeletonFrames: string[][] = [];
  let shifts: number[] = [];

  before(async function () {
    this.timeout(60000);
    for (const container of [product, category]) {
      container.addEventListener('sf-error', (event) => {
        const { kind, status } = (event as CustomEvent<{ kind: string; status?: number }>).detail;
        errors.push({ tag: (event.target as Element).localName, kind, status });
      });
      document.body.append(container);
    }
    embedded = (await insertServerPage(product, 'NOPE-1', undefined, 404)) as typeof embedded;
    embeddedCategory = (await insertServerCategory(category, {
      pageReference: 'no/such-page',
      status: 404,
    })) as typeof embeddedCategory;
    requested = observeRequests();
    shifts = observeShifts();
    let sampling = true;
    const sample = () => {
      const showing = [
        ...product.querySelectorAll('sf-product-page, sf-rec-list'),
        category.querySelector('sf-sponsored-page')!,
      ]
        .filter((element) => element.shadowRoot?.querySelector('[part~="skeleton"]'))
        .map((element) => element.getAttribute('list-id') ?? element.localName);
      if (showing.length) skeletonFrames.push(showing);
      if (sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    await import('../../../src/index.ts');
    for (const tag of ['sf-product-page', 'sf-sponsored-page', 'sf-rec-list'])
      await customElements.whenDefined(tag);
    const pages = document.querySelectorAll<Upgradable>('sf-product-page, sf-sponsored-page');
    for (const page of pages) await page.updateComplete;
    // Time for a query, had one been sent (the retry went at once).
    await fetch('/__reference/catalog');
    for (let i = 0; i < 20; i++) await frame();
    sampling = false;
  });

  after(() => {
    product.remove();
    category.remove();
  });

  it('arrive with the embedded not-found and its status', () => {
    expect(embedded.error).to.include({ kind: 'not-found', status: 404 });
    expect(embeddedCategory.map((page) => page.error?.kind)).to.deep.equal([
      'not-found',
      undefined,
    ]);
  });

  it('send no query of their own and keep their error state', () => {
    expect(productPageQueries(requested), 'product-page queries').to.deep.equal([]);
    expect(sponsoredPageQueries(requested), 'sponsored-page queries').to.deep.equal([]);
    const page = product.querySelector('sf-product-page')!;
    expect(page.shadowRoot!.querySelector('[part~="error"]')).to.not.equal(null);
    const [unknown, known] = category.querySelectorAll('sf-sponsored-page');
    expect(unknown!.shadowRoot!.querySelector('[part~="error"]')).to.not.equal(null);
    expect(known!.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });

  it('show their error state in every frame of the upgrade, nothing moving', () => {
    // Shop audit s29: the product page's carousel list drew its loading skeleton for a frame at
    // the upgrade (CLS 0.047), then its error state again.
    expect(skeletonFrames, 'frames with a list skeleton').to.deep.equal([]);
    expect(shifts.reduce((sum, value) => sum + value, 0)).to.equal(0);
  });

  it('say not-found once each', () => {
    // In either order: each element upgrades on its own.
    const byTag = [...errors].sort((a, b) => a.tag.localeCompare(b.tag));
    expect(byTag).to.deep.equal([
      { tag: 'sf-product-page', kind: 'not-found', status: 404 },
      { tag: 'sf-sponsored-page', kind: 'not-found', status: 404 },
    ]);
  });
});
