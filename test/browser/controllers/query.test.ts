/** The pieces under the elements' queries: list settings from attributes, error details. */
import { expect } from '@open-wc/testing';
import { StorefrontConfigError, StorefrontError } from '../../../src/api/errors.ts';
import { TooManyListsError, errorDetail } from '../../../src/controllers/query.ts';
import { recListSettings } from '../../../src/elements/sf-rec-list/settings.ts';

describe('recListSettings', () => {
  it('mirrors the attributes, splitting lists on |, commas and spaces', () => {
    expect(
      recListSettings({
        listId: 'alts',
        algorithm: 'style_with',
        limit: '8',
        label: 'Style with',
        visualization: 'grid',
        showMoreLink: '/more',
        productRules: 'rule incl brand {"Acme"}',
        sponsoredPositions: '0|2, 4',
        cart: 'P1-1-M, P2-1-S P3-1-OS',
        productKey: 'P9-1',
      }),
    ).to.deep.equal({
      id: 'alts',
      algorithm: 'STYLE_WITH',
      limit: 8,
      label: 'Style with',
      visualization: 'GRID',
      showMoreLink: '/more',
      productRules: 'rule incl brand {"Acme"}',
      sponsoredPositions: [0, 2, 4],
      params: { cart: ['P1-1-M', 'P2-1-S', 'P3-1-OS'], productKey: 'P9-1' },
    });
  });

  for (const [attributes, parameter] of [
    [{ algorithm: 'UPSELL' }, 'list-id'],
    [{ listId: 'way too long for a list id', algorithm: 'UPSELL' }, 'list-id'],
    [{ listId: 'a' }, 'algorithm'],
    [{ listId: 'a', algorithm: 'SOMETHING' }, 'algorithm'],
    [{ listId: 'a', algorithm: 'UPSELL', limit: '101' }, 'limit'],
    [{ listId: 'a', algorithm: 'UPSELL', sponsoredPositions: '1|x' }, 'sponsored-positions'],
  ] as const) {
    it(`names ${parameter} when it is wrong (${JSON.stringify(attributes)})`, () => {
      expect(() => recListSettings(attributes))
        .to.throw(StorefrontConfigError)
        .with.property('parameter', parameter);
    });
  }
});

describe('errorDetail', () => {
  it('gives each failure its kind, and the status when there was a response', () => {
    expect(errorDetail(new TooManyListsError(12))).to.include({ kind: 'too-many-lists' });
    expect(errorDetail(new TooManyListsError(12)).message)
      .to.contain('12')
      .and.contain('10');
    expect(errorDetail(new StorefrontConfigError('market', 'is required'))).to.deep.equal({
      kind: 'config',
      message: 'market: is required',
    });
    expect(errorDetail(new StorefrontError('not-found', 'gone', { status: 404 }))).to.deep.equal({
      kind: 'not-found',
      status: 404,
      message: 'gone',
    });
  });
});
