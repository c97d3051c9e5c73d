/**
 * The notification chunk (docs/decisions.md, "Lean notify"): the outbox front with its storage,
 * and viewability, loaded by the capture (capture.ts) after the content. Its front starts as it
 * loads and takes what the capture holds as its early entries; delivery (outbox.ts) is a chunk
 * of its own that this front loads as before.
 */
import type { NotificationRequest } from './handoff.ts';
import { outbox } from './outbox-front.ts';
import type { EarlyCounts, NotificationStats } from './stats.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { endLife, tabKey, writeTab, type TabLife } from './tab.ts';

import { viewabilityTracker } from './viewability.ts';

/**
 * Starts the front in the tab life the capture began (its lock and its key) and gives it what the
 * capture held and stored, in the order it was made: the same entries, not a second copy. A front
 * already started in a life of its own (`storefront-elements/notify` on the same page) stores
 * them in its key first; the capture's key is removed and its life ended after.
 */
function adopt(
  captured: { entry: OutboxEntry; urgent: boolean }[],
  counts: EarlyCounts,
  tab: TabLife | undefined,
): void {
  const front = outbox();
  front.start(tab);
  front.countEarly(counts);
  for (const { entry, urgent } of captured) front.enqueue(entry, urgent);
  if (tab && front.tabId !== tab.tabId) {
    writeTab(tabKey(tab.tabId), undefined);
    endLife(tab);
  }
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
