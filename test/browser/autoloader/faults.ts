/**
 * Faults of the built script tag's files for one run (test/browser/csp/middleware.ts): a fixture
 * loads the bundle under `/__csp-bundle/run-<id>/` (fixtures/load-fresh-bundle.js, `?run=<id>`),
 * and a fault names that run, so test files run side by side never fault each other's loads.
 */

/** A fresh run id. */
export const newRun = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The built script tag of run `run`. */
export const bundleOf = (run: string) => `/__csp-bundle/run-${run}/storefront-elements.js`;

/**
 * The next `count` files of run `run` whose name starts with `file` (`core-`, `sf-product-page-`;
 * in `folder`, the script tag's chunks by default, or the account page's) fail, or with `delayMs` are answered that much later, or with `syntax` are answered with code
 * the browser cannot parse; `count` 0 takes the fault away.
 */
export async function setFault(
  run: string,
  file: string,
  count: number,
  delayMs = 0,
  options: { syntax?: boolean; folder?: 'storefront' | 'account' } = {},
) {
  const match = encodeURIComponent(`/run-${run}/${options.folder ?? 'storefront'}/${file}`);
  const syntax = options.syntax ? '&syntax=1' : '';
  const response = await fetch(
    `/__csp-bundle-fault?match=${match}&count=${count}&delayMs=${delayMs}${syntax}`,
    { method: 'POST' },
  );
  if (response.status !== 204) throw new Error(`fault not set: ${response.status}`);
}
