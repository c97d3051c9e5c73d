/**
 * What a controller needs of its element: a reactive host that can dispatch the library's typed
 * events. Declared here, not taken from `SfElement`, so controllers import nothing of the
 * elements (imports go one way: elements → controllers).
 */
import type { ReactiveControllerHost } from 'lit';
import type { SfEvents } from '../events.ts';

/**
 * The detail type of one of the library's events. Named by import, not through the global
 * `HTMLElementEventMap`: a program that reaches this module without the elements' entry (a
 * server's `storefront-elements/ssr`) still knows them.
 */
export type EventDetail<K extends keyof SfEvents> =
  SfEvents[K] extends CustomEvent<infer D> ? D : never;

export interface EventHost extends ReactiveControllerHost, HTMLElement {
  emit<K extends keyof SfEvents>(
    name: K,
    detail: EventDetail<K>,
    options?: { cancelable?: boolean },
  ): boolean;
}
