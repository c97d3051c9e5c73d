/**
 * Code that a page needs only after its content is shown, as a chunk: imported once (again after
 * a failed import, so a later use can still load it), and started when the page is idle so that
 * a first use seldom waits for it.
 */

export { lazily } from '../api/load-again.ts';

/** Starts `load` when the page is idle (within 2 s), or soon where there is no idle callback. */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  const start = () => void load().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
