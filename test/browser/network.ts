/**
 * What the test page sent over the network, and requests held back, as the browser does it
 * (network-plugin.ts): element tests keep the page's own `fetch`.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { SentRequest } from './network-plugin.ts';

export type { SentRequest };

/** Starts keeping what the page sends (and forgets what was kept). */
export async function recordRequests(): Promise<void> {
  await executeServerCommand('record-requests');
}

/** The requests sent since `recordRequests` whose URL contains `contains`, in order. */
export function sentRequests(contains: string): Promise<SentRequest[]> {
  return executeServerCommand('sent-requests', contains) as Promise<SentRequest[]>;
}

/** Requests whose URL contains `contains` wait `ms` before they go; `null` sends them at once. */
export async function holdRequests(hold: { contains: string; ms: number } | null): Promise<void> {
  await executeServerCommand('hold-requests', hold);
}
