/**
 * The JSON-LD of a server-rendered product page against the schema.org `Product` shape search
 * engines read (Product with name, image, brand, description, offers; each Offer with price,
 * priceCurrency and an ItemAvailability URL), with the values of the reference's answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { renderStorefront } from '../../../src/ssr/index.ts';
import { productMarkup, referenceAnswer, startReference, type Reference } from './helpers.ts';

const httpUrl = z.string().regex(/^https?:\/\//);

const OfferSchema = z.strictObject({
  '@type': z.literal('Offer'),
  price: z.number().nonnegative(),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: z.enum([
    'https://schema.org/InStock',
    'https://schema.org/OutOfStock',
    'https://schema.org/PreOrder',
    'https://schema.org/LimitedAvailability',
  ]),
  sku: z.string().min(1).optional(),
  url: httpUrl.optional(),
});

const ProductSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  sku: z.string().min(1),
  image: z.array(httpUrl).min(1).optional(),
  brand: z.strictObject({ '@type': z.literal('Brand'), name: z.string().min(1) }).optional(),
  description: z.string().optional(),
  url: httpUrl.optional(),
  offers: z.array(OfferSchema).min(1).optional(),
});

function linkedData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

describe('JSON-LD of the product detail', () => {
  let reference: Reference;
  before(async () => (reference = await startReference()));
  after(() => reference.close());

  it('is a schema.org Product with the price, currency and stock of each size', async () => {
    const data = await referenceAnswer(reference, { productGroup: { include: true } });
    const product = data.productGroup!.products[0]!;
    const page = await renderStorefront(
      new Request(`https://shop.example/ssr/product.html?product-key=${reference.productKey}`),
      { markup: productMarkup(reference.productKey), apiBase: reference.url },
    );
    const [ld, more] = linkedData(page.html);
    assert.equal(more, undefined, 'one JSON-LD per product detail');
    const parsed = ProductSchema.parse(ld);
    assert.equal(parsed.name, product.name);
    assert.equal(parsed.brand?.name, product.brand);
    assert.equal(parsed.description, product.description);
    assert.ok(parsed.image?.length, 'images');
    assert.equal(parsed.offers?.length, product.variants.length);
    for (const variant of product.variants) {
      const offer: z.infer<typeof OfferSchema> = parsed.offers!.find(
        (candidate) => candidate.sku === variant.key,
      )!;
      assert.equal(offer.priceCurrency, 'USD');
      assert.equal(offer.price, variant.sellingPrice ?? product.sellingPrice!.min);
      assert.equal(
        offer.availability,
        variant.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      );
    }
  });

  it('is left out on request, and has no offers without a currency', async () => {
    const request = () => new Request('https://shop.example/ssr/product.html');
    const without = await renderStorefront(request(), {
      markup: productMarkup(reference.productKey),
      apiBase: reference.url,
      structuredData: false,
    });
    assert.deepEqual(linkedData(without.html), []);
    const noCurrency = await renderStorefront(request(), {
      markup: productMarkup(reference.productKey).replace(' currency="USD"', ''),
      apiBase: reference.url,
    });
    const [ld] = linkedData(noCurrency.html);
    assert.equal(ProductSchema.parse(ld).offers, undefined);
  });
});
