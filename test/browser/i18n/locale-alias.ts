/**
 * Test harness: `/__any-locale/<path>` is the reference server at `<path>` with the query's
 * `locale` replaced by the market's own first locale. The reference catalog is written in three
 * languages (sv, en, es) for two markets, while the elements ship ten UI languages: through this
 * prefix (`api-base="/__any-locale"`) an element can render in Polish with real answers of the real
 * server, its product data in the market's language as a shop's feed would be.
 */
import { MARKETS } from '../../../src/reference/vocabulary.ts';

export const ANY_LOCALE = '/__any-locale';

interface Context {
  path: string;
  url: string;
}

export async function localeAliasMiddleware(ctx: Context, next: () => Promise<unknown>) {
  if (ctx.path.startsWith(`${ANY_LOCALE}/`)) {
    const url = new URL(ctx.url.slice(ANY_LOCALE.length), 'http://test');
    const market = MARKETS.find((candidate) => candidate.id === url.searchParams.get('market'));
    if (market && url.searchParams.has('locale'))
      url.searchParams.set('locale', market.locales[0]!);
    ctx.url = url.pathname + url.search;
  }
  return next();
}
