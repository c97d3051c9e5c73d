import { define } from '../base.ts';
import { SfRecList } from './sf-rec-list.component.ts';

export { SfRecList };
define('sf-rec-list', SfRecList);

declare global {
  interface HTMLElementTagNameMap {
    'sf-rec-list': SfRecList;
  }
}
