/**
 * Compile-time checks, run by the typecheck step of `npm test`: each element's `sf-load` carries
 * its own typed `detail.result`. An `@ts-expect-error` that no longer errors fails the typecheck.
 */
import type { NavigationContainer } from '../../src/api/schemas/navigation.ts';
import type { ProductPageResult, SponsoredPageResult } from '../../src/api/schemas/results.ts';
import type { SfNavigation } from '../../src/elements/sf-navigation/sf-navigation.component.ts';
import type { SfProductPage } from '../../src/elements/sf-product-page/sf-product-page.component.ts';
import type { SfRecList } from '../../src/elements/sf-rec-list/sf-rec-list.component.ts';
import type { SfSponsoredPage } from '../../src/elements/sf-sponsored-page/sf-sponsored-page.component.ts';
import type { SfConsents } from '../../src/elements/sf-consents/sf-consents.component.ts';

declare const page: SfProductPage;
declare const list: SfRecList;
declare const sponsored: SfSponsoredPage;
declare const navigation: SfNavigation;
declare const consents: SfConsents;

page.addEventListener('sf-load', (event) => {
  const result: ProductPageResult = event.detail.result;
  // @ts-expect-error a product page's result is not a sponsored page's
  const wrong: SponsoredPageResult = event.detail.result;
  void [result, wrong];
});
list.addEventListener('sf-load', (event) => void event.detail.result.productGroups.length);
sponsored.addEventListener('sf-load', (event) => {
  const result: SponsoredPageResult = event.detail.result;
  void result;
});
navigation.addEventListener('sf-load', (event) => {
  const result: NavigationContainer = event.detail.result;
  void result;
});
consents.addEventListener('sf-load', (event) => {
  // @ts-expect-error the consents' result is a list, not a string
  const wrong: string = event.detail.result;
  void event.detail.result.length;
  void wrong;
});
// Every other event keeps its own type.
page.addEventListener('sf-add-to-cart', (event) => void event.detail.ticket);
