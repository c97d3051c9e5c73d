/**
 * The shipped builds minify the text of every `css` literal (scripts/minify-css.ts). Every
 * stylesheet of every element, and the looks the card and detail extras adopt, must mean the same
 * to the browser minified: the CSS object model the browser parses from each is the same rule for
 * rule (its serialisation is canonical: whitespace, number forms and colour syntax normalised,
 * but for custom properties, whose values are kept as written).
 */
import { expect } from '@open-wc/testing';
import type { CSSResult } from 'lit';
import { minifyCssText } from '../../../scripts/minify-css.ts';
import '../../../src/index.ts';
import '../../../src/account-elements.ts';
import { detailExtras } from '../../../src/templates/detail/detail-extras.ts';
import { CARD_EXTRAS_DEPS } from '../../../src/elements/card-actions.ts';
import { makeCardExtras } from '../../../src/elements/card-extras.ts';

/**
 * Each rule's serialisation, nested rules (`@media`) as theirs. A value with `var()` keeps its
 * text as written, so spaces beside commas, parentheses and `/` (`var(--sf-gap, 16px)`) and a
 * number's leading zero, which never matter there, are taken out of both.
 */
function rules(text: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  const out: string[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of list) {
      out.push(
        rule.cssText.replace(/\s*([,()/])\s*/g, '$1').replace(/(^|[^\w.])0\.(\d)/g, '$1.$2'),
      );
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  walk(sheet.cssRules);
  return out;
}

/** The text of every stylesheet the library ships, by where it comes from. */
function stylesheets(): Map<string, string> {
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

describe('minified stylesheets', () => {
  it('mean to the browser what their source means, rule for rule', () => {
    const sheets = stylesheets();
    expect(sheets.size).to.be.above(20);
    let saved = 0;
    for (const [name, text] of sheets) {
      const minified = minifyCssText(text);
      saved += text.length - minified.length;
      const source = rules(text);
      expect(source.length, `${name}: rules`).to.be.above(0);
      expect(rules(minified), name).to.deep.equal(source);
    }
    expect(saved, 'characters the minifier removed').to.be.above(1000);
  });
});
