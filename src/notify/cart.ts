/**
 * Add-to-cart actions of the elements (docs/decisions.md, "The shop's own cart"): each click of an
 * add-to-cart button (or `addToCart()`) is one action that sends at most one `add-to-cart`
 * notification, whoever handles the cart. A shop that also reports the same add itself
 * (`notify.addToCart(ticket)`) is absorbed by the action it duplicates: at most one call per
 * action, only while the action is recent, and only when the action did send.
 */

/** How long after an action settled a shop's own call for its ticket counts as the same add. */
export const SAME_ADD_MS = 10_000;

/** What the shop handed back: its add's outcome. `false` (or a rejection) means not added. */
export type AddOutcome = boolean | PromiseLike<unknown>;

interface AddAction {
  ticket: string;
  state: 'pending' | 'sent' | 'not-added';
  /** The shop already reported this add: a later call for it is not the same add. */
  absorbed: boolean;
  /**
   * A shop's call made while the outcome was pending: told whether the add happened (then it
   * was a duplicate), else sent on its own.
   */
  held?: (added: boolean) => void;
  settledAt: number;
}

// Shared by every copy of this module on the page (the one-file bundle and the `notify` entry can
// both be loaded), like the outbox they feed.
const registry = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for('storefront-elements.add-actions')
] ??= { actions: [] as AddAction[], duplicates: 0 }) as {
  actions: AddAction[];
  duplicates: number;
};

function prune(now: number): void {
  registry.actions = registry.actions.filter(
    (action) => action.state === 'pending' || now - action.settledAt < SAME_ADD_MS,
  );
}

/**
 * Starts one add action of an element, before its `sf-add-to-cart` is dispatched (so that a
 * shop's `notify.addToCart` inside the listener is recognised as this add), and returns how to
 * end it once the event returned: send with `send` at once, or, when the shop handed back an
 * outcome, once it says added. Never throws, never rejects.
 */
export function runAddAction(
  ticket: string,
  send: () => void,
): (outcome: AddOutcome | undefined) => void {
  const action: AddAction = { ticket, state: 'pending', absorbed: false, settledAt: 0 };
  prune(Date.now());
  registry.actions.push(action);
  const settle = (added: boolean) => {
    action.state = added ? 'sent' : 'not-added';
    action.settledAt = Date.now();
    if (added) send();
    // The shop's call made meanwhile duplicates this add only if it happened.
    action.held?.(added);
  };
  return (outcome) => {
    if (outcome === undefined || typeof outcome === 'boolean') return settle(outcome !== false);
    Promise.resolve(outcome).then(
      (value) => settle(value !== false),
      () => settle(false),
    );
  };
}

/**
 * Whether a shop's own `addToCart(ticket)` duplicates an element's recent add of that ticket (and
 * is therefore not sent). `send` sends the call by itself if the pending add then fails.
 */
export function absorbShopAdd(ticket: string, send: () => void): boolean {
  const now = Date.now();
  prune(now);
  const action = registry.actions.find(
    (candidate) =>
      candidate.ticket === ticket && !candidate.absorbed && candidate.state !== 'not-added',
  );
  if (!action) return false;
  action.absorbed = true;
  if (action.state === 'pending') action.held = (added) => (added ? dropDuplicate(ticket) : send());
  else dropDuplicate(ticket);
  return true;
}

function dropDuplicate(ticket: string): void {
  registry.duplicates += 1;
  console.warn(`notify.addToCart: ${ticket} repeats an element's add; not sent twice`);
}

/** Shop calls absorbed as duplicates of an element's add, in this page view. */
export function duplicateAdds(): number {
  return registry.duplicates;
}
