import type { NavigationContainer, PageContainer } from '../../../src/api/schemas/admin.ts';

/** A page container using every member, valid. */
export function richPageContainer(): PageContainer {
  return {
    market: 'SE',
    type: 'PARTIAL',
    previewOnly: false,
    addOrUpdate: [
      {
        id: 'women/shoes',
        banners: [{ id: 'hero_1', type: 'IMAGE', height: 300, width: 1200 }],
        customData: { 'sv-SE': { theme: 'summer', 'hero-color': '#fff' } },
        headings: { 'sv-SE': 'Skor', 'en-GB': 'Shoes' },
        paths: { 'sv-SE': '/dam/skor', 'en-GB': '/women/shoes' },
        primaryList: {
          blocked: ['p9'],
          pinned: ['p1', 'p2'],
          facetsOverride: {
            enabled: true,
            templateId: 'default',
            facets: [
              { attribute: 'brand', sortOrder: 'ALPHABETIC', useDefaults: false },
              { attribute: 'custom.size', visualization: 'RANGE', unit: 'cm' },
            ],
          },
          keywords: { additional: { 'sv-SE': ['skor'] }, enabled: true, headingAsKeyword: true },
          pageSliceInfo: {
            inherit: true,
            slices: [
              { type: 'POSITIONED', positions: [0, 4], productSetId: 'set-1', limit: 2 },
              { type: 'POSITIONED', sponsored: true, limit: 1, pinnedProducts: ['p3'] },
            ],
          },
          personalization: { enabled: true, personalization: false },
          productImages: {
            enabled: true,
            gallerySize: 3,
            hoverEffect: 'SWAP',
            thumbnailPriority: [{ existsOnServer: true, index: 0, type: 'FRONT' }],
          },
          restrictChildRules: true,
          rules:
            'rule incl product_key {"p1", "p2"} rule incl brand {"Nordvik"} excl color {"red"}',
          sortOrderOverride: { enabled: true, sortOrders: ['PRICE_ASCENDING'] },
        },
        recLists: [
          { id: 'top', algorithm: 'TOP_PRODUCTS', limit: 10, rules: 'rule incl newness 30d' },
          { id: 'new-in', algorithm: 'NEWEST_PRODUCTS', pinned: ['p4'], blocked: ['p5'] },
        ],
        sponsoredCategoryOverride: ['Women > Shoes > Sneakers', 'Women'],
        sponsoredLists: [{ id: 'sp1', category: 'Women > Shoes', limit: 8 }, { id: 'sp2' }],
      },
      { id: 'men' },
    ],
  };
}

export function richNavigationContainer(): NavigationContainer {
  return {
    market: 'SE',
    locale: 'sv-SE',
    type: 'FULL',
    addOrUpdate: [
      { id: 'women', title: 'Dam', type: 'PAGE', pageId: 'women', parentId: null },
      {
        id: 'women/shoes',
        title: 'Skor',
        type: 'PAGE',
        pageId: 'women/shoes',
        parentId: 'women',
        iconPath: '/icons/shoe.svg',
        customData: { badge: 'new' },
      },
      { id: 'women_sale', title: 'Rea', type: 'LINK', url: '/rea', parentId: 'women' },
      { id: 'women-label', title: 'Nyheter varje vecka', type: 'LABEL', parentId: 'women/shoes' },
      { id: 'men', title: 'Herr', type: 'PAGE', pageId: 'men' },
    ],
  };
}
