/**
 * An element marks the language of the words it shows (WCAG 3.1.2, language of parts): a Swedish
 * `<sf-rec-list>` or `<sf-consents>` in an English page carries `lang="sv"`, so a screen reader
 * reads "Lägg i varukorgen" with Swedish pronunciation. A locale whose language is not shipped
 * shows English and says so; a `lang` the shop set itself is left alone; a changed locale changes
 * it. Before, the only `lang` on such a page was the document's (an accessibility audit of the
 * packed tarball).
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import '../../../src/elements/sf-navigation/sf-navigation.ts';
import '../../../src/elements/sf-consents/sf-consents.ts';
import { fixture } from '../elements/sf-navigation.helpers.ts';
import { until } from './i18n.helpers.ts';

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

function navigationIn(attributes: Record<string, string>, own: Record<string, string> = {}) {
  const storefront = document.createElement('sf-storefront');
  for (const [name, value] of Object.entries(attributes)) storefront.setAttribute(name, value);
  const navigation = Object.assign(document.createElement('sf-navigation'), {
    navigation: fixture(),
  });
  for (const [name, value] of Object.entries(own)) navigation.setAttribute(name, value);
  storefront.append(navigation);
  document.body.append(storefront);
  mounted.push(storefront);
  return { storefront, navigation };
}

describe('the language of parts', () => {
  it('a Swedish element in an English page is marked sv; the container is not', async () => {
    expect(document.documentElement.lang || 'en').to.match(/^en/);
    const { storefront, navigation } = navigationIn({ market: 'SE', locale: 'sv-SE' });
    await until(() => navigation.getAttribute('lang'), 'a lang');
    expect(navigation.getAttribute('lang')).to.equal('sv');
    // <sf-storefront> shows no words of its own: the shop's content inside keeps its language.
    expect(storefront.hasAttribute('lang')).to.equal(false);

    // The locale changes: so does the mark.
    storefront.setAttribute('locale', 'fi-FI');
    await until(() => navigation.getAttribute('lang') === 'fi', 'lang fi');
  });

  it('sets the mark only when the language changes: an update leaves it alone', async () => {
    const { storefront, navigation } = navigationIn({ market: 'SE', locale: 'sv-SE' });
    await until(() => navigation.getAttribute('lang') === 'sv', 'lang sv');
    await navigation.updateComplete;
    // Setting `lang`, even to the value it has, restyles everything the element shows (each batch
    // of a long list's cards restyled every card before it).
    const marks: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      marks.push(...records.map(() => navigation.getAttribute('lang'))),
    );
    observer.observe(navigation, { attributes: true, attributeFilter: ['lang'] });
    for (let update = 0; update < 3; update++) {
      navigation.requestUpdate();
      await navigation.updateComplete;
    }
    storefront.setAttribute('locale', 'fi-FI');
    await until(() => navigation.getAttribute('lang') === 'fi', 'lang fi');
    navigation.requestUpdate();
    await navigation.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(marks).to.deep.equal(['fi']);
  });

  it('a locale without shipped words shows English and is marked en', async () => {
    const { navigation } = navigationIn({ market: 'JP', locale: 'ja-JP' });
    await until(() => navigation.getAttribute('lang'), 'a lang');
    expect(navigation.getAttribute('lang')).to.equal('en');
  });

  it('keeps a lang the shop set on the element', async () => {
    const { navigation } = navigationIn({ market: 'SE', locale: 'sv-SE' }, { lang: 'sv-FI' });
    await navigation.updateComplete;
    await until(() => navigation.shadowRoot?.querySelector('nav'), 'the menu');
    expect(navigation.getAttribute('lang')).to.equal('sv-FI');
  });

  it('takes over the mark a server render set, and changes it with the locale (audit s35 C1)', async () => {
    // The server's HTML carries the mark the element would set (src/ssr/render.ts): it is the
    // element's own, not a shop's `lang` to be kept.
    const { storefront, navigation } = navigationIn(
      { market: 'SE', locale: 'sv-SE' },
      { lang: 'sv' },
    );
    await navigation.updateComplete;
    await until(() => navigation.shadowRoot?.querySelector('nav'), 'the menu');
    expect(navigation.getAttribute('lang')).to.equal('sv');
    storefront.setAttribute('locale', 'fi-FI');
    await until(() => navigation.getAttribute('lang') === 'fi', 'lang fi');
  });

  it('an account element is marked too', async () => {
    const consents = document.createElement('sf-consents');
    consents.setAttribute('locale', 'sv-SE');
    document.body.append(consents);
    mounted.push(consents);
    await until(() => consents.getAttribute('lang'), 'a lang');
    expect(consents.getAttribute('lang')).to.equal('sv');
  });
});
