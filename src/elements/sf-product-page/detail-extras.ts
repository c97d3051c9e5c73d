/**
 * The product detail's extras (src/templates/detail/detail-extras.ts: the `price-id` label, the
 * `present-prices` custom prices, the `stores` availability, with their looks): a chunk that a
 * product page whose configuration sets one of them loads beside its query and waits for before
 * it draws the detail, so none of them appears late (docs/decisions.md, "Lean page"). The
 * server renderer hands them over at once (`useDetailExtras`).
 */
import type { ParsedConfig } from '../../api/config.ts';
import type { DetailExtras } from '../../templates/detail/detail-extras.ts';

/** The extras, once there. */
export let detailExtras: DetailExtras | undefined;
let loading: Promise<void> | undefined;
/** Whether the load failed: then the detail is drawn without them, and it is not tried again. */
let failed = false;

/** Whether a detail with this configuration shows any of the extras. */
export const needsDetailExtras = (
  config: Partial<Pick<ParsedConfig, 'priceId' | 'presentPrices' | 'stores'>>,
): boolean => !!(config.priceId || config.presentPrices?.length || config.stores?.length);

/** Gives the extras to every product page (the chunk once loaded; the server renderer at once). */
export function useDetailExtras(loaded: DetailExtras): void {
  detailExtras = loaded;
}

/** Undefined once the extras settled, else their load (started by the first call). */
export function detailExtrasPending(): Promise<void> | undefined {
  if (detailExtras || failed) return undefined;
  return (loading ??= import('../../templates/detail/detail-extras.ts').then(
    (module) => useDetailExtras(module.detailExtras),
    (error: unknown) => {
      failed = true;
      console.warn('storefront-elements: the product detail extras did not load', error);
    },
  ));
}
