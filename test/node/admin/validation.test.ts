import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  validateNavigationContainer,
  validatePageContainer,
  type ValidationResult,
} from '../../../src/api/schemas/admin.ts';
import { richNavigationContainer, richPageContainer } from './fixtures.ts';

type Mutate = (c: any) => void;
type Case = [name: string, mutate: Mutate, path: string, rule: RegExp];

const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
const long = (n: number, ch = 'a') => ch.repeat(n);

function assertError(result: ValidationResult<unknown>, path: string, rule: RegExp): void {
  assert.equal(result.success, false, 'expected the container to be invalid');
  if (result.success) return;
  const found = result.errors.some((error) => error.path === path && rule.test(error.rule));
  assert.ok(
    found,
    `expected "${path}: ${rule}" among\n${result.errors.map((e) => `  ${e.path}: ${e.rule}`).join('\n')}`,
  );
}

function runCases(
  cases: Case[],
  base: () => unknown,
  validate: (value: unknown) => ValidationResult<unknown>,
) {
  for (const [name, mutate, path, rule] of cases) {
    it(name, () => {
      const container = base();
      mutate(container);
      assertError(validate(container), path, rule);
    });
  }
}

const page = (c: any) => c.addOrUpdate[0];
const primary = (c: any) => c.addOrUpdate[0].primaryList;
const slices = (c: any) => c.addOrUpdate[0].primaryList.pageSliceInfo.slices;

