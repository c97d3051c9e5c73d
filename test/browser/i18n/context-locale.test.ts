/**
 * An element takes its language from its storefront context (issue 13: "No element reads
 * configuration attributes of other elements directly"), like every other setting: whatever
 * provides that context (an `<sf-storefront>`, another copy of the library, the shop's own
 * provider with the documented key), the element waits for the context's language before its
 * first render and never shows English first. This page loads no language before the test.
 */
import { ContextProvider } from '@lit/context';
import { expect } from '@open-wc/testing';
import { resolveStorefront, storefrontContext } from '../../../src/context/storefront.ts';
import '../../../src/elements/sf-navigation/sf-navigation.ts';
import { fixture } from '../elements/sf-navigation.helpers.ts';
import { until } from './i18n.helpers.ts';

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

describe('the language comes from the storefront context', () => {
  it('a provider without a locale attribute: Finnish only, never English first', async () => {
    const provider = document.createElement('div');
    new ContextProvider(provider, {
      context: storefrontContext,
      initialValue: resolveStorefront(undefined, {
        attributes: { market: 'FI', locale: 'fi-FI' },
        strings: undefined,
        mobile: false,
      }),
    });
    document.body.append(provider);
    mounted.push(provider);
    const navigation = Object.assign(document.createElement('sf-navigation'), {
      navigation: fixture(),
    });
    const texts: string[] = [];
    provider.append(navigation);
    const take = () => texts.push(navigation.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '');
    new MutationObserver(take).observe(navigation.shadowRoot!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await until(() => texts.some((text) => text.includes('Valikko')), 'Finnish');
    const shown = texts.filter((text) => text.trim());
    expect(shown.length).to.be.greaterThan(0);
    for (const text of shown) expect(text).not.to.match(/\bMenu\b|All Clothing/);
  });
});
