import { define } from '../base.ts';
import { SfStorefront } from './sf-storefront.component.ts';

export { SfStorefront };
define('sf-storefront', SfStorefront);

declare global {
  interface HTMLElementTagNameMap {
    'sf-storefront': SfStorefront;
  }
}
