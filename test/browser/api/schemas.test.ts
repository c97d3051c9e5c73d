/**
 * Every schema of src/api/schemas with valid and invalid samples, and the tolerant parsing that
 * keeps the valid part of a response.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  ALGORITHMS,
  BADGE_THEMES,
  BadgesSchema,
  BannerSchema,
  CHANNELS,
  ChannelSchema,
  CustomAttributeSchema,
  CustomPriceSchema,
  FavoriteNotificationSchema,
  IMAGE_EFFECTS,
  ImageInfoSchema,
  ImageSchema,
  MAX_CART_ITEMS,
  MAX_RECOMMENDATION_LISTS,
  MeasurementSchema,
  NOTIFICATION_NAMES,
  NotificationBodySchemas,
  PriceSchema,
  ProductBadgeSchema,
  ProductGroupSchema,
  ProductPageRequestSettingsSchema,
  ProductPageResultSchema,
  ProductSchema,
  RecListRequestSettingsSchema,
  RecommendationProductListSchema,
  RequestParamsSchema,
  SWATCH_TYPES,
  SourceSchema,
  SponsoredPageRequestSettingsSchema,
  SponsoredPageResultSchema,
  SponsoredProductListSchema,
  SwatchSchema,
  TicketNotificationSchema,
  TOUCHPOINTS,
  TouchpointSchema,
  TypedCustomAttributesSchema,
  USER_CONTEXTS,
  UserContextSchema,
  VIEW_IDS,
  VariantAvailabilityInfoSchema,
  VariantSchema,
  ViewIdSchema,
  VisualizationSchema,
  describeError,
  parseTolerant,
  type ProductInput,
} from '../../../src/api/index.ts';

/** Parses `value` and returns the output, failing the test with the issues when it is invalid. */
function valid<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) expect.fail(`expected valid, got: ${describeError(result.error)}`);
  return result.data as z.output<T>;
}

function invalid(schema: z.ZodMiniType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, `expected ${JSON.stringify(value)} to be invalid`).to.equal(false);
  return result.success ? '' : describeError(result.error);
}

const product = (key: string, extra: Partial<ProductInput> = {}): ProductInput => ({
  key,
  ticket: `t-${key}`,
  ...extra,
});
const group = (key: string, products: unknown[] = [product(key)]) => ({ key, products });

describe('query enums', () => {
  it('accept exactly their values', () => {
    for (const value of TOUCHPOINTS) valid(TouchpointSchema, value);
    for (const value of USER_CONTEXTS) valid(UserContextSchema, value);
    for (const value of CHANNELS) valid(ChannelSchema, value);
    for (const value of VIEW_IDS) valid(ViewIdSchema, value);
    valid(VisualizationSchema, 'GRID');
    invalid(TouchpointSchema, 'TABLET');
    invalid(UserContextSchema, 'personalized');
    invalid(ChannelSchema, 'WAREHOUSE');
    invalid(ViewIdSchema, 'STAGING');
    invalid(VisualizationSchema, 'LIST');
  });
});

describe('Price, Measurement, CustomAttribute, TypedCustomAttributes', () => {
  it('Price needs numeric min and max', () => {
    expect(valid(PriceSchema, { min: 9.5, max: 20 })).to.deep.equal({ min: 9.5, max: 20 });
    invalid(PriceSchema, { min: '9.5', max: 20 });
    invalid(PriceSchema, { min: 9.5 });
  });

  it('Measurement needs amount and unit', () => {
    valid(MeasurementSchema, { amount: 2.5, unit: 'kg' });
    invalid(MeasurementSchema, { amount: 2.5 });
    invalid(MeasurementSchema, { amount: 'heavy', unit: 'kg' });
  });

  it('CustomAttribute needs an id; a null label is absent', () => {
    valid(CustomAttributeSchema, { id: 'red', label: 'Red' });
    expect(valid(CustomAttributeSchema, { id: 'red', label: null }).label).to.equal(undefined);
    invalid(CustomAttributeSchema, { label: 'Red' });
  });

  it('TypedCustomAttributes holds json, lengths and numbers maps', () => {
    valid(TypedCustomAttributesSchema, {
      json: { care: { wash: 30 } },
      lengths: { sleeve: { amount: 60, unit: 'cm' } },
      numbers: { threads: 300 },
    });
    expect(valid(TypedCustomAttributesSchema, {})).to.deep.equal({});
    invalid(TypedCustomAttributesSchema, { numbers: { threads: '300' } });
    invalid(TypedCustomAttributesSchema, { lengths: { sleeve: { amount: 60 } } });
  });
});

