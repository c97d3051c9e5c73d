/**
 * Output options of every shipped build (vite.config.ts) and of every build that measures one
 * (bench/build.ts, the size budget): Vite 8's library mode minifies ES output without removing
 * whitespace and keeps `@__PURE__` comments, about 9% more gzip than this.
 */
export const SHIPPED_OUTPUT = { minify: true, comments: false } as const;
