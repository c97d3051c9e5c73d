/**
 * `npm run bench:phone`: the demo product page (demo/product.html: a product detail and three
 * lists in one `sf-product-page`) on a phone, built as `npm run bench` builds it (a production
 * build, bench/server.ts) and loaded in headless Chromium with 4× CPU throttling
 * (`Emulation.setCPUThrottlingRate`), a 390 × 844 px viewport at 3× with touch, each load in a
 * fresh browser context (cold cache). Prints per load and as medians: the long tasks
 * (`PerformanceObserver` `longtask`) from navigation to the first card and to all lists
 * rendered (count, longest, total blocking time: the sum of each task's time over 50 ms), the
 * first frame with the detail and with a list's card, all lists' `sf-load`, and CLS. Figures
 * only: nothing here passes or fails.
 *
 *   npm run bench:phone -- [--runs 7] [--warmups 1] [--cpu 4] [--latency 0]
 *   npm run bench:phone -- --against <commit>  # that commit's src/ and demo/ too, loads alternating
 *   npm run bench:phone -- --script-tag --rtt 150 --kbps 1638  # the page on the one script tag,
 *                                               # on Lighthouse's mobile network (per request)
 *
 * `--script-tag` loads the same tags from the script tag as shipped (`vite build --mode bundle`,
 * bench/server.ts) instead of the demo's bundled page: what the chain of its chunks costs shows
 * only with a network, which `--rtt` (ms added to each request) and `--kbps` (download
 * throughput) emulate through the DevTools protocol (`Network.emulateNetworkConditions`).
 *   npm run bench:phone -- --profile   # one load traced and CPU-profiled: what the long tasks are
 *
 * `--profile` records a Chromium trace (tasks, style recalculations, layouts, paints) and a CPU
 * profile of the same load, then prints for each long task after the query's answer its time by
 * kind (script, style, layout, …; a style or layout inside script is forced), and the script's
 * self time by source function (through the build's source maps). Tracing and profiling slow
 * the page down: read the profile's figures as shares, the plain runs' as times.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { launchChromium, median } from './browser.ts';
import { ROOT } from './build.ts';
import { startBenchServer, type BenchServer } from './server.ts';

interface Options {
  runs: number;
  warmups: number;
  cpu: number;
  latency: number;
  profile: boolean;
  against: string | undefined;
  scriptTag: boolean;
  rtt: number;
  kbps: number;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  return {
    runs: value('runs', 7),
    warmups: value('warmups', 1),
    cpu: value('cpu', 4),
    latency: value('latency', 0),
    profile: argv.includes('--profile'),
    against: argv.includes('--against') ? argv[argv.indexOf('--against') + 1] : undefined,
    scriptTag: argv.includes('--script-tag'),
    rtt: value('rtt', 0),
    kbps: value('kbps', 0),
  };
}

/** What the page records (window.phoneCost). */
interface Recorded {
  /** [startTime, duration] of each long task. */
  tasks: [number, number][];
  cls: number;
  detail: number | null;
  firstCard: number | null;
  allLists: number | null;
  listsLoaded: number;
}

declare global {
  interface Window {
    phoneCost: Recorded;
  }
}

/**
 * Runs in the page before its own scripts (a string: the bench runs under tsx, whose helpers a
 * serialised function would call in the page). The detail and the first card are clocked in the
 * first animation frame in which they are in the DOM (they are painted in that frame).
 */
