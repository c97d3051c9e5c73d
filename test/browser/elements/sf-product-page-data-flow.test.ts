/**
 * Data flows down in a product page: the page's query state reaches its lists through a context,
 * so a change in the detail (a size, an image) re-renders the detail only, never the lists.
 */
import { expect, html } from '@open-wc/testing';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import { SfRecList } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import {
  cleanup,
  findProduct,
  market,
  mount,
  productPageRequests,
  sleep,
  until,
} from '../controllers/storefront-fixtures.ts';

/** Renders of each list, counted at `render()` (the method Lit calls for every update). */
const renders = new Map<Element, number>();
const originalRender = SfRecList.prototype.render;

describe('sf-product-page data flow', () => {
  before(() => {
    SfRecList.prototype.render = function (this: SfRecList) {
      renders.set(this, (renders.get(this) ?? 0) + 1);
      return originalRender.call(this);
    };
  });
  after(() => {
    SfRecList.prototype.render = originalRender;
  });
  afterEach(cleanup);

  it('choosing a size or an image in the detail does not re-render the lists', async () => {
    const m = await market();
    const { productKey } = await findProduct(
      (g) =>
        g.products[0]!.variants.filter((v) => v.inStock).length >= 2 &&
        g.products[0]!.imageInfo?.effect === 'GALLERY' &&
        g.products[0]!.imageInfo.images.length >= 2,
    );
    const { element: page } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="4"></sf-rec-list>
        <section>
          <sf-rec-list list-id="top" algorithm="TOP_PRODUCTS" limit="3"></sf-rec-list>
        </section>
      </sf-product-page>`,
    );
    const lists = [...page.querySelectorAll<SfRecList>('sf-rec-list')];
    await until(
      () => lists.every((list) => list.shadowRoot?.querySelector('[part~="card"]')),
      'the lists',
    );
    await until(
      () => page.shadowRoot?.querySelector('[part~="variants"] input[type="radio"]'),
      'the sizes',
    );
    // Whatever the lists still do on their own (a later batch, the carousel's chunk arriving)
    // is over before the count is taken: the counts hold still for 300 ms.
    const counts = () => lists.map((list) => renders.get(list) ?? 0);
    let before = counts();
    for (let tries = 0; ; tries++) {
      await Promise.all(lists.map((list) => list.updateComplete));
      await sleep(300);
      const now = counts();
      if (now.join() === before.join()) break;
      if (tries === 20) throw new Error(`the lists never came to rest: ${now.join()} renders`);
      before = now;
    }
    expect(before.every((count) => count > 0)).to.equal(true);

    const radios = [
      ...page.shadowRoot!.querySelectorAll<HTMLInputElement>(
        '[part~="variants"] input[type="radio"]:not(:disabled)',
      ),
    ];
    radios[1]!.click();
    await page.updateComplete;
    expect(radios[1]!.checked).to.equal(true);
    page.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]')[1]!.click();
    await page.updateComplete;
    await sleep(300);
    await Promise.all(lists.map((list) => list.updateComplete));

    expect(lists.map((list) => renders.get(list) ?? 0)).to.deep.equal(before);
  });
});

describe('sf-product-page removed or moved (a single-page app)', () => {
  afterEach(cleanup);

  it('sends nothing once removed; moved out and back in, it keeps its answer and the size chosen', async () => {
    // An SPA audit: a removed page whose list left it queried again without lists (29 of 30
    // route changes sent a thrown-away query); moved with a gap (a framework's reorder), it
    // queried twice more, flashed its skeleton and lost the chosen size.
    const m = await market();
    const { productKey } = await findProduct(
      (g) => g.products[0]!.variants.filter((v) => v.inStock).length >= 2,
    );
    const sessionKey = `spa-${Date.now().toString(36)}`;
    const { element: page } = mount<SfProductPage>(
      html`<sf-product-page
        product-key=${productKey}
        include-product-group
        market=${m.id}
        locale=${m.locale}
        currency=${m.currency}
        session-key=${sessionKey}
      >
        <sf-rec-list list-id="alts" algorithm="ALTERNATIVES" limit="4"></sf-rec-list>
      </sf-product-page>`,
    );
    const list = page.querySelector<SfRecList>('sf-rec-list')!;
    await until(() => list.shadowRoot?.querySelector('[part~="card"]'), 'the list');
    const radio = () =>
      page.shadowRoot!.querySelectorAll<HTMLInputElement>(
        '[part~="variants"] input[type="radio"]:not(:disabled)',
      )[1];
    await until(() => radio(), 'the sizes');
    radio()!.click();
    await page.updateComplete;
    const chosen = radio()!.value;
    expect(productPageRequests(sessionKey)).to.have.length(1);

    // Moved: out, and back in 50 ms later.
    const parent = page.parentNode!;
    page.remove();
    await sleep(50);
    parent.append(page);
    await sleep(400);
    expect(productPageRequests(sessionKey), 'queries after the move').to.have.length(1);
    expect(radio()?.checked, 'the size chosen').to.equal(true);
    expect(radio()?.value).to.equal(chosen);
    expect(list.shadowRoot!.querySelector('[part~="skeleton"]')).to.equal(null);

    // Removed for good: nothing more is sent.
    page.remove();
    await sleep(400);
    expect(productPageRequests(sessionKey), 'queries after removal').to.have.length(1);
  });
});
