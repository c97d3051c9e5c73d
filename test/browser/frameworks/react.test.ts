/**
 * The React wrappers (storefront-elements/react) in a real React 18 app: react-dom/client renders
 * SfStorefront > SfProductPage > SfRecList against the reference server; attributes, properties
 * and typed event props reach the elements. A shop's own cart through `onSfAddToCart`: one
 * `add-to-cart` at the reference server when its add succeeds, none when it fails. Each component
 * is also a module of its own (storefront-elements/react/<tag>.js), the same component.
 */
import { expect } from '@open-wc/testing';
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { html } from 'lit';
// Each component from its own module, as docs/frameworks.md imports them.
import { SfProductCard } from '../../../src/react/sf-product-card.ts';
import { SfProductPage } from '../../../src/react/sf-product-page.ts';
import { SfRecList } from '../../../src/react/sf-rec-list.ts';
import { SfStorefront } from '../../../src/react/sf-storefront.ts';
import * as reactEntry from '../../../src/react/index.ts';
import type { SfProductPage as SfProductPageElement } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import type { SfRecList as SfRecListElement } from '../../../src/elements/sf-rec-list/sf-rec-list.ts';
import type { SfProductCard as SfProductCardElement } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfAddToCartDetail, SfLoadDetail, SfProductClickDetail } from '../../../src/events.ts';
import { notify } from '../../../src/notify/index.ts';
import type { RenderListCard } from '../../../src/templates/list.ts';
import type { RecommendationProductList } from '../../../src/api/schemas/results.ts';
import { catalog, findProduct, market, until } from '../controllers/storefront-fixtures.ts';
import { CARD } from '../cards.ts';

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(CARD)];

