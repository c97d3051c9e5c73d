/**
 * storefront-elements/templates: what a shop writes its own card or navigation item with, alone
 * (Lit's `html`, `svg` and `nothing`, the standard card to wrap, the URL checks). Importing it
 * defines no element; a bundler takes only what the shop's code uses. The main entry exports the
 * same names, but importing it defines every element.
 */
export { html, svg, nothing, type TemplateResult } from 'lit';
export { renderProductCard, renderCardSkeleton } from './card.ts';
export type { CardContext, RenderCard } from './card.ts';
export type { ListCardContext, RenderListCard } from './list.ts';
export { renderNavigationItem } from './navigation.ts';
export type { NavigationItemContext, RenderNavigationItem } from './navigation.ts';
export { safeHref, safeSrc, srcset } from './url.ts';
