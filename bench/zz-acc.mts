import { launchChromium } from './browser.ts';
const browser = await launchChromium();
for (const n of (process.env.NS ?? '1000,20000').split(',').map(Number)) {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  const big = process.env.BIG ? 'word '.repeat(Number(process.env.BIG) / 5) : ''; const achievements = JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `a${i}`, name: `Achievement ${i}` + big, date: '2025-05-01T00:00:00Z' })));
  const consents = JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Consent ${i}`, metaData: { conditionText: {}, displayText: { 'en-US': `Text ${i}` + big }, linkText: {} }, given: false })));
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname.endsWith('/me/achievements')) return void req.respond({ status: 200, contentType: 'application/json', body: achievements });
    if (u.pathname.endsWith('/consents')) return void req.respond({ status: 200, contentType: 'application/json', body: consents });
    void req.continue();
  });
  await page.evaluateOnNewDocument(() => {
    (window as any).__tasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).__tasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true } as any);
  });
  await page.goto('http://localhost:5199/account.html', { waitUntil: 'networkidle0', timeout: 60000 });
  await new Promise((r) => setTimeout(r, 2000));
  const out = await page.evaluate(`(() => {
    const deep = (root, sel) => { let c = 0; for (const el of root.querySelectorAll('*')) { if (el.matches(sel)) c++; if (el.shadowRoot) c += deep(el.shadowRoot, sel); } return c; };
    return { longest: Math.max(0, ...window.__tasks), tasks: window.__tasks.join(','), li: deep(document, 'li'), inputs: deep(document, 'input') };
  })()`);
  console.log(n, JSON.stringify(out));
  await page.close();
}
await browser.close();
