// The size table's "product page" row: what demo/product.html's markup needs, per element.
import '../../src/elements/sf-storefront/sf-storefront.ts';
import '../../src/elements/sf-product-page/sf-product-page.ts';
import '../../src/elements/sf-rec-list/sf-rec-list.ts';
