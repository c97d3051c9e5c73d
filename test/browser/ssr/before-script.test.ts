/**
 * A server-rendered page before its script has run (a slow network: the first cards show up to a
 * second before the library, docs/ssr.md): what the shopper can use there must not take the page
 * away. A card's quick-add was a live form: choosing a size and pressing "Add to cart" reloaded
 * the page with `?variant=…` (a sponsored page ran a new auction), and nothing was added (shop
 * audit s28, M2). The demo's pages are loaded in a frame with their script held back.
 */
import { expect } from '@open-wc/testing';
import { firstProduct, frame } from './ssr.helpers.ts';
import { holdRequests } from '../network.ts';
import { until } from '../notify/fixtures/helpers.ts';

/** The lists in the frame, those in a sponsored page's shadow root too. */
const lists = (doc: Document) => [
  ...doc.querySelectorAll('sf-rec-list'),
  ...[...doc.querySelectorAll('sf-sponsored-page')].flatMap((page) => [
    ...(page.shadowRoot?.querySelectorAll('sf-rec-list') ?? []),
  ]),
];

/** The first card's quick-add in the frame's lists, once the server's HTML is in. */
function quickAdd(doc: Document) {
  for (const list of lists(doc)) {
    const form = list.shadowRoot?.querySelector<HTMLFormElement>('form.quick-add');
    const button = form?.querySelector<HTMLButtonElement>('button[part~="add-to-cart"]');
    if (form && button && !button.disabled) return { form, button };
  }
  return undefined;
}

async function pressQuickAdd(url: string) {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width: 1000px; height: 800px';
  iframe.src = url;
  document.body.append(iframe);
  try {
    await until(() => !!iframe.contentDocument && !!quickAdd(iframe.contentDocument), url, 10000);
    const doc = iframe.contentDocument!;
    expect(lists(doc)[0]!.matches(':defined'), 'the script has not run').to.equal(false);
    // A form's submission starts a navigation at once, with the Navigation API's `navigate`.
    const navigations: string[] = [];
    const navigation = (iframe.contentWindow as Window & { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (event) => {
      navigations.push((event as Event & { destination: { url: string } }).destination.url);
    });
    const { form, button } = quickAdd(doc)!;
    const select = form.querySelector('select');
    if (select) {
      const size = [...select.options].find((option) => option.value && !option.disabled)!;
      select.value = size.value;
    }
    button.click();
    for (let i = 0; i < 10; i++) await frame();
    return {
      navigations,
      location: iframe.contentWindow!.location.href,
      still: iframe.contentDocument === doc,
    };
  } finally {
    iframe.remove();
  }
}

describe('a server-rendered page before its script', () => {
  beforeEach(() => holdRequests({ contains: 'demo.ts', ms: 600000, fail: true }));
  afterEach(() => holdRequests(null));

  it("stays when a card's quick-add is pressed on the product page", async function () {
    this.timeout(20000);
    const url = new URL(`/ssr/product.html?product-key=${await firstProduct()}`, location.href);
    const after = await pressQuickAdd(url.href);
    expect(after).to.deep.equal({ navigations: [], location: url.href, still: true });
  });

  it("stays when a card's quick-add is pressed on the category page", async function () {
    this.timeout(20000);
    const url = new URL('/ssr/category.html', location.href);
    const after = await pressQuickAdd(url.href);
    expect(after).to.deep.equal({ navigations: [], location: url.href, still: true });
  });
});
