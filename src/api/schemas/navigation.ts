/**
 * Navigation resources (NavigationContainer, NavigationNode) with every rule of the contract and the
 * tree rules of docs/decisions.md. Apart from the page schemas so that `sf-navigation`, which parses
 * exported navigation in the browser, does not carry them (nor the product-rule parser).
 */
import * as z from 'zod/mini';
import {
  ADMIN_LIMITS,
  NODE_ID_PATTERN,
  crossCheck,
  customData,
  isObject,
  items,
  patterned,
  text,
  uniqueIds,
  validate,
  type Issue,
  type Loose,
  type ValidateOptions,
  type ValidationResult,
} from './admin-common.ts';
import { navigationNodeRule } from './checks.ts';
import { NAVIGATION_CONTAINER_TYPES, NAVIGATION_NODE_TYPES } from './navigation-types.ts';

export { NAVIGATION_CONTAINER_TYPES, NAVIGATION_NODE_TYPES };

// Navigation

const nodeId = patterned(1, ADMIN_LIMITS.nodeFieldLength, NODE_ID_PATTERN);

export const NavigationNodeSchema = z
  .strictObject({
    id: nodeId,
    title: text(1, ADMIN_LIMITS.nodeFieldLength),
    type: z.enum(NAVIGATION_NODE_TYPES),
    customData: z.optional(
      customData(ADMIN_LIMITS.nodeCustomDataChars, ADMIN_LIMITS.nodeCustomDataKeys),
    ),
    iconPath: z.optional(text(1, ADMIN_LIMITS.iconPathLength)),
    pageId: z.optional(text(1, ADMIN_LIMITS.nodeFieldLength)),
    /** Omitted or null: a top-level node. */
    parentId: z.optional(z.nullable(nodeId)),
    url: z.optional(text(1, ADMIN_LIMITS.nodeFieldLength)),
  })
  .check(crossCheck(navigationNodeRule));

/**
 * Tree rules over `addOrUpdate`: unique ids, parents that exist and are PAGE nodes, no cycles, at
 * most ADMIN_LIMITS.navigationLevels levels. A PARTIAL import amends the server's tree, so there a
 * parent missing from the body may exist on the server and is accepted (counted as one level).
 *
 * Linear and without recursion, whatever the depth: each node's level is found once, by walking
 * up to a node whose level is known and then down that path again.
 */
function checkTree(container: Loose, issue: Issue): void {
  const nodes = items(container.addOrUpdate);
  uniqueIds(nodes, 'id', ['addOrUpdate'], issue);
  const indexOf = new Map<string, number>();
  nodes.forEach((node, index) => {
    if (isObject(node) && typeof node.id === 'string' && !indexOf.has(node.id))
      indexOf.set(node.id, index);
  });
  const parentOf = (node: unknown) =>
    isObject(node) && typeof node.parentId === 'string' ? node.parentId : undefined;
  nodes.forEach((node, index) => {
    const parentId = parentOf(node);
    if (parentId === undefined) return;
    const parent = indexOf.get(parentId);
    if (parent === undefined) {
      if (container.type !== 'PARTIAL')
        issue(
          ['addOrUpdate', index, 'parentId'],
          `refers to no node in addOrUpdate ("${parentId}")`,
        );
      return;
    }
    const type = (nodes[parent] as Loose).type;
    if (type !== 'PAGE')
      issue(
        ['addOrUpdate', index, 'parentId'],
        `must refer to a PAGE node ("${parentId}" is ${String(type)})`,
      );
  });
  checkLevels(nodes, indexOf, parentOf, issue);
}

/** A level not known yet, or that cannot be known (the node is in or under a cycle). */
const UNKNOWN = 0;
const IN_CYCLE = -1;

function checkLevels(
  nodes: unknown[],
  indexOf: Map<string, number>,
  parentOf: (node: unknown) => string | undefined,
  issue: Issue,
): void {
  const max = ADMIN_LIMITS.navigationLevels;
  const levels = new Int32Array(nodes.length);
  for (let start = 0; start < nodes.length; start++) {
    if (levels[start] !== UNKNOWN || !isObject(nodes[start])) continue;
    // Up from `start` until a top-level node, a parent outside the body, or a known level.
    const path: number[] = [];
    const onPath = new Map<number, number>();
    let base = 0;
    for (let at: number | undefined = start; at !== undefined;) {
      if (levels[at] !== UNKNOWN) {
        base = levels[at] as number;
        break;
      }
      const seenAt = onPath.get(at);
      if (seenAt !== undefined) {
        const cycle = path.slice(seenAt);
        for (const member of cycle) levels[member] = IN_CYCLE;
        issue(
          ['addOrUpdate', cycle.reduce((a, b) => Math.min(a, b)), 'parentId'],
          `forms a cycle of ${cycle.length} node${cycle.length === 1 ? '' : 's'}`,
        );
        base = IN_CYCLE;
        break;
      }
      onPath.set(at, path.length);
      path.push(at);
      const parentId = parentOf(nodes[at]);
      if (parentId === undefined) break;
      at = indexOf.get(parentId);
      // A parent that is not in the body (PARTIAL: on the server) stands at level 1 or deeper.
      if (at === undefined) base = 1;
    }
    // Down the path again: each node one level below its parent.
    for (let i = path.length - 1; i >= 0; i--) {
      const node = path[i] as number;
      if (levels[node] === IN_CYCLE) continue;
      base = base === IN_CYCLE ? IN_CYCLE : base + 1;
      levels[node] = base;
      if (base === max + 1)
        issue(
          ['addOrUpdate', node, 'parentId'],
          `puts the node at level ${max + 1} or deeper; a navigation tree has at most ${max} levels`,
        );
    }
  }
}

export const NavigationContainerSchema = z
  .strictObject({
    locale: z.string().check(z.minLength(1)),
    market: text(1, ADMIN_LIMITS.marketLength),
    type: z.enum(NAVIGATION_CONTAINER_TYPES),
    addOrUpdate: z.optional(z.array(NavigationNodeSchema)),
    remove: z.optional(z.array(nodeId)),
  })
  .check(
    crossCheck((container, issue) => {
      checkTree(container, issue);
      if (container.remove !== undefined && container.type !== 'PARTIAL')
        issue(['remove'], 'is allowed only with type PARTIAL');
    }),
  );

export type NavigationContainerType = (typeof NAVIGATION_CONTAINER_TYPES)[number];
export type NavigationNodeType = (typeof NAVIGATION_NODE_TYPES)[number];
export type NavigationContainer = z.output<typeof NavigationContainerSchema>;
export type NavigationNode = z.output<typeof NavigationNodeSchema>;

export function validateNavigationContainer(
  value: unknown,
  options?: ValidateOptions,
): ValidationResult<NavigationContainer> {
  return validate(NavigationContainerSchema, value, options);
}
