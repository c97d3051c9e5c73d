import { define } from '../base.ts';
import { SfConsents } from './sf-consents.component.ts';

export { SfConsents };
define('sf-consents', SfConsents);

declare global {
  interface HTMLElementTagNameMap {
    'sf-consents': SfConsents;
  }
}
