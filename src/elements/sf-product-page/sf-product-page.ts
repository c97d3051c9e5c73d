import { define } from '../base.ts';
import { SfProductPage } from './sf-product-page.component.ts';
// A product page gathers its lists: loading the page loads the list element too.
import '../sf-rec-list/sf-rec-list.ts';

export { SfProductPage };
define('sf-product-page', SfProductPage);

declare global {
  interface HTMLElementTagNameMap {
    'sf-product-page': SfProductPage;
  }
}
