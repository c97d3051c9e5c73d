/** <sf-storefront>: a layout-neutral provider of configuration and UI strings. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import type { SfBannerStrings } from '../../../src/templates/banner.ts';
import type { SfStrings } from '../../../src/templates/strings.ts';
import { mount, parts, settled, sponsoredPage, uniqueKey } from './sf-sponsored-page.helpers.ts';

describe('<sf-storefront>', () => {
  it('adds no box of its own and shows its children', async () => {
    const provider = document.createElement('sf-storefront');
    const child = document.createElement('p');
    child.textContent = 'inside';
    provider.append(child);
    document.body.append(provider);
    await provider.updateComplete;
    expect(getComputedStyle(provider).display).to.equal('contents');
    expect(child.getBoundingClientRect().height).to.be.greaterThan(0);
    provider.remove();
  });

  it('hands its strings to the elements inside; an element’s own strings win per string', async () => {
    const provider = document.createElement('sf-storefront');
    provider.setAttribute('market', 'SE');
    provider.setAttribute('locale', 'sv-SE');
    provider.strings = { empty: 'Inget att visa' };
    document.body.append(provider);
    const key = uniqueKey('sf-strings');
    const inherited = mount(
      sponsoredPage({ 'page-reference': 'home', 'session-key': key, notify: 'false' }),
      provider,
    );
    await settled(inherited);
    const own = mount(
      sponsoredPage({ 'page-reference': 'no/such/page', 'session-key': key }),
      provider,
    );
    own.element.strings = { error: 'Kunde inte laddas' };
    await settled(own);
    await own.element.updateComplete;
    expect(parts(own.element, 'error')[0]?.textContent).to.equal('Kunde inte laddas');
    // Banner strings come through the provider too.
    const strings: Partial<SfStrings & SfBannerStrings> = {
      bannerDestination: () => 'Kampanj',
    };
    provider.strings = strings;
    inherited.element.requestUpdate();
    await inherited.element.updateComplete;
    expect(parts(inherited.element, 'banner-link')[0]?.getAttribute('aria-label')).to.equal(
      'Kampanj',
    );
    provider.remove();
  });
});
