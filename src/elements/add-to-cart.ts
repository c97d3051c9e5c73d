/**
 * The add-to-cart of every element (the detail's button and `addToCart()`, a card's quick add):
 * the cancelable `sf-add-to-cart`, then one `add-to-cart` notification for an add that happened,
 * whoever's cart took it (docs/decisions.md, "The shop's own cart").
 */
import type { AddOutcome, runAddAction } from '../notify/cart.ts';
import type { Notifier } from '../notify/notifier-base.ts';
import type { SfElement } from './base.ts';
import type { SfAddToCartDetail } from '../events.ts';

/**
 * Emits `sf-add-to-cart` with a `handled()` for the shop's outcome, inside an add action started
 * with `report` (`runAddAction` of notify/cart.ts), which sends at once, or when the handed-back
 * outcome says added. Returns false when a listener cancelled the event (the shop's cart took the
 * add). `report` is given, not imported, so that the card extras chunk holds this module and
 * shares nothing with a lone card (src/elements/card-extras.ts).
 */
export function emitAddToCart(
  host: SfElement,
  notifier: Notifier,
  add: Omit<SfAddToCartDetail, 'handled'>,
  report: typeof runAddAction,
): boolean {
  let dispatching = true;
  let outcome: AddOutcome | undefined;
  let given = false;
  const detail: SfAddToCartDetail = {
    ...add,
    handled(result) {
      // The notification is decided when the event returns: a later outcome cannot be honoured.
      if (!dispatching) {
        console.warn('sf-add-to-cart: handled() after the event is ignored; the add counted');
        return;
      }
      if (given) {
        console.warn('sf-add-to-cart: handled() twice; the first counts');
        return;
      }
      given = true;
      outcome = result;
    },
  };
  // The add is known before the event: a shop's own `notify.addToCart` in a listener repeats it.
  // The element's notifier sends it as it is (a shop's would ask whether it repeats this add).
  const end = report(add.ticket, () => notifier.addToCart(add.ticket));
  const proceed = host.emit('sf-add-to-cart', detail, { cancelable: true });
  dispatching = false;
  // One `add-to-cart` now, or once the handed-back outcome says added; none when it says not.
  end(outcome);
  return proceed;
}
