/**
 * The server's sponsored-page query (docs/ssr.md, "Sponsored pages"): built from the element's
 * attributes by the builder the element uses (`sponsoredPageQueryOf`), with the configuration the
 * browser will resolve and the visitor's keys (render.ts), bounded by the shop's timeout and the
 * page's own bidding wait, whichever is shorter.
 */
import { querySponsoredPage, type SponsoredPageQuery } from '../api/sponsored-query.ts';
import type { EmbeddedSponsored } from '../controllers/embedded-sponsored.ts';
import { sponsoredPageQueryOf } from '../controllers/sponsored-page-query.ts';
import type { SfSponsoredPage } from '../elements/sf-sponsored-page/sf-sponsored-page.component.ts';
import { ServerApiBaseError } from './errors.ts';
import type { ResolvedConfig } from '../context/storefront.ts';
import { failedQuery, serverApiBase, serverConfig, type PageQueryOptions } from './render.ts';

/** The server's wait: the shop's timeout, or the page's `timeout` (its bidding wait) if shorter. */
function serverTimeout(page: SfSponsoredPage, shop: number): number {
  const own = Number(page.timeout);
  return Number.isFinite(own) && own > 0 ? Math.min(own, shop) : shop;
}

/**
 * Sends one sponsored page's query. Any failure, a timeout included, becomes the page's error
 * state, which the browser retries once (a timeout in the browser would show the empty state:
 * bidding may answer in time on the retry).
 */
export async function querySponsored(
  page: SfSponsoredPage,
  options: PageQueryOptions,
): Promise<EmbeddedSponsored> {
  let query: SponsoredPageQuery = { pageReference: '' };
  let config: ResolvedConfig | undefined;
  try {
    query = sponsoredPageQueryOf(page);
    config = serverConfig(page, options);
    const result = await querySponsoredPage(
      { ...config.storefront, apiBase: serverApiBase(config, options) },
      query,
      {
        timeout: serverTimeout(page, options.timeout),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
    );
    // Not handed over: see render.ts's `queryPage`.
    return { query, result: { ...result, dropped: [] }, config };
  } catch (error) {
    if (error instanceof ServerApiBaseError) throw error;
    return failedQuery(query, error, config);
  }
}
