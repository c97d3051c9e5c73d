/**
 * Viewability for an element that renders sponsored things (a sponsored list, sponsored cards):
 * after each update the host says which of its elements carry an impression ticket, and this
 * controller tracks exactly those (`watchViewability`), untracking what is gone or changed, and
 * everything while the host is disconnected. The tracking itself is part of the notification
 * chunk (src/notify/notifications.ts), requested when the host first has something to track: nothing of
 * it loads before the content (docs/decisions.md, "Lean notify").
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { notificationChunk, type NotificationChunk } from '../notify/capture.ts';
import type { Notifier } from '../notify/notifier-base.ts';

export interface ViewabilityTarget {
  element: Element;
  ticket: string;
}

export class ViewabilityController implements ReactiveController {
  private readonly tracked = new Map<Element, { ticket: string; untrack: () => void }>();
  private targets: ViewabilityTarget[] = [];
  private connected = false;
  private watch: NotificationChunk['watchViewability'] | undefined;

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
    for (const { untrack } of this.tracked.values()) untrack();
    this.tracked.clear();
  }

  private sync(): void {
    if (!this.connected) return;
    const watch = this.watch;
    if (!watch) {
      // Nothing is tracked before the chunk is there; it is requested for the first targets.
      if (this.targets.length)
        void notificationChunk().then(
          (chunk) => {
            this.watch = chunk.watchViewability;
            this.sync();
          },
          () => undefined,
        );
      return;
    }
    const wanted = new Map(this.targets.map((target) => [target.element, target.ticket]));
    for (const [element, { ticket, untrack }] of this.tracked) {
      if (wanted.get(element) !== ticket || !element.isConnected) {
        untrack();
        this.tracked.delete(element);
      }
    }
    for (const [element, ticket] of wanted) {
      if (this.tracked.has(element) || !element.isConnected) continue;
      this.tracked.set(element, { ticket, untrack: watch(element, ticket, this.notifier()) });
    }
  }
}
