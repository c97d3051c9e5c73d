/**
 * An element whose language did not load shows its words in English, and says so: `lang="en"`,
 * not its locale's language. A Firefox audit (s36b F3): the Swedish strings' file failing once,
 * every element showed English words marked `lang="sv"`, which a screen reader reads with Swedish
 * pronunciation. The file's request fails as a dropped connection (CDP, network-plugin.ts) in this
 * file's own page, which loaded no Swedish before.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-navigation/sf-navigation.ts';
import { fixture } from '../elements/sf-navigation.helpers.ts';
import { holdRequests } from '../network.ts';
import { until } from './i18n.helpers.ts';

afterEach(() => holdRequests(null));

describe('a language whose words did not load', () => {
  it('leaves the element in English, marked lang="en"', async () => {
    await holdRequests({ contains: '/src/i18n/locales/storefront.sv.ts', ms: 50, fail: true });
    const element = Object.assign(document.createElement('sf-navigation'), {
      navigation: fixture(),
    });
    element.setAttribute('market', 'SE');
    element.setAttribute('locale', 'sv-SE');
    document.body.append(element);
    try {
      await until(
        () => element.shadowRoot?.textContent?.includes('Menu'),
        'the navigation, in English',
      );
      await (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      expect(element.getAttribute('lang')).to.equal('en');
    } finally {
      element.remove();
    }
  });
});
