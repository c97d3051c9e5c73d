/**
 * The sponsored page's query from its attributes, beside the product page's (./query.ts) but a
 * module of its own: it goes with `<sf-sponsored-page>` (and the server renderer), not into what
 * a list or product page loads (docs/decisions.md, "Lean render").
 */
import type { SponsoredPageQuery } from '../api/sponsored-query.ts';

/** The attributes of `<sf-sponsored-page>` that make its query. */
export interface SponsoredPageAttributes {
  pageReference: string;
  facets?: string | undefined;
  winner?: string | undefined;
  catalogEntitlement?: string | undefined;
}

/**
 * A sponsored page's query from its attributes: what `<sf-sponsored-page>` sends, and what the
 * server renderer (src/ssr) sends for it. Blank optional attributes are left out; the page
 * reference is checked by the query itself.
 */
export function sponsoredPageQueryOf(
  page: SponsoredPageAttributes,
): SponsoredPageQuery & { facets?: string } {
  const facets = page.facets?.trim();
  const winner = page.winner?.trim();
  const catalogEntitlement = page.catalogEntitlement?.trim();
  return {
    pageReference: page.pageReference,
    ...(facets ? { facets } : {}),
    ...(winner ? { winner } : {}),
    ...(catalogEntitlement ? { settings: { catalogEntitlement } } : {}),
  };
}
