import { define } from '../base.ts';
import { SfBackInStock } from './sf-back-in-stock.component.ts';

export { SfBackInStock };
export type { ProductLookup, ProductSummary } from '../../templates/engage/back-in-stock.ts';
define('sf-back-in-stock', SfBackInStock);

declare global {
  interface HTMLElementTagNameMap {
    'sf-back-in-stock': SfBackInStock;
  }
}
