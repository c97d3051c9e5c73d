/**
 * The elements write their query's common parameters with `commonParams` from a configuration
 * `parseConfig` and `queryConfig` made; the public functions check a caller's configuration value
 * by value first (`buildCommonParams`, src/api/checked-params.ts), a chunk no page loads before its
 * content (docs/decisions.md, "Lean request"). On what the elements send, both must give the same
 * parameters, or the same error, whatever the attributes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseConfig, queryConfig, type ConfigAttributes } from '../../../src/api/config.ts';
import { buildCommonParams } from '../../../src/api/checked-params.ts';
import { StorefrontConfigError } from '../../../src/api/errors.ts';
import { commonParams, type StorefrontConfig } from '../../../src/api/query-params.ts';

/** The parameters as text, or the error's parameter and message. */
function outcome(write: () => URLSearchParams): string {
  try {
    return write().toString();
  } catch (error) {
    if (!(error instanceof StorefrontConfigError)) throw error;
    return `error ${error.parameter}: ${error.message}`;
  }
}

const VALUES: Partial<Record<keyof ConfigAttributes, (string | undefined)[]>> = {
  touchpoint: [undefined, 'mobile', 'DESKTOP'],
  'user-context': [undefined, 'anonymous', 'UNPERSONALIZED', 'synthetic', 'personalized'],
  'customer-key': [undefined, ' c-1 '],
  channels: [undefined, 'online', 'store', 'STORE online store', 'online,online'],
  stores: [undefined, 's1', ' s1 | s2 ', ' '],
  notify: [undefined, 'true', 'false'],
  'present-custom': [undefined, 'a|b'],
  'view-id': [undefined, 'preview'],
};

/** Every combination of `VALUES`, over a market and a locale, with one of the rest set. */
function* attributeSets(): Generator<ConfigAttributes> {
  const names = Object.keys(VALUES) as (keyof ConfigAttributes)[];
  const rest: ConfigAttributes[] = [
    {},
    { 'session-key': 's-1', 'price-id': ' p1 ', 'template-id': 't1' },
    { 'present-prices': 'x, y', 'api-base': 'w00000000' },
  ];
  const walk = function* (index: number, set: ConfigAttributes): Generator<ConfigAttributes> {
    if (index === names.length) {
      for (const more of rest) yield { market: 'SE', locale: 'sv-SE', ...set, ...more };
      return;
    }
    for (const value of VALUES[names[index]!]!)
      yield* walk(index + 1, value === undefined ? set : { ...set, [names[index]!]: value });
  };
  yield* walk(0, {});
}

/** A configuration as `queryConfig` makes it: both keys, nothing else optional. */
const KEYED: StorefrontConfig = {
  market: 'SE',
  locale: 'sv-SE',
  touchpoint: 'DESKTOP',
  customerKey: 'c-1',
  sessionKey: 's-1',
};

describe('commonParams (the elements) and buildCommonParams (the public functions)', () => {
  it('write the same parameters, or refuse with the same error, for every attribute set', () => {
    let written = 0;
    let refused = 0;
    for (const attributes of attributeSets()) {
      let config: StorefrontConfig;
      try {
        config = queryConfig(parseConfig(attributes, { mobile: false }));
      } catch {
        continue;
      }
      const elements = outcome(() => commonParams(config));
      assert.equal(
        elements,
        outcome(() => buildCommonParams(config)),
        JSON.stringify(attributes),
      );
      if (elements.startsWith('error')) refused++;
      else written++;
    }
    // Both kinds are covered: notify=false with a user context, STORE without stores.
    assert.ok(written > 1000 && refused > 1000, `${written} written, ${refused} refused`);
  });

  it('write each list once, pipe-joined, in the order of the parameters', () => {
    const config = queryConfig(
      parseConfig(
        {
          market: 'SE',
          locale: 'sv-SE',
          'customer-key': 'c-1',
          'session-key': 's-1',
          channels: 'store online, STORE',
          stores: ' s1 | s2 ',
          'present-custom': 'a b',
          'view-id': 'preview',
        },
        { mobile: true },
      ),
    );
    assert.deepEqual(
      [...commonParams(config)],
      [
        ['market', 'SE'],
        ['locale', 'sv-SE'],
        ['touchpoint', 'MOBILE'],
        ['customerKey', 'c-1'],
        ['sessionKey', 's-1'],
        ['channels', 'STORE|ONLINE'],
        ['stores', 's1|s2'],
        ['presentCustom', 'a|b'],
        ['viewId', 'PREVIEW'],
      ],
    );
  });

  it('refuse a stored visitor key that is blank alike', () => {
    const base: StorefrontConfig = { ...KEYED, customerKey: ' ' };
    for (const userContext of [undefined, 'SYNTHETIC', 'UNPERSONALIZED'] as const) {
      const config = { ...base, userContext };
      assert.equal(
        outcome(() => commonParams(config)),
        outcome(() => buildCommonParams(config)),
      );
    }
    assert.equal(
      outcome(() => commonParams(base)),
      'error customerKey: customerKey: must not be empty',
    );
  });

  it('buildCommonParams reports the first rule broken in the order of the parameters', () => {
    const base = KEYED;
    const first = (config: Partial<Record<keyof StorefrontConfig, unknown>>) =>
      outcome(() => buildCommonParams({ ...base, ...config } as StorefrontConfig)).split(':')[0];
    assert.equal(first({ touchpoint: 'x', notify: 'yes' }), 'error touchpoint');
    assert.equal(
      first({ notify: false, userContext: 'ANONYMOUS', viewId: 'x', stores: [''] }),
      'error notify',
    );
    assert.equal(first({ channels: ['store'], presentCustom: 'x', priceId: ' ' }), 'error stores');
    assert.equal(first({ stores: ['a|b'], channels: 'ONLINE' }), 'error stores[0]');
    assert.equal(first({ channels: ['ONLINE', 'x'], presentPrices: [1] }), 'error channels[1]');
    assert.equal(first({ presentPrices: [1], priceId: 1, viewId: 'x' }), 'error presentPrices[0]');
    assert.equal(first({ templateId: ' ', viewId: 'x' }), 'error templateId');
  });
});
