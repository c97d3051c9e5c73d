/**
 * In answers: a URL the elements may render as a link or an image source, read as they read it
 * (src/templates/url.ts, against any https page): http or https, absolute or relative. Anything a
 * URL parser reads with another scheme (`javascript:`, `data:`, `mailto:`) or cannot read is not.
 *
 * A rule of the zod schemas like those of checks.ts (scripts/derive-validators.ts names it in the
 * generated tables), in a module of its own: every storefront page's table names it, while the
 * rules of checks.ts go with <sf-navigation>.
 */
export function isWebUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url.trim(), 'https://shop.invalid/').protocol);
  } catch {
    return false;
  }
}
