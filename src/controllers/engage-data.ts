/**
 * The data loading the account elements share, as a reactive controller: one `@lit/task` run per
 * engagement proxy base (the run's AbortSignal goes into the fetch, so a changed `engage-base`
 * aborts the request in flight), the `sf-error` (`kind: 'dropped'`, what the parse left out,
 * worded alike for every element) / `sf-load` / `sf-error` events, `aria-busy` while loading, and
 * the loading / sign-in / error states. A change of contact (`contact`, or a 401) re-runs the task
 * and hides the previous contact's data at once.
 */
import type { ReactiveController } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { DroppedItem } from '../api/schemas/tolerant.ts';
import type { EventHost } from './host.ts';
import { EngageError, engageErrorDetail, isSignedOut } from '../api/engage-client.ts';
import { renderError, renderSignIn } from '../templates/engage/states.ts';
import type { ConfigController } from './config.ts';
import { ContactController } from './contact.ts';
import { markBusy } from './busy.ts';

export interface EngageDataOptions<T> {
  /** The host's configuration lookup (for `engage-base` and the strings). */
  config: ConfigController;
  /**
   * Fetches (and shapes) the data; `dropped` are the parts the parse left out (invalid, or beyond
   * what is read), reported with `sf-error` (`kind: 'dropped'`).
   */
  load: (base: string, signal: AbortSignal) => Promise<{ data: T; dropped: DroppedItem[] }>;
  /** Drops what the host keeps of the previous contact (messages, checked boxes, …). */
  clear?: () => void;
}

export interface EngageRenderers<T> {
  /** The loading placeholder (the first load, and a load for another contact). */
  skeleton: () => unknown;
  /** The loaded data; also while it is read again (`refresh`), until the answer. */
  complete: (data: T) => unknown;
}

export class EngageDataController<T> implements ReactiveController {
  readonly task: Task<readonly [string, string | undefined], T>;
  /** Who is shown; its `generation` tells whether an answer still belongs to them. */
  readonly contact: ContactController;

  private readonly host: EventHost;
  private readonly config: ConfigController;
  /** The contact generation `task.value` was loaded for. */
  private valueGeneration = -1;

  constructor(host: EventHost, { config, load, clear }: EngageDataOptions<T>) {
    this.host = host;
    this.config = config;
    // Before the task: a change of contact is cleared before the new run starts.
    this.contact = new ContactController(host, config, () => clear?.());
    this.task = new Task(host, {
      args: () => [this.config.engageBase(), this.contact.current()] as const,
      task: async ([base, contact], { signal }): Promise<T> => {
        // The shop says nobody is signed in: the sign-in state, without asking the proxy.
        if (contact === '') throw new EngageError('unauthorized', 'signed out', { status: 401 });
        const generation = this.contact.generation;
        try {
          const { data, dropped } = await load(base, signal);
          this.contact.proxySignedIn();
          this.valueGeneration = generation;
          if (dropped.length) {
            // The words' module: loaded already, by the parse that left something out.
            const { describeDropped } = await import('../api/schemas/wording.ts');
            host.emit('sf-error', { kind: 'dropped', message: describeDropped(dropped), dropped });
          }
          host.emit('sf-load', { result: data });
          return data;
        } catch (error) {
          // A newer run (or disconnection) took over: its outcome is the one that counts.
          if (signal.aborted) throw error;
          if (isSignedOut(error)) this.contact.proxySignedOut();
          host.emit('sf-error', engageErrorDetail(error));
          throw error;
        }
      },
    });
    host.addController(this);
  }

  /** The loaded data, unless it was loaded for another contact than the one shown now. */
  get value(): T | undefined {
    return this.valueGeneration === this.contact.generation ? this.task.value : undefined;
  }

  /** Fetches the data again. */
  refresh(): Promise<unknown> {
    return this.task.run();
  }

  hostUpdated(): void {
    markBusy(this.host, this.task.status === TaskStatus.PENDING);
  }

  /**
   * The task's state: the placeholder, the data, the sign-in state (a 401, to the read or to an
   * action since) or the error state. A
   * refresh keeps the data shown in place instead of the placeholder; a change of contact does not
   * (the value is then the previous contact's).
   */
  render({ skeleton, complete }: EngageRenderers<T>): unknown {
    const strings = this.config.strings();
    // An action the proxy refused as signed out (../elements/account-actions.ts): the data read
    // before is the previous contact's.
    if (this.task.status === TaskStatus.COMPLETE && this.contact.signedOut)
      return renderSignIn(strings.engageSignIn);
    return this.task.render({
      initial: skeleton,
      pending: () => {
        const shown = this.value;
        return shown === undefined ? skeleton() : complete(shown);
      },
      complete,
      error: (error) =>
        isSignedOut(error) ? renderSignIn(strings.engageSignIn) : renderError(strings.engageError),
    });
  }
}
