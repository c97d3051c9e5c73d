/**
 * Fuzz, valid-but-unexpected data: what a newer service may send. Each case gives enum members
 * (theme, swatch type, effect, visualization, algorithm) values this library has never seen and
 * makes "integers" fractional (stock, pixel sizes, remaining). Unlike the hostile fuzz, nothing
 * may be lost: every list, group, product, badge and swatch of the sample survives the parse,
 * every unknown value is reported with its fallback, and the case renders as the fast path checks.
 */
import { expect } from '@open-wc/testing';
import { parseTolerant } from '../../../src/api/schemas/tolerant.ts';
import {
  ProductPageResultSchema,
  SponsoredPageResultSchema,
} from '../../../src/api/schemas/results.ts';
import { watch, type Watch } from './checks.ts';
import { FUZZ_SEED, caseSeed, prng, type Json } from './mutate.ts';
import { renderCase, type Kind } from './render.ts';
import { fuzzSamples } from './samples.ts';

const CASES = 150;
/** Enum members of response objects, and the integer members a service might send as 12.5. */
const OPEN_ENUMS = new Set(['theme', 'type', 'effect', 'visualization', 'algorithm']);
const WHOLE_NUMBERS = new Set(['stockNumber', 'width', 'height', 'remaining']);

/** Counts of what a shopper sees: lists, groups, products, badges, swatches. */
function inventory(value: Json): Record<string, number> {
  const counts = { lists: 0, groups: 0, products: 0, badges: 0, swatches: 0 };
  const walk = (node: Json, key: string) => {
    if (Array.isArray(node)) {
      if (key === 'recommendationLists' || key === 'sponsoredLists') counts.lists += node.length;
      if (key === 'productGroups') counts.groups += node.length;
      if (key === 'products') counts.products += node.length;
      if (key === 'primary' || key === 'secondary') counts.badges += node.length;
      node.forEach((item) => walk(item, ''));
    } else if (node !== null && typeof node === 'object') {
      if (key === 'swatch') counts.swatches += 1;
      for (const [child, item] of Object.entries(node)) walk(item, child);
    }
  };
  walk(value, '');
  return counts;
}

/** A copy of `sample` with unknown enum values and fractional integers; how many of each. */
function unexpected(sample: Json, seed: number): { value: Json; unknown: number } {
  const random = prng(seed);
  const value = structuredClone(sample);
  let unknown = 0;
  const walk = (node: Json) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) {
        // `type` is an enum only inside a swatch; banners and others have no such member.
        const isEnum = OPEN_ENUMS.has(key) && typeof item === 'string';
        if (isEnum && random() < 0.5) {
          node[key] = `NEW_${Math.floor(random() * 1e6)
            .toString(36)
            .toUpperCase()}`;
          unknown += 1;
        } else if (WHOLE_NUMBERS.has(key) && typeof item === 'number' && random() < 0.5) {
          node[key] = item + [0.5, 0.25, 0.999][Math.floor(random() * 3)]!;
        } else walk(item);
      }
  };
  walk(value);
  return { value, unknown };
}

describe('fuzz: valid-but-unexpected data is kept', function () {
  this.timeout(60000);
  let watched: Watch;
  let container: HTMLElement;
  let samples: Record<Kind, Json>;

  before(async () => {
    const loaded = await fuzzSamples();
    samples = { 'product-page': loaded.productPage, 'sponsored-page': loaded.sponsoredPage };
    container = document.createElement('div');
    container.style.cssText = 'position:fixed;top:0;left:0;width:900px;opacity:0';
    document.body.append(container);
    watched = watch();
  });

  after(() => {
    watched.dispose();
    container.remove();
  });

  (['product-page', 'sponsored-page'] as const).forEach((kind, stream) => {
    it(`${kind}: ${CASES} cases lose no list, product, badge or swatch`, async () => {
      const schema = kind === 'product-page' ? ProductPageResultSchema : SponsoredPageResultSchema;
      const expected = inventory(samples[kind]);
      const failures: string[] = [];
      let reported = 0;
      for (let index = 0; index < CASES; index += 1) {
        const seed = caseSeed(stream + 10, index);
        const { value, unknown } = unexpected(samples[kind], seed);
        const parsed = parseTolerant(schema, value);
        if (!parsed.success) {
          failures.push(`seed ${seed}: unusable: ${parsed.message}`);
          continue;
        }
        const kept = inventory(parsed.data as Json);
        if (JSON.stringify(kept) !== JSON.stringify(expected))
          failures.push(
            `seed ${seed}: kept ${JSON.stringify(kept)} of ${JSON.stringify(expected)}`,
          );
        const left = parsed.dropped.filter((item) => item.fallback === undefined);
        if (left.length) failures.push(`seed ${seed}: dropped ${JSON.stringify(left[0])}`);
        const fallbacks = parsed.dropped.length - left.length;
        if (fallbacks !== unknown)
          failures.push(
            `seed ${seed}: ${fallbacks} fallbacks reported for ${unknown} unknown values`,
          );
        reported += fallbacks;
        const problems = await renderCase(kind, value, container, watched);
        if (problems.length) failures.push(`seed ${seed}: ${problems.join('; ')}`);
        if (failures.length >= 5) break;
      }
      expect(failures, `FUZZ_SEED=${FUZZ_SEED}`).to.deep.equal([]);
      expect(reported, 'the cases held unknown values').to.be.greaterThan(CASES);
    });
  });
});
