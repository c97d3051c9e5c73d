import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { formatPrice, isOnSale, renderPrice } from '../../../src/templates/price.ts';
import { DEFAULT_STRINGS } from '../../../src/templates/english.ts';
import { cardData, findGroup } from './card-data.ts';

/** Intl separates groups and currency with (narrow) no-break spaces: compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

// One query loads the real groups for every test of this file; it may take a while on a busy host.
before(async function () {
  this.timeout(30000);
  await cardData();
});

describe('price template', () => {
  it('formats currencies per locale', () => {
    expect(plain(formatPrice(1299, { locale: 'sv-SE', currency: 'SEK' }))).to.equal('1 299,00 kr');
    expect(formatPrice(1299.5, { locale: 'en-US', currency: 'USD' })).to.equal('$1,299.50');
    expect(plain(formatPrice(1299.5, { locale: 'de-DE', currency: 'EUR' }))).to.equal('1.299,50 €');
  });

  it('formats a plain localized number without a currency', () => {
    expect(plain(formatPrice(1299.5, { locale: 'sv-SE', currency: undefined }))).to.equal(
      '1 299,5',
    );
    expect(formatPrice(1299.5, { locale: 'en-US', currency: undefined })).to.equal('1,299.5');
  });

  it('survives an invalid currency or locale', () => {
    expect(formatPrice(12, { locale: 'en-US', currency: 'not a currency' })).to.equal('12');
    expect(formatPrice(12, { locale: '!!', currency: undefined })).to.equal('12');
  });

  it('renders the selling price with an accessible label', async () => {
    const el = await fixture(
      html`<div>
        ${renderPrice(
          { sellingPrice: { min: 10, max: 10 }, listPrice: { min: 10, max: 10 } },
          { locale: 'en-US', currency: 'USD', strings: DEFAULT_STRINGS },
        )}
      </div>`,
    );
    expect(el.querySelector('[part~="price"]')).to.exist;
    expect(plain(el.querySelector('[part~="selling-price"]')?.textContent)).to.equal(
      'Price: $10.00',
    );
    expect(el.querySelector('[part~="list-price"]')).to.equal(null);
    expect(el.querySelector('s, del')).to.equal(null);
  });

  it('strikes through the list price on sale and prefixes ranges with "from"', async () => {
    const el = await fixture(
      html`<div>
        ${renderPrice(
          { sellingPrice: { min: 8, max: 12 }, listPrice: { min: 10, max: 12 } },
          { locale: 'en-US', currency: 'USD', strings: { ...DEFAULT_STRINGS, priceFrom: 'ab' } },
        )}
      </div>`,
    );
    const selling = el.querySelector('[part~="selling-price"]')!;
    expect(plain(selling.textContent)).to.equal('Price: ab $8.00');
    expect(selling.classList.contains('sale')).to.equal(true);
    const list = el.querySelector('s[part~="list-price"]')!;
    expect(plain(list.textContent)).to.equal('Original price: $10.00');
    expect(list.querySelector('.visually-hidden')?.textContent).to.equal('Original price: ');
  });

  it('renders nothing without a price', async () => {
    const el = await fixture(
      html`<div>
        ${renderPrice({}, { locale: 'en', currency: 'USD', strings: DEFAULT_STRINGS })}
      </div>`,
    );
    expect(el.children.length).to.equal(0);
  });

  it('agrees with the real data: sale groups have a lower selling price', async () => {
    const { locale, currency } = await cardData();
    const group = await findGroup('a sale', (g) =>
      isOnSale(g.products[0]!.sellingPrice, g.products[0]!.listPrice),
    );
    const product = group.products[0]!;
    const el = await fixture(
      html`<div>${renderPrice(product, { locale, currency, strings: DEFAULT_STRINGS })}</div>`,
    );
    expect(plain(el.querySelector('s')?.textContent)).to.contain(
      plain(formatPrice(product.listPrice!.min, { locale, currency })),
    );
  });
});
