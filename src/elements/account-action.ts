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
import { loadStrings } from '../i18n/registry.ts';
import type { SfStrings } from '../templates/strings.ts';
import type * as Actions from './account-actions.ts';

/** An action the contact started: where it is sent, its strings, and for whom. */
export interface Action {
  /** `engage-base` when the contact acted. */
  base: string;
  /** The element's strings, read once the chunk (with the outcomes' English words) is there. */
  strings: SfStrings;
  /** Whether the contact who acted is still the one shown (else the answer is dropped). */
  current(): boolean;
  /**
   * What had focus in the element when the contact acted (the button, or the grade Enter was
   * pressed on): disabled while the request runs, it loses focus to the page, and a failure
   * gives it back.
   */
  control: Element | null;
  /**
   * Who is shown: when the proxy refuses the action as signed out (401), `proxySignedOut()` clears
   * the contact's state and the element shows its sign-in state.
   */
  contact: ContactController;
}

/**
 * The actions' chunk: at the first action, or when the page is idle (`preloadActions`); after a
 * failure, at the next.
 */
const engageActions = lazily(
  () => import('./account-actions.ts'),
  'sf-chunk:elements/account-actions.ts',
);

/** Loads the actions' chunk when the page is idle: an element with actions calls it at connect. */
export const preloadActions = (): void => loadWhenIdle(engageActions);

/** Where an action of a form (the NPS answer, the unsubscription) stands. */
export type FormPhase = 'form' | 'submitting' | 'done';

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
 * either: `clear` takes back what the click changed, the live region says it failed, `sf-error`
 * tells why, and focus goes back to the control used; the next action tries the import again
 * (in the shipped script tag under a URL of its own, which a browser that keeps the failed module
 * fetches: src/api/load-again.ts).
 */
export async function startAction(
  element: EventHost,
  config: ConfigController,
  contact: ContactController,
  clear: () => void,
  run: (actions: typeof Actions, action: Action) => Promise<void>,
): Promise<void> {
  const generation = contact.generation;
  // Read before the busy state is drawn: the click's handler calls this at once.
  const control = element.shadowRoot!.activeElement;
  const base = config.engageBase();
  const current = () => generation === contact.generation;
  const host = element as unknown as ActionHost;
  let actions: typeof Actions;
  try {
    actions = await engageActions();
    // The chunk registered the outcomes' English words: a page in another language has them in
    // its account module, read again for that domain (already loaded, so at once).
    await loadStrings(config.locale());
  } catch (error) {
    if (!current()) return;
    clear();
    host.status = config.strings().engageError;
    host.statusFailed = true;
    host.emit('sf-error', engageErrorDetail(error));
    // Focus back on the control used, as after a failed action (./account-actions.ts).
    await host.updateComplete;
    if (document.activeElement === document.body) (control as HTMLElement | null)?.focus();
    return;
  }
  if (current()) await run(actions, { base, strings: config.strings(), current, control, contact });
}
