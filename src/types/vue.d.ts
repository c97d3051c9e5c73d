/**
 * Tag types for Vue templates (vue-tsc / Vue - Official): `import 'storefront-elements/vue';`
 * once in `env.d.ts`. Vue renders the tags as custom elements only with
 * `compilerOptions.isCustomElement: (tag) => tag.startsWith('sf-')` (docs/frameworks.md).
 *
 * A declaration file on purpose: augmenting `vue` needs `vue` to be installed, and this package
 * does not depend on it. As a `.d.ts` it is checked only where `vue` exists (`skipLibCheck: false`
 * in an app with Vue); this repository's typecheck skips it (`skipLibCheck`), and the build copies
 * it beside the emitted types.
 */
import type { DefineComponent } from 'vue';
import type { SfElementAttributes } from './attributes.js';

/** Each tag as a component whose props are its attributes (kebab-case, as in templates). */
type SfVueComponents = {
  [Tag in keyof SfElementAttributes]: DefineComponent<SfElementAttributes[Tag]>;
};

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface GlobalComponents extends SfVueComponents {}
}

export type * from './attributes.js';
