import { define } from '../base.ts';
import { carouselBehaviour, SfRecList } from './sf-rec-list.component.ts';

export { SfRecList };
define('sf-rec-list', SfRecList);
void carouselBehaviour();

declare global {
  interface HTMLElementTagNameMap {
    'sf-rec-list': SfRecList;
  }
}
