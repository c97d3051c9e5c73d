/**
 * The browser's zod-free validator (src/api/schemas/validate.ts walking the descriptions in
 * generated/) against the zod schemas they are derived from: on reference-server answers mutated
 * thousands of ways, and on generated request settings, both give deep-equal data, the same
 * dropped report (paths and messages) and the same failure message. Also: the generated files
 * are what scripts/derive-validators.ts makes of today's schemas.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import * as z from 'zod/mini';
import { deriveValidators } from '../../../scripts/derive-validators.ts';
import * as productPageShapes from '../../../src/api/schemas/generated/product-page.ts';
import * as sponsoredPageShapes from '../../../src/api/schemas/generated/sponsored-page.ts';
import {
  ProductPageRequestSettingsSchema,
  RecListRequestSettingsSchema,
  SponsoredPageRequestSettingsSchema,
} from '../../../src/api/schemas/requests.ts';
import {
  ProductPageResultSchema,
  SponsoredPageResultSchema,
} from '../../../src/api/schemas/results.ts';
import {
  PARSE_OPTIONS,
  describeError,
  type TolerantOptions,
} from '../../../src/api/schemas/tolerant.ts';
import { validate, type Described } from '../../../src/api/schemas/validate.ts';
import { worded } from '../../../src/api/schemas/issues.ts';
import { caseSeed, prng, type Json } from '../../browser/fuzz/mutate.ts';
import { agree, mutated } from './agree.ts';
import { SE, start, type Client } from '../reference/helpers.ts';

/** Mutated answers per query (about 30 ms each on this machine); COUNT=10000 for a longer run. */
const COUNT = Number(process.env.COUNT ?? 1000);
let client: Client;
let close: () => Promise<void>;
let productPage: Json;
let sponsoredPage: Json;

before(async () => {
  const started = await start();
  client = started.client;
  close = () => started.server.close();
  const productKey = started.catalog.groups[11]!.products[0]!;
  const reply = await client.productPage(
    { ...SE, productKey },
    {
      productGroup: { include: true },
      recommendationLists: [
        { id: 'alts', algorithm: 'ALTERNATIVES', limit: 2 },
        { id: 'grid', algorithm: 'TOP_PRODUCTS', limit: 2, visualization: 'GRID' },
        { id: 'upsell', algorithm: 'UPSELL', limit: 2, sponsoredPositions: [1, 3] },
      ],
    },
  );
  productPage = reply.body as Json;
  const market = started.catalog.markets.find((found) => found.id === SE.market)!;
  for (const page of market.pages.filter((found) => found.sponsoredLists.length)) {
    const answer = await client.sponsoredPage({ ...SE, pageReference: page.id });
    const body = answer.body as { banners?: unknown[]; sponsoredLists?: unknown[] };
    if (answer.status === 200 && body.banners?.length && body.sponsoredLists?.length) {
      sponsoredPage = answer.body as Json;
      break;
    }
  }
  assert.ok(sponsoredPage, 'a reference page with banners and sponsored lists');
});
after(() => close());

describe('browser validator: the generated descriptions', () => {
  it('are what scripts/derive-validators.ts makes of the zod schemas today', async () => {
    for (const [path, text] of await deriveValidators()) {
      assert.equal(
        readFileSync(path, 'utf8'),
        text,
        `${path} is stale: run node --import tsx scripts/derive-validators.ts`,
      );
    }
  });
});

describe('browser validator: agrees with zod parseTolerant', () => {
  it('on the unchanged reference answers', () => {
    const page = agree(
      ProductPageResultSchema,
      productPageShapes.ProductPageResult,
      productPage,
      'S2',
    );
    assert.equal(page.success, true);
    assert.deepEqual(page.dropped, []);
    agree(SponsoredPageResultSchema, sponsoredPageShapes.SponsoredPageResult, sponsoredPage, 'S1');
  });

  it(`on ${COUNT} mutated product-page answers, with and without read limits`, () => {
    let dropped = 0;
    for (let index = 0; index < COUNT; index++) {
      const seed = caseSeed(71, index);
      const { value, steps } = mutated(productPage, seed);
      const limits = prng(seed);
      const limit = Math.floor(limits() * 6);
      const options: TolerantOptions | undefined =
        index % 3 === 0
          ? { maxItems: (path) => (path.at(-1) === 'productGroups' ? limit : undefined) }
          : undefined;
      const result = agree(
        ProductPageResultSchema,
        productPageShapes.ProductPageResult,
        value,
        `seed ${seed}: ${steps.join(', ')}`,
        options,
      );
      dropped += result.dropped.length;
    }
    assert.ok(dropped > COUNT / 3, `the mutations reach the tolerant parts (${dropped} dropped)`);
  });

  it(`on ${COUNT} mutated sponsored-page answers`, () => {
    for (let index = 0; index < COUNT; index++) {
      const seed = caseSeed(72, index);
      const { value, steps } = mutated(sponsoredPage, seed);
      agree(
        SponsoredPageResultSchema,
        sponsoredPageShapes.SponsoredPageResult,
        value,
        `seed ${seed}: ${steps.join(', ')}`,
      );
    }
  });

  it('on wholes that are unusable', () => {
    for (const whole of ['a string', 42, null, [], undefined, { recommendationLists: 5 }]) {
      agree(
        ProductPageResultSchema,
        productPageShapes.ProductPageResult,
        whole,
        JSON.stringify(whole),
      );
      agree(
        SponsoredPageResultSchema,
        sponsoredPageShapes.SponsoredPageResult,
        whole,
        String(whole),
      );
    }
  });
});

