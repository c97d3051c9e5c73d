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
  type ValidationResult,
} from './admin-common.ts';

export const NAVIGATION_CONTAINER_TYPES = ['PARTIAL', 'FULL', 'FORCE'] as const;
export const NAVIGATION_NODE_TYPES = ['PAGE', 'LABEL', 'LINK'] as const;

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
  .check(
    crossCheck((node, issue) => {
      if (node.type === 'PAGE' && node.pageId === undefined)
        issue(['pageId'], 'is required for PAGE nodes');
      if (node.type === 'LINK' && node.url === undefined)
        issue(['url'], 'is required for LINK nodes');
    }),
  );

/**
 * Tree rules over `addOrUpdate`: unique ids, parents that exist and are PAGE nodes, no cycles.
 * A PARTIAL import amends the server's tree, so there a parent missing from the body may exist on
 * the server and is accepted.
 */
function checkTree(container: Loose, issue: Issue): void {
  const nodes = items(container.addOrUpdate);
  uniqueIds(nodes, 'id', ['addOrUpdate'], issue);
  const byId = new Map<string, Loose>();
  for (const node of nodes)
    if (isObject(node) && typeof node.id === 'string' && !byId.has(node.id))
      byId.set(node.id, node);
  const parentOf = (node: Loose) => (typeof node.parentId === 'string' ? node.parentId : undefined);
  nodes.forEach((node, index) => {
    if (!isObject(node)) return;
    const parentId = parentOf(node);
    if (parentId === undefined) return;
    const parent = byId.get(parentId);
    if (!parent) {
      if (container.type !== 'PARTIAL')
        issue(
          ['addOrUpdate', index, 'parentId'],
          `refers to no node in addOrUpdate ("${parentId}")`,
        );
      return;
    }
    if (parent.type !== 'PAGE')
      issue(
        ['addOrUpdate', index, 'parentId'],
        `must refer to a PAGE node ("${parentId}" is ${String(parent.type)})`,
      );
    // Follow the parents; meeting this node again is a cycle.
    const seen = new Set<unknown>([node]);
    for (let at: Loose | undefined = parent; at;) {
      if (seen.has(at)) {
        if (at === node) issue(['addOrUpdate', index, 'parentId'], 'forms a cycle');
        break;
      }
      seen.add(at);
      const next = parentOf(at);
      at = next === undefined ? undefined : byId.get(next);
    }
  });
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

export function validateNavigationContainer(value: unknown): ValidationResult<NavigationContainer> {
  return validate(NavigationContainerSchema, value);
}
