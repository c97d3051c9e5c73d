/**
 * The notifier's zod-free body check (src/notify/bodies.ts) against the zod schemas that define the
 * bodies (`NotificationBodySchemas`): on many generated samples, valid and invalid, both accept
 * the same ones and produce the same body to send.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { NOTIFICATION_NAMES, NotificationBodySchemas } from '../../../src/api/schemas/requests.ts';
import { checkNotificationBody } from '../../../src/notify/bodies.ts';

/** A small deterministic generator (mulberry32), so a failure names a reproducible sample. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['ticket', 'productKey', 'variantKey', 'productKeys', 'phrases', 'removeAll', 'x'];
const LEAVES: unknown[] = [
  '',
  'T1',
  'P 1',
  0,
  1,
  true,
  false,
  null,
  undefined,
  {},
  [],
  [''],
  ['a'],
];

function sample(next: () => number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const roll = next();
  if (roll < 0.08) return pick(LEAVES);
  if (roll < 0.12) return [pick(LEAVES)];
  const body: Record<string, unknown> = {};
  const count = next() < 0.7 ? 1 : Math.floor(next() * 3);
  for (let index = 0; index < count; index++) {
    const key = pick(KEYS);
    const valueRoll = next();
    body[key] =
      valueRoll < 0.4
        ? pick(['T1', 'abc', ''])
        : valueRoll < 0.7
          ? Array.from({ length: Math.floor(next() * 3) }, () => pick(['a', 'b', '', 1]))
          : pick(LEAVES);
  }
  return body;
}

describe('notification bodies: the hand check agrees with the zod schemas', () => {
  for (const name of NOTIFICATION_NAMES) {
    const schema = NotificationBodySchemas[name];
    if (schema === null) continue;
    it(`${name}: 3000 samples accepted or rejected alike, with the same body`, () => {
      const next = random(NOTIFICATION_NAMES.indexOf(name) + 1);
      let accepted = 0;
      for (let index = 0; index < 3000; index++) {
        const body = sample(next);
        const expected: z.core.util.SafeParseResult<unknown> = z.safeParse(schema, body);
        const actual = checkNotificationBody(name, body);
        const shown = JSON.stringify(body) ?? String(body);
        assert.equal(actual.ok, expected.success, `${name} ${shown}`);
        if (actual.ok && expected.success) {
          accepted++;
          assert.deepEqual(actual.body, expected.data, `${name} ${shown}`);
        }
        if (!actual.ok) assert.match(actual.issue, /^[\w.[\]]+: .+/, `${name} ${shown}`);
      }
      // The generator must reach both sides, or the agreement says little.
      assert.ok(accepted > 30 && accepted < 2970, `${name}: ${accepted} of 3000 accepted`);
    });
  }

  it('a key from the prototype chain counts, as in z.strictObject', () => {
    const body = Object.create({ extra: 1 }) as Record<string, unknown>;
    body.ticket = 'T1';
    assert.equal(checkNotificationBody('click', body).ok, false);
    assert.equal(z.safeParse(NotificationBodySchemas.click, body).success, false);
  });

  it('names the field and the rule', () => {
    assert.deepEqual(checkNotificationBody('click', { ticket: '' }), {
      ok: false,
      issue: 'ticket: must be a non-empty string',
    });
    assert.deepEqual(checkNotificationBody('remove-recently-viewed', { productKeys: ['a', ''] }), {
      ok: false,
      issue: 'productKeys: [1] must be a non-empty string',
    });
  });
});