/** Request settings as a caller might pass them, right or wrong. */
function settingsSample(next: () => number): Record<string, unknown> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const list = (): unknown =>
    next() < 0.1
      ? pick([null, 'x', 3, []])
      : Object.fromEntries(
          [
            ['id', pick(['a', 'alts', 'x'.repeat(21), 'bad id', '', 7])],
            ['algorithm', pick(['TOP_PRODUCTS', 'UPSELL', 'NOPE', undefined, 3])],
            ['limit', pick([1, 8, 100, 101, 0, 2.5, '8', undefined, 1e20])],
            ['label', pick(['L', 5, undefined])],
            ['visualization', pick(['GRID', 'CAROUSEL', 'CUBE', undefined])],
            [
              'params',
              pick([
                { cart: ['a'] },
                { cart: [''] },
                { cart: 'a' },
                { productKey: '' },
                { cart: Array.from({ length: 200 }, () => 'k') },
                { extra: 1 },
                undefined,
              ]),
            ],
            ['sponsoredPositions', pick([[0, 2], [-1], [1.5], 'x', undefined])],
            ['productRules', pick(['rule', 1, undefined])],
            ['unknownMember', pick([undefined, undefined, undefined, 'x'])],
          ].filter(() => next() < 0.9),
        );
  return Object.fromEntries(
    [
      ['catalogEntitlement', pick(['c', 1, undefined])],
      ['productGroup', pick([{ include: true }, { include: 'yes' }, { other: 1 }, undefined])],
      [
        'recommendationLists',
        pick([
          undefined,
          'x',
          Array.from({ length: Math.floor(next() * 4) }, list),
          Array.from({ length: 12 }, list),
          [
            { id: 'a', algorithm: 'UPSELL' },
            { id: 'a', algorithm: 'UPSELL' },
          ],
        ]),
      ],
      ['unknown', pick([undefined, undefined, 1])],
    ].filter(([, value]) => value !== undefined || next() < 0.2),
  );
}

describe('browser validator: agrees with zod on request settings', () => {
  const check = (schema: z.ZodMiniType, described: Described, value: unknown, label: string) => {
    const expected = z.safeParse(schema, value, PARSE_OPTIONS);
    const actual = worded(validate(described, value));
    if (expected.success)
      assert.deepStrictEqual(actual, { success: true, data: expected.data, dropped: [] }, label);
    else
      assert.deepStrictEqual(
        actual,
        { success: false, message: describeError(expected.error), dropped: [] },
        label,
      );
    return expected.success;
  };

  it('on 3,000 generated product-page settings, each list alone, and sponsored-page settings', () => {
    const next = prng(0x5e771);
    let valid = 0;
    for (let index = 0; index < 3000; index++) {
      const settings = settingsSample(next);
      const label = JSON.stringify(settings)?.slice(0, 300) ?? String(settings);
      if (
        check(
          ProductPageRequestSettingsSchema,
          productPageShapes.ProductPageRequestSettings,
          settings,
          label,
        )
      )
        valid++;
      const lists = settings.recommendationLists;
      if (Array.isArray(lists))
        for (const list of lists)
          check(
            RecListRequestSettingsSchema,
            productPageShapes.RecListRequestSettings,
            list,
            label,
          );
      check(
        SponsoredPageRequestSettingsSchema,
        sponsoredPageShapes.SponsoredPageRequestSettings,
        settings,
        label,
      );
    }
    assert.ok(valid > 100 && valid < 2900, `both valid and invalid settings (${valid} valid)`);
  });
});
