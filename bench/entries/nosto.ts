// Peer row of the weight table: Nosto's storefront web components (every element, one import).
export * from '@nosto/web-components';
