/**
 * The contact engagement server side (Node only): the typed client and its errors. The secure
 * proxy (proxy.ts) builds on the client.
 */
export * from './client.ts';
export type * from '../../api/schemas/engage.ts';
