/**
 * Render cost: bench/pages/render.html in Chromium; each renderer draws 24, 100 and 200 cards (200: two lists of 100), three
 * warm-up runs and then the timed runs, the renderers taking turns so drift hits all alike.
 */
import type { Browser } from 'puppeteer-core';
import { median } from './browser.ts';

export const RENDERERS = ['lit', 'vanilla', 'algolia'] as const;
export type RendererName = (typeof RENDERERS)[number];

export interface RenderResult {
  cards: number;
  /** Median milliseconds per renderer. */
  median: Record<RendererName, number>;
}

export async function measureRender(
  browser: Browser,
  baseUrl: string,
  options: { counts: number[]; warmups: number; runs: number },
): Promise<RenderResult[]> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('render page:', error));
  await page.goto(`${baseUrl}/bench/pages/render.html`, { waitUntil: 'load' });
  const groups = await page.waitForFunction(() => window.bench?.groups, { timeout: 30_000 });
  const available = (await groups.jsonValue()) as number;
  const results: RenderResult[] = [];
  for (const count of options.counts) {
    if (available < count) throw new Error(`only ${available} product groups, need ${count}`);
    const times: Record<RendererName, number[]> = { lit: [], vanilla: [], algolia: [] };
    for (let round = 0; round < options.warmups + options.runs; round += 1) {
      for (const name of RENDERERS) {
        const ms = await page.evaluate((n, c) => window.bench.run(n, c), name, count);
        if (round >= options.warmups) times[name].push(ms);
      }
    }
    results.push({
      cards: count,
      median: {
        lit: median(times.lit),
        vanilla: median(times.vanilla),
        algolia: median(times.algolia),
      },
    });
  }
  await page.close();
  return results;
}
