/**
 * A server-rendered page whose product image does not load (a 404 from the image host) before the
 * script has upgraded the page: once upgraded, the card shows the drawn placeholder, not the
 * browser's broken image. The server's HTML has no listener for the failure (no script, and a
 * strict Content-Security-Policy allows no inline handler); the upgrade renders the card afresh,
 * which asks for the image again and hears it fail.
 *
 * Imports nothing of the library at the top: the elements must not exist before the HTML is in.
 */
import { expect } from '@open-wc/testing';
import { firstProduct, frame, insertServerPage } from './ssr.helpers.ts';
import { until } from '../notify/fixtures/helpers.ts';

type Upgradable = HTMLElement & { updateComplete: Promise<boolean> };

/** The images of the first card of the page's first list. */
function firstCard(container: Element) {
  const list = container.querySelector('sf-rec-list')!;
  const card = list.shadowRoot!.querySelector('[part~="card"]')!;
  return {
    images: [...card.querySelectorAll<HTMLImageElement>('img[part~="image"]')],
    placeholders: card.querySelectorAll('[part~="image-placeholder"]').length,
  };
}

const broken = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

describe('a server-rendered image that failed before the upgrade', () => {
  const container = document.createElement('main');
  after(() => container.remove());

  it('is the placeholder once the page is upgraded', async function () {
    this.timeout(30000);
    container.style.width = '1000px';
    document.body.append(container);
    let brokenKey = '';
    await insertServerPage(container, await firstProduct(), (html) => {
      // The first card's product: every image of it at an address that answers 404.
      const shadow = html.slice(html.indexOf('<sf-rec-list'));
      brokenKey = /\/__reference\/images\/([^/"?]+?)-\d+\.svg/.exec(shadow)![1]!;
      return html.replaceAll(`/__reference/images/${brokenKey}-`, '/__reference/no-such-image/');
    });
    expect(brokenKey, 'a card image in the server HTML').to.not.equal('');
    // Failed before any script of the library ran.
    await until(() => firstCard(container).images.some(broken), 'the image to fail', 10000);
    expect(firstCard(container).images.length, 'server-rendered images').to.be.greaterThan(0);

    await import('../../../src/index.ts');
    await customElements.whenDefined('sf-rec-list');
    for (const element of container.querySelectorAll<Upgradable>('sf-product-page, sf-rec-list'))
      await element.updateComplete;
    await until(() => firstCard(container).placeholders === 1, 'the placeholder', 10000);
    for (let i = 0; i < 5; i++) await frame();
    const card = firstCard(container);
    expect(card.images.filter(broken).length, 'broken images shown').to.equal(0);
    expect(card.placeholders, 'placeholders').to.equal(1);
  });
});
