/**
 * Evaluating product rules against the reference catalogue. The parser is shared with the admin
 * validation and lives in `src/api/rules.ts`; this module re-exports it for the reference server.
 */
import type { Rule, RuleCondition } from '../api/rules.ts';

export { MAX_RULE_VALUES, RuleError, parseRules } from '../api/rules.ts';
export type { Rule, RuleCondition } from '../api/rules.ts';

/** What a rule is evaluated against: attribute name to value(s). Missing means no value. */
export type ProductFacts = Readonly<
  Record<string, string | number | readonly (string | number)[] | undefined>
>;

function conditionHolds(condition: RuleCondition, value: ProductFacts[string]): boolean {
  if (value === undefined) return false;
  const values = Array.isArray(value) ? value : [value as string | number];
  switch (condition.kind) {
    case 'values': {
      const wanted = new Set(condition.values.map((v) => v.toLowerCase()));
      return values.some((v) => wanted.has(String(v).toLowerCase()));
    }
    case 'range':
      return values.some((v) => {
        const n = typeof v === 'number' ? v : Number(v);
        return !Number.isNaN(n) && n >= condition.min && n <= condition.max;
      });
    case 'duration':
      return values.some((v) => typeof v === 'number' && v <= condition.days);
  }
}

/** Whether a product passes one rule. `newness` facts are ages in days. */
export function matches(rule: Rule, facts: ProductFacts): boolean {
  const holds = conditionHolds(rule.condition, facts[rule.attribute]);
  return rule.mode === 'incl' ? holds : !holds;
}

export function matchesAll(rules: readonly Rule[], facts: ProductFacts): boolean {
  return rules.every((rule) => matches(rule, facts));
}
