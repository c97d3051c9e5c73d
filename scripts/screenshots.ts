/**
 * Screenshots of the demo pages, at desktop (1280 px) and mobile (390 px, touch) width, taken in
 * headless Chromium (CHROME_PATH or /usr/bin/chromium) through puppeteer-core (bench/browser.ts). Called by
 * scripts/screenshots.sh, which starts the demo server; on its own:
 *   node --import tsx scripts/screenshots.ts --base http://localhost:5199 [page ...]
 * Writes docs/screenshots/<page>.png and docs/screenshots/<page>-mobile.png: the whole page, once
 * its elements have rendered (no skeleton left) and its images have loaded.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page, Viewport } from 'puppeteer-core';
import { launchChromium } from '../bench/browser.ts';

export const PAGES = [
  'index',
  'product',
  // The same product page rendered on the server (docs/ssr.md).
  'ssr/product',
  'category',
  'theming',
  'raw-query',
  'navigation',
  'account',
];

const SIZES = [
  { suffix: '', width: 1280, height: 900, mobile: false },
  { suffix: '-mobile', width: 390, height: 844, mobile: true },
];

/** Longest page kept, so a runaway page cannot make a huge image. */
const MAX_HEIGHT = 6000;

const { values, positionals } = parseArgs({
  options: { base: { type: 'string' }, out: { type: 'string', default: 'docs/screenshots' } },
  allowPositionals: true,
});
if (!values.base) throw new Error('--base <demo server origin> is required');
const pages = positionals.length ? positionals : PAGES;

// Page-side code as source text: tsx would wrap named functions in a helper the page lacks.
/** True once no element, through open shadow roots, is loading and every image has loaded. */
const SETTLED = `(() => {
  const all = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  // Not yet defined (the demo script loads the elements after the sample data) counts as busy.
  const busy = all.some((e) => e.matches(':not(:defined), [aria-busy="true"], [part~="skeleton"]'));
  const images = all.filter((e) => e instanceof HTMLImageElement);
  // A lazy image off screen (a carousel's later slides, the page below) would never load.
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  return !busy && images.every((image) => image.complete);
})()`;

/** Scrolls through the page (viewability-driven content), then back up. */
const SCROLL_THROUGH = `(async () => {
  const step = Math.max(300, innerHeight - 100);
  for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
    scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  scrollTo(0, 0);
})()`;

/** Settled, and still so a moment later (a late query may start a new loading state). */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(SETTLED, { timeout: 30000, polling: 100 });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function shoot(page: Page, name: string, size: (typeof SIZES)[number]): Promise<string> {
  await page.setViewport({
    width: size.width,
    height: size.height,
    isMobile: size.mobile,
    hasTouch: size.mobile,
    deviceScaleFactor: 1,
  });
  await page.goto(new URL(`/${name}.html`, values.base).href, { waitUntil: 'networkidle0' });
  await settle(page);
  await page.evaluate(SCROLL_THROUGH);
  await settle(page);
  // Fonts and the last image decode.
  await page.evaluate('document.fonts.ready');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The whole page as one tall viewport: a capture beyond the viewport resizes it anyway, and the
  // elements re-render (skeletons) on that resize just as the capture is taken.
  for (let i = 0; i < 3; i++) {
    const height = Math.min(
      (await page.evaluate('document.documentElement.scrollHeight')) as number,
      MAX_HEIGHT,
    );
    const current = page.viewport()?.height;
    if (height === current) break;
    await page.setViewport({ ...(page.viewport() as Viewport), height });
    await settle(page);
  }
  const path = `${values.out}/${name}${size.suffix}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path: path as `${string}.png` });
  return path;
}

mkdirSync(values.out, { recursive: true });
const browser = await launchChromium();
try {
  for (const name of pages) {
    for (const size of SIZES) {
      // A fresh context per shot: no favourites, session or sign-in carried over.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      console.log(await shoot(page, name, size));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
