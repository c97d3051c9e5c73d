/**
 * What every React component of `storefront-elements/react` is made with: `@lit/react`'s
 * `createComponent`, the element's typed events and the configuration attributes. Each component
 * is a module of its own (`react/<tag>.ts`), so an app pays only for the elements it renders.
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type { SfConfigAttributes } from '../types/attributes.ts';
import type { SfEngageEventMap, SfEventMap } from '../events.ts';

/** Every event an element dispatches, by name (storefront, account, navigation, banners). */
export type SfAllEventMap = SfEventMap &
  SfEngageEventMap &
  Pick<HTMLElementEventMap, 'sf-navigate' | 'sf-banner-click'>;

/** `sf-product-click` → `onSfProductClick`. */
type PropName<N extends string> = N extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PropName<Tail>}`
  : Capitalize<N>;

/** The `events` option of `createComponent` for the named events, each typed from the maps. */
type Events<N extends keyof SfAllEventMap> = {
  [K in N as `on${PropName<K>}`]: EventName<SfAllEventMap[K]>;
};

export function events<const N extends keyof SfAllEventMap>(...names: N[]): Events<N> {
  return Object.fromEntries(
    names.map((name) => [
      `on${name
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('')}`,
      name,
    ]),
  ) as unknown as Events<N>;
}

/**
 * A wrapper's type: `@lit/react`'s props (element properties and typed event props) plus the
 * configuration attributes, which every element reads from itself or its nearest `sf-*` ancestor.
 */
export type SfReactComponent<
  I extends HTMLElement,
  E extends Record<string, EventName | string>,
> = React.ForwardRefExoticComponent<
  React.ComponentPropsWithoutRef<ReactWebComponent<I, E>> &
    SfConfigAttributes &
    React.RefAttributes<I>
>;

export function wrap<I extends HTMLElement, E extends Record<string, EventName | string>>(
  tagName: string,
  elementClass: new () => I,
  displayName: string,
  eventProps: E,
): SfReactComponent<I, E> {
  // Props that are not properties of the element reach the tag as attributes: the configuration
  // attributes do, though `@lit/react`'s types know only properties and events.
  return createComponent({
    react: React,
    tagName,
    elementClass,
    events: eventProps,
    displayName,
  }) as SfReactComponent<I, E>;
}

export const queryEvents = events('sf-load', 'sf-error');
export const productEvents = events('sf-product-click', 'sf-add-to-cart', 'sf-favorite');
