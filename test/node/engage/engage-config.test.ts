/**
 * The account elements parse only their settings (`parseEngageConfig`, src/api/config.ts), the
 * storefront elements all of them (`parseConfig`): the four settings the account elements read
 * must come out the same from both, whatever the attribute values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ENGAGE_ATTRIBUTES,
  parseConfig,
  parseEngageConfig,
  type ConfigAttributes,
} from '../../../src/api/config.ts';

const VALUES = [
  undefined,
  '',
  '  ',
  'sv-SE',
  ' SEK ',
  '/proxy/',
  '/proxy//',
  'https://x.test/e/',
  'c-1',
];

describe('parseEngageConfig', () => {
  it('reads locale, currency, engage-base and contact as parseConfig does', () => {
    let cases = 0;
    for (const locale of VALUES)
      for (const base of VALUES)
        for (const other of VALUES) {
          const attributes: ConfigAttributes = {};
          const set = (name: (typeof ENGAGE_ATTRIBUTES)[number], value: string | undefined) => {
            if (value !== undefined) attributes[name] = value;
          };
          set('locale', locale);
          set('engage-base', base);
          set('currency', other);
          set('contact', other);
          const full = parseConfig(attributes, { mobile: false });
          const engage = parseEngageConfig(attributes);
          assert.deepEqual(engage, {
            locale: full.locale,
            currency: full.currency,
            engageBase: full.engageBase,
            contact: full.contact,
          });
          cases++;
        }
    assert.equal(cases, VALUES.length ** 3);
  });

  it('reads exactly the attributes it parses', () => {
    assert.deepEqual([...ENGAGE_ATTRIBUTES].sort(), [
      'contact',
      'currency',
      'engage-base',
      'locale',
    ]);
  });
});
