import { define } from '../base.ts';
import { SfPurchaseSummary } from './sf-purchase-summary.component.ts';

export { SfPurchaseSummary };
define('sf-purchase-summary', SfPurchaseSummary);

declare global {
  interface HTMLElementTagNameMap {
    'sf-purchase-summary': SfPurchaseSummary;
  }
}
