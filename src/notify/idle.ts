/** After load, when the page is idle (or 2 s later at most): nothing here competes with content. */
export function whenIdle(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 0);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
