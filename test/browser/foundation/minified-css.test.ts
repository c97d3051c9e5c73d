/**
 * The shipped builds minify the text of every `css` literal (scripts/minify-css.ts). Every
 * stylesheet of every element, and the looks the card and detail extras adopt, must mean the same
 * to the browser minified: the CSS object model the browser parses from each is the same rule for
 * rule (its serialisation is canonical: whitespace, number forms and colour syntax normalised,
 * but for custom properties, whose values are kept as written).
 */
import { expect } from '@open-wc/testing';
import { minifyCssText } from '../../../scripts/minify-css.ts';
import { stylesheets } from './stylesheets.ts';

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
