/**
 * The HTML attributes of every element, in kebab-case as written in markup, typed from the
 * elements' `@property` declarations (see docs/elements.md and custom-elements.json). The JSX and
 * Vue declarations (`./jsx.ts`, `./vue.d.ts`) and the React wrappers build on these.
 *
 * Number attributes take a number or its string form; boolean attributes are present or absent
 * (`true` / `false` in JSX frameworks that map booleans to attribute presence).
 */

/** A number attribute: `limit={8}` or `limit="8"`. */
export type NumberAttribute = number | `${number}`;

/** `heading-level`: 1 to 6, as a number or its string form. */
export type HeadingLevelAttribute = 1 | 2 | 3 | 4 | 5 | 6 | `${1 | 2 | 3 | 4 | 5 | 6}`;

/** Configuration every element reads from itself or its nearest `sf-*` ancestor. */
export interface SfConfigAttributes {
  'api-base'?: string;
  market?: string;
  locale?: string;
  currency?: string;
  touchpoint?: 'DESKTOP' | 'MOBILE';
  'customer-key'?: string;
  'session-key'?: string;
  'user-context'?: 'PERSONALIZED' | 'UNPERSONALIZED' | 'ANONYMOUS' | 'SYNTHETIC';
  channels?: string;
  stores?: string;
  'price-id'?: string;
  'present-custom'?: string;
  'present-prices'?: string;
  'template-id'?: string;
  'view-id'?: 'PRODUCTION' | 'PREVIEW';
  notify?: 'false' | 'true';
  'engage-base'?: string;
  /** For the account elements: any value that changes with the signed-in contact, `""` for none. */
  contact?: string;
}

interface CardOptionAttributes {
  'quick-add'?: boolean;
  favorites?: boolean;
}

export type SfStorefrontAttributes = SfConfigAttributes;

export interface SfProductPageAttributes extends SfConfigAttributes {
  'product-key'?: string;
  'include-product-group'?: boolean;
  lazy?: boolean;
  favorites?: boolean;
  'heading-level'?: HeadingLevelAttribute;
}

export interface SfRecListAttributes extends SfConfigAttributes, CardOptionAttributes {
  'list-id'?: string;
  algorithm?: string;
  limit?: NumberAttribute;
  label?: string;
  visualization?: 'CAROUSEL' | 'GRID' | (string & {});
  'show-more-link'?: string;
  'product-rules'?: string;
  'sponsored-positions'?: string;
  cart?: string;
  'product-key'?: string;
  lazy?: boolean;
  'heading-level'?: HeadingLevelAttribute;
}

export interface SfSponsoredPageAttributes extends SfConfigAttributes, CardOptionAttributes {
  'page-reference'?: string;
  facets?: string;
  winner?: string;
  'catalog-entitlement'?: string;
  timeout?: NumberAttribute;
  'skeleton-cards'?: NumberAttribute;
  lazy?: boolean;
  'heading-level'?: HeadingLevelAttribute;
}

export interface SfProductCardAttributes extends SfConfigAttributes, CardOptionAttributes {
  'list-id'?: string;
}

export interface SfNavigationAttributes extends SfConfigAttributes {
  src?: string;
  label?: string;
  'current-path'?: string;
}

/** What the account elements share: where the proxy is, the heading level. */
export interface SfAccountAttributes extends SfConfigAttributes {
  'heading-level'?: HeadingLevelAttribute;
}

export interface SfAccountListAttributes extends SfAccountAttributes {
  'skeleton-rows'?: NumberAttribute;
}

/** An account list that links a consent's terms. */
export interface SfConsentLinkAttributes extends SfAccountListAttributes {
  'consent-href'?: string;
}

export type SfChallengesAttributes = SfConsentLinkAttributes;
export type SfAchievementsAttributes = SfAccountListAttributes;
export type SfPurchaseSummaryAttributes = SfAccountAttributes;
export type SfConsentsAttributes = SfConsentLinkAttributes;
export type SfBackInStockAttributes = SfAccountListAttributes;

export interface SfNpsSurveyAttributes extends SfAccountAttributes {
  'store-id'?: string;
}

export interface SfUnsubscribeAttributes extends SfAccountAttributes {
  channel?: 'email' | 'sms';
  'message-id'?: string;
}

/** Each tag and its attributes. */
export interface SfElementAttributes {
  'sf-storefront': SfStorefrontAttributes;
  'sf-product-page': SfProductPageAttributes;
  'sf-rec-list': SfRecListAttributes;
  'sf-sponsored-page': SfSponsoredPageAttributes;
  'sf-product-card': SfProductCardAttributes;
  'sf-navigation': SfNavigationAttributes;
  'sf-challenges': SfChallengesAttributes;
  'sf-achievements': SfAchievementsAttributes;
  'sf-purchase-summary': SfPurchaseSummaryAttributes;
  'sf-consents': SfConsentsAttributes;
  'sf-nps-survey': SfNpsSurveyAttributes;
  'sf-unsubscribe': SfUnsubscribeAttributes;
  'sf-back-in-stock': SfBackInStockAttributes;
}

/** Attributes any element takes, in the plain JSX declarations (`./jsx.ts`). */
export interface SfGlobalAttributes {
  id?: string;
  class?: string;
  slot?: string;
  style?: string;
  hidden?: boolean;
  lang?: string;
  title?: string;
  part?: string;
  key?: string | number;
  children?: unknown;
  [data: `data-${string}`]: string | number | boolean | undefined;
  [aria: `aria-${string}`]: string | number | boolean | undefined;
}

/** The intrinsic elements of a JSX framework, given its own attributes for any element. */
export type SfIntrinsicElements<Base = SfGlobalAttributes> = {
  [Tag in keyof SfElementAttributes]: SfElementAttributes[Tag] & Base;
};
