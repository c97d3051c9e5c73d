/**
 * What the one script tag exports (src/autoloader.ts): what a page with only the script tag
 * writes a custom card and signs a visitor in with, and the list's class (it is in `core`:
 * imported from here, the script tag asks for one small module rather than two). The script tag
 * imports this module at its end, after it has asked for the chunks of the page's tags, so that
 * those load beside `core` rather than after it.
 */
export { html, svg, nothing } from 'lit';
export { renderProductCard, renderCardSkeleton } from './templates/card.ts';
export { safeHref, safeSrc, srcset } from './templates/url.ts';
export { notify } from './notify/lazy.ts';
export {
  reset,
  sessionKeys,
  updateCustomerKey,
  visitorSession,
  SESSION_STORAGE_KEY,
} from './api/session.ts';
export { SfRecList } from './elements/sf-rec-list/sf-rec-list.component.ts';
// The script tag's own (src/autoloader.ts, `load`): not among what it exports.
export { wordsFor } from './controllers/config.ts';