describe('page container validation', () => {
  it('accepts a container using every member', () => {
    const result = validatePageContainer(richPageContainer());
    assert.deepEqual(result.success ? [] : result.errors, []);
  });

  it('accepts the smallest container', () => {
    assert.equal(validatePageContainer({ market: 'SE', type: 'FULL' }).success, true);
  });

  it('reports every error, with paths, not only the first', () => {
    const container: any = richPageContainer();
    container.market = '';
    page(container).recLists[0].limit = 0;
    container.addOrUpdate[1].banners = [{ id: 'b', type: 'IMAGE', height: 1 }];
    const result = validatePageContainer(container);
    assertError(result, 'market', /needs at least 1 character/);
    assertError(result, 'addOrUpdate[0].recLists[0].limit', /must be at least 1/);
    assertError(result, 'addOrUpdate[1].banners[0].width', /is required/);
  });

  it('rejects what is not an object', () => {
    assertError(validatePageContainer('pages'), '', /expected object, got string/);
  });

  const cases: Case[] = [
    ['market is required', (c) => delete c.market, 'market', /is required/],
    [
      'market is 1 to 20 characters',
      (c) => (c.market = long(21)),
      'market',
      /at most 20 characters/,
    ],
    ['market is not empty', (c) => (c.market = ''), 'market', /at least 1 character/],
    ['type is required', (c) => delete c.type, 'type', /is required/],
    [
      'type is FULL or PARTIAL',
      (c) => (c.type = 'FORCE'),
      'type',
      /expected one of "FULL", "PARTIAL"/,
    ],
    [
      'at most 3000 pages',
      (c) => (c.addOrUpdate = times(3001, (i) => ({ id: `p${i}` }))),
      'addOrUpdate',
      /at most 3000 items/,
    ],
    ['unknown members are refused', (c) => (c.pages = []), '', /unknown member pages/],
    [
      'previewOnly needs type PARTIAL',
      (c) => ((c.type = 'FULL'), (c.previewOnly = true)),
      'previewOnly',
      /requires type PARTIAL/,
    ],
    [
      'previewOnly allows no removals',
      (c) => ((c.previewOnly = true), (c.remove = ['old'])),
      'remove',
      /not allowed with previewOnly/,
    ],
    ['remove holds page ids', (c) => (c.remove = ['a b']), 'remove[0]', /must match/],
    // Page
    ['page id is required', (c) => delete page(c).id, 'addOrUpdate[0].id', /is required/],
    [
      'page id is at most 200 characters',
      (c) => (page(c).id = long(201)),
      'addOrUpdate[0].id',
      /at most 200 characters/,
    ],
    ['page id is not empty', (c) => (page(c).id = ''), 'addOrUpdate[0].id', /at least 1 character/],
    [
      'page id is alphanumerics, / and -',
      (c) => (page(c).id = 'women_shoes'),
      'addOrUpdate[0].id',
      /must match/,
    ],
    [
      'page ids are unique',
      (c) => (c.addOrUpdate[1].id = 'women/shoes'),
      'addOrUpdate[1].id',
      /must be unique/,
    ],
    [
      'unknown page members are refused',
      (c) => (page(c).title = 'x'),
      'addOrUpdate[0]',
      /unknown member title/,
    ],
    // Banners
    [
      'at most 10 banners',
      (c) =>
        (page(c).banners = times(11, (i) => ({ id: `b${i}`, type: 'IMAGE', height: 1, width: 1 }))),
      'addOrUpdate[0].banners',
      /at most 10 items/,
    ],
    [
      'banner id is at most 20 characters',
      (c) => (page(c).banners[0].id = long(21)),
      'addOrUpdate[0].banners[0].id',
      /at most 20 characters/,
    ],
    [
      'banner id pattern',
      (c) => (page(c).banners[0].id = 'hero/1'),
      'addOrUpdate[0].banners[0].id',
      /must match/,
    ],
    [
      'banner type is IMAGE',
      (c) => (page(c).banners[0].type = 'VIDEO'),
      'addOrUpdate[0].banners[0].type',
      /expected one of "IMAGE"/,
    ],
    [
      'banner height is an integer',
      (c) => (page(c).banners[0].height = 1.5),
      'addOrUpdate[0].banners[0].height',
      /must be an integer/,
    ],
    [
      'banner width is required',
      (c) => delete page(c).banners[0].width,
      'addOrUpdate[0].banners[0].width',
      /is required/,
    ],
    [
      'banner ids are unique per page',
      (c) => page(c).banners.push({ ...page(c).banners[0] }),
      'addOrUpdate[0].banners[1].id',
      /must be unique/,
    ],
    // Rec lists
    [
      'at most 10 recommendation lists',
      (c) => (page(c).recLists = times(11, (i) => ({ id: `r${i}` }))),
      'addOrUpdate[0].recLists',
      /at most 10 items/,
    ],
    [
      'rec list id is required',
      (c) => delete page(c).recLists[0].id,
      'addOrUpdate[0].recLists[0].id',
      /is required/,
    ],
    [
      'rec list id pattern',
      (c) => (page(c).recLists[0].id = 'top list'),
      'addOrUpdate[0].recLists[0].id',
      /must match/,
    ],
    [
      'rec list algorithm enum',
      (c) => (page(c).recLists[0].algorithm = 'CART'),
      'addOrUpdate[0].recLists[0].algorithm',
      /expected one of "TOP_PRODUCTS"/,
    ],
    [
      'rec list limit at least 1',
      (c) => (page(c).recLists[0].limit = 0),
      'addOrUpdate[0].recLists[0].limit',
      /must be at least 1/,
    ],
    [
      'rec list limit at most 100',
      (c) => (page(c).recLists[0].limit = 101),
      'addOrUpdate[0].recLists[0].limit',
      /must be at most 100/,
    ],
    [
      'rec list limit is an integer',
      (c) => (page(c).recLists[0].limit = 2.5),
      'addOrUpdate[0].recLists[0].limit',
      /must be an integer/,
    ],
    [
      'rec list rules are valid',
      (c) => (page(c).recLists[0].rules = 'rule incl brand'),
      'addOrUpdate[0].recLists[0].rules',
      /invalid rule: expected "\{"/,
    ],
    [
      'rec list ids are unique per page',
      (c) => (page(c).recLists[1].id = 'top'),
      'addOrUpdate[0].recLists[1].id',
      /must be unique/,
    ],
    // Sponsored lists
    [
      'at most 10 sponsored lists',
      (c) => (page(c).sponsoredLists = times(11, (i) => ({ id: `s${i}` }))),
      'addOrUpdate[0].sponsoredLists',
      /at most 10 items/,
    ],
    [
      'sponsored list id pattern',
      (c) => (page(c).sponsoredLists[0].id = 'sp.1'),
      'addOrUpdate[0].sponsoredLists[0].id',
      /must match/,
    ],
    [
      'sponsored list category not empty',
      (c) => (page(c).sponsoredLists[0].category = ''),
      'addOrUpdate[0].sponsoredLists[0].category',
      /at least 1 character/,
    ],
    [
      'sponsored list category at most 1000',
      (c) => (page(c).sponsoredLists[0].category = long(1001)),
      'addOrUpdate[0].sponsoredLists[0].category',
      /at most 1000 characters/,
    ],
    [
      'sponsored list limit at least 1',
      (c) => (page(c).sponsoredLists[0].limit = 0),
      'addOrUpdate[0].sponsoredLists[0].limit',
      /must be at least 1/,
    ],
    [
      'sponsored list limit at most 100',
      (c) => (page(c).sponsoredLists[0].limit = 101),
      'addOrUpdate[0].sponsoredLists[0].limit',
      /must be at most 100/,
    ],
    [
      'sponsored list ids are unique per page',
      (c) => (page(c).sponsoredLists[1].id = 'sp1'),
      'addOrUpdate[0].sponsoredLists[1].id',
      /must be unique/,
    ],
    // Custom data, headings, paths, category override
    [
      'custom data keys: alphanumerics, - and _',
      (c) => (page(c).customData['sv-SE']['hero color'] = 'x'),
      'addOrUpdate[0].customData.sv-SE.hero color',
      /key must match/,
    ],
    [
      'custom data: at most 200 keys per locale',
      (c) => (page(c).customData['sv-SE'] = Object.fromEntries(times(201, (i) => [`k${i}`, '']))),
      'addOrUpdate[0].customData.sv-SE',
      /at most 200 keys/,
    ],
    [
      'custom data: at most 3000 characters per locale',
      (c) => (page(c).customData['en-GB'] = { a: long(1500), b: long(1500) }),
      'addOrUpdate[0].customData.en-GB',
      /at most 3000 characters/,
    ],
    [
      'custom data values are strings',
      (c) => (page(c).customData['sv-SE'].n = 1),
      'addOrUpdate[0].customData.sv-SE.n',
      /expected string, got number/,
    ],
    [
      'headings at most 200 characters',
      (c) => (page(c).headings['sv-SE'] = long(201)),
      'addOrUpdate[0].headings.sv-SE',
      /at most 200 characters/,
    ],
    [
      // Not "expected number, got number" (audit s35 B7).
      'a limit that is not a finite number names what it is',
      (c) => (page(c).recLists[0].limit = Number.NaN),
      'addOrUpdate[0].recLists[0].limit',
      /^must be a finite number, got NaN$/,
    ],
    [
      'paths are strings',
      (c) => (page(c).paths['sv-SE'] = 5),
      'addOrUpdate[0].paths.sv-SE',
      /expected string, got number/,
    ],
    [
      'sponsored category override: at most three levels',
      (c) => (page(c).sponsoredCategoryOverride = ['A > B > C > D']),
      'addOrUpdate[0].sponsoredCategoryOverride[0]',
      /1 to 3 levels separated by " > "/,
    ],
    [
      'sponsored category override: levels separated by " > "',
      (c) => (page(c).sponsoredCategoryOverride = ['Women>Shoes']),
      'addOrUpdate[0].sponsoredCategoryOverride[0]',
      /separated by " > "/,
    ],
    // Primary list and rules
    [
      'primary list: at most 100 pinned',
      (c) => (primary(c).pinned = times(101, (i) => `p${i}`)),
      'addOrUpdate[0].primaryList.pinned',
      /at most 100 items/,
    ],
    [
      'primary list rules are valid',
      (c) => (primary(c).rules = 'incl brand {"a"}'),
      'addOrUpdate[0].primaryList.rules',
      /invalid rule: expected "rule"/,
    ],
    [
      'a handpicked product-key rule comes first',
      (c) => (primary(c).rules = 'rule incl brand {"a"} rule incl product_key {"p1"}'),
      'addOrUpdate[0].primaryList.rules',
      /handpicked product_key rule must come first/,
    ],
    [
      'a handpicked product-key rule holds only product keys',
      (c) => (primary(c).rules = 'rule incl product_key [1, 5]'),
      'addOrUpdate[0].primaryList.rules',
      /holds only quoted product keys/,
    ],
    [
      'at most 100 handpicked product keys',
      (c) =>
        (primary(c).rules = `rule incl product_key {${times(101, (i) => `"p${i}"`).join(', ')}}`),
      'addOrUpdate[0].primaryList.rules',
      /at most 100 handpicked product keys/,
    ],
    [
      'at most 200 values per attribute',
      (c) => (primary(c).rules = `rule incl brand {${times(201, (i) => `"b${i}"`).join(', ')}}`),
      'addOrUpdate[0].primaryList.rules',
      /more than 200 values for "brand"/,
    ],
    // Slices
    [
      'at most 100 slices',
      (c) => (primary(c).pageSliceInfo.slices = times(101, () => ({}))),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices',
      /at most 100 items/,
    ],
    [
      'at most 50 pinned products per slice',
      (c) => (slices(c)[0].pinnedProducts = times(51, (i) => `p${i}`)),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[0].pinnedProducts',
      /at most 50 items/,
    ],
    [
      'slice productSetId not empty',
      (c) => (slices(c)[0].productSetId = ''),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[0].productSetId',
      /at least 1 character/,
    ],
    [
      'slice type enum',
      (c) => (slices(c)[0].type = 'RANDOM'),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[0].type',
      /expected one of "SEQUENTIAL", "POSITIONED"/,
    ],
    [
      'all slices of a page have one type',
      (c) => (slices(c)[1].type = 'SEQUENTIAL'),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[1].type',
      /all slices of a page must have the same type/,
    ],
    [
      'an omitted slice type is SEQUENTIAL',
      (c) => delete slices(c)[1].type,
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[1].type',
      /same type \(the first is POSITIONED\)/,
    ],
    [
      'positions only with POSITIONED',
      (c) => (primary(c).pageSliceInfo.slices = [{ type: 'SEQUENTIAL', positions: [1] }]),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[0].positions',
      /only when type is POSITIONED/,
    ],
    [
      'positions are zero-based',
      (c) => (slices(c)[0].positions = [-1]),
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[0].positions[0]',
      /must be at least 0/,
    ],
    [
      'sponsored slices need limit',
      (c) => delete slices(c)[1].limit,
      'addOrUpdate[0].primaryList.pageSliceInfo.slices[1].limit',
      /required when sponsored/,
    ],
    // Facets, sort orders, images, personalization, keywords
    [
      'facet attribute is required',
      (c) => delete primary(c).facetsOverride.facets[0].attribute,
      'addOrUpdate[0].primaryList.facetsOverride.facets[0].attribute',
      /is required/,
    ],
    [
      'facet sortOrder enum',
      (c) => (primary(c).facetsOverride.facets[0].sortOrder = 'PRICE'),
      'addOrUpdate[0].primaryList.facetsOverride.facets[0].sortOrder',
      /expected one of "RELEVANCE", "ALPHABETIC", "NATURAL"/,
    ],
    [
      'facet visualization enum',
      (c) => (primary(c).facetsOverride.facets[1].visualization = 'SLIDER'),
      'addOrUpdate[0].primaryList.facetsOverride.facets[1].visualization',
      /expected one of "RANGE", "VALUES"/,
    ],
    [
      'sortOrders needs at least one',
      (c) => (primary(c).sortOrderOverride.sortOrders = []),
      'addOrUpdate[0].primaryList.sortOrderOverride.sortOrders',
      /at least 1 item/,
    ],
    [
      'gallerySize at least 1',
      (c) => (primary(c).productImages.gallerySize = 0),
      'addOrUpdate[0].primaryList.productImages.gallerySize',
      /must be at least 1/,
    ],
    [
      'image priority index is an integer',
      (c) => (primary(c).productImages.thumbnailPriority[0].index = 0.5),
      'addOrUpdate[0].primaryList.productImages.thumbnailPriority[0].index',
      /must be an integer/,
    ],
    [
      'personalization flags are booleans',
      (c) => (primary(c).personalization.enabled = 'yes'),
      'addOrUpdate[0].primaryList.personalization.enabled',
      /expected boolean, got string/,
    ],
    [
      'keywords per locale are arrays',
      (c) => (primary(c).keywords.additional['sv-SE'] = 'skor'),
      'addOrUpdate[0].primaryList.keywords.additional.sv-SE',
      /expected array, got string/,
    ],
  ];
  runCases(cases, richPageContainer, validatePageContainer);
});

