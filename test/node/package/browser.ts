/**
 * Headless Chromium (Debian's, or CHROME_PATH) driven by puppeteer-core, for pages of the shop
 * server. Requests to other origins never leave the machine: a script the docs place on a CDN or
 * at a placeholder path (`https://your.cdn/storefront-elements.js`, `/path/to/…`) is answered with
 * the installed package's file of that name, and a
 * cluster address (`https://w00000000.api.esales.apptus.cloud`) with the reference server's answer,
 * so a docs example runs as written.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  );
  if (!found) throw new Error('No Chromium: install Debian chromium or set CHROME_PATH');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });
}

/** An import map for bare specifiers of the packages in `node_modules`, from their exports maps. */
export function importMap(project: string, packages: string[]): string {
  const imports: Record<string, string> = {};
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (!target || typeof target !== 'object') return undefined;
    const conditions = target as Record<string, unknown>;
    for (const condition of ['browser', 'import', 'default']) {
      const chosen = pick(conditions[condition]);
      if (chosen) return chosen;
    }
    return undefined;
  };
  for (const name of packages) {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    for (const [key, value] of Object.entries(manifest.exports)) {
      const target = pick(value);
      if (!target?.endsWith('.js') && !target?.endsWith('*')) continue;
      const from = `${name}${key.slice(1)}`.replace(/\*$/, '');
      imports[from] = `/node_modules/${name}/${target.slice(2).replace(/\*$/, '')}`;
    }
  }
  return JSON.stringify({ imports }, null, 2);
}

/** What a page logged and threw while it ran. */
export interface PageProblems {
  errors: string[];
}

/**
 * A new page whose requests to origins other than `shopUrl` are answered locally (see above);
 * `problems.errors` collects uncaught exceptions, console errors and failed requests.
 */
export async function openPage(
  browser: Browser,
  shopUrl: string,
  distDir: string,
): Promise<{ page: Page; problems: PageProblems }> {
  const page = await browser.newPage();
  const problems: PageProblems = { errors: [] };
  // The bundles and the chunks they load from beside them (storefront/, account/): a page that
  // names a bundle at a placeholder address finds its chunks at the same place.
  const distFiles = new Set(
    (readdirSync(distDir, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.js'))
      .map((name) => name.split(sep).join('/')),
  );
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${String(error)}`));
  page.on('console', (message) => {
    // A failed load is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    // The browser asks for a favicon on its own; no page of ours names one.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.errors.push(
        `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
      );
  });
  page.on('requestfailed', (request) =>
    problems.errors.push(
      `failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    ),
  );
  await page.setRequestInterception(true);
  page.on('request', (request) => void answer(request));

  async function answer(request: HTTPRequest) {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return request.continue();
    const segments = url.pathname.split('/');
    const file = [segments.slice(-2).join('/'), segments.at(-1) ?? ''].find((name) =>
      distFiles.has(name),
    );
    // The docs' placeholder script addresses (`/path/to/…`, `https://your.cdn/…`) name a bundle.
    if (file && !url.pathname.startsWith('/node_modules/')) {
      return request.respond({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: readFileSync(join(distDir, file)),
      });
    }
    if (url.origin === shopUrl) return request.continue();
    // Any other origin stands for the storefront API's cluster: the reference server answers.
    const headers = { ...request.headers() };
    const body = request.postData();
    const response = await fetch(`${shopUrl}${url.pathname}${url.search}`, {
      method: request.method(),
      headers,
      body: body === undefined ? undefined : body,
    });
    // fetch has already decoded the body: its encoding and length no longer apply.
    const answered = Object.fromEntries(
      [...response.headers].filter(([name]) => !/^(content-encoding|content-length)$/i.test(name)),
    );
    return request.respond({
      status: response.status,
      headers: answered,
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  return { page, problems };
}
