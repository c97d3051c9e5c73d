/**
 * An account element loads the consumer of the storefront context (src/controllers/consume.ts, a
 * chunk) only when an `sf-*` ancestor is an element (docs/decisions.md, "The context consumer
 * where a provider can answer"), and its first render waits for it. When the chunk cannot load,
 * the element warns once, renders with its own settings and is not left loading; its next
 * connect asks for the chunk again and then hears the provider. The chunk's request fails as a
 * dropped connection (CDP, network-plugin.ts) in this file's own page, which never loaded it:
 * nothing here imports `<sf-storefront>`.
 */
import { ContextProvider } from '@lit/context';
import { expect } from '@open-wc/testing';
import '../../../src/account-elements.ts';
import { resolveStorefront } from '../../../src/context/storefront.ts';
import { storefrontContext } from '../../../src/context/storefront-key.ts';
import { holdRequests } from '../network.ts';

/** A shop's own provider of the documented context, with its strings. */
class ShopShelf extends HTMLElement {
  private readonly provider = new ContextProvider(this, {
    context: storefrontContext,
    initialValue: resolveStorefront(undefined, {
      attributes: {},
      strings: { unsubscribeHeading: () => 'Sms från oss' },
      mobile: false,
    }),
  });
  connectedCallback(): void {
    this.provider.hostConnected();
  }
}
customElements.define('sf-test-shelf', ShopShelf);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, what: string, ms = 8000): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

type Unsubscribe = HTMLElement & { updateComplete: Promise<unknown> };

const heading = (element: Element) =>
  element.shadowRoot?.querySelector('[part~="heading"]')?.textContent?.trim();

let shelf: HTMLElement | undefined;
const warn = console.warn;
afterEach(async () => {
  console.warn = warn;
  shelf?.remove();
  await holdRequests(null);
});

describe('the storefront context consumer chunk', () => {
  it('failing: the element warns, renders with its own settings; the next connect hears the provider', async function () {
    this.timeout(20000);
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    await holdRequests({ contains: '/src/controllers/consume.ts', ms: 300, fail: true });

    shelf = document.createElement('sf-test-shelf');
    const element = document.createElement('sf-unsubscribe') as Unsubscribe;
    element.setAttribute('channel', 'sms');
    shelf.append(element);
    document.body.append(shelf);
    // The first render waits for the chunk: loading meanwhile.
    await sleep(50);
    expect(element.getAttribute('aria-busy')).to.equal('true');
    expect(heading(element)).to.equal(undefined);

    await until(() => warnings.length > 0, 'the warning');
    expect(String(warnings[0]![0])).to.contain('settings did not load');
    await until(() => heading(element) !== undefined, 'the first render');
    await element.updateComplete;
    expect(heading(element), 'its own settings: English').to.equal('Text messages');
    expect(element.hasAttribute('aria-busy')).to.equal(false);
    expect(warnings).to.have.length(1);

    // The next connect asks again; the chunk loads, and the provider's strings arrive.
    await holdRequests(null);
    element.remove();
    shelf.append(element);
    await until(() => heading(element) === 'Sms från oss', "the provider's heading");
    expect(warnings).to.have.length(1);
  });
});
