/**
 * The browser validator's equivalence checks, shared by the tests of each generated table: zod's
 * `parseTolerant` and validate.ts on the same value give deep-equal data, the same dropped report
 * and the same failure message; answers are mutated by the fuzz mutator plus edge values.
 */
import assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import { parseTolerant, type TolerantOptions } from '../../../src/api/schemas/tolerant.ts';
import { validate, type Described } from '../../../src/api/schemas/validate.ts';
import { worded } from '../../../src/api/schemas/issues.ts';
import { mutate, prng, type Json } from '../../browser/fuzz/mutate.ts';

/** What both parses must agree on; zod's error object itself is not compared, its message is. */
export function outcome(
  result: { success: boolean; dropped: unknown[] } & Record<string, unknown>,
) {
  return result.success
    ? { success: true, data: result.data, dropped: result.dropped }
    : { success: false, message: result.message, dropped: result.dropped };
}

export function agree(
  schema: z.ZodMiniType,
  described: Described,
  value: unknown,
  label: string,
  options?: TolerantOptions,
) {
  // Neither parse writes into its input, so both read the same value.
  const expected = outcome(parseTolerant(schema, value, options));
  const actual = outcome(worded(validate(described, value, options)));
  assert.deepStrictEqual(actual, expected, label);
  return expected;
}

/** Values that sit on the schemas' edges: limits, fractions, astral characters, unknown enums. */
export const EDGES: Json[] = [
  'x'.repeat(499),
  'x'.repeat(500),
  'x'.repeat(501),
  'y'.repeat(1000),
  'y'.repeat(1001),
  '😀'.repeat(600),
  '😀'.repeat(1000),
  '😀'.repeat(1001),
  '\ud83d'.repeat(3),
  '',
  ' ',
  12.5,
  -0.4,
  -0.6,
  -1,
  0,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  'SPARKLE',
  'GRID',
  // URLs: rendered (http, https, relative) or not (another scheme), in the parse as in url.ts.
  'javascript:alert(1)',
  ' JAVA\tSCRIPT:alert(1)',
  'data:image/svg+xml,<svg/>',
  'https://cdn.example/a.jpg',
  '/images/a.jpg',
  'http://[bad',
  'NONE',
  { length: 'x' },
  { length: 5000 },
  ['a', 'b', 'c', 'd'],
  Array.from({ length: 120 }, (_, n) => n),
];

/** Point changes of the fuzz mutator plus edge values (`edges`) put anywhere. */
export function mutated(
  sample: Json,
  seed: number,
  edges: readonly Json[] = EDGES,
): { value: Json; steps: string[] } {
  const rng = prng(seed ^ 0x1234);
  const base = mutate(sample, seed, { huge: seed % 50 === 0 });
  if (rng() < 0.5) return base;
  const slots: { parent: Record<string, Json> | Json[]; key: string | number }[] = [];
  const walk = (value: Json) => {
    if (Array.isArray(value))
      value.forEach((item, key) => (slots.push({ parent: value, key }), walk(item)));
    else if (value && typeof value === 'object')
      for (const key of Object.keys(value)) (slots.push({ parent: value, key }), walk(value[key]!));
  };
  walk(base.value);
  const steps = [...base.steps];
  for (let n = 1 + Math.floor(rng() * 4); n > 0 && slots.length; n--) {
    const slot = slots[Math.floor(rng() * slots.length)]!;
    const edge = edges[Math.floor(rng() * edges.length)]!;
    (slot.parent as Record<string | number, Json>)[slot.key] = structuredClone(edge);
    steps.push(`edge ${String(slot.key)}=${JSON.stringify(edge).slice(0, 20)}`);
  }
  return { value: base.value, steps };
}