const INSTRUMENT = `(() => {
  const cost = { tasks: [], cls: 0, detail: null, firstCard: null, allLists: null, listsLoaded: 0 };
  window.phoneCost = cost;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) cost.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cost.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('sf-load', (event) => {
    if (event.composedPath()[0].localName !== 'sf-rec-list') return;
    cost.listsLoaded += 1;
    if (cost.listsLoaded === document.querySelectorAll('sf-rec-list').length) cost.allLists = performance.now();
  }, true);
  const frame = () => {
    const now = performance.now();
    if (cost.detail === null && document.querySelector('sf-product-page')?.shadowRoot?.querySelector('h1[part~="name"]')) cost.detail = now;
    if (cost.firstCard === null) {
      for (const list of document.querySelectorAll('sf-rec-list')) {
        if (list.shadowRoot?.querySelector('article.card')) { cost.firstCard = now; break; }
      }
    }
    if (cost.allLists === null || cost.firstCard === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Sample {
  detailMs: number;
  firstCardMs: number;
  allListsMs: number;
  cls: number;
  /** Long tasks that started before the first card's frame. */
  toFirstCard: TaskSummary;
  /** Long tasks that started before all lists' sf-load. */
  toAllLists: TaskSummary;
  tasks: [number, number][];
}

interface TaskSummary {
  count: number;
  longestMs: number;
  tbtMs: number;
}

function summary(tasks: [number, number][], before: number): TaskSummary {
  const within = tasks.filter(([start]) => start < before).map(([, duration]) => duration);
  return {
    count: within.length,
    longestMs: Math.max(0, ...within),
    tbtMs: within.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

/** A fresh context's page as a phone: viewport, touch, CPU throttling. */
/** The network of a load: ms added to each request, download throughput (0: neither). */
let network = { rtt: 0, kbps: 0 };

async function phonePage(browser: Browser, cpu: number): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  if (network.rtt || network.kbps) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.rtt,
      downloadThroughput: network.kbps ? (network.kbps * 1024) / 8 : -1,
      uploadThroughput: -1,
    });
  }
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 3,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  page.on('pageerror', (error) => console.error('product page:', error));
  await page.evaluateOnNewDocument(INSTRUMENT);
  return { page, cdp };
}

async function settle(page: Page): Promise<Recorded> {
  await page.waitForFunction(() => window.phoneCost.allLists !== null, { timeout: 60_000 });
  // Late shifts and the long task that ends after the last sf-load are recorded too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return page.evaluate(() => window.phoneCost);
}

async function loadOnce(browser: Browser, url: string, cpu: number): Promise<Sample> {
  const { page } = await phonePage(browser, cpu);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const cost = await settle(page);
    const firstCard = cost.firstCard ?? Number.NaN;
    const allLists = cost.allLists ?? Number.NaN;
    return {
      detailMs: cost.detail ?? Number.NaN,
      firstCardMs: firstCard,
      allListsMs: allLists,
      cls: cost.cls,
      toFirstCard: summary(cost.tasks, firstCard),
      toAllLists: summary(cost.tasks, allLists),
      tasks: cost.tasks,
    };
  } finally {
    await page.browserContext().close();
  }
}

const f0 = (value: number) => value.toFixed(0);

/** Columns: name, width. */
const COLUMNS: [string, number][] = [
  ['load', 7],
  ['detail', 7],
  ['1st card', 9],
  ['lists', 7],
  ['CLS', 6],
  ['n1', 4],
  ['longest1', 9],
  ['TBT1', 6],
  ['n', 4],
  ['longest', 8],
  ['TBT', 6],
];

function line(cells: string[]): string {
  return cells
    .map((cell, i) => (i ? cell.padStart(COLUMNS[i]![1]) : cell.padEnd(COLUMNS[i]![1])))
    .join(' ');
}

function row(label: string, sample: Omit<Sample, 'tasks'>): string {
  return line([
    label,
    f0(sample.detailMs),
    f0(sample.firstCardMs),
    f0(sample.allListsMs),
    sample.cls.toFixed(3),
    `${sample.toFirstCard.count}`,
    f0(sample.toFirstCard.longestMs),
    f0(sample.toFirstCard.tbtMs),
    `${sample.toAllLists.count}`,
    f0(sample.toAllLists.longestMs),
    f0(sample.toAllLists.tbtMs),
  ]);
}

const LEGEND =
  "ms from navigation: first frame with the detail / with a card, all lists' sf-load; CLS;\n" +
  'long tasks to the first card (n1, longest1, TBT1) and to all lists (n, longest, TBT = sum over 50 ms)';

function medianSample(samples: Sample[]): Omit<Sample, 'tasks'> {
  const of = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const tasks = (key: 'toFirstCard' | 'toAllLists'): TaskSummary => ({
    count: of((sample) => sample[key].count),
    longestMs: of((sample) => sample[key].longestMs),
    tbtMs: of((sample) => sample[key].tbtMs),
  });
  return {
    detailMs: of((sample) => sample.detailMs),
    firstCardMs: of((sample) => sample.firstCardMs),
    allListsMs: of((sample) => sample.allListsMs),
    cls: of((sample) => sample.cls),
    toFirstCard: tasks('toFirstCard'),
    toAllLists: tasks('toAllLists'),
  };
}

// ---------------------------------------------------------------------------------------------
// --profile: a trace and a CPU profile of one load.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a trace event's self time counts as: style, layout and paint by their names. */
function kindOf(name: string): string {
  if (/^(UpdateLayoutTree|RecalculateStyles)$/.test(name)) return 'style';
  if (/^(Layout|UpdateLayout)$/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers)$/.test(name)) return 'paint';
  if (
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|XHR|CompileScript|CompileCode|v8\.compile|MajorGC|MinorGC)/.test(
      name,
    )
  )
    return 'script';
  return name;
}

/** Self time of each event in one task, by kind; a style or layout inside script is forced. */
function taskBreakdown(events: TraceEvent[], task: TraceEvent): Map<string, number> {
  const end = task.ts + task.dur!;
  const inside = events
    .filter((event) => event.ts >= task.ts && event.ts + event.dur! <= end && event !== task)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const add = (key: string, ms: number) => self.set(key, (self.get(key) ?? 0) + ms);
  const stack: { event: TraceEvent; kind: string; childMs: number }[] = [];
  let topChildMs = 0;
  const close = (frame: { event: TraceEvent; kind: string; childMs: number }) => {
    const forced =
      /^(style|layout)$/.test(frame.kind) && stack.some((outer) => outer.kind === 'script');
    const key = forced ? `${frame.kind} (forced, in script)` : frame.kind;
    add(key, (frame.event.dur! - frame.childMs) / 1000);
  };
  for (const event of inside) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) {
      close(stack.pop()!);
    }
    if (stack.length) stack.at(-1)!.childMs += event.dur!;
    else topChildMs += event.dur!;
    stack.push({ event, kind: kindOf(event.name), childMs: 0 });
  }
  while (stack.length) close(stack.pop()!);
  add('task (not in a traced event)', (task.dur! - topChildMs) / 1000);
  return self;
}

/** Source-mapped `file:line «source text»` of a profile frame of the built site. */
function sourceMapper(outDir: string, origin: string) {
  const maps = new Map<string, SourceMap | null>();
  return (frame: CpuProfile['nodes'][number]['callFrame']): string => {
    const { url, functionName } = frame;
    if (!url) return `(${functionName || 'native'})`;
    if (!url.startsWith(origin)) return `${functionName || '(anonymous)'} ${url}`;
    const file = join(outDir, new URL(url).pathname);
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!map || !entry || !('originalSource' in entry) || !entry.originalSource) {
      return `${functionName || '(anonymous)'} ${new URL(url).pathname}`;
    }
    const source = entry.originalSource.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    const index = map.payload.sources.indexOf(entry.originalSource);
    const text = map.payload.sourcesContent?.[index]?.split('\n')[entry.originalLine] ?? '';
    return `${source}:${entry.originalLine + 1} «${text.trim().slice(0, 60)}»`;
  };
}

/** Self and inclusive time by function of the profile's samples within [from, to] (µs). */
function scriptTime(
  profile: CpuProfile,
  from: number,
  to: number,
  name: (frame: CpuProfile['nodes'][number]['callFrame']) => string,
) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i]!;
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (time < from || time > to) continue;
    const ms = next / 1000;
    const id = profile.samples[i]!;
    const label = name(nodes.get(id)!.callFrame);
    self.set(label, (self.get(label) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (!frame.url) continue;
      const key = name(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  return { self, inclusive };
}

function top(map: Map<string, number>, count: number): string {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${label}`)
    .join('\n');
}

