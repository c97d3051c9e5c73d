/**
 * `<sf-storefront>` shows no words of its own: while the strings of its locale load, what is
 * inside it stays on the page. It used to render nothing until they arrived, and an element with
 * a shadow root and no `<slot>` hides its children: a Swedish page's product page and lists
 * collapsed to 0 px for the time of one request, after their placeholders had been painted.
 * Its own page: Finnish is loaded by nothing else here.
 */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-storefront/sf-storefront.ts';
import { stringsReady } from '../../../src/i18n/registry.ts';

describe('<sf-storefront> while the strings of its locale load', () => {
  it('keeps what is inside it on the page', async () => {
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', 'FI');
    storefront.setAttribute('locale', 'fi-FI');
    const content = document.createElement('div');
    content.style.blockSize = '100px';
    storefront.append(content);
    document.body.append(storefront);
    try {
      // A few microtasks: a first update that waits for nothing has run by then.
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      expect(stringsReady('fi-FI'), 'the Finnish strings are still loading').to.be.instanceOf(
        Promise,
      );
      expect(content.getBoundingClientRect().height).to.equal(100);
      await stringsReady('fi-FI');
      expect(content.getBoundingClientRect().height).to.equal(100);
    } finally {
      storefront.remove();
    }
  });
});
