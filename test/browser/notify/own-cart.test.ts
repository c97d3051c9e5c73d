/**
 * A shop with its own cart (docs/elements.md, "Events"; docs/decisions.md, "The shop's own cart"):
 * cancelling `sf-add-to-cart` hands the add to the shop, not the measurement. Counted at the
 * reference server (`GET /__reference/notifications`), each test in a session of its own: the
 * shop's add succeeds → exactly one `add-to-cart`; it fails → none; on the product page's detail
 * and on a quick-add `<sf-product-card>`; a shop that also calls `notify.addToCart` itself for
 * the same add → still one, while two genuine adds of the same variant are two.
 */
import { expect, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { ProductGroup } from '../../../src/api/schemas/product.ts';
import type { SfAddToCartDetail } from '../../../src/events.ts';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-product-page/sf-product-page.ts';
import '../../../src/elements/sf-product-card/sf-product-card.ts';
import type { SfProductPage } from '../../../src/elements/sf-product-page/sf-product-page.ts';
import { notify } from '../../../src/notify/index.ts';
import { cleanup, findProduct, market, mount, until } from '../controllers/storefront-fixtures.ts';
import { ofSession, received, sleep, ticketOf } from './fixtures/helpers.ts';

type Market = Awaited<ReturnType<typeof market>>;

const uniqueSession = (name: string) => `${name}-${crypto.randomUUID()}`;

const addButton = (host: Element) =>
  host.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-to-cart"]');

/** The add-to-cart notifications of a session, once queued ones are flushed and have landed. */
async function addsOf(sessionKey: string, atLeast = 0): Promise<(string | undefined)[]> {
  await notify.flush();
  const adds = async () =>
    (await received(ofSession(sessionKey))).filter((n) => n.endpoint === 'add-to-cart');
  const start = performance.now();
  while ((await adds()).length < atLeast && performance.now() - start < 6000) await sleep(100);
  // Stragglers (a second, duplicate notification) would land within this time.
  await sleep(600);
  return (await adds()).map(ticketOf);
}

/** A shop cart: its add resolves or rejects after a network-like delay. */
function shopCart(outcome: 'ok' | 'out-of-stock') {
  const added: string[] = [];
  return {
    added,
    add(variantKey: string): Promise<void> {
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          if (outcome === 'ok') {
            added.push(variantKey);
            resolve();
          } else reject(new Error('out of stock'));
        }, 150),
      );
    },
  };
}

/** `content` in an `<sf-storefront>` of its own session; resolves with its add-to-cart host. */
async function inStorefront(m: Market, sessionKey: string, content: TemplateResult) {
  const { element } = mount<HTMLElement>(
    html`<sf-storefront
      market=${m.id}
      locale=${m.locale}
      currency=${m.currency}
      session-key=${sessionKey}
      >${content}</sf-storefront
    >`,
  );
  const host = element.firstElementChild as HTMLElement;
  await until(() => addButton(host), 'the add-to-cart button');
  return host;
}

const productPage = (m: Market, productKey: string, sessionKey: string) =>
  inStorefront(
    m,
    sessionKey,
    html`<sf-product-page product-key=${productKey} include-product-group></sf-product-page>`,
  ) as Promise<SfProductPage>;

const quickAddCard = (m: Market, group: ProductGroup, sessionKey: string) =>
  inStorefront(
    m,
    sessionKey,
    html`<sf-product-card quick-add .productGroup=${group}></sf-product-card>`,
  );

