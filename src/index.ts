/**
 * storefront-elements: embeddable storefront web components for a product-discovery service.
 * This entry point holds everything a shop's page needs; Node-only code (admin and contact
 * clients, the reference server) is never part of it.
 */
export * from './api/index.ts';
