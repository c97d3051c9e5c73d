/**
 * `<sf-navigation>`'s zod-free node check (validate.ts walking generated/navigation.ts) against the
 * zod schema it is derived from (`NavigationNodeSchema`, navigation.ts): on nodes of every type,
 * each mutated thousands of ways, both give deep-equal data and the same failure message, including
 * the rules of several members (a PAGE's `pageId`, a LINK's `url`, the limits of `customData`),
 * which both run from checks.ts. (That the generated file is current is checked with the others in
 * validate.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { describeSchemas, GROUPS } from '../../../scripts/derive-validators.ts';
import {
  customDataRule,
  navigationNodeRule,
  patternRule,
} from '../../../src/api/schemas/checks.ts';
import { NODE_ID_PATTERN } from '../../../src/api/schemas/admin-common.ts';
import { NavigationNode } from '../../../src/api/schemas/generated/navigation.ts';
import { NavigationNodeSchema } from '../../../src/api/schemas/navigation.ts';
import { caseSeed, type Json } from '../../browser/fuzz/mutate.ts';
import { agree, EDGES, mutated } from './agree.ts';

const NODES: Json[] = [
  {
    id: 'women',
    title: 'Women',
    type: 'PAGE',
    pageId: 'women',
    customData: { color: 'red', 'sort-order': '2' },
    iconPath: '/icons/women.svg',
  },
  { id: 'women/new', title: 'New in', type: 'LINK', url: '/new', parentId: 'women' },
  { id: 'sale_label', title: 'Sale', type: 'LABEL', parentId: null },
];

/** Values on the node schema's edges: ids, types, custom data over its limits. */
const NAVIGATION_EDGES: Json[] = [
  ...EDGES,
  'PAGE',
  'LINK',
  'LABEL',
  'page',
  'a b',
  'a/b_c-d',
  'x'.repeat(200),
  'x'.repeat(201),
  null,
  { 'bad key': 'x' },
  { ok: 'x'.repeat(999) },
  { ok: 'x'.repeat(998) },
  Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`k${n}`, 'v'])),
  Object.fromEntries(Array.from({ length: 50 }, (_, n) => [`k${n}`, 'v'])),
  { key: 5 },
];

/** Mutated nodes per sample; COUNT=10000 for a longer run. */
const COUNT = Number(process.env.COUNT ?? 1000);

describe('navigation validator: agrees with zod on navigation nodes', () => {
  it('on the unchanged nodes, and on nodes whose type lacks what it needs', () => {
    for (const node of NODES) {
      const result = agree(NavigationNodeSchema, NavigationNode, node, JSON.stringify(node));
      assert.equal(result.success, true, JSON.stringify(node));
    }
    const failures = [
      { id: 'p', title: 'P', type: 'PAGE' },
      { id: 'l', title: 'L', type: 'LINK' },
      { id: 'c', title: 'C', type: 'LABEL', customData: { 'bad key': 'x', ok: 5 } },
      { id: 'bad id', title: '', type: 'PAGE', extra: 1 },
    ];
    const messages = failures.map(
      (node) =>
        (
          agree(NavigationNodeSchema, NavigationNode, node, JSON.stringify(node)) as {
            message?: string;
          }
        ).message,
    );
    assert.deepEqual(messages, [
      'pageId: is required for PAGE nodes',
      'url: is required for LINK nodes',
      'customData.ok: expected string, got number',
      'id: must match /^[A-Za-z0-9/_-]+$/; title: needs at least 1 character; ' +
        'unknown member extra; and 1 more',
    ]);
  });

  for (const [stream, sample] of NODES.entries()) {
    it(`on ${COUNT} mutated ${String((sample as { type: string }).type)} nodes`, () => {
      let failed = 0;
      for (let index = 0; index < COUNT; index++) {
        const seed = caseSeed(120 + stream, index);
        const { value, steps } = mutated(sample, seed, NAVIGATION_EDGES);
        const result = agree(
          NavigationNodeSchema,
          NavigationNode,
          value,
          `seed ${seed}: ${steps.join(', ')}`,
        );
        if (!result.success) failed++;
      }
      assert.ok(failed > COUNT / 10 && failed < COUNT, `some nodes fail, not all (${failed})`);
    });
  }

  it('on wholes that are no node', () => {
    for (const whole of ['a string', 42, null, [], {}, undefined, { id: 'x' }])
      agree(NavigationNodeSchema, NavigationNode, whole, JSON.stringify(whole) ?? 'undefined');
  });
});

describe('the navigation table names the rules zod and the browser share', () => {
  it('writes the rules of checks.ts into the table by name, with their arguments', () => {
    const roots = GROUPS.find((group) => group.name === 'navigation')!.roots;
    const { table } = describeSchemas(roots);
    const rules = table.nodes.flatMap((node) => node.checks).filter((each) => each.f === 'rule');
    assert.deepEqual(
      rules.map((each) => each.a),
      [
        [patternRule, [NODE_ID_PATTERN]],
        [customDataRule, [1000, 50]],
        [navigationNodeRule, [], 1],
      ],
    );
    const source = readFileSync(
      new URL('../../../src/api/schemas/generated/navigation.ts', import.meta.url),
      'utf8',
    );
    assert.match(source, /rule\(navigationNodeRule, \[\], 1\)/);
  });
});
