import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SEED, getCatalog } from '../../../src/reference/catalog.ts';
import { parseQueryParams } from '../../../src/reference/params.ts';
import {
  applyMerchandising,
  recommend,
  type RecommendInput,
} from '../../../src/reference/recommend.ts';

const catalog = getCatalog(DEFAULT_SEED);
const params = parseQueryParams(
  new URLSearchParams('market=SE&locale=sv-SE&touchpoint=DESKTOP&customerKey=c&sessionKey=s'),
  catalog,
);

function input(overrides: Partial<RecommendInput> = {}): RecommendInput {
  return {
    catalog,
    params,
    base: undefined,
    cart: [],
    favorites: [],
    recentlyViewed: [],
    excludeGroups: new Set(),
    allowed: () => true,
    ...overrides,
  };
}

const productKeys = (recs: { products: { key: string }[] }[]) =>
  recs.map((rec) => rec.products.map((p) => p.key));

describe('pinned and blocked products of an administered list', () => {
  const top = recommend('TOP_PRODUCTS', input());

  it('puts pinned products first, in the order given, each leading its group card', () => {
    const pinned = [catalog.groups[40]!.products[1]!.key, catalog.groups[7]!.products[0]!.key];
    const list = applyMerchandising(input(), top, { pinned });
    assert.deepEqual(
      list.slice(0, 2).map((rec) => rec.products[0]!.key),
      pinned,
    );
    // The pinned groups are not repeated further down.
    const groups = list.map((rec) => rec.groupKey);
    assert.equal(new Set(groups).size, groups.length);
    assert.equal(list.length, top.length);
  });

  it('drops blocked products, and a group whose every product is blocked', () => {
    const whole = top[0]!;
    const partly = top.slice(1).find((rec) => rec.products.length > 1)!;
    const blocked = [...whole.products.map((p) => p.key), partly.products[0]!.key];
    const list = applyMerchandising(input(), top, { blocked });
    const keys = productKeys(list).flat();
    for (const key of blocked) assert.ok(!keys.includes(key), `${key} is blocked`);
    assert.ok(!list.some((rec) => rec.groupKey === whole.groupKey));
    const kept = list.find((rec) => rec.groupKey === partly.groupKey)!;
    assert.deepEqual(
      kept.products.map((p) => p.key),
      partly.products.slice(1).map((p) => p.key),
    );
    assert.equal(list.length, top.length - 1);
  });

  it('never pins a product that is blocked, excluded or not allowed by the rules', () => {
    const blockedKey = catalog.groups[10]!.products[0]!.key;
    const excludedGroup = catalog.groups[11]!;
    const disallowed = catalog.groups[12]!.products[0]!;
    const allowedInput = input({
      excludeGroups: new Set([excludedGroup.key]),
      allowed: (p) => p.key !== disallowed.key,
    });
    const list = applyMerchandising(allowedInput, recommend('TOP_PRODUCTS', allowedInput), {
      pinned: [blockedKey, excludedGroup.products[0]!.key, disallowed.key, 'no-such-key'],
      blocked: [blockedKey],
    });
    const keys = productKeys(list).flat();
    assert.ok(!keys.includes(blockedKey));
    assert.ok(!keys.includes(disallowed.key));
    assert.ok(!list.some((rec) => rec.groupKey === excludedGroup.key));
  });

  it('leaves a list alone when nothing is pinned or blocked', () => {
    assert.deepEqual(applyMerchandising(input(), top, {}), top);
  });
});
