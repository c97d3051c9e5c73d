/**
 * What the account elements do when the contact acts: join a challenge, remove a back-in-stock
 * alert, answer the NPS question, unsubscribe. Each sends its request and shows its outcome. This
 * module is a chunk of its own (`engageActions`, ./account-action.ts), loaded when the page is idle
 * after its content or at the first action, whichever comes first: nothing before the content
 * needs it (docs/decisions.md, "Lean account page").
 *
 * The element keeps what must not wait for the chunk: the guard that marks the action busy at the
 * click, so that a second click sends nothing (`startAction`). Each function here runs for the
 * contact who acted (`action`) and drops the answer when another contact is shown by then.
 */
import {
  EngageProxyError,
  engageErrorDetail,
  isSignedOut,
  type UnsubscribeChannel,
} from '../api/engage-client.ts';
import { joinChallenge, removeBackInStock, submitNps, unsubscribe } from '../api/engage-writes.ts';
import type { BackInStockSubscription, ChallengeDefinition } from '../api/schemas/engage.ts';
// The English words of the outcomes come with this chunk: nothing before an action shows them.
import '../i18n/account-outcomes.ts';
import type { EventHost } from '../controllers/host.ts';
import type { Action, ActionHost, FormPhase } from './account-action.ts';
import type { SfBackInStock } from './sf-back-in-stock/sf-back-in-stock.component.ts';
import type { SfChallenges } from './sf-challenges/sf-challenges.component.ts';
import type { SfNpsSurvey } from './sf-nps-survey/sf-nps-survey.component.ts';
import type { SfUnsubscribe } from './sf-unsubscribe/sf-unsubscribe.component.ts';

/*
 * What each action reads and changes of its element: the element's own private state, which this
 * module (its code, loaded later) reaches through these views; the elements' public surface and
 * their declarations stay as they were.
 */
interface Listing extends ActionHost {
  refresh(): Promise<unknown>;
}
interface Challenges extends Listing {
  consented: ReadonlySet<string>;
  joining: string | undefined;
}
interface BackInStock extends Listing {
  removing: ReadonlySet<string>;
  removed: ReadonlySet<string>;
  readonly visible: BackInStockSubscription[];
}
interface Form extends ActionHost {
  phase: FormPhase;
}

/** Focuses what `find` finds in `host` once it has updated. */
async function focusAfterUpdate(
  host: EventHost,
  find: () => HTMLElement | null | undefined,
): Promise<void> {
  await host.updateComplete;
  find()?.focus();
}

/**
 * After a failure: focus back on the control the contact used, enabled again, when the busy state
 * took it away (it is on the page's body). Focus the contact moved elsewhere meanwhile stays.
 */
async function refocus(host: EventHost, action: Action): Promise<void> {
  await host.updateComplete;
  if (document.activeElement === document.body) (action.control as HTMLElement | null)?.focus();
}

/**
 * After a 401: the sign-in state takes the element's content, and focus when the control used had
 * it (the control is gone with the content). One `sf-error`, the action's: the element's data is
 * not read again, which would only be refused too.
 */
async function signedOut(host: EventHost, action: Action): Promise<void> {
  action.contact.proxySignedOut();
  host.requestUpdate();
  await host.updateComplete;
  if (document.activeElement === document.body)
    host.shadowRoot?.querySelector<HTMLElement>('[part~="sign-in"]')?.focus();
}

/** Joins `definition` with the contact's consent, then shows the list again with it. */
export async function join(
  element: SfChallenges,
  action: Action,
  definition: ChallengeDefinition,
): Promise<void> {
  const host = element as unknown as Challenges;
  try {
    await joinChallenge(action.base, definition.id);
  } catch (error) {
    if (!action.current()) return; // another contact is shown now
    host.joining = undefined;
    host.emit('sf-error', engageErrorDetail(error));
    if (isSignedOut(error)) return signedOut(host, action);
    host.status = action.strings.challengeJoinFailed(definition.name);
    host.statusFailed = true;
    await refocus(host, action);
    return;
  }
  if (!action.current()) return;
  const consented = new Set(host.consented);
  consented.delete(definition.id);
  host.consented = consented;
  host.joining = undefined;
  host.status = action.strings.challengeJoined(definition.name);
  host.statusFailed = false;
  host.emit('sf-challenge-join', { definitionId: definition.id });
  await host.refresh();
  // The joined challenge is now an assignment: focus moves to it (the joinable item is gone).
  await focusAfterUpdate(host, () =>
    [...element.renderRoot.querySelectorAll<HTMLElement>('[part~="challenge"]')].find(
      (item) => item.dataset.definitionId === definition.id,
    ),
  );
}

