/**
 * How an account element starts what the contact does (join, remove, answer, unsubscribe): the
 * element marks the action busy at the click (so a second click sends nothing), then this loads
 * the actions' chunk (./account-actions.ts) if it is not there yet and runs the action for the
 * contact who acted.
 */
import { engageErrorDetail } from '../api/engage-client.ts';
import { lazily, loadWhenIdle } from '../controllers/chunk.ts';
import type { ConfigController } from '../controllers/config.ts';
import type { ContactController } from '../controllers/contact.ts';
import type { EventHost } from '../controllers/host.ts';
import type { SfStrings } from '../templates/strings.ts';
import type * as Actions from './account-actions.ts';

/** An action the contact started: where it is sent, its strings, and for whom. */
export interface Action {
  /** `engage-base` when the contact acted. */
  base: string;
  /** The element's strings when the contact acted. */
  strings: SfStrings;
  /** Whether the contact who acted is still the one shown (else the answer is dropped). */
  current(): boolean;
}

/** The actions' chunk: at the first action, or when the page is idle (`preloadActions`). */
const engageActions = lazily(() => import('./account-actions.ts'));

/** Loads the actions' chunk when the page is idle: an element with actions calls it at connect. */
export const preloadActions = (): void => loadWhenIdle(engageActions);

/** Where an action of a form (the NPS answer, the unsubscription) stands. */
export type FormPhase = 'form' | 'submitting' | 'done' | 'signed-out';

/**
 * What every element with actions has, privately: its live region's text and whether it tells a
 * failure (`startAction` and ./account-actions.ts, the element's own code, reach them).
 */
export interface ActionHost extends EventHost {
  status: string;
  statusFailed: boolean;
}

/**
 * Runs `run` with the actions' chunk for the contact shown now: the request, and what its success
 * or failure shows. When the contact changes before the chunk is there, nothing is sent (the
 * element already cleared what the click showed). When the chunk cannot load, nothing is sent
 * either: `clear` takes back what the click changed, the live region says it failed, and
 * `sf-error` tells why; the next action tries the import again (a browser that keeps the failed
 * module answers it from there until the page reloads).
 */
export async function startAction(
  element: EventHost,
  config: ConfigController,
  contact: ContactController,
  clear: () => void,
  run: (actions: typeof Actions, action: Action) => Promise<void>,
): Promise<void> {
  const generation = contact.generation;
  const action: Action = {
    base: config.engageBase(),
    strings: config.strings(),
    current: () => generation === contact.generation,
  };
  const host = element as unknown as ActionHost;
  let actions: typeof Actions;
  try {
    actions = await engageActions();
  } catch (error) {
    if (!action.current()) return;
    clear();
    host.status = action.strings.engageError;
    host.statusFailed = true;
    host.emit('sf-error', engageErrorDetail(error));
    return;
  }
  if (action.current()) await run(actions, action);
}
