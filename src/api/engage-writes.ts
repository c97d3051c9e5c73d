/**
 * The proxy's write routes (docs/decisions.md, "Secure proxy routes"), exported by
 * ./engage-client.ts with the rest of the client. A module of their own: the account page's
 * script tag (src/account-elements.ts) runs them only from the actions' chunk
 * (src/elements/account-actions.ts), after a contact acts, so they are not in what it loads
 * before its content.
 */
import { engageFetch, type UnsubscribeChannel } from './engage-client.ts';

/** One path segment from a value of the API (an id), encoded. */
export const segment = (value: string): string => encodeURIComponent(value);

/** `POST /me/challenges/{definitionId}/join` with the contact's explicit consent. */
export async function joinChallenge(
  base: string,
  definitionId: string,
  signal?: AbortSignal,
): Promise<void> {
  await engageFetch(base, `/me/challenges/${segment(definitionId)}/join`, {
    method: 'POST',
    body: { consent: true },
    ...(signal ? { signal } : {}),
  });
}

/** `DELETE /me/back-in-stock/{subscriptionId}`. */
export async function removeBackInStock(
  base: string,
  subscriptionId: string,
  signal?: AbortSignal,
): Promise<void> {
  await engageFetch(base, `/me/back-in-stock/${segment(subscriptionId)}`, {
    method: 'DELETE',
    ...(signal ? { signal } : {}),
  });
}

/**
 * `POST /me/unsubscribe?channel=&messageId=`: on that message, or without `messageId` on the
 * last message sent on the channel. Resolves with the service's answer (a JSON object, or
 * `undefined` for an empty 202).
 */
export function unsubscribe(
  base: string,
  channel: UnsubscribeChannel,
  messageId?: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return engageFetch(base, '/me/unsubscribe', {
    method: 'POST',
    query: { channel, messageId: messageId?.trim() || undefined },
    ...(signal ? { signal } : {}),
  });
}

/** `POST /me/nps` with a grade of 1 to 10 (and the store, when the answer belongs to one). */
export async function submitNps(
  base: string,
  grade: number,
  storeId?: string,
  signal?: AbortSignal,
): Promise<void> {
  const body = storeId?.trim() ? { grade, storeId: storeId.trim() } : { grade };
  await engageFetch(base, '/me/nps', {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}
