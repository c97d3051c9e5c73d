/**
 * schema.org `Product` structured data (JSON-LD) for a product detail, so search engines can show
 * its price and stock: name, images, brand, description, and an `Offer` per variant (or one for
 * the product) with its price in the market's currency and its availability. Written with
 * `scriptJson`, so hostile strings from the service stay text.
 */
import type { Product, ProductGroup } from '../api/schemas/product.ts';
import { pickSource } from '../templates/product-image.ts';
import { safeHref } from '../templates/url.ts';
import { scriptJson } from './escape.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** An absolute http(s) URL for a safe link or image, else undefined. */
function absolute(url: string | undefined, pageUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return undefined;
  }
}

interface Offer {
  '@type': 'Offer';
  price: number;
  priceCurrency: string;
  availability: string;
  sku?: string;
  url?: string;
}

function offers(product: Product, currency: string, url: string | undefined): Offer[] {
  const offer = (price: number | undefined, inStock: boolean, sku?: string): Offer[] =>
    price === undefined || !Number.isFinite(price)
      ? []
      : [
          {
            '@type': 'Offer',
            price,
            priceCurrency: currency,
            availability: inStock ? IN_STOCK : OUT_OF_STOCK,
            ...(sku ? { sku } : {}),
            ...(url ? { url } : {}),
          },
        ];
  if (!product.variants.length) {
    return offer(product.sellingPrice?.min, product.inStock);
  }
  return product.variants.flatMap((variant) =>
    offer(variant.sellingPrice ?? product.sellingPrice?.min, variant.inStock, variant.key),
  );
}

/** The JSON-LD object for the group's main product. */
export function productStructuredData(
  group: ProductGroup,
  options: { currency: string | undefined; pageUrl: string },
): Record<string, unknown> | undefined {
  const product = group.products[0];
  const name = product?.name ?? product?.title;
  if (!product || !name) return undefined;
  const url = absolute(safeHref(product.link), options.pageUrl);
  const images = (product.imageInfo?.images ?? [])
    .map((image) => absolute(pickSource(image)?.src, options.pageUrl))
    .filter((image): image is string => !!image);
  // Without a currency a price means nothing to a search engine: no offers then.
  const offerList = options.currency ? offers(product, options.currency, url) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.key,
    ...(images.length ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(url ? { url } : {}),
    ...(offerList.length ? { offers: offerList } : {}),
  };
}

/** The `<script type="application/ld+json">` element, or '' when there is nothing to say. */
export function structuredDataScript(data: Record<string, unknown> | undefined): string {
  return data ? `<script type="application/ld+json">${scriptJson(data)}</script>` : '';
}
