/**
 * The navigation store of the reference server: one tree per market and locale
 * (product-discovery-api.md, "NavigationContainer", "NavigationNode", A2 and A3).
 *
 * Every node remembers its origin: `API` for nodes imported through A2, `APP` for nodes "added in
 * the apps" (a few seeded ones here). Imports:
 * - **PARTIAL** amends: `remove` deletes those ids with all their descendants (unknown ids are
 *   ignored), then each node of `addOrUpdate` is added or replaces the node with its id (a node
 *   keeps its origin and its children; a node whose `parentId` changes moves with its subtree).
 *   Siblings named in one import take the order of appearance; the retained siblings keep their
 *   relative order, and the imported ones go where the first of them already stood (new ones
 *   only: at the end).
 * - **FULL** replaces all API nodes by the import and keeps the APP nodes, each under its nearest
 *   retained ancestor (or at the top), after the siblings that preceded it in the old tree order.
 * - **FORCE** replaces all nodes.
 * A `parentId` must name a node of the resulting tree, and the tree must have no cycle (else 400).
 */
import {
  ADMIN_LIMITS,
  type NavigationContainer,
  type NavigationNode,
} from '../api/schemas/admin.ts';
import type { Catalog } from './catalog.ts';
import { CATEGORIES, langOf, type Localized } from './vocabulary.ts';

export type { NavigationContainer, NavigationNode };
export type NodeOrigin = 'API' | 'APP';

interface StoredNode {
  node: NavigationNode;
  parent: string | null;
  origin: NodeOrigin;
}

/** A rejected import: `path` is the member of the container at fault. */
export class NavigationError extends Error {}

const ROOT = null;

class Tree {
  readonly nodes = new Map<string, StoredNode>();
  readonly children = new Map<string | null, string[]>();

  kids(parent: string | null): string[] {
    let list = this.children.get(parent);
    if (!list) this.children.set(parent, (list = []));
    return list;
  }

  clone(): Tree {
    const tree = new Tree();
    for (const [id, stored] of this.nodes) tree.nodes.set(id, { ...stored });
    for (const [parent, list] of this.children) tree.children.set(parent, [...list]);
    return tree;
  }

  detach(id: string): void {
    const stored = this.nodes.get(id);
    if (!stored) return;
    const list = this.kids(stored.parent);
    const index = list.indexOf(id);
    if (index >= 0) list.splice(index, 1);
  }

  /** Removes the node and its descendants (iteratively: trees can be deep until checked). */
  removeSubtree(id: string): void {
    if (!this.nodes.has(id)) return;
    this.detach(id);
    for (const stack = [id]; stack.length;) {
      const at = stack.pop() as string;
      stack.push(...(this.children.get(at) ?? []));
      this.nodes.delete(at);
      this.children.delete(at);
    }
  }

  /** Tree order: parents before children, siblings in order (iteratively, with a stack). */
  ordered(keep: (stored: StoredNode) => boolean = () => true): StoredNode[] {
    const out: StoredNode[] = [];
    const stack = [...(this.children.get(ROOT) ?? [])].reverse();
    while (stack.length) {
      const stored = this.nodes.get(stack.pop() as string) as StoredNode;
      if (!keep(stored)) continue;
      out.push(stored);
      const kids = this.children.get(stored.node.id) ?? [];
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as string);
    }
    return out;
  }

  /**
   * Each node's level (top level = 1), walking down from the top; a node left out is in or under
   * a cycle. Linear and iterative.
   */
  levels(): Map<string, number> {
    const levels = new Map<string, number>();
    const queue: [string, number][] = (this.children.get(ROOT) ?? []).map((id) => [id, 1]);
    for (let i = 0; i < queue.length; i++) {
      const [id, level] = queue[i] as [string, number];
      if (levels.has(id)) continue;
      levels.set(id, level);
      for (const child of this.children.get(id) ?? []) queue.push([child, level + 1]);
    }
    return levels;
  }
}

function parentOf(node: NavigationNode): string | null {
  return node.parentId ?? null;
}

function stripNode(node: NavigationNode): NavigationNode {
  const out: NavigationNode = { id: node.id, title: node.title, type: node.type };
  if (node.pageId !== undefined) out.pageId = node.pageId;
  if (node.url !== undefined) out.url = node.url;
  if (node.iconPath !== undefined) out.iconPath = node.iconPath;
  if (node.customData !== undefined) out.customData = { ...node.customData };
  if (node.parentId !== undefined && node.parentId !== null) out.parentId = node.parentId;
  return out;
}