describe('ProductBadge and Badges', () => {
  it('accepts every theme; an unknown one keeps the badge as a neutral NONE, reported', () => {
    for (const theme of BADGE_THEMES) valid(ProductBadgeSchema, { label: 'Sale', theme });
    const sparkle = parseTolerant(ProductBadgeSchema, { label: 'Sale', theme: 'SPARKLE' });
    expect(sparkle.success && sparkle.data.theme).to.equal('NONE');
    expect(sparkle.dropped).to.deep.equal([
      {
        path: 'theme',
        message: 'unknown value "SPARKLE" (known: ' + BADGE_THEMES.join(', ') + '), kept as NONE',
        fallback: 'NONE',
      },
    ]);
    invalid(ProductBadgeSchema, { label: 'Sale', theme: 7 });
    invalid(ProductBadgeSchema, { theme: 'SALE' });
  });

  it('Badges default to empty lists and drop an invalid badge', () => {
    expect(valid(BadgesSchema, {})).to.deep.equal({ primary: [], secondary: [] });
    const result = parseTolerant(BadgesSchema, {
      primary: [
        { label: 'New', theme: 'NEW' },
        { label: 'Bad', theme: 42 },
      ],
      secondary: [{ attribute: 'eco', label: 'Eco', theme: 'THEME_1' }],
    });
    expect(result.success).to.equal(true);
    if (!result.success) return;
    expect(result.data.primary.map((badge) => badge.label)).to.deep.equal(['New']);
    expect(result.data.secondary).to.have.length(1);
    expect(result.dropped.map((item) => item.path)).to.deep.equal(['primary[1]']);
  });
});

describe('Source, Image, ImageInfo', () => {
  it('Source needs a url; sizes are whole pixels (12.0 and 400.5 are rounded), null is absent', () => {
    valid(SourceSchema, { url: 'https://img/1.jpg', width: 400, height: 600 });
    expect(valid(SourceSchema, { url: 'u', width: null }).width).to.equal(undefined);
    invalid(SourceSchema, { url: '' });
    invalid(SourceSchema, { width: 400 });
    expect(valid(SourceSchema, { url: 'u', width: 400.5, height: 12.0 })).to.deep.include({
      width: 401,
      height: 12,
    });
    invalid(SourceSchema, { url: 'u', width: '400' });
  });

  it('Image needs sources', () => {
    valid(ImageSchema, {
      alt: 'Shirt',
      caption: 'Front',
      custom: { a: 'b' },
      sources: [{ url: 'u' }],
    });
    invalid(ImageSchema, { alt: 'Shirt' });
    invalid(ImageSchema, { sources: [], custom: { a: 1 } });
  });

  it('ImageInfo effect defaults to NONE; every effect is accepted', () => {
    expect(valid(ImageInfoSchema, {})).to.deep.equal({ effect: 'NONE', images: [] });
    for (const effect of IMAGE_EFFECTS)
      valid(ImageInfoSchema, { effect, images: [], thumbnail: 't' });
    expect(parseTolerant(ImageInfoSchema, { effect: 'ZOOM' })).to.deep.include({
      success: true,
      data: { effect: 'NONE', images: [] },
    });
    invalid(ImageInfoSchema, { effect: 3 });
  });
});

