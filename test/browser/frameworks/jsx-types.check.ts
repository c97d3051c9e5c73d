/**
 * Type-level test, run by `tsc --noEmit -p .` (npm test's typecheck), never by the browser runner:
 * the global JSX declarations, the React 19 `react` module ones and the React wrappers accept the
 * elements' attributes, properties and events, and refuse wrong types (each `@ts-expect-error`
 * fails the typecheck if the line it marks stops being an error).
 */
import { createElement } from 'react';
import '../../../src/types/jsx.ts';
import type { SfReactIntrinsicElements } from '../../../src/types/react-jsx.ts';
import { SfProductCard, SfRecList, SfStorefront, SfUnsubscribe } from '../../../src/react/index.ts';
import type { SfProductClickDetail } from '../../../src/events.ts';

// Global JSX (Preact, Solid, …): kebab-case attributes, typed.
export const list: JSX.IntrinsicElements['sf-rec-list'] = {
  'list-id': 'alternatives',
  algorithm: 'ALTERNATIVES',
  limit: 8,
  'quick-add': true,
  market: 'US',
  class: 'recs',
  'data-test': 'x',
};
export const limitAsText: JSX.IntrinsicElements['sf-rec-list'] = { limit: '12' };
export const storefront: JSX.IntrinsicElements['sf-storefront'] = {
  'api-base': '',
  market: 'US',
  locale: 'en-US',
  'view-id': 'PREVIEW',
};
export const survey: JSX.IntrinsicElements['sf-nps-survey'] = {
  'store-id': 's1',
  'heading-level': 3,
};
export const headedPage: JSX.IntrinsicElements['sf-product-page'] = { 'heading-level': 2 };
export const headedList: JSX.IntrinsicElements['sf-rec-list'] = { 'heading-level': '3' };
export const headedSponsored: JSX.IntrinsicElements['sf-sponsored-page'] = { 'heading-level': 3 };
export const signedIn: JSX.IntrinsicElements['sf-storefront'] = { contact: 'c-hash' };
export const terms: JSX.IntrinsicElements['sf-consents'] = { 'consent-href': '/terms#{name}' };
// @ts-expect-error a heading level is 1 to 6
export const badLevel: JSX.IntrinsicElements['sf-product-page'] = { 'heading-level': 7 };

// @ts-expect-error `limit` is a number attribute
export const badLimit: JSX.IntrinsicElements['sf-rec-list'] = { limit: 'many' };
// @ts-expect-error `quick-add` is a boolean attribute
export const badQuickAdd: JSX.IntrinsicElements['sf-product-card'] = { 'quick-add': 'yes' };
// @ts-expect-error `productKey` is the property: the attribute is `product-key`
export const camelAttribute: JSX.IntrinsicElements['sf-product-page'] = { productKey: 'P1' };
// @ts-expect-error `touchpoint` is DESKTOP or MOBILE
export const badTouchpoint: JSX.IntrinsicElements['sf-storefront'] = { touchpoint: 'TABLET' };
// @ts-expect-error there is no such tag
export const unknownTag: JSX.IntrinsicElements['sf-nothing'] = {};

// React 19's `React.JSX` (what react-jsx.ts adds to it; read from the type, since this program
// also holds the global declarations, which React 18's global JSX merges first).
export const reactList: SfReactIntrinsicElements['sf-rec-list'] = {
  'list-id': 'alternatives',
  className: 'recs',
  ref: (element) => element?.listId,
};
// @ts-expect-error `channel` is email or sms
export const badChannel: SfReactIntrinsicElements['sf-unsubscribe'] = { channel: 'fax' };

// React wrappers: properties as properties, configuration attributes, typed event details.
export const wrapped = createElement(
  SfStorefront,
  { market: 'US', locale: 'en-US', 'api-base': '' },
  createElement(SfRecList, {
    listId: 'alternatives',
    limit: 8,
    onSfProductClick: (event) => {
      const detail: SfProductClickDetail = event.detail;
      return detail.ticket;
    },
    onSfError: (event) => event.detail.kind,
  }),
);
export const card = createElement(SfProductCard, {
  quickAdd: true,
  onSfAddToCart: (e) => e.detail.quantity,
});
export const unsubscribe = createElement(SfUnsubscribe, {
  onSfUnsubscribe: (e) => e.detail.channel,
});
// @ts-expect-error `limit` is a number property
export const badProperty = createElement(SfRecList, { limit: 'eight' });
// @ts-expect-error the click detail has no `quantity`
export const badDetail = createElement(SfRecList, { onSfProductClick: (e) => e.detail.quantity });
// @ts-expect-error a product card sends no `sf-load`
export const badEvent = createElement(SfProductCard, { onSfLoad: () => undefined });