async function profileOnce(browser: Browser, url: string, cpu: number, outDir: string) {
  const { page, cdp } = await phonePage(browser, cpu);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    const cost = await settle(page);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    // The renderer's main thread: the CrRendererMain with the most task time.
    const mains = events.filter(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const taskTime = (pid: number, tid: number) =>
      events
        .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const main = mains.sort((a, b) => taskTime(b.pid, b.tid) - taskTime(a.pid, a.tid))[0]!;
    const thread = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur,
    );
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.pid === main.pid,
    );
    const zero = navigation?.ts ?? thread[0]!.ts;
    const name = sourceMapper(outDir, new URL(url).origin);
    const long = thread.filter((event) => event.name === 'RunTask' && event.dur! > 50_000);
    console.log(
      `\nProfiled load (traced and profiled, so slower): detail ${f0(cost.detail ?? NaN)} ms, first card ${f0(cost.firstCard ?? NaN)} ms, all lists ${f0(cost.allLists ?? NaN)} ms, CLS ${cost.cls.toFixed(3)}`,
    );
    console.log(
      `Long tasks (trace): ${long.map((task) => `${f0(task.dur! / 1000)} ms at ${f0((task.ts - zero) / 1000)}`).join(', ')}`,
    );
    for (const task of long) {
      const start = (task.ts - zero) / 1000;
      console.log(`\n== task at ${f0(start)} ms, ${f0(task.dur! / 1000)} ms: by kind (self time)`);
      console.log(top(taskBreakdown(thread, task), 12));
      const script = scriptTime(profile, task.ts, task.ts + task.dur!, name);
      console.log('  script, self time by function:');
      console.log(top(script.self, 14));
      console.log('  script, inclusive:');
      console.log(top(script.inclusive, 24));
    }
  } finally {
    await page.browserContext().close();
  }
}