/** Adds the imported nodes of each parent, in order of appearance, at the end of its children. */
function addFresh(tree: Tree, nodes: readonly NavigationNode[]): void {
  for (const node of nodes) {
    tree.nodes.set(node.id, { node: stripNode(node), parent: parentOf(node), origin: 'API' });
    tree.kids(parentOf(node)).push(node.id);
  }
}

/**
 * The rules of the resulting tree: every parent exists, no cycle, at most
 * ADMIN_LIMITS.navigationLevels levels. Linear: one walk down from the top finds every level, and
 * a node it does not reach is in or under a cycle.
 */
function checkTree(tree: Tree, nodes: readonly NavigationNode[]): void {
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  nodes.forEach((node, i) => {
    const parent = parentOf(node);
    if (parent !== null && !tree.nodes.has(parent))
      throw new NavigationError(
        `addOrUpdate[${i}].parentId: no node "${parent}" in the navigation or the import`,
      );
  });
  const levels = tree.levels();
  if (levels.size < tree.nodes.size) {
    const unreached = [...tree.nodes.keys()].find((id) => !levels.has(id)) as string;
    const cycle = cycleAbove(tree, unreached);
    // The stored tree had no cycle, so the import closed this one: blame its first node there.
    const culprit = cycle
      .map((id) => index.get(id))
      .filter((i) => i !== undefined)
      .reduce((a, b) => Math.min(a, b), Infinity);
    const shown = cycle.length > 5 ? [...cycle.slice(0, 5), `… (${cycle.length} nodes)`] : cycle;
    throw new NavigationError(
      `${Number.isFinite(culprit) ? `addOrUpdate[${culprit}].parentId: ` : ''}makes a cycle through "${shown.join('" → "')}"`,
    );
  }
  const max = ADMIN_LIMITS.navigationLevels;
  for (const [id, level] of levels) {
    if (level <= max) continue;
    // The stored tree was within the limit: the import placed this node or an ancestor of it.
    let at: string | null = id;
    while (at !== null && !index.has(at)) at = tree.nodes.get(at)?.parent ?? null;
    const culprit = at === null ? undefined : index.get(at);
    throw new NavigationError(
      `${culprit === undefined ? 'navigation' : `addOrUpdate[${culprit}].parentId`}: puts node "${id}" at level ${level}; a navigation tree has at most ${max} levels`,
    );
  }
}

/** The cycle that following parents up from `id` runs into (its node ids, in order). */
function cycleAbove(tree: Tree, id: string): string[] {
  const seen = new Set<string>();
  let at = id;
  while (!seen.has(at)) {
    seen.add(at);
    at = tree.nodes.get(at)?.parent as string;
  }
  const cycle = [at];
  for (let next = tree.nodes.get(at)?.parent as string; next !== at;) {
    cycle.push(next);
    next = tree.nodes.get(next)?.parent as string;
  }
  return cycle;
}

function applyPartial(old: Tree, container: NavigationContainer): Tree {
  const tree = old.clone();
  for (const id of container.remove ?? []) if (tree.nodes.has(id)) tree.removeSubtree(id);
  const nodes = container.addOrUpdate ?? [];
  const byParent = new Map<string | null, string[]>();
  for (const node of nodes) {
    const list = byParent.get(parentOf(node)) ?? [];
    list.push(node.id);
    byParent.set(parentOf(node), list);
  }
  const before = new Map([...byParent.keys()].map((parent) => [parent, [...tree.kids(parent)]]));
  // Detach every imported node from its stored parent: one pass over each list concerned.
  const imported = new Set(nodes.map((node) => node.id));
  const oldParents = new Set<string | null>();
  for (const node of nodes) {
    const stored = tree.nodes.get(node.id);
    if (stored) oldParents.add(stored.parent);
  }
  for (const parent of oldParents)
    tree.children.set(
      parent,
      tree.kids(parent).filter((id) => !imported.has(id)),
    );
  for (const node of nodes) {
    const existing = tree.nodes.get(node.id);
    tree.nodes.set(node.id, {
      node: stripNode(node),
      parent: parentOf(node),
      origin: existing?.origin ?? 'API',
    });
  }
  for (const [parent, ids] of byParent) {
    const current = tree.kids(parent);
    const snapshot = before.get(parent) ?? [];
    const mine = new Set(ids);
    const first = snapshot.findIndex((id) => mine.has(id));
    const kept = new Set(current);
    const at =
      first < 0 ? current.length : snapshot.slice(0, first).filter((id) => kept.has(id)).length;
    current.splice(at, 0, ...ids);
  }
  checkTree(tree, nodes);
  return tree;
}

