/**
 * The element picks its words from its `locale`: Swedish for `sv-SE` (and `sv-FI`), English for a
 * language not shipped, and a shop's `strings` still win per string.
 */
import { expect } from '@open-wc/testing';
import { fixture, mount, settled, unmountAll } from '../elements/sf-navigation.helpers.ts';

function texts(root: ShadowRoot): { menu: string; overview: string[] } {
  const menu = root.querySelector('[part~="menu-button"]');
  const overview = [...root.querySelectorAll('a')]
    .map((link) => link.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((text) => /Clothing/.test(text) && text !== 'Clothing');
  return { menu: menu?.textContent?.replace(/\s+/g, ' ').trim() ?? '', overview };
}

describe('locale picks the language', () => {
  afterEach(unmountAll);

  it('sv-SE: the navigation speaks Swedish ("Meny", no "All Clothing")', async () => {
    const result = mount({ market: 'SE', locale: 'sv-SE' }, { navigation: fixture() });
    await settled(result);
    const root = result.element.shadowRoot!;
    const { menu, overview } = texts(root);
    expect(menu).to.equal('Meny');
    expect(overview.length).to.be.greaterThan(0);
    for (const text of overview) expect(text).not.to.match(/^All /);
    expect(root.querySelector('nav')!.getAttribute('aria-label')).to.equal('Huvudmeny');
  });

  it('sv-FI falls back to Swedish, an unknown language to English', async () => {
    const finland = mount({ market: 'FI', locale: 'sv-FI' }, { navigation: fixture() });
    const klingon = mount({ market: 'SE', locale: 'tlh' }, { navigation: fixture() });
    await settled(finland);
    await settled(klingon);
    expect(texts(finland.element.shadowRoot!).menu).to.equal('Meny');
    expect(texts(klingon.element.shadowRoot!).menu).to.equal('Menu');
  });

  it("a shop's strings still win per string", async () => {
    const result = mount({ market: 'SE', locale: 'sv-SE' }, { navigation: fixture() });
    result.element.strings = { navigationMenu: 'Kategorier' };
    await settled(result);
    const root = result.element.shadowRoot!;
    expect(texts(root).menu).to.equal('Kategorier');
    expect(root.querySelector('nav')!.getAttribute('aria-label')).to.equal('Huvudmeny');
  });
});
