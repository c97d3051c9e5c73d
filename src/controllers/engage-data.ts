/**
 * The data loading the account elements share, as a reactive controller: one run per engagement
 * proxy base and contact (the run's AbortSignal goes into the fetch, so a changed `engage-base`
 * aborts the request in flight), the `sf-error` (`kind: 'dropped'`) / `sf-load` / `sf-error`
 * events, `aria-busy` while loading, and the loading / sign-in / error states. A change of contact
 * (`contact`, or a 401) re-runs the load and hides the previous contact's data at once.
 *
 * The runs are `@lit/task`'s (a run per changed arguments, started in `hostUpdate`; a newer run
 * aborts the older and only the newest settles the state) written out for this one use: the
 * account page then loads no `@lit/task` (docs/decisions.md, "Lean account page").
 */
import type { ReactiveController } from 'lit';
import type { DroppedItem } from '../api/schemas/tolerant.ts';
import type { EventHost } from './host.ts';
import { EngageError, engageErrorDetail, isSignedOut } from '../api/engage-client.ts';
import { renderError, renderSignIn } from '../templates/engage/states.ts';
import type { ConfigController } from './config.ts';
import { ContactController } from './contact.ts';

export interface EngageDataOptions<T> {
  /** The host's configuration lookup (for `engage-base` and the strings). */
  config: ConfigController;
  /** Fetches (and shapes) the data; `dropped` are the items the parse left out. */
  load: (base: string, signal: AbortSignal) => Promise<{ data: T; dropped: DroppedItem[] }>;
  /** The `sf-error` message when `count` items were left out; without it they are not reported. */
  droppedMessage?: (count: number) => string;
  /** Drops what the host keeps of the previous contact (messages, checked boxes, …). */
  clear?: () => void;
}

export interface EngageRenderers<T> {
  /** The loading placeholder (initial, and pending unless `pending` is given). */
  skeleton: () => unknown;
  /** While a run is pending (default: the placeholder). */
  pending?: () => unknown;
  /** The loaded data. */
  complete: (data: T) => unknown;
}

/** Where a load stands: not started, running, loaded, failed. */
type Status = 'initial' | 'pending' | 'complete' | 'error';

export class EngageDataController<T> implements ReactiveController {
  /** Who is shown; its `generation` tells whether an answer still belongs to them. */
  readonly contact: ContactController;

  private readonly host: EventHost;
  private readonly config: ConfigController;
  private readonly load: EngageDataOptions<T>['load'];
  private readonly droppedMessage: EngageDataOptions<T>['droppedMessage'];
  private status: Status = 'initial';
  private loaded: T | undefined;
  private error: unknown;
  /** The base and contact of the last run; a change starts the next one. */
  private base: string | undefined;
  private shown: string | undefined;
  /** The latest run: only its outcome is kept. */
  private runs = 0;
  private abort: AbortController | undefined;
  /** The contact generation `loaded` was loaded for. */
  private valueGeneration = -1;

  constructor(host: EventHost, { config, load, droppedMessage, clear }: EngageDataOptions<T>) {
    this.host = host;
    this.config = config;
    this.load = load;
    this.droppedMessage = droppedMessage;
    // Before this controller: a change of contact is cleared before the new run starts.
    this.contact = new ContactController(host, config, () => clear?.());
    host.addController(this);
  }

  /** The loaded data, unless it was loaded for another contact than the one shown now. */
  get value(): T | undefined {
    return this.valueGeneration === this.contact.generation ? this.loaded : undefined;
  }

  /** Fetches the data again. Never rejects: a failure is the error state (and `sf-error`). */
  async refresh(): Promise<unknown> {
    const base = (this.base = this.config.engageBase());
    const contact = (this.shown = this.contact.current());
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const run = ++this.runs;
    this.status = 'pending';
    this.host.requestUpdate();
    let data: T | undefined;
    let failure: unknown;
    let failed = false;
    try {
      data = await this.fetch(base, contact, abort.signal);
    } catch (error) {
      failed = true;
      failure = error;
    }
    if (run !== this.runs) return;
    this.status = failed ? 'error' : 'complete';
    this.loaded = data;
    this.error = failure;
    this.host.requestUpdate();
  }

  private async fetch(base: string, contact: string | undefined, signal: AbortSignal): Promise<T> {
    // The shop says nobody is signed in: the sign-in state, without asking the proxy.
    if (contact === '') throw new EngageError('unauthorized', 'signed out', { status: 401 });
    const generation = this.contact.generation;
    try {
      const { data, dropped } = await this.load(base, signal);
      this.contact.proxySignedIn();
      this.valueGeneration = generation;
      if (dropped.length && this.droppedMessage) {
        this.host.emit('sf-error', {
          kind: 'dropped',
          message: this.droppedMessage(dropped.length),
          dropped,
        });
      }
      this.host.emit('sf-load', { result: data });
      return data;
    } catch (error) {
      // A newer run (or disconnection) took over: its outcome is the one that counts.
      if (signal.aborted) throw error;
      if (isSignedOut(error)) this.contact.proxySignedOut();
      this.host.emit('sf-error', engageErrorDetail(error));
      throw error;
    }
  }

  hostUpdate(): void {
    // A run per changed base or contact, rendered pending in this same update.
    if (
      this.status === 'initial' ||
      this.config.engageBase() !== this.base ||
      this.contact.current() !== this.shown
    )
      void this.refresh();
  }

  hostUpdated(): void {
    this.host.toggleAttribute('aria-busy', this.status === 'pending');
  }

  /** The state: the placeholder, the data, the sign-in state (401) or the error state. */
  render({ skeleton, pending = skeleton, complete }: EngageRenderers<T>): unknown {
    if (this.status === 'complete') return complete(this.loaded as T);
    if (this.status === 'error') {
      const strings = this.config.strings();
      return isSignedOut(this.error)
        ? renderSignIn(strings.engageSignIn)
        : renderError(strings.engageError);
    }
    return this.status === 'pending' ? pending() : skeleton();
  }
}