describe('Swatch', () => {
  it('accepts every type and at most three colours', () => {
    for (const type of SWATCH_TYPES) valid(SwatchSchema, { type, colors: [] });
    expect(
      valid(SwatchSchema, { type: 'COLORS', colors: ['#f00', '#0f0', '#00f'] }).colors,
    ).to.have.length(3);
    expect(valid(SwatchSchema, { type: 'GOLD' }).colors).to.deep.equal([]);
    expect(
      invalid(SwatchSchema, { type: 'COLORS', colors: ['#f00', '#0f0', '#00f', '#fff'] }),
    ).to.contain('at most 3');
    // An unknown type keeps the swatch: its colours, without a pattern.
    const rainbow = parseTolerant(SwatchSchema, { type: 'RAINBOW', colors: ['#f00'] });
    expect(rainbow.success && rainbow.data).to.deep.equal({ type: 'COLORS', colors: ['#f00'] });
    expect(rainbow.dropped[0]?.fallback).to.equal('COLORS');
    invalid(SwatchSchema, { type: null });
    invalid(SwatchSchema, { colors: ['#f00'] });
  });
});

describe('VariantAvailabilityInfo, CustomPrice, Variant', () => {
  it('VariantAvailabilityInfo: channel, store key (null when ONLINE), whole stock', () => {
    const online = valid(VariantAvailabilityInfoSchema, {
      channel: 'ONLINE',
      key: null,
      stockNumber: 3,
    });
    expect(online.key).to.equal(undefined);
    expect(online.stockNumber).to.equal(3);
    valid(VariantAvailabilityInfoSchema, { channel: 'STORE', key: 'store-1', stockNumber: 0 });
    invalid(VariantAvailabilityInfoSchema, { channel: 'WAREHOUSE', stockNumber: 3 });
    expect(
      valid(VariantAvailabilityInfoSchema, { channel: 'STORE', key: 's', stockNumber: 1.5 })
        .stockNumber,
      'half a piece in stock is one whole piece less',
    ).to.equal(1);
    invalid(VariantAvailabilityInfoSchema, { channel: 'STORE', key: 's', stockNumber: '1' });
  });

  it('CustomPrice needs id and both prices', () => {
    valid(CustomPriceSchema, { id: 'member', listPrice: 10, sellingPrice: 8 });
    invalid(CustomPriceSchema, { id: 'member', listPrice: 10 });
  });

  it('Variant needs key and ticket; inStock defaults to false', () => {
    const variant = valid(VariantSchema, { key: 'v1', ticket: 't1' });
    expect(variant.inStock).to.equal(false);
    valid(VariantSchema, {
      key: 'v1',
      ticket: 't1',
      label: 'M',
      size: 'M',
      link: '/p/v1',
      inStock: true,
      stockNumber: 4,
      listPrice: 20,
      sellingPrice: 15,
      prices: [{ id: 'member', listPrice: 20, sellingPrice: 12 }],
      availability: [{ channel: 'ONLINE', key: null, stockNumber: 4 }],
      custom: { color: [{ id: 'red', label: 'Red' }] },
      typedCustom: { numbers: { threads: 3 } },
      weight: { amount: 1, unit: 'kg' },
    });
    invalid(VariantSchema, { key: 'v1' });
    invalid(VariantSchema, { key: '', ticket: 't1' });
  });
});

