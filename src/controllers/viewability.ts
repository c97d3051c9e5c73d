/**
 * Viewability for an element that renders sponsored things (a sponsored list, sponsored cards):
 * after each update the host says which of its elements carry an impression ticket, and those
 * are tracked (`viewabilityTracker`: exactly those, untracking what is gone or changed, and
 * everything while the host is disconnected). The tracking is part of the notification chunk
 * (src/notify/notifications.ts), requested when the host first has something to track: nothing
 * of it loads before the content (docs/decisions.md, "Lean notify").
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { notificationChunk } from '../notify/capture.ts';
import type { Notifier } from '../notify/notifier-base.ts';
import type { ViewabilityTarget, viewabilityTracker } from '../notify/viewability.ts';

export type { ViewabilityTarget } from '../notify/viewability.ts';

export class ViewabilityController implements ReactiveController {
  private targets: ViewabilityTarget[] = [];
  private connected = false;
  private tracker: ReturnType<typeof viewabilityTracker> | undefined;

  constructor(
    host: ReactiveControllerHost,
    /** The host's notifier (its configuration's keys); read when tracking starts. */
    private readonly notifier: () => Notifier,
    /** The elements to track, read after each update of the host. */
    private readonly collect: () => ViewabilityTarget[],
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.sync();
  }

  hostUpdated(): void {
    this.targets = this.collect();
    this.sync();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.sync();
  }

  private sync(): void {
    if (this.tracker) return this.tracker.sync(this.connected ? this.targets : []);
    // Nothing is tracked before the chunk is there; it is requested for the first targets.
    if (this.connected && this.targets.length)
      void notificationChunk().then(
        (chunk) => {
          this.tracker ??= chunk.viewabilityTracker(this.notifier);
          this.sync();
        },
        () => undefined,
      );
  }
}