describe("a shop's own cart: cancelled sf-add-to-cart still measures real adds", () => {
  let m: Market;
  let single: { productKey: string; group: ProductGroup };

  before(async function () {
    this.timeout(30000);
    m = await market();
    // One variant in stock and no other: the detail and the card add it without a size choice.
    single = await findProduct(
      (g) => g.products[0]!.variants.length === 1 && g.products[0]!.variants[0]!.inStock,
    );
    usedKeys.add(single.group.products[0]!.key);
  });

  afterEach(() => cleanup());

  const ticket = () => single.group.products[0]!.variants[0]!.ticket;
  /** Products added by the tests of this page so far. */
  const usedKeys = new Set<string>();

  for (const where of ['detail', 'quick-add card'] as const) {
    const mountOne = (sessionKey: string) =>
      where === 'detail'
        ? productPage(m, single.productKey, sessionKey)
        : quickAddCard(m, single.group, sessionKey);

    it(`${where}: cancelled, the shop's add succeeds: exactly one add-to-cart`, async () => {
      const sessionKey = uniqueSession('own-cart-ok');
      const host = await mountOne(sessionKey);
      const cart = shopCart('ok');
      const onAdd = (event: CustomEvent<SfAddToCartDetail>) => {
        event.preventDefault();
        event.detail.handled(cart.add(event.detail.variantKey));
      };
      document.addEventListener('sf-add-to-cart', onAdd);
      try {
        addButton(host)!.click();
      } finally {
        document.removeEventListener('sf-add-to-cart', onAdd);
      }
      expect(await addsOf(sessionKey, 1)).to.deep.equal([ticket()]);
      expect(cart.added).to.have.length(1);
    });

    it(`${where}: notify.addToCart called inside the listener is the same add: one each`, async () => {
      const sessionKey = uniqueSession('own-cart-sync');
      notify.configure({ apiBase: '', market: m.id, sessionKey });
      // A product no other test of this page added: an add of the same ticket within the last
      // ten seconds would absorb the first call (one add each is what this test counts).
      const own = await findProduct(
        (g) =>
          g.products[0]!.variants.length === 1 &&
          g.products[0]!.variants[0]!.inStock &&
          !usedKeys.has(g.products[0]!.key),
      );
      usedKeys.add(own.group.products[0]!.key);
      const ticket = () => own.group.products[0]!.variants[0]!.ticket;
      const host = await (where === 'detail'
        ? productPage(m, own.productKey, sessionKey)
        : quickAddCard(m, own.group, sessionKey));
      const duplicatesBefore = notify.stats().duplicateAdds;
      const cart = shopCart('ok');
      // Three listeners of older recipes, one per add: cancel and report at once; report at once
      // without cancelling; hand back a pending outcome, then report at once.
      const listeners = [
        (event: CustomEvent<SfAddToCartDetail>) => {
          event.preventDefault();
          notify.addToCart(event.detail.ticket);
        },
        (event: CustomEvent<SfAddToCartDetail>) => notify.addToCart(event.detail.ticket),
        (event: CustomEvent<SfAddToCartDetail>) => {
          event.preventDefault();
          event.detail.handled(cart.add(event.detail.variantKey));
          notify.addToCart(event.detail.ticket);
        },
      ];
      for (const onAdd of listeners) {
        document.addEventListener('sf-add-to-cart', onAdd);
        try {
          addButton(host)!.click();
        } finally {
          document.removeEventListener('sf-add-to-cart', onAdd);
        }
        await until(() => !addButton(host)!.disabled, 'the button again');
      }
      expect(await addsOf(sessionKey, 3)).to.deep.equal([ticket(), ticket(), ticket()]);
      expect(notify.stats().duplicateAdds - duplicatesBefore).to.equal(3);
    });

    it(`${where}: cancelled, the shop's add fails: no add-to-cart`, async () => {
      const sessionKey = uniqueSession('own-cart-fail');
      const host = await mountOne(sessionKey);
      const cart = shopCart('out-of-stock');
      let settled: Promise<unknown> = Promise.resolve();
      const onAdd = (event: CustomEvent<SfAddToCartDetail>) => {
        event.preventDefault();
        settled = cart.add(event.detail.variantKey);
        event.detail.handled(settled);
      };
      document.addEventListener('sf-add-to-cart', onAdd);
      try {
        addButton(host)!.click();
      } finally {
        document.removeEventListener('sf-add-to-cart', onAdd);
      }
      await settled.catch(() => undefined);
      expect(await addsOf(sessionKey)).to.deep.equal([]);
    });
  }

  it('cancelled without handing back an outcome: the shop took the add, one add-to-cart', async () => {
    const sessionKey = uniqueSession('own-cart-plain');
    const page = await productPage(m, single.productKey, sessionKey);
    const onAdd = (event: CustomEvent<SfAddToCartDetail>) => event.preventDefault();
    page.addEventListener('sf-add-to-cart', onAdd);
    addButton(page)!.click();
    expect(await addsOf(sessionKey, 1)).to.deep.equal([ticket()]);
  });

  it('handled(false) sends nothing; a late handled() cannot add a second notification', async () => {
    const sessionKey = uniqueSession('own-cart-sync');
    const page = await productPage(m, single.productKey, sessionKey);
    let late: SfAddToCartDetail | undefined;
    let first = true;
    page.addEventListener('sf-add-to-cart', (event) => {
      event.preventDefault();
      if (first) event.detail.handled(false);
      else late = event.detail;
      first = false;
    });
    addButton(page)!.click();
    addButton(page)!.click();
    late!.handled(Promise.resolve());
    expect(await addsOf(sessionKey, 1)).to.deep.equal([ticket()]);
  });

  it('a shop that also calls notify.addToCart itself: one per add, two genuine adds are two', async () => {
    const sessionKey = uniqueSession('own-cart-notify');
    // This file's page only: the default notifier reports for the same session as the card.
    notify.configure({ apiBase: '', market: m.id, sessionKey });
    const card = await quickAddCard(m, single.group, sessionKey);
    const duplicatesBefore = notify.stats().duplicateAdds;
    const cart = shopCart('ok');
    const pending: Promise<void>[] = [];
    // The recipe of older docs: cancel, add, then report the add itself.
    const onAdd = (event: CustomEvent<SfAddToCartDetail>) => {
      event.preventDefault();
      const { ticket: added, variantKey } = event.detail;
      pending.push(cart.add(variantKey).then(() => notify.addToCart(added)));
    };
    document.addEventListener('sf-add-to-cart', onAdd);
    try {
      addButton(card)!.click();
      await Promise.all(pending);
      addButton(card)!.click();
      await Promise.all(pending);
    } finally {
      document.removeEventListener('sf-add-to-cart', onAdd);
    }
    expect(cart.added).to.have.length(2);
    expect(await addsOf(sessionKey, 2)).to.deep.equal([ticket(), ticket()]);
    // Each dropped call is counted (and warned).
    expect(notify.stats().duplicateAdds - duplicatesBefore).to.equal(2);
  });
});
