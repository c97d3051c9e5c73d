/**
 * Page cost of demo/product.html (a product group and three recommendation lists in one
 * `sf-product-page`): storefront queries per page load, time from navigation to the first
 * rendered card of a list, cumulative layout shift and long tasks, each page load in a fresh
 * browser context (cold cache).
 */
import type { Browser } from 'puppeteer-core';
import { median } from './browser.ts';

export interface PageResult {
  latencyMs: number;
  runs: number;
  /** Medians over the runs. */
  queries: number;
  firstCardMs: number;
  allListsMs: number;
  cls: number;
  longTasks: number;
  longTaskMs: number;
}

interface Sample {
  queries: number;
  firstCardMs: number;
  allListsMs: number;
  cls: number;
  longTasks: number;
  longTaskMs: number;
}

declare global {
  interface Window {
    pageCost: {
      cls: number;
      longTasks: number;
      longTaskMs: number;
      firstCard?: number;
      listsLoaded: number;
      allLists?: number;
    };
  }
}

/** Runs in the page before its own scripts: observers and the first-card clock. */
function instrument(): void {
  const cost: Window['pageCost'] = { cls: 0, longTasks: 0, longTaskMs: 0, listsLoaded: 0 };
  window.pageCost = cost;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) cost.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      cost.longTasks += 1;
      cost.longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  // `sf-load` (bubbling, composed) fires after a list's cards are in its shadow DOM.
  addEventListener(
    'sf-load',
    (event) => {
      const target = event.composedPath()[0] as Element;
      if (target.localName !== 'sf-rec-list') return;
      const now = performance.now();
      if (target.shadowRoot?.querySelector('article.card')) cost.firstCard ??= now;
      cost.listsLoaded += 1;
      if (cost.listsLoaded === document.querySelectorAll('sf-rec-list').length) {
        cost.allLists = now;
      }
    },
    true,
  );
}

async function loadOnce(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    let queries = 0;
    page.on('request', (request) => {
      if (request.url().includes('/queries/product-page')) queries += 1;
    });
    page.on('pageerror', (error) => console.error('product page:', error));
    await page.evaluateOnNewDocument(instrument);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.pageCost.allLists !== undefined, { timeout: 30_000 });
    // Let late shifts and tasks (images, viewability timers) be recorded.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cost = await page.evaluate(() => window.pageCost);
    return {
      queries,
      firstCardMs: cost.firstCard ?? Number.NaN,
      allListsMs: cost.allLists ?? Number.NaN,
      cls: cost.cls,
      longTasks: cost.longTasks,
      longTaskMs: cost.longTaskMs,
    };
  } finally {
    await context.close();
  }
}

export async function measurePage(
  browser: Browser,
  server: { url: string; setLatency(ms: number): void },
  options: { latencies: number[]; warmups: number; runs: number },
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const latencyMs of options.latencies) {
    server.setLatency(latencyMs);
    const samples: Sample[] = [];
    for (let run = 0; run < options.warmups + options.runs; run += 1) {
      const sample = await loadOnce(browser, `${server.url}/demo/product.html`);
      if (run >= options.warmups) samples.push(sample);
    }
    const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    results.push({
      latencyMs,
      runs: samples.length,
      queries: of('queries'),
      firstCardMs: of('firstCardMs'),
      allListsMs: of('allListsMs'),
      cls: of('cls'),
      longTasks: of('longTasks'),
      longTaskMs: of('longTaskMs'),
    });
  }
  server.setLatency(0);
  return results;
}
