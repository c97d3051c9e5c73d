import { define } from '../base.ts';
import { SfProductCard } from './sf-product-card.component.ts';

export { SfProductCard };
define('sf-product-card', SfProductCard);

declare global {
  interface HTMLElementTagNameMap {
    'sf-product-card': SfProductCard;
  }
}
