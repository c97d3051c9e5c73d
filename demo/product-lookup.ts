import { queryProductPage } from '../src/api/client.ts';
import type { ProductLookup } from '../src/elements/sf-back-in-stock/sf-back-in-stock.ts';

/**
 * The shop's lookup of a back-in-stock SKU: the storefront's product-page query with the SKU as
 * the product key (the reference server answers a variant's product), its title and thumbnail.
 * `visitor` is the customer and session key the lookup's queries carry.
 */
export function storefrontProductLookup(visitor: string): ProductLookup {
  return async (sku, signal) => {
    const { data } = await queryProductPage(
      {
        apiBase: '',
        market: 'US',
        locale: 'en-US',
        touchpoint: 'DESKTOP',
        customerKey: visitor,
        sessionKey: visitor,
      },
      { productKey: sku, settings: { productGroup: { include: true } } },
      { signal },
    );
    const product = data.productGroup?.products[0];
    if (!product) return undefined;
    return {
      name: product.title ?? product.name ?? sku,
      imageUrl: product.imageInfo?.thumbnail ?? product.imageInfo?.images[0]?.sources[0]?.url,
    };
  };
}