describe('Product and ProductGroup', () => {
  it('Product needs key and ticket and fills defaults', () => {
    const parsed = valid(ProductSchema, product('p1'));
    expect(parsed.inStock).to.equal(false);
    expect(parsed.sponsored).to.equal(false);
    expect(parsed.notifyImpression).to.equal(false);
    expect(parsed.variants).to.deep.equal([]);
    invalid(ProductSchema, { key: 'p1' });
    invalid(ProductSchema, { ticket: 't' });
    invalid(ProductSchema, 'p1');
  });

  it('Product "undefined if …" members accept null as absent', () => {
    const parsed = valid(ProductSchema, {
      ...product('p1'),
      description: null,
      rating: null,
      weight: null,
    });
    expect(parsed.description).to.equal(undefined);
    expect(parsed.rating).to.equal(undefined);
    expect(parsed.weight).to.equal(undefined);
  });

  it('Product keeps a full card', () => {
    const parsed = valid(ProductSchema, {
      ...product('p1'),
      name: 'Shirt',
      brand: 'Acme',
      link: '/p/p1',
      inStock: true,
      listPrice: { min: 20, max: 30 },
      sellingPrice: { min: 15, max: 30 },
      rating: 4.5,
      sponsored: true,
      badges: { primary: [{ label: 'Sale', theme: 'SALE' }], secondary: [] },
      imageInfo: {
        effect: 'SWAP',
        images: [{ sources: [{ url: 'a' }] }, { sources: [{ url: 'b' }] }],
      },
      swatch: { type: 'COLORS', colors: ['#fff'] },
      variants: [{ key: 'v1', ticket: 'tv1' }],
    });
    expect(parsed.sellingPrice).to.deep.equal({ min: 15, max: 30 });
    expect(parsed.imageInfo?.images).to.have.length(2);
    expect(parsed.variants).to.have.length(1);
  });

  it('ProductGroup needs at least one valid product; remaining defaults to 0', () => {
    expect(valid(ProductGroupSchema, group('g1')).remaining).to.equal(0);
    invalid(ProductGroupSchema, { key: 'g1', products: [] });
    invalid(ProductGroupSchema, { key: 'g1', products: [{ key: 'no-ticket' }] });
    invalid(ProductGroupSchema, { ...group('g1'), remaining: -1 });
    invalid(ProductGroupSchema, { products: [product('p1')] });
  });
});

describe('Banner and lists', () => {
  it('Banner: whole-pixel size (fractions rounded), images with url and ticket', () => {
    valid(BannerSchema, {
      id: 'b1',
      height: 300,
      width: 1200,
      images: [{ url: 'u', link: '/l', ticket: 't' }],
    });
    expect(
      valid(BannerSchema, { id: 'b1', height: 300.5, width: 1200.0, images: [] }),
    ).to.deep.include({ height: 301, width: 1200 });
    invalid(BannerSchema, { id: 'b1', height: -1, width: 1200, images: [] });
    invalid(BannerSchema, { id: 'b1', width: 1200, images: [] });
  });

  it('SponsoredProductList fills visible, visualization and winners', () => {
    const list = valid(SponsoredProductListSchema, {
      id: 'sp',
      algorithm: 'TOP_PRODUCTS',
      impressionTicket: 'imp',
      productGroups: [group('g1')],
    });
    expect(list.visible).to.equal(true);
    expect(list.visualization).to.equal('CAROUSEL');
    expect(list.winners).to.deep.equal([]);
    valid(SponsoredProductListSchema, {
      id: 'sp',
      algorithm: 'TOP_PRODUCTS',
      visible: false,
      productGroups: [],
      winners: ['Acme'],
    });
    const list3d = parseTolerant(SponsoredProductListSchema, {
      id: 'sp',
      algorithm: 'TOP_PRODUCTS',
      visualization: 'LIST_3D',
    });
    expect(list3d.success && list3d.data.visualization).to.equal('CAROUSEL');
    expect(list3d.dropped.map((item) => [item.path, item.fallback])).to.deep.equal([
      ['visualization', 'CAROUSEL'],
    ]);
    invalid(SponsoredProductListSchema, { label: 'no id', algorithm: 'TOP_PRODUCTS' });
    invalid(SponsoredProductListSchema, { id: 'no algorithm' });
  });

  it('RecommendationProductList carries its algorithm; an unknown one is kept as it came', () => {
    for (const algorithm of ALGORITHMS)
      valid(RecommendationProductListSchema, { id: 'r', algorithm });
    const random = parseTolerant(RecommendationProductListSchema, { id: 'r', algorithm: 'RANDOM' });
    expect(random.success && random.data.algorithm).to.equal('RANDOM');
    expect(random.dropped.map((item) => item.fallback)).to.deep.equal(['RANDOM']);
    invalid(RecommendationProductListSchema, { id: 'r' });
    // No boolean: the list shows, the member reported (audit s38a D5).
    const yes = parseTolerant(RecommendationProductListSchema, {
      id: 'r',
      algorithm: 'CART',
      visible: 'yes',
    });
    expect(yes.success && yes.data.visible).to.equal(true);
    expect(yes.dropped.map((item) => item.path)).to.deep.equal(['visible']);
  });
});

