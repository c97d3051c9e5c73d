import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matches, matchesAll, parseRules, RuleError } from '../../../src/reference/rules.ts';

describe('product rules', () => {
  it('parses value lists, ranges with -infinity, durations and continued excl clauses', () => {
    const rules = parseRules(
      'rule incl brand {"Nordvik", "Boreal"} excl color {"red"} rule incl price [-infinity, 100] rule incl newness 30d',
    );
    assert.deepEqual(
      rules.map((r) => [r.mode, r.attribute, r.condition]),
      [
        ['incl', 'brand', { kind: 'values', values: ['Nordvik', 'Boreal'] }],
        ['excl', 'color', { kind: 'values', values: ['red'] }],
        ['incl', 'price', { kind: 'range', min: -Infinity, max: 100 }],
        ['incl', 'newness', { kind: 'duration', days: 30 }],
      ],
    );
  });

  it('evaluates incl, excl, ranges and durations', () => {
    const [brand, color, price, newness] = parseRules(
      'rule incl brand {"nordvik"} rule excl color {"red"} rule incl price [10, 100] rule incl newness 30d',
    );
    assert.equal(matches(brand!, { brand: 'Nordvik' }), true);
    assert.equal(matches(brand!, { brand: 'Boreal' }), false);
    assert.equal(matches(color!, { color: 'red' }), false);
    assert.equal(matches(color!, { color: 'blue' }), true);
    assert.equal(matches(price!, { price: 100 }), true);
    assert.equal(matches(price!, { price: 100.5 }), false);
    assert.equal(matches(newness!, { newness: 12 }), true);
    assert.equal(matches(newness!, { newness: 31 }), false);
    assert.equal(matchesAll([brand!, price!], { brand: 'Nordvik', price: 5 }), false);
    assert.equal(matchesAll([], {}), true);
    assert.deepEqual(parseRules('   '), []);
  });

  for (const [text, message] of [
    ['rule incl brand', /expected "\{", "\[" or a duration/],
    ['rule incl brand {}', /empty value list for "brand"/],
    ['incl brand {"a"}', /expected "rule"/],
    ['rule incl price [1, ]', /upper bound/],
    ['rule incl price [100, 1]', /lower bound above upper bound/],
    ['rule maybe brand {"a"}', /"incl" or "excl"/],
    ['rule incl brand {"a" "b"}', /"," or "\}"/],
    ['rule incl brand {"a', /unterminated string/],
  ] as const) {
    it(`rejects ${text}`, () => {
      assert.throws(
        () => parseRules(text),
        (error: unknown) => error instanceof RuleError && message.test(error.message),
      );
    });
  }
});
