/**
 * Tag types for React 19, whose `JSX` lives in the `react` module (`React.JSX`), for using the
 * tags directly instead of the wrappers: `import 'storefront-elements/react-jsx';` once in a `.d.ts` of the app. React 19
 * sets a prop as a property when the element has one and as an attribute otherwise, so the
 * kebab-case attributes below are written as attributes. For typed event props, use the wrappers
 * (`storefront-elements/react`).
 */
import type { HTMLAttributes, RefAttributes } from 'react';
import type { SfElementAttributes } from './attributes.ts';

export type * from './attributes.ts';

/** A tag's attributes, React's own attributes and a `ref` to the element. */
export type SfReactIntrinsicElements = {
  [Tag in keyof SfElementAttributes]: SfElementAttributes[Tag] &
    HTMLAttributes<HTMLElementTagNameMap[Tag]> &
    RefAttributes<HTMLElementTagNameMap[Tag]>;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends SfReactIntrinsicElements {}
  }
}
