/**
 * What the test page sent over the network, and requests held back, as the browser does it
 * (network-plugin.ts): element tests keep the page's own `fetch`.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { SentRequest } from './network-plugin.ts';
import { INTERCEPTED, PROBE } from './network-probe.ts';

export type { SentRequest };

/** Starts keeping what the page sends (and forgets what was kept). */
export async function recordRequests(): Promise<void> {
  await executeServerCommand('record-requests');
}

/**
 * The requests sent since `recordRequests` whose URL contains `contains`, in order, once there are
 * at least `atLeast` and each has its outcome (answered, failed or cancelled). The protocol reports
 * them to the runner on a channel of its own, which a loaded machine may deliver after the page
 * has its answer: this waits 5 s at most, then returns what there is.
 */
export function sentRequests(contains: string, atLeast = 1): Promise<SentRequest[]> {
  return waitFor(contains, (sent) => sent.length >= atLeast && sent.every((each) => each.finished));
}

/** `sentRequests`, without waiting for outcomes: once `atLeast` are on their way. */
export function requestsOnTheirWay(contains: string, atLeast = 1): Promise<SentRequest[]> {
  return waitFor(contains, (sent) => sent.length >= atLeast);
}

async function waitFor(
  contains: string,
  done: (sent: SentRequest[]) => boolean,
): Promise<SentRequest[]> {
  const start = performance.now();
  for (;;) {
    const sent = (await executeServerCommand('sent-requests', contains)) as SentRequest[];
    if (done(sent) || performance.now() - start > 5000) return sent;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Requests whose URL contains `contains` wait `ms` before they go (with `fail`, then fail as a
 * dropped connection); `null` ends the hold and lets those still waiting go at once.
 */
export async function holdRequests(
  hold: { contains: string; ms: number; fail?: boolean } | null,
): Promise<void> {
  await executeServerCommand('hold-requests', hold);
  await interception();
}

/**
 * Every storefront query fails as with no network (a `TypeError` for `fetch`), or, with `false`,
 * goes through again. The page's `online` event is the test's to dispatch.
 */
export async function failQueries(fail: boolean): Promise<void> {
  await executeServerCommand('fail-queries', fail);
  await interception();
}

/**
 * Until the page's requests pass through the runner's interception: the browser switches it on
 * for a page asynchronously, and a request sent before that would escape the rule just set
 * (network-plugin.ts, `intercept`). Once on, it stays on for the page.
 */
async function interception(): Promise<void> {
  const start = performance.now();
  for (;;) {
    const response = await fetch(`${PROBE}?${Math.random()}`, { cache: 'no-store' });
    if (response.headers.get(INTERCEPTED) === '1') return;
    if (performance.now() - start > 10000)
      throw new Error(`the runner's interception not on after 10 s (probe: ${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
