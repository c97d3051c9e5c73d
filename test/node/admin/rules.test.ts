import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRules, RuleError, validateRules } from '../../../src/api/rules.ts';
import * as reference from '../../../src/reference/rules.ts';

describe('validateRules (shared rule parser)', () => {
  it('accepts valid expressions and no rules at all', () => {
    assert.equal(validateRules(''), undefined);
    assert.equal(
      validateRules('rule incl product_key {"p1"} rule incl brand {"a"} excl newness 30d'),
      undefined,
    );
  });

  it('names the problem of an invalid expression', () => {
    assert.match(validateRules('rule incl price [5, 1]') ?? '', /lower bound above upper bound/);
    assert.throws(() => parseRules('rule'), RuleError);
  });

  it('the reference server uses the same parser', () => {
    assert.equal(reference.parseRules, parseRules);
    assert.equal(reference.RuleError, RuleError);
  });
});
