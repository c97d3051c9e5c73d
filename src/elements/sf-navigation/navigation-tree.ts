/**
 * From an exported NavigationContainer (untrusted JSON) to the tree `<sf-navigation>` renders.
 *
 * Tolerant, like the storefront responses: a node that fails `NavigationNodeSchema`, or that
 * cannot take its place in the tree (a duplicate id, a parent that is missing or not a PAGE, a
 * cycle, a level below the 20th), is left out and reported; the rest render. Of an export of more
 * than 3,000 nodes only the first 3,000 are read. Members the schema does not know are ignored
 * rather than failing the node, so a newer export still renders.
 */
import type { NavigationContainer, NavigationNode } from '../../api/schemas/navigation.ts';
import {
  NAVIGATION_CONTAINER_TYPES,
  NAVIGATION_LEVELS,
  NAVIGATION_NODES,
} from '../../api/schemas/navigation-types.ts';
import { NavigationNode as NODE } from '../../api/schemas/generated/navigation.ts';
import type { DroppedItem, IssueLike } from '../../api/schemas/issues.ts';
import { loadWording } from '../../api/schemas/load-wording.ts';
import { validate } from '../../api/schemas/validate.ts';

/** One node in its place: PAGE parents hold children; a leaf may carry LABEL nodes as badges. */
export interface NavigationItem {
  node: NavigationNode;
  /** 0 for top-level nodes. */
  level: number;
  /** What its submenu lists (PAGE, LINK and LABEL nodes, in export order). */
  children: NavigationItem[];
  /**
   * LABEL nodes that annotate this leaf ("New", "Sale"): the LABEL children of a PAGE that has no
   * other children. They render next to the leaf's link instead of opening a submenu.
   */
  labels: NavigationNode[];
  /** The ancestors' ids, top level first. */
  ancestors: string[];
  /** A DOM-safe key unique in the tree (`0-2-1`), for ids and `aria-controls`. */
  key: string;
}

export interface NavigationTree {
  /** The container with only the nodes that render. */
  container: NavigationContainer;
  roots: NavigationItem[];
  dropped: DroppedItem[];
}

