/**
 * A query in flight when its element leaves the document is stopped, as a single-page app's
 * route change removes a page: its answer would only wait with the element, unrendered
 * (SfElement holds a removed element's updates), while it shares a phone's network with the next
 * page's query, and a failure would be asked again for nobody. A move (out and back in within the
 * same task, a framework's reorder) keeps it. Back in the document later, the element asks again.
 */
import type { ReactiveControllerHost } from 'lit';

/** The abort reason of a run stopped by removal: no `sf-error` reports it. */
export const REMOVED = new DOMException('removed', 'AbortError');

/** What is read of a `Task` here. */
interface Run {
  error: unknown;
  abort(reason?: unknown): void;
}

/**
 * Aborts `task()`'s run in flight (`abort` ends only a pending one) once `host` is still out of
 * the document at the end of the task it left in; back in, `again()` has the stopped run asked
 * anew (unless it finished anyway: its answer was in, being read).
 */
export function stopWhenRemoved(
  host: ReactiveControllerHost & HTMLElement,
  task: () => Run,
  again: () => void,
): void {
  host.addController({
    hostDisconnected: () => setTimeout(() => host.isConnected || task().abort(REMOVED)),
    hostConnected: () => task().error === REMOVED && again(),
  });
}
