/**
 * storefront-elements/templates: what a shop writes its own card or navigation item with, alone
 * (Lit's `html`, `svg` and `nothing`, the standard card to wrap, the URL checks). Importing it
 * defines no element; a bundler takes only what the shop's code uses. The main entry exports the
 * same names, but importing it defines every element.
 */
export { html, svg, nothing, type TemplateResult } from 'lit';
export { renderProductCard, renderCardSkeleton } from './templates/card.ts';
// What the standard card's quick add and favourite toggle need when the card is given a context
// of the shop's own (docs/elements.md); loads them as a chunk.
export { loadCardExtras } from './elements/card-actions.ts';
export type { CardContext, RenderCard } from './templates/card.ts';
export type { ListCardContext, RenderListCard } from './templates/list.ts';
export { renderNavigationItem } from './templates/navigation.ts';
export type { NavigationItemContext, RenderNavigationItem } from './templates/navigation.ts';
export { safeHref, safeSrc, srcset } from './templates/url.ts';