describe('ProductPageResult and SponsoredPageResult', () => {
  it('accept empty results', () => {
    expect(valid(ProductPageResultSchema, {})).to.deep.equal({ recommendationLists: [] });
    expect(valid(SponsoredPageResultSchema, {})).to.deep.equal({ banners: [], sponsoredLists: [] });
  });

  it('ProductPageResult keeps group, lists and tickets', () => {
    const parsed = valid(ProductPageResultSchema, {
      productGroup: group('g1'),
      recommendationLists: [{ id: 'alt', algorithm: 'ALTERNATIVES', productGroups: [group('g2')] }],
      tickets: { v1: 't1' },
    });
    expect(parsed.productGroup?.key).to.equal('g1');
    expect(parsed.tickets).to.deep.equal({ v1: 't1' });
    // A tickets map that is not one of strings is dropped and reported; the lists stay.
    const wrongTicket = parseTolerant(ProductPageResultSchema, {
      recommendationLists: [{ id: 'alt', algorithm: 'ALTERNATIVES', productGroups: [group('g2')] }],
      tickets: { v1: 1, v2: 't2' },
    });
    expect(wrongTicket.success).to.equal(true);
    if (wrongTicket.success) {
      expect(wrongTicket.data.tickets).to.equal(undefined);
      expect(wrongTicket.data.recommendationLists).to.have.length(1);
    }
    expect(wrongTicket.dropped.map((item) => item.path)).to.deep.equal(['tickets']);
    // Lists that are not lists read as none, reported (audit s38a D4): the rest is drawn.
    const notAList = parseTolerant(ProductPageResultSchema, { recommendationLists: 'none' });
    expect(notAList.success).to.equal(true);
    if (notAList.success) expect(notAList.data.recommendationLists).to.deep.equal([]);
    expect(notAList.dropped).to.deep.equal([
      { path: 'recommendationLists', message: 'expected array, got string' },
    ]);
  });

  it('SponsoredPageResult keeps banners and lists', () => {
    const parsed = valid(SponsoredPageResultSchema, {
      banners: [{ id: 'b', height: 1, width: 2, images: [] }],
      sponsoredLists: [{ id: 'sp', algorithm: 'TOP_PRODUCTS', productGroups: [group('g1')] }],
    });
    expect(parsed.banners).to.have.length(1);
    expect(parsed.sponsoredLists[0]?.productGroups).to.have.length(1);
    const notAList = parseTolerant(SponsoredPageResultSchema, { banners: {} });
    expect(notAList.success).to.equal(true);
    if (notAList.success) expect(notAList.data.banners).to.deep.equal([]);
    expect(notAList.dropped.map((item) => item.path)).to.deep.equal(['banners']);
  });
});

