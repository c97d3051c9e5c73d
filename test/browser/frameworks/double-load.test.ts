/**
 * The library loaded twice on one page (two bundles, or a bundle and per-element modules): the
 * second copy's `define` calls neither throw nor replace the first copy's classes, and elements
 * keep rendering. The dev server serves a module URL with another query string (`?copy=2`) as a
 * separate module instance, so each tag module runs its `define` a second time; the component
 * module loaded that way is a second, distinct class, as another build would have.
 */
import { expect } from '@open-wc/testing';
import '../../../src/index.ts';
import '../../../src/account.ts';
import type { SfProductCard } from '../../../src/elements/sf-product-card/sf-product-card.ts';
import { findProduct, market, until } from '../controllers/storefront-fixtures.ts';

const TAGS = [
  'sf-storefront',
  'sf-product-page',
  'sf-rec-list',
  'sf-sponsored-page',
  'sf-product-card',
  'sf-navigation',
  'sf-challenges',
  'sf-achievements',
  'sf-purchase-summary',
  'sf-consents',
  'sf-nps-survey',
  'sf-unsubscribe',
  'sf-back-in-stock',
] as const;

const moduleUrl = (file: string) => new URL(`../../../src/${file}?copy=2`, import.meta.url).href;

describe('loading the library twice', () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);

  before(() => window.addEventListener('error', onError));
  after(() => window.removeEventListener('error', onError));
  afterEach(() => document.querySelectorAll('sf-storefront').forEach((el) => el.remove()));

  it('runs every tag module a second time without an "already defined" error', async () => {
    const first = new Map(TAGS.map((tag) => [tag, customElements.get(tag)]));
    for (const tag of TAGS) expect(first.get(tag), tag).to.be.a('function');

    for (const tag of TAGS) {
      const copy = (await import(/* @vite-ignore */ moduleUrl(`elements/${tag}/${tag}.ts`))) as {
        [name: string]: unknown;
      };
      expect(Object.keys(copy), tag).to.not.be.empty;
    }
    await import(/* @vite-ignore */ moduleUrl('index.ts'));
    await import(/* @vite-ignore */ moduleUrl('account.ts'));

    for (const tag of TAGS) expect(customElements.get(tag), tag).to.equal(first.get(tag));
    expect(errors).to.deep.equal([]);
  });

  it('keeps the first class when a second, distinct class is defined under the same tag', async () => {
    const first = customElements.get('sf-product-card');
    const { SfProductCard: Copy } = (await import(
      /* @vite-ignore */ moduleUrl('elements/sf-product-card/sf-product-card.component.ts')
    )) as { SfProductCard: CustomElementConstructor };
    const { define } = (await import(/* @vite-ignore */ moduleUrl('elements/base.ts'))) as {
      define: (tag: string, ctor: CustomElementConstructor) => void;
    };
    expect(Copy).to.not.equal(first);

    expect(() => define('sf-product-card', Copy)).to.not.throw();
    expect(customElements.get('sf-product-card')).to.equal(first);
    // The plain registry would have thrown: the guard is what keeps the page alive.
    expect(() => customElements.define('sf-product-card', Copy)).to.throw(DOMException);
  });

  it('still renders elements after the second load', async () => {
    const { group } = await findProduct((g) => g.products.length > 0);
    const m = await market();
    const storefront = document.createElement('sf-storefront');
    storefront.setAttribute('market', m.id);
    storefront.setAttribute('locale', m.locale);
    const card = document.createElement('sf-product-card') as SfProductCard;
    card.productGroup = group;
    storefront.append(card);
    document.body.append(storefront);

    expect(card).to.be.instanceOf(customElements.get('sf-product-card')!);
    await card.updateComplete;
    await until(() => card.shadowRoot?.querySelector('[part~="card"]'), 'the card');
    expect(card.shadowRoot!.querySelector('[part~="name"]')!.textContent).to.not.be.empty;
    expect(errors).to.deep.equal([]);
  });
});
