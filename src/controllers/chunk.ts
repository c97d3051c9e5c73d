/**
 * Code that a page needs only after its content is shown, as a chunk: imported once (again after
 * a failed import, so a later use can still load it), and started when the page is idle so that
 * a first use seldom waits for it.
 */

/**
 * `load` (a dynamic import) once; a failure is not kept, the next call imports again (Safari,
 * Firefox and Chromium up to 150 keep the failed module: there it fails again until a reload).
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Starts `load` when the page is idle (within 2 s), or soon where there is no idle callback. */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  const start = () => void load().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
