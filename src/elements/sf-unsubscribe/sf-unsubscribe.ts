import { define } from '../base.ts';
import { SfUnsubscribe } from './sf-unsubscribe.component.ts';

export { SfUnsubscribe };
define('sf-unsubscribe', SfUnsubscribe);

declare global {
  interface HTMLElementTagNameMap {
    'sf-unsubscribe': SfUnsubscribe;
  }
}