describe('request bodies', () => {
  it(`RequestParams: at most ${MAX_CART_ITEMS} cart items, strict members`, () => {
    const cart = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    valid(RequestParamsSchema, { cart: cart(MAX_CART_ITEMS), productKey: 'p1' });
    valid(RequestParamsSchema, { cart: [] });
    expect(invalid(RequestParamsSchema, { cart: cart(MAX_CART_ITEMS + 1) })).to.contain(
      'at most 250',
    );
    invalid(RequestParamsSchema, { cart: [''] });
    invalid(RequestParamsSchema, { productKey: '' });
    invalid(RequestParamsSchema, { products: [] });
  });

  it('RecListRequestSettings: id pattern and length', () => {
    valid(RecListRequestSettingsSchema, { id: 'alt-1_A', algorithm: 'ALTERNATIVES' });
    valid(RecListRequestSettingsSchema, { id: 'a'.repeat(20), algorithm: 'UPSELL' });
    invalid(RecListRequestSettingsSchema, { id: 'a'.repeat(21), algorithm: 'UPSELL' });
    invalid(RecListRequestSettingsSchema, { id: '', algorithm: 'UPSELL' });
    invalid(RecListRequestSettingsSchema, { id: 'has space', algorithm: 'UPSELL' });
    invalid(RecListRequestSettingsSchema, { algorithm: 'UPSELL' });
  });

  it('RecListRequestSettings: algorithm enum, limit 1–100, other members', () => {
    for (const algorithm of ALGORITHMS) valid(RecListRequestSettingsSchema, { id: 'l', algorithm });
    invalid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'RANDOM' });
    // Without one, as the official client may send it (audit s38b #4).
    valid(RecListRequestSettingsSchema, { id: 'l' });
    valid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', limit: 1 });
    valid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', limit: 100 });
    for (const limit of [0, 101, 2.5])
      invalid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', limit });
    valid(RecListRequestSettingsSchema, {
      id: 'l',
      algorithm: 'STYLE_WITH',
      label: 'Style with',
      params: { productKey: 'p1', cart: ['v1'] },
      productRules: 'rule incl brand {"Acme"}',
      showMoreLink: '/more',
      sponsoredPositions: [0, 3],
      visualization: 'GRID',
    });
    invalid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', sponsoredPositions: [-1] });
    invalid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', visualization: 'LIST' });
    invalid(RecListRequestSettingsSchema, { id: 'l', algorithm: 'CART', extra: true });
  });

  it(`ProductPageRequestSettings: at most ${MAX_RECOMMENDATION_LISTS} lists, unique ids`, () => {
    const lists = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `l${i}`, algorithm: 'UPSELL' }));
    valid(ProductPageRequestSettingsSchema, {});
    valid(ProductPageRequestSettingsSchema, {
      catalogEntitlement: 'rule incl brand {"Acme"}',
      productGroup: { include: true },
      recommendationLists: lists(MAX_RECOMMENDATION_LISTS),
    });
    expect(
      invalid(ProductPageRequestSettingsSchema, { recommendationLists: lists(11) }),
    ).to.contain('at most 10');
    expect(
      invalid(ProductPageRequestSettingsSchema, {
        recommendationLists: [
          { id: 'same', algorithm: 'UPSELL' },
          { id: 'same', algorithm: 'ALTERNATIVES' },
        ],
      }),
    ).to.contain('unique');
    invalid(ProductPageRequestSettingsSchema, { productGroup: { include: 'yes' } });
    invalid(ProductPageRequestSettingsSchema, { productgroup: { include: true } });
  });

  it('SponsoredPageRequestSettings: an optional catalogEntitlement only', () => {
    valid(SponsoredPageRequestSettingsSchema, {});
    valid(SponsoredPageRequestSettingsSchema, { catalogEntitlement: 'rule excl brand {"Other"}' });
    invalid(SponsoredPageRequestSettingsSchema, { catalogEntitlement: 3 });
    invalid(SponsoredPageRequestSettingsSchema, { pageReference: '/' });
  });
});

describe('notification bodies', () => {
  it('ticket notifications need one non-empty ticket', () => {
    valid(TicketNotificationSchema, { ticket: 'abc' });
    invalid(TicketNotificationSchema, { ticket: '' });
    invalid(TicketNotificationSchema, {});
    invalid(TicketNotificationSchema, { ticket: 'abc', productKey: 'p' });
  });

  it('favourite notifications take a product key or a variant key, not both', () => {
    valid(FavoriteNotificationSchema, { productKey: 'p1' });
    valid(FavoriteNotificationSchema, { variantKey: 'v1' });
    invalid(FavoriteNotificationSchema, { productKey: 'p1', variantKey: 'v1' });
    invalid(FavoriteNotificationSchema, { productKey: '' });
    invalid(FavoriteNotificationSchema, {});
  });

  it('every notification has its body schema; end has none', () => {
    expect(Object.keys(NotificationBodySchemas).sort()).to.deep.equal(
      [...NOTIFICATION_NAMES].sort(),
    );
    expect(NotificationBodySchemas.end).to.equal(null);
    valid(NotificationBodySchemas['add-to-cart'], { ticket: 't' });
    valid(NotificationBodySchemas['remove-favorite'], { variantKey: 'v' });
    invalid(NotificationBodySchemas['ad-impression'], { productKey: 'p' });
  });
});

