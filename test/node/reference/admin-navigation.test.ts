/** A2/A3: navigation import semantics (PARTIAL, FULL, FORCE) and export order. */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { validateNavigationContainer } from '../../../src/api/schemas/admin.ts';
import { startAdmin, type Admin } from './admin-helpers.ts';

interface Node {
  id: string;
  title: string;
  type: string;
  parentId?: string;
  pageId?: string;
  url?: string;
}

let admin: Admin;
let close: () => Promise<void>;
beforeEach(async () => {
  const started = await startAdmin();
  admin = started.admin;
  close = () => started.server.close();
});
afterEach(() => close());

async function tree(includeAppNodes = false, locale = 'sv-SE'): Promise<Node[]> {
  const reply = await admin.exportNavigation({ locale, includeAppNodes: String(includeAppNodes) });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.type, 'FULL');
  const valid = validateNavigationContainer(reply.body);
  assert.ok(valid.success, JSON.stringify(!valid.success && valid.errors));
  return reply.body.addOrUpdate as Node[];
}

const ids = (nodes: Node[]) => nodes.map((node) => node.id);
const childrenOf = (nodes: Node[], parent: string | undefined) =>
  nodes.filter((node) => node.parentId === parent).map((node) => node.id);

async function importNav(type: string, addOrUpdate: Partial<Node>[], remove?: string[]) {
  const reply = await admin.importNavigation({
    market: 'SE',
    locale: 'sv-SE',
    type,
    addOrUpdate,
    ...(remove ? { remove } : {}),
  });
  return reply;
}

const CATEGORY_NODES = [
  'category-shirts',
  'category-t-shirts',
  'category-trousers',
  'category-jackets',
  'category-shoes',
  'category-bags',
  'category-watches',
  'category-sunglasses',
];

describe('navigation export (A3)', () => {
  it('exports the seeded tree in tree order; APP nodes only with includeAppNodes=true', async () => {
    const api = await tree();
    assert.deepEqual(ids(api), [
      'categories',
      ...CATEGORY_NODES,
      'campaign-summer',
      'campaign-summer-new',
      'customer-service',
    ]);
    const shoes = api.find((node) => node.id === 'category-shoes')!;
    assert.deepEqual(shoes, {
      id: 'category-shoes',
      title: 'Skor',
      type: 'PAGE',
      pageId: 'category/shoes',
      parentId: 'categories',
    });
    const all = await tree(true);
    assert.deepEqual(childrenOf(all, 'categories'), [...CATEGORY_NODES, 'app-outlet']);
    assert.deepEqual(childrenOf(all, undefined), [
      'categories',
      'campaign-summer',
      'customer-service',
      'app-gift-cards',
    ]);
    const english = await tree(false, 'en-SE');
    assert.equal(english.find((node) => node.id === 'categories')!.title, 'Categories');
    assert.equal(api.find((node) => node.id === 'categories')!.title, 'Kategorier');
  });
});

