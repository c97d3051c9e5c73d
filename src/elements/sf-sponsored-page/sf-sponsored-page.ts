import { define } from '../base.ts';
import { SfSponsoredPage } from './sf-sponsored-page.component.ts';

export { SfSponsoredPage };
export type { SfBannerClickDetail } from './sf-sponsored-page.component.ts';
define('sf-sponsored-page', SfSponsoredPage);

declare global {
  interface HTMLElementTagNameMap {
    'sf-sponsored-page': SfSponsoredPage;
  }
}
