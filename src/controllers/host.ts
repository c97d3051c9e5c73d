/**
 * What a controller needs of its element: a reactive host that can dispatch the library's typed
 * events. Declared here, not taken from `SfElement`, so controllers import nothing of the
 * elements (imports go one way: elements → controllers).
 */
import type { ReactiveControllerHost } from 'lit';

/** The detail type of a typed event of `HTMLElementEventMap`. */
export type EventDetail<K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

export interface EventHost extends ReactiveControllerHost, HTMLElement {
  emit<K extends keyof HTMLElementEventMap>(
    name: K,
    detail: EventDetail<K>,
    options?: { cancelable?: boolean },
  ): boolean;
}
