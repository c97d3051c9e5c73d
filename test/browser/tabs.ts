/**
 * The test side of the real tabs (test/browser/notify/tabs-plugin.ts): a tab's state, as its page's
 * `window.sfTabState()` tells it, and polling it until a condition holds.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the tab's page tells of itself now (`window.sfTabState()`). */
export const tabState = <T>(tab: number) =>
  executeServerCommand<T, { id: number }>('tabs-state', { id: tab });

/** Polls the tab until `predicate` holds of its state; resolves with that state. */
export async function tabUntil<T>(
  tab: number,
  predicate: (state: T) => boolean,
  what: string,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const state = await tabState<T>(tab);
    if (state && predicate(state)) return state;
    if (performance.now() - start > 10000) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}
