/**
 * What every account element shares besides `SfElement`: its first update waits for the
 * storefront context's consumer when a provider is on the page (src/controllers/engage-config.ts),
 * and while its first update waits (for that, or for its language), it is marked loading
 * (`aria-busy`), as it is while its data loads: its own height while loading
 * (`--sf-…-min-height`, docs/engage.md) holds until it shows something, and so does a page's
 * reservation that ends at `:not([aria-busy])` (demo/account.css).
 */
import { contextPending } from '../controllers/engage-config.ts';
import { SfElement } from './base.ts';
import { markBusy } from '../controllers/busy.ts';

export class SfAccountElement<R = unknown> extends SfElement<R> {
  /** Whether this class marked the element loading (then it takes the mark away again). */
  #waiting = false;

  protected override renderWaitsFor(): Promise<unknown> | undefined {
    return contextPending(this);
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    // Taken away before the update, which marks it again while its data loads (engage-data.ts).
    if (this.#waiting) markBusy(this, false);
    const waiting = super.scheduleUpdate();
    this.#waiting = !!waiting && !this.hasUpdated;
    if (this.#waiting) markBusy(this, true);
    return waiting;
  }
}
