/**
 * Tag types for JSX frameworks that read the global `JSX` namespace (Preact, Solid, Stencil,
 * and React 17/18 through its global `JSX`): `import 'storefront-elements/jsx';` once in a
 * `.d.ts` of the app (types only: never from bundled code), and
 * `<sf-rec-list list-id="alternatives" limit={8} />` type-checks.
 * React 19 has no global `JSX`: use the wrappers (`storefront-elements/react`) or
 * `storefront-elements/react-jsx`.
 */
import type { SfIntrinsicElements } from './attributes.ts';

export type * from './attributes.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends SfIntrinsicElements {}
  }
}
