export * from './tolerant.ts';
export * from './product.ts';
export * from './results.ts';
export * from './requests.ts';
