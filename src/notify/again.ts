/**
 * A chunk that must load for nothing to be lost (the notification chunk, delivery): asked for
 * again while it fails. Safari, Firefox and Chromium up to 150 keep a module whose fetch failed
 * for the page's life: imported again, it fails at once without asking. In the script tag's build
 * the chunk's file is written in for `file` (scripts/chunk-files.ts), and each try after a failure
 * asks for it under a URL of its own (`?retry=<n>`), as the script tag does for a tag's chunk
 * (src/autoloader.ts). The build checks that no chunk imports that file statically, so no module
 * runs twice. Elsewhere (source, a shop's bundler) `file` is the placeholder and the same import
 * is made again, which fetches anew where the browser allows it.
 */

/** The tries of one round: the first and five more, after 1, 2, 4, 8 and 16 s. */
const TRIES = 6;

/**
 * `load` once; while it fails, again after 1, 2, 4, 8 and 16 s (the callers wait for the round).
 * A round that fails throws and is warned; the next call starts another.
 */
export function loadAgain<T>(load: () => Promise<T>, file: string, what: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let failures = 0;
  const attempt = (): Promise<T> =>
    (failures && file[0] === '.'
      ? (import(
          /* @vite-ignore */ `${new URL(file, import.meta.url).href}?retry=${failures}`
        ) as Promise<T>)
      : load()
    ).catch((error: unknown) => {
      if (++failures % TRIES)
        return new Promise((go) => setTimeout(go, 500 << (failures % TRIES))).then(attempt);
      console.warn(`notify: ${what} did not load (${TRIES} tries in 31 s)`, error);
      throw error;
    });
  return () =>
    (loading ??= attempt().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
