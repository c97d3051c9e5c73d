import { define } from '../base.ts';
import { SfSponsoredPage } from './sf-sponsored-page.component.ts';
// Its lists are <sf-rec-list>s in its shadow root: loading the page defines the list too.
import '../sf-rec-list/sf-rec-list.ts';

export { SfSponsoredPage };
export type { SfBannerClickDetail } from './sf-sponsored-page.component.ts';
define('sf-sponsored-page', SfSponsoredPage);

declare global {
  interface HTMLElementTagNameMap {
    'sf-sponsored-page': SfSponsoredPage;
  }
}
