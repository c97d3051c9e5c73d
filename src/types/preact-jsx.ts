/**
 * Tag types for Preact with its own JSX runtime (`"jsxImportSource": "preact"`, as Preact's
 * TypeScript template sets it), whose `JSX` lives in the `preact` module, not in the global
 * namespace `storefront-elements/jsx` augments: `import 'storefront-elements/preact-jsx';` once in
 * a `.d.ts` of the app (types only), and `<sf-rec-list list-id="alternatives" limit={8} />`
 * type-checks, with Preact's own attributes (`class`, `ref`, `onClick`, …) on every tag. Preact
 * sets a prop as a property when the element has one.
 */
import type { JSX as PreactJSX } from 'preact';
import type { SfIntrinsicElements } from './attributes.ts';

export type * from './attributes.ts';

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends SfIntrinsicElements<
      PreactJSX.HTMLAttributes<HTMLElement>
    > {}
  }
}
