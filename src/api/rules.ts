/**
 * Product rule expressions (product-discovery-api.md, "Product rules"):
 *
 *   rule incl brand {"Nordvik", "Boreal"} excl color {"red"}
 *   rule incl selling_price [-infinity, 100]
 *   rule incl newness 30d
 *
 * A clause starts with `rule`; further `incl`/`excl` conditions may follow it without repeating
 * `rule`. A product passes an expression when it passes every condition: an `incl` condition holds
 * and an `excl` condition does not. Attribute names are not checked here; callers know which
 * attributes their products have.
 *
 * Pure and browser-safe: the admin schemas (`schemas/admin.ts`) validate page rules with it, and the
 * reference server evaluates them (`src/reference/rules.ts`).
 */

export type RuleCondition =
  | { kind: 'values'; values: string[] }
  | { kind: 'range'; min: number; max: number }
  /** `newness 30d`: at most this many days old. */
  | { kind: 'duration'; days: number };

export interface Rule {
  mode: 'incl' | 'excl';
  attribute: string;
  condition: RuleCondition;
  /** The clause as written, for error messages. */
  text: string;
}

export const MAX_RULE_VALUES = 200;

export class RuleError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

type Token = {
  type: 'word' | 'string' | 'number' | 'duration' | 'punct';
  value: string;
  position: number;
};

const WORD = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const DURATION = /\d+d(?![A-Za-z0-9_])/y;
const NUMBER = /-?(?:\d+(?:\.\d+)?|infinity)(?![A-Za-z0-9_])/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if ('{}[],'.includes(ch)) {
      tokens.push({ type: 'punct', value: ch, position: i++ });
      continue;
    }
    if (ch === '"') {
      const start = i++;
      let value = '';
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i++];
      }
      if (i >= text.length) throw new RuleError(`unterminated string starting at ${start}`, start);
      i++;
      tokens.push({ type: 'string', value, position: start });
      continue;
    }
    DURATION.lastIndex = i;
    const duration = DURATION.exec(text);
    if (duration) {
      tokens.push({ type: 'duration', value: duration[0], position: i });
      i += duration[0].length;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      tokens.push({ type: 'number', value: number[0], position: i });
      i += number[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (word) {
      tokens.push({ type: 'word', value: word[0], position: i });
      i += word[0].length;
      continue;
    }
    throw new RuleError(`unexpected character "${ch}" at ${i}`, i);
  }
  return tokens;
}

function toNumber(token: Token): number {
  if (token.value === '-infinity') return -Infinity;
  if (token.value === 'infinity') return Infinity;
  return Number(token.value);
}

/** Parses a rule expression; an empty text means no restriction. Throws a RuleError naming the problem. */
export function parseRules(text: string): Rule[] {
  const tokens = tokenize(text);
  const rules: Rule[] = [];
  let i = 0;
  const peek = () => tokens[i];
  const describe = (token: Token | undefined) =>
    token ? `"${token.value}" at ${token.position}` : 'the end of the rule';
  const expect = (what: string, ok: (token: Token) => boolean): Token => {
    const token = tokens[i];
    if (!token || !ok(token))
      throw new RuleError(
        `expected ${what} but found ${describe(token)}`,
        token?.position ?? text.length,
      );
    i++;
    return token;
  };
  let inClause = false;
  while (i < tokens.length) {
    const first = peek() as Token;
    if (first.type === 'word' && first.value === 'rule') {
      i++;
      inClause = true;
    } else if (!inClause) {
      throw new RuleError(`expected "rule" but found ${describe(first)}`, first.position);
    }
    const mode = expect(
      '"incl" or "excl"',
      (t) => t.type === 'word' && (t.value === 'incl' || t.value === 'excl'),
    );
    const attribute = expect('an attribute name', (t) => t.type === 'word' && t.value !== 'rule');
    const open = expect(
      '"{", "[" or a duration such as 30d',
      (t) => t.type === 'duration' || (t.type === 'punct' && '{['.includes(t.value)),
    );
    let condition: RuleCondition;
    if (open.value === '{') {
      const values: string[] = [];
      while (peek()?.value !== '}' || peek()?.type !== 'punct') {
        if (values.length) expect('"," or "}"', (t) => t.type === 'punct' && t.value === ',');
        values.push(expect('a quoted value', (t) => t.type === 'string').value);
      }
      i++;
      if (values.length === 0)
        throw new RuleError(
          `empty value list for "${attribute.value}" at ${open.position}`,
          open.position,
        );
      if (values.length > MAX_RULE_VALUES)
        throw new RuleError(
          `more than ${MAX_RULE_VALUES} values for "${attribute.value}"`,
          open.position,
        );
      condition = { kind: 'values', values };
    } else if (open.value === '[') {
      const min = toNumber(
        expect('a lower bound (a number or -infinity)', (t) => t.type === 'number'),
      );
      expect('","', (t) => t.type === 'punct' && t.value === ',');
      const max = toNumber(
        expect('an upper bound (a number or infinity)', (t) => t.type === 'number'),
      );
      expect('"]"', (t) => t.type === 'punct' && t.value === ']');
      if (min > max)
        throw new RuleError(
          `lower bound above upper bound for "${attribute.value}" at ${open.position}`,
          open.position,
        );
      condition = { kind: 'range', min, max };
    } else {
      condition = { kind: 'duration', days: Number(open.value.slice(0, -1)) };
    }
    const end = tokens[i - 1] as Token;
    const clauseText = text.slice(
      mode.position,
      end.position + end.value.length + (end.type === 'string' ? 2 : 0),
    );
    rules.push({
      mode: mode.value as 'incl' | 'excl',
      attribute: attribute.value,
      condition,
      text: clauseText,
    });
  }
  return rules;
}

/** The attribute of a handpicked product-key rule. */
export const PRODUCT_KEY_ATTRIBUTE = 'product_key';
export const MAX_HANDPICKED_KEYS = 100;

/**
 * Checks a rule expression for a page: it must parse, and a handpicked product-key rule
 * (`rule incl product_key {"p1", "p2"}`) must come first, hold only quoted product keys, and at
 * most 100 of them. Returns what is wrong, or undefined when the text is valid.
 */
export function validateRules(text: string): string | undefined {
  let rules: Rule[];
  try {
    rules = parseRules(text);
  } catch (error) {
    if (error instanceof RuleError) return `invalid rule: ${error.message}`;
    throw error;
  }
  for (const [index, rule] of rules.entries()) {
    if (rule.attribute !== PRODUCT_KEY_ATTRIBUTE || rule.mode !== 'incl') continue;
    if (index !== 0)
      return `invalid rule: a handpicked ${PRODUCT_KEY_ATTRIBUTE} rule must come first`;
    if (rule.condition.kind !== 'values')
      return `invalid rule: a handpicked ${PRODUCT_KEY_ATTRIBUTE} rule holds only quoted product keys`;
    if (rule.condition.values.length > MAX_HANDPICKED_KEYS)
      return `invalid rule: at most ${MAX_HANDPICKED_KEYS} handpicked product keys`;
  }
  return undefined;
}