/**
 * `ref`'s `src/`, `demo/`, package.json (its `sideEffects`) and tsconfig.json, in a folder of
 * the repository (so its imports resolve to this node_modules) that `remove()` deletes.
 */
function checkout(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(ROOT, '.bench-ref-'));
  // With what its vite.config.ts imports, to build its script tag (`--script-tag`).
  const paths = [
    'src',
    'demo',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'scripts',
    'examples',
    'test/browser/csp',
  ];
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', ref, ...paths], {
      cwd: ROOT,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', root], { input: tar });
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}

async function measure(browser: Browser, servers: [string, BenchServer][], opts: Options) {
  console.log(
    `${opts.runs} cold loads after ${opts.warmups} warm-up(s) each; times from navigation.`,
  );
  if (servers.length > 1) console.log('Loads alternate between the builds (same machine load).');
  console.log(`${LEGEND}\n`);
  const samples = new Map<string, Sample[]>(servers.map(([name]) => [name, []]));
  for (let run = 0; run < opts.warmups + opts.runs; run += 1) {
    for (const [name, server] of servers) {
      const sample = await loadOnce(browser, `${server.url}${pagePath(opts)}`, opts.cpu);
      if (run < opts.warmups) continue;
      samples.get(name)!.push(sample);
    }
  }
  for (const [name, list] of samples) {
    console.log(`${name}:`);
    console.log(line(COLUMNS.map(([column]) => column)));
    list.forEach((sample, i) => {
      const tasks = sample.tasks.map(([start, duration]) => `${f0(duration)}@${f0(start)}`);
      console.log(`${row(`#${i + 1}`, sample)}   ${tasks.join(' ')}`);
    });
    console.log(`${row('median', medianSample(list))}\n`);
  }
}

/** The page a load opens: the demo's, or the same tags on the script tag. */
const pagePath = (opts: Options) =>
  opts.scriptTag ? '/script-tag/product.html' : '/demo/product.html';

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const ref = opts.against ? checkout(opts.against) : undefined;
  const servers: [string, BenchServer][] = [];
  let browser: Browser | undefined;
  try {
    const { scriptTag } = opts;
    if (ref) servers.push([opts.against!, await startBenchServer({ root: ref.root, scriptTag })]);
    servers.push(['this tree', await startBenchServer({ sourcemap: opts.profile, scriptTag })]);
    browser = await launchChromium();
    for (const [, server] of servers) server.setLatency(opts.latency);
    network = { rtt: opts.rtt, kbps: opts.kbps };
    const net =
      opts.rtt || opts.kbps ? `, network ${opts.rtt} ms a request, ${opts.kbps || '∞'} kbit/s` : '';
    console.log(
      `${scriptTag ? 'Product page on the script tag' : 'Demo product page'} as a phone: ${opts.cpu}× CPU, 390 × 844 @3x, touch, query latency ${opts.latency} ms${net}; ${await browser.version()}`,
    );
    if (opts.profile) {
      const [, server] = servers.at(-1)!;
      const url = `${server.url}${pagePath(opts)}`;
      // One load first: the build's and the server's first-request costs are not the page's.
      await loadOnce(browser, url, opts.cpu);
      await profileOnce(browser, url, opts.cpu, server.outDir);
      return;
    }
    await measure(browser, servers, opts);
  } finally {
    await browser?.close();
    for (const [, server] of servers) await server.close();
    ref?.remove();
  }
}

await main();
