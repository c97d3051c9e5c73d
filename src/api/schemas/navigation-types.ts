/**
 * A navigation export's kinds, and its nodes': without zod, for `<sf-navigation>` (whose chunk
 * they go with); navigation.ts builds its schemas from them.
 */
export const NAVIGATION_CONTAINER_TYPES = ['PARTIAL', 'FULL', 'FORCE'] as const;
export const NAVIGATION_NODE_TYPES = ['PAGE', 'LABEL', 'LINK'] as const;