function applyFull(old: Tree, container: NavigationContainer, keepApp: boolean): Tree {
  const tree = new Tree();
  const nodes = container.addOrUpdate ?? [];
  addFresh(tree, nodes);
  if (keepApp) {
    const oldOrder = new Map(old.ordered().map((stored, index) => [stored.node.id, index]));
    for (const stored of old.ordered()) {
      if (stored.origin !== 'APP' || tree.nodes.has(stored.node.id)) continue;
      let parent = stored.parent;
      while (parent !== null && !tree.nodes.has(parent))
        parent = old.nodes.get(parent)?.parent ?? null;
      const siblings = tree.kids(parent);
      // After every new sibling that stood before it in the old tree order.
      const own = oldOrder.get(stored.node.id) ?? 0;
      let at = 0;
      siblings.forEach((id, index) => {
        if ((oldOrder.get(id) ?? Infinity) < own) at = index + 1;
      });
      siblings.splice(at, 0, stored.node.id);
      const node = stripNode({ ...stored.node, parentId: parent });
      tree.nodes.set(node.id, { node, parent, origin: 'APP' });
    }
  }
  checkTree(tree, nodes);
  return tree;
}

export function applyNavigation(old: Tree, container: NavigationContainer): Tree {
  switch (container.type) {
    case 'PARTIAL':
      return applyPartial(old, container);
    case 'FULL':
      return applyFull(old, container, true);
    case 'FORCE':
      return applyFull(old, container, false);
  }
}

const L = (sv: string, en: string, es: string): Localized => ({ sv, en, es });

/** A plausible navigation for a market and locale: categories, a campaign, links, app nodes. */
function seed(locale: string): Tree {
  const lang = langOf(locale);
  const tree = new Tree();
  const add = (node: NavigationNode, origin: NodeOrigin) => {
    tree.nodes.set(node.id, { node: stripNode(node), parent: parentOf(node), origin });
    tree.kids(parentOf(node)).push(node.id);
  };
  const api = (node: NavigationNode) => add(node, 'API');
  api({
    id: 'categories',
    title: L('Kategorier', 'Categories', 'Categorías')[lang],
    type: 'PAGE',
    pageId: 'home',
  });
  for (const category of CATEGORIES)
    api({
      id: `category-${category.id}`,
      title: category.names[lang],
      type: 'PAGE',
      pageId: `category/${category.id}`,
      parentId: 'categories',
    });
  add(
    {
      id: 'app-outlet',
      title: 'Outlet',
      type: 'PAGE',
      pageId: 'campaign/banners',
      parentId: 'categories',
      customData: { badge: 'outlet' },
    },
    'APP',
  );
  api({
    id: 'campaign-summer',
    title: L('Sommar', 'Summer', 'Verano')[lang],
    type: 'PAGE',
    pageId: 'campaign/summer',
    iconPath: '/icons/sun.svg',
  });
  api({
    id: 'campaign-summer-new',
    title: L('Nyhet', 'New', 'Nuevo')[lang],
    type: 'LABEL',
    parentId: 'campaign-summer',
  });
  api({
    id: 'customer-service',
    title: L('Kundservice', 'Customer service', 'Atención al cliente')[lang],
    type: 'LINK',
    url: `/${locale.toLowerCase()}/customer-service`,
  });
  add(
    {
      id: 'app-gift-cards',
      title: L('Presentkort', 'Gift cards', 'Tarjetas regalo')[lang],
      type: 'LINK',
      url: 'https://gifts.example.com/',
    },
    'APP',
  );
  return tree;
}

export class NavigationStore {
  readonly #trees = new Map<string, Tree>();

  constructor(catalog: Catalog) {
    for (const market of catalog.markets.values())
      for (const locale of market.locales) this.#trees.set(`${market.id}\n${locale}`, seed(locale));
  }

  #tree(market: string, locale: string): Tree {
    const tree = this.#trees.get(`${market}\n${locale}`);
    if (!tree) throw new Error(`no navigation for ${market} ${locale}`);
    return tree;
  }

  /** Applies an import; throws a NavigationError (400) and changes nothing when it is rejected. */
  import(container: NavigationContainer): void {
    const key = `${container.market}\n${container.locale}`;
    this.#trees.set(
      key,
      applyNavigation(this.#tree(container.market, container.locale), container),
    );
  }

  export(market: string, locale: string, includeAppNodes: boolean): NavigationContainer {
    const nodes = this.#tree(market, locale)
      .ordered((stored) => includeAppNodes || stored.origin === 'API')
      .map((stored) => stripNode(stored.node));
    return { market, locale, type: 'FULL', addOrUpdate: nodes };
  }

  /** Node counts per origin, for `/__reference/catalog`. */
  summary(market: string, locale: string): { api: number; app: number } {
    const all = this.#tree(market, locale).ordered();
    const app = all.filter((stored) => stored.origin === 'APP').length;
    return { api: all.length - app, app };
  }
}