describe('React wrappers (@lit/react)', () => {
  let container: HTMLElement;
  let root: Root;

  const render = (node: ReactNode) => flushSync(() => root.render(node));
  /** Card links navigate; keep the test page where it is. */
  const stay = (event: Event) => event.preventDefault();

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    window.addEventListener('click', stay);
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    window.removeEventListener('click', stay);
  });

  it("gives each element's component from a module of its own, the same as the entry's", async () => {
    const tags = Object.keys(reactEntry)
      .filter((name) => /^Sf[A-Z]/.test(name))
      .map((name) => name.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase()));
    expect(tags).to.have.length(13);
    for (const tag of tags) {
      const module = (await import(`../../../src/react/${tag}.ts`)) as Record<string, unknown>;
      const [name, component] = Object.entries(module)[0] ?? [];
      expect(Object.keys(module), tag).to.deep.equal([name]);
      expect(component, tag).to.equal((reactEntry as Record<string, unknown>)[name!]);
      expect(customElements.get(tag), tag).to.be.a('function');
    }
  });

  it('renders a product page with a recommendation list and calls typed event props', async () => {
    const m = await market();
    const productKey = (await catalog()).groups[5]!.products[0]!;
    const clicks: SfProductClickDetail[] = [];
    const loads: SfLoadDetail[] = [];

    render(
      createElement(
        SfStorefront,
        { market: m.id, locale: m.locale, currency: m.currency, 'api-base': '' },
        createElement(
          SfProductPage,
          { productKey, includeProductGroup: true, onSfLoad: (event) => loads.push(event.detail) },
          createElement(SfRecList, {
            listId: 'alternatives',
            algorithm: 'ALTERNATIVES',
            label: 'You may also like',
            onSfProductClick: (event) => clicks.push(event.detail),
          }),
        ),
      ),
    );

    const storefront = container.querySelector('sf-storefront')!;
    const page = container.querySelector<SfProductPageElement>('sf-product-page')!;
    const list = container.querySelector<SfRecListElement>('sf-rec-list')!;
    // Configuration without a property goes to attributes, element properties to properties.
    expect(storefront.getAttribute('market')).to.equal(m.id);
    expect(storefront.getAttribute('api-base')).to.equal('');
    expect(page.productKey).to.equal(productKey);
    expect(page.includeProductGroup).to.equal(true);
    expect(page.hasAttribute('includeProductGroup')).to.equal(false);
    expect(list.listId).to.equal('alternatives');

    await until(() => cards(list).length > 0, 'rec-list cards');
    await until(() => loads.length > 0, 'sf-load from the product page');
    expect(cards(list).length).to.be.greaterThan(0);

    cards(list)[0]!.querySelector<HTMLElement>('[part~="link"]')!.click();
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.listId).to.equal('alternatives');
    expect(clicks[0]!.ticket).to.be.a('string').and.not.empty;
    expect(clicks[0]!.product.key).to.be.a('string');
  });

  it('passes objects and functions (productGroup, renderCard) as properties', async () => {
    const { group } = await findProduct((g) => g.products.length > 0);
    const m = await market();
    const renderCard: RenderListCard = (g) =>
      html`<article part="card" class="react-card">${g.key}</article>`;
    const given: RecommendationProductList = {
      id: 'given',
      algorithm: 'TOP_PRODUCTS',
      label: 'Given',
      productGroups: [group],
      visible: true,
      visualization: 'GRID',
    };
    const clicks: SfProductClickDetail[] = [];

    render(
      createElement(
        SfStorefront,
        { market: m.id, locale: m.locale },
        createElement(SfProductCard, {
          productGroup: group,
          quickAdd: true,
          listId: 'react',
          onSfProductClick: (event) => clicks.push(event.detail),
        }),
        createElement(SfRecList, {
          list: given,
          renderCard,
        }),
      ),
    );

    const card = container.querySelector<SfProductCardElement>('sf-product-card')!;
    expect(card.productGroup).to.equal(group);
    expect(card.quickAdd).to.equal(true);
    expect(card.hasAttribute('productGroup')).to.equal(false);
    await card.updateComplete;
    card.shadowRoot!.querySelector<HTMLElement>('[part~="link"]')!.click();
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.group.key).to.equal(group.key);
    expect(clicks[0]!.listId).to.equal('react');

    const list = container.querySelector<SfRecListElement>('sf-rec-list')!;
    expect(list.renderCard).to.equal(renderCard);
    await until(() => list.shadowRoot?.querySelector('.react-card'), 'the custom card');
    expect(list.shadowRoot!.querySelector('.react-card')!.textContent).to.equal(group.key);
  });

  it('updates and removes event props on re-render', async () => {
    const { group } = await findProduct((g) => g.products.length > 0);
    const first: string[] = [];
    const second: string[] = [];
    const m = await market();
    const card = (onSfProductClick?: (event: CustomEvent<SfProductClickDetail>) => void) =>
      createElement(
        SfStorefront,
        { market: m.id, locale: m.locale },
        createElement(SfProductCard, { productGroup: group, onSfProductClick }),
      );

    render(card((event) => first.push(event.detail.ticket)));
    const element = container.querySelector<SfProductCardElement>('sf-product-card')!;
    await element.updateComplete;
    const link = () => element.shadowRoot!.querySelector<HTMLElement>('[part~="link"]')!;
    link().click();
    render(card((event) => second.push(event.detail.ticket)));
    link().click();
    render(card(undefined));
    link().click();
    expect([first.length, second.length]).to.deep.equal([1, 1]);
  });

  for (const [where, outcome] of [
    ['product page', 'ok'],
    ['product page', 'fails'],
    ['quick-add card', 'ok'],
    ['quick-add card', 'fails'],
  ] as const) {
    it(`${where}: onSfAddToCart with the shop's own cart, add ${outcome}: ${outcome === 'ok' ? 'one add-to-cart' : 'none'}`, async () => {
      const m = await market();
      const { productKey, group } = await findProduct(
        (g) => g.products[0]!.variants.length === 1 && g.products[0]!.variants[0]!.inStock,
      );
      const sessionKey = `react-cart-${crypto.randomUUID()}`;
      const cartAdds: Promise<void>[] = [];
      // The shop's cart: its add answers after a network-like delay.
      const onSfAddToCart = (event: CustomEvent<SfAddToCartDetail>) => {
        event.preventDefault();
        const add = new Promise<void>((resolve, reject) =>
          setTimeout(() => (outcome === 'ok' ? resolve() : reject(new Error('no stock'))), 100),
        );
        cartAdds.push(add.catch(() => undefined));
        event.detail.handled(add);
      };
      render(
        createElement(
          SfStorefront,
          { market: m.id, locale: m.locale, currency: m.currency, 'session-key': sessionKey },
          where === 'product page'
            ? createElement(SfProductPage, { productKey, includeProductGroup: true, onSfAddToCart })
            : createElement(SfProductCard, { productGroup: group, quickAdd: true, onSfAddToCart }),
        ),
      );
      const host = container.querySelector(
        where === 'product page' ? 'sf-product-page' : 'sf-product-card',
      )!;
      const button = () => host.shadowRoot?.querySelector<HTMLElement>('[part~="add-to-cart"]');
      await until(() => button(), 'the add-to-cart button');
      // No link is clicked here; `stay` would also cancel the quick-add form's submission.
      window.removeEventListener('click', stay);
      button()!.click();
      expect(cartAdds).to.have.length(1);
      await Promise.all(cartAdds);
      await notify.flush();
      const adds = async () =>
        ((await (await fetch('/__reference/notifications')).json()) as Received[]).filter(
          (n) => n.query.sessionKey === sessionKey && n.endpoint === 'add-to-cart',
        );
      // The fixtures' `until` polls a sync predicate: poll the server here.
      for (let waited = 0; outcome === 'ok' && waited < 6000; waited += 100) {
        if ((await adds()).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 600));
      const ticket = group.products[0]!.variants[0]!.ticket;
      expect((await adds()).map((n) => n.body?.ticket)).to.deep.equal(
        outcome === 'ok' ? [ticket] : [],
      );
    });
  }
});

interface Received {
  endpoint: string;
  query: Record<string, string>;
  body: { ticket?: string } | null;
}