describe('navigation import (A2)', () => {
  it('PARTIAL adds and updates by id, and places new siblings in order of appearance', async () => {
    const reply = await importNav('PARTIAL', [
      {
        id: 'category-shoes',
        title: 'Alla skor',
        type: 'PAGE',
        pageId: 'category/shoes',
        parentId: 'categories',
      },
      {
        id: 'sneakers',
        title: 'Sneakers',
        type: 'PAGE',
        pageId: 'category/shoes',
        parentId: 'category-shoes',
      },
      {
        id: 'boots',
        title: 'Kängor',
        type: 'PAGE',
        pageId: 'category/shoes',
        parentId: 'category-shoes',
      },
    ]);
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    const nodes = await tree();
    assert.equal(nodes.find((node) => node.id === 'category-shoes')!.title, 'Alla skor');
    assert.deepEqual(childrenOf(nodes, 'categories'), CATEGORY_NODES, 'position kept');
    assert.deepEqual(childrenOf(nodes, 'category-shoes'), ['sneakers', 'boots']);
    const at = ids(nodes).indexOf('category-shoes');
    assert.deepEqual(ids(nodes).slice(at, at + 4), [
      'category-shoes',
      'sneakers',
      'boots',
      'category-bags',
    ]);
  });

  it('PARTIAL reorders the siblings it names; the others keep their relative positions', async () => {
    const node = (id: string) => ({
      id,
      title: id,
      type: 'PAGE',
      pageId: id,
      parentId: 'categories',
    });
    const reply = await importNav('PARTIAL', [node('category-watches'), node('category-jackets')]);
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    const all = await tree(true);
    assert.deepEqual(childrenOf(all, 'categories'), [
      'category-shirts',
      'category-t-shirts',
      'category-trousers',
      'category-watches',
      'category-jackets',
      'category-shoes',
      'category-bags',
      'category-sunglasses',
      'app-outlet',
    ]);
  });

  it('a node that moves takes its children along; removing a parent removes its descendants', async () => {
    assert.equal(
      (
        await importNav('PARTIAL', [
          {
            id: 'sneakers',
            title: 'Sneakers',
            type: 'PAGE',
            pageId: 'x',
            parentId: 'category-shoes',
          },
        ])
      ).status,
      204,
    );
    const moved = await importNav('PARTIAL', [
      {
        id: 'category-shoes',
        title: 'Skor',
        type: 'PAGE',
        pageId: 'category/shoes',
        parentId: 'campaign-summer',
      },
    ]);
    assert.equal(moved.status, 204, JSON.stringify(moved.body));
    let nodes = await tree();
    assert.deepEqual(childrenOf(nodes, 'campaign-summer'), [
      'campaign-summer-new',
      'category-shoes',
    ]);
    assert.deepEqual(childrenOf(nodes, 'category-shoes'), ['sneakers']);
    assert.ok(ids(nodes).indexOf('sneakers') > ids(nodes).indexOf('category-shoes'));

    assert.equal((await importNav('PARTIAL', [], ['campaign-summer', 'no-such-node'])).status, 204);
    nodes = await tree(true);
    for (const id of ['campaign-summer', 'campaign-summer-new', 'category-shoes', 'sneakers'])
      assert.ok(!ids(nodes).includes(id), `${id} removed`);
    assert.ok(ids(nodes).includes('category-bags'));
    assert.equal((await importNav('PARTIAL', [], ['categories'])).status, 204);
    nodes = await tree(true);
    assert.deepEqual(ids(nodes), ['customer-service', 'app-gift-cards'], 'app nodes under it too');
  });

  it('PARTIAL rejects a parent that does not exist and a cycle with the stored tree (400, nothing changed)', async () => {
    const before = await tree(true);
    const missing = await importNav('PARTIAL', [
      { id: 'orphan', title: 'O', type: 'PAGE', pageId: 'x', parentId: 'nowhere' },
    ]);
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /addOrUpdate\[0\]\.parentId: no node "nowhere"/);
    const cycle = await importNav('PARTIAL', [
      { id: 'categories', title: 'K', type: 'PAGE', pageId: 'home', parentId: 'category-shoes' },
    ]);
    assert.equal(cycle.status, 400);
    assert.match(cycle.body.message, /addOrUpdate\[0\]\.parentId: makes a cycle/);
    assert.deepEqual(await tree(true), before);
  });

  it('FULL replaces the API nodes and keeps the APP nodes in their places', async () => {
    const reply = await importNav('FULL', [
      { id: 'categories', title: 'Sortiment', type: 'PAGE', pageId: 'home' },
      {
        id: 'category-bags',
        title: 'Väskor',
        type: 'PAGE',
        pageId: 'category/bags',
        parentId: 'categories',
      },
      {
        id: 'category-shoes',
        title: 'Skor',
        type: 'PAGE',
        pageId: 'category/shoes',
        parentId: 'categories',
      },
      { id: 'sale', title: 'Rea', type: 'LINK', url: '/sv-se/rea' },
    ]);
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    assert.deepEqual(ids(await tree()), ['categories', 'category-bags', 'category-shoes', 'sale']);
    const all = await tree(true);
    assert.deepEqual(childrenOf(all, 'categories'), [
      'category-bags',
      'category-shoes',
      'app-outlet',
    ]);
    // An APP node follows the nodes that preceded it before; new nodes come after it.
    assert.deepEqual(childrenOf(all, undefined), ['categories', 'app-gift-cards', 'sale']);

    // Without the parent of an APP node, it moves up to the nearest retained ancestor (the top).
    assert.equal(
      (await importNav('FULL', [{ id: 'sale', title: 'Rea', type: 'LINK', url: '/rea' }])).status,
      204,
    );
    assert.deepEqual(ids(await tree(true)), ['app-outlet', 'app-gift-cards', 'sale']);
  });

  it('FORCE replaces every node, APP nodes too', async () => {
    const reply = await importNav('FORCE', [
      { id: 'start', title: 'Start', type: 'PAGE', pageId: 'home' },
      { id: 'start-label', title: 'Ny', type: 'LABEL', parentId: 'start' },
    ]);
    assert.equal(reply.status, 204, JSON.stringify(reply.body));
    assert.deepEqual(ids(await tree(true)), ['start', 'start-label']);
    // Other locales keep their own tree.
    assert.ok(ids(await tree(false, 'en-SE')).includes('categories'));
  });
});