describe('tolerant parsing', () => {
  it('drops an invalid product inside a list, reports its path and keeps the rest', () => {
    const result = parseTolerant(ProductPageResultSchema, {
      recommendationLists: [
        {
          id: 'alt',
          algorithm: 'ALTERNATIVES',
          productGroups: [
            group('g1', [
              product('p1'),
              { key: 'p2', sellingPrice: { min: 1, max: 2 } },
              product('p3'),
            ]),
            group('g2'),
          ],
        },
      ],
    });
    expect(result.success).to.equal(true);
    if (!result.success) return;
    const groups = result.data.recommendationLists[0]?.productGroups ?? [];
    expect(groups.map((g) => g.key)).to.deep.equal(['g1', 'g2']);
    expect(groups[0]?.products.map((p) => p.key)).to.deep.equal(['p1', 'p3']);
    expect(result.dropped).to.have.length(1);
    expect(result.dropped[0]?.path).to.equal('recommendationLists[0].productGroups[0].products[1]');
    expect(result.dropped[0]?.message).to.contain('ticket');
  });

  it('drops a group whose products are all invalid, and an invalid optional member', () => {
    const result = parseTolerant(SponsoredPageResultSchema, {
      sponsoredLists: [
        {
          id: 'sp',
          algorithm: 'TOP_PRODUCTS',
          productGroups: [
            group('bad', [{ key: 'x' }]),
            group('good', [product('p1', { listPrice: { min: 'x' } })]),
          ],
        },
      ],
    });
    expect(result.success).to.equal(true);
    if (!result.success) return;
    const list = result.data.sponsoredLists[0];
    expect(list?.productGroups.map((g) => g.key)).to.deep.equal(['good']);
    expect(list?.productGroups[0]?.products[0]?.listPrice).to.equal(undefined);
    expect(result.dropped.map((item) => item.path)).to.deep.equal([
      'sponsoredLists[0].productGroups[0].products[0]',
      'sponsoredLists[0].productGroups[0]',
      'sponsoredLists[0].productGroups[1].products[0].listPrice',
    ]);
  });

  it('parses null for "undefined if …" members as absent', () => {
    const result = parseTolerant(ProductPageResultSchema, {
      productGroup: group('g1', [
        product('p1', {
          description: null,
          imageInfo: { images: [], thumbnail: null },
        } as Partial<ProductInput>),
      ]),
      tickets: null,
    });
    expect(result.success).to.equal(true);
    if (!result.success) return;
    const main = result.data.productGroup?.products[0];
    expect(main?.description).to.equal(undefined);
    expect(main?.imageInfo?.effect).to.equal('NONE');
    expect(main?.imageInfo?.thumbnail).to.equal(undefined);
    expect(result.data.tickets).to.equal(undefined);
    expect(result.dropped).to.deep.equal([]);
  });

  it('fails on an unusable whole', () => {
    for (const whole of ['a string', 42, null, []]) {
      const result = parseTolerant(SponsoredPageResultSchema, whole);
      expect(result.success, JSON.stringify(whole)).to.equal(false);
      if (!result.success) expect(result.message).to.match(/expected object/);
    }
  });

  it('starts every parse with an empty report', () => {
    parseTolerant(BadgesSchema, { primary: [{ label: 'x', theme: 'NOPE' }] });
    const second = parseTolerant(BadgesSchema, { primary: [] });
    expect(second.dropped).to.deep.equal([]);
  });
});