/** Removes `subscription`; focus stays in the list. */
export async function remove(
  element: SfBackInStock,
  action: Action,
  subscription: BackInStockSubscription,
  label: string,
): Promise<void> {
  const host = element as unknown as BackInStock;
  const before = host.visible;
  const index = before.findIndex((candidate) => candidate.id === subscription.id);
  const removing = () => new Set([...host.removing].filter((id) => id !== subscription.id));
  try {
    await removeBackInStock(action.base, subscription.id);
  } catch (error) {
    if (!action.current()) return; // another contact is shown now
    host.removing = removing();
    host.emit('sf-error', engageErrorDetail(error));
    if (isSignedOut(error)) return signedOut(host, action);
    host.status = action.strings.backInStockRemoveFailed(label);
    host.statusFailed = true;
    await refocus(host, action);
    return;
  }
  if (!action.current()) return;
  host.removing = removing();
  host.removed = new Set([...host.removed, subscription.id]);
  host.status = action.strings.backInStockRemoved(label);
  host.statusFailed = false;
  host.emit('sf-back-in-stock-remove', { id: subscription.id });
  // The next alert's button, else the previous one's, else the heading.
  const rest = before.filter((candidate) => !host.removed.has(candidate.id));
  const next = rest[Math.min(index, rest.length - 1)];
  await focusAfterUpdate(host, () =>
    element.renderRoot.querySelector<HTMLElement>(
      next
        ? `[part~="subscription"][data-id="${CSS.escape(next.id)}"] [part~="remove-button"]`
        : '[part~="heading"]',
    ),
  );
}

/**
 * A failed answer or unsubscription: `sf-error`, then the sign-in state (401) or the form again
 * with `message` and focus where it was, unless another contact is shown by then.
 */
async function failed(host: Form, action: Action, error: unknown, message: string): Promise<void> {
  host.emit('sf-error', engageErrorDetail(error));
  if (!action.current()) return; // another contact is shown now
  if (isSignedOut(error)) return signedOut(host, action);
  host.phase = 'form';
  host.status = message;
  host.statusFailed = true;
  await refocus(host, action);
}

/** Sends the NPS answer; the thank-you text takes the form's place and focus. */
export async function answer(
  element: SfNpsSurvey,
  action: Action,
  grade: number,
  storeId: string | undefined,
): Promise<void> {
  const host = element as unknown as Form;
  try {
    await submitNps(action.base, grade, storeId);
  } catch (error) {
    await failed(host, action, error, action.strings.npsFailed);
    return;
  }
  if (!action.current()) return;
  host.phase = 'done';
  host.status = '';
  host.statusFailed = false;
  host.emit('sf-nps-submit', { grade });
  host.emit('sf-load', { result: storeId ? { grade, storeId } : { grade } });
  await focusAfterUpdate(host, () =>
    element.renderRoot.querySelector<HTMLElement>('[part~="thanks"]'),
  );
}

/**
 * Unsubscriptions whose message the proxy could not find (404 `MessageNotFound`: a message older
 * than the service lists, about three months, or not the contact's), by element. The contact was
 * asked whether to unsubscribe from the channel anyway: the next confirmation does, without the
 * message, while the contact, the channel and `message-id` are the same. Kept here, with the
 * code that reads it, rather than in the element: nothing before an action needs it.
 */
const messagesNotFound = new WeakMap<
  SfUnsubscribe,
  { messageId: string | undefined; channel: UnsubscribeChannel; current(): boolean }
>();

/** Unsubscribes the contact from `channel`; the result takes the button's place and focus. */
export async function confirmUnsubscribe(
  element: SfUnsubscribe,
  action: Action,
  channel: UnsubscribeChannel,
): Promise<void> {
  const host = element as unknown as Form;
  const notFound = messagesNotFound.get(element);
  const anyMessage =
    notFound?.current() && notFound.channel === channel && notFound.messageId === element.messageId;
  let result: unknown;
  try {
    result = await unsubscribe(action.base, channel, anyMessage ? undefined : element.messageId);
  } catch (error) {
    const missing = error instanceof EngageProxyError && error.errorCode === 'MessageNotFound';
    if (missing) {
      messagesNotFound.set(element, {
        messageId: element.messageId,
        channel,
        current: action.current,
      });
    }
    await failed(
      host,
      action,
      error,
      missing
        ? action.strings.unsubscribeMessageNotFound(channel)
        : action.strings.unsubscribeFailed,
    );
    return;
  }
  if (!action.current()) return;
  host.phase = 'done';
  host.statusFailed = false;
  host.emit('sf-unsubscribe', { channel });
  host.emit('sf-load', { result: result ?? null });
  await focusAfterUpdate(host, () =>
    element.renderRoot.querySelector<HTMLElement>('[part~="result"]'),
  );
}
