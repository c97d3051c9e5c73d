/**
 * The text of every stylesheet the library ships, by where it comes from: each element's
 * `styles`, and the looks the card and detail extras adopt (minified-css.test.ts,
 * root-font-size.test.ts).
 */
import { expect } from '@open-wc/testing';
import type { CSSResult } from 'lit';
import '../../../src/index.ts';
import '../../../src/account-elements.ts';
import { detailExtras } from '../../../src/templates/detail/detail-extras.ts';
import { CARD_EXTRAS_DEPS } from '../../../src/elements/card-actions.ts';
import { makeCardExtras } from '../../../src/elements/card-extras.ts';

export function stylesheets(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, styles: unknown) => {
    const list = Array.isArray(styles) ? styles.flat(Infinity) : [styles];
    list.forEach((style, index) => {
      const text = (style as CSSResult).cssText;
      if (typeof text === 'string') found.set(`${name} ${index}`, text);
    });
  };
  for (const tag of [
    'sf-storefront',
    'sf-product-page',
    'sf-rec-list',
    'sf-product-card',
    'sf-sponsored-page',
    'sf-navigation',
    'sf-achievements',
    'sf-back-in-stock',
    'sf-challenges',
    'sf-consents',
    'sf-nps-survey',
    'sf-purchase-summary',
    'sf-unsubscribe',
  ]) {
    const element = customElements.get(tag) as unknown as { styles?: unknown } | undefined;
    expect(element, tag).to.exist;
    add(tag, element!.styles);
  }
  add('detail extras', detailExtras.styles);
  add('card extras', makeCardExtras(CARD_EXTRAS_DEPS).styles);
  return found;
}
