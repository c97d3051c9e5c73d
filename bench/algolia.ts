/** How `@algolia/recommend-js` is built for the comparison, as a shop's app build would. */
import { resolve } from 'node:path';
import { ROOT } from './build.ts';

export const ALGOLIA_DEFINE = { 'process.env.NODE_ENV': JSON.stringify('production') };
export const ALGOLIA_ALIAS = {
  '@babel/runtime/helpers/extends': resolve(ROOT, 'bench/shims/babel-extends.ts'),
};
