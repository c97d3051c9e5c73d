/**
 * `npm run soak` (not part of `npm test`): several real Chromium tabs of one visitor send
 * add-to-cart notifications for SOAK_SECONDS (default 180) while the reference server's
 * notification endpoints fail and recover (503 bursts, connection resets, slow answers) and tabs
 * are reloaded, closed and crashed. Then every tab is stopped, the faults end, a fresh tab loads,
 * and the run counts every ticket at the reference server: sent, delivered, lost, duplicated
 * (goal: 0 lost, 0 duplicated), the drops the tabs counted, and the reference server's memory
 * (this process) before and after.
 *
 *   SOAK_SECONDS=120 SOAK_TABS=4 npm run soak
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { createReferenceHandler } from '../src/reference/handler.ts';
import { toNodeListener } from '../src/reference/node.ts';
import { launchChromium } from './browser.ts';
import { ROOT } from './build.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const TABS = Number(process.env.SOAK_TABS ?? 4);
const EVERY_MS = Number(process.env.SOAK_EVERY_MS ?? 150);
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 90);

interface Stats {
  sent: number;
  failed: number;
  refused: number;
  dropped: number;
  droppedBy: Record<string, number>;
}
interface Received {
  endpoint: string;
  status: number;
  query: { [key: string]: string };
  body: unknown;
}

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function memory(): string {
  const { rss, heapUsed } = process.memoryUsage();
  return `rss ${MiB(rss)}, heap used ${MiB(heapUsed)}`;
}

async function startServer(): Promise<{ url: string; close(): void }> {
  const bundle = await build({
    entryPoints: [`${ROOT}/bench/soak/page.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: true,
    tsconfig: `${ROOT}/tsconfig.json`,
  });
  const script = bundle.outputFiles[0]!.text;
  const html =
    '<!doctype html><meta charset="utf-8"><title>soak</title><script type="module" src="/soak.js"></script>';
  const reference = toNodeListener(createReferenceHandler());
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/soak.html' || path === '/soak.js') {
      res.setHeader('Content-Type', path.endsWith('.js') ? 'text/javascript' : 'text/html');
      res.end(path.endsWith('.js') ? script : html);
      return;
    }
    reference(req, res);
  });
  // 127.0.0.1 is a secure context: the tabs have Web Locks, as an https shop's do.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function main(): Promise<void> {
  console.log(`soak: ${TABS} tabs, ${SECONDS} s, one add-to-cart per tab every ${EVERY_MS} ms`);
  const server = await startServer();
  const call = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
  const catalog = (await (await call('/__reference/catalog')).json()) as {
    markets: { id: string }[];
  };
  const market = catalog.markets[0]!.id;
  const sessionKey = `soak-${Date.now().toString(36)}`;
  const fault = (spec: object) =>
    call('/__reference/faults', {
      method: 'POST',
      body: JSON.stringify({ notifications: { ...spec, sessionKey } }),
    });
  const clearFaults = () =>
    call(`/__reference/faults?sessionKey=${sessionKey}`, { method: 'DELETE' });
  global.gc?.();
  const before = memory();

  const browser: Browser = await launchChromium();
  const context: BrowserContext = await browser.createBrowserContext();
  const sent = new Set<string>();
  const totals: Stats = { sent: 0, failed: 0, refused: 0, dropped: 0, droppedBy: {} };
  let opened = 0;
  const counts = { reloads: 0, closes: 0, crashes: 0, faults: 0 };

  const pageUrl = (generate: boolean) =>
    `${server.url}/soak.html?${new URLSearchParams({
      market,
      sessionKey,
      customerKey: 'soak-visitor',
      ...(generate ? { prefix: `tab${opened++}`, every: String(EVERY_MS) } : {}),
    })}`;
  async function open(generate = true): Promise<Page> {
    const page = await context.newPage();
    await page.goto(pageUrl(generate), { waitUntil: 'load' });
    return page;
  }
  /** Stops a tab's notifications and books what it sent and counted. */
  async function settle(page: Page): Promise<void> {
    const [tickets, stats] = await page.evaluate(() => {
      const soak = (window as unknown as { sfSoak: { stop(): string[]; stats(): Stats } }).sfSoak;
      return [soak.stop(), soak.stats()] as const;
    });
    for (const ticket of tickets) sent.add(ticket);
    totals.sent += stats.sent;
    totals.failed += stats.failed;
    totals.refused += stats.refused;
    totals.dropped += stats.dropped;
    for (const [kind, n] of Object.entries(stats.droppedBy ?? {}))
      totals.droppedBy[kind] = (totals.droppedBy[kind] ?? 0) + n;
  }

  const tabs: Page[] = [];
  for (let i = 0; i < TABS; i++) tabs.push(await open());
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await sleep(500 + Math.random() * 1500);
    const action = pick(['fault', 'fault', 'fault', 'recover', 'reload', 'close', 'crash']);
    if (action === 'fault') {
      counts.faults++;
      await fault(
        pick([
          { status: 503, count: 20 },
          { status: 502, count: 10 },
          { reset: true, count: 5 },
          { delayMs: 1500, count: 5 },
        ]),
      );
    } else if (action === 'recover') {
      await clearFaults();
    } else {
      const at = Math.floor(Math.random() * tabs.length);
      const tab = tabs[at]!;
      await settle(tab);
      if (action === 'reload') {
        counts.reloads++;
        await tab.goto(pageUrl(true), { waitUntil: 'load' });
        continue;
      }
      if (action === 'crash') {
        counts.crashes++;
        const client = await tab.createCDPSession();
        void client.send('Page.crash').catch(() => undefined);
        await sleep(200);
        await tab.close().catch(() => undefined);
      } else {
        counts.closes++;
        await tab.close();
      }
      tabs[at] = await open();
    }
  }

  console.log('soak: stopping the tabs, ending the faults, loading a fresh tab to drain');
  for (const tab of tabs) await settle(tab);
  await clearFaults();
  const drainer = await open(false);
  const delivered = new Map<string, number>();
  const drainEnd = Date.now() + DRAIN_SECONDS * 1000;
  let records: Received[];
  while (Date.now() < drainEnd) {
    await sleep(2000);
    records = (await (await call('/__reference/notifications')).json()) as Received[];
    delivered.clear();
    for (const r of records)
      if (r.query.sessionKey === sessionKey && r.endpoint === 'add-to-cart' && r.status === 204) {
        const ticket = (r.body as { ticket: string }).ticket;
        delivered.set(ticket, (delivered.get(ticket) ?? 0) + 1);
      }
    if ([...sent].every((ticket) => delivered.has(ticket))) break;
  }
  await sleep(3000); // a late duplicate would show now
  records = (await (await call('/__reference/notifications')).json()) as Received[];
  delivered.clear();
  for (const r of records)
    if (r.query.sessionKey === sessionKey && r.endpoint === 'add-to-cart' && r.status === 204) {
      const ticket = (r.body as { ticket: string }).ticket;
      delivered.set(ticket, (delivered.get(ticket) ?? 0) + 1);
    }
  for (const tab of [...tabs, drainer]) await settle(tab).catch(() => undefined);
  const attempts = records.filter((r) => r.query.sessionKey === sessionKey);
  const lost = [...sent].filter((ticket) => !delivered.has(ticket));
  const duplicated = [...delivered].filter(([, n]) => n > 1);
  const unknown = [...delivered.keys()].filter((ticket) => !sent.has(ticket));
  await browser.close();
  global.gc?.();
  const after = memory();
  server.close();

  console.log(
    `tabs opened ${opened + 1} (reloads ${counts.reloads}, closes ${counts.closes}, crashes ${counts.crashes}); fault bursts ${counts.faults}`,
  );
  console.log(
    `attempts at the server ${attempts.length} (${attempts.filter((r) => r.status !== 204).length} failed: 5xx or reset)`,
  );
  console.log(
    `tabs counted: failed attempts ${totals.failed}, refused ${totals.refused}, dropped ${totals.dropped} ${JSON.stringify(totals.droppedBy)}`,
  );
  console.log(`sent ${sent.size}`);
  console.log(`delivered ${delivered.size}`);
  console.log(`lost ${lost.length}${lost.length ? ` (${lost.slice(0, 10).join(', ')}…)` : ''}`);
  console.log(
    `duplicated ${duplicated.length}${
      duplicated.length
        ? ` (${duplicated
            .slice(0, 10)
            .map(([t, n]) => `${t}×${n}`)
            .join(', ')})`
        : ''
    }`,
  );
  console.log(`unknown ${unknown.length}`);
  console.log(`reference server memory before: ${before}`);
  console.log(
    `reference server memory after:  ${after} (${records.length} recorded notifications)`,
  );
  process.exitCode = lost.length || duplicated.length || unknown.length ? 1 : 0;
}

await main();
