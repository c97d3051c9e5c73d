/**
 * Chunks loaded on demand, asked for again after a failure. Firefox, Chromium up to 150 and Safari
 * before whatwg/html#10327 keep a module whose fetch failed for the page's life: imported again,
 * it fails at once without asking. In the shipped script tags the chunk's file is written in for `file`
 * (scripts/chunk-files.ts), and each import after a failure asks for it under a URL of its own
 * (`?retry=<n>`), as the script tag does for a tag's chunk (src/autoloader.ts). The build checks
 * that no chunk imports that file statically and that one chunk imports it, so no module runs
 * twice. Elsewhere (source, a shop's bundle) `file` is the `sf-chunk:` placeholder or absent, and
 * the same import is made again, which fetches anew where the browser allows it.
 */

/**
 * `load` (a dynamic import of the chunk `file`) once; a failure is not kept, the next call imports
 * again (under the next `?retry=<n>` where the file is known).
 */
export function lazily<T>(load: () => Promise<T>, file = ''): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let failures = 0;
  return () =>
    (loading ??= (
      failures && file[0] === '.'
        ? (import(
            /* @vite-ignore */ `${new URL(file, import.meta.url).href}?retry=${failures}`
          ) as Promise<T>)
        : load()
    ).catch((error: unknown) => {
      failures++;
      loading = undefined;
      throw error;
    }));
}

/** The tries of one round: the first and five more, after 1, 2, 4, 8 and 16 s. */
const TRIES = 6;

/**
 * A chunk that must load for nothing to be lost (the notification chunk, delivery): as `lazily`,
 * and while it fails, again after 1, 2, 4, 8 and 16 s (the callers wait for the round). A round
 * that fails throws and is warned; the next call starts another.
 */
export function loadAgain<T>(load: () => Promise<T>, file: string, what: string): () => Promise<T> {
  const once = lazily(load, file);
  let round: Promise<T> | undefined;
  const attempt = (tried: number): Promise<T> =>
    once().catch((error: unknown) => {
      if (++tried < TRIES)
        return new Promise((go) => setTimeout(go, 500 << tried)).then(() => attempt(tried));
      console.warn(`notify: ${what} did not load (${TRIES} tries in 31 s)`, error);
      throw error;
    });
  return () =>
    (round ??= attempt(0).catch((error: unknown) => {
      round = undefined;
      throw error;
    }));
}