/** The members of a NavigationNode; anything else in a node is ignored. */
const NODE_MEMBERS = [
  'id',
  'title',
  'type',
  'customData',
  'iconPath',
  'pageId',
  'parentId',
  'url',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function knownMembers(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const picked: Record<string, unknown> = {};
  for (const member of NODE_MEMBERS) if (member in value) picked[member] = value[member];
  return picked;
}

/** Thrown when the value is no NavigationContainer at all (not an object, `addOrUpdate` not a list). */
export class NavigationShapeError extends Error {
  override name = 'NavigationShapeError';
}

/**
 * Builds the tree; throws `NavigationShapeError` only when nothing of it is usable. Nodes are
 * checked with the description derived from `NavigationNodeSchema` (no zod in the browser); the
 * words of a node's broken rules load (a chunk) only when a node is left out for them.
 */
export async function buildNavigationTree(value: unknown): Promise<NavigationTree> {
  if (!isRecord(value)) throw new NavigationShapeError('the navigation is not a JSON object');
  // An export without nodes still names its market, locale and type; another object (a CDN's
  // message) is no navigation, not an empty one.
  if (!('addOrUpdate' in value) && !['market', 'locale', 'type'].every((key) => key in value))
    throw new NavigationShapeError('addOrUpdate: expected array');
  const all = value.addOrUpdate ?? [];
  if (!Array.isArray(all)) throw new NavigationShapeError('addOrUpdate: expected array');

  const dropped: DroppedItem[] = [];
  // The first NAVIGATION_NODES, the rest reported once: a menu of more would freeze the page.
  const raw = all.length > NAVIGATION_NODES ? all.slice(0, NAVIGATION_NODES) : all;
  if (raw !== all)
    dropped.push({
      path: 'addOrUpdate',
      message: `${all.length} nodes: only the first ${NAVIGATION_NODES} are read (a navigation has at most ${NAVIGATION_NODES})`,
    });
  const drop = (index: number, message: string) =>
    dropped.push({ path: `addOrUpdate[${index}]`, message });
  const invalid: { index: number; issues: IssueLike[] }[] = [];

  // 1. Each node against its schema; duplicate ids keep the first.
  const valid: { node: NavigationNode; index: number }[] = [];
  const byId = new Map<string, { node: NavigationNode; index: number }>();
  raw.forEach((candidate, index) => {
    const result = validate<NavigationNode>(NODE, knownMembers(candidate));
    if (!result.success) return void invalid.push({ index, issues: result.issues });
    if (byId.has(result.data.id)) return drop(index, `id: "${result.data.id}" is not unique`);
    const entry = { node: result.data, index };
    byId.set(result.data.id, entry);
    valid.push(entry);
  });

  // 2. Children per parent, in export order; parents must exist and be PAGE nodes.
  const childrenOf = new Map<string | null, { node: NavigationNode; index: number }[]>();
  const placed = new Set<string>();
  for (const entry of valid) {
    const parentId = entry.node.parentId ?? null;
    if (parentId !== null) {
      const parent = byId.get(parentId);
      if (!parent) {
        drop(entry.index, `parentId: refers to no node ("${parentId}")`);
        continue;
      }
      if (parent.node.type !== 'PAGE') {
        drop(
          entry.index,
          `parentId: must refer to a PAGE node ("${parentId}" is ${parent.node.type})`,
        );
        continue;
      }
    }
    const siblings = childrenOf.get(parentId) ?? [];
    siblings.push(entry);
    childrenOf.set(parentId, siblings);
  }

  // 3. Walk down from the top level, at most NAVIGATION_LEVELS deep (what lies deeper is left out
  // with its descendants, reported once at its top); what is never reached hangs in a cycle.
  const cut = new Set<string>();
  const cutBelow = (id: string) => {
    for (const ids = [id]; ids.length;)
      for (const child of childrenOf.get(ids.pop()!) ?? [])
        if (!cut.has(child.node.id)) {
          cut.add(child.node.id);
          ids.push(child.node.id);
        }
  };
  const build = (
    entries: { node: NavigationNode; index: number }[],
    ancestors: string[],
    keyPrefix: string,
  ): NavigationItem[] =>
    entries.map(({ node }, position) => {
      placed.add(node.id);
      const key = keyPrefix ? `${keyPrefix}-${position}` : String(position);
      const childEntries = childrenOf.get(node.id) ?? [];
      const onlyLabels =
        childEntries.length > 0 && childEntries.every((child) => child.node.type === 'LABEL');
      if (onlyLabels) for (const child of childEntries) placed.add(child.node.id);
      const deepest = ancestors.length === NAVIGATION_LEVELS - 1;
      if (deepest && !onlyLabels && childEntries.length) {
        for (const child of childEntries)
          drop(
            child.index,
            `parentId: puts the node at level ${NAVIGATION_LEVELS + 1}; a navigation has at most ${NAVIGATION_LEVELS} levels (left out with what is under it)`,
          );
        cutBelow(node.id);
      }
      return {
        node,
        level: ancestors.length,
        ancestors,
        key,
        labels: onlyLabels ? childEntries.map((child) => child.node) : [],
        children: onlyLabels || deepest ? [] : build(childEntries, [...ancestors, node.id], key),
      };
    });
  const roots = build(childrenOf.get(null) ?? [], [], '');
  for (const entry of valid) {
    if (
      !placed.has(entry.node.id) &&
      !cut.has(entry.node.id) &&
      childrenOf.get(entry.node.parentId ?? null)?.includes(entry)
    )
      drop(entry.index, 'parentId: forms a cycle');
  }
  if (invalid.length) {
    // Without its words (the chunk failed) a node's report still names its rules' codes.
    const describe = await loadWording().then(
      ({ describeIssues }) => describeIssues,
      () => (issues: IssueLike[]) => issues.map((issue) => issue.code).join(', '),
    );
    for (const { index, issues } of invalid) drop(index, describe(issues));
  }
  dropped.sort((a, b) => indexOf(a.path) - indexOf(b.path));

  const type = NAVIGATION_CONTAINER_TYPES.find((known) => known === value.type) ?? 'FULL';
  const container: NavigationContainer = {
    market: typeof value.market === 'string' ? value.market : '',
    locale: typeof value.locale === 'string' ? value.locale : '',
    type,
    addOrUpdate: valid.filter((entry) => placed.has(entry.node.id)).map((entry) => entry.node),
  };
  return { container, roots, dropped };
}

function indexOf(path: string): number {
  return Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0);
}

/** Depth-first, top level first: every item of the tree. */
export function* allItems(items: readonly NavigationItem[]): Generator<NavigationItem> {
  for (const item of items) {
    yield item;
    yield* allItems(item.children);
  }
}