const node = (c: any, i: number) => c.addOrUpdate[i];

describe('navigation container validation', () => {
  it('accepts a tree using every member', () => {
    const result = validateNavigationContainer(richNavigationContainer());
    assert.deepEqual(result.success ? [] : result.errors, []);
  });

  it('accepts, in a PARTIAL import, a parent that only the server has', () => {
    const container: any = richNavigationContainer();
    container.type = 'PARTIAL';
    container.addOrUpdate = [
      { id: 'kids', title: 'Barn', type: 'PAGE', pageId: 'kids', parentId: 'on-server' },
    ];
    container.remove = ['men'];
    const result = validateNavigationContainer(container);
    assert.deepEqual(result.success ? [] : result.errors, []);
  });

  const cases: Case[] = [
    ['locale is required', (c) => delete c.locale, 'locale', /is required/],
    ['market is required', (c) => delete c.market, 'market', /is required/],
    [
      'market is at most 20 characters',
      (c) => (c.market = long(21)),
      'market',
      /at most 20 characters/,
    ],
    [
      'type is PARTIAL, FULL or FORCE',
      (c) => (c.type = 'REPLACE'),
      'type',
      /expected one of "PARTIAL", "FULL", "FORCE"/,
    ],
    [
      'remove only in PARTIAL imports',
      (c) => (c.remove = ['men']),
      'remove',
      /only with type PARTIAL/,
    ],
    ['node id is required', (c) => delete node(c, 0).id, 'addOrUpdate[0].id', /is required/],
    [
      'node id at most 200 characters',
      (c) => (node(c, 4).id = long(201)),
      'addOrUpdate[4].id',
      /at most 200 characters/,
    ],
    ['node id pattern', (c) => (node(c, 4).id = 'men.shoes'), 'addOrUpdate[4].id', /must match/],
    [
      'node ids are unique',
      (c) => (node(c, 4).id = 'women'),
      'addOrUpdate[4].id',
      /must be unique/,
    ],
    ['title is required', (c) => delete node(c, 0).title, 'addOrUpdate[0].title', /is required/],
    [
      'title not empty',
      (c) => (node(c, 0).title = ''),
      'addOrUpdate[0].title',
      /at least 1 character/,
    ],
    [
      'title at most 200 characters',
      (c) => (node(c, 0).title = long(201)),
      'addOrUpdate[0].title',
      /at most 200 characters/,
    ],
    [
      'node type enum',
      (c) => (node(c, 0).type = 'MENU'),
      'addOrUpdate[0].type',
      /expected one of "PAGE", "LABEL", "LINK"/,
    ],
    [
      'PAGE nodes need pageId',
      (c) => delete node(c, 0).pageId,
      'addOrUpdate[0].pageId',
      /required for PAGE nodes/,
    ],
    [
      'pageId at most 200 characters',
      (c) => (node(c, 0).pageId = long(201)),
      'addOrUpdate[0].pageId',
      /at most 200 characters/,
    ],
    [
      'LINK nodes need url',
      (c) => delete node(c, 2).url,
      'addOrUpdate[2].url',
      /required for LINK nodes/,
    ],
    [
      'url at most 200 characters',
      (c) => (node(c, 2).url = long(201)),
      'addOrUpdate[2].url',
      /at most 200 characters/,
    ],
    [
      'parentId pattern',
      (c) => (node(c, 1).parentId = 'wom en'),
      'addOrUpdate[1].parentId',
      /must match/,
    ],
    [
      'parentId exists in the tree',
      (c) => (node(c, 1).parentId = 'kids'),
      'addOrUpdate[1].parentId',
      /refers to no node/,
    ],
    [
      'only PAGE nodes are parents',
      (c) => (node(c, 3).parentId = 'women_sale'),
      'addOrUpdate[3].parentId',
      /must refer to a PAGE node/,
    ],
    [
      'no cycles',
      (c) => (node(c, 0).parentId = 'women/shoes'),
      'addOrUpdate[0].parentId',
      /forms a cycle/,
    ],
    [
      'no node is its own parent',
      (c) => (node(c, 4).parentId = 'men'),
      'addOrUpdate[4].parentId',
      /forms a cycle/,
    ],
    [
      'custom data at most 1000 characters',
      (c) => (node(c, 1).customData = { a: long(1000) }),
      'addOrUpdate[1].customData',
      /at most 1000 characters/,
    ],
    [
      'custom data at most 50 keys',
      (c) => (node(c, 1).customData = Object.fromEntries(times(51, (i) => [`k${i}`, 'v']))),
      'addOrUpdate[1].customData',
      /at most 50 keys/,
    ],
    [
      'custom data key characters',
      (c) => (node(c, 1).customData = { 'a.b': 'x' }),
      'addOrUpdate[1].customData.a.b',
      /key must match/,
    ],
    [
      'iconPath not empty',
      (c) => (node(c, 1).iconPath = ''),
      'addOrUpdate[1].iconPath',
      /at least 1 character/,
    ],
    [
      'iconPath at most 500 characters',
      (c) => (node(c, 1).iconPath = long(501)),
      'addOrUpdate[1].iconPath',
      /at most 500 characters/,
    ],
  ];
  runCases(cases, richNavigationContainer, validateNavigationContainer);
});
