/**
 * The css literal minifier's rules on their edges (scripts/minify-css.ts); that every shipped
 * stylesheet means the same minified is test/browser/foundation/minified-css.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCssText } from '../../../scripts/minify-css.ts';

describe('minifyCssText', () => {
  it('drops a leading zero only where a number starts', () => {
    assert.equal(
      minifyCssText(
        'a { opacity: 0.5; margin: -0.25em 0 0; width: 10.5px; inset: calc(1px + 0.5em); }',
      ),
      'a{opacity:.5;margin:-.25em 0 0;width:10.5px;inset:calc(1px + .5em)}',
    );
    assert.equal(minifyCssText('a { color: rgb(0 0 0 / 0.2); }'), 'a{color:rgb(0 0 0/.2)}');
    // Not inside quotes, nor a zero that is the whole number.
    assert.equal(
      minifyCssText("a::after { content: '0.5'; order: 0; }"),
      "a::after{content:'0.5';order:0}",
    );
  });

  it('leaves no space beside a dividing slash, and keeps what a comment separated apart', () => {
    assert.equal(
      minifyCssText('a { aspect-ratio: 4 / 5; gap: calc(var(--g) / 2); }'),
      'a{aspect-ratio:4/5;gap:calc(var(--g)/2)}',
    );
    assert.equal(minifyCssText('a { margin: 1px /* top */ 2px; }'), 'a{margin:1px 2px}');
  });

  it('keeps the spaces calc() and selectors need', () => {
    assert.equal(
      minifyCssText('a > b * c { width: calc(100% - 2 * 1px); }'),
      'a > b * c{width:calc(100% - 2 * 1px)}',
    );
  });

  it('keeps one space at an edge, where a binding may be a selector', () => {
    assert.equal(minifyCssText('\n  .a { color: red; }\n  '), ' .a{color:red}');
    // `.a ${b}` is a descendant selector.
    assert.equal(minifyCssText('.a '), '.a ');
  });
});
