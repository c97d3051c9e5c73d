/**
 * The data loading the account elements share, as a reactive controller: one `@lit/task` run per
 * engagement proxy base (the run's AbortSignal goes into the fetch, so a changed `engage-base`
 * aborts the request in flight), the `sf-error` (`kind: 'dropped'`) / `sf-load` / `sf-error`
 * events, `aria-busy` while loading, and the loading / sign-in / error states.
 */
import type { ReactiveController } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { engageErrorDetail, isSignedOut } from '../api/engage-client.ts';
import type { DroppedItem } from '../api/schemas/tolerant.ts';
import type { SfElement } from '../elements/base.ts';
import { renderError, renderSignIn } from '../templates/engage/states.ts';
import type { ConfigController } from './config.ts';

export interface EngageDataOptions<T> {
  /** The host's configuration lookup (for `engage-base` and the strings). */
  config: ConfigController;
  /** Fetches (and shapes) the data; `dropped` are the items the parse left out. */
  load: (base: string, signal: AbortSignal) => Promise<{ data: T; dropped: DroppedItem[] }>;
  /** The `sf-error` message when `count` items were left out; without it they are not reported. */
  droppedMessage?: (count: number) => string;
}

export interface EngageRenderers<T> {
  /** The loading placeholder (initial, and pending unless `pending` is given). */
  skeleton: () => unknown;
  /** While a run is pending (default: the placeholder). */
  pending?: () => unknown;
  /** The loaded data. */
  complete: (data: T) => unknown;
}

export class EngageDataController<T> implements ReactiveController {
  readonly task: Task<readonly [string], T>;

  private readonly host: SfElement;
  private readonly config: ConfigController;

  constructor(host: SfElement, { config, load, droppedMessage }: EngageDataOptions<T>) {
    this.host = host;
    this.config = config;
    this.task = new Task(host, {
      args: () => [this.config.engageBase()] as const,
      task: async ([base], { signal }): Promise<T> => {
        try {
          const { data, dropped } = await load(base, signal);
          if (dropped.length && droppedMessage) {
            host.emit('sf-error', {
              kind: 'dropped',
              message: droppedMessage(dropped.length),
              dropped,
            });
          }
          host.emit('sf-load', { result: data });
          return data;
        } catch (error) {
          // A newer run (or disconnection) took over: its outcome is the one that counts.
          if (signal.aborted) throw error;
          host.emit('sf-error', engageErrorDetail(error));
          throw error;
        }
      },
    });
    host.addController(this);
  }

  /** Fetches the data again. */
  refresh(): Promise<unknown> {
    return this.task.run();
  }

  hostUpdated(): void {
    this.host.toggleAttribute('aria-busy', this.task.status === TaskStatus.PENDING);
  }

  /** The task's state: the placeholder, the data, the sign-in state (401) or the error state. */
  render({ skeleton, pending = skeleton, complete }: EngageRenderers<T>): unknown {
    const strings = this.config.strings();
    return this.task.render({
      initial: skeleton,
      pending,
      complete,
      error: (error) =>
        isSignedOut(error) ? renderSignIn(strings.engageSignIn) : renderError(strings.engageError),
    });
  }
}
