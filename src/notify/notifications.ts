/**
 * The notification chunk (docs/decisions.md, "Lean notify"): the outbox front with its storage,
 * and viewability, loaded by the capture (capture.ts) after the content. Its front starts as it
 * loads and takes what the capture holds as its early entries; delivery (outbox.ts) is a chunk
 * of its own that this front loads as before.
 */
import type { NotificationRequest } from './handoff.ts';
import { outbox } from './outbox-front.ts';
import type { EarlyCounts, NotificationStats } from './stats.ts';

import { viewabilityTracker } from './viewability.ts';

/** Starts the front and gives it what the capture held, in the order it was made. */
function adopt(
  captured: { request: NotificationRequest; urgent: boolean }[],
  counts: EarlyCounts,
): void {
  const front = outbox();
  front.start();
  front.countEarly(counts);
  for (const { request, urgent } of captured) front.enqueue(request, urgent);
}

/** What the capture (capture.ts) uses: one object, so that importing it needs no namespace. */
export const notifications = {
  adopt,
  enqueue: (request: NotificationRequest, urgent: boolean): void =>
    outbox().enqueue(request, urgent),
  flush: (): Promise<void> => outbox().flush(),
  stats: (): NotificationStats => outbox().stats(),
  viewabilityTracker,
};
