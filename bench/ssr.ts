/**
 * Server rendering (docs/ssr.md): the demo product page client-rendered (`/demo/product.html`)
 * against the same page rendered on the server (`/ssr/product.html`), and the same for the
 * category landing's sponsored pages (`/demo/category.html`, `/ssr/category.html`), each load in a fresh
 * browser context (cold cache, first visit). The first product card: the first frame in which a
 * list's card is laid out (a `requestAnimationFrame` clock: it is painted in that frame); the
 * page's largest and first contentful paint (on the demo page the LCP element is the page's own
 * text, not a product), storefront queries sent by the browser, CLS, and the JavaScript the
 * page loads (gzip, level 9, each file as fetched).
 */
import type { Browser } from 'puppeteer-core';
import { median } from './browser.ts';
import { gzipSize } from './build.ts';

export type Rendering = 'client' | 'server';
export type SsrPage = 'product' | 'sponsored';

export interface SsrResult {
  page: SsrPage;
  latencyMs: number;
  rendering: Rendering;
  runs: number;
  /** Medians over the runs. */
  /** The HTML's first byte (the server's query and render included). */
  ttfbMs: number;
  firstCardMs: number;
  lcpMs: number;
  fcpMs: number;
  queries: number;
  cls: number;
  scriptFiles: number;
  scriptGzipBytes: number;
}

type Sample = Omit<SsrResult, 'page' | 'latencyMs' | 'rendering' | 'runs'>;

const PATHS: Record<SsrPage, Record<Rendering, string>> = {
  product: { client: '/demo/product.html', server: '/ssr/product.html' },
  sponsored: { client: '/demo/category.html', server: '/ssr/category.html' },
};

declare global {
  interface Window {
    ssrCost: { firstCard: number; lcp: number; fcp: number; cls: number; ttfb: number };
    ssrLists: () => Element[];
  }
}

/**
 * Runs in the page before its own scripts. A string: the bench runs under tsx, whose helpers
 * (`__name`) a serialised function would call in the page.
 */
const INSTRUMENT = `(() => {
  const cost = { firstCard: NaN, lcp: NaN, fcp: NaN, cls: 0 };
  window.ssrCost = cost;
  // The lists of the page, those a sponsored page renders in its shadow root included.
  window.ssrLists = () => [
    ...document.querySelectorAll('sf-rec-list'),
    ...[...document.querySelectorAll('sf-sponsored-page')].flatMap((page) =>
      page.shadowRoot ? [...page.shadowRoot.querySelectorAll('sf-rec-list')] : []),
  ];
  // The first frame with a product card laid out in a list: it is painted in that frame.
  const watch = (time) => {
    const card = window.ssrLists()
      .map((list) => list.shadowRoot && list.shadowRoot.querySelector('article.card'))
      .find((found) => found && found.getBoundingClientRect().height > 0);
    if (card) cost.firstCard = time;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) cost.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') cost.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cost.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function loadOnce(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    let queries = 0;
    const scripts: Promise<number>[] = [];
    page.on('request', (request) => {
      if (/\/queries\/(product|sponsored)-page/.test(request.url())) queries += 1;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.buffer().then((body) => gzipSize(body)));
    });
    page.on('pageerror', (error) => console.error('ssr bench page:', error));
    await page.evaluateOnNewDocument(INSTRUMENT);
    await page.goto(url, { waitUntil: 'load' });
    // Every list has its cards (in the server's HTML, or once the browser's query answered).
    await page.waitForFunction(
      "(() => { const lists = window.ssrLists(); return lists.length > 0 && lists.every((list) => list.shadowRoot && list.shadowRoot.querySelector('article.card')); })()",
      { timeout: 30_000 },
    );
    // Let late shifts and paints (images) be recorded.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cost = (await page.evaluate(
      "({ ...window.ssrCost, ttfb: performance.getEntriesByType('navigation')[0].responseStart })",
    )) as Window['ssrCost'];
    const sizes = await Promise.all(scripts);
    return {
      ttfbMs: cost.ttfb,
      firstCardMs: cost.firstCard,
      lcpMs: cost.lcp,
      fcpMs: cost.fcp,
      queries,
      cls: cost.cls,
      scriptFiles: sizes.length,
      scriptGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    };
  } finally {
    await context.close();
  }
}

export async function measureSsr(
  browser: Browser,
  server: { url: string; setLatency(ms: number): void },
  options: { latencies: number[]; warmups: number; runs: number },
): Promise<SsrResult[]> {
  const results: SsrResult[] = [];
  for (const page of ['product', 'sponsored'] as const) {
    for (const latencyMs of options.latencies) {
      server.setLatency(latencyMs);
      for (const rendering of ['client', 'server'] as const) {
        const samples: Sample[] = [];
        for (let run = 0; run < options.warmups + options.runs; run += 1) {
          const sample = await loadOnce(browser, `${server.url}${PATHS[page][rendering]}`);
          if (run >= options.warmups) samples.push(sample);
        }
        const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
        results.push({
          page,
          latencyMs,
          rendering,
          runs: samples.length,
          ttfbMs: of('ttfbMs'),
          firstCardMs: of('firstCardMs'),
          lcpMs: of('lcpMs'),
          fcpMs: of('fcpMs'),
          queries: of('queries'),
          cls: of('cls'),
          scriptFiles: of('scriptFiles'),
          scriptGzipBytes: of('scriptGzipBytes'),
        });
      }
    }
  }
  server.setLatency(0);
  return results;
}
