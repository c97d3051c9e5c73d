/**
 * storefront-elements/react: a React component per element, made with `@lit/react`'s
 * `createComponent`. Importing this module defines every element (storefront and account).
 *
 * - Properties of the element (`productKey`, `includeProductGroup`, `list`, `renderCard`,
 *   `productGroup`, `strings`, …) are set as properties, so objects and functions pass through
 *   as they are.
 * - Configuration attributes that have no property (`market`, `locale`, `currency`, `api-base`,
 *   `engage-base`, …) are written as attributes: kebab-case props, exactly as in HTML.
 * - Events are `on` + the event name in camel case (`onSfProductClick` for `sf-product-click`),
 *   each typed with its `CustomEvent` detail from the event maps.
 *
 * React, react-dom and `@lit/react` are optional peer dependencies: only this entry point needs them.
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type { SfConfigAttributes } from '../types/attributes.ts';
import type { SfEngageEventMap, SfEventMap } from '../elements/events.ts';
import { SfStorefront as SfStorefrontElement } from '../elements/sf-storefront/sf-storefront.ts';
import { SfProductPage as SfProductPageElement } from '../elements/sf-product-page/sf-product-page.ts';
import { SfRecList as SfRecListElement } from '../elements/sf-rec-list/sf-rec-list.ts';
import { SfSponsoredPage as SfSponsoredPageElement } from '../elements/sf-sponsored-page/sf-sponsored-page.ts';
import { SfProductCard as SfProductCardElement } from '../elements/sf-product-card/sf-product-card.ts';
import { SfNavigation as SfNavigationElement } from '../elements/sf-navigation/sf-navigation.ts';
import { SfChallenges as SfChallengesElement } from '../elements/sf-challenges/sf-challenges.ts';
import { SfAchievements as SfAchievementsElement } from '../elements/sf-achievements/sf-achievements.ts';
import { SfPurchaseSummary as SfPurchaseSummaryElement } from '../elements/sf-purchase-summary/sf-purchase-summary.ts';
import { SfConsents as SfConsentsElement } from '../elements/sf-consents/sf-consents.ts';
import { SfNpsSurvey as SfNpsSurveyElement } from '../elements/sf-nps-survey/sf-nps-survey.ts';
import { SfUnsubscribe as SfUnsubscribeElement } from '../elements/sf-unsubscribe/sf-unsubscribe.ts';
import { SfBackInStock as SfBackInStockElement } from '../elements/sf-back-in-stock/sf-back-in-stock.ts';

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

function events<const N extends keyof SfAllEventMap>(...names: N[]): Events<N> {
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

function wrap<I extends HTMLElement, E extends Record<string, EventName | string>>(
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

const queryEvents = events('sf-load', 'sf-error');
const productEvents = events('sf-product-click', 'sf-add-to-cart', 'sf-favorite');

/** `<sf-storefront>`: events of every element inside bubble to it, so each may be listened to here. */
export const SfStorefront = wrap(
  'sf-storefront',
  SfStorefrontElement,
  'SfStorefront',
  events(
    'sf-load',
    'sf-error',
    'sf-product-click',
    'sf-add-to-cart',
    'sf-favorite',
    'sf-banner-click',
    'sf-navigate',
    'sf-challenge-join',
    'sf-nps-submit',
    'sf-unsubscribe',
    'sf-back-in-stock-remove',
  ),
);
export const SfProductPage = wrap('sf-product-page', SfProductPageElement, 'SfProductPage', {
  ...queryEvents,
  ...productEvents,
});
export const SfRecList = wrap('sf-rec-list', SfRecListElement, 'SfRecList', {
  ...queryEvents,
  ...productEvents,
});
export const SfSponsoredPage = wrap(
  'sf-sponsored-page',
  SfSponsoredPageElement,
  'SfSponsoredPage',
  { ...queryEvents, ...productEvents, ...events('sf-banner-click') },
);
export const SfProductCard = wrap(
  'sf-product-card',
  SfProductCardElement,
  'SfProductCard',
  productEvents,
);
export const SfNavigation = wrap('sf-navigation', SfNavigationElement, 'SfNavigation', {
  ...queryEvents,
  ...events('sf-navigate'),
});
export const SfChallenges = wrap('sf-challenges', SfChallengesElement, 'SfChallenges', {
  ...queryEvents,
  ...events('sf-challenge-join'),
});
export const SfAchievements = wrap(
  'sf-achievements',
  SfAchievementsElement,
  'SfAchievements',
  queryEvents,
);
export const SfPurchaseSummary = wrap(
  'sf-purchase-summary',
  SfPurchaseSummaryElement,
  'SfPurchaseSummary',
  queryEvents,
);
export const SfConsents = wrap('sf-consents', SfConsentsElement, 'SfConsents', queryEvents);
export const SfNpsSurvey = wrap('sf-nps-survey', SfNpsSurveyElement, 'SfNpsSurvey', {
  ...queryEvents,
  ...events('sf-nps-submit'),
});
export const SfUnsubscribe = wrap('sf-unsubscribe', SfUnsubscribeElement, 'SfUnsubscribe', {
  ...queryEvents,
  ...events('sf-unsubscribe'),
});
export const SfBackInStock = wrap('sf-back-in-stock', SfBackInStockElement, 'SfBackInStock', {
  ...queryEvents,
  ...events('sf-back-in-stock-remove'),
});

export type { SfConfigAttributes } from '../types/attributes.ts';
export type * from '../elements/events.ts';
