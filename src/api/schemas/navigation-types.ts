/**
 * A navigation export's kinds, and its nodes': without zod, for `<sf-navigation>` (whose chunk
 * they go with); navigation.ts builds its schemas from them.
 */
export const NAVIGATION_CONTAINER_TYPES = ['PARTIAL', 'FULL', 'FORCE'] as const;
export const NAVIGATION_NODE_TYPES = ['PAGE', 'LABEL', 'LINK'] as const;

/**
 * Levels of a navigation tree (top level = 1). The contract names no limit; this bound (ours,
 * docs/decisions.md) keeps every tree a menu can show and nothing that only strains servers or
 * the page: the admin schemas refuse a deeper tree, `<sf-navigation>` leaves the rest out.
 */
export const NAVIGATION_LEVELS = 20;

/**
 * Nodes `<sf-navigation>` reads of an export: the first this many, in export order; the rest is
 * reported, not read. A market has at most 3,000 pages (the admin limit), and a menu drawn from
 * more nodes than that took over 100 ms in one task (docs/decisions.md).
 */
export const NAVIGATION_NODES = 3000;
