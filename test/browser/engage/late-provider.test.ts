/**
 * A provider defined after an account element connected still reaches it (docs/decisions.md,
 * "Lean account (3)"): the page loaded the account bundle before the script that defines
 * `<sf-storefront>` (or the shop's own provider of the documented context). Until then the
 * element reads the container's attributes (its language here); once the provider is there, its
 * context, with the shop's strings; when the element resolves its context again meanwhile (an
 * attribute of its own changed), the container's settings hold: nothing shows English.
 *
 * This page defines neither `<sf-storefront>` nor the shop's provider before the tests, and the
 * first test's element is the first account element made on it: the document's `ContextRoot`
 * was attached only after that element's request had gone out, so it never heard the provider
 * and, once it resolved its context again, lost the container's language (failed first).
 */
import { ContextProvider } from '@lit/context';
import { expect } from '@open-wc/testing';
import '../../../src/account.ts';
import { resolveStorefront, storefrontContext } from '../../../src/context/storefront.ts';

const strings = { unsubscribeHeading: () => 'Sms från oss' };

/** The shop's own provider: the storefront context with its strings, by the documented key. */
class ShopProvider extends HTMLElement {
  private readonly provider = new ContextProvider(this, {
    context: storefrontContext,
    initialValue: resolveStorefront(undefined, {
      attributes: { locale: 'sv-SE' },
      strings,
      mobile: false,
    }),
  });
  connectedCallback(): void {
    this.provider.hostConnected();
  }
}

type Unsubscribe = HTMLElement & { updateComplete: Promise<unknown> };

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An `<sf-unsubscribe channel="sms">` in a `tag` container (not an element yet) with
 * `locale="sv-SE"`; `define` makes the container a provider once the element has rendered, then
 * the element gets a `currency` of its own. Resolves with every text its heading showed.
 */
async function lateProvider(tag: string, define: () => Promise<unknown>): Promise<string[]> {
  const container = document.createElement(tag);
  container.setAttribute('locale', 'sv-SE');
  if (tag === 'sf-storefront') Object.assign(container, { strings });
  const element = document.createElement('sf-unsubscribe') as Unsubscribe;
  element.setAttribute('channel', 'sms');
  container.append(element);
  document.body.append(container);
  mounted.push(container);

  const headings: string[] = [];
  const heading = () => element.shadowRoot?.querySelector('[part~="heading"]')?.textContent?.trim();
  const take = () => {
    const text = heading();
    if (text && text !== headings.at(-1)) headings.push(text);
  };
  for (let waited = 0; !heading() && waited < 5000; waited += 20) await sleep(20);
  take();
  new MutationObserver(take).observe(element.shadowRoot!, {
    subtree: true,
    childList: true,
    characterData: true,
  });

  await define();
  element.setAttribute('currency', 'SEK');
  await element.updateComplete;
  for (let waited = 0; headings.at(-1) !== 'Sms från oss' && waited < 2000; waited += 20)
    await sleep(20);
  take();
  return headings;
}

describe('a provider defined after the account element', () => {
  it('<sf-storefront> defined later: its strings reach the element, never English', async () => {
    const headings = await lateProvider(
      'sf-storefront',
      () => import('../../../src/elements/sf-storefront/sf-storefront.ts'),
    );
    // The plain container's `strings` apply from the start (storefront-strings.test.ts), and
    // stay once it is defined and provides them.
    expect(headings).to.deep.equal(['Sms från oss']);
  });

  it("the shop's own provider defined later: the same", async () => {
    const headings = await lateProvider('sf-shop-provider', async () =>
      customElements.define('sf-shop-provider', ShopProvider),
    );
    expect(headings).to.deep.equal(['Sms', 'Sms från oss']);
  });
});
