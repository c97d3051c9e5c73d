/**
 * The errors `renderStorefront` throws (rather than rendering a page in its error state): the
 * shop's configuration, wrong for every request. A module of their own, so that the entry's
 * declarations name them without the renderer's (which need the optional `@lit-labs/ssr`).
 */

/**
 * A page whose `api-base` the server cannot use without the shop saying where (render.ts,
 * `serverApiBase`): empty or relative, and no `apiBase` option.
 */
export class ServerApiBaseError extends Error {
  override name = 'ServerApiBaseError';
}
