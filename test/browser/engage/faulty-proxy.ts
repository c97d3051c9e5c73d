/**
 * An engage proxy whose answers break on their way to the browser (a shop's own proxy, a gateway,
 * a mobile network), in front of the test server's real one: `/engage-proxy-faulty/<mode>/…`
 * forwards `…` to `/engage-proxy/…` with the browser's cookies, then:
 * - `plain-writes`: a write the proxy took (2xx) answers `OK` as text, not JSON;
 * - `cut-writes`: a write the proxy took answers its status and half its body, then the
 *   connection closes;
 * - `long-text`: every name, description, SKU and consent text of a read's answer is a megabyte
 *   long (`LONG_TEXT`);
 * - `wrong-numbers`: a read's list envelope has a text `totalCount`, and every figure of the
 *   purchase summary but `purchaseAmountAll` is a text;
 * - `stall`: no request gets an answer; `stall-body`: each gets `200`, headers and the start of
 *   a body, which never ends (nothing is forwarded).
 * Used by faulty-answers.test.ts (audit s38a D1, D2, D3).
 */
import type { Context, Next } from 'koa';

export const FAULTY_PROXY = '/engage-proxy-faulty';

/** How long `long-text`'s texts are. */
export const LONG_TEXT = 1_000_000;

const TEXT_MEMBERS = new Set(['name', 'description', 'sku']);
const TEXT_MAPS = new Set(['displayText', 'conditionText', 'linkText']);

/** `value` with every text member (and each text of a consent's text maps) `LONG_TEXT` long. */
function lengthened(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => lengthened(item));
  if (typeof value === 'string')
    return TEXT_MEMBERS.has(key) ? value.padEnd(LONG_TEXT, ` ${value}`) : value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, member]) => [
      name,
      TEXT_MAPS.has(name) && typeof member === 'object' && member !== null
        ? Object.fromEntries(
            Object.entries(member).map(([locale, text]) => [locale, lengthened(text, 'name')]),
          )
        : lengthened(member, name),
    ]),
  );
}

async function bodyOf(ctx: Context): Promise<string | undefined> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function faultyProxyMiddleware(ctx: Context, next: Next): Promise<void> {
  const match = new RegExp(`^${FAULTY_PROXY}/([a-z-]+)(/.*)$`).exec(ctx.path);
  if (!match) return next();
  const [, mode, rest] = match as unknown as [string, string, string];
  const res = ctx.res;
  ctx.respond = false;
  if (mode === 'stall' || mode === 'stall-body') {
    // `stall`: not even a status; `stall-body`: 200, headers and the start of a body.
    if (mode === 'stall-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items": [');
    }
    // Closed after a minute at the latest, or when the browser gives up.
    const timer = setTimeout(() => res.destroy(), 60_000);
    res.once('close', () => clearTimeout(timer));
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'content-type', 'origin', 'accept'])
    if (ctx.get(name)) headers[name] = ctx.get(name);
  const answer = await fetch(`${ctx.origin}/engage-proxy${rest}${ctx.search}`, {
    method: ctx.method,
    headers,
    body: await bodyOf(ctx),
  });
  let text = await answer.text();
  if (mode === 'long-text' && ctx.method === 'GET' && answer.ok && text.trim())
    text = JSON.stringify(lengthened(JSON.parse(text)));
  if (mode === 'wrong-numbers' && ctx.method === 'GET' && answer.ok && text.trim()) {
    const body = JSON.parse(text) as Record<string, unknown>;
    if ('totalCount' in body) body.totalCount = String(body.totalCount);
    for (const name of Object.keys(body))
      if (/^(purchase|numberOf|average)/.test(name) && name !== 'purchaseAmountAll')
        body[name] = 'n/a';
    text = JSON.stringify(body);
  }
  const write = ctx.method !== 'GET' && answer.ok;
  if (write && mode === 'plain-writes') {
    res.writeHead(answer.status, { 'content-type': 'text/plain' });
    res.end('OK');
    return;
  }
  if (write && mode === 'cut-writes') {
    const body = Buffer.from(text || '{"done": true}');
    res.writeHead(answer.status === 204 ? 200 : answer.status, {
      'content-type': 'application/json',
      'content-length': String(body.length),
    });
    res.write(body.subarray(0, Math.floor(body.length / 2)));
    setTimeout(() => res.destroy(), 50);
    return;
  }
  res.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  res.end(text);
}
