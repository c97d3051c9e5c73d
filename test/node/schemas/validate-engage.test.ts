/**
 * The account page's zod-free check (validate.ts walking generated/engage.ts) against the zod
 * schemas of engage.ts it is derived from: on the secure proxy's answers for a contact of the
 * reference server, each mutated thousands of ways, both give deep-equal data, the same dropped
 * report (paths and messages) and the same failure message. (That the generated file is current is
 * checked with the others in validate.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import * as z from 'zod/mini';
import { describeSchemas, GROUPS } from '../../../scripts/derive-validators.ts';
import { isGuid, itemsOf } from '../../../src/api/schemas/checks.ts';
import * as engage from '../../../src/api/schemas/generated/engage.ts';
import type { Described } from '../../../src/api/schemas/validate.ts';
import { caseSeed, type Json } from '../../browser/fuzz/mutate.ts';
import { call, contactWith, startFixture, type Fixture } from '../engage/proxy-helpers.ts';
import { agree, EDGES, mutated } from './agree.ts';

/** The proxy route (src/api/engage-client.ts) whose answer each generated description checks. */
const PATHS: Record<keyof typeof engage, string> = {
  ChallengeAssignmentWithDefinitionList: '/me/challenges',
  ChallengeDefinitionList: '/challenge-definitions',
  AchievementValueList: '/me/achievements',
  ConsentDefinitionList: '/consents',
  PurchaseHistorySummary: '/me/purchase-summary',
  BackInStockSubscriptionList: '/me/back-in-stock',
};

/** Every description of generated/engage.ts, with its zod schema and its route. */
const ENGAGE_ROOTS = GROUPS.find((group) => group.name === 'engage')!.roots;
const ROUTES: { path: string; schema: z.ZodMiniType; described: Described }[] = Object.entries(
  ENGAGE_ROOTS,
).map(([name, schema]) => ({
  path: PATHS[name as keyof typeof engage],
  schema,
  described: engage[name as keyof typeof engage],
}));

/** Values on the engage schemas' edges: ids, dates, statuses, the two list forms. */
const ENGAGE_EDGES: Json[] = [
  ...EDGES,
  '5b1f0c3e-9a7d-4c2b-8e6f-0a1b2c3d4e5f',
  '5B1F0C3E-9A7D-4C2B-8E6F-0A1B2C3D4E5F',
  '5b1f0c3e-9a7d-4c2b-8e6f-0a1b2c3d4e5',
  '5b1f0c3e9a7d4c2b8e6f0a1b2c3d4e5f',
  '2026-11-23T10:00:00Z',
  '2026-11-23T10:00:00+02:00',
  '2026-02-30',
  'yesterday',
  'Active',
  'Completed',
  'Unknown',
  'Paused',
  'Draft',
  true,
  null,
  { items: [] },
  { items: 'x' },
  { 'en-US': 'Yes', 'sv-SE': 5 },
];

/** Mutated answers per route; COUNT=10000 for a longer run. */
const COUNT = Number(process.env.COUNT ?? 1000);
let fixture: Fixture;
const answers = new Map<string, Json>();

before(async () => {
  fixture = await startFixture();
  const contact = contactWith(fixture.catalog, [
    'withActiveAssignment',
    'withBackInStock',
    'withSummary',
    'withAchievements',
  ]);
  for (const { path } of ROUTES) {
    const answer = await call(fixture.origin, 'GET', path, { as: contact });
    assert.equal(answer.status, 200, `${path}: ${answer.text}`);
    answers.set(path, answer.body as Json);
  }
});
after(() => fixture.close());

describe('account validator: agrees with zod parseTolerant on the proxy answers', () => {
  it('on the unchanged answers, each with something in it', () => {
    for (const { path, schema, described } of ROUTES) {
      const answer = answers.get(path)!;
      const items = Array.isArray(answer) ? answer : (answer as { items?: Json[] }).items;
      assert.ok(!items || items.length > 0, `${path} has items: ${JSON.stringify(answer)}`);
      const result = agree(schema, described, answer, path);
      assert.equal(result.success, true, path);
      assert.deepEqual(result.dropped, [], path);
    }
  });

  for (const [stream, { path, schema, described }] of ROUTES.entries()) {
    it(`on ${COUNT} mutated answers of ${path}`, () => {
      let dropped = 0;
      let failed = 0;
      for (let index = 0; index < COUNT; index++) {
        const seed = caseSeed(80 + stream, index);
        const { value, steps } = mutated(answers.get(path)!, seed, ENGAGE_EDGES);
        const result = agree(schema, described, value, `${path} seed ${seed}: ${steps.join(', ')}`);
        dropped += result.dropped.length;
        if (!result.success) failed++;
      }
      // The mutations reach what is dropped and kept (lists) and, in an envelope, what fails it.
      if (path !== '/me/purchase-summary')
        assert.ok(dropped > COUNT / 10, `${path}: the tolerant lists are reached (${dropped})`);
      if (!Array.isArray(answers.get(path)))
        assert.ok(failed > 0 && failed < COUNT, `${path}: some answers fail (${failed})`);
      else assert.ok(failed < COUNT, `${path}: not every answer fails (${failed})`);
    });
  }

  it('on wholes that are unusable, and the list forms of back-in-stock', () => {
    for (const whole of ['a string', 42, null, [], {}, undefined, { items: 5 }, { items: [] }])
      for (const { path, schema, described } of ROUTES)
        agree(schema, described, whole, `${path}: ${JSON.stringify(whole)}`);
  });
});

describe('the derivation names the functions zod and the browser share, and only those', () => {
  it('writes the refinements and transforms of checks.ts into the table by name', () => {
    const { table } = describeSchemas(ENGAGE_ROOTS);
    const calls = table.nodes.flatMap((node) => [node.call, ...node.checks]);
    assert.ok(calls.some((each) => each.f === 'refine' && each.a[0] === isGuid));
    assert.ok(calls.some((each) => each.f === 'map' && each.a[0] === itemsOf));
    assert.ok(calls.some((each) => each.f === 'withCatch' && each.a[1] === 'Unknown'));
    const source = readFileSync(
      new URL('../../../src/api/schemas/generated/engage.ts', import.meta.url),
      'utf8',
    );
    assert.match(source, /import \{ isDateTime, isGuid, itemsOf \} from '\.\.\/checks\.ts';/);
    assert.match(source, /refine\(isGuid, 'must be a uuid'\)/);
  });

  it('refuses a refinement, a transform or a catch it could not run the same way', () => {
    const refused: [string, z.ZodMiniType, RegExp][] = [
      ['inline refinement', z.string().check(z.refine((v) => v !== '', 'm')), /checks\.ts/],
      ['refinement with a path', z.string().check(z.refine(isGuid, { path: ['x'] })), /plain/],
      [
        'inline transform',
        z.pipe(
          z.string(),
          z.transform((v) => v.trim()),
        ),
        /checks\.ts/,
      ],
      ['catch computed', z.catch(z.string(), () => 'x'), /constant/],
    ];
    for (const [what, schema, message] of refused)
      assert.throws(() => describeSchemas({ schema }), message, what);
  });
});
